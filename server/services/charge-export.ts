import {
  type Lang,
  ORDER_CHANNELS,
  ORDER_EXPORT_KIND,
  ORDER_KINDS,
  ORDER_STATUSES,
  type OrderRow,
  orderList,
} from '#contract';
import { pick } from '../i18n.ts';
import { defineListExport } from '../tasks/list-export.ts';
import { orderCount, orderRowsFor, settleChargeOrders } from './charge.ts';

/** An order as the spreadsheet shows it: labels in the export's language, money as numbers. */
const cellsOf = (row: OrderRow, lang: Lang) => ({
  ...row,
  kind: pick(ORDER_KINDS[row.kind], lang),
  channel: pick(ORDER_CHANNELS[row.channel], lang),
  status: pick(ORDER_STATUSES[row.status], lang),
  amount: Number(row.amount),
  frozen: Number(row.frozen),
});

/**
 * Starts an export of the caller's orders (/charge/export) under the list's filters: a task of the
 * engine, listed under /export_log, refused when none matches. The spreadsheet has the list's
 * columns without its buttons.
 */
export const startOrderExport = defineListExport({
  kind: ORDER_EXPORT_KIND,
  downloadCodes: ['router_charge_export', 'router_export_log'],
  list: orderList.list,
  all: 'charge_export_all',
  sheet: 'charge_export_sheet',
  file: 'charge_export_file',
  nothing: 'charge_export_nothing',
  // The orders the carrier has answered by now are settled first, so the file shows them done.
  count: (deps, clientId, filters) => {
    settleChargeOrders(deps, deps.clock.now());
    return orderCount(deps, clientId, filters);
  },
  rows: orderRowsFor,
  cells: cellsOf,
});
