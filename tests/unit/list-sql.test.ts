import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineList, filter, headerOf, type Lang, labelled, type TextKey, type Words } from '#contract';
import { filterFieldsOf } from '../../client/components/filter-bar/list-filters.ts';
import { dayStart } from '../../server/lib/format.ts';
import { type ListBinding, listSql, type QueryOf } from '../../server/lib/list-sql.ts';

/**
 * The list builder against a real SQLite table: for every filter kind, the rows a query returns
 * are exactly the rows that match, checked against a plain JavaScript filter of the same rows.
 */

/**
 * A test declaration's texts: 'zh|en' stands for a catalogue key, and `wordsOf(lang)` words it by
 * taking its half, so the header's wording is checked without the catalogue's texts.
 */
const both = (zh: string, en: string) => `${zh}|${en}` as TextKey;
const wordsOf =
  (lang: Lang): Words =>
  (key) =>
    key.split('|')[lang === 'en' ? 1 : 0] ?? key;

const KINDS = labelled({
  a: { label: both('甲', 'A'), tone: 'success' },
  b: { label: both('乙', 'B'), tone: 'danger' },
  c: { label: both('丙', 'C'), tone: 'default' },
});

const items = defineList({
  path: '/test/items/',
  summary: 'Every filter kind at once',
  access: 'login',
  row: z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['a', 'b', 'c']) }),
  filters: {
    name: filter.text(both('名称', 'Name'), both('名称的一部分', 'Part of the name')),
    number: filter.prefix(both('号码', 'Number')),
    code: filter.exact(both('编码', 'Code')),
    kind: filter.enum(KINDS, both('类型', 'Kind')),
    group_id: filter.optionOr('id', both('分组', 'Group'), { none: both('未分组', 'No group') }),
    tag: filter.option('text', both('标签', 'Tag')),
    client_id: filter.client(both('客户', 'Client')),
    flagged: filter.flag(both('已标记', 'Flagged')),
    created: filter.dateRange(both('创建日期', 'Created')),
    month: filter.monthRange(both('月份', 'Month')),
  },
  sorts: ['number', 'created_at'],
  columns: [
    { prop: 'name', label: both('名称', 'Name'), type: 'text', sortable: true },
    { prop: 'kind', label: both('类型', 'Kind'), type: 'tag', options: KINDS },
    {
      prop: 'actions',
      label: both('操作', 'Actions'),
      type: 'buttons',
      buttons: [
        { key: 'open', label: both('查看', 'Open') },
        { key: 'edit', label: both('修改', 'Edit'), perm: 'func_view_vbg' },
      ],
    },
  ],
});

const binding: ListBinding<typeof items> = {
  filters: {
    name: ['i.name', 'i.code'],
    number: 'i.number',
    code: 'i.code',
    kind: 'i.kind',
    group_id: (value: number | 'none') =>
      value === 'none' ? ['i.group_id is null'] : ['i.group_id = ?', value],
    tag: 'i.tag',
    client_id: 'i.client_id',
    flagged: 'i.flagged',
    created: 'i.created_at',
    month: 'i.month',
  },
  sorts: { number: 'i.number', created_at: 'i.created_at' },
  key: 'i.id',
};

interface Item {
  id: number;
  name: string;
  code: string;
  number: string;
  kind: 'a' | 'b' | 'c';
  group_id: number | null;
  tag: string;
  client_id: number;
  flagged: string;
  created_at: number;
  month: string;
}

const NAMES = ['深圳车联', 'Shenzhen Fleet', '电表_100%', 'Water meters', '物流 Tracker'];
const DAY = 86_400_000;
const FIRST_DAY = dayStart('2026-10-01');

/** 240 rows: every value of each column appears many times, with days across two months. */
const ROWS: Item[] = Array.from({ length: 240 }, (_, i) => ({
  id: i + 1,
  name: `${NAMES[i % NAMES.length]} ${i}`,
  code: `VBG${String(i % 37).padStart(3, '0')}`,
  number: `8986${String((i * 7919) % 100_000).padStart(6, '0')}`,
  kind: (['a', 'b', 'c'] as const)[i % 3]!,
  group_id: i % 4 === 0 ? null : (i % 5) + 1,
  tag: ['北区', 'south', '测试'][i % 3]!,
  client_id: (i % 6) + 1,
  flagged: i % 7 === 0 ? '1' : '0',
  // Every 5 hours from 2026-10-01 00:00 (UTC+8): days' ends are crossed at every hour of day.
  created_at: FIRST_DAY + i * 5 * 3_600_000,
  month: `2026-${String((i % 12) + 1).padStart(2, '0')}`,
}));

const sqlite = new Database(':memory:');
sqlite.exec(`create table items (id integer primary key, name text, code text, number text, kind text,
  group_id integer, tag text, client_id integer, flagged text, created_at integer, month text)`);
const insert = sqlite.prepare(
  'insert into items values (@id, @name, @code, @number, @kind, @group_id, @tag, @client_id, @flagged, @created_at, @month)',
);
for (const row of ROWS) insert.run(row);
afterAll(() => sqlite.close());

type Raw = Record<string, string>;

/** The rows the builder returns for a query as a URL would carry it, in their order. */
function run(raw: Raw) {
  const query = items.query!.parse(raw) as QueryOf<typeof items>;
  const sql = listSql(items, binding, query);
  const total = (
    sqlite.prepare(`select count(*) as n from items i where ${sql.where}`).get(...sql.params) as {
      n: number;
    }
  ).n;
  const ids = (
    sqlite
      .prepare(`select i.id from items i where ${sql.where} order by ${sql.orderBy} limit ? offset ?`)
      .all(...sql.params, sql.limit, sql.offset) as { id: number }[]
  ).map((r) => r.id);
  return { total, ids };
}

/** The same filters in plain JavaScript. */
function matches(item: Item, raw: Raw): boolean {
  const text = (s: string) => s.replace(/\s+/g, '');
  const checks: boolean[] = [];
  if (raw.name) {
    const n = raw.name.trim().toLowerCase();
    checks.push(item.name.toLowerCase().includes(n) || item.code.toLowerCase().includes(n));
  }
  if (raw.number) checks.push(item.number.startsWith(text(raw.number)));
  if (raw.code) checks.push(item.code === text(raw.code));
  if (raw.kind) checks.push(item.kind === raw.kind);
  if (raw.group_id)
    checks.push(raw.group_id === 'none' ? item.group_id === null : item.group_id === Number(raw.group_id));
  if (raw.tag) checks.push(item.tag === raw.tag.trim());
  if (raw.client_id) checks.push(item.client_id === Number(raw.client_id));
  if (raw.flagged) checks.push(item.flagged === '1');
  if (raw.created_start) checks.push(item.created_at >= dayStart(raw.created_start));
  if (raw.created_end) checks.push(item.created_at < dayStart(raw.created_end) + DAY);
  if (raw.month_start) checks.push(item.month >= raw.month_start);
  if (raw.month_end) checks.push(item.month <= raw.month_end);
  return checks.every(Boolean);
}

function expected(raw: Raw) {
  const all = ROWS.filter((r) => matches(r, raw));
  return {
    total: all.length,
    ids: all
      .map((r) => r.id)
      .toReversed()
      .slice(0, 10),
  };
}

describe('listSql: each filter kind returns exactly the matching rows', () => {
  const cases: [string, Raw][] = [
    ['no filter', {}],
    ['text, part of a name, any case', { name: 'fleet' }],
    ['text, part of a code', { name: 'vbg01' }],
    ['text, % and _ taken literally', { name: '_100%' }],
    ['text, Chinese', { name: '车联' }],
    ['prefix', { number: '89860' }],
    ['prefix with spaces inside', { number: ' 8986 1 ' }],
    ['prefix matching one number exactly', { number: ROWS[17]!.number }],
    ['exact', { code: 'VBG005' }],
    ['enum', { kind: 'b' }],
    ['option id', { group_id: '3' }],
    ['option extra value', { group_id: 'none' }],
    ['option text', { tag: '北区' }],
    ['client', { client_id: '4' }],
    ['flag', { flagged: '1' }],
    ['date range, both ends the same day', { created_start: '2026-10-05', created_end: '2026-10-05' }],
    ['date range, start only', { created_start: '2026-10-40'.replace('40', '30') }],
    ['date range, end only', { created_end: '2026-10-03' }],
    ['month range', { month_start: '2026-03', month_end: '2026-05' }],
    ['month range, one month', { month_start: '2026-12', month_end: '2026-12' }],
    ['several at once', { kind: 'a', tag: 'south', created_end: '2026-10-20', number: '898' }],
  ];
  it.each(cases)('%s', (_, raw) => {
    expect(run(raw)).toEqual(expected(raw));
  });

  it('any combination of filters (fast-check, seeded)', () => {
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
    const day = fc
      .integer({ min: 0, max: 55 })
      .map((d) => new Date(FIRST_DAY + 8 * 3_600_000 + d * DAY).toISOString().slice(0, 10));
    const month = fc.integer({ min: 1, max: 12 }).map((m) => `2026-${String(m).padStart(2, '0')}`);
    const query = fc
      .record({
        name: maybe(fc.constantFrom('fleet', '深圳', 'VBG00', 'meters', 'x')),
        number: maybe(fc.constantFrom('8986', '89860', '898612', '1')),
        kind: maybe(fc.constantFrom('a', 'b', 'c')),
        group_id: maybe(fc.constantFrom('1', '2', '5', 'none')),
        tag: maybe(fc.constantFrom('北区', 'south', '测试')),
        client_id: maybe(fc.constantFrom('1', '3', '6')),
        flagged: maybe(fc.constant('1')),
        created_start: maybe(day),
        created_end: maybe(day),
        month_start: maybe(month),
        month_end: maybe(month),
      })
      .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as Raw)
      .filter(
        (r) =>
          !(r.created_start && r.created_end && r.created_end < r.created_start) &&
          !(r.month_start && r.month_end && r.month_end < r.month_start),
      );
    fc.assert(
      fc.property(query, (raw) => {
        expect(run(raw)).toEqual(expected(raw));
      }),
      { seed: 20261124, numRuns: 300 },
    );
  });
});

describe('listSql: order and pages', () => {
  it('sorts by the sort asked for, then by the key, in the order asked for', () => {
    const byNumber = ROWS.toSorted((a, b) =>
      a.number < b.number ? -1 : a.number > b.number ? 1 : a.id - b.id,
    );
    expect(run({ sort: 'number', order: 'asc', page: '2', page_size: '5' }).ids).toEqual(
      byNumber.slice(5, 10).map((r) => r.id),
    );
    expect(run({ sort: 'created_at', order: 'desc', page_size: '5' }).ids).toEqual(
      ROWS.toReversed()
        .slice(0, 5)
        .map((r) => r.id),
    );
  });

  it('without a sort, orders by the key (newest first unless asc)', () => {
    expect(run({ order: 'asc', page_size: '5' }).ids).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts the scope first: a scope condition narrows every page and total', () => {
    const query = items.query!.parse({ kind: 'a' }) as QueryOf<typeof items>;
    const sql = listSql(items, binding, query, [['i.client_id = ?', 2]]);
    const n = (
      sqlite.prepare(`select count(*) as n from items i where ${sql.where}`).get(...sql.params) as {
        n: number;
      }
    ).n;
    expect(n).toBe(ROWS.filter((r) => r.client_id === 2 && r.kind === 'a').length);
  });
});

describe('the query schema a declaration gives', () => {
  const issue = (raw: Raw) => {
    const result = items.query!.safeParse(raw);
    return result.success
      ? null
      : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
  };
  it('refuses an end before its start, by day and by month', () => {
    expect(issue({ created_start: '2026-10-05', created_end: '2026-10-04' })).toEqual({
      path: 'created_end',
      message: 'range_end_before_start',
    });
    expect(issue({ month_start: '2026-05', month_end: '2026-04' })).toEqual({
      path: 'month_end',
      message: 'range_end_before_start',
    });
  });
  it('takes ids as positive decimal integers only', () => {
    for (const bad of ['0', '-1', '1.5', '0x10', 'true', '1e3', ' 7 ']) {
      expect(issue({ client_id: bad })?.path, bad).toBe('client_id');
    }
    expect(issue({ group_id: 'none' })).toBeNull();
    expect(issue({ group_id: 'other' })?.path).toBe('group_id');
  });
  it('refuses malformed days, months, enum values, sorts and page sizes', () => {
    expect(issue({ created_start: '2026-13-01' })).toEqual({
      path: 'created_start',
      message: 'date_invalid',
    });
    expect(issue({ month_end: '2026-1' })).toEqual({ path: 'month_end', message: 'month_invalid' });
    expect(issue({ kind: 'd' })?.path).toBe('kind');
    expect(issue({ sort: 'name' })?.path).toBe('sort');
    expect(issue({ page_size: '100000' })?.path).toBe('page_size');
    expect(issue({ name: 'x'.repeat(101) })?.path).toBe('name');
  });
});

describe('the header and the filter bar a declaration gives', () => {
  it('drops the buttons whose code the caller lacks, and the column when none is left', () => {
    const withCode = headerOf(items.list, wordsOf('en'), new Set(['func_view_vbg']));
    const buttons = withCode.find((c) => c.type === 'buttons');
    expect(buttons?.type === 'buttons' && buttons.buttons.map((b) => b.key)).toEqual(['open', 'edit']);
    const without = headerOf(items.list, wordsOf('zh-CN'), new Set());
    const left = without.find((c) => c.type === 'buttons');
    expect(left?.type === 'buttons' && left.buttons.map((b) => [b.key, b.label])).toEqual([['open', '查看']]);
    const onlyGated = headerOf(
      {
        ...items.list,
        columns: items.list.columns.map((c) =>
          c.type === 'buttons' ? { ...c, buttons: c.buttons.slice(1) } : c,
        ),
      },
      wordsOf('en'),
      new Set(),
    );
    expect(onlyGated.map((c) => c.prop)).toEqual(['name', 'kind']);
  });

  it('labels columns and options in the language asked for', () => {
    const header = headerOf(items.list, wordsOf('en'), new Set());
    expect(header[1]).toEqual({
      prop: 'kind',
      label: 'Kind',
      type: 'tag',
      options: [
        { value: 'a', label: 'A', tone: 'success' },
        { value: 'b', label: 'B', tone: 'danger' },
        { value: 'c', label: 'C', tone: 'default' },
      ],
    });
  });

  it('maps each filter kind to its field, with the page choices after the fixed values', () => {
    const fields = filterFieldsOf(items.list, wordsOf('zh-CN'), {
      group_id: [{ value: '3', label: '三组' }],
    });
    expect(fields.map((f) => [f.name, f.type, f.label])).toEqual([
      ['name', 'text', '名称'],
      ['number', 'text', '号码'],
      ['code', 'text', '编码'],
      ['kind', 'select', '类型'],
      ['group_id', 'select', '分组'],
      ['tag', 'select', '标签'],
      ['client_id', 'client', '客户'],
      ['flagged', 'select', '已标记'],
      ['created', 'daterange', '创建日期'],
      ['month', 'monthrange', '月份'],
    ]);
    const group = fields.find((f) => f.name === 'group_id');
    expect(group?.type === 'select' && group.options).toEqual([
      { value: 'none', label: '未分组' },
      { value: '3', label: '三组' },
    ]);
    expect(fields[0]).toMatchObject({ placeholder: '名称的一部分' });
  });
});
