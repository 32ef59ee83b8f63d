import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, BizCode, type Endpoint, endpoints, PERMISSIONS } from '#contract';
import { build, HOUR } from './helpers.ts';

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
