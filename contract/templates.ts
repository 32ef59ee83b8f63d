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
  card_numbers: cards('template.cardNumbers.file'),
  tags: cards(
    'template.tags.file',
    column(
      'common.tags',
      'template.tags.tags.note',
      { text: 'template.tags.tags.example' },
      { type: 'text', max: 200 },
      30,
    ),
  ),
  imei_update: cards(
    'template.imeiUpdate.file',
    column(FIELDS.imei, 'template.imeiUpdate.imei.note', '860000000000001', {
      type: 'digits',
      min: 15,
      max: 15,
    }),
  ),
  card_activation: cards('template.cardActivation.file'),
  sms: cards(
    'template.sms.file',
    column(
      'common.message',
      'template.sms.message.note',
      { text: 'template.sms.message.example' },
      { type: 'text', max: 500 },
      40,
    ),
  ),
  carrier_change: cards(
    'template.carrierChange.file',
    column(
      'common.targetCarrier',
      'template.carrierChange.targetCarrier.note',
      { text: 'common.chinaTelecom' },
      { type: 'choice', choices: CARRIER_CHOICES },
    ),
    column(
      'common.targetPlan',
      'template.carrierChange.targetPlan.note',
      '电信物联网月包 300MB',
      { type: 'text', max: 40 },
      28,
    ),
  ),
  voice_whitelist: cards(
    'template.voiceWhitelist.file',
    column(FIELDS.whitelistPhone, 'template.voiceWhitelist.whitelistNumber.note', '13800000000', {
      type: 'phone',
    }),
  ),
  sub_client: {
    file: 'template.subClient.file',
    columns: [
      column(
        'template.subClient.customerName.header',
        'template.subClient.customerName.note',
        { text: 'template.subClient.customerName.example' },
        { type: 'text', max: 50 },
        28,
      ),
      column('common.loginName', 'template.subClient.loginName.note', 'east_branch', {
        type: 'username',
      }),
      column(
        'common.contactName',
        'template.subClient.contact.note',
        { text: 'template.subClient.contact.example' },
        {
          type: 'text',
          max: 20,
        },
      ),
      column('common.contactPhone', 'template.subClient.contactPhone.note', '13800000000', {
        type: 'mobile',
      }),
      column('common.email', 'template.subClient.email.note', 'ops@example.com', { type: 'email' }, 26, true),
    ],
  },
  renewal: cards(
    'template.renewal.file',
    column('common.months', 'template.renewal.months.note', '12', {
      type: 'integer',
      min: 1,
      max: 36,
    }),
  ),
  addon_recharge: cards(
    'template.addonRecharge.file',
    // The chosen product's size as the catalogue shows it (/charge/product): checked against it.
    column('actions.addOn', 'template.addonRecharge.addOn.note', '500MB', { type: 'text', max: 20 }),
  ),
  tac_binding: cards(
    'template.tacBinding.file',
    column(
      'common.action',
      'template.tacBinding.action.note',
      { text: 'template.tacBinding.action.example' },
      { type: 'choice', choices: ['template.tacBinding.action.example', 'actions.unbind'] },
      12,
    ),
    column(
      'template.tacBinding.tacImeiRange.header',
      'template.tacBinding.tacImeiRange.note',
      '86000000',
      { type: 'digits', min: 8, max: 14 },
      20,
      true,
    ),
  ),
  senior_export: cards('template.seniorExport.file'),
  host_list: {
    file: 'template.hostList.file',
    columns: [
      column('field.address', 'template.hostList.address.note', 'iot.example.com', { type: 'address' }, 30),
      column(
        'template.hostList.protocol.header',
        'template.hostList.protocol.note',
        'TCP',
        {
          type: 'choice',
          choices: [
            'template.hostList.protocol.choices.tcp',
            'template.hostList.protocol.choices.udp',
            'template.hostList.protocol.choices.all',
          ],
        },
        12,
      ),
      column(
        'template.hostList.port.header',
        'template.hostList.port.note',
        '443',
        { type: 'integer', min: 1, max: 65535 },
        12,
        true,
      ),
    ],
  },
  net_group: cards(
    'template.netGroup.file',
    column(
      'template.netGroup.networkGroup.header',
      'template.netGroup.networkGroup.note',
      { text: 'template.netGroup.networkGroup.example' },
      {
        type: 'text',
        max: 30,
      },
    ),
  ),
  special_resume: cards(
    'template.specialResume.file',
    column(
      'template.specialResume.stopReason.header',
      'template.specialResume.stopReason.note',
      { text: 'template.specialResume.stopReason.example' },
      {
        type: 'choice',
        choices: [
          'template.specialResume.stopReason.choices.violation',
          'template.specialResume.stopReason.example',
          'template.specialResume.stopReason.choices.overQuota',
          'template.specialResume.stopReason.choices.arrears',
        ],
      },
    ),
    column(
      'template.specialResume.explanation.header',
      'template.specialResume.explanation.note',
      { text: 'template.specialResume.explanation.example' },
      {
        type: 'text',
        max: 200,
      },
      40,
    ),
  ),
  sub_client_cards: cards(
    'template.subClientCards.file',
    column(
      'template.subClientCards.subCustomerLogin.header',
      'template.subClientCards.subCustomerLogin.note',
      'east_branch',
      {
        type: 'username',
      },
    ),
  ),
  carrier_unbind: cards(
    'template.carrierUnbind.file',
    column(
      'template.carrierUnbind.reason.header',
      'template.carrierUnbind.reason.note',
      { text: 'template.carrierUnbind.reason.example' },
      { type: 'text', max: 100 },
      30,
      true,
    ),
  ),
  product_change: cards(
    'template.productChange.file',
    column(
      'common.targetPlan',
      'template.productChange.targetPlan.note',
      { text: 'template.productChange.targetPlan.example' },
      {
        type: 'text',
        max: 40,
      },
      28,
    ),
    column(
      'template.productChange.takesEffect.header',
      'template.productChange.takesEffect.note',
      { text: 'template.productChange.takesEffect.example' },
      {
        type: 'choice',
        choices: [
          'template.productChange.takesEffect.choices.now',
          'template.productChange.takesEffect.example',
        ],
      },
      14,
    ),
  ),
  warnings: cards(
    'template.warnings.file',
    column('template.warnings.threshold.header', 'template.warnings.threshold.note', '80', {
      type: 'integer',
      min: 1,
      max: 100,
    }),
    column(
      'template.warnings.notifyPhone.header',
      'template.warnings.notifyPhone.note',
      '13800000000',
      { type: 'mobile' },
      18,
      true,
    ),
  ),
  others: cards(
    'template.others.file',
    column(
      'common.remark',
      'template.others.remark.note',
      { text: 'common.remark' },
      { type: 'text', max: 200 },
      40,
      true,
    ),
  ),
  // Multi-carrier cards by their container (EID) or a profile's number: a policy distribution.
  oc_cards: {
    file: 'template.ocCards.file',
    columns: [
      column(
        'common.eidOIccidIccid',
        'template.ocCards.eidOIccid.note',
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
