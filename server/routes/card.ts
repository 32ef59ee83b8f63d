import { cardGetId, cardList } from '#contract';
import { defineRoute } from '../define-route.ts';
import { findCardId, listCards } from '../services/cards.ts';
import { cardListHeader } from '../tables/card-list.ts';

export const cardRoutes = [
  defineRoute(cardGetId, ({ deps, auth, query, lang }) => ({
    card_id: findCardId(deps, auth, query.number, query.num_type, lang),
  })),
  defineRoute(cardList, ({ deps, auth, query, lang }) => {
    const { tableData, total } = listCards(deps, auth, query);
    return {
      tableData,
      tableHeader: cardListHeader(lang),
      page: query.page,
      page_size: query.page_size,
      total_count: total,
    };
  }),
];
