import { describe, expect, it } from 'vitest';
import {
  type CellRule,
  cellPasses,
  IMPORT_TEMPLATES,
  type Lang,
  ruleText,
  TEMPLATE_KEYS,
  templateRowIssue,
} from '#contract';

/**
 * The import templates (contract/templates.ts): one declaration per template the spec lists, each
 * labelled in both languages, with an example row its own rules accept, and one checker that refuses
 * a row's first bad cell by the same rules the template's notes describe.
 */

const LANGS: Lang[] = ['zh-CN', 'en'];

describe('the import templates', () => {
  it('declares every template the spec lists, and the batch numbers template', () => {
    expect(TEMPLATE_KEYS).toEqual([
      'card_numbers',
      'tags',
      'imei_update',
      'card_activation',
      'sms',
      'carrier_change',
      'voice_whitelist',
      'sub_client',
      'renewal',
      'addon_recharge',
      'tac_binding',
      'senior_export',
      'host_list',
      'net_group',
      'special_resume',
      'sub_client_cards',
      'carrier_unbind',
      'product_change',
      'warnings',
      'others',
      'oc_cards',
    ]);
  });

  it.each(TEMPLATE_KEYS)(
    '%s: labelled in both languages, and its example row passes its own rules',
    (key) => {
      const template = IMPORT_TEMPLATES[key];
      for (const lang of LANGS) {
        expect(template.file[lang]).toMatch(/\S/);
        const example = template.columns.map((c) =>
          typeof c.example === 'string' ? c.example : c.example[lang],
        );
        expect(templateRowIssue(template, example)).toBeNull();
        for (const column of template.columns) {
          expect(column.header[lang]).toMatch(/\S/);
          expect(column.note[lang]).toMatch(/\S/);
          expect(ruleText(column.rule)[lang]).toMatch(/\S/);
        }
      }
      // File names differ: each template downloads under its own name.
      expect(TEMPLATE_KEYS.filter((k) => IMPORT_TEMPLATES[k].file.en === template.file.en)).toEqual([key]);
    },
  );
});

describe('cellPasses', () => {
  const cases: [CellRule, string[], string[]][] = [
    [
      { type: 'cardNumber' },
      ['89860000000000000001', '8986000000000000001F', '14400000000'],
      ['12345', '8986x', ''],
    ],
    [{ type: 'digits', min: 15, max: 15 }, ['860000000000001'], ['86000000000000', '86000000000000a']],
    [{ type: 'digits', min: 8, max: 14 }, ['86000000', '86000000000000'], ['8600000', '860000000000000']],
    [{ type: 'mobile' }, ['13800000000'], ['1380000000', '23800000000', '010-12345678']],
    [{ type: 'phone' }, ['13800000000', '010-12345678', '075512345678'], ['12345', '+8613800000000']],
    [{ type: 'text', max: 3 }, ['abc', '华东区'], ['abcd', '华东地区']],
    [{ type: 'username' }, ['east_branch', 'a.b+c@d-e'], ['east branch', '华东']],
    [{ type: 'email' }, ['ops@example.com'], ['ops@', 'ops example.com']],
    [{ type: 'integer', min: 1, max: 36 }, ['1', '36'], ['0', '37', '1.5', '-1', 'ten']],
    [
      { type: 'choice', choices: [{ 'zh-CN': '绑定', en: 'Bind' }] },
      ['绑定', 'Bind', 'bind'],
      ['解绑', 'Unbind'],
    ],
    [
      { type: 'address' },
      ['10.1.2.3', '10.1.2.0/24', '*.example.com', 'iot.example.com'],
      ['10.1.2.256', 'localhost'],
    ],
  ];
  it.each(cases)('%o accepts its good values and refuses the others', (rule, good, bad) => {
    for (const value of good) expect(cellPasses(rule, value), value).toBe(true);
    for (const value of bad) expect(cellPasses(rule, value), value).toBe(false);
  });
});

describe('templateRowIssue', () => {
  const subClient = IMPORT_TEMPLATES.sub_client;
  const good = ['华东分公司', 'east_branch', '张三', '13800000000', ''];

  it('accepts a good row, an optional cell left empty included', () => {
    expect(templateRowIssue(subClient, good)).toBeNull();
  });

  it("names the first bad cell's column and what it expects, in both languages", () => {
    expect(templateRowIssue(subClient, ['华东分公司', 'east branch', '张三', '123', ''])).toEqual({
      column: { 'zh-CN': '登录账号', en: 'Login name' },
      expected: { 'zh-CN': '字母、数字和 @ . + - _', en: 'letters, digits and @ . + - _' },
      missing: false,
    });
  });

  it('says a required cell is missing, and checks an optional one when given', () => {
    expect(templateRowIssue(subClient, ['华东分公司', 'east_branch', '', '13800000000'])).toMatchObject({
      column: { en: 'Contact' },
      missing: true,
    });
    expect(templateRowIssue(subClient, [...good.slice(0, 4), 'not-an-email'])).toMatchObject({
      column: { en: 'Email' },
      missing: false,
    });
  });
});
