import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { BATCH_FILE_EXTENSIONS, type CellRule, type ImportTemplate } from '#contract';
import { BizError, badRequest } from '../errors.ts';
import { BOTH_WORDS, listOf, type MessageKey } from '../i18n.ts';
import { findUpload, type UploadOwner } from '../services/uploads.ts';
import { cut, type SheetRow, sheetRows } from './xlsx-rows.ts';
import { ZipFile } from './zip-file.ts';

/**
 * The one reader of every imported file: an xlsx (the template, its first sheet) read by its zip
 * directory and parsed as it is inflated (server/tasks/zip-file.ts, xlsx-rows.ts), or a csv or txt
 * line by line. As it reads it holds the file to the template: only the template's columns are
 * read, each cell is cut to its column's limit (so a longer cell fails that row's check, and what
 * is stored and shown stays short), rows are counted as the file numbers them, blank ones
 * included, the zip's sizes are checked before anything is inflated, and the whole read has a time
 * budget. Whatever happens, the file is closed in a `finally`; nothing is written to disk.
 */

/** Rows a file may hold above its data: the template's header, note and example, and a spare two. */
const HEADER_ROWS = 5;
/** How long one file may be read for. */
const IMPORT_TIME_BUDGET_MS = 30_000;

type ImportRow = SheetRow;

const UPLOAD_ID = /\/upload\/file\/([0-9a-f]{24})\/?$/;
const SEPARATOR = /[,，\t;；]/;

interface ImportedFile {
  name: string;
  extension: string;
  path: string;
}

/**
 * The uploaded file of a `file_url` (from /upload/file/), when `owner` uploaded it: another
 * client's upload is as missing as one that never was. Refused when of another type.
 */
export async function importedFile(
  uploadDir: string,
  fileUrl: string,
  owner: UploadOwner,
  refusals: { missing: MessageKey; type: MessageKey; types: readonly string[] } = {
    missing: 'batch_file_missing',
    type: 'batch_file_type',
    types: BATCH_FILE_EXTENSIONS,
  },
): Promise<ImportedFile> {
  const id = UPLOAD_ID.exec(fileUrl)?.[1];
  const file = id ? await findUpload(uploadDir, id) : null;
  if (!file || file.owner !== owner) throw badRequest(refusals.missing as 'batch_file_missing');
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!refusals.types.includes(extension)) {
    throw badRequest(refusals.type as 'batch_file_type', { types: listOf(refusals.types) });
  }
  return { name: file.name, extension, path: file.path };
}

/** The characters a cell of this rule keeps: its own limit, or a few more than any value it takes. */
function cellMax(rule: CellRule): number {
  switch (rule.type) {
    case 'text':
      return rule.max;
    case 'address':
      return 255;
    case 'email':
      return 100;
    case 'choice':
      return Math.max(...rule.choices.flatMap((c) => BOTH_WORDS.map((words) => words(c).length)));
    default:
      return 64;
  }
}

interface ReadOptions {
  /** Data rows allowed; one more is refused with the limit. */
  max: number;
  /** The template the file follows: its columns are read, and cut to their limits. */
  template: ImportTemplate;
  /** Whether a row whose column A is this is the first data row (a template whose column A is no number says). */
  isData?: (first: string) => boolean;
  /** The refusal of a file that cannot be read at all. */
  unreadable?: MessageKey;
}

async function* textRows(path: string, shape: Parameters<typeof sheetRows>[1]): AsyncGenerator<ImportRow> {
  const stream = createReadStream(path);
  try {
    let rowNo = 0;
    for await (const line of createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })) {
      rowNo++;
      if (rowNo > shape.lastRow) throw badRequest('import_rows_over', { max: shape.maxRows });
      if (rowNo % 1000 === 0) shape.onChunk();
      const text = rowNo === 1 ? line.replace(/^\uFEFF/, '') : line;
      const cells = text.split(SEPARATOR, shape.columns).map((c, i) => cut(c.trim(), shape.cellMax[i]!));
      yield { row_no: rowNo, cells };
    }
  } finally {
    stream.destroy();
  }
}

async function* xlsxRows(path: string, shape: Parameters<typeof sheetRows>[1]): AsyncGenerator<ImportRow> {
  const handle = await open(path, 'r');
  try {
    yield* sheetRows(await ZipFile.open(handle), shape);
  } finally {
    await handle.close();
  }
}

const headerText = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * Whether a file's header row is the template's: each cell that is filled names its column in
 * either language, and nothing is written past the template's last column. Another template's file
 * (its first column another field, or a column more) is refused before any row is read.
 */
function isTemplateHeader(template: ImportTemplate, cells: readonly string[]): boolean {
  return cells.every((cell, i) => {
    if (cell === '') return true;
    const column = template.columns[i];
    return (
      column !== undefined &&
      // The header is cut to its column's limit as the cell was.
      BOTH_WORDS.some(
        (words) => headerText(cut(words(column.header), cellMax(column.rule))) === headerText(cell),
      )
    );
  });
}

/**
 * The data rows of a file: the rows before the first whose column A begins with a digit (the
 * template's header and notes) are skipped, and so are blank rows, which still count towards the
 * file's rows. At most `max` data rows are read; one more is refused with the limit.
 */
export async function* importRows(file: ImportedFile, options: ReadOptions): AsyncGenerator<ImportRow> {
  const { max, template, isData = (first) => /^\d/.test(first) } = options;
  const started = performance.now();
  const columns = template.columns.length;
  // Every file is read one column past the template's (csv and txt alike), so that an xlsx header
  // there shows another template.
  const shape = {
    columns: columns + 1,
    cellMax: [...template.columns.map((c) => cellMax(c.rule)), 64],
    lastRow: max + HEADER_ROWS,
    maxRows: max,
    onChunk: () => {
      if (performance.now() - started > IMPORT_TIME_BUDGET_MS) {
        throw badRequest('import_too_slow', { seconds: IMPORT_TIME_BUDGET_MS / 1000 });
      }
    },
  };
  const rows = file.extension === 'xlsx' ? xlsxRows(file.path, shape) : textRows(file.path, shape);
  let begun = false;
  let headed = file.extension !== 'xlsx';
  let count = 0;
  try {
    for await (const row of rows) {
      const first = row.cells[0] ?? '';
      if (row.cells.every((c) => c === '')) continue;
      if (!begun && !isData(first)) {
        // An xlsx's first row above the data is its header: it must be this template's.
        if (!headed && !isTemplateHeader(template, row.cells)) {
          throw badRequest('import_wrong_template', { template: { key: template.file } });
        }
        headed = true;
        continue;
      }
      begun = true;
      headed = true;
      if (++count > max) throw badRequest('batch_too_many_rows', { max });
      yield { row_no: row.row_no, cells: row.cells.slice(0, columns) };
    }
  } catch (error) {
    if (error instanceof BizError) throw error;
    throw badRequest((options.unreadable ?? 'batch_file_unreadable') as 'batch_file_unreadable');
  } finally {
    // Closes the file however the reading ended (a refusal, an error, the caller stopping early).
    await rows.return(undefined);
  }
}
