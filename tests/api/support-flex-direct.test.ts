import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { message } from '../../server/i18n.ts';
import { markDirectedHost } from '../../server/services/work-orders.ts';
import { build, HOUR } from './helpers.ts';

/**
 * /flex_direct_order, /flex_direct_details and /flex_direct_search (issue 48 part B): support
 * records the carrier's answer to any client's directed-address order through `markDirectedHost`,
 * the step the emulator's carrier takes on its clock; whichever comes first decides, once.
 */

const t = await build();
const sql = t.deps.sqlite;
const ctl = (path: string) => t.request.put(`/__emulator${path}`);

let support: string;
let demo: string;
let demoId: number;

async function advance(ms: number) {
  await ctl('/clock').send({ advance_ms: ms }).expect(200);
  support = await t.login('support');
  demo = await t.login('demo');
}

interface OrderState {
  status: string;
  handler: string | null;
  answer: string | null;
  next_at: number | null;
}
const orderState = (id: number) =>
  sql.prepare('select status, handler, answer, next_at from work_orders where id = ?').get(id) as OrderState;
const groupId = (name: string) =>
  sql.prepare('select id from net_groups where name = ?').pluck().get(name) as number;
const hostsOf = async (token = demo) =>
  (await t.ok('netHostList', { token, query: { page_size: 50 } })).tableData;

/** demo opens an address order in its 移动 group; returns the order's id. */
async function demoAdds(address: string): Promise<number> {
  const added = await t.ok('addNetHost', {
    token: demo,
    body: { group_id: groupId('智能表计上报'), kind: 'ip', address, protocol: 'tcp' },
  });
  return added.order_id;
}

const mark = (order_id: number, result: 'done' | 'failed', answer: string, lang?: 'en') =>
  t.api('markFlexDirectOrder', { token: support, body: { order_id, result, answer }, lang });

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  support = await t.login('support');
  demo = await t.login('demo');
});

describe('GET /support/_list/flex_direct_order/', () => {
  it("lists every client's address orders with their client, group and the carrier's answer", async () => {
    const data = await t.ok('flexDirectOrderList', { token: support, query: { page_size: 50 } });
    const expected = sql
      .prepare(
        `select count(*) from work_orders w join net_group_hosts h on h.add_order_id = w.id or h.delete_order_id = w.id
         where w.type = 'directed' and w.card_count = 0`,
      )
      .pluck()
      .get();
    expect(data.total_count).toBe(expected);
    expect(data.total_count).toBeGreaterThanOrEqual(8);
    const demoName = sql.prepare('select name from clients where id = ?').pluck().get(demoId);
    expect(new Set(data.tableData.map((r) => r.client_name))).toEqual(new Set([demoName]));
    const refused = data.tableData.find((r) => r.address === '10.8.0.1')!;
    expect(refused).toMatchObject({ status: 'failed', action: 'add', group_name: '车载终端平台' });
    expect(refused.answer).toContain('内网地址');
    const removing = data.tableData.find(
      (r) => r.address === 'meter.rongxin-data.cn' && r.action === 'delete',
    );
    expect(removing?.status).toMatch(/pending|processing|carrier/);
    // Newest first, and the filters: address prefix and status.
    const times = data.tableData.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const byAddress = await t.ok('flexDirectOrderList', { token: support, query: { address: '112.65' } });
    expect(byAddress.tableData.map((r) => r.address)).toEqual(['112.65.3.20']);
    const failed = await t.ok('flexDirectOrderList', { token: support, query: { status: 'failed' } });
    expect(failed.tableData.every((r) => r.status === 'failed')).toBe(true);
    const yunji = await t.ok('flexDirectOrderList', {
      token: support,
      query: { client_id: t.clientIdOf('yunji') },
    });
    expect(yunji.total_count).toBe(0);
  });

  it('words the answer and the automatic handler in English', async () => {
    const data = await t.ok('flexDirectOrderList', {
      token: support,
      query: { address: '10.8.0.1' },
      lang: 'en',
    });
    expect(data.tableData[0]!.answer).toContain('private address');
    expect(data.tableData[0]!.handler).not.toBe('auto');
  });
});

describe('POST /support/flex_direct_order/mark/', () => {
  it("marks an open order done: demo's address shows 新增成功 at once, and the log names demo", async () => {
    const id = await demoAdds('47.100.1.1');
    expect((await hostsOf()).find((h) => h.address === '47.100.1.1')?.status).toBe('adding');
    const res = await mark(id, 'done', '已在运营商侧配置完成');
    expect(res).toMatchObject({ code: BizCode.OK, data: { id, status: 'done' } });
    expect(orderState(id)).toMatchObject({ status: 'done', handler: 'support', next_at: null });
    const host = (await hostsOf()).find((h) => h.address === '47.100.1.1')!;
    expect(host.status).toBe('added');
    const log = sql
      .prepare(
        "select client_id, note, code, object from operation_logs where action = '/support/flex_direct_order/mark/' order by id desc limit 1",
      )
      .get() as { client_id: number; note: string; code: number; object: string };
    expect(log).toMatchObject({ client_id: demoId, note: '已在运营商侧配置完成', code: 200 });
    expect(log.object).toContain('47.100.1.1');
    // Asked again: already handled, nothing changes.
    const again = await mark(id, 'failed', '重复');
    expect(again.code).toBe(BizCode.BAD_REQUEST);
    expect(again.msg).toContain('已被处理');
    expect(orderState(id).status).toBe('done');
    const en = await mark(id, 'failed', 'again', 'en');
    expect(en.msg).toContain('already handled');
  });

  it("marks one failed with the carrier's answer, which demo reads on its address", async () => {
    const id = await demoAdds('47.100.1.2');
    expect((await mark(id, 'failed', '运营商白名单已满，请删除旧地址')).code).toBe(BizCode.OK);
    const host = (await hostsOf()).find((h) => h.address === '47.100.1.2')!;
    expect(host).toMatchObject({ status: 'add_failed', answer: '运营商白名单已满，请删除旧地址' });
  });

  it('refuses bad input under its field, an unknown order and an order of another kind', async () => {
    const id = await demoAdds('47.100.1.3');
    const empty = await t.api('markFlexDirectOrder', {
      token: support,
      body: { order_id: id, result: 'done', answer: '   ' },
    });
    expect(empty.code).toBe(BizCode.BAD_REQUEST);
    expect(empty.msg).toContain('运营商答复');
    const long = await mark(id, 'done', 'x'.repeat(201));
    expect(long.code).toBe(BizCode.BAD_REQUEST);
    const result = await t.api('markFlexDirectOrder', {
      token: support,
      body: { order_id: id, result: 'maybe', answer: 'x' } as never,
    });
    expect(result.code).toBe(BizCode.BAD_REQUEST);
    for (const order_id of [0, -1, 'abc']) {
      const bad = await t.api('markFlexDirectOrder', {
        token: support,
        body: { order_id, result: 'done', answer: 'x' } as never,
      });
      expect(bad.code).toBe(BizCode.BAD_REQUEST);
    }
    expect((await mark(999_999, 'done', 'x')).code).toBe(BizCode.NOT_FOUND);
    const other = sql
      .prepare("select id from work_orders where type <> 'directed' order by id limit 1")
      .pluck()
      .get() as number;
    expect((await mark(other, 'done', 'x')).code).toBe(BizCode.NOT_FOUND);
    expect(orderState(id).status).toBe('pending');
  });
});

describe('each address order settles once', () => {
  it('support first: the automatic carrier later changes nothing', async () => {
    const id = await demoAdds('47.100.2.1');
    expect((await mark(id, 'failed', '人工处理：地址未备案')).code).toBe(BizCode.OK);
    await advance(50 * 24 * HOUR);
    expect(orderState(id)).toMatchObject({ status: 'failed', handler: 'support' });
    const host = (await hostsOf()).find((h) => h.address === '47.100.2.1')!;
    expect(host).toMatchObject({ status: 'add_failed', answer: '人工处理：地址未备案' });
  });

  it('the automatic carrier first: support is told it was already handled', async () => {
    const id = await demoAdds('47.100.2.2');
    await advance(50 * 24 * HOUR);
    expect(orderState(id)).toMatchObject({ status: 'done', handler: 'auto' });
    const res = await mark(id, 'failed', '迟到的答复');
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('已被处理');
    expect(orderState(id).status).toBe('done');
  });

  it('both at the same instant: the step due at that instant is taken once', async () => {
    const id = await demoAdds('47.100.2.3');
    // Move to the instant the carrier's answer falls due, then support answers at that instant.
    await advance(2 * HOUR);
    const state = orderState(id);
    expect(state.status).toBe('carrier');
    await ctl('/clock')
      .send({ advance_ms: state.next_at! - t.deps.clock.now() })
      .expect(200);
    support = await t.login('support');
    demo = await t.login('demo');
    const res = await mark(id, 'failed', '同时到达');
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(orderState(id)).toMatchObject({ status: 'done', handler: 'auto' });

    // The one function called twice for the same instant: the second finds nothing to settle.
    const next = await demoAdds('47.100.2.4');
    const at = t.deps.clock.now();
    const first = markDirectedHost(
      sql,
      next,
      'pending',
      { done: true, answer: message('carrier_answer', { text: 'A' }) },
      'support',
      at,
    );
    const second = markDirectedHost(
      sql,
      next,
      'pending',
      { done: false, answer: message('carrier_answer', { text: 'B' }) },
      null,
      at,
    );
    expect([first, second]).toEqual([true, false]);
    expect(orderState(next)).toMatchObject({ status: 'done', handler: 'support' });
  });
});

describe('GET /support/flex_direct_order/detail/', () => {
  it("shows the order and its group's addresses as demo sees them", async () => {
    const order = sql
      .prepare(
        "select w.id from work_orders w join net_group_hosts h on h.add_order_id = w.id where h.address = '112.65.3.20'",
      )
      .pluck()
      .get() as number;
    const data = await t.ok('flexDirectOrderDetail', { token: support, query: { id: order } });
    expect(data.order).toMatchObject({
      id: order,
      address: '112.65.3.20',
      status: 'done',
      group_name: '车载终端平台',
    });
    const own = (await hostsOf()).filter((h) => h.group_name === '车载终端平台');
    expect(data.hosts.map((h) => [h.address, h.status]).sort()).toEqual(
      own.map((h) => [h.address, h.status]).sort(),
    );
    expect((await t.api('flexDirectOrderDetail', { token: support, query: { id: 999_999 } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    expect((await t.api('flexDirectOrderDetail', { token: support, query: { id: 'x' } as never })).code).toBe(
      BizCode.BAD_REQUEST,
    );
  });
});

describe('GET /support/_list/flex_direct_search/', () => {
  it('finds the group of a card by ICCID or MSISDN, and of an address', async () => {
    const member = sql
      .prepare(
        `select c.iccid, c.msisdn, g.name from net_group_cards m join cards c on c.id = m.card_id
         join net_groups g on g.id = m.group_id order by m.id limit 1`,
      )
      .get() as { iccid: string; msisdn: string; name: string };
    for (const number of [member.iccid, member.msisdn]) {
      const data = await t.ok('flexDirectSearchList', { token: support, query: { number } });
      expect(data.tableData.map((r) => [r.kind, r.value, r.group_name])).toEqual([
        ['card', member.iccid, member.name],
      ]);
    }
    const ip = await t.ok('flexDirectSearchList', { token: support, query: { address: '112.65.3.20' } });
    expect(ip.tableData).toHaveLength(1);
    expect(ip.tableData[0]).toMatchObject({ kind: 'address', group_name: '车载终端平台', status: 'added' });
    const none = await t.ok('flexDirectSearchList', { token: support, query: { number: '0000000' } });
    expect(none.total_count).toBe(0);
    const all = await t.ok('flexDirectSearchList', { token: support, query: { page_size: 50 } });
    expect(new Set(all.tableData.map((r) => r.kind))).toEqual(new Set(['card', 'address']));
    const yunji = await t.ok('flexDirectSearchList', {
      token: support,
      query: { client_id: t.clientIdOf('yunji') },
    });
    expect(yunji.total_count).toBe(0);
  });
});

describe('who may', () => {
  it('refuses a customer, and support lacking each code, with 599', async () => {
    expect((await t.api('flexDirectOrderList', { token: demo })).code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('flexDirectSearchList', { token: demo })).code).toBe(BizCode.NO_PERMISSION);
    const id = await demoAdds('47.100.3.1');
    expect(
      (
        await t.api('markFlexDirectOrder', {
          token: demo,
          body: { order_id: id, result: 'done', answer: 'x' },
        })
      ).code,
    ).toBe(BizCode.NO_PERMISSION);
    await ctl('/users/support/perms')
      .send({ revoke: ['router_ipconfig_worklist'] })
      .expect(200);
    expect(await t.api('flexDirectOrderList', { token: support })).toMatchObject({
      code: BizCode.NO_PERMISSION,
      data: { perm_names: ['定向配置工单'] },
    });
    expect((await mark(id, 'done', 'x')).code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('flexDirectOrderDetail', { token: support, query: { id } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    expect(orderState(id).status).toBe('pending');
    expect((await t.api('flexDirectSearchList', { token: support })).code).toBe(BizCode.OK);
    await ctl('/users/support/perms')
      .send({ grant: ['router_ipconfig_worklist'] })
      .expect(200);
    await ctl('/users/support/perms')
      .send({ revoke: ['router_card_ip_group_query'] })
      .expect(200);
    expect(await t.api('flexDirectSearchList', { token: support })).toMatchObject({
      code: BizCode.NO_PERMISSION,
      data: { perm_names: ['卡定向组查询'] },
    });
    await ctl('/users/support/perms')
      .send({ grant: ['router_card_ip_group_query'] })
      .expect(200);
    expect((await mark(id, 'done', 'x')).code).toBe(BizCode.OK);
  });
});
