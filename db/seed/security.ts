import type { Connection } from '../connection.ts';
import { type GatewayCall, recordGatewayCall, resolveHostIps } from '../sap-gateway.ts';
import { dayOf, generateTrafficDay } from '../sap-traffic.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** One seeded host: address, port (null: every port), protocol, and how long before now it was sent. */
type HostSeed = [
  address: string,
  port: number | null,
  protocol: 'any' | 'tcp' | 'udp' | 'icmp',
  minutesAgo: number,
];

/**
 * Each fixture customer's flexible directed access (issue 44): an allow-list group for its devices
 * (its own platform, NTP, DNS, firmware) holding a share of its cards, and a block-list group with
 * the suspicious destinations its security team named, holding a few cards. Hosts sent long ago
 * are in effect (or refused, for an internal domain); one was sent a minute ago and is still
 * 下发中, so the clock applies it in front of the user; one on the block-list failed when the gateway
 * timed out, for support to push again (issue 50). Each change is in the gateway's API log as the
 * customer's call and the gateway's apply, and its domains' resolutions since they were applied.
 * Set-based: the same at any world size.
 */
export function seedSecurity(
  { sqlite }: Connection,
  options: { now: number; fixtureMainIds: number[] },
): void {
  const { now } = options;
  const insertGroup = sqlite.prepare<[number, string, 'allow' | 'block', string, number, string]>(
    `insert into sap_groups (main_client_id, name, mode, remark, created_at, created_by) values (?, ?, ?, ?, ?, ?)`,
  );
  const insertHost = sqlite.prepare<
    [number, string, string, number | null, string, string, string | null, number, number | null]
  >(
    `insert into sap_hosts (group_id, address, kind, port, protocol, status, fail_reason, created_at, applied_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addCards = sqlite.prepare<[number, number, string, number, number, number]>(
    `insert into sap_group_cards (card_id, group_id, added_at, added_by)
     select c.id, ?, ?, ? from cards c
     where c.main_client_id = ? and c.status <> 'cancelled' and c.id not in (select card_id from sap_group_cards)
     order by c.id limit ? offset ?`,
  );
  const username = sqlite.prepare<[number], { username: string }>(
    "select username from users where client_id = ? and login_type = 'client' order by id limit 1",
  );
  const domainOf = sqlite.prepare<[number], { email: string }>(
    'select contact_email as email from clients where id = ?',
  );
  const kindOf = (address: string) =>
    /^\d/.test(address) ? (address.includes('/') ? 'cidr' : 'ip') : 'domain';

  for (const [i, mainId] of options.fixtureMainIds.entries()) {
    const who = username.get(mainId)?.username ?? 'admin';
    const domain = domainOf.get(mainId)?.email.split('@')[1] ?? 'example.cn';
    const cardCount = (
      sqlite.prepare('select count(*) as n from cards where main_client_id = ?').get(mainId) as { n: number }
    ).n;
    const created = now - (60 - i * 5) * DAY;

    const allow = Number(
      insertGroup.run(
        mainId,
        '设备平台白名单',
        'allow',
        '终端只访问自有平台、NTP、DNS 与固件升级',
        created,
        who,
      ).lastInsertRowid,
    );
    const allowHosts: HostSeed[] = [
      [`iot.${domain}`, 443, 'tcp', 60 * 24 * 50],
      [`*.${domain}`, null, 'tcp', 60 * 24 * 50],
      ['10.20.0.0/16', 8883, 'tcp', 60 * 24 * 48],
      ['ntp.aliyun.com', 123, 'udp', 60 * 24 * 48],
      ['223.5.5.5', 53, 'udp', 60 * 24 * 48],
      [`fw.${domain}`, 443, 'tcp', 60 * 24 * 20],
      ['gateway.device.local', 443, 'tcp', 60 * 24 * 10],
      ['114.114.114.114', 53, 'udp', 1],
    ];
    const block = Number(
      insertGroup.run(
        mainId,
        '可疑地址黑名单',
        'block',
        '安全团队确认的恶意外联与矿池地址',
        created + DAY,
        who,
      ).lastInsertRowid,
    );
    const blockHosts: HostSeed[] = [
      ['45.155.205.0/24', null, 'any', 60 * 24 * 30],
      ['*.xmr-pool.top', null, 'tcp', 60 * 24 * 30],
      ['185.220.101.34', 22, 'tcp', 60 * 24 * 12],
      ['c2.miner-relay.top', 443, 'tcp', 60 * 24 * 2],
    ];
    const calls: GatewayCall[] = [
      {
        at: created,
        api: 'group.create',
        params: { group_id: allow, name: '设备平台白名单', mode: 'allow' },
      },
      {
        at: created + DAY,
        api: 'group.create',
        params: { group_id: block, name: '可疑地址黑名单', mode: 'block' },
      },
    ].map((c) => ({ ...c, clientId: mainId, actor: 'client', username: who }));
    for (const [group, hosts] of [
      [allow, allowHosts],
      [block, blockHosts],
    ] as const) {
      for (const [address, port, protocol, minutesAgo] of hosts) {
        const sent = now - minutesAgo * MINUTE;
        const settled = minutesAgo >= 3;
        const failure = !settled
          ? null
          : address.endsWith('.local')
            ? 'sap_host_reserved'
            : address.startsWith('c2.')
              ? 'sap_gateway_timeout'
              : null;
        const hostId = Number(
          insertHost.run(
            group,
            address,
            kindOf(address),
            port,
            protocol,
            settled ? (failure ? 'failed' : 'active') : 'pending',
            failure,
            sent,
            settled ? sent + 3 * MINUTE : null,
          ).lastInsertRowid,
        );
        const params = { host_id: hostId, group_id: group, address };
        calls.push({
          at: sent,
          clientId: mainId,
          api: 'host.push',
          params: { ...params, port, protocol },
          actor: 'client',
          username: who,
        });
        if (settled)
          calls.push({
            at: sent + 3 * MINUTE,
            clientId: mainId,
            api: 'host.apply',
            params,
            failure,
            actor: 'gateway',
            username: '',
          });
      }
    }
    // A tenth of the customer's cards (at most 2,000) on the allow-list, 20 after them on the block-list.
    const allowed = Math.min(2000, Math.floor(cardCount / 10));
    addCards.run(allow, created + DAY, who, mainId, allowed, 0);
    addCards.run(block, created + 2 * DAY, who, mainId, Math.min(20, cardCount - allowed), 0);
    for (const [group, at] of [
      [allow, created + DAY],
      [block, created + 2 * DAY],
    ] as const) {
      const iccids = sqlite
        .prepare(
          'select c.iccid from sap_group_cards m join cards c on c.id = m.card_id where m.group_id = ?',
        )
        .pluck()
        .all(group) as string[];
      if (iccids.length > 0)
        calls.push({
          at,
          clientId: mainId,
          api: 'card.bind',
          params: { group_id: group, cards: iccids.length, moved: 0, iccids: iccids.slice(0, 3) },
          actor: 'client',
          username: who,
        });
    }
    for (const call of calls.sort((a, b) => a.at - b.at)) recordGatewayCall(sqlite, call);
  }
  resolveHostIps(sqlite, now);
}

/** Public destinations every device may reach (main_client_id 0), and the suspicious ones. */
const PUBLIC_DESTINATIONS: [address: string, port: number, protocol: 'tcp' | 'udp', category: string][] = [
  ['ntp.aliyun.com', 123, 'udp', 'ntp'],
  ['223.5.5.5', 53, 'udp', 'dns'],
  ['45.155.205.17', 3333, 'tcp', 'suspicious'],
  ['pool.xmr-pool.top', 3333, 'tcp', 'suspicious'],
  ['185.220.101.34', 22, 'tcp', 'suspicious'],
  ['103.77.192.9', 23, 'tcp', 'suspicious'],
];

/** Days of traffic history the seed gives the fixture customers' cards. */
export const TRAFFIC_HISTORY_DAYS = 14;

/**
 * Where devices connect (issue 44): the public destinations, each main client's own platform (its
 * contact domain's iot host and an MQTT broker inside 10.20.0.0/16, a firmware host), three suspect
 * cards per fixture customer (one in its allow-list, one in its block-list, one in no group), and
 * TRAFFIC_HISTORY_DAYS days of traffic for the fixture customers' cards, generated by the clock's
 * own generator. Synthetic customers' traffic starts with the clock.
 */
export function seedTraffic(conn: Connection, options: { now: number; fixtureMainIds: number[] }): void {
  const { sqlite } = conn;
  const insert = sqlite.prepare(
    'insert into sap_destinations (main_client_id, address, port, protocol, category) values (0, ?, ?, ?, ?)',
  );
  for (const d of PUBLIC_DESTINATIONS) insert.run(...d);
  const domain = "substr(contact_email, instr(contact_email, '@') + 1)";
  sqlite.exec(
    `insert into sap_destinations (main_client_id, address, port, protocol, category)
     select id, 'iot.' || ${domain}, 443, 'tcp', 'platform' from clients where parent_id is null and contact_email like '%@%'
     union all
     select id, '10.20.' || (id % 250 + 1) || '.15', 8883, 'tcp', 'platform' from clients where parent_id is null
     union all
     select id, 'fw.' || ${domain}, 443, 'tcp', 'firmware' from clients where parent_id is null and contact_email like '%@%'`,
  );
  const suspect = sqlite.prepare(
    `insert or ignore into sap_suspect_cards (card_id, main_client_id)
     select c.id, c.main_client_id from cards c where c.main_client_id = ? and c.status = 'active' and (
       c.id = (select min(m.card_id) from sap_group_cards m join sap_groups g on g.id = m.group_id
               join cards x on x.id = m.card_id where g.main_client_id = ? and g.mode = ? and x.status = 'active'))`,
  );
  const ungrouped = sqlite.prepare(
    `insert or ignore into sap_suspect_cards (card_id, main_client_id)
     select c.id, c.main_client_id from cards c where c.main_client_id = ? and c.status = 'active'
       and c.id not in (select card_id from sap_group_cards) order by c.id desc limit 1`,
  );
  for (const mainId of options.fixtureMainIds) {
    suspect.run(mainId, mainId, 'allow');
    suspect.run(mainId, mainId, 'block');
    ungrouped.run(mainId);
  }
  const today = dayOf(options.now);
  // A platform-sized world keeps the seed quick: its fixture customers get the last two days.
  const fixtureCards = (
    sqlite
      .prepare(
        `select count(*) as n from cards where main_client_id in (${options.fixtureMainIds.map(Number).join(', ') || 0})`,
      )
      .get() as { n: number }
  ).n;
  const history = fixtureCards > 20_000 ? 2 : TRAFFIC_HISTORY_DAYS;
  for (let day = today - history; day < today; day++)
    generateTrafficDay(sqlite, day, options.now, { mainClientIds: options.fixtureMainIds, sessions: false });
  // The IPS history a customer has worked through: events over a week old are handled, the telnet
  // sweeps among them judged false positives, by the main client's first user.
  sqlite
    .prepare(
      `update sap_ips_events set
         status = case category when 'scan' then 'false_positive' else 'handled' end,
         handled_by = coalesce((select u.username from users u where u.client_id = sap_ips_events.main_client_id
                                order by u.id limit 1), 'admin'),
         handled_at = at + 4 * 3600000,
         remark = case category when 'scan' then '运维巡检流量' else '已通知设备厂商排查' end
       where day < ?`,
    )
    .run(today - 7);
}
