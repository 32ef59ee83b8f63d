import {
  cardDataSearch,
  cardPlanOptions,
  cardStatusQuery,
  cardUsageDetail,
  rechargeRecordList,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { cardPlanOptions as planOptions, searchCardData } from '../services/card-data-search.ts';
import { queryCardStatus } from '../services/card-status-query.ts';
import { cardUsageDetail as usageDetail } from '../services/card-usage-detail.ts';
import { listRechargeRecords } from '../services/recharge-records.ts';
import { cardDataHeader, cardStatusHeader, rechargeRecordHeader } from '../tables/card-query.ts';

/** The card query pages: usage details, batch status query, data query, recharge records. */
export const cardQueryRoutes = [
  defineRoute(cardUsageDetail, ({ deps, auth, query, lang }) =>
    usageDetail(deps, auth, query.card_id, query.month, lang),
  ),
  defineRoute(cardStatusQuery, ({ deps, auth, body, lang }) => {
    const tableData = queryCardStatus(deps, auth, body.numbers);
    return {
      tableData,
      tableHeader: cardStatusHeader(lang),
      found_count: tableData.filter((row) => row.card_id !== null).length,
    };
  }),
  defineRoute(cardDataSearch, ({ deps, auth, query, lang }) => {
    const { tableData, total, months } = searchCardData(deps, auth, query, lang);
    return {
      tableData,
      tableHeader: cardDataHeader(lang, months),
      page: query.page,
      page_size: query.page_size,
      total_count: total,
      months,
    };
  }),
  defineRoute(cardPlanOptions, ({ deps, auth }) => planOptions(deps, auth)),
  defineRoute(rechargeRecordList, ({ deps, auth, query, lang }) => {
    const { tableData, total, summary } = listRechargeRecords(deps, auth, query);
    return {
      tableData,
      tableHeader: rechargeRecordHeader(lang),
      page: query.page,
      page_size: query.page_size,
      total_count: total,
      summary,
    };
  }),
];
