import {
  type Lang,
  OPERATION_LOG_EXPORT_KIND,
  OPERATION_LOGIN_TYPES,
  OPERATION_RESULTS,
  type OperationLogRow,
  operationLogList,
} from '#contract';
import { pick } from '../i18n.ts';
import { defineListExport } from '../tasks/list-export.ts';
import { operationLogCount, operationLogRowsFor } from './operation-log.ts';

/** A log row as the spreadsheet shows it: its login type and result in the export's language. */
const cellsOf = (row: OperationLogRow, lang: Lang) => ({
  ...row,
  login_type: pick(OPERATION_LOGIN_TYPES[row.login_type], lang),
  result: pick(OPERATION_RESULTS[row.result], lang),
});

/**
 * Starts an export of the operation log (every client's writes) under the list's filters: a task
 * of the platform's queue, listed in support's export log, refused when nothing matches.
 */
export const startOperationLogExport = defineListExport({
  kind: OPERATION_LOG_EXPORT_KIND,
  scope: 'platform',
  downloadCodes: ['router_spt_operation_log', 'router_spt_export_log'],
  list: operationLogList.list,
  all: 'operation_log_export_all',
  widths: { action: 36, object: 36, message: 36 },
  sheet: 'operation_log_export_sheet',
  file: 'operation_log_export_file',
  nothing: 'operation_log_export_nothing',
  count: operationLogCount,
  rows: (deps, filters, maxId, from, count) => operationLogRowsFor(deps, filters, maxId, from, count),
  cells: cellsOf,
});
