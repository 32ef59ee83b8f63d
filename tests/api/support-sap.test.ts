import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, type PermCode, SAP_HOST_EFFECT_MINUTES } from '#contract';
import { resolveDomain } from '../../db/sap-gateway.ts';
import { dayOf } from '../../db/sap-traffic.ts';
import { build } from './helpers.ts';

/**
 * Security awareness, support side (issue 50 part A): every client's groups, hosts and cards with
 * the client filter, support's re-push and its changes for a customer (operation log, gateway API
 * log), the domains' resolutions as the clock moves, and the gateway's API log.
 */

const t = await build();
const sql = t.deps.sqlite;
const MINUTE = 60_000;
const DAY = 86_400_000;
const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const count = (text: string, ...params: unknown[]) =>
  sql
    .prepare(text)
    .pluck()
    .get(...params) as number;

let support: string;
let demo: string;
let demoId: number;

async function relogin() {
  support = await t.login('support');
  demo = await t.login('demo');
}

beforeAll(async () => {
  await relogin();
  demoId = t.clientIdOf('demo');
});

/** The operation log's newest row: who, for which client, what, the reason and how it ended. */
const lastLog = () =>
  sql
    .prepare(
      'select username, client_id, action, object, note, code from operation_logs order by id desc limit 1',
    )
    .get() as Record<string, unknown>;
const lastCall = (api = '%') =>
  sql.prepare('select * from sap_api_calls where api like ? order by id desc limit 1').get(api) as {
    main_client_id: number;
    api: string;
    params: string;
    ok: number;
    actor: string;
    username: string;
    at: number;
    latency_ms: number;
  };

/** A seeded host of demo's that failed at the gateway for a timeout (support may push it again). */
const timedOutHost = () =>
  sql
    .prepare(
      `select h.id, h.address from sap_hosts h join sap_groups g on g.id = h.group_id
       where g.main_client_id = ? and h.status = 'failed' and h.fail_reason = 'sap_gateway_timeout'`,
    )
    .get(demoId) as { id: number; address: string };

describe('every client’s groups, hosts and cards', () => {
  it('lists every client’s groups, and one client’s (its tree) with the client filter', async () => {
    const all = await t.ok('supportSapGroupList', { token: support, query: { page_size: 50 } });
    expect(all.total_count).toBe(count('select count(*) from sap_groups'));
    expect(new Set(all.tableData.map((g) => g.client_id)).size).toBeGreaterThan(1);
    const mine = await t.ok('supportSapGroupList', { token: support, query: { client_id: demoId } });
    expect(mine.total_count).toBe(count('select count(*) from sap_groups where main_client_id = ?', demoId));
    expect(mine.tableData.every((g) => g.client_id === demoId && g.client_name !== '')).toBe(true);
    for (const g of mine.tableData)
      expect(g.host_count).toBe(count('select count(*) from sap_hosts where group_id = ?', g.id));
    // A sub-client chosen selects its main client's groups.
    const sub = count('select id from clients where parent_id = ? order by id limit 1', demoId);
    const viaSub = await t.ok('supportSapGroupList', { token: support, query: { client_id: sub } });
    expect(viaSub.tableData.map((g) => g.id).sort()).toEqual(mine.tableData.map((g) => g.id).sort());
    const options = await t.ok('supportSapGroupOptions', { token: support });
    expect(options.length).toBe(count('select count(*) from sap_groups'));
  });

  it('lists every client’s hosts and cards, filtered by client, group, status and number', async () => {
    const all = await t.ok('supportSapHostList', { token: support, query: { page_size: 50 } });
    expect(all.total_count).toBe(count('select count(*) from sap_hosts'));
    const failed = await t.ok('supportSapHostList', {
      token: support,
      query: { client_id: demoId, status: 'failed', page_size: 50 },
    });
    expect(failed.tableData.map((h) => h.reason).sort()).toEqual([
      '网关下发超时，请重新下发',
      '网关拒绝：保留地址或内部域名不能下发',
    ]);
    expect(failed.tableData.every((h) => h.client_id === demoId && h.pushed_at === '')).toBe(true);
    const group = failed.tableData[0]!.group_id;
    const ofGroup = await t.ok('supportSapHostList', { token: support, query: { group_id: group } });
    expect(ofGroup.total_count).toBe(count('select count(*) from sap_hosts where group_id = ?', group));

    const cards = await t.ok('supportSapGroupCardList', { token: support, query: { client_id: demoId } });
    expect(cards.total_count).toBe(
      count(
        'select count(*) from sap_group_cards m join sap_groups g on g.id = m.group_id where g.main_client_id = ?',
        demoId,
      ),
    );
    const iccid = cards.tableData[0]!.iccid;
    const one = await t.ok('supportSapGroupCardList', { token: support, query: { number: iccid } });
    expect(one.tableData.map((c) => [c.iccid, c.client_id])).toEqual([[iccid, demoId]]);
    const everyone = await t.ok('supportSapGroupCardList', { token: support });
    expect(everyone.total_count).toBe(count('select count(*) from sap_group_cards'));
  });
});

describe('support’s changes for a customer', () => {
  it('pushes a failed host again: 下发中, then 生效 on the clock, in both logs', async () => {
    const host = timedOutHost();
    const callsBefore = count('select count(*) from sap_api_calls');
    const row = await t.ok('repushSapHost', {
      token: support,
      body: { id: host.id, reason: '客户反馈网关超时，重新下发' },
    });
    expect([row.status, row.reason, row.applied_at]).toEqual(['pending', '', null]);
    expect(row.pushed_at).not.toBe('');
    const log = lastLog();
    expect(log).toMatchObject({
      username: 'support',
      client_id: demoId,
      action: '/support/sap_flex_direct_host/repush/',
      object: `host_id=${host.id} address=${host.address}`,
      note: '客户反馈网关超时，重新下发',
      code: 200,
    });
    expect(count('select count(*) from sap_api_calls')).toBe(callsBefore + 1);
    const call = lastCall();
    expect(call).toMatchObject({ main_client_id: demoId, api: 'host.push', ok: 1, actor: 'support' });
    expect(call.username).toBe('support');
    expect(JSON.parse(call.params)).toMatchObject({ host_id: host.id, address: host.address });

    // The customer sees it 下发中 too; pushing it again now is refused, changing nothing.
    const again = await t.api('repushSapHost', { token: support, body: { id: host.id, reason: '再推' } });
    expect(again.code).toBe(BizCode.BAD_REQUEST);
    expect(again.msg).toBe(`地址 ${host.address} 当前不是“失败”状态，无需重新下发`);
    expect(lastLog()).toMatchObject({ client_id: demoId, note: '再推' });
    expect(lastLog().code).not.toBe(200);

    await advance(SAP_HOST_EFFECT_MINUTES * MINUTE);
    await relogin();
    const applied = sql
      .prepare('select status, applied_at, pushed_at from sap_hosts where id = ?')
      .get(host.id) as {
      status: string;
      applied_at: number;
      pushed_at: number;
    };
    expect(applied.status).toBe('active');
    expect(applied.applied_at).toBe(applied.pushed_at + SAP_HOST_EFFECT_MINUTES * MINUTE);
    const apply = sql
      .prepare(
        "select * from sap_api_calls where api = 'host.apply' and params like ? order by id desc limit 1",
      )
      .get(`{"host_id":${host.id},%`) as ReturnType<typeof lastCall>;
    expect(apply).toMatchObject({ api: 'host.apply', ok: 1, actor: 'gateway', main_client_id: demoId });
    expect(apply.at).toBe(applied.applied_at);
    expect(apply.latency_ms).toBeGreaterThanOrEqual(800);
    const mine = await t.ok('sapHostList', { token: demo, query: { address: host.address } });
    expect(mine.tableData.map((h) => h.status)).toEqual(['active']);
  });

  it('pushes a reserved address again only to see the gateway refuse it again', async () => {
    const reserved = sql
      .prepare(
        `select h.id from sap_hosts h join sap_groups g on g.id = h.group_id
         where g.main_client_id = ? and h.fail_reason = 'sap_host_reserved'`,
      )
      .pluck()
      .get(demoId) as number;
    await t.ok('repushSapHost', { token: support, body: { id: reserved, reason: '重试' } });
    await advance(SAP_HOST_EFFECT_MINUTES * MINUTE);
    await relogin();
    const list = await t.ok('supportSapHostList', {
      token: support,
      query: { status: 'failed', client_id: demoId },
    });
    expect(list.tableData.find((h) => h.id === reserved)?.reason).toBe(
      '网关拒绝：保留地址或内部域名不能下发',
    );
    const refused = sql
      .prepare(
        "select * from sap_api_calls where api = 'host.apply' and params like ? order by id desc limit 1",
      )
      .get(`{"host_id":${reserved},%`) as ReturnType<typeof lastCall>;
    expect(refused).toMatchObject({ ok: 0, actor: 'gateway', message: 'sap_host_reserved' });
  });

  it('deletes a host and removes a card for the customer, with a reason, logged on both sides', async () => {
    const host = sql
      .prepare(
        `select h.id, h.address from sap_hosts h join sap_groups g on g.id = h.group_id
         where g.main_client_id = ? and h.status = 'active' order by h.id desc limit 1`,
      )
      .get(demoId) as { id: number; address: string };
    await t.ok('supportDeleteSapHost', { token: support, body: { id: host.id, reason: '客户来电要求删除' } });
    expect(count('select count(*) from sap_hosts where id = ?', host.id)).toBe(0);
    expect(lastLog()).toMatchObject({ client_id: demoId, note: '客户来电要求删除', code: 200 });
    expect(lastCall()).toMatchObject({ api: 'host.delete', actor: 'support', main_client_id: demoId });

    const card = sql
      .prepare(
        `select m.card_id, c.iccid from sap_group_cards m join cards c on c.id = m.card_id
         join sap_groups g on g.id = m.group_id where g.main_client_id = ? limit 1`,
      )
      .get(demoId) as { card_id: number; iccid: string };
    await t.ok('supportRemoveSapGroupCard', {
      token: support,
      body: { card_id: card.card_id, reason: '设备退网' },
    });
    expect(count('select count(*) from sap_group_cards where card_id = ?', card.card_id)).toBe(0);
    expect(lastLog()).toMatchObject({
      client_id: demoId,
      note: '设备退网',
      object: expect.stringContaining(card.iccid),
    });
    expect(lastCall()).toMatchObject({ api: 'card.unbind', actor: 'support' });
    expect(JSON.parse(lastCall().params)).toMatchObject({ iccid: card.iccid });
  });

  it('refuses bad ids, a missing reason, and answers 599 without each code', async () => {
    for (const [name, body] of [
      ['repushSapHost', { id: 999_999, reason: '原因' }],
      ['supportDeleteSapHost', { id: 999_999, reason: '原因' }],
      ['supportRemoveSapGroupCard', { card_id: 999_999, reason: '原因' }],
    ] as const) {
      const res = await t.api(name, { token: support, body: body as never });
      expect(res.code, name).toBe(BizCode.NOT_FOUND);
    }
    const noReason = await t.api('repushSapHost', {
      token: support,
      body: { id: timedOutHost()?.id ?? 1, reason: ' ' } as never,
    });
    expect(noReason.code).toBe(BizCode.BAD_REQUEST);
    expect(noReason.msg).toContain('请填写变更原因');
    const badId = await t.api('supportDeleteSapHost', {
      token: support,
      body: { id: 'x', reason: '原因' } as never,
    });
    expect(badId.code).toBe(BizCode.BAD_REQUEST);

    const cases: [PermCode, () => Promise<{ code: number }>][] = [
      ['router_spt_sap_flex_group', () => t.api('supportSapGroupList', { token: support })],
      ['router_spt_sap_flex_host', () => t.api('supportSapHostList', { token: support })],
      [
        'router_spt_sap_flex_host',
        () => t.api('repushSapHost', { token: support, body: { id: 999_999, reason: 'r' } }),
      ],
      [
        'router_spt_sap_flex_host',
        () => t.api('supportDeleteSapHost', { token: support, body: { id: 999_999, reason: 'r' } }),
      ],
      ['router_spt_sap_group_card', () => t.api('supportSapGroupCardList', { token: support })],
      [
        'router_spt_sap_group_card',
        () => t.api('supportRemoveSapGroupCard', { token: support, body: { card_id: 999_999, reason: 'r' } }),
      ],
      ['router_spt_sap_host_ip', () => t.api('sapHostIpList', { token: support })],
      ['router_spt_sap_api_log', () => t.api('sapApiLogList', { token: support })],
    ];
    for (const [code, call] of cases) {
      await t.request
        .put('/__emulator/users/support/perms')
        .send({ revoke: [code] })
        .expect(200);
      expect((await call()).code, code).toBe(BizCode.NO_PERMISSION);
      await t.request
        .put('/__emulator/users/support/perms')
        .send({ grant: [code] })
        .expect(200);
      expect((await call()).code, code).not.toBe(BizCode.NO_PERMISSION);
    }
    // The group options answer whoever holds any of the three.
    await t.request
      .put('/__emulator/users/support/perms')
      .send({
        revoke: ['router_spt_sap_flex_group', 'router_spt_sap_flex_host', 'router_spt_sap_group_card'],
      })
      .expect(200);
    expect((await t.api('supportSapGroupOptions', { token: support })).code).toBe(BizCode.NO_PERMISSION);
    await t.request
      .put('/__emulator/users/support/perms')
      .send({ grant: ['router_spt_sap_group_card'] })
      .expect(200);
    expect((await t.api('supportSapGroupOptions', { token: support })).code).toBe(BizCode.OK);
    await t.request
      .put('/__emulator/users/support/perms')
      .send({ grant: ['router_spt_sap_flex_group', 'router_spt_sap_flex_host'] })
      .expect(200);
    // A customer is never let in.
    expect((await t.api('supportSapGroupList', { token: demo })).code).toBe(BizCode.NO_PERMISSION);
  });
});

describe('/sap_api_log: every call to the gateway’s API', () => {
  it('records a customer’s change as the customer’s call, with its parameters and latency', async () => {
    const group = sql
      .prepare("select id from sap_groups where main_client_id = ? and mode = 'block'")
      .pluck()
      .get(demoId) as number;
    const host = await t.ok('createSapHost', {
      token: demo,
      body: { group_id: group, address: 'c2.support-test.example.com', port: 8443, protocol: 'tcp' },
    });
    const list = await t.ok('sapApiLogList', {
      token: support,
      query: { client_id: demoId, api: 'host.push', actor: 'client', page_size: 5 },
    });
    const row = list.tableData[0]!;
    expect(row).toMatchObject({
      client_id: demoId,
      api: 'host.push',
      result: 'ok',
      actor: 'client',
      username: 'demo',
    });
    expect(row.params).toBe(
      `host_id=${host.id} group_id=${group} address=c2.support-test.example.com port=8443 protocol=tcp`,
    );
    expect(row.latency_ms).toBeGreaterThan(0);
    // A refused change never reached the gateway.
    const before = count('select count(*) from sap_api_calls');
    await t.api('createSapHost', {
      token: demo,
      body: { group_id: group, address: 'c2.support-test.example.com', port: 8443, protocol: 'tcp' },
    });
    expect(count('select count(*) from sap_api_calls')).toBe(before);
    // The customer's other changes: a group, cards in and out.
    const created = await t.ok('createSapGroup', {
      token: demo,
      body: { name: '日志测试组', mode: 'allow', remark: '' },
    });
    const iccid = sql
      .prepare(
        'select iccid from cards where main_client_id = ? and id not in (select card_id from sap_group_cards) limit 1',
      )
      .pluck()
      .get(demoId) as string;
    await t.ok('addSapGroupCards', {
      token: demo,
      body: { group_id: created.id, numbers: [iccid], move: false },
    });
    const apis = await t.ok('sapApiLogList', { token: support, query: { client_id: demoId, page_size: 5 } });
    expect(apis.tableData.slice(0, 2).map((r) => [r.api, r.actor])).toEqual([
      ['card.bind', 'client'],
      ['group.create', 'client'],
    ]);
  });

  it('records support switched into a customer as support’s call, named by the person', async () => {
    const { token } = await t.ok('switchAccount', { token: support, body: { client_id: demoId } });
    const created = await t.ok('createSapGroup', {
      token,
      body: { name: '切换测试组', mode: 'block', remark: '' },
    });
    const list = await t.ok('sapApiLogList', { token: support, query: { client_id: demoId, page_size: 5 } });
    expect(list.tableData[0]).toMatchObject({
      api: 'group.create',
      actor: 'support',
      username: 'support',
      params: `group_id=${created.id} name=切换测试组 mode=block`,
    });
    const support2 = await t.ok('sapApiLogList', {
      token: support,
      query: { client_id: demoId, actor: 'support', api: 'group.create' },
      lang: 'en',
    });
    expect(support2.total_count).toBe(1);
  });

  it('holds seeded history of every fixture client, filtered by client, actor, result and day', async () => {
    const all = await t.ok('sapApiLogList', { token: support, query: { page_size: 20 } });
    expect(all.total_count).toBe(count('select count(*) from sap_api_calls'));
    expect(count('select count(distinct main_client_id) from sap_api_calls')).toBeGreaterThan(1);
    const failed = await t.ok('sapApiLogList', {
      token: support,
      query: { result: 'failed', page_size: 50 },
    });
    expect(failed.total_count).toBe(count('select count(*) from sap_api_calls where ok = 0'));
    expect(failed.tableData.every((r) => r.result === 'failed' && r.message !== '')).toBe(true);
    const gateway = await t.ok('sapApiLogList', { token: support, query: { actor: 'gateway' }, lang: 'en' });
    expect(gateway.tableData.every((r) => r.api === 'host.apply' && r.username === '')).toBe(true);
    const today = new Date(t.deps.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const ofToday = await t.ok('sapApiLogList', {
      token: support,
      query: { at_start: today, at_end: today, page_size: 50 },
    });
    expect(ofToday.tableData.length).toBeGreaterThan(0);
    expect(ofToday.tableData.every((r) => r.at.startsWith(today))).toBe(true);
    // The index serves time and client filtering.
    const plan = sql
      .prepare(
        'explain query plan select * from sap_api_calls where main_client_id = ? and at >= ? order by at desc',
      )
      .all(demoId, 0) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toContain('sap_api_calls_client_at');
  });
});

describe('/sap_host_ip: what the gateway resolved domains to', () => {
  it('holds seeded history, and the clock extends a run or opens a new one as the answer changes', async () => {
    const data = await t.ok('sapHostIpList', { token: support, query: { client_id: demoId, page_size: 50 } });
    expect(data.total_count).toBeGreaterThan(0);
    const host = sql
      .prepare(
        `select h.id, h.address from sap_hosts h join sap_groups g on g.id = h.group_id
         where g.main_client_id = ? and h.kind = 'domain' and h.status = 'active' and h.address like 'iot.%'`,
      )
      .get(demoId) as { id: number; address: string };
    const runs = () =>
      sql
        .prepare('select ip, first_seen, last_seen from sap_host_ips where host_id = ? order by id')
        .all(host.id) as {
        ip: string;
        first_seen: number;
        last_seen: number;
      }[];
    const before = runs();
    expect(before.length).toBeGreaterThan(2);
    // Each run is the deterministic answer of its days, and consecutive runs differ.
    for (const [i, r] of before.entries()) {
      expect(r.ip).toBe(resolveDomain(host.address, dayOf(r.first_seen)));
      expect(r.ip).toBe(resolveDomain(host.address, dayOf(r.last_seen)));
      if (i > 0) expect(r.ip).not.toBe(before[i - 1]!.ip);
    }
    const rows = data.tableData.filter((r) => r.host_id === host.id);
    expect(rows.filter((r) => r.state === 'current').map((r) => r.ip)).toEqual([before.at(-1)!.ip]);

    // Ten days on: the answer changed at least once; the last run is last seen now.
    await advance(10 * DAY);
    await relogin();
    const after = await t.ok('sapHostIpList', {
      token: support,
      query: { address: host.address, page_size: 50 },
    });
    const now = t.deps.clock.now();
    const later = runs();
    expect(later.length).toBeGreaterThan(before.length);
    expect(later.at(-1)!.last_seen).toBe(now);
    expect(later.at(-1)!.ip).toBe(resolveDomain(host.address, dayOf(now)));
    expect(after.tableData.filter((r) => r.host_id === host.id && r.state === 'current')).toHaveLength(1);
    const ip = later.at(-1)!.ip;
    const byIp = await t.ok('sapHostIpList', { token: support, query: { ip } });
    expect(byIp.tableData.some((r) => r.host_id === host.id && r.ip === ip)).toBe(true);
  });
});
