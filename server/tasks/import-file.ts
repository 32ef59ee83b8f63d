import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { BATCH_FILE_EXTENSIONS } from '#contract';
import { BizError, badRequest } from '../errors.ts';
import { listOf } from '../i18n.ts';
import { findUpload } from '../services/uploads.ts';

/**
 * Reads an imported file row by row, streaming: an xlsx (the template) with exceljs's streaming
 * reader, its first sheet only; a csv or txt line by line. Memory stays flat at any size. Rows are
 * numbered as the user's spreadsheet numbers them, so a refused row can be found in the file.
 */
interface ImportRow {
  row_no: number;
  cells: string[];
}

const UPLOAD_ID = /\/upload\/file\/([0-9a-f]{24})\/?$/;
const SEPARATOR = /[,，\t;；]/;

/** The uploaded file of a `file_url` (from /upload/file/), refused when missing or of another type. */
export async function importedFile(uploadDir: string, fileUrl: string) {
  const id = UPLOAD_ID.exec(fileUrl)?.[1];
  const file = id ? await findUpload(uploadDir, id) : null;
  if (!file) throw badRequest('batch_file_missing');
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!(BATCH_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw badRequest('batch_file_type', { types: listOf(BATCH_FILE_EXTENSIONS) });
  }
  return { name: file.name, extension, open: file.open };
}

/** A cell as text: exceljs gives numbers, rich text, formulas and dates as objects. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // A long number typed into a cell not formatted as text lost digits: what is left fails the check.
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    const v = value as { text?: unknown; richText?: { text: string }[]; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (typeof v.text === 'string') return v.text;
    if (v.result !== undefined) return cellText(v.result);
  }
  return String(value);
}

async function* sheetRows(stream: Readable): AsyncGenerator<ImportRow> {
  // Loaded on first use (~200 ms), not with the emulator.
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<{ number: number; values: unknown[] }>) {
      // `values` is 1-based: values[1] is column A.
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      yield { row_no: row.number, cells: values.map((v) => cellText(v).trim()) };
    }
    // The first sheet only.
    return;
  }
}

async function* textRows(stream: Readable): AsyncGenerator<ImportRow> {
  let rowNo = 0;
  for await (const line of createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })) {
    rowNo++;
    const text = rowNo === 1 ? line.replace(/^\uFEFF/, '') : line;
    yield { row_no: rowNo, cells: text.split(SEPARATOR).map((c) => c.trim()) };
  }
}

/**
 * The data rows of a file: the rows before the first whose column A begins with a digit (the
 * template's header and notes) are skipped, and so are blank rows. At most `max` rows are read;
 * one more is refused with the limit.
 */
export async function* importRows(
  file: { extension: string; open: () => Readable },
  max: number,
  /** Whether a row whose column A is this is the first data row (a template whose column A is no number says). */
  isData: (first: string) => boolean = (first) => /^\d/.test(first),
): AsyncGenerator<ImportRow> {
  const rows = file.extension === 'xlsx' ? sheetRows(file.open()) : textRows(file.open());
  let started = false;
  let count = 0;
  try {
    for await (const row of rows) {
      const first = row.cells[0] ?? '';
      if (!started && !isData(first)) continue;
      if (row.cells.every((c) => c === '')) continue;
      started = true;
      if (++count > max) throw badRequest('batch_too_many_rows', { max });
      yield row;
    }
  } catch (error) {
    if (error instanceof BizError) throw error;
    throw badRequest('batch_file_unreadable');
  }
}
