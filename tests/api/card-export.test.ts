import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, XLSX_MIME } from '#contract';
import { binaryBody, build } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;

let demoId: number;
let demo: string;
let demoSub: string;
let yunji: string;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  [demo, demoSub, yunji] = await Promise.all([t.login('demo'), t.login('demo_sub'), t.login('yunji')]);
});

const count = (where: string, ...params: unknown[]) =>
  sql
    .prepare(`select count(*) from cards where ${where}`)
    .pluck()
    .get(...params) as number;

async function download(url: string, headers: Record<string, string> = {}) {
  let req = t.request
    .get(url)
    .buffer(true)
    .parse(binaryBody as never);
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
  return req;
}

async function sheetOf(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as never);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('POST /card/export/ and GET /card/export/list/', () => {
  it("starts a task for the list's filters, runs it on the emulator clock, and serves the xlsx", async () => {
    const started = await t.ok('startCardExport', {
      token: demo,
      body: { status: 'active', carrier: 'cmcc' },
    });
    const expected = count("main_client_id = ? and status = 'active' and carrier = 'cmcc'", demoId);
    expect(started.total).toBe(expected);
    const task = sql
      .prepare('select client_id, kind, total, params, user_id from tasks where id = ?')
      .get(started.task_id) as {
      client_id: number;
      kind: string;
      total: number;
      params: string;
      user_id: number;
    };
    expect(task).toMatchObject({ client_id: demoId, kind: 'card_export', total: expected });
    expect(JSON.parse(task.params)).toEqual({
      filters: { status: 'active', carrier: 'cmcc' },
      lang: 'zh-CN',
    });

    // The clock is frozen: the task waits, queued, until time goes on.
    const queued = (await t.ok('cardExportList', { token: demo })).tableData.find(
      (r) => r.id === started.task_id,
    );
    expect(queued).toMatchObject({ status: 'running', progress: 0, download: null });
    await t.runTasks();
    const list = await t.ok('cardExportList', { token: demo });
    const row = list.tableData.find((r) => r.id === started.task_id)!;
    expect(row).toMatchObject({
      status: 'done',
      progress: 100,
      total: expected,
      filters: '卡状态：正使用；运营商：中国移动',
      username: 'demo',
      error: null,
    });
    expect(row.download).toMatch(/^\/ep\/api\/card\/export\/download\/\?task_id=\d+&sign=[0-9a-f]{32}$/);
    expect(list.tableHeader.find((c) => c.prop === 'download')?.type).toBe('download');

    const file = await download(row.download!);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_MIME);
    expect(file.headers['content-disposition']).toContain('.xlsx');
    const { name, rows } = await sheetOf(file.body as Buffer);
    expect(name).toBe('卡列表');
    expect(rows[0]).toEqual(
      expect.arrayContaining(['ICCID', 'MSISDN', '运营商', '卡状态', '计费组', '标签']),
    );
    expect(rows).toHaveLength(expected + 1);
    const statusColumn = (rows[0] as string[]).indexOf('卡状态');
    const iccidColumn = (rows[0] as string[]).indexOf('ICCID');
    expect(new Set(rows.slice(1).map((r) => r[statusColumn]))).toEqual(new Set(['正使用']));
    const iccids = sql
      .prepare(
        "select iccid from cards where main_client_id = ? and status = 'active' and carrier = 'cmcc' order by id desc",
      )
      .pluck()
      .all(demoId);
    expect(rows.slice(1).map((r) => r[iccidColumn])).toEqual(iccids);
  });

  it.each([
    [
      'a few cards (kept ids)',
      { carrier: 'cmcc' as const, sort: 'usage_mb' as const, order: 'asc' as const },
    ],
    ['the whole tree (a query)', { sort: 'usage_mb' as const, order: 'asc' as const }],
  ])(
    'writes %s as the list showed them when asked, in its order, then drops its copy',
    async (_, filters) => {
      // The list's own order, page by page.
      const pages: string[] = [];
      for (let page = 1; ; page++) {
        const list = await t.ok('cardList', { token: demo, query: { ...filters, page, page_size: 50 } });
        pages.push(...list.tableData.map((r) => r.iccid));
        if (pages.length >= list.total_count) break;
      }
      expect(pages.length).toBeGreaterThan(100);
      const started = await t.ok('startCardExport', { token: demo, body: filters });
      expect(started.total).toBe(pages.length);
      const kept = () =>
        sql.prepare('select count(*) from export_cards where task_id = ?').pluck().get(started.task_id);
      expect(kept()).toBe(pages.length);
      // The first card's usage grows after the export was asked for: the export keeps its place.
      const first = pages[0]!;
      const usage = sql.prepare('select usage_mb from cards where iccid = ?').pluck().get(first);
      sql.prepare('update cards set usage_mb = 999999 where iccid = ?').run(first);
      await t.runTasks();
      const row = (await t.ok('cardExportList', { token: demo })).tableData.find(
        (r) => r.id === started.task_id,
      )!;
      expect(row).toMatchObject({ status: 'done', total: pages.length });
      const { rows } = await sheetOf((await download(row.download!)).body as Buffer);
      const iccidColumn = (rows[0] as string[]).indexOf('ICCID');
      expect(rows.slice(1).map((r) => r[iccidColumn])).toEqual(pages);
      expect(kept()).toBe(0);
      sql.prepare('update cards set usage_mb = ? where iccid = ?').run(usage, first);
    },
  );

  it('keeps two exports asked together apart: each file holds its own cards only', async () => {
    const first = await t.ok('startCardExport', { token: demo, body: { carrier: 'cmcc' } });
    const second = await t.ok('startCardExport', { token: demo, body: { carrier: 'cucc' } });
    await t.runTasks();
    const list = (await t.ok('cardExportList', { token: demo })).tableData;
    for (const [started, carrier] of [
      [first, '中国移动'],
      [second, '中国联通'],
    ] as const) {
      const row = list.find((r) => r.id === started.task_id)!;
      const { rows } = await sheetOf((await download(row.download!)).body as Buffer);
      const column = (rows[0] as string[]).indexOf('运营商');
      expect(rows).toHaveLength(started.total + 1);
      expect(new Set(rows.slice(1).map((r) => r[column]))).toEqual(new Set([carrier]));
    }
  });

  it('exports in English with English headers and labels', async () => {
    const started = await t.ok('startCardExport', { token: demo, lang: 'en', body: { status: 'pending' } });
    await t.runTasks();
    const list = await t.ok('cardExportList', { token: demo, lang: 'en' });
    const row = list.tableData.find((r) => r.id === started.task_id)!;
    expect(row.filters).toBe('Status: Pending activation');
    const { name, rows } = await sheetOf((await download(row.download!)).body as Buffer);
    expect(name).toBe('Cards');
    expect(rows[0]).toEqual(expect.arrayContaining(['ICCID', 'Carrier', 'Status', 'Billing group', 'Tags']));
    expect(rows).toHaveLength(count("main_client_id = ? and status = 'pending'", demoId) + 1);
  });

  it('serves the file to a caller of the same client by token, and to no one else', async () => {
    const started = await t.ok('startCardExport', { token: demo, body: { expiring: '1' } });
    await t.runTasks();
    const url = `/ep/api/card/export/download/?task_id=${started.task_id}`;
    const mine = await download(url, { Authorization: `JWT ${demo}` });
    expect(mine.status).toBe(200);
    expect((await sheetOf(mine.body as Buffer)).rows.length).toBe(started.total + 1);

    const theirs = await t.request.get(url).set('Authorization', `JWT ${yunji}`);
    expect(theirs.body).toEqual({
      code: BizCode.NOT_FOUND,
      msg: `导出任务不存在（ID ${started.task_id}）`,
      data: null,
    });
    const forged = await t.request.get(`${url}&sign=${'0'.repeat(32)}`);
    expect(forged.body.code).toBe(BizCode.NOT_FOUND);
    expect((await t.request.get(url)).body.code).toBe(BizCode.TOKEN_INVALID);
  });

  it("lists only the caller's client's exports, newest first, and filters them by status", async () => {
    const yunjiTask = await t.ok('startCardExport', { token: yunji, body: {} });
    const mine = await t.ok('cardExportList', { token: demo, query: { page_size: 50 } });
    expect(mine.tableData.map((r) => r.id)).not.toContain(yunjiTask.task_id);
    expect(mine.total_count).toBe(
      sql
        .prepare("select count(*) from tasks where client_id = ? and kind = 'card_export'")
        .pluck()
        .get(demoId),
    );
    const ids = mine.tableData.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await t.ok('cardExportList', { token: demo, query: { status: 'failed' } })).total_count).toBe(0);
    expect((await t.ok('cardExportList', { token: yunji })).tableData[0]).toMatchObject({
      id: yunjiTask.task_id,
      filters: '全部卡',
    });
  });

  it('refuses an export with nothing to export, or a backwards date range, with 400', async () => {
    expect(
      await t.api('startCardExport', { token: demo, body: { number: '00000000', num_type: 'iccid' } }),
    ).toEqual({ code: BizCode.BAD_REQUEST, msg: '当前筛选条件下没有卡，无需导出', data: null });
    const backwards = await t.api('startCardExport', {
      token: demo,
      body: { activated_start: '2025-05-01', activated_end: '2025-04-01' },
    });
    expect(backwards).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '结束时间不能早于开始时间',
      data: { field: 'activated_end' },
    });
  });

  it('sends demo_sub (without func_export_data) a 599 naming the permission, and 403 without a token', async () => {
    const res = await t.api('startCardExport', { token: demoSub, body: {} });
    expect(res.code).toBe(BizCode.NO_PERMISSION);
    expect(res.msg).toMatch(/^当前用户无 .+ 权限$/);
    expect((await t.api('startCardExport', { body: {} })).code).toBe(BizCode.TOKEN_INVALID);
    expect((await t.api('cardExportList')).code).toBe(BizCode.TOKEN_INVALID);
  });
});
