import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, BizCode, type Endpoint, endpoints, PERMISSIONS } from '#contract';
import { build, downloaded, downloadedWorkbook, HOUR } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;

let support: string;
let demoId: number;

const ctl = (path: string) => t.request.put(`/__emulator${path}`);
const list = (query: Record<string, string | number> = {}, lang?: string) =>
  t.ok('operationLogList', { token: support, query: { page_size: 50, ...query }, lang });

/** The log's rows a WHERE picks, newest first, read straight from the database. */
const idsWhere = (where: string, ...params: unknown[]) =>
  sql
    .prepare(`select id from operation_logs l where ${where} order by at desc, id desc`)
    .pluck()
    .all(...params) as number[];

const demoCard = () =>
  sql
    .prepare<[number], { id: number; iccid: string }>(
      "select id, iccid from cards where main_client_id = ? and status = 'active' order by id limit 1",
    )
    .get(demoId)!;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  support = await t.login('support');
});

describe('the operation log: one hook at the route layer', () => {
  it("records a customer's write: time, user, client, login type, action, object, result, IP", async () => {
    const demo = await t.login('demo');
    const card = demoCard();
    await t.ok('stopResumeCards', { token: demo, body: { card_ids: [card.id], action: 'stop' } });
    const [row] = (await list({ username: 'demo' })).tableData;
    expect(row).toMatchObject({
      username: 'demo',
      client_name: '深圳市智联物联科技有限公司',
      login_type: 'client',
      action: 'POST /card/action/sor/',
      object: `card_ids=${card.id} action=stop`,
      result: 'ok',
      message: '200 成功',
      at: '2025-10-15 12:00:00',
    });
    expect(row!.ip).not.toBe('');
  });

  it('records a refused write with its code and message, and never a password', async () => {
    const demo = await t.login('demo');
    const answer = await t.api('stopResumeCards', { token: demo, body: { card_ids: [], action: 'stop' } });
    expect(answer.code).toBe(BizCode.BAD_REQUEST);
    const row = (await list({ username: 'demo', result: 'refused' })).tableData[0]!;
    expect(row).toMatchObject({ action: 'POST /card/action/sor/', result: 'refused' });
    expect(row.message).toBe(`400 ${answer.msg}`);
    await t.api('changePassword', {
      token: demo,
      body: { old_password: 'Wrong-1234', new_password: 'Secret-98765', confirm_password: 'Secret-98765' },
    } as never);
    const logged = sql.prepare('select object, note, message from operation_logs').all();
    expect(JSON.stringify(logged)).not.toContain('Secret-98765');
    expect(JSON.stringify(logged)).not.toContain('Wrong-1234');
  });

  it('tells support switched into a customer from the customer, and names the client', async () => {
    const { token } = await t.ok('switchAccount', { token: support, body: { client_id: demoId } });
    const card = demoCard();
    await t.ok('stopResumeCards', { token, body: { card_ids: [card.id], action: 'stop' } });
    const rows = (await list({ login_type: 'support_switch_client' })).tableData;
    expect(rows[0]).toMatchObject({
      username: 'support',
      client_name: '深圳市智联物联科技有限公司',
      action: 'POST /card/action/sor/',
      login_type: 'support_switch_client',
    });
    // The switch itself is support's own write, in the support view.
    expect((await list({ action: '/support/switch_account/' })).tableData[0]).toMatchObject({
      username: 'support',
      login_type: 'support',
      client_name: '-',
      object: `client_id=${demoId}`,
      result: 'ok',
    });
  });

  it('has every write operation of the contract, done or refused', async () => {
    const writes = Object.entries(endpoints as Record<string, Endpoint>).filter(
      ([, e]) => e.method !== 'GET' && e.access !== 'public' && e.unlogged === undefined,
    );
    expect(writes.length).toBeGreaterThan(40);
    const tokens: Record<'client' | 'support', string> = {
      client: await t.login('demo'),
      support: await t.login('support'),
    };
    for (const [name, endpoint] of writes) {
      const side =
        typeof endpoint.access === 'object' && PERMISSIONS[endpoint.access.anyOf[0]!].side === 'support'
          ? 'support'
          : 'client';
      const send = () =>
        t.request[endpoint.method.toLowerCase() as 'post' | 'put' | 'delete'](API_BASE + endpoint.path)
          .set('Authorization', `JWT ${tokens[side]}`)
          .send({});
      let res = await send();
      // A write before it (logout, a password change) may have ended the token: log in again.
      if (res.body.code === BizCode.TOKEN_INVALID) {
        tokens[side] = await t.login(side === 'client' ? 'demo' : 'support');
        res = await send();
      }
      expect(res.status, name).toBe(200);
      const logged = idsWhere(
        'l.method = ? and l.action = ? and l.code = ?',
        endpoint.method,
        endpoint.path,
        res.body.code,
      );
      expect(logged.length, `${endpoint.method} ${endpoint.path}`).toBeGreaterThan(0);
    }
  });

  it("does not log the portal's telemetry, a write that is no user's operation", async () => {
    const before = idsWhere('1').length;
    const saved = await t.ok('addEventLog', {
      token: await t.login('demo'),
      body: { event_list: [{ event_name: 'page_view', event_time: '2025-10-15 12:00:00' }] },
    });
    expect(saved.saved).toBe(1);
    expect(idsWhere('1').length).toBe(before);
  });

  it('does not log reads', async () => {
    const before = idsWhere('1').length;
    await list();
    await t.ok('cardList', { token: await t.login('demo') });
    expect(idsWhere('1').length).toBe(before);
  });
});

describe('GET /support/_list/operation_log/', () => {
  it('lists every client, newest first, and its total is the whole log', async () => {
    const data = await list();
    expect(data.total_count).toBe(idsWhere('1').length);
    expect(data.tableData.map((r) => r.id)).toEqual(idsWhere('1').slice(0, 50));
  });

  it('filters by client, user, action, login type and date', async () => {
    expect((await list({ client_id: demoId })).tableData.map((r) => r.id)).toEqual(
      idsWhere('l.client_id = ?', demoId).slice(0, 50),
    );
    expect((await list({ username: 'support' })).total_count).toBe(idsWhere("l.username = 'support'").length);
    expect((await list({ action: 'card/action/sor' })).total_count).toBe(
      idsWhere("l.action = '/card/action/sor/'").length,
    );
    // Seeded history lies in the days before: one day picks exactly its own rows.
    const day = '2025-10-14';
    const from = Date.UTC(2025, 9, 13, 16);
    expect((await list({ at_start: day, at_end: day })).total_count).toBe(
      idsWhere('l.at >= ? and l.at < ?', from, from + 24 * HOUR).length,
    );
    expect((await list({ at_start: day, at_end: day })).total_count).toBeGreaterThan(0);
  });

  it('words its header and its tags in the caller language', async () => {
    const data = await list({}, 'en');
    expect(data.tableHeader.map((c) => c.label)).toContain('Login type');
  });

  it('refuses a customer, and a support user lacking the code, with 599', async () => {
    expect((await t.api('operationLogList', { token: await t.login('demo') })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_operation_log'] })
      .expect(200);
    expect(await t.api('operationLogList', { token: support })).toMatchObject({
      code: BizCode.NO_PERMISSION,
      data: { perm_names: ['操作日志'] },
    });
    await ctl('/users/support/perms')
      .send({ grant: ['router_spt_operation_log'] })
      .expect(200);
    expect((await t.api('operationLogList', { token: support })).code).toBe(BizCode.OK);
  });
});

describe('POST /support/operation_log/export/', () => {
  it("exports the filtered log as a task of the platform's queue, listed and downloadable in support's export log", async () => {
    const demo = await t.login('demo');
    const card = demoCard();
    await t.ok('stopResumeCards', { token: demo, body: { card_ids: [card.id], action: 'stop' } });
    const filters = { username: 'demo', result: 'ok' } as const;
    const expected = idsWhere("l.username = 'demo' and l.code = 200");
    expect(expected.length).toBeGreaterThan(0);
    const started = await t.ok('startOperationLogExport', { token: support, body: filters });
    expect(started.total).toBe(expected.length);
    // The platform's queue: the task belongs to no client.
    expect(sql.prepare('select client_id from tasks where id = ?').pluck().get(started.task_id)).toBeNull();
    await t.runTasks();

    const log = await t.ok('supportExportLogList', {
      token: support,
      query: { kind: 'operation_log_export', page_size: 50 },
    });
    const row = log.tableData.find((r) => r.id === started.task_id)!;
    expect(row).toMatchObject({
      kind: 'operation_log_export',
      status: 'done',
      client_name: '-',
      total: expected.length,
    });
    expect(row.filters).toBe('操作人：demo；结果：成功');
    const en = await t.ok('supportExportLogList', {
      token: support,
      lang: 'en',
      query: { kind: 'operation_log_export', page_size: 50 },
    });
    expect(en.tableData.find((r) => r.id === started.task_id)!.filters).toBe('By: demo; Result: Succeeded');

    // The signed link downloads an xlsx: a header, then the log's rows newest first.
    const book = await downloadedWorkbook(t, row.download!);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('操作日志明细');
    expect(sheet.rowCount).toBe(expected.length + 1);
    // The newest first: demo's stop just now.
    expect(sheet.getRow(2).getCell(5).value).toBe('POST /card/action/sor/');
    expect(String(sheet.getRow(2).values)).toContain('客户登录');

    // With a token: support's own codes let it download; a customer never sees the task.
    const byToken = await downloaded(
      t,
      `${API_BASE}/card/export/download/?task_id=${started.task_id}`,
      support,
    );
    expect(byToken.status).toBe(200);
    const denied = await t.request
      .get(`${API_BASE}/card/export/download/?task_id=${started.task_id}`)
      .set('Authorization', `JWT ${demo}`);
    expect(denied.body.code).toBe(BizCode.NOT_FOUND);
  });

  it('refuses an export that selects nothing, and a customer (599), starting no task', async () => {
    const before = sql
      .prepare("select count(*) from tasks where kind = 'operation_log_export'")
      .pluck()
      .get();
    const none = await t.api('startOperationLogExport', {
      token: support,
      body: { username: 'nobody.here' },
    });
    expect(none).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '当前筛选条件下没有操作记录，无需导出' });
    const customer = await t.api('startOperationLogExport', { token: await t.login('demo'), body: {} });
    expect(customer.code).toBe(BizCode.NO_PERMISSION);
    expect(sql.prepare("select count(*) from tasks where kind = 'operation_log_export'").pluck().get()).toBe(
      before,
    );
  });
});
