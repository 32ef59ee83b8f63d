import { supportClientList } from '#contract';
import { defineRoute } from '../define-route.ts';
import { listSupportClients } from '../services/support-clients.ts';
import { supportClientHeader } from '../tables/support-client-list.ts';

export const supportRoutes = [
  defineRoute(supportClientList, ({ deps, query, lang }) => {
    const { rows, total } = listSupportClients(deps, query);
    return {
      tableData: rows,
      tableHeader: supportClientHeader(lang),
      page: query.page,
      page_size: query.page_size,
      total_count: total,
    };
  }),
];
