import { readFileSync } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { fonts } from '@embedpdf/fonts-sc';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { BILL_STATUSES, type BillDetail, type BillFormat, type Lang, LEDGER_KINDS } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { pick, wordsIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import { billForFile, carrierName, keepFeeCardsOf } from './bills.ts';

/**
 * A monthly bill as a file (/service/bill): an xlsx written by exceljs's streaming writer, or a PDF
 * made by pdfkit with the Noto Sans Hans (GB2312) font of the @embedpdf/fonts-sc package, embedded
 * as the subset of the glyphs the bill uses. Either is streamed to the caller as it is written, the
 * per-card 停机保号 lines read from the database a page at a time.
 */

type Sqlite = AppDeps['sqlite'];

/** The PDF's font: from npm (OFL), read once per process. */
let fontData: Buffer | null = null;
function cjkFont(): Buffer {
  if (!fontData) {
    // The package names its files by weight; they lie in its fonts/ folder, beside dist/.
    const regular = fonts.find((f) => f.weight === 400)!.file;
    fontData = readFileSync(new URL(`../fonts/${regular}`, import.meta.resolve('@embedpdf/fonts-sc')));
  }
  return fontData;
}

/** Cards listed in the PDF; the xlsx lists every one. */
const PDF_CARDS = 500;

const clientName = perConnection<[number], string>('select name from clients where id = ?');

interface BillFile {
  name: string;
  mime: string;
  stream: Readable;
}

/** The lines of a bill's summary, as label and amount, in `lang`. */
function summaryLines(detail: BillDetail, lang: Lang): [string, string][] {
  const w = wordsIn(lang);
  return [
    [w('service.bill.opening'), detail.opening],
    [w('service.bill.topUps'), detail.top_ups],
    [w('service.bill.charges'), detail.charges],
    [w('service.bill.refunds'), detail.refunds],
    [w('service.bill.adjustments'), detail.adjustments],
    [w('service.bill.closing'), detail.closing],
    [w('service.bill.owed'), detail.owed],
    [w('service.bill.usage'), detail.usage_mb],
  ];
}

/** A bill of the caller as xlsx or PDF; another client's bill is not found (an envelope, never a file). */
export function billFile(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  format: BillFormat,
  lang: Lang,
): BillFile {
  const { bill, detail } = billForFile(deps, auth, id);
  const w = wordsIn(lang);
  const name = `${w('service.bill.fileName', { month: bill.month })}.${format}`;
  const client = clientName(deps.sqlite).pluck().get(bill.clientId) ?? '';
  const out = new PassThrough();
  const write = format === 'xlsx' ? writeXlsx : writePdf;
  write(deps.sqlite, out, { bill, detail, client, lang, now: deps.clock.now() }).catch((error: Error) =>
    out.destroy(error),
  );
  return {
    name,
    mime:
      format === 'xlsx'
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'application/pdf',
    stream: out,
  };
}

interface Content {
  bill: ReturnType<typeof billForFile>['bill'];
  detail: BillDetail;
  client: string;
  lang: Lang;
  now: number;
}

async function writeXlsx(sqlite: Sqlite, out: PassThrough, c: Content): Promise<void> {
  const w = wordsIn(c.lang);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false });
  const sheet = workbook.addWorksheet(w('perm.router_service_bill'));
  sheet.columns = [{ width: 34 }, { width: 22 }, { width: 14 }];
  const add = (cells: (string | number)[]) => sheet.addRow(cells).commit();
  add([w('perm.router_service_bill'), c.detail.month]);
  add([w('common.clientNamed', { name: c.client })]);
  add([w('field.status'), pick(BILL_STATUSES[c.detail.status], c.lang)]);
  if (c.detail.issued_at) add([w('service.bill.issuedAt'), c.detail.issued_at]);
  add([]);
  for (const [label, amount] of summaryLines(c.detail, c.lang)) add([label, amount]);
  add([]);
  add([w('service.bill.items')]);
  for (const item of c.detail.items) add([pick(LEDGER_KINDS[item.kind], c.lang), item.amount, item.count]);
  add([]);
  add([w('service.bill.keepFee'), c.detail.keep_fee.amount, c.detail.keep_fee.cards]);
  add(['ICCID', w('field.carrier'), w('service.bill.fee')]);
  for (const page of keepFeeCardsOf(sqlite, c.bill.clientId, c.bill.month)) {
    for (const r of page) add([r.iccid, carrierName(r.carrier, c.lang), (r.fee_cents / 100).toFixed(2)]);
    // Let the response drain between pages.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
}

async function writePdf(sqlite: Sqlite, out: PassThrough, c: Content): Promise<void> {
  const w = wordsIn(c.lang);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${w('perm.router_service_bill')} ${c.detail.month}` },
  });
  doc.pipe(out);
  doc.registerFont('cjk', cjkFont());
  doc.font('cjk');
  doc.fontSize(18).text(`${w('perm.router_service_bill')} ${c.detail.month}`);
  doc.moveDown(0.3).fontSize(10).fillColor('#555');
  doc.text(w('common.clientNamed', { name: c.client }));
  doc.text(
    w('service.bill.line', { label: w('field.status'), value: pick(BILL_STATUSES[c.detail.status], c.lang) }),
  );
  if (c.detail.issued_at)
    doc.text(w('service.bill.line', { label: w('service.bill.issuedAt'), value: c.detail.issued_at }));
  doc.fillColor('#000').moveDown();
  const row = (label: string, value: string, extra = '') => {
    const y = doc.y;
    doc.text(label, 50, y, { width: 260 });
    doc.text(value, 320, y, { width: 120, align: 'right' });
    if (extra) doc.text(extra, 450, y, { width: 95, align: 'right' });
    doc.x = 50;
  };
  doc.fontSize(11);
  for (const [label, amount] of summaryLines(c.detail, c.lang)) row(label, amount);
  doc.moveDown().fontSize(13).text(w('service.bill.items')).fontSize(10).moveDown(0.3);
  for (const item of c.detail.items) {
    row(
      pick(LEDGER_KINDS[item.kind], c.lang),
      item.amount,
      w('service.bill.itemCount', { count: item.count }),
    );
  }
  doc.moveDown().fontSize(13).text(w('service.bill.keepFee')).fontSize(10).moveDown(0.3);
  if (c.detail.keep_fee.cards === 0) doc.text(w('service.bill.keepFeeNone'));
  let listed = 0;
  for (const page of keepFeeCardsOf(sqlite, c.bill.clientId, c.bill.month, 100)) {
    for (const r of page) {
      if (listed++ >= PDF_CARDS) break;
      row(r.iccid, carrierName(r.carrier, c.lang), (r.fee_cents / 100).toFixed(2));
    }
    if (listed >= PDF_CARDS) break;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  if (c.detail.keep_fee.cards > PDF_CARDS) {
    doc
      .moveDown(0.3)
      .text(w('service.bill.keepFeeMore', { count: c.detail.keep_fee.cards, shown: PDF_CARDS }));
  }
  doc
    .moveDown()
    .fontSize(8)
    .fillColor('#777')
    .text(w('service.bill.generated', { at: formatDateTime(c.now)! }));
  doc.end();
}
