import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Zip and xlsx bytes written by hand, so a test can make exactly the file an attacker would: a
 * sheet stored before its shared strings (as Excel writes it), a wrong CRC, an unknown compression
 * method, a size the central directory lies about, a blank-row or wide-row bomb.
 */
interface ZipEntry {
  name: string;
  data: string | Buffer;
  /** 8 (deflate, the default), 0 (stored) or any other number: stored as is under that method. */
  method?: number;
  /** A CRC to write instead of the right one. */
  crc?: number;
  /** An uncompressed size to declare instead of the real one. */
  declaredSize?: number;
}

function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const method = entry.method ?? 8;
    const body = method === 8 ? deflateRawSync(raw) : raw;
    const name = Buffer.from(entry.name, 'utf8');
    const crc = entry.crc ?? crc32(raw);
    const size = entry.declaredSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(body.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Column letters of a 1-based column number (1 → A, 16384 → XFD). */
function columnName(n: number): string {
  let name = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** A cell: its column (1-based) and text. */
export type Cell = [column: number, text: string];

/** The sheet XML of rows given by their row number, strings kept in `strings` (shared). */
export function sheetXml(
  rows: readonly (readonly [row: number, cells: readonly Cell[]])[],
  strings: string[],
) {
  const body = rows
    .map(([r, cells]) => {
      const xml = cells
        .map(([c, text]) => {
          strings.push(text);
          return `<c r="${columnName(c)}${r}" t="s"><v>${strings.length - 1}</v></c>`;
        })
        .join('');
      return `<row r="${r}">${xml}</row>`;
    })
    .join('');
  return body;
}

/** Rows of text from row 1 on, column A first. */
const textRows = (rows: readonly (readonly string[])[]) =>
  rows.map((cells, i) => [i + 1, cells.map((text, c) => [c + 1, text] as Cell)] as const);

/** `count` blank rows from row `from` on, as a spreadsheet keeps rows that were formatted. */
export const blankRows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `<row r="${from + i}"/>`).join('');

interface XlsxParts {
  /** The sheetData's inner XML. */
  sheetData: string;
  strings: readonly string[];
  /** Where Excel puts it: the sheet first, its shared strings after (default false). */
  sheetFirst?: boolean;
  /** Changes an entry (by name) before the zip is written. */
  tweak?: (entry: ZipEntry) => ZipEntry;
}

export function xlsx({ sheetData, strings, sheetFirst = false, tweak = (e) => e }: XlsxParts): Buffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const sheet = {
    name: 'xl/worksheets/sheet1.xml',
    data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${ns}"><sheetData>${sheetData}</sheetData></worksheet>`,
  };
  const shared = {
    name: 'xl/sharedStrings.xml',
    data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${ns}" count="${strings.length}" uniqueCount="${strings.length}">${strings
      .map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`)
      .join('')}</sst>`,
  };
  const entries: ZipEntry[] = [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    ...(sheetFirst ? [sheet, shared] : [shared, sheet]),
  ];
  return zip(entries.map(tweak));
}

/** An xlsx of text rows from row 1 on. */
export function xlsxOfRows(
  rows: readonly (readonly string[])[],
  options: Omit<XlsxParts, 'sheetData' | 'strings'> = {},
) {
  const strings: string[] = [];
  return xlsx({ sheetData: sheetXml(textRows(rows), strings), strings, ...options });
}
