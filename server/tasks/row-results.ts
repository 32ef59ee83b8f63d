import { PassThrough } from 'node:stream';
import { FIELDS, type Lang, XLSX_MIME } from '#contract';
import type { AppDeps } from '../context.ts';
import { pick, translate, wordIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import { outcomeMessage } from './engine.ts';

/** Rows of the results read at a time: by key, so each read is as quick as the first. */
const RESULTS_CHUNK = 2000;
const resultRows = perConnection<
  [number, number, number],
  {
    row_no: number;
    source_row: number | null;
    number: string;
    outcome: 'pending' | 'ok' | 'failed';
    message: string | null;
  }
>(
  // A row is named as the user's file numbers it (input.row_no), so it can be found there.
  `select row_no, json_extract(input, '$.row_no') as source_row, number, outcome, message from task_rows
   where task_id = ? and row_no > ? order by row_no limit ?`,
);

/**
 * A row task's per-row results as an xlsx (row, number, outcome, message in `lang`), streamed as it
 * is written: a customer's batch (/import_log) and a support task (/batch_task/list) alike. The
 * caller has checked who may read it.
 */
export async function rowResultsFile(deps: AppDeps, taskId: number, lang: Lang) {
  const { default: ExcelJS } = await import('exceljs');
  const stream = new PassThrough();
  // Unstyled, as the card export: about three times as fast; the header row is frozen instead.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false });
  const sheet = workbook.addWorksheet(translate(lang, 'results_sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: translate(lang, 'results_row'), key: 'row', width: 8 },
    { header: pick(FIELDS.cardNumber, lang), key: 'number', width: 26 },
    { header: translate(lang, 'results_outcome'), key: 'outcome', width: 12 },
    { header: translate(lang, 'results_message'), key: 'message', width: 60 },
  ];
  const outcomeText = {
    ok: translate(lang, 'results_ok'),
    failed: translate(lang, 'results_failed'),
    pending: translate(lang, 'results_pending'),
  };
  // Written after the answer starts: rows go out as they are read, memory stays flat.
  setImmediate(async () => {
    try {
      let after = 0;
      for (;;) {
        // A whole chunk is read before yielding: no statement stays open across requests.
        const rows = resultRows(deps.sqlite).all(taskId, after, RESULTS_CHUNK);
        for (const row of rows) {
          const reason = outcomeMessage(row.message);
          sheet
            .addRow({
              row: row.source_row ?? row.row_no,
              number: row.number,
              outcome: outcomeText[row.outcome],
              message: reason ? wordIn(lang, reason) : '',
            })
            .commit();
        }
        if (rows.length < RESULTS_CHUNK) break;
        after = rows[rows.length - 1]!.row_no;
        // Lets the answer drain between chunks.
        await new Promise((resolve) => setImmediate(resolve));
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  });
  const stamp = formatDateTime(deps.clock.now())!.replace(/\D/g, '');
  return {
    name: `${translate(lang, 'results_file')}_${taskId}_${stamp}.xlsx`,
    mime: XLSX_MIME,
    stream,
  };
}
