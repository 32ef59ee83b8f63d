import { CARRIER_KEYS, CARRIERS } from './endpoints/card.ts';
import { PUBLIC_CARD_NUMBER } from './endpoints/public-card.ts';
import type { TextKey, Wording, Words } from './text.ts';
import { PHONE_PATTERN, USERNAME_PATTERN, validateDomain } from './validators.ts';
import { FIELDS } from './vocabulary.ts';

/**
 * The import templates the spec lists, one declaration each: the file's name, and per column its
 * header, its note (what to write, in the row under the header), an example (the row after) and
 * the rule a cell must pass. The emulator builds each template's xlsx from it in either language
 * (`GET /ep/api/batch/template/?template=&lang=`), and checks an upload's rows by the same columns
 * (`templateRowIssue`), so what the template asks for and what an import accepts cannot drift.
 */

/** What a cell must hold. Each rule says, in both languages, what it expects. */
export type CellRule =
  | { type: 'cardNumber' }
  | { type: 'digits'; min: number; max: number }
  | { type: 'mobile' }
  /** A mobile number, or a fixed line with its area code (010-12345678). */
  | { type: 'phone' }
  | { type: 'text'; max: number }
  | { type: 'username' }
  | { type: 'email' }
  | { type: 'integer'; min: number; max: number }
  /** One of the choices, written in either language. */
  | { type: 'choice'; choices: readonly TextKey[] }
  /** An IPv4 address, a CIDR block or a domain (the spec's domain rule). */
  | { type: 'address' };

export interface TemplateColumn {
  header: TextKey;
  note: TextKey;
  example: string | { text: TextKey };
  /** Column width in characters. */
  width: number;
  rule: CellRule;
  /** A cell that may be left empty. */
  optional?: true;
}

export interface ImportTemplate {
  /** The downloaded file's name, without `.xlsx`. */
  file: TextKey;
  columns: readonly TemplateColumn[];
}

/** The carriers as the card list names them, in either language. */
export const CARRIER_CHOICES: readonly TextKey[] = CARRIER_KEYS.map((key) => CARRIERS[key].label);

/** The first column of most templates: the card, by ICCID or MSISDN. */
const CARD: TemplateColumn = {
  header: FIELDS.cardNumber,
  note: 'template.card.note',
  example: '89860000000000000001',
  width: 28,
  rule: { type: 'cardNumber' },
};

/** A template of card numbers with more columns after the card. */
const cards = (file: TextKey, ...columns: TemplateColumn[]): ImportTemplate => ({
  file,
  columns: [CARD, ...columns],
});

const column = (
  header: TextKey,
  note: TextKey,
  example: string | { text: TextKey },
  rule: CellRule,
  width = 20,
  optional?: true,
): TemplateColumn => ({ header, note, example, rule, width, ...(optional ? { optional } : {}) });

const defineTemplates = <K extends string>(templates: Record<K, ImportTemplate>) => templates;

export const IMPORT_TEMPLATES = defineTemplates({
  card_numbers: cards('template.importTemplates.card_numbers'),
  tags: cards(
    'template.importTemplates.tags',
    column(
      'common.tags',
      'template.importTemplates_tags_arg1',
      { text: 'template.importTemplates_tags_arg2' },
      { type: 'text', max: 200 },
      30,
    ),
  ),
  imei_update: cards(
    'template.importTemplates.imei_update',
    column(FIELDS.imei, 'template.importTemplates.imei_update2', '860000000000001', {
      type: 'digits',
      min: 15,
      max: 15,
    }),
  ),
  card_activation: cards('template.importTemplates.card_activation'),
  sms: cards(
    'template.importTemplates.sms',
    column(
      'common.message',
      'template.importTemplates_sms_arg1',
      { text: 'template.importTemplates_sms_arg2' },
      { type: 'text', max: 500 },
      40,
    ),
  ),
  carrier_change: cards(
    'template.importTemplates.carrier_change',
    column(
      'common.targetCarrier',
      'template.importTemplates_carrier_change_arg1',
      { text: 'common.chinaTelecom' },
      { type: 'choice', choices: CARRIER_CHOICES },
    ),
    column(
      'common.targetPlan',
      'template.importTemplates_carrier_change_arg12',
      '电信物联网月包 300MB',
      { type: 'text', max: 40 },
      28,
    ),
  ),
  voice_whitelist: cards(
    'template.importTemplates.voice_whitelist',
    column(FIELDS.whitelistPhone, 'template.importTemplates.voice_whitelist2', '13800000000', {
      type: 'phone',
    }),
  ),
  sub_client: {
    file: 'template.importTemplates.sub_client.file',
    columns: [
      column(
        'template.importTemplates.sub_client.column.item0.arg0',
        'template.importTemplates.sub_client.column.item0.arg1',
        { text: 'template.importTemplates.sub_client.column.item0.arg2' },
        { type: 'text', max: 50 },
        28,
      ),
      column('common.loginName', 'template.importTemplates.sub_client.column.item1.arg1', 'east_branch', {
        type: 'username',
      }),
      column(
        'common.contactName',
        'template.importTemplates.sub_client.column.item2.arg1',
        { text: 'template.importTemplates.sub_client.column.item2.arg2' },
        {
          type: 'text',
          max: 20,
        },
      ),
      column('common.contactPhone', 'template.importTemplates.sub_client.column.item3.arg1', '13800000000', {
        type: 'mobile',
      }),
      column(
        'common.email',
        'template.importTemplates.sub_client.column.item4.arg1',
        'ops@example.com',
        { type: 'email' },
        26,
        true,
      ),
    ],
  },
  renewal: cards(
    'template.importTemplates.renewal',
    column('common.months', 'template.importTemplates_renewal_arg1', '12', {
      type: 'integer',
      min: 1,
      max: 36,
    }),
  ),
  addon_recharge: cards(
    'template.importTemplates.addon_recharge',
    column('actions.addOn', 'template.importTemplates_addon_recharge_arg1', '500MB', {
      type: 'choice',
      choices: [
        'template.importTemplates_addon_recharge_arg3_choices_item0',
        'template.importTemplates_addon_recharge_arg3_choices_item1',
        'template.importTemplates_addon_recharge_arg3_choices_item2',
      ],
    }),
  ),
  tac_binding: cards(
    'template.importTemplates.tac_binding',
    column(
      'common.action',
      'template.importTemplates_tac_binding_arg1',
      { text: 'template.importTemplates_tac_binding_arg2' },
      { type: 'choice', choices: ['template.importTemplates_tac_binding_arg2', 'actions.unbind'] },
      12,
    ),
    column(
      'template.importTemplates_tac_binding_arg0',
      'template.importTemplates_tac_binding_arg12',
      '86000000',
      { type: 'digits', min: 8, max: 14 },
      20,
      true,
    ),
  ),
  senior_export: cards('template.importTemplates.senior_export'),
  host_list: {
    file: 'template.importTemplates.host_list.file',
    columns: [
      column(
        'field.address',
        'template.importTemplates.host_list.column.item0.arg1',
        'iot.example.com',
        { type: 'address' },
        30,
      ),
      column(
        'template.importTemplates.host_list.column.item1.arg0',
        'template.importTemplates.host_list.column.item1.arg1',
        'TCP',
        {
          type: 'choice',
          choices: [
            'template.importTemplates.host_list.column.item1.arg3.choices.item0',
            'template.importTemplates.host_list.column.item1.arg3.choices.item1',
            'template.importTemplates.host_list.column.item1.arg3.choices.item2',
          ],
        },
        12,
      ),
      column(
        'template.importTemplates.host_list.column.item2.arg0',
        'template.importTemplates.host_list.column.item2.arg1',
        '443',
        { type: 'integer', min: 1, max: 65535 },
        12,
        true,
      ),
    ],
  },
  net_group: cards(
    'template.importTemplates.net_group',
    column(
      'template.importTemplates_net_group_arg0',
      'template.importTemplates_net_group_arg1',
      { text: 'template.importTemplates_net_group_arg2' },
      {
        type: 'text',
        max: 30,
      },
    ),
  ),
  special_resume: cards(
    'template.importTemplates.special_resume',
    column(
      'template.importTemplates_special_resume_arg0',
      'template.importTemplates_special_resume_arg1',
      { text: 'template.importTemplates_special_resume_arg2' },
      {
        type: 'choice',
        choices: [
          'template.importTemplates_special_resume_arg3_choices_item0',
          'template.importTemplates_special_resume_arg2',
          'template.importTemplates_special_resume_arg3_choices_item2',
          'template.importTemplates_special_resume_arg3_choices_item3',
        ],
      },
    ),
    column(
      'template.importTemplates_special_resume_arg02',
      'template.importTemplates_special_resume_arg12',
      { text: 'template.importTemplates_special_resume_arg22' },
      {
        type: 'text',
        max: 200,
      },
      40,
    ),
  ),
  sub_client_cards: cards(
    'template.importTemplates.sub_client_cards',
    column(
      'template.importTemplates_sub_client_cards_arg0',
      'template.importTemplates_sub_client_cards_arg1',
      'east_branch',
      {
        type: 'username',
      },
    ),
  ),
  carrier_unbind: cards(
    'template.importTemplates.carrier_unbind',
    column(
      'template.importTemplates_carrier_unbind_arg0',
      'template.importTemplates_carrier_unbind_arg1',
      { text: 'template.importTemplates_carrier_unbind_arg2' },
      { type: 'text', max: 100 },
      30,
      true,
    ),
  ),
  product_change: cards(
    'template.importTemplates.product_change',
    column(
      'common.targetPlan',
      'template.importTemplates_product_change_arg1',
      { text: 'template.importTemplates_product_change_arg2' },
      {
        type: 'text',
        max: 40,
      },
      28,
    ),
    column(
      'template.importTemplates_product_change_arg0',
      'template.importTemplates_product_change_arg12',
      { text: 'template.importTemplates_product_change_arg22' },
      {
        type: 'choice',
        choices: [
          'template.importTemplates_product_change_arg3_choices_item0',
          'template.importTemplates_product_change_arg22',
        ],
      },
      14,
    ),
  ),
  warnings: cards(
    'template.importTemplates.warnings',
    column('template.importTemplates_warnings_arg0', 'template.importTemplates_warnings_arg1', '80', {
      type: 'integer',
      min: 1,
      max: 100,
    }),
    column(
      'template.importTemplates_warnings_arg02',
      'template.importTemplates_warnings_arg12',
      '13800000000',
      { type: 'mobile' },
      18,
      true,
    ),
  ),
  others: cards(
    'template.importTemplates.others',
    column(
      'common.remark',
      'template.importTemplates_others_arg1',
      { text: 'common.remark' },
      { type: 'text', max: 200 },
      40,
      true,
    ),
  ),
  // Multi-carrier cards by their container (EID) or a profile's number: a policy distribution.
  oc_cards: {
    file: 'template.importTemplates.oc_cards.file',
    columns: [
      column(
        'common.eidOIccidIccid',
        'template.importTemplates.oc_cards.column.item0.arg1',
        '89049032000000000000000000000001',
        { type: 'digits', min: 19, max: 32 },
        36,
      ),
    ],
  },
});
export type TemplateKey = keyof typeof IMPORT_TEMPLATES;
export const TEMPLATE_KEYS = Object.keys(IMPORT_TEMPLATES) as [TemplateKey, ...TemplateKey[]];

/** What a rule expects, for a refused cell's message. */
export function ruleText(rule: CellRule): Wording {
  switch (rule.type) {
    case 'digits':
      return rule.min === rule.max
        ? { key: 'template.rule.digits', params: { n: rule.min } }
        : { key: 'template.rule.digitsBetween', params: { min: rule.min, max: rule.max } };
    case 'text':
      return { key: 'template.rule.text', params: { max: rule.max } };
    case 'integer':
      return { key: 'template.rule.integer', params: { min: rule.min, max: rule.max } };
    case 'choice':
      return {
        key: 'template.rule.choice',
        params: { choices: { list: rule.choices.map((key) => ({ key })) } },
      };
    default:
      return { key: `template.rule.${rule.type}` };
  }
}

const FIXED_LINE = /^0\d{2,3}-?\d{7,8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IPV4 =
  /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}(\/([12]?\d|3[0-2]))?$/;

/** Which choice a cell names, in either language (English in any case), or -1. */
export const choiceIndex = (choices: readonly TextKey[], value: string, readers: readonly Words[]): number =>
  choices.findIndex((c) => readers.some((words) => words(c).toLowerCase() === value.trim().toLowerCase()));

/** Whether a non-empty cell passes its rule. */
export function cellPasses(rule: CellRule, value: string, readers: readonly Words[]): boolean {
  switch (rule.type) {
    case 'cardNumber':
      return PUBLIC_CARD_NUMBER.test(value);
    case 'digits':
      return /^\d+$/.test(value) && value.length >= rule.min && value.length <= rule.max;
    case 'mobile':
      return PHONE_PATTERN.test(value);
    case 'phone':
      return PHONE_PATTERN.test(value) || FIXED_LINE.test(value);
    case 'text':
      return [...value].length <= rule.max;
    case 'username':
      return value.length <= 50 && USERNAME_PATTERN.test(value);
    case 'email':
      return value.length <= 100 && EMAIL.test(value);
    case 'integer':
      return /^\d{1,9}$/.test(value) && Number(value) >= rule.min && Number(value) <= rule.max;
    case 'choice':
      return choiceIndex(rule.choices, value, readers) >= 0;
    case 'address':
      // Digits and dots are an address to check as one, never a domain.
      return /^[\d./]+$/.test(value) ? IPV4.test(value) : validateDomain(value) === null;
  }
}

/** A cell an import refuses: its column's header and what it expects; `missing` for an empty one. */
export interface TemplateIssue {
  column: TextKey;
  expected: Wording;
  missing: boolean;
}

/** The first refused cell of a row (cells trimmed, in the template's column order), or null. */
export function templateRowIssue(
  template: ImportTemplate,
  cells: readonly string[],
  readers: readonly Words[],
): TemplateIssue | null {
  for (const [i, col] of template.columns.entries()) {
    const value = (cells[i] ?? '').trim();
    if (value === '') {
      if (col.optional) continue;
      return { column: col.header, expected: ruleText(col.rule), missing: true };
    }
    if (!cellPasses(col.rule, value, readers))
      return { column: col.header, expected: ruleText(col.rule), missing: false };
  }
  return null;
}
