import { IMPORT_TEMPLATES, type Lang, type TemplateKey } from '#contract';
import { pick, translate } from '../i18n.ts';

/**
 * An import template's xlsx, built from its declaration (contract/templates.ts) in `lang`: the
 * header row, a row of notes saying what each column takes, and an example row. Every column is
 * formatted as text, so a 20-digit ICCID keeps its digits.
 */
export async function templateFile(key: TemplateKey, lang: Lang) {
  const template = IMPORT_TEMPLATES[key];
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(pick(template.file, lang));
  template.columns.forEach((column, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = column.width;
    col.numFmt = '@';
  });
  const header = sheet.addRow(template.columns.map((c) => pick(c.header, lang)));
  header.font = { bold: true };
  const notes = sheet.addRow(template.columns.map((c) => pick(c.note, lang)));
  notes.font = { italic: true, color: { argb: 'FF64748B' } };
  notes.alignment = { wrapText: true, vertical: 'top' };
  notes.height = 48;
  sheet.addRow(
    template.columns.map((c) => (typeof c.example === 'string' ? c.example : pick(c.example.text, lang))),
  );
  sheet.getCell('A2').note = translate(lang, 'template_notes');
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: `${pick(template.file, lang)}.xlsx`, buffer };
}
