import {
  addWorkingDays,
  type Carrier,
  slaDaysOf,
  WORK_ORDER_CARRIER_MARGIN_MINUTES,
  WORK_ORDER_FORWARD_MINUTES,
  WORK_ORDER_REVIEW_MINUTES,
  type WorkOrderCardAction,
  type WorkOrderType,
} from '#contract';
import type { Connection } from '../connection.ts';

const HOUR = 3_600_000;

interface SeededOrder {
  /** Who opened it: a fixture client's key, and the login that did. */
  client: string;
  submitter: string;
  hoursAgo: number;
  type: WorkOrderType;
  title: string;
  content: string;
  /** Cards of the client's: this many in service, and this many cancelled ones. */
  cards: number;
  cancelledCards?: number;
  /** Rejected by support at review, or cancelled by its submitter while pending; else handled on the clock. */
  end?: { rejected: string } | 'cancelled';
  comments?: { side: 'customer' | 'support'; author: string; content: string; hoursAfter: number }[];
  source?: 'portal' | 'api' | 'rule';
  /** Its cards are in the client's devices (/hardware), newest first. */
  inDevice?: true;
  /** What a 停复机, 限速, 实名清除 or 解绑 ticket asks done to its cards. */
  action?: WorkOrderCardAction;
  /**
   * Written as the carrier answered it, not left for the clock, since its due date is past and the
   * cards it changed must be so from the start (answeredTicket): a resume, a real-name clearing or
   * an unbinding.
   */
  answered?: true;
}

const ORDERS: SeededOrder[] = [
  {
    client: 'demo',
    submitter: 'demo',
    hoursAgo: 40 * 24,
    type: 'stop_resume',
    title: '申请恢复以下卡片的数据功能',
    content: '以下卡片在项目暂停期间办理了停机，现项目恢复，请协助在运营商侧复机。',
    cards: 3,
    action: 'resume',
    answered: true,
    comments: [
      { side: 'customer', author: 'demo', content: '请尽快处理，设备现场已无法上报。', hoursAfter: 2 },
      {
        side: 'support',
        author: 'support',
        content: '已加急转交运营商，预计一个工作日内完成。',
        hoursAfter: 3,
      },
    ],
  },
  {
    client: 'demo',
    submitter: 'demo',
    hoursAgo: 33 * 24,
    type: 'realname_clear',
    title: '设备转售，清除实名信息',
    content: '以下设备已转售给下游客户，请清除原实名登记信息以便重新实名。',
    cards: 2,
    cancelledCards: 1,
  },
  {
    client: 'demo',
    submitter: 'zhangwei',
    hoursAgo: 26 * 24,
    type: 'speed_limit',
    title: '测试卡限速到 1Mbps',
    content: '测试批次卡片请限速至 1Mbps，避免测试流量超出套餐。',
    cards: 4,
    action: 'limit',
    end: { rejected: '限速档位需在卡详情中自助设置，无需提交工单。' },
  },
  {
    client: 'demo',
    submitter: 'demo',
    hoursAgo: 19 * 24,
    type: 'unbind',
    title: '更换终端后解除机卡绑定',
    content: '终端损坏已更换，请解除旧 IMEI 的绑定关系。',
    cards: 1,
    inDevice: true,
    source: 'api',
    action: 'unbind',
    answered: true,
  },
  {
    client: 'demo',
    submitter: 'demo',
    hoursAgo: 12 * 24,
    type: 'other',
    title: '咨询物联网卡发票开具',
    content: '请问上月充值的发票如何开具，需要提供哪些资料？',
    cards: 0,
    comments: [
      {
        side: 'support',
        author: 'support',
        content: '已将开票指引发送至联系人邮箱，请查收。',
        hoursAfter: 5,
      },
    ],
  },
  {
    client: 'demo',
    submitter: 'demo',
    hoursAgo: 5 * 24,
    type: 'stop_resume',
    title: '项目暂停，申请停机',
    content: '项目暂停三个月，申请对以下卡片办理停机。',
    cards: 2,
    action: 'stop',
    end: 'cancelled',
  },
  {
    client: 'demo',
    submitter: 'demo',
    hoursAgo: 26,
    type: 'realname_clear',
    title: '清除离职员工名下实名信息',
    content: '员工离职，其名下登记的卡片需重新实名。',
    cards: 2,
    action: 'realname_clear',
  },
  {
    client: 'demo',
    submitter: 'demo',
    hoursAgo: 1.2,
    type: 'other',
    title: '批量卡片信号弱排查',
    content: '华南仓库区域多张卡信号弱，请协助排查基站覆盖情况。',
    cards: 2,
  },
  {
    client: 'demo',
    submitter: 'demo',
    hoursAgo: 0.25,
    type: 'speed_limit',
    title: '解除达量限速',
    content: '本月已购买加油包，请解除以下卡片的达量限速。',
    cards: 1,
    action: 'lift',
  },
  {
    client: 'demo_sub',
    submitter: 'demo_sub',
    hoursAgo: 8 * 24,
    type: 'stop_resume',
    title: '华南分部卡片复机',
    content: '分部卡片已续费，申请复机。',
    cards: 1,
    action: 'resume',
    answered: true,
  },
  {
    client: 'yunji',
    submitter: 'yunji',
    hoursAgo: 3 * 24,
    type: 'other',
    title: '咨询定向流量开通流程',
    content: '我们计划为车载终端开通定向流量，请问流程和时限。',
    cards: 0,
  },
];

/**
 * The work orders customers have already opened (/work/center), as they were submitted: each is
 * pending with its automatic review due an hour after it, so the emulator handles the rest on its
 * clock (server/services/work-orders.ts settles every step that came due before a read); the ones
 * support rejected and the one its submitter cancelled are written finished. Dated around `now`,
 * from six weeks ago to a quarter of an hour ago, so the list shows every status.
 */
export function seedWorkOrders(
  { sqlite }: Connection,
  options: { now: number; clientIds: Map<string, number> },
) {
  const { now, clientIds } = options;
  const cardsOf = sqlite.prepare<[number, string, number, number], { id: number; carrier: Carrier }>(
    `select id, carrier from cards where client_id = ? and status = ? order by id limit ? offset ?`,
  );
  const deviceCardsOf = sqlite.prepare<[number, number], { id: number; carrier: Carrier }>(
    `select c.id, c.carrier from cards c join hardware h on h.card_id = c.id
     where c.client_id = ? and c.status = 'active' order by c.id desc limit ?`,
  );
  const mainOf = sqlite.prepare<[number], { main_id: number }>('select main_id from clients where id = ?');
  const insertOrder = sqlite.prepare(
    `insert into work_orders (id, order_no, client_id, main_client_id, type, title, content, source, status,
       carrier, sla_days, submitter, handler, reject_reason, card_count, created_at, due_at, reviewed_at,
       finished_at, next_at, card_action)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const answered = answeredTicket(sqlite, now);
  const insertCard = sqlite.prepare(
    `insert into work_order_cards (order_id, card_id, status) values (?, ?, 'waiting')`,
  );
  const insertComment = sqlite.prepare(
    'insert into work_order_comments (order_id, side, author, content, at) values (?, ?, ?, ?, ?)',
  );
  const used = new Map<number, number>();
  ORDERS.forEach((o, i) => {
    const clientId = clientIds.get(o.client);
    if (clientId === undefined) return;
    const id = i + 1;
    const at = now - Math.round(o.hoursAgo * HOUR);
    const offset = used.get(clientId) ?? 0;
    const cards = [
      ...(o.inDevice
        ? deviceCardsOf.all(clientId, o.cards)
        : cardsOf.all(clientId, 'active', o.cards, offset)),
      ...cardsOf.all(clientId, 'cancelled', o.cancelledCards ?? 0, 0),
    ];
    if (!o.inDevice) used.set(clientId, offset + o.cards);
    const carriers = [...new Set(cards.map((c) => c.carrier))];
    const slaDays = slaDaysOf(o.type, carriers);
    const reviewAt = at + WORK_ORDER_REVIEW_MINUTES * 60_000;
    const rejected = typeof o.end === 'object' ? o.end.rejected : null;
    const cancelled = o.end === 'cancelled';
    const status = rejected ? 'rejected' : cancelled ? 'cancelled' : 'pending';
    const endAt = rejected ? reviewAt - 10 * 60_000 : cancelled ? at + 20 * 60_000 : null;
    const day = new Date(at + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
    insertOrder.run(
      id,
      `GD${day}${String(id).padStart(6, '0')}`,
      clientId,
      mainOf.get(clientId)!.main_id,
      o.type,
      o.title,
      o.content,
      o.source ?? 'portal',
      status,
      carriers.length === 1 ? carriers[0] : null,
      slaDays,
      o.submitter,
      rejected ? 'support' : null,
      rejected,
      cards.length,
      at,
      addWorkingDays(at, slaDays),
      rejected ? endAt : null,
      endAt,
      status === 'pending' ? reviewAt : null,
      o.action ?? null,
    );
    for (const card of cards) insertCard.run(id, card.id);
    if (o.answered) answered(id, at, o.action!, cards);
    for (const c of o.comments ?? []) {
      const commentAt = at + c.hoursAfter * HOUR;
      if (commentAt < now) insertComment.run(id, c.side, c.author, c.content, commentAt);
    }
  });
}

const MINUTE = 60_000;

/** A stored message (a work order's or a card's answer), as work-orders.ts writes it. */
const answer = (key: string, params: Record<string, unknown> = {}) => JSON.stringify({ key, params });

/**
 * Writes a pending ticket (its `id`, opened `at`, naming `cards`) as the emulator handled it
 * (work-orders.ts, ticket-effects.ts): reviewed by the automatic handler, forwarded, and answered
 * by the carrier before its due date, each card changed by the same rules, a cancelled card failed.
 * The cards' history says so:
 * - a resume: a stop at the customer's request ten days before the ticket, the carrier's resume
 *   with the order's number beside it, and the resume sent to the carrier (/remote_reroot, 工单复机);
 * - a real-name clearing: the card 未实名 again (its operation log), and a card in use stopped by
 *   the carrier for 未实名 with the order's number beside it; stopped before this month, it has no
 *   use this month, and its data sessions end at the stop;
 * - an unbinding: the card out of its device (/hardware spare again, its operation log).
 */
function answeredTicket(sqlite: Connection['sqlite'], now: number) {
  const local = new Date(now + 8 * HOUR);
  /** This month's start (UTC+8): a card stopped before it used nothing this month. */
  const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * HOUR;
  const orderOf = sqlite.prepare<[number], { order_no: string; due_at: number; submitter: string }>(
    'select order_no, due_at, submitter from work_orders where id = ?',
  );
  const finish = sqlite.prepare(
    `update work_orders set status = ?, handler = 'auto', reviewed_at = ?, forwarded_at = ?, finished_at = ?,
       next_at = null, answer = ? where id = ?`,
  );
  const settle = sqlite.prepare(
    `update work_order_cards set status = ?, answer = ?, settled_at = ? where order_id = ? and card_id = ?`,
  );
  const statusOf = sqlite.prepare<[number], string>('select status from cards where id = ?').pluck();
  const event = sqlite.prepare(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator) values (?, ?, ?, ?, ?, ?)`,
  );
  const note = sqlite.prepare('insert into card_status_notes (event_id, note) values (?, ?)');
  const operation = sqlite.prepare(
    `insert into card_operations (card_id, user_id, username, action, detail, at) values (?, null, 'carrier', ?, ?, ?)`,
  );
  const lastEventAt = sqlite
    .prepare<[number], number>('select coalesce(max(at), 0) from card_status_events where card_id = ?')
    .pluck();
  const resume = sqlite.prepare(
    `insert into carrier_resumes (card_id, client_id, iccid, carrier, source, requester, requested_at, status, answer,
       answered_at, next_at)
     select id, client_id, iccid, carrier, 'work_order', 'carrier', ?, 'done', 'carrier_resume_done', ?, ? from cards where id = ?`,
  );
  const clearRealName = sqlite.prepare("update cards set real_name_status = 'unverified' where id = ?");
  const suspend = sqlite.prepare("update cards set status = 'suspended' where id = ?");
  const noUse = sqlite.prepare('update cards set usage_mb = 0, addon_mb = 0 where id = ?');
  const dropSessions = sqlite.prepare('delete from card_sessions where card_id = ? and started_at >= ?');
  const endSessions = sqlite.prepare(
    'update card_sessions set ended_at = ? where card_id = ? and (ended_at is null or ended_at > ?)',
  );
  const deviceOf = sqlite.prepare<[number], { id: number; sn: string; imei: string }>(
    'select id, sn, imei from hardware where card_id = ?',
  );
  const releaseDevice = sqlite.prepare('update hardware set card_id = null, bound_at = null where id = ?');
  return (id: number, at: number, action: WorkOrderCardAction, cards: { id: number }[]) => {
    const order = orderOf.get(id)!;
    const reviewedAt = at + WORK_ORDER_REVIEW_MINUTES * MINUTE;
    const forwardedAt = reviewedAt + WORK_ORDER_FORWARD_MINUTES * MINUTE;
    const answeredAt = Math.max(
      forwardedAt + WORK_ORDER_FORWARD_MINUTES * MINUTE,
      order.due_at - WORK_ORDER_CARRIER_MARGIN_MINUTES * MINUTE,
    );
    let ok = 0;
    for (const card of cards) {
      if (statusOf.get(card.id) === 'cancelled') {
        settle.run('failed', answer('work_order_card_cancelled'), answeredAt, id, card.id);
        continue;
      }
      ok++;
      if (action === 'resume') {
        // Ten days before the ticket, or just after the card's last event (its activation) if later.
        const last = lastEventAt.get(card.id) ?? 0;
        const stopAt = Math.round(Math.max(at - 10 * 24 * HOUR, Math.min(last + HOUR, (last + at) / 2)));
        event.run(card.id, stopAt, 'active', 'suspended', 'user_request', order.submitter);
        const resumed = event.run(card.id, answeredAt, 'suspended', 'active', 'resumed', 'carrier');
        note.run(Number(resumed.lastInsertRowid), order.order_no);
        resume.run(answeredAt, answeredAt + 5 * MINUTE, answeredAt + 5 * MINUTE, card.id);
        settle.run('success', answer('carrier_resume_done'), answeredAt, id, card.id);
      } else if (action === 'realname_clear') {
        clearRealName.run(card.id);
        operation.run(card.id, 'real_name_clear', JSON.stringify({ order_no: order.order_no }), answeredAt);
        const stopped = event.run(card.id, answeredAt, 'active', 'suspended', 'real_name', 'carrier');
        note.run(Number(stopped.lastInsertRowid), order.order_no);
        suspend.run(card.id);
        dropSessions.run(card.id, answeredAt);
        endSessions.run(answeredAt, card.id, answeredAt);
        if (answeredAt < monthStart) noUse.run(card.id);
        settle.run('success', answer('work_order_card_real_name_stopped'), answeredAt, id, card.id);
      } else if (action === 'unbind') {
        const device = deviceOf.get(card.id)!;
        releaseDevice.run(device.id);
        operation.run(
          card.id,
          'hardware_unbind',
          JSON.stringify({ sn: device.sn, imei: device.imei, order_no: order.order_no }),
          answeredAt,
        );
        settle.run('success', answer('work_order_card_unbound'), answeredAt, id, card.id);
      } else {
        throw new Error(`seeded ticket ${order.order_no}: no answered form for ${action}`);
      }
    }
    const failed = cards.length - ok;
    const [status, result] =
      failed === 0
        ? ['done', answer('work_order_answer_done')]
        : ok === 0
          ? ['failed', answer('work_order_answer_failed')]
          : ['partial', answer('work_order_answer_partial', { ok, failed })];
    finish.run(status, reviewedAt, forwardedAt, answeredAt, result, id);
  };
}

interface SeededHost {
  address: string;
  kind: 'ip' | 'domain';
  protocol: 'tcp' | 'udp' | 'any';
  /** When its add order was opened, and when a delete order was (if one was). */
  addedHoursAgo: number;
  deletedHoursAgo?: number;
}

/** Cards put into a group by one 定向配置 order: this many of demo's cards on the carrier's directed plan. */
interface SeededCards {
  count: number;
  addedHoursAgo: number;
}

const NET_GROUPS: {
  name: string;
  carrier: Carrier;
  daysAgo: number;
  hosts: SeededHost[];
  cards?: SeededCards[];
}[] = [
  {
    name: '车载终端平台',
    carrier: 'ctcc',
    daysAgo: 60,
    hosts: [
      { address: '112.65.3.20', kind: 'ip', protocol: 'tcp', addedHoursAgo: 58 * 24 },
      { address: 'api.fleet-iot.cn', kind: 'domain', protocol: 'any', addedHoursAgo: 58 * 24 },
      { address: '*.amap.com', kind: 'domain', protocol: 'any', addedHoursAgo: 30 * 24 },
      { address: '10.8.0.1', kind: 'ip', protocol: 'udp', addedHoursAgo: 20 * 24 },
      { address: '47.96.12.8', kind: 'ip', protocol: 'tcp', addedHoursAgo: 26 },
    ],
    cards: [
      { count: 3, addedHoursAgo: 45 * 24 },
      { count: 2, addedHoursAgo: 20 },
    ],
  },
  {
    name: '智能表计上报',
    carrier: 'cmcc',
    daysAgo: 90,
    hosts: [
      { address: '120.78.1.5', kind: 'ip', protocol: 'udp', addedHoursAgo: 85 * 24 },
      {
        address: 'meter.rongxin-data.cn',
        kind: 'domain',
        protocol: 'tcp',
        addedHoursAgo: 80 * 24,
        deletedHoursAgo: 30,
      },
    ],
    cards: [{ count: 2, addedHoursAgo: 70 * 24 }],
  },
  { name: '联通测试分组', carrier: 'cucc', daysAgo: 3, hosts: [] },
];

/**
 * demo's directed-traffic groups and their addresses, each address added (and one being removed)
 * by a 定向配置 work order written as submitted, so the clock settles them like the rest: the old
 * ones are 新增成功, the private address 新增失败, the newest 新增处理中, the removed one 删除处理中.
 * Their cards (on the carrier's directed plan) joined by orders naming them: the old ones 新增成功,
 * the newest 新增处理中. Runs after seedWorkOrders (its order ids follow theirs).
 */
export function seedNetGroups(
  { sqlite }: Connection,
  options: { now: number; clientIds: Map<string, number> },
) {
  const { now } = options;
  const demo = options.clientIds.get('demo');
  if (demo === undefined) return;
  const insertGroup = sqlite.prepare(
    'insert into net_groups (main_client_id, name, carrier, created_by, created_at) values (?, ?, ?, ?, ?)',
  );
  const insertOrder = sqlite.prepare(
    `insert into work_orders (id, order_no, client_id, main_client_id, type, title, title_message, content, source,
       status, carrier, sla_days, submitter, card_count, created_at, due_at, next_at)
     values (?, ?, ?, ?, 'directed', ?, ?, ?, 'portal', 'pending', ?, ?, 'demo', 0, ?, ?, ?)`,
  );
  const insertHost = sqlite.prepare(
    `insert into net_group_hosts (group_id, kind, address, protocol, add_order_id, delete_order_id, created_by, created_at)
     values (?, ?, ?, ?, ?, ?, 'demo', ?)`,
  );
  const insertCardOrder = sqlite.prepare(
    `insert into work_orders (id, order_no, client_id, main_client_id, type, title, title_message, content, source,
       status, carrier, sla_days, submitter, card_count, created_at, due_at, next_at)
     values (?, ?, ?, ?, 'directed', ?, ?, ?, 'portal', 'pending', ?, ?, 'demo', ?, ?, ?, ?)`,
  );
  const insertOrderCard = sqlite.prepare(
    `insert into work_order_cards (order_id, card_id, status) values (?, ?, 'waiting')`,
  );
  const insertMember = sqlite.prepare(
    `insert into net_group_cards (group_id, card_id, add_order_id, created_by, created_at) values (?, ?, ?, 'demo', ?)`,
  );
  // demo's active cards on a directed plan of the carrier, from its newest down.
  const directedCards = sqlite
    .prepare(
      `select c.id from cards c join directed_plans dp on dp.plan_id = c.plan_id
       where c.main_client_id = ? and c.carrier = ? and c.status = 'active' order by c.id desc limit ? offset ?`,
    )
    .pluck();
  let used = 0;
  let nextId =
    (sqlite.prepare('select coalesce(max(id), 0) + 1 from work_orders').pluck().get() as number) - 1;
  const order = (group: string, carrier: Carrier, host: SeededHost, at: number, remove: boolean) => {
    const id = ++nextId;
    const day = new Date(at + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
    const sla = slaDaysOf('directed', [carrier]);
    const key = remove ? 'net_host_title_delete' : 'net_host_title_add';
    insertOrder.run(
      id,
      `GD${day}${String(id).padStart(6, '0')}`,
      demo,
      demo,
      `${remove ? '定向地址删除' : '定向地址新增'}：${host.address}`,
      JSON.stringify({ key, params: { address: host.address } }),
      `${group} · ${host.address} · ${{ tcp: 'TCP', udp: 'UDP', any: 'TCP/UDP' }[host.protocol]}`,
      carrier,
      sla,
      at,
      addWorkingDays(at, sla),
      at + WORK_ORDER_REVIEW_MINUTES * 60_000,
    );
    return id;
  };
  for (const g of NET_GROUPS) {
    const groupId = Number(
      insertGroup.run(demo, g.name, g.carrier, 'demo', now - g.daysAgo * 24 * HOUR).lastInsertRowid,
    );
    for (const h of g.hosts) {
      const at = now - h.addedHoursAgo * HOUR;
      const addId = order(g.name, g.carrier, h, at, false);
      const deleteId =
        h.deletedHoursAgo === undefined
          ? null
          : order(g.name, g.carrier, h, now - h.deletedHoursAgo * HOUR, true);
      insertHost.run(groupId, h.kind, h.address, h.protocol, addId, deleteId, at);
    }
    for (const batch of g.cards ?? []) {
      const cards = directedCards.all(demo, g.carrier, batch.count, used) as number[];
      used += cards.length;
      const at = now - batch.addedHoursAgo * HOUR;
      const id = ++nextId;
      const day = new Date(at + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
      const sla = slaDaysOf('directed', [g.carrier]);
      const params = { count: cards.length, name: g.name };
      insertCardOrder.run(
        id,
        `GD${day}${String(id).padStart(6, '0')}`,
        demo,
        demo,
        `定向卡片加入：${cards.length} 张卡加入“${g.name}”`,
        JSON.stringify({ key: 'net_card_title_add', params }),
        g.name,
        g.carrier,
        sla,
        cards.length,
        at,
        addWorkingDays(at, sla),
        at + WORK_ORDER_REVIEW_MINUTES * 60_000,
      );
      for (const card of cards) {
        insertOrderCard.run(id, card);
        insertMember.run(groupId, card, id, at);
      }
    }
  }
}

/** A 机卡绑定 order of demo's: cards (of demo's in use with a device) bound by one mode, `hoursAgo`. */
interface SeededBinding {
  mode: 'first_cdr' | 'tac';
  tac?: string;
  cards: number;
  /** A cancelled card in the order too: the carrier cannot bind it (绑定失败). */
  cancelledCard?: boolean;
  hoursAgo: number;
}

const BINDINGS: SeededBinding[] = [
  { mode: 'first_cdr', cards: 4, hoursAgo: 50 * 24 },
  { mode: 'tac', tac: '86451203', cards: 3, hoursAgo: 30 * 24 },
  { mode: 'first_cdr', cards: 1, cancelledCard: true, hoursAgo: 14 * 24 },
  { mode: 'first_cdr', cards: 1, hoursAgo: 20 },
];

/**
 * demo's machine-card bindings (/work/tac), each bound by a 机卡绑定 order written as submitted so the
 * clock settles it like the rest: the old ones 已绑定, the one naming a cancelled card 绑定失败 for
 * that card, the newest 绑定处理中; one old binding is being unbound (解绑处理中). The IMEI-segment
 * cards are in devices of their TAC. Two soldered cards of the first order move to another device:
 * one twelve days ago or earlier this month (history already: 已分离, stopped for 机卡分离), one a day and a half from now
 * (the world's script, `imei_swaps`: advancing the clock stops it). Runs after seedNetGroups.
 */
export function seedTacBindings(
  { sqlite }: Connection,
  options: { now: number; clientIds: Map<string, number> },
) {
  const { now } = options;
  const demo = options.clientIds.get('demo');
  if (demo === undefined) return;
  // demo's cards in use with a device and no registered hardware (whose IMEI the hardware page keeps).
  const cards = sqlite
    .prepare<[number, number], { id: number; iccid: string; imei: string; carrier: Carrier }>(
      `select id, iccid, imei, carrier from cards where main_client_id = ? and client_id = main_client_id
       and status = 'active' and imei is not null and id % 4 <> 0 order by id desc limit ? offset 40`,
    )
    .all(
      demo,
      BINDINGS.reduce((n, b) => n + b.cards, 0),
    );
  const cancelled = sqlite
    .prepare<[number], { id: number; carrier: Carrier }>(
      `select id, carrier from cards where main_client_id = ? and status = 'cancelled' order by id desc limit 1`,
    )
    .get(demo);
  const insertOrder = sqlite.prepare(
    `insert into work_orders (id, order_no, client_id, main_client_id, type, title, title_message, content, source,
       status, carrier, sla_days, submitter, card_count, created_at, due_at, next_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'portal', 'pending', ?, ?, 'demo', ?, ?, ?, ?)`,
  );
  const insertOrderCard = sqlite.prepare(
    `insert into work_order_cards (order_id, card_id, status) values (?, ?, 'waiting')`,
  );
  const insertBinding = sqlite.prepare(
    `insert into card_bindings (card_id, main_client_id, mode, tac, bound_imei, add_order_id, created_by, created_at)
     values (?, ?, ?, ?, ?, ?, 'demo', ?)`,
  );
  let nextId = sqlite.prepare('select coalesce(max(id), 0) from work_orders').pluck().get() as number;
  const order = (
    type: 'tac_bind' | 'unbind',
    at: number,
    ids: { id: number; carrier: Carrier }[],
    title: [string, string, Record<string, unknown>],
    content: string,
  ) => {
    const id = ++nextId;
    const day = new Date(at + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
    const carriers = [...new Set(ids.map((c) => c.carrier))];
    const sla = slaDaysOf(type, carriers);
    insertOrder.run(
      id,
      `GD${day}${String(id).padStart(6, '0')}`,
      demo,
      demo,
      type,
      title[0],
      JSON.stringify({ key: title[1], params: title[2] }),
      content,
      carriers.length === 1 ? carriers[0] : null,
      sla,
      ids.length,
      at,
      addWorkingDays(at, sla),
      at + WORK_ORDER_REVIEW_MINUTES * 60_000,
    );
    for (const card of ids) insertOrderCard.run(id, card.id);
    return id;
  };
  const MODE_ZH = { first_cdr: '首话单', tac: 'IMEI号段（TAC）' };
  const MODE_KEY = { first_cdr: 'tacBinding.modes.first_cdr', tac: 'tacBinding.modes.tac' };
  let used = 0;
  const bound: { id: number; iccid: string; imei: string; carrier: Carrier; at: number }[] = [];
  for (const b of BINDINGS) {
    const mine = cards.slice(used, used + b.cards);
    used += b.cards;
    const at = now - b.hoursAgo * HOUR;
    const named = [...mine, ...(b.cancelledCard && cancelled ? [cancelled] : [])];
    const params = { count: named.length, mode: MODE_KEY[b.mode] };
    const id = order(
      'tac_bind',
      at,
      named,
      [`机卡绑定：${named.length} 张卡（${MODE_ZH[b.mode]}）`, 'tac_title_bind', params],
      b.tac ? `${MODE_ZH.tac} · ${b.tac}` : MODE_ZH.first_cdr,
    );
    for (const card of mine) {
      // An IMEI-segment card is in a device of its TAC.
      const imei = b.tac ? `${b.tac}${card.imei.slice(b.tac.length)}` : card.imei;
      if (b.tac) sqlite.prepare('update cards set imei = ? where id = ?').run(imei, card.id);
      insertBinding.run(card.id, demo, b.mode, b.tac ?? null, null, id, at);
      if (b.hoursAgo > 24 * 7 && !b.cancelledCard) bound.push({ ...card, imei, at });
    }
    if (b.cancelledCard && cancelled) insertBinding.run(cancelled.id, demo, b.mode, null, null, id, at);
  }
  // A soldered card found in another device twelve days ago: the carrier stopped it (机卡分离).
  const moved = bound[0];
  if (moved) {
    // Twelve days ago, or halfway into the month if it began since (UTC+8), as the seeded stops are.
    const local = new Date(now + 8 * HOUR);
    const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * HOUR;
    const at = Math.round(Math.max(now - 12 * 24 * HOUR, monthStart + (now - monthStart) / 2));
    // Its data sessions end before the carrier stopped it.
    sqlite
      .prepare('delete from card_sessions where card_id = ? and started_at >= ?')
      .run(moved.id, at - 60_000);
    sqlite
      .prepare(
        'update card_sessions set ended_at = ? where card_id = ? and (ended_at is null or ended_at > ?)',
      )
      .run(at - 60_000, moved.id, at - 60_000);
    const imei = `86${String(moved.id * 7919)
      .padStart(13, '0')
      .slice(-13)}`;
    sqlite.prepare('update cards set imei = ?, status = ? where id = ?').run(imei, 'suspended', moved.id);
    // Bound to the device it was first seen in, before the move (the others' are set by the clock).
    sqlite.prepare('update card_bindings set bound_imei = ? where card_id = ?').run(moved.imei, moved.id);
    sqlite
      .prepare(
        `insert into card_imei_events (card_id, main_client_id, at, old_imei, new_imei, separated, stopped)
         values (?, ?, ?, ?, ?, 1, 1)`,
      )
      .run(moved.id, demo, at, moved.imei, imei);
    sqlite
      .prepare(
        `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
         values (?, ?, 'active', 'suspended', 'imei_mismatch', 'carrier')`,
      )
      .run(moved.id, at);
  }
  // A TAC-bound card moved to another device of the same segment: seen, allowed.
  const sameSegment = bound.find((c) => c.imei.startsWith('86451203'));
  if (sameSegment) {
    const imei = `86451203${String(sameSegment.id * 104_729)
      .padStart(7, '0')
      .slice(-7)}`;
    sqlite.prepare('update cards set imei = ? where id = ?').run(imei, sameSegment.id);
    sqlite
      .prepare(
        `insert into card_imei_events (card_id, main_client_id, at, old_imei, new_imei, separated, stopped)
         values (?, ?, ?, ?, ?, 0, 0)`,
      )
      .run(sameSegment.id, demo, now - 5 * 24 * HOUR, sameSegment.imei, imei);
  }
  // The world's script: another soldered card moves a day and a half from now.
  const next = bound[1];
  if (next) {
    const imei = `86${String(next.id * 15_485_863)
      .padStart(13, '0')
      .slice(-13)}`;
    sqlite
      .prepare('insert into imei_swaps (card_id, at, imei) values (?, ?, ?)')
      .run(next.id, now + 36 * HOUR, imei);
  }
  // One old binding is being unbound.
  const unbinding = bound[2];
  if (unbinding) {
    const at = now - 10 * HOUR;
    const id = order(
      'unbind',
      at,
      [unbinding],
      [`机卡解绑：${unbinding.iccid}`, 'tac_title_unbind', { iccid: unbinding.iccid }],
      `IMEI ${unbinding.imei}`,
    );
    sqlite
      .prepare('update card_bindings set delete_order_id = ? where card_id = ? and delete_order_id is null')
      .run(id, unbinding.id);
  }
}
