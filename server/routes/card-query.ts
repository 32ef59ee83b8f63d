import {
  cardDataSearch,
  cardPlanOptions,
  cardStatusColumns,
  cardStatusQuery,
  cardUsageDetail,
  headerOf,
  rechargeRecordList,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { wordsIn } from '../i18n.ts';
import { listAnswer } from '../lib/list-sql.ts';
import { cardPlanOptions as planOptions, searchCardData } from '../services/card-data-search.ts';
import { numbersOfFile, queriesEveryClient, queryCardStatus } from '../services/card-status-query.ts';
import { cardUsageDetail as usageDetail } from '../services/card-usage-detail.ts';
import { listRechargeRecords } from '../services/recharge-records.ts';

/** The card query pages: usage details, batch status query, data query, recharge records. */
export const cardQueryRoutes = [
  defineRoute(cardUsageDetail, ({ deps, auth, query, lang }) =>
    usageDetail(deps, auth, query.card_id, query.month, lang),
  ),
  defineRoute(cardStatusQuery, async ({ deps, auth, body, lang }) => {
    const numbers = body.numbers ?? (await numbersOfFile(deps, auth, body.file_url!));
    const tableData = queryCardStatus(deps, auth, numbers);
    // Support's query spans clients: whose each card is shows after its numbers.
    const columns = queriesEveryClient(auth)
      ? cardStatusColumns.toSpliced(3, 0, { prop: 'client_name', label: 'common.client', type: 'text' })
      : cardStatusColumns;
    return {
      tableData,
      tableHeader: headerOf({ filters: {}, sorts: [], columns }, wordsIn(lang), auth.codes),
      found_count: tableData.filter((row) => row.card_id !== null).length,
    };
  }),
  defineRoute(cardDataSearch, (ctx) => {
    const { tableData, total, months } = searchCardData(ctx.deps, ctx.auth, ctx.query, ctx.lang);
    const answer = listAnswer(cardDataSearch, ctx, { tableData, total });
    // One column per month of the range, in MB, before the total.
    const monthColumns = months.map((month) => ({ prop: month, label: month, type: 'text' as const }));
    const totalAt = answer.tableHeader.findIndex((c) => c.prop === 'total_mb');
    return { ...answer, tableHeader: answer.tableHeader.toSpliced(totalAt, 0, ...monthColumns), months };
  }),
  defineRoute(cardPlanOptions, ({ deps, auth, lang }) => planOptions(deps, auth, lang)),
  defineRoute(rechargeRecordList, (ctx) => {
    const { tableData, total, summary } = listRechargeRecords(ctx.deps, ctx.auth, ctx.query, ctx.lang);
    return { ...listAnswer(rechargeRecordList, ctx, { tableData, total }), summary };
  }),
];
