import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, classifyHost, SAP_HOST_EFFECT_MINUTES } from '#contract';
import { build } from './helpers.ts';

const t = await build();

const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const one = <T>(sql: string, ...params: unknown[]) => all<T>(sql, ...params)[0];
const count = (sql: string, ...params: unknown[]) => one<{ n: number }>(sql, ...params)!.n;
const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const MINUTE = 60_000;

let demo: string;
let yunji: string;
let sub: string;
let demoId: number;
let yunjiId: number;

beforeAll(async () => {
  [demo, yunji, sub] = await Promise.all([t.login('demo'), t.login('yunji'), t.login('demo_sub')]);
  demoId = t.clientIdOf('demo');
  yunjiId = t.clientIdOf('yunji');
});

const groupNamed = (mainId: number, name: string) =>
  one<{ id: number; mode: string }>(
    'select id, mode from sap_groups where main_client_id = ? and name = ?',
    mainId,
    name,
  )!;

/** A card of the client's tree in no directed group. */
const freeCard = (mainId: number, skip = 0) =>
  one<{ id: number; iccid: string; msisdn: string }>(
    `select id, iccid, msisdn from cards where main_client_id = ? and status <> 'cancelled'
     and id not in (select card_id from sap_group_cards) order by id desc limit 1 offset ?`,
    mainId,
    skip,
  )!;

describe('host addresses (contract)', () => {
  it('classifies IPs, CIDRs and domains, and names what is wrong with the rest', () => {
    expect(classifyHost('10.1.2.3')).toEqual({ kind: 'ip' });
    expect(classifyHost('10.1.0.0/16')).toEqual({ kind: 'cidr' });
    expect(classifyHost('*.Example.com')).toEqual({ kind: 'domain' });
    expect(classifyHost('10.*.0.1')).toEqual({ issue: 'sap_wildcard_on_ip' });
    expect(classifyHost('192.168.1.*')).toEqual({ issue: 'sap_wildcard_on_ip' });
    expect(classifyHost('10.0.0.0/7')).toEqual({ issue: 'sap_cidr_too_wide' });
    expect(classifyHost('10.1.2.3/16')).toEqual({ issue: 'sap_cidr_not_network' });
    expect(classifyHost('300.1.1.1')).toEqual({ issue: 'sap_host_invalid' });
    expect(classifyHost('exa*mple.com')).toEqual({ issue: 'sap_host_invalid' });
  });
});

describe('/sap_flex_direct_group', () => {
  it("lists the seeded allow and block groups of demo's main client only, with counts from the database", async () => {
    const data = await t.ok('sapGroupList', { token: demo, query: { page_size: 50 } });
    expect(data.total_count).toBe(
      count('select count(*) as n from sap_groups where main_client_id = ?', demoId),
    );
    expect(data.tableData.map((g) => g.mode).sort()).toEqual(['allow', 'block']);
    for (const g of data.tableData) {
      expect(g.card_count).toBe(count('select count(*) as n from sap_group_cards where group_id = ?', g.id));
      expect(g.host_count).toBe(count('select count(*) as n from sap_hosts where group_id = ?', g.id));
    }
    const theirs = await t.ok('sapGroupList', { token: yunji, query: { page_size: 50 } });
    const demoIds = new Set(data.tableData.map((g) => g.id));
    expect(theirs.tableData.some((g) => demoIds.has(g.id))).toBe(false);
    expect(data.tableHeader.map((c) => c.label)).toContain('访问模式');
  });

  it('creates, renames and refuses a taken name under the field, in the caller language', async () => {
    const made = await t.ok('createSapGroup', { token: demo, body: { name: '测试组一', mode: 'block' } });
    expect(one('select name, mode from sap_groups where id = ?', made.id)).toEqual({
      name: '测试组一',
      mode: 'block',
    });
    const taken = await t.api('createSapGroup', {
      token: demo,
      lang: 'en',
      body: { name: '设备平台白名单', mode: 'allow' },
    });
    expect(taken.code).toBe(BizCode.BAD_REQUEST);
    expect(taken.msg).toBe('A directed group named “设备平台白名单” exists already');
    expect((taken.data as { field: string }).field).toBe('name');
    const renamed = await t.ok('updateSapGroup', {
      token: demo,
      body: { id: made.id, name: '测试组二', mode: 'allow', remark: 'r' },
    });
    expect(renamed.name).toBe('测试组二');
    await t.ok('deleteSapGroup', { token: demo, query: { id: made.id } });
    expect(count('select count(*) as n from sap_groups where id = ?', made.id)).toBe(0);
  });

  it('refuses to delete a group holding cards, and another client cannot touch it', async () => {
    const allow = groupNamed(demoId, '设备平台白名单');
    const refused = await t.api('deleteSapGroup', { token: demo, query: { id: allow.id } });
    expect(refused.code).toBe(BizCode.BAD_REQUEST);
    expect(refused.msg).toMatch(/^定向组“设备平台白名单”中还有 \d+ 张卡，请先移出$/);
    const foreign = await t.api('deleteSapGroup', { token: yunji, query: { id: allow.id } });
    expect(foreign.code).toBe(BizCode.NOT_FOUND);
    expect(count('select count(*) as n from sap_groups where id = ?', allow.id)).toBe(1);
  });

  it('answers 599 naming the page without the code', async () => {
    const user = t.deps.sqlite
      .prepare<[number], { group_id: number }>('select group_id from users where client_id = ? limit 1')
      .get(yunjiId)!;
    t.deps.sqlite
      .prepare("delete from perm_group_codes where group_id = ? and code = 'router_sap_flex_direct_group'")
      .run(user.group_id);
    try {
      const answer = await t.api('sapGroupList', { token: await t.login('yunji') });
      expect(answer.code).toBe(BizCode.NO_PERMISSION);
      expect(answer.msg).toContain('灵活定向组');
    } finally {
      t.deps.sqlite
        .prepare("insert into perm_group_codes (group_id, code) values (?, 'router_sap_flex_direct_group')")
        .run(user.group_id);
    }
  });
});

describe('/sap_flex_direct_host', () => {
  const hostsOf = (groupId: number) =>
    all<{ address: string; status: string }>(
      'select address, status from sap_hosts where group_id = ?',
      groupId,
    );

  it.each([
    ['10.*.0.1', 80, '通配符 * 只能用于域名，不能用于 IP 地址'],
    ['10.0.0.0/7', 80, '网段不能大于 /8'],
    ['iot.example.com', 0, '端口须为 1 到 65535 之间的整数'],
    ['iot.example.com', 70000, '端口须为 1 到 65535 之间的整数'],
  ])('refuses %s port %s with a localised message and saves nothing', async (address, port, message) => {
    const group = groupNamed(demoId, '可疑地址黑名单');
    const before = hostsOf(group.id);
    const answer = await t.api('createSapHost', { token: demo, body: { group_id: group.id, address, port } });
    expect(answer.code).toBe(BizCode.BAD_REQUEST);
    expect(answer.msg).toContain(message);
    expect(hostsOf(group.id)).toEqual(before);
  });

  it('words the refusal in English too', async () => {
    const group = groupNamed(demoId, '可疑地址黑名单');
    const answer = await t.api('createSapHost', {
      token: demo,
      lang: 'en',
      body: { group_id: group.id, address: '192.168.1.*' },
    });
    expect(answer.msg).toContain('The wildcard * is for domains only, not for IP addresses');
  });

  it('sends a host as 下发中 and the clock applies it minutes later; a reserved one fails', async () => {
    const group = groupNamed(demoId, '可疑地址黑名单');
    const host = await t.ok('createSapHost', {
      token: demo,
      body: { group_id: group.id, address: 'Evil.Example.com', port: 443, protocol: 'tcp' },
    });
    expect(host).toMatchObject({
      address: 'evil.example.com',
      kind: 'domain',
      status: 'pending',
      port: '443',
    });
    const reserved = await t.ok('createSapHost', {
      token: demo,
      body: { group_id: group.id, address: '127.0.0.1' },
    });
    const again = await t.api('createSapHost', {
      token: demo,
      body: { group_id: group.id, address: 'evil.example.com', port: 443, protocol: 'tcp' },
    });
    expect(again.code).toBe(BizCode.BAD_REQUEST);
    await advance((SAP_HOST_EFFECT_MINUTES - 1) * MINUTE);
    expect(one<{ status: string }>('select status from sap_hosts where id = ?', host.id)!.status).toBe(
      'pending',
    );
    await advance(MINUTE);
    expect(one<{ status: string }>('select status from sap_hosts where id = ?', host.id)!.status).toBe(
      'active',
    );
    const list = await t.ok('sapHostList', {
      token: demo,
      query: { group_id: group.id, page_size: 50 },
      lang: 'en',
    });
    const row = list.tableData.find((h) => h.id === reserved.id)!;
    expect(row.status).toBe('failed');
    expect(row.reason).toContain('Refused by the gateway');
    expect(list.total_count).toBe(count('select count(*) as n from sap_hosts where group_id = ?', group.id));
    await t.ok('deleteSapHost', { token: demo, query: { id: reserved.id } });
    expect(count('select count(*) as n from sap_hosts where id = ?', reserved.id)).toBe(0);
  });

  it('filters by address prefix and status, and shows another client none of demo', async () => {
    const active = await t.ok('sapHostList', { token: demo, query: { status: 'active', page_size: 50 } });
    expect(active.tableData.length).toBeGreaterThan(0);
    expect(active.tableData.every((h) => h.status === 'active')).toBe(true);
    const ntp = await t.ok('sapHostList', { token: demo, query: { address: 'ntp.' } });
    expect(ntp.tableData.map((h) => h.address)).toEqual(['ntp.aliyun.com']);
    const theirs = await t.ok('sapHostList', { token: yunji, query: { page_size: 50 } });
    const demoGroups = all<{ id: number }>('select id from sap_groups where main_client_id = ?', demoId).map(
      (g) => g.id,
    );
    expect(theirs.tableData.some((h) => demoGroups.includes(h.group_id))).toBe(false);
  });
});

describe('/sap_group_card', () => {
  const groupOf = (cardId: number) =>
    one<{ group_id: number }>('select group_id from sap_group_cards where card_id = ?', cardId)?.group_id ??
    null;

  it('adds cards by ICCID or MSISDN, refuses one in another group unless moving is asked for', async () => {
    const allow = groupNamed(demoId, '设备平台白名单');
    const block = groupNamed(demoId, '可疑地址黑名单');
    const [a, b] = [freeCard(demoId), freeCard(demoId, 1)];
    const added = await t.ok('addSapGroupCards', {
      token: demo,
      body: { group_id: allow.id, numbers: [a.iccid, b.msisdn] },
    });
    expect(added).toEqual({ added: 2, moved: 0, unchanged: 0 });
    expect([groupOf(a.id), groupOf(b.id)]).toEqual([allow.id, allow.id]);

    const c = freeCard(demoId);
    const refused = await t.api('addSapGroupCards', {
      token: demo,
      body: { group_id: block.id, numbers: [c.iccid, a.iccid] },
    });
    expect(refused.code).toBe(BizCode.BAD_REQUEST);
    expect(refused.msg).toBe(
      `卡 ${a.iccid} 已在定向组“设备平台白名单”中；如需移入，请勾选“移入已在其他组的卡”`,
    );
    expect((refused.data as { field: string }).field).toBe('numbers');
    expect([groupOf(a.id), groupOf(c.id)]).toEqual([allow.id, null]);

    const moved = await t.ok('addSapGroupCards', {
      token: demo,
      body: { group_id: block.id, numbers: [c.iccid, a.iccid, a.iccid], move: true },
    });
    expect(moved).toEqual({ added: 1, moved: 1, unchanged: 0 });
    expect([groupOf(a.id), groupOf(c.id)]).toEqual([block.id, block.id]);

    const list = await t.ok('sapGroupCardList', { token: demo, query: { number: a.iccid } });
    expect(list.tableData).toMatchObject([{ card_id: a.id, group_name: '可疑地址黑名单', mode: 'block' }]);
    await t.ok('removeSapGroupCard', { token: demo, query: { card_id: a.id } });
    expect(groupOf(a.id)).toBeNull();
  });

  it("refuses another client's card and saves nothing", async () => {
    const allow = groupNamed(demoId, '设备平台白名单');
    const foreign = freeCard(yunjiId);
    const mine = freeCard(demoId);
    const answer = await t.api('addSapGroupCards', {
      token: demo,
      body: { group_id: allow.id, numbers: [mine.iccid, foreign.iccid] },
    });
    expect(answer.code).toBe(BizCode.BAD_REQUEST);
    expect([groupOf(mine.id), groupOf(foreign.id)]).toEqual([null, null]);
  });

  it("shows a sub-client only its own cards of its main client's groups", async () => {
    const subId = t.clientIdOf('demo_sub');
    const data = await t.ok('sapGroupCardList', { token: sub, query: { page_size: 50 } });
    expect(data.total_count).toBe(
      count(
        'select count(*) as n from sap_group_cards m join cards c on c.id = m.card_id where c.client_id = ?',
        subId,
      ),
    );
  });
});
