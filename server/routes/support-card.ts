import { supportCardList, supportChangeStatus } from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import { changeStatusBySupport, listSupportCards } from '../services/support-cards.ts';

export const supportCardRoutes = [
  defineRoute(supportCardList, (ctx) =>
    listAnswer(supportCardList, ctx, listSupportCards(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(supportChangeStatus, (ctx) =>
    changeStatusBySupport(ctx.deps, ctx.auth, ctx.body, (card) => {
      // The operation log names the card's client, and the card, for this support action.
      ctx.request.operation = {
        clientId: card.client_id,
        object: `card_id=${ctx.body.card_id} iccid=${card.iccid} status=${ctx.body.status}`,
      };
    }),
  ),
];
