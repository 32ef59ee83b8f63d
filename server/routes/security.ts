import {
  addSapGroupCards,
  blockSapIpsDestination,
  createSapGroup,
  createSapHost,
  deleteSapGroup,
  deleteSapHost,
  handleSapIps,
  removeSapGroupCard,
  sapGroupCardList,
  sapGroupList,
  sapGroupOptions,
  sapHostList,
  sapIpsList,
  sapSessionList,
  sapSimChart,
  startSapSessionExport,
  updateSapGroup,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as flex from '../services/sap-flex.ts';
import * as ips from '../services/sap-ips.ts';
import * as sessions from '../services/sap-session.ts';

/** Security awareness (安全感知, issue 44): flexible directed access groups, hosts and cards. */
export const securityRoutes = [
  defineRoute(sapGroupList, (ctx) =>
    listAnswer(sapGroupList, ctx, flex.listGroups(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(sapSimChart, ({ deps, auth, query }) => flex.simChart(deps, auth, query)),
  defineRoute(sapSessionList, (ctx) =>
    listAnswer(sapSessionList, ctx, sessions.listSessions(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(startSapSessionExport, ({ deps, auth, body, lang }) =>
    sessions.startSessionExport(deps, auth, body, lang),
  ),
  defineRoute(sapIpsList, (ctx) =>
    listAnswer(sapIpsList, ctx, ips.listIpsEvents(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(handleSapIps, ({ deps, auth, body }) => ips.handleIpsEvent(deps, auth, body)),
  defineRoute(blockSapIpsDestination, ({ deps, auth, body, lang }) =>
    ips.blockIpsDestination(deps, auth, body.id, lang),
  ),
  defineRoute(sapGroupOptions, ({ deps, auth }) => flex.groupOptions(deps, auth)),
  defineRoute(createSapGroup, ({ deps, auth, body }) => flex.saveGroup(deps, auth, body)),
  defineRoute(updateSapGroup, ({ deps, auth, body }) => flex.saveGroup(deps, auth, body)),
  defineRoute(deleteSapGroup, ({ deps, auth, query }) => flex.deleteGroup(deps, auth, query.id)),
  defineRoute(sapHostList, (ctx) =>
    listAnswer(sapHostList, ctx, flex.listHosts(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(createSapHost, ({ deps, auth, body, lang }) => flex.addHost(deps, auth, body, lang)),
  defineRoute(deleteSapHost, ({ deps, auth, query }) => flex.deleteHost(deps, auth, query.id)),
  defineRoute(sapGroupCardList, (ctx) =>
    listAnswer(sapGroupCardList, ctx, flex.listGroupCards(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(addSapGroupCards, ({ deps, auth, body }) => flex.addGroupCards(deps, auth, body)),
  defineRoute(removeSapGroupCard, ({ deps, auth, query }) => flex.removeGroupCard(deps, auth, query.card_id)),
];
