import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build } from './helpers.ts';
import { supportTaskKit } from './support-task-kit.ts';

/** Q_IRE (issue 47): support exports recharge records (renewals, add-on packages) from the task centre. */

const t = await build();
const sql = t.deps.sqlite;
const DAY = 86_400_000;
const CHINA = 8 * 3_600_000;

let support: string;
let demoId: number;

const ctl = (path: string) => t.request.put(`/__emulator${path}`);
/** `YYYY-MM-DD` in UTC+8 of an instant. */
const dayOf = (ms: number) => new Date(ms + CHINA).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - CHINA;

const kit = supportTaskKit(t, 'Q_IRE');
/** The rows of a task's file, by the task list's link (header first). */
const fileRows = (taskId: number) => kit.fileRows(support, taskId);

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  support = await t.login('support');
});

describe('Q_IRE: support exports recharge records', () => {
  it('lists the seeded export of each client’s month of recharges, and serves its file', async () => {
    const list = await t.ok('supportTaskList', { token: support, query: { kind: 'Q_IRE' } });
    const demoName = sql.prepare('select name from clients where id = ?').pluck().get(demoId) as string;
    const seeded = list.tableData.find((r) => r.client_name === demoName)!;
    expect(seeded).toMatchObject({ kind: 'Q_IRE', status: 'done', username: 'support', failed: 0 });
    expect(seeded.source).toMatch(
      new RegExp(`^${demoName}；充值时间：\\d{4}-\\d{2}-\\d{2} ~ \\d{4}-\\d{2}-\\d{2}$`),
    );
    const { lines } = await fileRows(seeded.id);
    expect(lines.length - 1).toBe(seeded.total);
  });

  it('exports one client’s recharges of a type and days, one line per record with its figures', async () => {
    const now = t.deps.clock.now();
    const start = dayOf(now - 90 * DAY);
    const end = dayOf(now);
    const expected = sql
      .prepare(
        `select order_no, kind, amount_cents from recharge_records
         where main_client_id = ? and kind = 'addon' and at >= ? and at < ? order by id`,
      )
      .all(demoId, dayStart(start), dayStart(end) + DAY) as { order_no: string; amount_cents: number }[];
    expect(expected.length).toBeGreaterThan(0);
    const started = await t.ok('startSupportExport', {
      token: support,
      body: { kind: 'Q_IRE', client_id: demoId, recharge_kind: 'addon', date_start: start, date_end: end },
    });
    expect(started.total).toBe(expected.length);
    await t.runTasks();
    const { row, lines } = await fileRows(started.task_id);
    expect(row).toMatchObject({ status: 'done', succeeded: expected.length, failed: 0, progress: 100 });
    expect(lines[0]!.slice(0, 3)).toEqual(['订单号', '充值时间', '客户名称']);
    expect(lines.slice(1).map((l) => l[0])).toEqual(expected.map((e) => e.order_no));
    expect(lines.slice(1).map((l) => Number(l[9]))).toEqual(expected.map((e) => e.amount_cents / 100));
    expect(new Set(lines.slice(1).map((l) => l[5]))).toEqual(new Set(['加油包']));
  });

  it('refuses a backwards range or a bad day under its field, and nothing to export, creating nothing', async () => {
    const before = kit.taskCount();
    const backwards = await t.api('startSupportExport', {
      token: support,
      lang: 'en',
      body: { kind: 'Q_IRE', date_start: '2026-10-10', date_end: '2026-10-01' },
    });
    expect(backwards).toMatchObject({ code: BizCode.BAD_REQUEST });
    expect(JSON.stringify(backwards)).toContain('The end cannot precede the start');
    const badDay = await t.api('startSupportExport', {
      token: support,
      body: { kind: 'Q_IRE', date_start: '2026-13-01' },
    });
    expect(badDay).toMatchObject({ code: BizCode.BAD_REQUEST });
    const nothing = await t.api('startSupportExport', {
      token: support,
      body: { kind: 'Q_IRE', date_start: '2001-01-01', date_end: '2001-01-31' },
    });
    expect(nothing).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '当前筛选条件下没有充值订单，无需导出' });
    expect(kit.taskCount()).toBe(before);
  });

  it('refuses a support user without router_spt_batchtask_recharge_export with 599', async () => {
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_batchtask_recharge_export'] })
      .expect(200);
    expect(
      await t.api('startSupportExport', { token: support, body: { kind: 'Q_IRE', client_id: demoId } }),
    ).toMatchObject({ code: BizCode.NO_PERMISSION, data: { perm_names: ['充值记录导出'] } });
    await ctl('/users/support/perms')
      .send({ grant: ['router_spt_batchtask_recharge_export'] })
      .expect(200);
  });
});
