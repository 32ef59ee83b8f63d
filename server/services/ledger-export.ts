import { rmSync } from 'node:fs';
import { type Lang, LEDGER_KINDS, type LedgerRow, ledgerList, XLSX_MIME } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { pick, translate } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import type { QueryOf } from '../lib/list-sql.ts';
import { createTask, defineExportTask } from '../tasks/engine.ts';
import { LEDGER_EXPORT_KIND, ledgerCount, ledgerRowsFor } from './ledger.ts';

/** What a ledger export keeps in tasks.params: the filters, the newest row it covers, the language. */
interface LedgerExportParams {
  filters: Partial<QueryOf<typeof ledgerList>>;
  maxId: number;
  lang: Lang;
}

/**
 * The ledger export as a task of the engine: 500 rows a step, a tenth of a second each. Its rows
 * are the filtered ledger rows up to the newest when it was asked for (rows written later are
 * not in it), newest first, as the page shows them.
 */
const ledgerExportTask = defineExportTask({
  kind: LEDGER_EXPORT_KIND,
  rowsPerStep: 500,
  stepMs: 100,
  async open(deps, task, path) {
    const { filters, maxId, lang } = JSON.parse(task.params ?? '{}') as LedgerExportParams;
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false });
    const sheet = workbook.addWorksheet(translate(lang, 'ledger_export_sheet'), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = ledgerList.list.columns.map((c) => ({
      header: pick(c.label, lang),
      key: c.prop,
      width: c.prop === 'remark' ? 36 : 20,
    }));
    return {
      async write(from, count) {
        const rows = ledgerRowsFor(deps, task.client_id, filters, maxId, from, count, lang);
        for (const row of rows) sheet.addRow(cellsOf(row, lang)).commit();
        return rows.length;
      },
      async finish() {
        sheet.commit();
        await workbook.commit();
        const stamp = formatDateTime(deps.clock.now())!.replace(/\D/g, '');
        return {
          fileName: `${translate(lang, 'ledger_export_file')}_${stamp}_${task.id}.xlsx`,
          mime: XLSX_MIME,
        };
      },
      abort() {
        rmSync(path, { force: true });
      },
    };
  },
});

/** A row as the spreadsheet shows it: the type in the export's language, money as numbers. */
const cellsOf = (row: LedgerRow, lang: Lang) => ({
  ...row,
  kind: pick(LEDGER_KINDS[row.kind], lang),
  amount: Number(row.amount),
  balance_before: Number(row.balance_before),
  balance_after: Number(row.balance_after),
});

/**
 * Starts an export of the caller's ledger rows under the list's filters: a task of the engine,
 * listed under /export_log, queued behind the client's earlier tasks.
 */
export function startLedgerExport(
  deps: AppDeps,
  auth: AuthContext,
  filters: LedgerExportParams['filters'],
  lang: Lang,
) {
  if (auth.clientId === null) throw badRequest('ledger_export_nothing');
  const { n, max_id } = ledgerCount(deps, auth.clientId, filters);
  if (n === 0) throw badRequest('ledger_export_nothing');
  const params: LedgerExportParams = { filters, maxId: max_id, lang };
  const taskId = createTask(deps, {
    kind: ledgerExportTask,
    clientId: auth.clientId,
    userId: auth.userId,
    params,
    rows: n,
  });
  return { task_id: taskId, total: n };
}
