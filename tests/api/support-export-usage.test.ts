import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build } from './helpers.ts';
import { supportTaskKit } from './support-task-kit.ts';

/**
 * Q_CU (issue 47): support exports each card's usage on each day of a range (UTC+8, both days
 * included, at most 31 days), as an xlsx task; a card's days are exactly its card detail's daily usage.
 */

const t = await build();
const sql = t.deps.sqlite;

let support: string;
let demo: string;
let demoSubId: number;

const ctl = (path: string) => t.request.put(`/__emulator${path}`);
const taskCount = () => kit.taskCount();
const kit = supportTaskKit(t, 'Q_CU');
/** The rows of a task's file, by the task list's link (header first). */
const fileRows = (taskId: number, lang?: 'en') => kit.fileRows(support, taskId, lang);

/** The test clock is 2025-10-15 (UTC+8): a range over two months, up to today. */
const START = '2025-09-20';
const END = '2025-10-15';

/** What each card of a client says of its usage on the range's days, as its detail's usage tab reads it. */
async function expectedLines(clientId: number) {
  const cards = sql
    .prepare(
      `select c.id, c.iccid, c.msisdn, cl.name as client_name, c.carrier
       from cards c join clients cl on cl.id = c.client_id where c.client_id = ? order by c.id`,
    )
    .all(clientId) as { id: number; iccid: string; msisdn: string; client_name: string }[];
  const lines: string[][] = [];
  for (const card of cards) {
    for (const month of ['2025-09', '2025-10']) {
      const usage = await t.ok('cardUsage', { token: demo, query: { card_id: card.id, month } });
      for (const d of usage.daily) {
        if (d.date < START || d.date > END) continue;
        lines.push([card.iccid, card.msisdn, card.client_name, d.date, String(d.usage_mb)]);
      }
    }
  }
  return lines;
}

beforeAll(async () => {
  demoSubId = t.clientIdOf('demo_sub');
  support = await t.login('support');
  demo = await t.login('demo');
});

describe('Q_CU: support exports daily usage per card', () => {
  it('lists the seeded export of each client’s last 7 days, and writes its file when first asked for', async () => {
    const list = await t.ok('supportTaskList', { token: support, query: { kind: 'Q_CU' } });
    const demoName = sql.prepare('select name from clients where id = ?').pluck().get(t.clientIdOf('demo'));
    const seeded = list.tableData.find((r) => r.client_name === demoName)!;
    expect(seeded).toMatchObject({ kind: 'Q_CU', status: 'done', username: 'support', failed: 0 });
    expect(seeded.source).toBe(`${demoName}；用量日期：2025-10-04 ~ 2025-10-10`);
    expect(seeded.total).toBeGreaterThan(0);
    const { lines } = await fileRows(seeded.id);
    expect(lines.length - 1).toBe(seeded.total);
    expect(new Set(lines.slice(1).map((l) => l[5]))).toEqual(
      new Set(['04', '05', '06', '07', '08', '09', '10'].map((d) => `2025-10-${d}`)),
    );
  });

  it('exports one client’s card-days on the clock: each card’s days as its usage tab says them', async () => {
    const expected = await expectedLines(demoSubId);
    // More than a step's 500 rows: a step can end within a card's days.
    expect(expected.length).toBeGreaterThan(500);
    // Some cards used data on those days, and some days cross into the month before.
    expect(expected.some((l) => l[3]!.startsWith('2025-09'))).toBe(true);
    expect(expected.some((l) => Number(l[4]) > 0)).toBe(true);
    const started = await t.ok('startSupportExport', {
      token: support,
      body: { kind: 'Q_CU', client_id: demoSubId, date_start: START, date_end: END },
    });
    expect(started.total).toBe(expected.length);
    const task = sql.prepare('select client_id, kind from tasks where id = ?').get(started.task_id);
    expect(task).toEqual({ client_id: demoSubId, kind: 'support_usage_export' });
    await t.runTasks();
    const { row, lines } = await fileRows(started.task_id);
    expect(row).toMatchObject({
      status: 'done',
      total: expected.length,
      succeeded: expected.length,
      failed: 0,
      progress: 100,
    });
    expect(row.source).toMatch(/；用量日期：2025-09-20 ~ 2025-10-15$/);
    expect(lines[0]).toEqual(['ICCID', 'MSISDN', '客户名称', '运营商', '套餐', '日期', '用量(MB)']);
    // Card by card (id order), day by day: the card detail's figures.
    expect(lines.slice(1).map((l) => [l[0], l[1], l[2], l[5], l[6]])).toEqual(expected);
    // In support's export log too, never a customer's.
    const log = await t.ok('supportExportLogList', {
      token: support,
      query: { kind: 'support_usage_export' },
    });
    expect(log.tableData.some((r) => r.id === started.task_id)).toBe(true);
  });

  it('exports every client’s cards of a carrier, in the reader’s language, in the platform’s queue', async () => {
    const started = await t.ok('startSupportExport', {
      token: support,
      lang: 'en',
      body: { kind: 'Q_CU', carrier: 'ctcc', date_start: '2025-10-13', date_end: '2025-10-14' },
    });
    expect(sql.prepare('select client_id from tasks where id = ?').pluck().get(started.task_id)).toBeNull();
    await t.runTasks(600_000);
    const { row, lines } = await fileRows(started.task_id, 'en');
    expect(row).toMatchObject({ status: 'done', client_name: 'All clients', failed: 0 });
    expect(row.source).toBe('All clients; Carrier: China Telecom; Usage days: 2025-10-13 ~ 2025-10-14');
    expect(lines[0]).toEqual(['ICCID', 'MSISDN', 'Client', 'Carrier', 'Plan', 'Date', 'Usage (MB)']);
    expect(lines.length - 1).toBe(started.total);
    expect(new Set(lines.slice(1).map((l) => l[3]))).toEqual(new Set(['China Telecom']));
    expect(new Set(lines.slice(1).map((l) => l[5]))).toEqual(new Set(['2025-10-13', '2025-10-14']));
    // A card has one line a day, and no line twice.
    expect(new Set(lines.slice(1).map((l) => `${l[0]} ${l[5]}`)).size).toBe(started.total);
  });

  it('refuses a missing, backwards, too long or too old range under its field, creating nothing', async () => {
    const before = taskCount();
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await t.api('startSupportExport', {
        token: support,
        lang: 'en',
        body: { kind: 'Q_CU', client_id: demoSubId, ...body },
      });
      expect(answer.code).toBe(BizCode.BAD_REQUEST);
      return JSON.stringify(answer);
    };
    expect(await refusal({})).toContain('Choose the first and the last day');
    expect(await refusal({ date_start: START })).toContain('date_end');
    expect(await refusal({ date_start: '2025-10-10', date_end: '2025-10-01' })).toContain(
      'The end cannot precede the start',
    );
    const long = await refusal({ date_start: '2025-09-14', date_end: '2025-10-15' });
    expect(long).toContain('The range can be at most 31 days');
    expect(long).toContain('date_end');
    expect(await refusal({ date_start: '2025-03-01', date_end: '2025-03-02' })).toContain(
      'Usage can be shown for the last 6 months only (2025-05 to 2025-10)',
    );
    expect(await refusal({ date_start: '2025-13-01', date_end: '2025-13-02' })).toContain('YYYY-MM-DD');
    expect(await refusal({ client_id: 999_999, date_start: '2025-10-01', date_end: '2025-10-02' })).toContain(
      'client_id',
    );
    // A client without cards: nothing to export.
    const empty = sql
      .prepare(`select id from clients where id not in (select main_client_id from cards)
         and id not in (select client_id from cards) order by id limit 1`)
      .pluck()
      .get() as number;
    expect(await refusal({ client_id: empty, date_start: '2025-10-01', date_end: '2025-10-02' })).toContain(
      'No card was in service on these days',
    );
    expect(taskCount()).toBe(before);
    // Exactly 31 days is taken.
    const month = await t.ok('startSupportExport', {
      token: support,
      body: { kind: 'Q_CU', client_id: demoSubId, date_start: '2025-09-15', date_end: '2025-10-15' },
    });
    expect(month.total).toBeGreaterThan(0);
    expect(taskCount()).toBe(before + 1);
    await t.runTasks();
  });

  it('refuses a support user without router_spt_batchtask_card_usage_export with 599', async () => {
    const before = taskCount();
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_batchtask_card_usage_export'] })
      .expect(200);
    expect(
      await t.api('startSupportExport', {
        token: support,
        body: { kind: 'Q_CU', client_id: demoSubId, date_start: START, date_end: END },
      }),
    ).toMatchObject({ code: BizCode.NO_PERMISSION, data: { perm_names: ['每日用量查询'] } });
    await ctl('/users/support/perms')
      .send({ grant: ['router_spt_batchtask_card_usage_export'] })
      .expect(200);
    expect(taskCount()).toBe(before);
  });
});
