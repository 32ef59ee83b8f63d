import { PAYMENT_CARD_EXPORT_KIND, type PaymentCardRow, paymentCardList } from '#contract';
import { defineListExport } from '../tasks/list-export.ts';
import { paymentCardCount, paymentCardRowsFor } from './payment-card-report.ts';

/** A row as the spreadsheet shows it: money as numbers. */
const cellsOf = (row: PaymentCardRow) => ({
  ...row,
  package_revenue: Number(row.package_revenue),
  addon_revenue: Number(row.addon_revenue),
  revenue: Number(row.revenue),
  arpu: Number(row.arpu),
});

/**
 * Starts an export of the paid-card report (/report/payment_card) under the list's filters: a task
 * of the engine, listed under /export_log, refused when nothing matches.
 */
export const startPaymentCardExport = defineListExport({
  kind: PAYMENT_CARD_EXPORT_KIND,
  downloadCodes: ['router_report_payment_card', 'router_export_log'],
  list: paymentCardList.list,
  all: 'payment_card_export_all',
  widths: { client_name: 36 },
  sheet: 'payment_card_export_sheet',
  file: 'payment_card_export_file',
  nothing: 'payment_card_export_nothing',
  count: paymentCardCount,
  rows: (deps, clientId, filters, maxId, from, count) =>
    paymentCardRowsFor(deps, clientId, filters, maxId, from, count),
  cells: cellsOf,
});
