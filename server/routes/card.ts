import { cardGetId, cardList } from '#contract';
import { defineRoute } from '../define-route.ts';
import { listCards } from '../services/card-list.ts';
import * as cards from '../services/cards.ts';
import { cardListHeader } from '../tables/card-list.ts';

export const cardRoutes = [
  defineRoute(cardGetId, ({ deps, auth, query, lang }) => ({
    card_id: cards.findCardId(deps, auth, query.number, query.num_type, lang),
  })),
  defineRoute(cardList, ({ deps, auth, query, lang }) => {
    const { tableData, total } = listCards(deps, auth, query, lang);
    return {
      tableData,
      tableHeader: cardListHeader(lang),
      page: query.page,
      page_size: query.page_size,
      total_count: total,
    };
  }),
];
