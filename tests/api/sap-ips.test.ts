import { beforeEach, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { dayOf } from '../../db/sap-traffic.ts';
import { build, NOW } from './helpers.ts';

const t = await build();

const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const one = <T>(sql: string, ...params: unknown[]) => all<T>(sql, ...params)[0];
const DAY = 86_400_000;
const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);

interface EventRow {
  id: number;
  card_id: number;
  dest_id: number;
  day: number;
  action: string;
  status: string;
}
const event = (id: number) => one<EventRow>('select * from sap_ips_events where id = ?', id)!;

/** demo's suspect card in its group of the given mode, and its latest open alert. */
function suspectAlert(mode: 'block') {
  return one<EventRow & { address: string; port: number }>(
    `select e.*, d.address, d.port from sap_ips_events e
     join sap_suspect_cards s on s.card_id = e.card_id
     join sap_group_cards m on m.card_id = e.card_id join sap_groups g on g.id = m.group_id
     join sap_destinations d on d.id = e.dest_id
     where s.main_client_id = ? and g.mode = ? and e.action = 'alert' and e.status = 'pending'
     order by e.day desc, e.id limit 1`,
    t.clientIdOf('demo'),
    mode,
  );
}

beforeEach(async () => {
  await t.request.post('/__emulator/reset').expect(200);
});

describe('/sap_ips: the gateway’s intrusion events', () => {
  it('seeds a day of events per suspect card and suspicious destination, the older ones worked through', async () => {
    const demo = await t.login('demo');
    const { tableData, total_count: total } = await t.ok('sapIpsList', {
      token: demo,
      query: { page_size: 50 },
    });
    const mainId = t.clientIdOf('demo');
    const stored = one<{ n: number }>(
      'select count(*) as n from sap_ips_events where main_client_id = ?',
      mainId,
    )!.n;
    expect(total).toBe(stored);
    // Three suspect cards (allow-list, block-list, no group) and four suspicious destinations a day.
    const yesterday = dayOf(NOW) - 1;
    expect(
      one<{ n: number }>(
        'select count(*) as n from sap_ips_events where main_client_id = ? and day = ?',
        mainId,
        yesterday,
      )!.n,
    ).toBe(12);
    expect(new Set(tableData.map((r) => r.category))).toEqual(
      new Set(['scan', 'brute_force', 'malicious_ip', 'abnormal_outbound']),
    );
    expect(new Set(tableData.map((r) => r.action))).toEqual(new Set(['alert', 'block']));
    expect(tableData[0]!.at >= tableData[tableData.length - 1]!.at).toBe(true);
    const old = all<{ status: string }>(
      'select status from sap_ips_events where main_client_id = ? and day < ? group by status',
      mainId,
      dayOf(NOW) - 7,
    ).map((r) => r.status);
    expect(old.sort()).toEqual(['false_positive', 'handled']);
    // The filters, in the answer's language.
    const high = await t.ok('sapIpsList', { token: demo, query: { severity: 'high', status: 'pending' } });
    expect(high.total_count).toBeGreaterThan(0);
    expect(high.tableData.every((r) => r.severity === 'high' && r.status === 'pending')).toBe(true);
    // yunji sees none of demo's.
    const yunji = await t.ok('sapIpsList', { token: await t.login('yunji'), query: { page_size: 50 } });
    expect(yunji.tableData.some((r) => tableData.some((d) => d.id === r.id))).toBe(false);
  });

  it('handles an event once, as handled or a false positive, and refuses another client’s', async () => {
    const demo = await t.login('demo');
    const target = suspectAlert('block')!;
    const done = await t.ok('handleSapIps', {
      token: demo,
      body: { id: target.id, status: 'false_positive', remark: '测试流量' },
    });
    expect(done).toMatchObject({ status: 'false_positive', handled_by: 'demo', remark: '测试流量' });
    expect(event(target.id).status).toBe('false_positive');
    const again = await t.api('handleSapIps', { token: demo, body: { id: target.id, status: 'handled' } });
    expect(again).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: `入侵事件 ${target.id} 已处理，本次操作未生效`,
    });
    expect(event(target.id).status).toBe('false_positive');
    const other = await t.api('handleSapIps', {
      token: await t.login('yunji'),
      body: { id: suspectAlert('block')!.id, status: 'handled' },
      lang: 'en',
    });
    expect(other.code).toBe(BizCode.NOT_FOUND);
    expect(other.msg).toMatch(/^Intrusion event \d+ does not exist$/);
    const bad = await t.api('handleSapIps', { token: demo, body: { id: '1e3', status: 'handled' } });
    expect(bad.code).toBe(BizCode.BAD_REQUEST);
  });

  it('blocks a destination in the card’s block-list: the next day’s traffic there is blocked and its event a 阻断', async () => {
    const demo = await t.login('demo');
    const target = suspectAlert('block')!;
    const res = await t.ok('blockSapIpsDestination', { token: demo, body: { id: target.id } });
    expect(res.event.status).toBe('handled');
    const host = one<{ address: string; port: number; status: string; group_id: number }>(
      'select address, port, status, group_id from sap_hosts where id = ?',
      res.host_id,
    )!;
    expect(host).toMatchObject({ address: target.address, port: target.port, status: 'pending' });
    // The same destination again: the group holds it already.
    const twice = await t.api('blockSapIpsDestination', { token: demo, body: { id: target.id } });
    expect(twice.code).toBe(BizCode.BAD_REQUEST);
    await advance(DAY);
    const today = dayOf(NOW);
    expect(one<{ status: string }>('select status from sap_hosts where id = ?', res.host_id)!.status).toBe(
      'active',
    );
    const traffic = one<{ blocked: number; bytes_down: number }>(
      'select blocked, bytes_down from sap_traffic_daily where day = ? and card_id = ? and dest_id = ?',
      today,
      target.card_id,
      target.dest_id,
    )!;
    expect(traffic).toEqual({ blocked: 1, bytes_down: 0 });
    const next = one<{ action: string }>(
      'select action from sap_ips_events where day = ? and card_id = ? and dest_id = ?',
      today,
      target.card_id,
      target.dest_id,
    )!;
    expect(next.action).toBe('block');
  });

  it('refuses to block for a card in no group or in an allow-list, saying what to do, and adds no host', async () => {
    const demo = await t.login('demo');
    const hosts = () => one<{ n: number }>('select count(*) as n from sap_hosts')!.n;
    const before = hosts();
    // The allow-list's suspect card: its suspicious flows are blocked already (阻断).
    const allow = one<{ id: number }>(
      `select e.id from sap_ips_events e join sap_suspect_cards s on s.card_id = e.card_id
       join sap_group_cards m on m.card_id = e.card_id join sap_groups g on g.id = m.group_id
       where s.main_client_id = ? and g.mode = 'allow' and e.status = 'pending' limit 1`,
      t.clientIdOf('demo'),
    )!;
    const refused = await t.api('blockSapIpsDestination', { token: demo, body: { id: allow.id } });
    expect(refused.code).toBe(BizCode.BAD_REQUEST);
    expect(refused.msg).toMatch(/^卡 \d+ 在白名单组“.+”中，只能访问组内地址/);
    const loose = one<{ id: number }>(
      `select e.id from sap_ips_events e join sap_suspect_cards s on s.card_id = e.card_id
       where s.main_client_id = ? and e.status = 'pending'
         and e.card_id not in (select card_id from sap_group_cards) limit 1`,
      t.clientIdOf('demo'),
    )!;
    const res = await t.api('blockSapIpsDestination', { token: demo, body: { id: loose.id }, lang: 'en' });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toMatch(/is in no directed group: add it to a block-list group/);
    expect(hosts()).toBe(before);
    expect(event(loose.id).status).toBe('pending');
  });

  it('answers 599 without router_sap_ips', async () => {
    await t.request
      .put('/__emulator/users/demo/perms')
      .send({ revoke: ['router_sap_ips'] })
      .expect(200);
    const demo = await t.login('demo');
    expect((await t.api('sapIpsList', { token: demo })).code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('handleSapIps', { token: demo, body: { id: 1, status: 'handled' } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
  });
});
