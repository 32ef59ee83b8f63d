import type { Bilingual } from './list.ts';
import { FIELDS } from './vocabulary.ts';

/**
 * The import templates, one declaration each: the file's name, and per column its header, its
 * note (what to write, in the row under the header) and an example (the row after). The emulator
 * builds each template's xlsx from it in either language, and reads uploads by the same columns.
 */
export interface TemplateColumn {
  header: Bilingual;
  note: Bilingual;
  example: string;
  /** Column width in characters. */
  width: number;
}

export interface ImportTemplate {
  /** The downloaded file's name, without `.xlsx`. */
  file: Bilingual;
  columns: readonly TemplateColumn[];
}

const defineTemplates = <K extends string>(templates: Record<K, ImportTemplate>) => templates;

export const IMPORT_TEMPLATES = defineTemplates({
  card_numbers: {
    file: { 'zh-CN': '卡号导入模板', en: 'card-numbers-template' },
    columns: [
      {
        header: FIELDS.cardNumber,
        note: {
          'zh-CN':
            '每行一个卡号：ICCID（19-20 位）或 MSISDN（11 或 13 位），单元格请保持文本格式；导入前请删除本行和示例行',
          en: 'One card number a row: an ICCID (19-20 characters) or an MSISDN (11 or 13 digits), as text; delete this row and the example before importing',
        },
        example: '89860000000000000001',
        width: 28,
      },
    ],
  },
});
export type TemplateKey = keyof typeof IMPORT_TEMPLATES;
