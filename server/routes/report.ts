import { paymentCardCards, paymentCardList, reportChart, startPaymentCardExport } from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as paymentCardExport from '../services/payment-card-export.ts';
import { listPaymentCardCards, listPaymentCards } from '../services/payment-card-report.ts';
import { chartReport } from '../services/report-chart.ts';

/** Reports (报表, issue 41). */
export const reportRoutes = [
  defineRoute(reportChart, ({ deps, auth, query, lang }) => chartReport(deps, auth, query, lang)),
  defineRoute(paymentCardList, (ctx) => {
    const { tableData, total, clients, totals } = listPaymentCards(ctx.deps, ctx.auth, ctx.query);
    return { ...listAnswer(paymentCardList, ctx, { tableData, total }), clients, totals };
  }),
  defineRoute(paymentCardCards, (ctx) => {
    const { tableData, total, row } = listPaymentCardCards(ctx.deps, ctx.auth, ctx.query);
    return { ...listAnswer(paymentCardCards, ctx, { tableData, total }), row };
  }),
  defineRoute(startPaymentCardExport, ({ deps, auth, body, lang }) =>
    paymentCardExport.startPaymentCardExport(deps, auth, body, lang),
  ),
];
