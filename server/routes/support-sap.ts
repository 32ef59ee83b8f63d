import {
  repushSapHost,
  sapApiLogList,
  sapHostIpList,
  supportDeleteSapHost,
  supportRemoveSapGroupCard,
  supportSapGroupCardList,
  supportSapGroupList,
  supportSapGroupOptions,
  supportSapHostList,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as sap from '../services/support-sap.ts';

/**
 * Issue 50 part A: security awareness across clients, support side. Each change's operation log
 * names the customer and the host or card; its note is the reason support gave.
 */
export const supportSapRoutes = [
  defineRoute(supportSapGroupList, (ctx) =>
    listAnswer(supportSapGroupList, ctx, sap.listSupportGroups(ctx.deps, ctx.query)),
  ),
  defineRoute(supportSapGroupOptions, ({ deps }) => sap.supportGroupOptions(deps)),
  defineRoute(supportSapHostList, (ctx) =>
    listAnswer(supportSapHostList, ctx, sap.listSupportHosts(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(repushSapHost, (ctx) =>
    sap.repushHost(ctx.deps, ctx.auth, ctx.body.id, ctx.lang, (target) => {
      ctx.request.operation = target;
    }),
  ),
  defineRoute(supportDeleteSapHost, (ctx) =>
    sap.deleteHostFor(ctx.deps, ctx.auth, ctx.body.id, (target) => {
      ctx.request.operation = target;
    }),
  ),
  defineRoute(supportSapGroupCardList, (ctx) =>
    listAnswer(supportSapGroupCardList, ctx, sap.listSupportGroupCards(ctx.deps, ctx.query)),
  ),
  defineRoute(supportRemoveSapGroupCard, (ctx) =>
    sap.removeCardFor(ctx.deps, ctx.auth, ctx.body.card_id, (target) => {
      ctx.request.operation = target;
    }),
  ),
  defineRoute(sapHostIpList, (ctx) => listAnswer(sapHostIpList, ctx, sap.listHostIps(ctx.deps, ctx.query))),
  defineRoute(sapApiLogList, (ctx) =>
    listAnswer(sapApiLogList, ctx, sap.listApiCalls(ctx.deps, ctx.query, ctx.lang)),
  ),
];
