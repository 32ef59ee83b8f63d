import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, BizCode, type Endpoint, endpoints, PERMISSIONS } from '#contract';
import { build } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;

let support: string;
let demo: string;
let demoId: number;
let yunjiId: number;

const ctl = (path: string) => t.request.put(`/__emulator${path}`);

interface CardRecord {
  id: number;
  iccid: string;
  imsi: string;
  status: string;
  client_id: number;
}
const cardWhere = (where: string, ...params: unknown[]) =>
  sql
    .prepare(`select id, iccid, imsi, status, client_id from cards where ${where} order by id limit 1`)
    .get(...params) as CardRecord;
const statusOf = (id: number) => sql.prepare('select status from cards where id = ?').pluck().get(id);
const eventsOf = (id: number) =>
  sql.prepare('select count(*) from card_status_events where card_id = ?').pluck().get(id) as number;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  yunjiId = t.clientIdOf('yunji');
  support = await t.login('support');
  demo = await t.login('demo');
});

describe('GET /support/_list/card/: any card of any client', () => {
  it('lists every card of the platform with its owner client', async () => {
    const data = await t.ok('supportCardList', { token: support, query: { page_size: 50 } });
    expect(data.total_count).toBe(sql.prepare('select count(*) from cards').pluck().get());
    const clients = new Set(data.tableData.map((r) => r.client_name));
    expect(clients.size).toBeGreaterThan(0);
    expect(data.tableHeader.map((c) => c.prop)).toContain('client_name');
  });

  it('finds a demo card by its IMSI, naming its owner', async () => {
    const card = cardWhere('main_client_id = ?', demoId);
    const data = await t.ok('supportCardList', {
      token: support,
      query: { number: card.imsi, num_type: 'imsi' },
    });
    expect(data.total_count).toBe(1);
    expect(data.tableData[0]).toMatchObject({ id: card.id, iccid: card.iccid });
    const owner = sql.prepare('select name from clients where id = ?').pluck().get(card.client_id);
    expect(data.tableData[0]!.client_name).toBe(owner);
  });

  it('finds by EID and filters by client (a main client: its whole tree) and status', async () => {
    const esim = sql.prepare('select id, eid from cards where eid is not null order by id limit 1').get() as {
      id: number;
      eid: string;
    };
    const byEid = await t.ok('supportCardList', {
      token: support,
      query: { number: esim.eid, num_type: 'eid' },
    });
    expect(byEid.tableData.map((r) => r.id)).toEqual([esim.id]);
    const data = await t.ok('supportCardList', {
      token: support,
      query: { client_id: yunjiId, status: 'active', page_size: 50 },
    });
    const expected = sql
      .prepare("select count(*) from cards where (main_client_id = ? or client_id = ?) and status = 'active'")
      .pluck()
      .get(yunjiId, yunjiId);
    expect(data.total_count).toBe(expected);
    expect(data.tableData.every((r) => r.status === 'active')).toBe(true);
  });

  it('finds nothing for an unknown number', async () => {
    const data = await t.ok('supportCardList', { token: support, query: { number: '89860099999999999999' } });
    expect(data.total_count).toBe(0);
  });
});

describe("a card's detail and usage, read-only for support", () => {
  it("opens any client's card detail, usage and history, and finds it by number", async () => {
    const card = cardWhere('main_client_id = ?', yunjiId);
    const detail = await t.ok('cardDetail', { token: support, query: { card_id: card.id } });
    expect(detail.iccid).toBe(card.iccid);
    expect(detail.client_name).toBe(
      sql.prepare('select name from clients where id = ?').pluck().get(card.client_id),
    );
    expect((await t.ok('cardUsageDetail', { token: support, query: { card_id: card.id } })).card.iccid).toBe(
      card.iccid,
    );
    await t.ok('cardStatusHistory', { token: support, query: { card_id: card.id } });
    expect(
      (await t.ok('cardGetId', { token: support, query: { number: card.imsi, num_type: 'imsi' } })).card_id,
    ).toBe(card.id);
  });

  it('keeps a customer, and support switched into one, to its own cards', async () => {
    const card = cardWhere('main_client_id = ?', yunjiId);
    expect((await t.api('cardDetail', { token: demo, query: { card_id: card.id } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    const { token } = await t.ok('switchAccount', { token: support, body: { client_id: demoId } });
    expect((await t.api('cardDetail', { token, query: { card_id: card.id } })).code).toBe(BizCode.NOT_FOUND);
  });
});

describe('POST /support/card/change_status/', () => {
  it("stops a card with a reason: the card's status history and the operation log have it", async () => {
    const card = cardWhere("main_client_id = ? and status = 'active'", demoId);
    const reason = '客户来电要求停机，工单 20251015-01';
    const data = await t.ok('supportChangeStatus', {
      token: support,
      body: { card_id: card.id, status: 'suspended', reason: `  ${reason} ` },
    });
    expect(data).toEqual({ card_id: card.id, iccid: card.iccid, status: 'suspended' });
    expect(statusOf(card.id)).toBe('suspended');
    // demo sees the reason in its card's history.
    const history = await t.ok('cardStatusHistory', { token: demo, query: { card_id: card.id } });
    expect(history.tableData[0]).toMatchObject({
      reason: 'support',
      to_status: 'suspended',
      from_status: 'active',
      operator: 'support',
      note: reason,
    });
    const log = await t.ok('operationLogList', { token: support, query: { action: 'change_status' } });
    expect(log.tableData[0]).toMatchObject({
      username: 'support',
      login_type: 'support',
      client_name: sql.prepare('select name from clients where id = ?').pluck().get(card.client_id),
      object: `card_id=${card.id} iccid=${card.iccid} status=suspended`,
      note: reason,
      result: 'ok',
    });
    // And resumes it.
    await t.ok('supportChangeStatus', {
      token: support,
      body: { card_id: card.id, status: 'active', reason: '已核实' },
    });
    expect(statusOf(card.id)).toBe('active');
  });

  it('refuses a reason left empty, an unknown card and a change that does not apply, changing nothing', async () => {
    const card = cardWhere("main_client_id = ? and status = 'active'", demoId);
    const before = eventsOf(card.id);
    expect(
      await t.api('supportChangeStatus', {
        token: support,
        body: { card_id: card.id, status: 'suspended', reason: '  ' },
      }),
    ).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '请填写变更原因', data: { field: 'reason' } });
    expect(
      await t.api('supportChangeStatus', {
        token: support,
        lang: 'en',
        body: { card_id: card.id, status: 'suspended', reason: '' },
      }),
    ).toMatchObject({ code: BizCode.BAD_REQUEST, msg: 'Enter the reason for the change' });
    expect(
      await t.api('supportChangeStatus', {
        token: support,
        body: { card_id: 99_999_999, status: 'suspended', reason: 'x' },
      }),
    ).toMatchObject({ code: BizCode.NOT_FOUND });
    expect(
      await t.api('supportChangeStatus', {
        token: support,
        body: { card_id: card.id, status: 'active', reason: 'x' },
      }),
    ).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '仅停机的卡可以复机，该卡当前为正使用' });
    expect(statusOf(card.id)).toBe('active');
    expect(eventsOf(card.id)).toBe(before);
  });
});

describe('POST /card/status_query/ for support: pasted numbers across clients', () => {
  it("finds every client's cards, marks an unknown number not found, and refuses an empty list", async () => {
    const mine = cardWhere('main_client_id = ?', demoId);
    const theirs = cardWhere('main_client_id = ?', yunjiId);
    const unknown = '89860000000000000000';
    const data = await t.ok('cardStatusQuery', {
      token: support,
      body: { numbers: `${mine.imsi}\n${theirs.iccid}\n${unknown}` },
    });
    expect(data.found_count).toBe(2);
    expect(data.tableData.map((r) => [r.number, r.card_id, r.status === 'not_found'])).toEqual([
      [mine.imsi, mine.id, false],
      [theirs.iccid, theirs.id, false],
      [unknown, null, true],
    ]);
    // demo still finds only its own.
    const own = await t.ok('cardStatusQuery', { token: demo, body: { numbers: [mine.imsi, theirs.iccid] } });
    expect(own.found_count).toBe(1);
    expect((await t.api('cardStatusQuery', { token: support, body: { numbers: '' } })).code).toBe(
      BizCode.BAD_REQUEST,
    );
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_card_status'] })
      .expect(200);
    expect(await t.api('cardStatusQuery', { token: support, body: { numbers: [mine.imsi] } })).toMatchObject({
      code: BizCode.NO_PERMISSION,
      data: { perm_names: ['卡状态查询'] },
    });
    await ctl('/users/support/perms')
      .send({ grant: ['router_spt_card_status'] })
      .expect(200);
  });
});

describe('who may', () => {
  it('refuses demo on every support endpoint with 599', async () => {
    const supportOnly = Object.entries(endpoints as Record<string, Endpoint>).filter(
      ([, e]) =>
        typeof e.access === 'object' && e.access.anyOf.every((c) => PERMISSIONS[c].side === 'support'),
    );
    expect(supportOnly.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'supportCardList',
        'supportChangeStatus',
        'operationLogList',
        'supportClientList',
      ]),
    );
    for (const [name, endpoint] of supportOnly) {
      const res = await t.request[endpoint.method.toLowerCase() as 'get' | 'post'](API_BASE + endpoint.path)
        .set('Authorization', `JWT ${demo}`)
        .send(endpoint.method === 'GET' ? undefined : {});
      expect(res.body.code, name).toBe(BizCode.NO_PERMISSION);
    }
  });

  it('refuses support lacking router_spt_card or router_spt_change_status with 599', async () => {
    const card = cardWhere("main_client_id = ? and status = 'active'", demoId);
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_card', 'router_spt_change_status'] })
      .expect(200);
    expect(await t.api('supportCardList', { token: support })).toMatchObject({
      code: BizCode.NO_PERMISSION,
      data: { perm_names: ['单卡查询'] },
    });
    expect(
      (
        await t.api('supportChangeStatus', {
          token: support,
          body: { card_id: card.id, status: 'suspended', reason: 'x' },
        })
      ).code,
    ).toBe(BizCode.NO_PERMISSION);
    // Without its card query, support reads no client's card.
    expect((await t.api('cardDetail', { token: support, query: { card_id: card.id } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    expect(statusOf(card.id)).toBe('active');
    await ctl('/users/support/perms')
      .send({ grant: ['router_spt_card', 'router_spt_change_status'] })
      .expect(200);
    expect((await t.api('supportCardList', { token: support })).code).toBe(BizCode.OK);
  });
});
