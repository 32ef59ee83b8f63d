import { type Lang, LEDGER_KINDS, type LedgerRow, ledgerList } from '#contract';
import { pick } from '../i18n.ts';
import { defineListExport } from '../tasks/list-export.ts';
import { LEDGER_EXPORT_KIND, ledgerCount, ledgerRowsFor } from './ledger.ts';

/** A row as the spreadsheet shows it: the type in the export's language, money as numbers. */
const cellsOf = (row: LedgerRow, lang: Lang) => ({
  ...row,
  kind: pick(LEDGER_KINDS[row.kind], lang),
  amount: Number(row.amount),
  balance_before: Number(row.balance_before),
  balance_after: Number(row.balance_after),
});

/**
 * Starts an export of the caller's ledger rows (/charge/account) under the list's filters: a task
 * of the engine, listed under /export_log, queued behind the client's earlier tasks.
 */
export const startLedgerExport = defineListExport({
  kind: LEDGER_EXPORT_KIND,
  downloadCodes: ['router_charge_account', 'router_export_log'],
  list: ledgerList.list,
  all: 'ledger_export_all',
  widths: { remark: 36 },
  sheet: 'ledger_export_sheet',
  file: 'ledger_export_file',
  nothing: 'ledger_export_nothing',
  count: ledgerCount,
  rows: ledgerRowsFor,
  cells: cellsOf,
});
