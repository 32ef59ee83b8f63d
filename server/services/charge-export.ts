import { rmSync } from 'node:fs';
import {
  type Lang,
  ORDER_CHANNELS,
  ORDER_EXPORT_KIND,
  ORDER_KINDS,
  ORDER_STATUSES,
  type OrderRow,
  orderList,
  XLSX_MIME,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { pick, translate } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import type { QueryOf } from '../lib/list-sql.ts';
import { createTask, defineExportTask } from '../tasks/engine.ts';
import { orderCount, orderRowsFor, settleChargeOrders } from './charge.ts';

/** What an order export keeps in tasks.params: the filters, the newest order it covers, the language. */
interface OrderExportParams {
  filters: Partial<QueryOf<typeof orderList>>;
  maxId: number;
  lang: Lang;
}

/** The columns of the spreadsheet: the list's, without its buttons. */
const COLUMNS = orderList.list.columns.filter((c) => c.type !== 'buttons');

/**
 * The recharge order export (/charge/export) as a task of the engine, listed under /export_log:
 * the filtered orders up to the newest when it was asked for, newest first, 500 a step.
 */
const orderExportTask = defineExportTask({
  kind: ORDER_EXPORT_KIND,
  rowsPerStep: 500,
  stepMs: 100,
  async open(deps, task, path) {
    const { filters, maxId, lang } = JSON.parse(task.params ?? '{}') as OrderExportParams;
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false });
    const sheet = workbook.addWorksheet(translate(lang, 'charge_export_sheet'), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = COLUMNS.map((c) => ({ header: pick(c.label, lang), key: c.prop, width: 20 }));
    return {
      async write(from, count) {
        const rows = orderRowsFor(deps, task.client_id, filters, maxId, from, count, lang);
        for (const row of rows) sheet.addRow(cellsOf(row, lang)).commit();
        return rows.length;
      },
      async finish() {
        sheet.commit();
        await workbook.commit();
        const stamp = formatDateTime(deps.clock.now())!.replace(/\D/g, '');
        return {
          fileName: `${translate(lang, 'charge_export_file')}_${stamp}_${task.id}.xlsx`,
          mime: XLSX_MIME,
        };
      },
      abort() {
        rmSync(path, { force: true });
      },
    };
  },
});

/** An order as the spreadsheet shows it: labels in the export's language, money as numbers. */
const cellsOf = (row: OrderRow, lang: Lang) => ({
  ...row,
  kind: pick(ORDER_KINDS[row.kind], lang),
  channel: pick(ORDER_CHANNELS[row.channel], lang),
  status: pick(ORDER_STATUSES[row.status], lang),
  amount: Number(row.amount),
  frozen: Number(row.frozen),
});

/** Starts an export of the caller's orders under the list's filters: refused when none matches. */
export function startOrderExport(
  deps: AppDeps,
  auth: AuthContext,
  filters: OrderExportParams['filters'],
  lang: Lang,
) {
  if (auth.clientId === null) throw badRequest('charge_export_nothing');
  settleChargeOrders(deps, deps.clock.now());
  const { n, max_id } = orderCount(deps, auth.clientId, filters);
  if (n === 0) throw badRequest('charge_export_nothing');
  const params: OrderExportParams = { filters, maxId: max_id, lang };
  const taskId = createTask(deps, {
    kind: orderExportTask,
    clientId: auth.clientId,
    userId: auth.userId,
    params,
    rows: n,
  });
  return { task_id: taskId, total: n };
}
