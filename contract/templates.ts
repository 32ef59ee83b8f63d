import { CARRIER_KEYS, CARRIERS } from './endpoints/card.ts';
import { PUBLIC_CARD_NUMBER } from './endpoints/public-card.ts';
import type { Bilingual } from './list.ts';
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
  | { type: 'choice'; choices: readonly Bilingual[] }
  /** An IPv4 address, a CIDR block or a domain (the spec's domain rule). */
  | { type: 'address' };

export interface TemplateColumn {
  header: Bilingual;
  note: Bilingual;
  example: string | Bilingual;
  /** Column width in characters. */
  width: number;
  rule: CellRule;
  /** A cell that may be left empty. */
  optional?: true;
}

export interface ImportTemplate {
  /** The downloaded file's name, without `.xlsx`. */
  file: Bilingual;
  columns: readonly TemplateColumn[];
}

const b = (zh: string, en: string): Bilingual => ({ 'zh-CN': zh, en });
const untranslatedHeader = (text: string): Bilingual => ({ 'zh-CN': text, en: text });

/** The carriers as the card list names them, in either language. */
export const CARRIER_CHOICES: readonly Bilingual[] = CARRIER_KEYS.map((key) => CARRIERS[key]);

/** The first column of most templates: the card, by ICCID or MSISDN. */
const CARD: TemplateColumn = {
  header: FIELDS.cardNumber,
  note: b(
    '每行一个卡号：ICCID（19-20 位）或 MSISDN（11 或 13 位），单元格请保持文本格式；导入前请删除本行和示例行',
    'One card number a row: an ICCID (19-20 characters) or an MSISDN (11 or 13 digits), as text; delete this row and the example before importing',
  ),
  example: '89860000000000000001',
  width: 28,
  rule: { type: 'cardNumber' },
};

/** A template of card numbers with more columns after the card. */
const cards = (file: Bilingual, ...columns: TemplateColumn[]): ImportTemplate => ({
  file,
  columns: [CARD, ...columns],
});

const column = (
  header: Bilingual,
  note: Bilingual,
  example: string | Bilingual,
  rule: CellRule,
  width = 20,
  optional?: true,
): TemplateColumn => ({ header, note, example, rule, width, ...(optional ? { optional } : {}) });

const defineTemplates = <K extends string>(templates: Record<K, ImportTemplate>) => templates;

export const IMPORT_TEMPLATES = defineTemplates({
  card_numbers: cards(b('卡号导入模板', 'card-numbers-template')),
  tags: cards(
    b('标签导入模板', 'tags-template'),
    column(
      b('标签', 'Tags'),
      b(
        '一个或多个标签，用逗号分隔，每个标签不超过 20 个字符',
        'One or more tags separated by commas, 20 characters each at most',
      ),
      b('冷链,华东', 'cold-chain,east'),
      { type: 'text', max: 200 },
      30,
    ),
  ),
  imei_update: cards(
    b('IMEI更新模板', 'imei-update-template'),
    column(FIELDS.imei, b('设备的 15 位 IMEI', "The device's 15-digit IMEI"), '860000000000001', {
      type: 'digits',
      min: 15,
      max: 15,
    }),
  ),
  card_activation: cards(b('批量激活模板', 'batch-activation-template')),
  sms: cards(
    b('短信发送模板', 'sms-template'),
    column(
      b('短信内容', 'Message'),
      b(
        '发给该卡的短信，最多 500 个字符；长短信按 67/153 个字符分条计费',
        'The SMS to the card, 500 characters at most; long messages are billed in 67/153-character parts',
      ),
      b('设备重启', 'REBOOT'),
      { type: 'text', max: 500 },
      40,
    ),
  ),
  carrier_change: cards(
    b('切换运营商模板', 'carrier-change-template'),
    column(
      b('目标运营商', 'Target carrier'),
      b(
        '中国移动、中国联通或中国电信（仅多运营商卡）',
        'China Mobile, China Unicom or China Telecom (multi-carrier cards only)',
      ),
      b('中国电信', 'China Telecom'),
      { type: 'choice', choices: CARRIER_CHOICES },
    ),
    column(
      b('目标套餐', 'Target plan'),
      b(
        '目标运营商的套餐名称，与平台上显示的一致',
        "The name of one of the target carrier's plans, as the portal shows it",
      ),
      '电信物联网月包 300MB',
      { type: 'text', max: 40 },
      28,
    ),
  ),
  voice_whitelist: cards(
    b('语音白名单模板', 'voice-whitelist-template'),
    column(
      FIELDS.whitelistPhone,
      b(
        '手机号码，或带区号的固定电话（010-12345678）',
        'A mobile number, or a fixed line with its area code (010-12345678)',
      ),
      '13800000000',
      { type: 'phone' },
    ),
  ),
  sub_client: {
    file: b('子客户创建模板', 'sub-client-template'),
    columns: [
      column(
        b('客户名称', 'Customer name'),
        b(
          '子客户的名称，最多 50 个字符；导入前请删除本行和示例行',
          "The sub-customer's name, 50 characters at most; delete this row and the example before importing",
        ),
        b('华东分公司', 'East branch'),
        { type: 'text', max: 50 },
        28,
      ),
      column(
        b('登录账号', 'Login name'),
        b('只能包含字母、数字和 @ . + - _', 'Letters, digits and @ . + - _ only'),
        'east_branch',
        { type: 'username' },
      ),
      column(
        b('联系人', 'Contact'),
        b('联系人姓名，最多 20 个字符', "The contact's name, 20 characters at most"),
        b('张三', 'Zhang San'),
        {
          type: 'text',
          max: 20,
        },
      ),
      column(b('联系电话', 'Contact phone'), b('11 位手机号码', 'An 11-digit mobile number'), '13800000000', {
        type: 'mobile',
      }),
      column(b('邮箱', 'Email'), b('选填', 'Optional'), 'ops@example.com', { type: 'email' }, 26, true),
    ],
  },
  renewal: cards(
    b('套餐续费模板', 'renewal-template'),
    column(b('续费月数', 'Months'), b('1 到 36 的整数', 'A whole number from 1 to 36'), '12', {
      type: 'integer',
      min: 1,
      max: 36,
    }),
  ),
  addon_recharge: cards(
    b('加油包充值模板', 'add-on-template'),
    column(b('加油包', 'Add-on'), b('100MB、500MB 或 1GB', '100MB, 500MB or 1GB'), '500MB', {
      type: 'choice',
      choices: [b('100MB', '100MB'), b('500MB', '500MB'), b('1GB', '1GB')],
    }),
  ),
  tac_binding: cards(
    b('机卡绑定模板', 'tac-binding-template'),
    column(
      b('操作', 'Action'),
      b('绑定或解绑', 'Bind or Unbind'),
      b('绑定', 'Bind'),
      { type: 'choice', choices: [b('绑定', 'Bind'), b('解绑', 'Unbind')] },
      12,
    ),
    column(
      b('TAC / IMEI 号段', 'TAC / IMEI range'),
      b('IMEI 的前 8 到 14 位；解绑时可不填', 'The first 8 to 14 digits of the IMEI; may be empty to unbind'),
      '86000000',
      { type: 'digits', min: 8, max: 14 },
      20,
      true,
    ),
  ),
  senior_export: cards(b('高级导出模板', 'senior-export-template')),
  host_list: {
    file: b('主机列表模板', 'host-list-template'),
    columns: [
      column(
        b('地址', 'Address'),
        b(
          'IP（如 10.1.2.3）、网段（10.1.2.0/24）或域名（*.example.com）；导入前请删除本行和示例行',
          'An IP (10.1.2.3), a block (10.1.2.0/24) or a domain (*.example.com); delete this row and the example before importing',
        ),
        'iot.example.com',
        { type: 'address' },
        30,
      ),
      column(
        b('协议', 'Protocol'),
        b('TCP、UDP 或 ALL', 'TCP, UDP or ALL'),
        'TCP',
        { type: 'choice', choices: [b('TCP', 'TCP'), b('UDP', 'UDP'), b('ALL', 'ALL')] },
        12,
      ),
      column(
        b('端口', 'Port'),
        b('1 到 65535，选填', '1 to 65535, optional'),
        '443',
        { type: 'integer', min: 1, max: 65535 },
        12,
        true,
      ),
    ],
  },
  net_group: cards(
    b('定向组配置模板', 'net-group-template'),
    column(
      b('定向组名称', 'Network group'),
      b('已有的定向组名称，最多 30 个字符', 'An existing group name, 30 characters at most'),
      b('定向组一', 'Group one'),
      {
        type: 'text',
        max: 30,
      },
    ),
  ),
  special_resume: cards(
    b('特殊复机模板', 'special-resume-template'),
    column(
      b('停机原因', 'Stop reason'),
      b('违规、机卡分离、达量断网或欠费', 'Violation, Device mismatch, Over quota or Arrears'),
      b('机卡分离', 'Device mismatch'),
      {
        type: 'choice',
        choices: [
          b('违规', 'Violation'),
          b('机卡分离', 'Device mismatch'),
          b('达量断网', 'Over quota'),
          b('欠费', 'Arrears'),
        ],
      },
    ),
    column(
      b('说明', 'Explanation'),
      b('申请复机的说明，最多 200 个字符', 'Why the card should resume, 200 characters at most'),
      b('设备已更换回原设备', 'The original device is back'),
      {
        type: 'text',
        max: 200,
      },
      40,
    ),
  ),
  sub_client_cards: cards(
    b('子客户划卡模板', 'sub-client-cards-template'),
    column(
      b('子客户账号', 'Sub-customer login'),
      b('接收该卡的子客户的登录账号', 'The login name of the sub-customer receiving the card'),
      'east_branch',
      {
        type: 'username',
      },
    ),
  ),
  carrier_unbind: cards(
    b('运营商系统解绑模板', 'carrier-unbind-template'),
    column(
      b('解绑原因', 'Reason'),
      b('选填，最多 100 个字符', 'Optional, 100 characters at most'),
      b('设备更换', 'Device replaced'),
      { type: 'text', max: 100 },
      30,
      true,
    ),
  ),
  product_change: cards(
    b('套餐变更模板', 'product-change-template'),
    column(
      b('目标套餐', 'Target plan'),
      b('目标套餐的名称或编码，最多 40 个字符', "The target plan's name or code, 40 characters at most"),
      b('物联网月包 1GB', 'IoT monthly 1 GB'),
      {
        type: 'text',
        max: 40,
      },
      28,
    ),
    column(
      b('生效方式', 'Takes effect'),
      b('立即或次月', 'Now or Next month'),
      b('次月', 'Next month'),
      { type: 'choice', choices: [b('立即', 'Now'), b('次月', 'Next month')] },
      14,
    ),
  ),
  warnings: cards(
    b('预警导入模板', 'warnings-template'),
    column(
      b('预警阈值(%)', 'Threshold (%)'),
      b(
        '本月用量达到套餐的百分之几时预警：1 到 100',
        'Warn when this month’s use reaches this share of the plan: 1 to 100',
      ),
      '80',
      {
        type: 'integer',
        min: 1,
        max: 100,
      },
    ),
    column(
      b('通知手机号', 'Notify phone'),
      b('选填，11 位手机号码', 'Optional, an 11-digit mobile number'),
      '13800000000',
      { type: 'mobile' },
      18,
      true,
    ),
  ),
  others: cards(
    b('其他导入模板', 'other-template'),
    column(
      b('备注', 'Remark'),
      b('选填，最多 200 个字符', 'Optional, 200 characters at most'),
      b('备注', 'Remark'),
      { type: 'text', max: 200 },
      40,
      true,
    ),
  ),
  // Multi-carrier cards by their container (EID) or a profile's number: a policy distribution.
  oc_cards: {
    file: b('多网卡导入模板', 'multi-carrier-cards-template'),
    columns: [
      column(
        untranslatedHeader('EID / O-ICCID / ICCID'),
        b(
          '每行一张多网卡：EID（32 位）、O-ICCID 或 ICCID（19-20 位），单元格请保持文本格式；导入前请删除本行和示例行',
          'One multi-carrier card a row: its EID (32 digits), O-ICCID or ICCID (19-20 characters), as text; delete this row and the example before importing',
        ),
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
export function ruleText(rule: CellRule): Bilingual {
  switch (rule.type) {
    case 'cardNumber':
      return b(
        'ICCID（19-20 位）或 MSISDN（11 或 13 位）',
        'an ICCID (19-20 characters) or an MSISDN (11 or 13 digits)',
      );
    case 'digits':
      return rule.min === rule.max
        ? b(`${rule.min} 位数字`, `${rule.min} digits`)
        : b(`${rule.min} 到 ${rule.max} 位数字`, `${rule.min} to ${rule.max} digits`);
    case 'mobile':
      return b('11 位手机号码', 'an 11-digit mobile number');
    case 'phone':
      return b('手机号码或带区号的固定电话', 'a mobile number or a fixed line with its area code');
    case 'text':
      return b(`不超过 ${rule.max} 个字符`, `${rule.max} characters at most`);
    case 'username':
      return b('字母、数字和 @ . + - _', 'letters, digits and @ . + - _');
    case 'email':
      return b('邮箱地址', 'an email address');
    case 'integer':
      return b(`${rule.min} 到 ${rule.max} 的整数`, `a whole number from ${rule.min} to ${rule.max}`);
    case 'choice':
      return {
        'zh-CN': rule.choices.map((c) => c['zh-CN']).join('、'),
        en: rule.choices.map((c) => c.en).join(', '),
      };
    case 'address':
      return b('IP、网段或域名', 'an IP, a block or a domain');
  }
}

const FIXED_LINE = /^0\d{2,3}-?\d{7,8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IPV4 =
  /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}(\/([12]?\d|3[0-2]))?$/;

/** Which choice a cell names, in either language (English in any case), or -1. */
export const choiceIndex = (choices: readonly Bilingual[], value: string): number =>
  choices.findIndex((c) => c['zh-CN'] === value.trim() || c.en.toLowerCase() === value.trim().toLowerCase());

/** Whether a non-empty cell passes its rule. */
export function cellPasses(rule: CellRule, value: string): boolean {
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
      return choiceIndex(rule.choices, value) >= 0;
    case 'address':
      // Digits and dots are an address to check as one, never a domain.
      return /^[\d./]+$/.test(value) ? IPV4.test(value) : validateDomain(value) === null;
  }
}

/** A cell an import refuses: its column's header and what it expects; `missing` for an empty one. */
export interface TemplateIssue {
  column: Bilingual;
  expected: Bilingual;
  missing: boolean;
}

/** The first refused cell of a row (cells trimmed, in the template's column order), or null. */
export function templateRowIssue(template: ImportTemplate, cells: readonly string[]): TemplateIssue | null {
  for (const [i, col] of template.columns.entries()) {
    const value = (cells[i] ?? '').trim();
    if (value === '') {
      if (col.optional) continue;
      return { column: col.header, expected: ruleText(col.rule), missing: true };
    }
    if (!cellPasses(col.rule, value))
      return { column: col.header, expected: ruleText(col.rule), missing: false };
  }
  return null;
}
