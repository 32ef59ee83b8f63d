import { describe, expect, it } from 'vitest';
import {
  type CellRule,
  cellPasses,
  IMPORT_TEMPLATES,
  type Lang,
  ruleText,
  TEMPLATE_KEYS,
  templateRowIssue,
  word,
} from '#contract';
import { BOTH_WORDS, pick, wordsIn } from '../../server/i18n.ts';

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
        expect(pick(template.file, lang)).toMatch(/\S/);
        const example = template.columns.map((c) =>
          typeof c.example === 'string' ? c.example : pick(c.example.text, lang),
        );
        expect(templateRowIssue(template, example, BOTH_WORDS)).toBeNull();
        for (const column of template.columns) {
          expect(pick(column.header, lang)).toMatch(/\S/);
          expect(pick(column.note, lang)).toMatch(/\S/);
          expect(word(wordsIn(lang), ruleText(column.rule))).toMatch(/^(?!template\.)\S/);
        }
      }
      // File names differ: each template downloads under its own name.
      expect(
        TEMPLATE_KEYS.filter((k) => pick(IMPORT_TEMPLATES[k].file, 'en') === pick(template.file, 'en')),
      ).toEqual([key]);
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
      { type: 'choice', choices: ['template.tacBinding.action.example'] },
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
    for (const value of good) expect(cellPasses(rule, value, BOTH_WORDS), value).toBe(true);
    for (const value of bad) expect(cellPasses(rule, value, BOTH_WORDS), value).toBe(false);
  });
});

describe('templateRowIssue', () => {
  const subClient = IMPORT_TEMPLATES.sub_client;
  const good = ['华东分公司', 'east_branch', '张三', '13800000000', ''];

  it('accepts a good row, an optional cell left empty included', () => {
    expect(templateRowIssue(subClient, good, BOTH_WORDS)).toBeNull();
  });

  it("names the first bad cell's column and what it expects, in both languages", () => {
    const issue = templateRowIssue(subClient, ['华东分公司', 'east branch', '张三', '123', ''], BOTH_WORDS);
    expect(issue?.missing).toBe(false);
    expect(issue && [pick(issue.column, 'zh-CN'), pick(issue.column, 'en')]).toEqual([
      '登录账号',
      'Login name',
    ]);
    expect(issue && [word(wordsIn('zh-CN'), issue.expected), word(wordsIn('en'), issue.expected)]).toEqual([
      '字母、数字和 @ . + - _',
      'letters, digits and @ . + - _',
    ]);
  });

  it('says a required cell is missing, and checks an optional one when given', () => {
    const missing = templateRowIssue(subClient, ['华东分公司', 'east_branch', '', '13800000000'], BOTH_WORDS);
    expect(missing && [pick(missing.column, 'en'), missing.missing]).toEqual(['Contact', true]);
    const bad = templateRowIssue(subClient, [...good.slice(0, 4), 'not-an-email'], BOTH_WORDS);
    expect(bad && [pick(bad.column, 'en'), bad.missing]).toEqual(['Email', false]);
  });
});
