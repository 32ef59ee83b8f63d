import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { badRequest } from '../errors.ts';
import { type ZipFile, zipBroken } from './zip-file.ts';

/**
 * The first sheet of an xlsx, row by row, as a template import reads it: only the template's
 * columns, every cell cut to its column's limit, and the rows counted as the sheet numbers them (a
 * blank row, or a gap of row numbers, counts). The sheet's XML is parsed as it is inflated, so
 * memory holds one chunk and the shared strings (each cut as a cell is).
 */

interface SheetShape {
  /** The template's columns: the cells kept per row; any further column is never read. */
  columns: number;
  /** Per column, the characters kept (a longer cell is cut, and then fails its column's rule). */
  cellMax: readonly number[];
  /** The sheet's last row number allowed, blank rows included. */
  lastRow: number;
  /** The data rows allowed (the refusal names it). */
  maxRows: number;
  /** Throws once the file has been read for too long. */
  onChunk: () => void;
}

export interface SheetRow {
  row_no: number;
  cells: string[];
}

/** `text` cut to `max` characters (code points), marked with an ellipsis when it was longer. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = Array.from(text.slice(0, 2 * max + 2));
  if (head.length <= max && text.length <= 2 * max + 2) return text;
  return `${head.slice(0, max).join('')}…`;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** A1 → 1, XFD7 → 16384: the column of a cell reference; 0 when there is none. */
function columnOf(ref: string | undefined): number {
  if (!ref) return 0;
  let column = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > 16_384) return 16_385;
  }
  return column;
}

/** Feeds a part to a parser chunk by chunk. */
async function parse(zip: ZipFile, name: string, parser: SaxesParser, onChunk: () => void) {
  // A character split between two chunks is joined again by the decoder.
  const decoder = new StringDecoder('utf8');
  for await (const chunk of zip.read(name)) {
    parser.write(decoder.write(chunk));
    onChunk();
  }
  parser.write(decoder.end()).close();
}

const xmlParser = () => new SaxesParser({ position: false });

/** Where the workbook's first sheet is (by workbook.xml and its relations), or sheet1.xml. */
async function firstSheetPath(zip: ZipFile): Promise<string> {
  const fallback = 'xl/worksheets/sheet1.xml';
  if (!zip.has('xl/workbook.xml') || !zip.has('xl/_rels/workbook.xml.rels')) return fallback;
  let relId: string | undefined;
  const book = xmlParser();
  book.on('opentag', (node) => {
    if (relId === undefined && local(node.name) === 'sheet') relId = String(node.attributes['r:id'] ?? '');
  });
  book.write(await zip.text('xl/workbook.xml')).close();
  let target: string | undefined;
  const rels = xmlParser();
  rels.on('opentag', (node) => {
    if (local(node.name) === 'Relationship' && node.attributes.Id === relId)
      target = String(node.attributes.Target);
  });
  rels.write(await zip.text('xl/_rels/workbook.xml.rels')).close();
  if (!target) return fallback;
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return zip.has(path) ? path : fallback;
}

/** The shared strings, each cut to the longest cell any column keeps. */
async function sharedStrings(zip: ZipFile, shape: SheetShape): Promise<string[]> {
  const name = 'xl/sharedStrings.xml';
  if (!zip.has(name)) return [];
  const keep = Math.max(...shape.cellMax);
  // A workbook of allowed size holds no more distinct strings than its allowed cells, and a few more.
  const most = shape.lastRow * shape.columns + 1000;
  const strings: string[] = [];
  let text: string | null = null;
  let inPhonetic = 0;
  let inT = false;
  const parser = xmlParser();
  parser.on('opentag', (node) => {
    const tag = local(node.name);
    if (tag === 'si') text = '';
    else if (tag === 'rPh') inPhonetic++;
    else if (tag === 't') inT = true;
  });
  const add = (value: string) => {
    if (text !== null && inT && inPhonetic === 0 && text.length <= keep) text += value;
  };
  parser.on('text', add);
  parser.on('cdata', add);
  parser.on('closetag', (node) => {
    const tag = local(node.name);
    if (tag === 't') inT = false;
    else if (tag === 'rPh') inPhonetic--;
    else if (tag === 'si') {
      strings.push(cut(text ?? '', keep));
      text = null;
      if (strings.length > most) throw badRequest('import_rows_over', { max: shape.maxRows });
    }
  });
  await parse(zip, name, parser, shape.onChunk);
  return strings;
}

/** The value a cell shows, as exceljs gave it before: a number as JavaScript writes it. */
function cellValue(type: string, raw: string, strings: readonly string[]): string {
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? '';
    case 'b':
      return raw === '1' ? 'true' : 'false';
    case 'inlineStr':
    case 'str':
    case 'e':
      return raw;
    default:
      return raw === '' ? '' : String(Number(raw));
  }
}

/** The rows of the first sheet; throws the limit it meets (rows) or zipBroken for bad XML. */
export async function* sheetRows(zip: ZipFile, shape: SheetShape): AsyncGenerator<SheetRow> {
  const sheet = await firstSheetPath(zip);
  if (!zip.has(sheet)) throw zipBroken();
  const strings = await sharedStrings(zip, shape);
  const done: SheetRow[] = [];
  let rowNo = 0;
  let cells: string[] = [];
  let column = 0;
  let type = '';
  let raw: string | null = null;
  let capture = false;
  let inPhonetic = 0;
  const parser = xmlParser();
  parser.on('opentag', (node) => {
    switch (local(node.name)) {
      case 'row': {
        const r = Number(node.attributes.r);
        rowNo = Number.isInteger(r) && r > rowNo ? r : rowNo + 1;
        if (rowNo > shape.lastRow) throw badRequest('import_rows_over', { max: shape.maxRows });
        cells = [];
        column = 0;
        break;
      }
      case 'c': {
        const ref = columnOf(node.attributes.r as string | undefined);
        column = ref > 0 ? ref : column + 1;
        type = String(node.attributes.t ?? 'n');
        // A column past the template's is never read: its text is not even kept.
        raw = column <= shape.columns ? '' : null;
        break;
      }
      case 'v':
      case 't':
        capture = raw !== null;
        break;
      case 'rPh':
        inPhonetic++;
        break;
    }
  });
  const add = (text: string) => {
    if (capture && inPhonetic === 0 && raw !== null && raw.length <= shape.cellMax[column - 1]!) raw += text;
  };
  parser.on('text', add);
  parser.on('cdata', add);
  parser.on('closetag', (node) => {
    switch (local(node.name)) {
      case 'v':
      case 't':
        capture = false;
        break;
      case 'rPh':
        inPhonetic--;
        break;
      case 'c':
        if (raw !== null) {
          while (cells.length < column - 1) cells.push('');
          cells[column - 1] = cut(cellValue(type, raw, strings).trim(), shape.cellMax[column - 1]!);
        }
        raw = null;
        break;
      case 'row':
        done.push({ row_no: rowNo, cells });
        break;
    }
  });
  const decoder = new StringDecoder('utf8');
  for await (const chunk of zip.read(sheet)) {
    parser.write(decoder.write(chunk));
    shape.onChunk();
    yield* done.splice(0);
  }
  parser.write(decoder.end()).close();
  yield* done.splice(0);
}
