import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build } from './helpers.ts';

/** /export_log: every export of the client with its file, and cancelling a queued one. */

const t = await build();
const sql = t.deps.sqlite;
const DAY = 86_400_000;

let demo: string;
let yunji: string;

beforeAll(async () => {
  [demo, yunji] = await Promise.all([t.login('demo'), t.login('yunji')]);
});

const log = (token = demo, query: Record<string, string | number> = {}, lang?: string) =>
  t.ok('exportLogList', { token, query: { page_size: 50, ...query }, lang });
const rowOf = async (id: number, token = demo) => (await log(token)).tableData.find((r) => r.id === id)!;

describe('GET /task/export_log/ and POST /task/cancel/', () => {
  it('queues a second export behind the first, and cancels it while it is queued', async () => {
    const first = await t.ok('startCardExport', { token: demo, body: {} });
    const second = await t.ok('startCardExport', { token: demo, body: { status: 'active' } });
    expect(await rowOf(first.task_id)).toMatchObject({
      status: 'running',
      kind: 'card_export',
      download: null,
    });
    expect(await rowOf(second.task_id)).toMatchObject({ status: 'pending', progress: 0 });

    const list = await log();
    const actions = list.tableHeader.find((c) => c.prop === 'actions');
    expect(actions?.type === 'buttons' && actions.buttons.map((b) => b.key)).toEqual(['cancel']);

    const running = await t.api('cancelTask', { token: demo, body: { task_id: first.task_id } });
    expect(running).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '只能取消排队中的任务，该任务已开始或已结束',
    });
    const theirs = await t.api('cancelTask', { token: yunji, body: { task_id: second.task_id } });
    expect(theirs).toMatchObject({ code: BizCode.NOT_FOUND, msg: `任务不存在（ID ${second.task_id}）` });

    expect(await t.ok('cancelTask', { token: demo, body: { task_id: second.task_id } })).toEqual({
      task_id: second.task_id,
      status: 'cancelled',
    });
    await t.runTasks();
    expect(await rowOf(second.task_id)).toMatchObject({ status: 'cancelled', download: null });
    expect(sql.prepare('select count(*) from task_files where task_id = ?').pluck().get(second.task_id)).toBe(
      0,
    );

    const done = await rowOf(first.task_id);
    expect(done).toMatchObject({ status: 'done', progress: 100, downloads: 0, error: null });
    expect(done.size).toMatch(/^\d+(\.\d+)? (KB|MB)$/);
    const finished = sql
      .prepare('select finished_at from tasks where id = ?')
      .pluck()
      .get(first.task_id) as number;
    const keptUntil = new Date(finished + 7 * DAY + 8 * 3600_000).toISOString().slice(0, 10);
    expect(done.expires_at).toBe(keptUntil);
  });

  it('counts downloads, and says so once the file has expired after 7 days', async () => {
    const started = await t.ok('startCardExport', { token: demo, body: { carrier: 'cmcc' } });
    await t.runTasks();
    const row = await rowOf(started.task_id);
    expect((await t.request.get(row.download!)).status).toBe(200);
    expect((await t.request.get(row.download!)).status).toBe(200);
    expect((await rowOf(started.task_id)).downloads).toBe(2);

    await t.runTasks(8 * DAY);
    const fresh = await t.login('demo');
    const expired = await rowOf(started.task_id, fresh);
    expect(expired).toMatchObject({ status: 'done', download: null, size: null, expires_at: null });
    expect(expired.error).toBe('文件已过期（保留 7 天），请重新导出');
    const gone = await t.request.get(row.download!);
    expect(gone.body).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '文件已过期（保留 7 天），请重新导出',
    });
    const english = await t.ok('exportLogList', { token: fresh, lang: 'en', query: { page_size: 50 } });
    expect(english.tableData.find((r) => r.id === started.task_id)?.error).toBe(
      'The file has expired (kept 7 days): export again',
    );
  });

  it("lists only the caller's client's exports, filtered by status exactly as the database holds them", async () => {
    const fresh = await t.login('demo');
    const clientId = t.clientIdOf('demo');
    const all = await log(fresh);
    expect(all.total_count).toBe(
      sql
        .prepare("select count(*) from tasks where client_id = ? and kind = 'card_export'")
        .pluck()
        .get(clientId),
    );
    const cancelled = await log(fresh, { status: 'cancelled' });
    expect(cancelled.tableData.every((r) => r.status === 'cancelled')).toBe(true);
    expect(cancelled.total_count).toBe(
      sql
        .prepare("select count(*) from tasks where client_id = ? and status = 'cancelled'")
        .pluck()
        .get(clientId),
    );
    expect((await log(await t.login('yunji'))).tableData.map((r) => r.id)).not.toContain(
      all.tableData[0]!.id,
    );
  });

  it('sends demo_sub (without router_export_log) a 599 naming 导出记录, for the list and for cancel', async () => {
    const sub = await t.login('demo_sub');
    const list = await t.api('exportLogList', { token: sub });
    expect(list).toMatchObject({ code: BizCode.NO_PERMISSION, msg: '当前用户无 导出记录 权限' });
    const cancel = await t.api('cancelTask', { token: sub, body: { task_id: 1 } });
    expect(cancel).toMatchObject({ code: BizCode.NO_PERMISSION, msg: '当前用户无 导出记录或导入记录 权限' });
  });
});
