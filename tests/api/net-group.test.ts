import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build, HOUR } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
let demo = await t.login('demo');
const demoSub = await t.login('demo_sub');

const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const counts = () =>
  sql
    .prepare(
      'select (select count(*) from net_groups) as g, (select count(*) from net_group_hosts) as h, (select count(*) from work_orders) as o',
    )
    .get();
const hosts = async (query: Record<string, unknown> = {}) =>
  (await t.ok('netHostList', { token: demo, query: { page: 1, page_size: 50, ...query } })).tableData;
const groupId = (name: string) =>
  sql.prepare('select id from net_groups where name = ?').pluck().get(name) as number;

describe('/net_group and /net_group/host', () => {
  it('the seeded groups and addresses, their states read off their work orders', async () => {
    const groups = await t.ok('netGroupList', { token: demo, query: { page: 1, page_size: 10 } });
    expect(groups.tableData.map((g) => [g.name, g.carrier, g.host_count, g.host_limit])).toEqual([
      ['联通测试分组', 'cucc', 0, 20],
      ['车载终端平台', 'ctcc', 4, 10],
      ['智能表计上报', 'cmcc', 2, 30],
    ]);
    const rows = await hosts();
    const state = Object.fromEntries(rows.map((r) => [r.address, r.status]));
    expect(state).toEqual({
      '112.65.3.20': 'added',
      'api.fleet-iot.cn': 'added',
      '*.amap.com': 'added',
      '10.8.0.1': 'add_failed',
      '47.96.12.8': 'adding',
      '120.78.1.5': 'added',
      'meter.rongxin-data.cn': 'deleting',
    });
    const failed = rows.find((r) => r.address === '10.8.0.1')!;
    expect(failed.answer).toBe('运营商拒绝：10.8.0.1 为内网地址，不能配置定向');
    const en = await t.ok('workOrderDetail', { token: demo, lang: 'en', query: { id: failed.order_id } });
    expect(en.order).toMatchObject({
      type: 'directed',
      status: 'failed',
      title: 'Add directed address: 10.8.0.1',
    });
    // A sub-client manages no directed groups.
    expect((await t.api('netGroupList', { token: demoSub, query: { page: 1, page_size: 10 } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
  });

  it('an address added at 电信 is 新增处理中, then 新增成功 once the carrier’s 5 working days have passed', async () => {
    const added = await t.ok('addNetHost', {
      token: demo,
      body: { group_id: groupId('车载终端平台'), kind: 'domain', address: '*.Aliyuncs.com', protocol: 'any' },
    });
    const order = sql
      .prepare('select sla_days, due_at, created_at from work_orders where id = ?')
      .get(added.order_id) as {
      sla_days: number;
      due_at: number;
      created_at: number;
    };
    expect(order.sla_days).toBe(5);
    expect((await hosts({ address: 'aliyuncs' }))[0]).toMatchObject({
      address: '*.aliyuncs.com',
      status: 'adding',
    });
    await advance(order.due_at - order.created_at - 3 * HOUR);
    demo = await t.login('demo');
    expect((await hosts({ address: 'aliyuncs' }))[0]!.status).toBe('adding');
    await advance(2 * HOUR);
    expect((await hosts({ address: 'aliyuncs' }))[0]!.status).toBe('added');
  });

  it('refuses bad addresses and the carrier’s limits with a localised message, writing nothing', async () => {
    const ctcc = groupId('车载终端平台');
    const before = counts();
    const refuse = async (body: Record<string, unknown>, text: string, lang?: string) => {
      const res = await t.api('addNetHost', { token: demo, lang, body: body as never });
      expect(res.code, JSON.stringify(body)).toBe(BizCode.BAD_REQUEST);
      expect(res.msg).toContain(text);
    };
    await refuse(
      { group_id: ctcc, kind: 'ip', address: '112.65.*.20', protocol: 'tcp' },
      'IP 地址不支持通配符',
    );
    await refuse(
      { group_id: ctcc, kind: 'ip', address: '112.65.*.20', protocol: 'tcp' },
      'wildcards are for domains only',
      'en',
    );
    await refuse({ group_id: ctcc, kind: 'ip', address: '300.1.1.1', protocol: 'tcp' }, 'IP 地址格式不正确');
    await refuse({ group_id: ctcc, kind: 'domain', address: 'a.*.com', protocol: 'tcp' }, '域名格式不正确');
    await refuse({ group_id: ctcc, kind: 'ip', address: '112.65.3.20', protocol: 'tcp' }, '已在分组');
    // 电信: the group holds 2 IPs in service or on their way (the failed one does not count); three more fit, a sixth does not.
    for (const address of ['47.96.12.9', '47.96.12.10', '47.96.12.11']) {
      await t.ok('addNetHost', {
        token: demo,
        body: { group_id: ctcc, kind: 'ip', address, protocol: 'tcp' },
      });
    }
    const mid = counts();
    await refuse(
      { group_id: ctcc, kind: 'ip', address: '47.96.12.12', protocol: 'tcp' },
      '电信定向分组最多 5 个 IP，已有 5 个',
    );
    expect(counts()).toEqual(mid);
    expect((mid as { o: number }).o).toBe((before as { o: number }).o + 3);
  });

  it('a group with addresses is not deleted; an empty one is; a failed address goes at once, one in service by an order', async () => {
    const res = await t.api('deleteNetGroup', { token: demo, body: { id: groupId('智能表计上报') } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toBe('定向分组“智能表计上报”还有 2 个地址，请先删除地址');
    expect(groupId('智能表计上报')).toBeGreaterThan(0);
    await t.ok('deleteNetGroup', { token: demo, body: { id: groupId('联通测试分组') } });
    expect(groupId('联通测试分组')).toBeUndefined();

    const failed = (await hosts({ status: 'add_failed' }))[0]!;
    expect((await t.ok('deleteNetHost', { token: demo, body: { id: failed.id } })).status).toBe('removed');
    const inService = (await hosts()).find((r) => r.address === '120.78.1.5')!;
    expect((await t.ok('deleteNetHost', { token: demo, body: { id: inService.id } })).status).toBe(
      'deleting',
    );
    const again = await t.api('deleteNetHost', { token: demo, body: { id: inService.id } });
    expect(again.msg).toContain('删除处理中');
  });
});
