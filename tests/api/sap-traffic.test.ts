import { describe, expect, it } from 'vitest';
import { dayOf, hostMatches } from '../../db/sap-traffic.ts';
import { TRAFFIC_HISTORY_DAYS } from '../../db/seed/security.ts';
import { build, NOW } from './helpers.ts';

const t = await build();

const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const one = <T>(sql: string, ...params: unknown[]) => all<T>(sql, ...params)[0];
const DAY = 86_400_000;
const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);

const groupOf = (mainId: number, mode: string) =>
  one<{ id: number }>('select id from sap_groups where main_client_id = ? and mode = ?', mainId, mode)!.id;
const destination = (address: string) =>
  one<{ id: number }>('select id from sap_destinations where address = ?', address)!.id;

describe('host matching', () => {
  it('matches an IP, a block, a domain and its subdomains, on port and protocol', () => {
    const dest = { address: '10.20.3.15', port: 8883, protocol: 'tcp' as const };
    expect(hostMatches({ address: '10.20.0.0/16', kind: 'cidr', port: 8883, protocol: 'tcp' }, dest)).toBe(
      true,
    );
    expect(hostMatches({ address: '10.21.0.0/16', kind: 'cidr', port: null, protocol: 'any' }, dest)).toBe(
      false,
    );
    expect(hostMatches({ address: '10.20.3.15', kind: 'ip', port: 443, protocol: 'any' }, dest)).toBe(false);
    const fw = { address: 'fw.zhilian-iot.cn', port: 443, protocol: 'tcp' as const };
    expect(
      hostMatches({ address: '*.zhilian-iot.cn', kind: 'domain', port: null, protocol: 'tcp' }, fw),
    ).toBe(true);
    expect(
      hostMatches({ address: '*.zhilian-iot.cn', kind: 'domain', port: null, protocol: 'udp' }, fw),
    ).toBe(false);
    expect(hostMatches({ address: 'zhilian-iot.cn', kind: 'domain', port: null, protocol: 'any' }, fw)).toBe(
      false,
    );
  });
});

describe('traffic on the clock', () => {
  it('seeds the last days of every active fixture card, with the group rollups equal to the rows', () => {
    const today = dayOf(NOW);
    const days = all<{ day: number }>('select day from sap_traffic_days order by day').map((d) => d.day);
    expect(days).toEqual(
      Array.from({ length: TRAFFIC_HISTORY_DAYS }, (_, i) => today - TRAFFIC_HISTORY_DAYS + i),
    );
    const day = today - 1;
    const cards = one<{ n: number }>(
      'select count(distinct card_id) as n from sap_traffic_daily where day = ?',
      day,
    )!.n;
    // The chain-store customer's cards (issue 46, shipped from the stock) have no seeded traffic yet;
    // a small plan's card stopped today past 1 GB (issue 46) was in service yesterday.
    expect(cards).toBe(
      one<{ n: number }>(
        `select count(*) as n from cards c where iccid not in (select iccid from card_stock) and (status = 'active'
           or exists (select 1 from small_plan_stops s where s.card_id = c.id and s.stopped_at >= ?))`,
        today * 86_400_000 - 8 * 3_600_000,
      )!.n,
    );
    const fromRows = all(
      `select g.group_id, t.dest_id, sum(t.flows) as flows,
         sum(case when t.blocked = 1 then t.bytes_up + t.bytes_down else 0 end) as blocked_bytes
       from sap_traffic_daily t join sap_group_cards g on g.card_id = t.card_id where t.day = ?
       group by g.group_id, t.dest_id order by 1, 2`,
      day,
    );
    const rollup = all(
      'select group_id, dest_id, flows, blocked_bytes from sap_traffic_group_daily where day = ? order by 1, 2',
      day,
    );
    expect(rollup).toEqual(fromRows);
  });

  it("blocks what the card's group says: an allow-list everything unlisted, a block-list what it lists", () => {
    const demoId = t.clientIdOf('demo');
    const allow = groupOf(demoId, 'allow');
    const block = groupOf(demoId, 'block');
    const blockedFlows = (groupId: number, address: string) =>
      one<{ f: number; b: number }>(
        'select sum(flows) as f, sum(blocked_flows) as b from sap_traffic_group_daily where group_id = ? and dest_id = ?',
        groupId,
        destination(address),
      )!;
    // The allow-list lets its platform through and stops the suspect card's miner pool.
    expect(blockedFlows(allow, 'iot.zhilian-iot.cn').b).toBe(0);
    const pool = blockedFlows(allow, 'pool.xmr-pool.top');
    expect(pool.f).toBeGreaterThan(0);
    expect(pool.b).toBe(pool.f);
    // The block-list stops the listed pool and lets the unlisted telnet scanner through.
    expect(blockedFlows(block, 'pool.xmr-pool.top').b).toBe(blockedFlows(block, 'pool.xmr-pool.top').f);
    expect(blockedFlows(block, '103.77.192.9').b).toBe(0);
    // Hits count the flows an active host matched.
    const ntp = one<{ hits: number; id: number }>(
      "select id, hits from sap_hosts where group_id = ? and address = 'ntp.aliyun.com'",
      allow,
    )!;
    expect(ntp.hits).toBe(blockedFlows(allow, 'ntp.aliyun.com').f);
  });

  it('generates the next day when the clock passes its end, counting a newly blocked host as blocked', async () => {
    const demoId = t.clientIdOf('demo');
    const block = groupOf(demoId, 'block');
    const token = await t.login('demo');
    const host = await t.ok('createSapHost', {
      token,
      body: { group_id: block, address: '103.77.192.9', port: 23, protocol: 'tcp' },
    });
    const today = dayOf(NOW);
    await advance(DAY);
    expect(one('select day from sap_traffic_days where day = ?', today)).toEqual({ day: today });
    const r = one<{ f: number; b: number }>(
      'select flows as f, blocked_flows as b from sap_traffic_group_daily where group_id = ? and day = ? and dest_id = ?',
      block,
      today,
      destination('103.77.192.9'),
    )!;
    expect(r.f).toBeGreaterThan(0);
    expect(r.b).toBe(r.f);
    expect(one<{ hits: number }>('select hits from sap_hosts where id = ?', host.id)!.hits).toBe(r.f);
  });
});

describe('GET /sap_sim_chart/', () => {
  it("answers a group's chart from its rollups, equal to its cards' rows", async () => {
    const token = await t.login('demo');
    const block = groupOf(t.clientIdOf('demo'), 'block');
    const data = await t.ok('sapSimChart', { token, query: { group_id: block, days: '14' } });
    expect(data.target).toEqual({ kind: 'group', name: '可疑地址黑名单' });
    expect(data.trend).toHaveLength(14);
    const today = dayOf(t.deps.clock.now());
    const sums = one<{ a: number; b: number }>(
      `select sum(case when t.blocked = 0 then t.bytes_up + t.bytes_down else 0 end) as a,
              sum(case when t.blocked = 1 then t.bytes_up + t.bytes_down else 0 end) as b
       from sap_traffic_daily t join sap_group_cards g on g.card_id = t.card_id
       where g.group_id = ? and t.day >= ? and t.day < ?`,
      block,
      today - 14,
      today,
    )!;
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;
    expect(data.allowed_mb).toBe(mb(sums.a));
    expect(data.blocked_mb).toBe(mb(sums.b));
    expect(data.top.find((d) => d.address === 'pool.xmr-pool.top')).toMatchObject({
      category: 'suspicious',
      allowed_mb: 0,
    });
  });

  it("answers a card's chart, and refuses another client's card", async () => {
    const token = await t.login('demo');
    const card = one<{ iccid: string; id: number }>(
      "select c.iccid, c.id from sap_suspect_cards s join cards c on c.id = s.card_id where c.main_client_id = ? and c.status = 'active' limit 1",
      t.clientIdOf('demo'),
    )!;
    const data = await t.ok('sapSimChart', { token, query: { number: card.iccid } });
    expect(data.target).toEqual({ kind: 'card', name: card.iccid });
    expect(data.trend).toHaveLength(7);
    expect(data.top.some((d) => d.category === 'suspicious')).toBe(true);
    const foreign = one<{ iccid: string }>(
      'select iccid from cards where main_client_id = ? limit 1',
      t.clientIdOf('yunji'),
    )!;
    const refused = await t.api('sapSimChart', { token, query: { number: foreign.iccid } });
    expect(refused.code).toBe(404);
    const none = await t.ok('sapSimChart', { token, query: {} });
    expect(none).toMatchObject({ target: null, top: [], trend: [] });
  });
});
