import {
  cardDetail,
  cardOperations,
  cardRecharges,
  cardSessions,
  cardSms,
  cardStatusHistory,
  cardUsage,
  cardVoiceWhitelist,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as detail from '../services/card-detail.ts';

/** The card detail page: the card, its usage charts and one paged list per section. */
export const cardDetailRoutes = [
  defineRoute(cardDetail, ({ deps, auth, query, lang }) =>
    detail.cardDetail(deps, auth, query.card_id, lang),
  ),
  defineRoute(cardUsage, ({ deps, auth, query }) => detail.cardUsage(deps, auth, query.card_id, query.month)),
  defineRoute(cardStatusHistory, (ctx) =>
    listAnswer(cardStatusHistory, ctx, detail.statusHistory(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(cardSessions, (ctx) =>
    listAnswer(cardSessions, ctx, detail.sessions(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(cardSms, (ctx) => listAnswer(cardSms, ctx, detail.sms(ctx.deps, ctx.auth, ctx.query))),
  defineRoute(cardRecharges, (ctx) =>
    listAnswer(cardRecharges, ctx, detail.recharges(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(cardVoiceWhitelist, (ctx) =>
    listAnswer(cardVoiceWhitelist, ctx, detail.voiceWhitelist(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(cardOperations, (ctx) =>
    listAnswer(cardOperations, ctx, detail.operations(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
];
