import { CITIES } from '../../fixtures/cells.ts';
import type { Connection } from '../connection.ts';
import { RAT_OF_CARD, UP_SHARE } from '../sap-sessions.ts';
import { lastMonths } from './usage.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CARRIERS = ['cmcc', 'cucc', 'ctcc'] as const;
/** Base stations per carrier and city. */
const CELLS_PER_CITY = 6;
const CELLS_PER_CARRIER = CITIES.length * CELLS_PER_CITY;

interface CardDomainSeedOptions {
  seed: number;
  now: number;
  /**
   * The fixture customers' main clients (demo, yunji, suda...): their trees get the detailed data
   * people look at (billing groups, projects, tags, SMS, voice whitelists, recharges, hardware).
   * Every card of the world gets a status history and, when in service, a last session.
   */
  fixtureMainIds: number[];
  /**
   * Only the cards from this id on, in a world seeded before (a customer added to it: see
   * `seedLargeCustomer`); its base stations are there already. Default: every card, with the cells.
   */
  firstCardId?: number;
  /**
   * Whether the fixture customers get the detail (earlier sessions, SMS, voice whitelists,
   * recharges, hardware, location queries) besides what the card list filters by (billing groups,
   * projects, tags, real-name states). Default true.
   */
  details?: boolean;
}

/**
 * A deterministic number in [0, 1000003) from a card id and a salt: the seed's SQL draws without a
 * PRNG, so a million rows are written by SQLite itself and the same world comes out every time.
 */
const hash = (salt: number, column = 'c.id') => `((${column} * 2654435761 + ${salt}) % 1000003)`;

/**
 * The card domain around the cards: base stations, status histories with their reasons, data
 * sessions, billing groups, project groups, tags, SMS, voice whitelists, recharges, hardware and
 * real-name submissions, consistent with each card's status, dates and usage:
 * - a suspended card's last event says why (over its quota when its usage is above it; otherwise
 *   arrears, the customer's request, IMEI mismatch or missing real-name, whose card is then
 *   'unverified'); it was suspended this month, and its last session ended before that;
 * - a cancelled card expired, was suspended and then cancelled; an active card's session may be open;
 * - an add-on bought this month is the card's addon_mb.
 */
export function seedCardDomain({ sqlite }: Connection, options: CardDomainSeedOptions): void {
  const { now, fixtureMainIds } = options;
  const first = options.firstCardId ?? 1;
  const details = options.details ?? true;
  const monthStart = lastMonths(now, 1)[0]!.start;
  const fixtures = fixtureMainIds.length > 0 ? fixtureMainIds.join(', ') : '0';
  const inFixtures = `c.main_client_id in (${fixtures})`;
  const run = (sql: string, ...params: unknown[]) => sqlite.prepare(sql).run(...params);

  // Base stations, once per world.
  if (first === 1) insertCells(sqlite);
  const mine = `c.id >= ${first}`;
  const cellOf = (salt: number) =>
    `(case c.carrier when 'cmcc' then 0 when 'cucc' then ${CELLS_PER_CARRIER} else ${2 * CELLS_PER_CARRIER} end
      + ${hash(salt)} % ${CELLS_PER_CARRIER} + 1)`;

  // Status history. Every card was imported (pending); testing cards started their test a day
  // later; cards put in service were activated by the carrier.
  run(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
     select c.id, c.created_at, null, 'pending', 'imported', 'platform' from cards c where ${mine} order by c.id`,
  );
  run(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
     select c.id, c.created_at + ${DAY}, 'pending', 'testing', 'test_started', 'carrier'
     from cards c where c.status = 'testing' and ${mine} order by c.id`,
  );
  run(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
     select c.id, c.activated_at, 'pending', 'active', 'activated', 'carrier'
     from cards c where c.activated_at is not null and ${mine} order by c.id`,
  );
  // One active card in thirteen fell into arrears once and was resumed after paying.
  run(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
     select c.id, at, from_status, to_status, reason, operator from (
       select c.id, c.activated_at + (? - c.activated_at) * 4 / 10 as at, 'active' as from_status,
              'suspended' as to_status, 'arrears' as reason, 'carrier' as operator
       from cards c where c.status = 'active' and ${mine} and c.id % 13 = 0 and ? - c.activated_at > ${10 * DAY}
       union all
       select c.id, c.activated_at + (? - c.activated_at) * 4 / 10 + ${3 * DAY}, 'suspended', 'active',
              'resumed', 'carrier'
       from cards c where c.status = 'active' and ${mine} and c.id % 13 = 0 and ? - c.activated_at > ${10 * DAY}
     ) c order by c.id, at`,
    now,
    now,
    now,
    now,
  );
  // Suspended this month (so this month's usage is before it), for a reason the data explains.
  const suspendedAt = `(max(?, c.activated_at + ${DAY}) + (? - max(?, c.activated_at + ${DAY})) * (${hash(11)} % 1000) / 1000)`;
  // The carrier stops a card for arrears only when the account that pays for it (its main
  // client's) is short: nothing left once the frozen part is held back. Another account's cards
  // that would have drawn arrears were stopped by their customer or for an IMEI mismatch instead.
  const short = `(select m.balance_cents - m.frozen_cents from clients m where m.id = c.main_client_id) <= 0`;
  run(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
     select id, at, 'active', 'suspended', reason,
       case when reason = 'user_request'
            then coalesce((select u.username from users u where u.client_id = main_client_id order by u.id limit 1), 'platform')
            else 'carrier' end
     from (
       select c.id, c.main_client_id, ${suspendedAt} as at,
         case when c.usage_mb > p.quota_mb + c.addon_mb then 'over_quota'
              else case ${hash(23)} % 8 when 0 then 'user_request' when 1 then 'imei_mismatch'
                   when 2 then 'real_name'
                   else case when ${short} then 'arrears'
                        when ${hash(29)} % 2 = 0 then 'user_request' else 'imei_mismatch' end end end as reason
       from cards c join plans p on p.id = c.plan_id where c.status = 'suspended' and ${mine}
     ) order by id`,
    monthStart,
    now,
    monthStart,
  );
  // Cancelled cards expired, were suspended that day and cancelled a while later.
  run(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
     select id, at, from_status, to_status, reason, 'carrier' from (
       select c.id, c.expires_at as at, 'active' as from_status, 'suspended' as to_status, 'expired' as reason
       from cards c where c.status = 'cancelled' and ${mine}
       union all
       select c.id, c.expires_at + (? - c.expires_at) / 2, 'suspended', 'cancelled', 'cancelled'
       from cards c where c.status = 'cancelled' and ${mine}
     ) order by id, at`,
    now,
  );
  // The customer's own stops are in its operation log too.
  run(
    `insert into card_operations (card_id, user_id, username, action, detail, at)
     select e.card_id, u.id, e.operator, 'stop', '{}', e.at
     from card_status_events e join users u on u.username = e.operator
     where e.reason = 'user_request' and e.card_id >= ${first} order by e.card_id`,
  );

  // Real-name: a card suspended for it is unverified, as is one pending card in three.
  run(
    `update cards set real_name_status = 'unverified' where id in
       (select card_id from card_status_events where reason = 'real_name' and card_id >= ${first})`,
  );
  run(
    `update cards set real_name_status = 'unverified' where status = 'pending' and id >= ${first} and ${hash(31, 'id')} % 3 = 0`,
  );

  // The last data session of every card in service (open for most active cards), and a few
  // earlier ones for the fixture customers' cards.
  const ip = `'10.' || ((c.id >> 16) & 255) || '.' || ((c.id >> 8) & 255) || '.' || (c.id & 255)`;
  const apn = `case c.carrier when 'cmcc' then 'CMIOT' when 'cucc' then 'UNIM2M.NJM2MAPN' else 'CTNB' end`;
  run(
    `insert into card_sessions (card_id, started_at, ended_at, ip, apn, cell_id, usage_kb, up_kb, rat)
     select c.id, ? - (1 + ${hash(41)} % 47) * ${HOUR},
       case when ${hash(43)} % 10 < 7 then null else ? - (${hash(41)} % 47) * ${HOUR} / 2 end,
       ${ip}, ${apn}, ${cellOf(47)}, 50 + ${hash(53)} % 40000, (50 + ${hash(53)} % 40000) * ${UP_SHARE} / 100, ${RAT_OF_CARD}
     from cards c where c.status = 'active' and ${mine} order by c.id`,
    now,
    now,
  );
  run(
    `insert into card_sessions (card_id, started_at, ended_at, ip, apn, cell_id, usage_kb, up_kb, rat)
     select c.id, e.at - ${2 * HOUR}, e.at - ${HOUR}, ${ip}, ${apn}, ${cellOf(47)}, 50 + ${hash(53)} % 40000, (50 + ${hash(53)} % 40000) * ${UP_SHARE} / 100, ${RAT_OF_CARD}
     from cards c join card_status_events e on e.card_id = c.id and e.to_status = 'suspended'
     where c.status = 'suspended' and ${mine} and e.at = (select max(at) from card_status_events x where x.card_id = c.id)
     order by c.id`,
  );
  run(
    `insert into card_sessions (card_id, started_at, ended_at, ip, apn, cell_id, usage_kb, up_kb, rat)
     select c.id, ? - (1 + ${hash(59)} % 96) * ${HOUR}, ? - (${hash(59)} % 96) * ${HOUR}, ${ip}, ${apn},
       ${cellOf(47)}, 5 + ${hash(61)} % 2000, (5 + ${hash(61)} % 2000) * ${UP_SHARE} / 100, ${RAT_OF_CARD}
     from cards c where c.status = 'testing' and ${mine} order by c.id`,
    now,
    now,
  );
  for (const back of details ? [1, 2, 3] : []) {
    run(
      `insert into card_sessions (card_id, started_at, ended_at, ip, apn, cell_id, usage_kb, up_kb, rat)
       select c.id, ? - (${back * 2} + ${hash(67 + back)} % 2) * ${DAY} - ${hash(71)} % 20 * ${HOUR},
         ? - (${back * 2} + ${hash(67 + back)} % 2) * ${DAY} - ${hash(71)} % 20 * ${HOUR} + (1 + ${hash(73)} % 9) * ${HOUR},
         ${ip}, ${apn}, ${cellOf(47 + (back === 3 ? 2 : 0))}, 50 + ${hash(79 + back)} % 60000, (50 + ${hash(79 + back)} % 60000) * ${UP_SHARE} / 100, ${RAT_OF_CARD}
       from cards c where c.status = 'active' and ${inFixtures}
         and c.activated_at < ? - ${(back * 2 + 2) * DAY} order by c.id`,
      now,
      now,
      now,
    );
  }

  // Billing groups: two pools per carrier for each fixture customer; four active or suspended
  // cards in ten of that carrier share one of them.
  const mains = sqlite
    .prepare<number[], { id: number; phone: string }>(
      `select id, contact_phone as phone from clients where id in (${fixtures}) and parent_id is null order by id`,
    )
    .all();
  const carrierName = { cmcc: ['移动', 'CMCC'], cucc: ['联通', 'CUCC'], ctcc: ['电信', 'CTCC'] } as const;
  const insertGroup = sqlite.prepare(
    `insert into billing_groups (main_client_id, code, name, carrier, comment, warn_enabled, warn_thresholds,
       warn_phones, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Numbered on from the world's groups (their codes are unique).
  let groupNo = (sqlite.prepare('select count(*) as n from billing_groups').get() as { n: number }).n;
  for (const main of mains) {
    for (const carrier of CARRIERS) {
      for (const letter of ['A', 'B']) {
        groupNo++;
        const first = letter === 'A';
        insertGroup.run(
          main.id,
          `VBG${String(880100 + groupNo * 17).padStart(8, '0')}`,
          `${carrierName[carrier][0]}共享池${letter}`,
          carrier,
          first ? `${carrierName[carrier][0]}主力设备` : '',
          first && carrier === 'cmcc' ? 1 : 0,
          '80,100',
          first && carrier === 'cmcc' ? main.phone : '',
          now - (400 - groupNo) * DAY,
        );
      }
    }
  }
  run(
    // A customer's two pools of a carrier have consecutive ids (A, then B).
    `update cards as c set billing_group_id = (
       select min(g.id) from billing_groups g where g.main_client_id = c.main_client_id and g.carrier = c.carrier
     ) + c.id % 2
     where ${inFixtures} and c.status in ('active', 'suspended') and ${hash(83)} % 10 < 4`,
  );

  // Project groups: four per fixture customer; about a third of its cards belong to one.
  const projects: [string, string][] = [
    ['智慧路灯', '城市路灯单灯控制器'],
    ['共享单车', '智能锁与车载定位终端'],
    ['远程抄表', '水表、燃气表数据回传'],
    ['车载定位', '物流车辆 GPS 终端'],
  ];
  const insertProject = sqlite.prepare(
    'insert into project_groups (main_client_id, name, description, created_at) values (?, ?, ?, ?)',
  );
  for (const main of mains) {
    for (const [i, [name, description]] of projects.entries()) {
      insertProject.run(main.id, name, description, now - (300 - i * 20) * DAY);
    }
  }
  run(
    `update cards as c set project_group_id = (
       select min(p.id) from project_groups p where p.main_client_id = c.main_client_id
     ) + ${hash(89)} % 4
     where ${inFixtures} and ${hash(97)} % 100 < 35`,
  );

  // Tags: one card in five carries one, a few a second.
  const tags = ['北京仓', '上海仓', '二期设备', '重点客户', '测试批次'];
  const tagValues = tags.map((tag, i) => `(${i}, '${tag}')`).join(', ');
  run(
    `with t(k, tag) as (values ${tagValues})
     insert into card_tags (card_id, tag)
     select c.id, t.tag from cards c join t on t.k = ${hash(101)} % 5
     where ${inFixtures} and ${hash(103)} % 5 = 0
     union
     select c.id, t.tag from cards c join t on t.k = (${hash(101)} + 2) % 5
     where ${inFixtures} and ${hash(103)} % 17 = 1`,
  );

  // The detail people look at on a card's pages, for the fixture customers.
  if (details) {
    // SMS: one card in seven in service exchanged commands with its platform.
    const sms: [string, string][] = [
      ['AT+CFUN=1,1 重启设备', 'OK 设备已重启'],
      ['设置上报间隔 60 秒', '上报间隔已设置为 60 秒'],
      ['查询设备状态', '电量 87%，信号 -89dBm，温度 26℃'],
      ['开启 GPS 定位', 'GPS 已开启，定位成功'],
      ['固件升级 V2.3.1', '升级成功，当前版本 V2.3.1'],
    ];
    const smsValues = sms.map(([mt, mo], i) => `(${i}, '${mt}', '${mo}')`).join(', ');
    run(
      `with t(k, mt, mo) as (values ${smsValues})
     insert into card_sms (card_id, direction, content, status, at)
     select id, direction, content, status, at from (
       select c.id, 'mt' as direction, t.mt as content,
              case when ${hash(107)} % 20 = 0 then 'failed' else 'delivered' end as status,
              ? - (1 + ${hash(109)} % 400) * ${HOUR} as at
       from cards c join t on t.k = ${hash(113)} % 5
       where ${inFixtures} and c.activated_at is not null and c.id % 7 = 0
       union all
       select c.id, 'mo', t.mo, 'delivered', ? - (1 + ${hash(109)} % 400) * ${HOUR} + 90000
       from cards c join t on t.k = ${hash(113)} % 5
       where ${inFixtures} and c.activated_at is not null and c.id % 7 = 0 and ${hash(107)} % 20 <> 0
     ) order by id, at`,
      now,
      now,
    );

    // Voice whitelists on one in-service card in 23.
    run(
      `insert into voice_whitelist (card_id, phone, status, source, created_at)
     select c.id, '13' || substr('000000000' || (${hash(127)} % 1000000000), -9), 'active', 'portal',
            c.activated_at + ${DAY}
     from cards c where ${inFixtures} and c.status in ('active', 'suspended') and c.id % 23 = 0
     union all
     select c.id, '18' || substr('000000000' || (${hash(131)} % 1000000000), -9),
            case when c.id % 69 = 0 then 'pending' else 'active' end, 'portal',
            case when c.id % 69 = 0 then ? - 120000 else c.activated_at + ${2 * DAY} end
     from cards c where ${inFixtures} and c.status in ('active', 'suspended') and c.id % 46 = 0`,
      now,
    );

    // Recharges: a renewal when one card in eleven was activated; an add-on this month for one
    // active card in 37 (its addon_mb).
    run(
      `insert into recharge_records (order_no, card_id, main_client_id, kind, package_name, package_name_en, mb, months,
       amount_cents, pay_method, status, operator, at)
     select 'R' || (202400000000 + c.id * 10 + 1), c.id, c.main_client_id, 'renewal', p.name, p.name_en,
       p.quota_mb, p.months, p.price_cents,
       case when c.id % 3 = 0 then 'wechat' else 'balance' end,
       case when ${hash(137)} % 40 = 0 then 'failed' else 'success' end,
       coalesce((select u.username from users u where u.client_id = c.main_client_id order by u.id limit 1), 'platform'),
       c.activated_at
     from cards c join plans p on p.id = c.plan_id
     where ${inFixtures} and c.activated_at is not null and c.id % 11 = 0 order by c.id`,
    );
    run(
      `insert into recharge_records (order_no, card_id, main_client_id, kind, package_name, package_name_en, mb, months,
       amount_cents, pay_method, status, operator, at)
     select 'R' || (202400000000 + c.id * 10 + 2), c.id, c.main_client_id, 'addon', '加油包 100MB', 'Add-on 100MB',
       100, 0, 500,
       'balance', 'success',
       coalesce((select u.username from users u where u.client_id = c.main_client_id order by u.id limit 1), 'platform'),
       max(?, ? - (1 + ${hash(139)} % 200) * ${HOUR})
     from cards c where ${inFixtures} and c.status = 'active' and c.id % 37 = 0 order by c.id`,
      monthStart,
      now,
    );
    run(
      `update cards set addon_mb = 100 where id in
       (select card_id from recharge_records where kind = 'addon' and status = 'success' and at >= ?)`,
      monthStart,
    );
    run(
      `insert into card_operations (card_id, user_id, username, action, detail, at)
     select r.card_id, u.id, r.operator, 'add_on', json_object('package', r.package_name, 'mb', r.mb), r.at
     from recharge_records r left join users u on u.username = r.operator
     where r.kind = 'addon' order by r.card_id`,
    );

    // Hardware: a device around one card in four that has an IMEI, and a dozen spare devices per customer.
    const models = ['SIM7600CE', 'EC200U-CN', 'BC260Y-CN', 'ML307R', 'N58'];
    const modelCase = `case ${hash(149)} % 5 ${models.map((m, i) => `when ${i} then '${m}'`).join(' ')} end`;
    run(
      `insert into hardware (main_client_id, sn, model, imei, card_id, bound_at, created_at)
     select c.main_client_id, 'SN' || substr('0000000000' || c.id, -10), ${modelCase}, c.imei, c.id,
            coalesce(c.activated_at, c.created_at), c.created_at
     from cards c where ${inFixtures} and c.imei is not null and c.id % 4 = 0 order by c.id`,
    );
    const insertDevice = sqlite.prepare(
      'insert into hardware (main_client_id, sn, model, imei, card_id, bound_at, created_at) values (?, ?, ?, ?, null, null, ?)',
    );
    for (const main of mains) {
      for (let k = 0; k < 12; k++) {
        const n = main.id * 100 + k;
        insertDevice.run(
          main.id,
          `SN9${String(n).padStart(9, '0')}`,
          models[k % models.length]!,
          `86${String(7_000_000_000_000 + n * 7919).padStart(13, '0')}`,
          now - (k + 1) * 3 * DAY,
        );
      }
    }
  }
  // Real-name submissions: some cards wait for the carrier's review, a few were rejected.
  run(
    `update cards as c set real_name_status = case when ${hash(151)} % 3 = 0 then 'rejected' else 'reviewing' end
     where ${inFixtures} and c.status in ('active', 'pending') and c.real_name_status <> 'unverified'
       and ${hash(157)} % 100 = 0`,
  );
  const names = ['张伟', '王芳', '李娜', '刘洋', '陈杰', '杨静'];
  const nameCase = `case ${hash(163)} % ${names.length} ${names.map((n, i) => `when ${i} then '${n}'`).join(' ')} end`;
  run(
    `insert into real_name_requests (card_id, name, id_number, phone, source, status, reject_reason,
       submitted_at, reviewed_at)
     select c.id, ${nameCase}, '110101********' || substr('0000' || (${hash(167)} % 10000), -4),
       '139' || substr('00000000' || (${hash(173)} % 100000000), -8),
       case when c.id % 2 = 0 then 'h5' else 'hardware' end, c.real_name_status,
       case when c.real_name_status = 'rejected' then 'id_mismatch' end,
       case when c.real_name_status = 'reviewing' then ? - (1 + ${hash(179)} % 20) * ${HOUR}
            else ? - (2 + ${hash(179)} % 20) * ${DAY} end,
       case when c.real_name_status = 'rejected' then ? - (1 + ${hash(179)} % 20) * ${DAY} end
     from cards c where ${inFixtures} and c.real_name_status in ('reviewing', 'rejected') order by c.id`,
    now,
    now,
    now,
  );

  // The first fixture customer subscribed to the location service three months ago and used it.
  const firstMain = mains[0];
  if (firstMain && details) {
    run('update clients set locate_enabled_at = ? where id = ?', now - 90 * DAY, firstMain.id);
    run(
      `insert into locate_queries (main_client_id, card_id, cell_id, user_id, at)
       select c.main_client_id, c.id, s.cell_id,
         (select u.id from users u where u.client_id = c.main_client_id order by u.id limit 1),
         ? - (1 + ${hash(181)} % 600) * ${HOUR}
       from cards c join card_sessions s on s.card_id = c.id
       where c.main_client_id = ? and c.status = 'active' and c.id % 97 = 0
         and s.started_at = (select max(started_at) from card_sessions x where x.card_id = c.id)
       order by c.id limit 30`,
      now,
      firstMain.id,
    );
  }
}

/** Base stations: each carrier's cells in every city, scattered around its centre. */
function insertCells(sqlite: Connection['sqlite']): void {
  const insertCell = sqlite.prepare(
    `insert into cells (id, carrier, lac, ci, lat, lng, province, province_en, city, city_en, address, address_en)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let cellId = 0;
  for (const [ci, carrier] of CARRIERS.entries()) {
    for (const [cityIndex, city] of CITIES.entries()) {
      for (let k = 0; k < CELLS_PER_CITY; k++) {
        cellId++;
        const a = (cellId * 7919 + ci * 104729) % 1000;
        const b = (cellId * 6151 + ci * 3571) % 1000;
        const [road, roadEn] = city.roads[k % city.roads.length]!;
        const no = 10 + ((cellId * 37) % 890);
        insertCell.run(
          cellId,
          carrier,
          20000 + cityIndex * 100 + ci * 10 + k,
          100000 + ((cellId * 104723) % 9_000_000),
          Math.round((city.lat + (a / 1000 - 0.5) * 0.14) * 1e6) / 1e6,
          Math.round((city.lng + (b / 1000 - 0.5) * 0.16) * 1e6) / 1e6,
          city.province,
          city.provinceEn,
          city.city,
          city.cityEn,
          `${city.province === city.city ? '' : city.province}${city.city}${road}${no}号`,
          `${no} ${roadEn}, ${city.cityEn}${city.provinceEn === city.cityEn ? '' : `, ${city.provinceEn}`}`,
        );
      }
    }
  }
}
