import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, BizCode, type Endpoint, endpoints, PERMISSIONS } from '#contract';
import { build, uploadedFile, xlsxOf } from './helpers.ts';

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

const upload = (name: string, content: Buffer | string, token = support) =>
  uploadedFile(t, token, name, content);

describe('POST /card/status_query/ for support: a file across clients', () => {
  it("reads the card-number template's xlsx and names each card's client", async () => {
    const mine = cardWhere('main_client_id = ?', demoId);
    const theirs = cardWhere('main_client_id = ?', yunjiId);
    const file_url = await upload(
      'numbers.xlsx',
      await xlsxOf([['卡号'], [mine.iccid], [theirs.imsi], [mine.iccid], ['89860000000000000000']]),
    );
    const data = await t.ok('cardStatusQuery', { token: support, body: { file_url } });
    expect(data.found_count).toBe(2);
    // Repeats once, in file order.
    expect(data.tableData.map((r) => [r.number, r.card_id])).toEqual([
      [mine.iccid, mine.id],
      [theirs.imsi, theirs.id],
      ['89860000000000000000', null],
    ]);
    const name = (id: number) => sql.prepare('select name from clients where id = ?').pluck().get(id);
    expect(data.tableData.map((r) => r.client_name)).toEqual([
      name(mine.client_id),
      name(theirs.client_id),
      null,
    ]);
    expect(data.tableHeader.map((c) => c.prop)).toContain('client_name');
    // A customer's own query has no client column.
    const own = await t.ok('cardStatusQuery', { token: demo, body: { numbers: [mine.iccid] } });
    expect(own.tableHeader.map((c) => c.prop)).not.toContain('client_name');
    expect(own.tableData[0]).not.toHaveProperty('client_name');
  });

  it('reads a txt of one number a line', async () => {
    const theirs = cardWhere('main_client_id = ?', yunjiId);
    const file_url = await upload('numbers.txt', `${theirs.iccid}\r\n\r\n${theirs.imsi}\n`);
    const data = await t.ok('cardStatusQuery', { token: support, body: { file_url } });
    expect(data.tableData.map((r) => r.card_id)).toEqual([theirs.id, theirs.id]);
  });

  it('refuses a file of another template, a row that is no number, too many rows, and a file not its own', async () => {
    const card = cardWhere('main_client_id = ?', demoId);
    // The sub-client import template: its first column is a name.
    const other = await upload(
      'sub.xlsx',
      await xlsxOf([
        ['客户名称', '登录名'],
        ['华东分公司', 'east'],
      ]),
    );
    expect(await t.api('cardStatusQuery', { token: support, body: { file_url: other } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '表头与“卡号导入模板”不符：请下载该模板，按表头填写后再导入',
    });
    // The tags template: its first column is the card, but it has a second one.
    const tags = await upload(
      'tags.xlsx',
      await xlsxOf([
        ['Card number', 'Tags'],
        [card.iccid, 'x'],
      ]),
    );
    expect(
      await t.api('cardStatusQuery', { token: support, body: { file_url: tags }, lang: 'en' }),
    ).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: 'The header row is not that of the template card-numbers-template: download it, fill it in under its header and import it',
    });
    const letters = await upload('bad.xlsx', await xlsxOf([['卡号'], [card.iccid], ['1234abc']]));
    expect(await t.api('cardStatusQuery', { token: support, body: { file_url: letters } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '第 3 行“1234abc”不是号码：号码只能是数字',
    });
    const many = Array.from({ length: 201 }, (_, i) => String(89860000000000000000n + BigInt(i))).join('\n');
    const tooMany = await upload('many.txt', many);
    expect(await t.api('cardStatusQuery', { token: support, body: { file_url: tooMany } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '一个文件最多 200 行',
    });
    // demo's upload is not support's to read, and neither sends both sources or none.
    const demos = await upload('numbers.txt', card.iccid, demo);
    expect(await t.api('cardStatusQuery', { token: support, body: { file_url: demos } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '找不到上传的文件，请重新上传',
    });
    for (const body of [{}, { numbers: card.iccid, file_url: demos }]) {
      expect((await t.api('cardStatusQuery', { token: support, body: body as never })).code).toBe(
        BizCode.BAD_REQUEST,
      );
    }
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
