import { cardGetId, cardList } from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import { listCards } from '../services/card-list.ts';
import * as cards from '../services/cards.ts';

export const cardRoutes = [
  defineRoute(cardGetId, ({ deps, auth, query }) => ({
    card_id: cards.findCardId(deps, auth, query.number, query.num_type),
  })),
  defineRoute(cardList, (ctx) =>
    listAnswer(cardList, ctx, listCards(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
];
