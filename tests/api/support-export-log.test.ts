import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, SUPPORT_EXPORT_KIND_KEYS } from '#contract';
import { build, HOUR } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
const DAY = 24 * HOUR;
/** 2025-10-16 00:00 in UTC+8: the exports before it were started on the 15th, the others on the 17th. */
const OCT_16 = Date.UTC(2025, 9, 15, 16);

let demoId: number;
let yunjiId: number;
let support: string;
let demoActive: { task_id: number; total: number };
let failedId: number;

/** The exports a WHERE picks (the customers' and the task centre's), newest first, read straight from the database. */
const idsWhere = (where: string, ...params: unknown[]) =>
  sql
    .prepare(
      `select t.id from tasks t left join users u on u.id = t.user_id
       where t.kind in (${SUPPORT_EXPORT_KIND_KEYS.map((k) => `'${k}'`).join(', ')}) and ${where}
       order by t.created_at desc, t.id desc`,
    )
    .pluck()
    .all(...params) as number[];

const list = (query: Record<string, string | number> = {}, lang?: string) =>
  t.ok('supportExportLogList', { token: support, query: { page_size: 50, ...query }, lang });
const ids = async (query: Record<string, string | number>) => (await list(query)).tableData.map((r) => r.id);

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  yunjiId = t.clientIdOf('yunji');
  const demo = await t.login('demo');
  demoActive = await t.ok('startCardExport', { token: demo, body: { status: 'active' } });
  await t.runTasks(HOUR);
  await t.ok('startCardExport', { token: demo, body: {} });
  // Two days on (tokens last 10 h): yunji's export, and one of its exports that failed.
  await t.runTasks(2 * DAY);
  await t.ok('startCardExport', { token: await t.login('yunji'), body: {} });
  await t.runTasks();
  const yunjiUser = sql.prepare("select id from users where username = 'yunji'").pluck().get() as number;
  failedId = Number(
    sql
      .prepare(
        `insert into tasks (client_id, kind, status, progress, created_at, finished_at, user_id, params, total, error)
         values (?, 'card_export', 'failed', 100, ?, ?, ?, ?, 5, 'export_failed')`,
      )
      .run(
        yunjiId,
        t.deps.clock.now(),
        t.deps.clock.now(),
        yunjiUser,
        JSON.stringify({ filters: {}, lang: 'zh-CN' }),
      ).lastInsertRowid,
  );
  support = await t.login('support');
});

describe('GET /support/_list/export_log/', () => {
  it("shows every client's exports, newest first, with client, operator, status, rows and file", async () => {
    const data = await list();
    expect(data.total_count).toBe(idsWhere('1').length);
    expect(data.tableData.map((r) => r.id)).toEqual(idsWhere('1'));
    expect(data.tableData[0]!.id).toBe(failedId);
    const row = data.tableData.find((r) => r.id === demoActive.task_id)!;
    expect(row).toMatchObject({
      client_name: '深圳市智联物联科技有限公司',
      username: 'demo',
      status: 'done',
      total: demoActive.total,
      filters: '卡状态：正使用',
      created_at: '2025-10-15 12:00:00',
    });
    expect(row.finished_at).not.toBeNull();
    expect(row.download).toMatch(/^\/ep\/api\/card\/export\/download\/\?task_id=\d+&sign=[0-9a-f]{32}$/);
    expect(data.tableData.find((r) => r.id === failedId)).toMatchObject({ status: 'failed', download: null });
    const header = data.tableHeader.map((c) => [c.prop, c.type]);
    expect(header).toContainEqual(['status', 'status']);
    expect(header).toContainEqual(['download', 'download']);
  });

  it('filters by client, status, operator and creation days exactly as the database holds them', async () => {
    expect(await ids({ client_id: demoId })).toEqual(idsWhere('t.client_id = ?', demoId));
    expect(await ids({ client_id: yunjiId, status: 'done' })).toEqual(
      idsWhere("t.client_id = ? and t.status = 'done'", yunjiId),
    );
    expect(await ids({ status: 'failed' })).toEqual([failedId]);
    expect(await ids({ status: 'done' })).toEqual(idsWhere("t.status = 'done'"));
    expect(await ids({ username: 'DEM' })).toEqual(idsWhere("u.username = 'demo'"));
    expect(await ids({ username: 'unj' })).toEqual(idsWhere("u.username = 'yunji'"));
    expect(await ids({ username: 'nobody' })).toEqual([]);
    expect(await ids({ created_start: '2025-10-16' })).toEqual(idsWhere('t.created_at >= ?', OCT_16));
    expect(await ids({ created_end: '2025-10-15' })).toEqual(idsWhere('t.created_at < ?', OCT_16));
    expect(await ids({ created_start: '2025-10-17', created_end: '2025-10-17' })).toEqual(
      idsWhere('t.created_at >= ? and t.created_at < ?', OCT_16 + DAY, OCT_16 + 2 * DAY),
    );
    // This test's own two exports of the 15th (the seeded history is older still).
    expect(idsWhere("t.created_at < ? and json_extract(t.params, '$.seeded') is null", OCT_16)).toHaveLength(
      2,
    );
  });

  it('sorts by creation time either way, and refuses a backwards date range', async () => {
    expect(await ids({ sort: 'created_at', order: 'asc' })).toEqual(idsWhere('1').toReversed());
    const backwards = await t.api('supportExportLogList', {
      token: support,
      query: { created_start: '2025-10-17', created_end: '2025-10-15' },
    });
    expect(backwards.code).toBe(BizCode.BAD_REQUEST);
  });

  it('labels the table in the caller language', async () => {
    const en = await list({}, 'en');
    const label = (prop: string) => en.tableHeader.find((c) => c.prop === prop)?.label;
    expect([label('created_at'), label('client_name'), label('username'), label('status')]).toEqual([
      'Started',
      'Client',
      'By',
      'Status',
    ]);
    expect(en.tableHeader.find((c) => c.prop === 'status')).toMatchObject({ type: 'status' });
    const status = en.tableHeader.find((c) => c.type === 'status');
    expect(status?.type === 'status' && status.options).toContainEqual({
      value: 'done',
      label: 'Done',
      tone: 'success',
    });
    expect(en.tableData.find((r) => r.id === failedId)?.filters).toBe('All cards');
  });

  it('sends a customer a 599 naming 导出日志', async () => {
    const res = await t.api('supportExportLogList', { token: await t.login('demo') });
    expect(res.code).toBe(BizCode.NO_PERMISSION);
    expect(res.msg).toBe('当前用户无 导出日志 权限');
  });
});
