import {
  CARRIERS,
  type Carrier,
  type Lang,
  NET_GROUP_CARDS_MAX,
  NET_HOST_LIMITS,
  NET_HOST_STATUSES,
  type NetCardRow,
  type NetGroupRow,
  type NetHostRow,
  type NetHostStatus,
  netCardList,
  netGroupList,
  netHostList,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, fieldRefused, notFound } from '../errors.ts';
import { type Message, message, nameIn, translate, wordIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type Condition, type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import {
  callerListedCards,
  listedNumbers,
  MEMBER_ORDER_COLUMNS,
  memberAnswer,
  memberOrderJoins,
  memberStateSql,
  OPEN_ORDER,
} from './order-members.ts';
import { createWorkOrder, settleWorkOrders } from './work-orders.ts';

/**
 * Directed-traffic groups (定向, /net_group, /net_group/host): a main client's groups of one carrier
 * and their addresses. Each address added or removed is a work order of type 定向配置
 * (`createWorkOrder`), settled on the clock within the carrier's SLA like any other; the address's
 * state is read off its orders (HOST_STATUS), so there is nothing to keep in step.
 */

type Sqlite = AppDeps['sqlite'];

/** An address's state from its add order `a` and its latest delete order `d`; 'removed' is hidden. */
export const HOST_STATUS = `case
  when d.status in ${OPEN_ORDER} then 'deleting'
  when d.status = 'done' then 'removed'
  when a.status in ${OPEN_ORDER} then 'adding'
  when a.status = 'done' then 'added'
  else 'add_failed' end`;
export const HOST_FROM = `net_group_hosts h join net_groups g on g.id = h.group_id
  join work_orders a on a.id = h.add_order_id left join work_orders d on d.id = h.delete_order_id`;
/** The addresses that count against the limits: in service or on their way. */
const COUNTED = `(${HOST_STATUS}) in ('adding', 'added', 'deleting')`;

/** The main client whose groups the caller manages (a sub-client has none). */
const ownerOf = (auth: AuthContext): number | null => (auth.isMainClient ? auth.clientId : null);

interface GroupRecord {
  id: number;
  main_client_id: number;
  name: string;
  carrier: Carrier;
  created_by: string;
  created_at: number;
}

export const CARD_STATUS = memberStateSql({
  adding: 'adding',
  added: 'added',
  removing: 'deleting',
  failed: 'add_failed',
});
/** A group's cards with the orders that add and remove them and each card's result in them. */
export const CARD_FROM = `net_group_cards m join net_groups g on g.id = m.group_id
  join cards c on c.id = m.card_id join plans p on p.id = c.plan_id
  ${memberOrderJoins('m')}`;
/** The cards that hold their place in a group: in it or on their way in or out. */
const CARD_COUNTED = `(${CARD_STATUS}) in ('adding', 'added', 'deleting')`;

const groupById = perConnection<[number], GroupRecord>('select * from net_groups where id = ?');
const groupByName = perConnection<[number, string], { id: number }>(
  'select id from net_groups where main_client_id = ? and name = ?',
);
const countedHosts = perConnection<[number], { ip: number; domain: number }>(
  `select coalesce(sum(h.kind = 'ip'), 0) as ip, coalesce(sum(h.kind = 'domain'), 0) as domain from ${HOST_FROM}
   where h.group_id = ? and ${COUNTED}`,
);

const countedCards = perConnection<[number], { count: number }>(
  `select count(*) as count from ${CARD_FROM} where m.group_id = ? and ${CARD_COUNTED}`,
);

function callerGroup(deps: AppDeps, auth: AuthContext, id: number): GroupRecord {
  const group = groupById(deps.sqlite).get(id);
  if (!group || group.main_client_id !== ownerOf(auth)) throw notFound('net_group_not_found', { id });
  return group;
}

// ---------------------------------------------------------------------------------------------
// Groups

const GROUPS: ListBinding<typeof netGroupList> = {
  filters: { name: 'g.name', carrier: 'g.carrier' },
  sorts: { created_at: 'g.created_at' },
  defaultSort: 'g.created_at',
  key: 'g.id',
};

/** The caller's groups with their addresses counted against the carrier's limit. */
export function listNetGroups(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof netGroupList>) {
  const owner = ownerOf(auth);
  if (owner === null) return { tableData: [], total: 0 };
  settleWorkOrders(deps, deps.clock.now());
  const sql = listSql(netGroupList, GROUPS, q, [['g.main_client_id = ?', owner]]);
  const { rows, total } = readPage<GroupRecord>(deps.sqlite, 'net_groups g', 'g.*', sql);
  const tableData: NetGroupRow[] = rows.map((g) => {
    const counted = countedHosts(deps.sqlite).get(g.id)!;
    return {
      id: g.id,
      name: g.name,
      carrier: g.carrier,
      host_count: counted.ip + counted.domain,
      host_limit: NET_HOST_LIMITS[g.carrier].total,
      card_count: countedCards(deps.sqlite).get(g.id)!.count,
      created_by: g.created_by,
      created_at: formatDateTime(g.created_at)!,
    };
  });
  return { tableData, total };
}

const insertGroup = perConnection<[number, string, Carrier, string, number]>(
  'insert into net_groups (main_client_id, name, carrier, created_by, created_at) values (?, ?, ?, ?, ?)',
);

export function addNetGroup(deps: AppDeps, auth: AuthContext, body: { name: string; carrier: Carrier }) {
  const owner = ownerOf(auth);
  if (owner === null) throw notFound('net_group_not_found', { id: 0 });
  if (groupByName(deps.sqlite).get(owner, body.name))
    throw badRequest('net_group_name_taken', { name: body.name });
  const id = Number(
    insertGroup(deps.sqlite).run(owner, body.name, body.carrier, auth.username, deps.clock.now())
      .lastInsertRowid,
  );
  return { id };
}

const deleteGroup = perConnection<[number]>('delete from net_groups where id = ?');
const dropHosts = perConnection<[number]>('delete from net_group_hosts where group_id = ?');
const dropCards = perConnection<[number]>('delete from net_group_cards where group_id = ?');

/**
 * Deletes a group with no address and no card in service or on its way (its failed and removed
 * ones go with it); otherwise refused, and nothing changes.
 */
export function removeNetGroup(deps: AppDeps, auth: AuthContext, id: number) {
  settleWorkOrders(deps, deps.clock.now());
  const group = callerGroup(deps, auth, id);
  const counted = countedHosts(deps.sqlite).get(id)!;
  const count = counted.ip + counted.domain;
  if (count > 0) throw badRequest('net_group_has_hosts', { name: group.name, count });
  const cards = countedCards(deps.sqlite).get(id)!.count;
  if (cards > 0) throw badRequest('net_group_has_cards', { name: group.name, count: cards });
  deps.sqlite.transaction(() => {
    dropCards(deps.sqlite).run(id);
    dropHosts(deps.sqlite).run(id);
    deleteGroup(deps.sqlite).run(id);
  })();
  return { id };
}

const groupsOf = perConnection<[number], { id: number; name: string; carrier: Carrier }>(
  'select id, name, carrier from net_groups where main_client_id = ? order by id',
);

const tagsOf = perConnection<[number], string>(
  'select distinct t.tag from card_tags t join cards c on c.id = t.card_id where c.main_client_id = ? order by t.tag',
);

export function netGroupOptions(deps: AppDeps, auth: AuthContext) {
  const owner = ownerOf(auth);
  if (owner === null) return { groups: [], tags: [] };
  return { groups: groupsOf(deps.sqlite).all(owner), tags: tagsOf(deps.sqlite).pluck().all(owner) };
}

// ---------------------------------------------------------------------------------------------
// Addresses

const HOSTS: ListBinding<typeof netHostList> = {
  filters: {
    group_id: 'h.group_id',
    address: 'h.address',
    status: (value) => [`(${HOST_STATUS}) = ?`, value],
  },
  sorts: { created_at: 'h.created_at' },
  defaultSort: 'h.created_at',
  key: 'h.id',
};

interface HostRecord {
  id: number;
  group_id: number;
  group_name: string;
  carrier: Carrier;
  kind: 'ip' | 'domain';
  address: string;
  protocol: 'tcp' | 'udp' | 'any';
  status: NetHostStatus | 'removed';
  add_order_id: number;
  delete_order_id: number | null;
  order_id: number;
  order_no: string;
  add_status: string;
  add_answer: string | null;
  created_at: number;
}

const HOST_COLUMNS = `h.id, h.group_id, g.name as group_name, g.carrier, h.kind, h.address, h.protocol,
  (${HOST_STATUS}) as status, h.add_order_id, h.delete_order_id,
  case when d.status in ${OPEN_ORDER} then d.id else a.id end as order_id,
  case when d.status in ${OPEN_ORDER} then d.order_no else a.order_no end as order_no,
  a.status as add_status, a.answer as add_answer, h.created_at`;

const hostRow = (h: HostRecord, lang: Lang): NetHostRow => ({
  id: h.id,
  group_id: h.group_id,
  group_name: h.group_name,
  carrier: h.carrier,
  kind: h.kind,
  address: h.address,
  protocol: h.protocol,
  status: h.status as NetHostStatus,
  order_id: h.order_id,
  order_no: h.order_no,
  answer: h.status === 'add_failed' && h.add_answer ? wordIn(lang, JSON.parse(h.add_answer) as Message) : '',
  created_at: formatDateTime(h.created_at)!,
});

/** The addresses of the caller's groups, with their states read off their work orders. */
export function listNetHosts(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof netHostList>, lang: Lang) {
  const owner = ownerOf(auth);
  if (owner === null) return { tableData: [], total: 0 };
  settleWorkOrders(deps, deps.clock.now());
  const scope: Condition[] = [['g.main_client_id = ?', owner], [`(${HOST_STATUS}) <> 'removed'`]];
  const sql = listSql(netHostList, HOSTS, q, scope);
  const { rows, total } = readPage<HostRecord>(deps.sqlite, HOST_FROM, HOST_COLUMNS, sql);
  return { tableData: rows.map((h) => hostRow(h, lang)), total };
}

const hostsOfGroup = perConnection<[number], HostRecord>(
  `select ${HOST_COLUMNS} from ${HOST_FROM} where h.group_id = ? and (${HOST_STATUS}) <> 'removed'
   order by h.created_at desc, h.id desc`,
);

/** Every address of a group as its owner's /net_group/host shows them (the support side reads it, issue 48). */
export function listNetHostsOfGroup(deps: AppDeps, groupId: number, lang: Lang): NetHostRow[] {
  return hostsOfGroup(deps.sqlite)
    .all(groupId)
    .map((h) => hostRow(h, lang));
}

const sameAddress = perConnection<[number, string], { id: number }>(
  `select h.id from ${HOST_FROM} where h.group_id = ? and lower(h.address) = lower(?) and ${COUNTED}`,
);
const insertHost = perConnection<[number, 'ip' | 'domain', string, string, number, string, number]>(
  `insert into net_group_hosts (group_id, kind, address, protocol, add_order_id, created_by, created_at)
   values (?, ?, ?, ?, ?, ?, ?)`,
);

/** What one more address of `kind` would break of the carrier's limits, or null. */
function limitRefusal(sqlite: Sqlite, group: GroupRecord, kind: 'ip' | 'domain') {
  const limits = NET_HOST_LIMITS[group.carrier];
  const counted = countedHosts(sqlite).get(group.id)!;
  const carrier = CARRIERS[group.carrier];
  if (counted[kind] >= limits[kind]) {
    return badRequest(kind === 'ip' ? 'net_host_limit_ip' : 'net_host_limit_domain', {
      carrier,
      max: limits[kind],
      count: counted[kind],
    });
  }
  const all = counted.ip + counted.domain;
  if (all >= limits.total)
    return badRequest('net_host_limit_total', { carrier, max: limits.total, count: all });
  return null;
}

const PROTOCOL_TEXT = { tcp: 'TCP', udp: 'UDP', any: 'TCP/UDP' } as const;

/** Adds an address as a 定向配置 work order (新增处理中 until the carrier answers). */
export function addNetHost(
  deps: AppDeps,
  auth: AuthContext,
  body: { group_id: number; kind: 'ip' | 'domain'; address: string; protocol: 'tcp' | 'udp' | 'any' },
) {
  const now = deps.clock.now();
  settleWorkOrders(deps, now);
  const group = callerGroup(deps, auth, body.group_id);
  const address = body.address.toLowerCase();
  if (sameAddress(deps.sqlite).get(group.id, address)) {
    throw badRequest('net_host_duplicate', { address, name: group.name });
  }
  const refusal = limitRefusal(deps.sqlite, group, body.kind);
  if (refusal) throw refusal;
  return deps.sqlite.transaction(() => {
    const title = message('net_host_title_add', { address });
    const order = createWorkOrder(
      deps.sqlite,
      { clientId: group.main_client_id, username: auth.username },
      {
        type: 'directed',
        title: translate('zh-CN', 'net_host_title_add', { address }),
        titleMessage: title,
        content: `${group.name} · ${address} · ${PROTOCOL_TEXT[body.protocol]}`,
        cardIds: [],
      },
      now,
      group.carrier,
    );
    const id = Number(
      insertHost(deps.sqlite).run(group.id, body.kind, address, body.protocol, order.id, auth.username, now)
        .lastInsertRowid,
    );
    return { id, order_id: order.id, order_no: order.orderNo, due_at: formatDateTime(order.dueAt)! };
  })();
}

const hostById = perConnection<[number], HostRecord & { main_client_id: number }>(
  `select ${HOST_COLUMNS}, g.main_client_id from ${HOST_FROM} where h.id = ?`,
);
const setDeleteOrder = perConnection<[number, number]>(
  'update net_group_hosts set delete_order_id = ? where id = ?',
);
const dropHost = perConnection<[number]>('delete from net_group_hosts where id = ?');

/** Removes an address: one in service through a 定向配置 order, a failed one at once. */
export function removeNetHost(deps: AppDeps, auth: AuthContext, id: number) {
  const now = deps.clock.now();
  settleWorkOrders(deps, now);
  const host = hostById(deps.sqlite).get(id);
  if (!host || host.main_client_id !== ownerOf(auth) || host.status === 'removed') {
    throw notFound('net_host_not_found', { id });
  }
  if (host.status === 'add_failed') {
    dropHost(deps.sqlite).run(id);
    return { id, status: 'removed' as const };
  }
  if (host.status !== 'added') {
    throw badRequest('net_host_busy', { address: host.address, status: NET_HOST_STATUSES[host.status] });
  }
  deps.sqlite.transaction(() => {
    const order = createWorkOrder(
      deps.sqlite,
      { clientId: host.main_client_id, username: auth.username },
      {
        type: 'directed',
        title: translate('zh-CN', 'net_host_title_delete', { address: host.address }),
        titleMessage: message('net_host_title_delete', { address: host.address }),
        content: `${host.group_name} · ${host.address} · ${PROTOCOL_TEXT[host.protocol]}`,
        cardIds: [],
      },
      now,
      host.carrier,
    );
    setDeleteOrder(deps.sqlite).run(order.id, id);
  })();
  return { id, status: 'deleting' as const };
}

// ---------------------------------------------------------------------------------------------
// Cards (/net_group/card)

const CARDS: ListBinding<typeof netCardList> = {
  filters: {
    group_id: 'm.group_id',
    number: ['c.iccid', 'c.msisdn'],
    status: (value) => [`(${CARD_STATUS}) = ?`, value],
  },
  sorts: { created_at: 'm.created_at' },
  defaultSort: 'm.created_at',
  key: 'm.id',
};

interface CardRecord {
  id: number;
  card_id: number;
  iccid: string;
  msisdn: string;
  group_id: number;
  group_name: string;
  main_client_id: number;
  carrier: Carrier;
  plan_name: string;
  plan_name_en: string;
  status: NetHostStatus | 'removed';
  order_id: number;
  order_no: string;
  add_answer: string | null;
  created_at: number;
}

const CARD_COLUMNS = `m.id, m.card_id, c.iccid, c.msisdn, m.group_id, g.name as group_name, g.main_client_id,
  g.carrier, p.name as plan_name, p.name_en as plan_name_en, (${CARD_STATUS}) as status,
  ${MEMBER_ORDER_COLUMNS}, m.created_at`;

const cardRow = (c: CardRecord, lang: Lang): NetCardRow => ({
  id: c.id,
  card_id: c.card_id,
  iccid: c.iccid,
  msisdn: c.msisdn,
  group_id: c.group_id,
  group_name: c.group_name,
  carrier: c.carrier,
  plan_name: nameIn(c, 'plan_name', lang),
  status: c.status as NetHostStatus,
  order_id: c.order_id,
  order_no: c.order_no,
  answer: memberAnswer(c.status === 'add_failed', c.add_answer, lang),
  created_at: formatDateTime(c.created_at)!,
});

/** The cards of the caller's groups, with their states read off their work orders. */
export function listNetCards(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof netCardList>, lang: Lang) {
  const owner = ownerOf(auth);
  if (owner === null) return { tableData: [], total: 0 };
  settleWorkOrders(deps, deps.clock.now());
  const scope: Condition[] = [['g.main_client_id = ?', owner], [`(${CARD_STATUS}) <> 'removed'`]];
  const sql = listSql(netCardList, CARDS, q, scope);
  const { rows, total } = readPage<CardRecord>(deps.sqlite, CARD_FROM, CARD_COLUMNS, sql);
  return { tableData: rows.map((c) => cardRow(c, lang)), total };
}

interface Candidate {
  id: number;
  iccid: string;
  carrier: Carrier;
  directed: number;
}

const candidatesOf = perConnection<[string], Candidate>(
  `select c.id, c.iccid, c.carrier, exists (select 1 from directed_plans dp where dp.plan_id = c.plan_id) as directed
   from cards c where c.id in (select value from json_each(?))`,
);
const inAGroup = perConnection<[string], number>(
  `select m.card_id from ${CARD_FROM} where m.card_id in (select value from json_each(?)) and ${CARD_COUNTED}`,
);
/** The caller's cards with the tag that may join a group of `carrier`: on a directed plan, not cancelled. */
const taggedCandidates = perConnection<[string, number, Carrier], number>(
  `select c.id from card_tags t join cards c on c.id = t.card_id
   where t.tag = ? and c.main_client_id = ? and c.carrier = ? and c.status <> 'cancelled'
     and exists (select 1 from directed_plans dp where dp.plan_id = c.plan_id)`,
);
const taggedCount = perConnection<[string, number], number>(
  'select count(*) from card_tags t join cards c on c.id = t.card_id where t.tag = ? and c.main_client_id = ?',
);
const insertMember = perConnection<[number, number, number, string, number]>(
  `insert into net_group_cards (group_id, card_id, add_order_id, created_by, created_at) values (?, ?, ?, ?, ?)`,
);

/**
 * The listed numbers as the caller's cards that may join `group`, all or none: an unknown,
 * repeated, foreign, other-carrier, non-directed or grouped card refuses the request under `numbers`.
 */
function listedCards(deps: AppDeps, owner: number, group: GroupRecord, numbers: readonly string[]): number[] {
  const ids = callerListedCards(deps, owner, numbers);
  const cards = candidatesOf(deps.sqlite).all(JSON.stringify(ids));
  const other = cards.filter((c) => c.carrier !== group.carrier).map((c) => c.iccid);
  if (other.length > 0) {
    throw fieldRefused('numbers', 'net_card_other_carrier', {
      carrier: CARRIERS[group.carrier],
      numbers: listedNumbers(other),
    });
  }
  const plain = cards.filter((c) => !c.directed).map((c) => c.iccid);
  if (plain.length > 0)
    throw fieldRefused('numbers', 'net_card_not_directed', { numbers: listedNumbers(plain) });
  const grouped = new Set(inAGroup(deps.sqlite).pluck().all(JSON.stringify(ids)));
  if (grouped.size > 0) {
    const named = cards.filter((c) => grouped.has(c.id)).map((c) => c.iccid);
    throw fieldRefused('numbers', 'net_card_in_group', { numbers: listedNumbers(named) });
  }
  return ids;
}

/** The caller's cards with `tag` that may join `group` (the others are skipped), at most NET_GROUP_CARDS_MAX. */
function taggedCards(deps: AppDeps, owner: number, group: GroupRecord, tag: string) {
  const candidates = taggedCandidates(deps.sqlite).pluck().all(tag, owner, group.carrier);
  const grouped = new Set(
    candidates.length === 0 ? [] : inAGroup(deps.sqlite).pluck().all(JSON.stringify(candidates)),
  );
  const ids = candidates.filter((id) => !grouped.has(id));
  if (ids.length === 0)
    throw fieldRefused('tag', 'net_card_tag_empty', { tag, carrier: CARRIERS[group.carrier] });
  if (ids.length > NET_GROUP_CARDS_MAX) {
    throw fieldRefused('tag', 'net_card_tag_too_many', { tag, count: ids.length, max: NET_GROUP_CARDS_MAX });
  }
  return { ids, skipped: taggedCount(deps.sqlite).pluck().get(tag, owner)! - ids.length };
}

/**
 * Puts cards into a group as one 定向配置 work order naming them (新增处理中 until the carrier answers
 * for each): listed numbers all or none, or the qualifying cards with a tag.
 */
export function addNetCards(
  deps: AppDeps,
  auth: AuthContext,
  body: {
    group_id: number;
    source: 'list' | 'tag';
    numbers?: string[] | undefined;
    tag?: string | undefined;
  },
) {
  const now = deps.clock.now();
  settleWorkOrders(deps, now);
  const group = callerGroup(deps, auth, body.group_id);
  const owner = group.main_client_id;
  const { ids, skipped } =
    body.source === 'tag'
      ? taggedCards(deps, owner, group, body.tag!)
      : { ids: listedCards(deps, owner, group, body.numbers ?? []), skipped: 0 };
  return deps.sqlite.transaction(() => {
    const params = { count: ids.length, name: group.name };
    const order = createWorkOrder(
      deps.sqlite,
      { clientId: owner, username: auth.username },
      {
        type: 'directed',
        title: translate('zh-CN', 'net_card_title_add', params),
        titleMessage: message('net_card_title_add', params),
        content: body.source === 'tag' ? `${group.name} · ${body.tag}` : group.name,
        cardIds: ids,
      },
      now,
      group.carrier,
    );
    for (const id of ids) insertMember(deps.sqlite).run(group.id, id, order.id, auth.username, now);
    return {
      order_id: order.id,
      order_no: order.orderNo,
      due_at: formatDateTime(order.dueAt)!,
      added: ids.length,
      skipped,
    };
  })();
}

const memberById = perConnection<[number], CardRecord>(
  `select ${CARD_COLUMNS} from ${CARD_FROM} where m.id = ?`,
);
const setMemberDelete = perConnection<[number, number]>(
  'update net_group_cards set delete_order_id = ? where id = ?',
);
const dropMember = perConnection<[number]>('delete from net_group_cards where id = ?');

/** Takes a card out of its group: one in it through a 定向配置 order, one not added at once. */
export function removeNetCard(deps: AppDeps, auth: AuthContext, id: number) {
  const now = deps.clock.now();
  settleWorkOrders(deps, now);
  const member = memberById(deps.sqlite).get(id);
  if (!member || member.main_client_id !== ownerOf(auth) || member.status === 'removed') {
    throw notFound('net_card_not_found', { id });
  }
  if (member.status === 'add_failed') {
    dropMember(deps.sqlite).run(id);
    return { id, status: 'removed' as const };
  }
  if (member.status !== 'added') {
    throw badRequest('net_card_busy', { iccid: member.iccid, status: NET_HOST_STATUSES[member.status] });
  }
  deps.sqlite.transaction(() => {
    const params = { iccid: member.iccid, name: member.group_name };
    const order = createWorkOrder(
      deps.sqlite,
      { clientId: member.main_client_id, username: auth.username },
      {
        type: 'directed',
        title: translate('zh-CN', 'net_card_title_delete', params),
        titleMessage: message('net_card_title_delete', params),
        content: `${member.group_name} · ${member.iccid}`,
        cardIds: [member.card_id],
      },
      now,
      member.carrier,
    );
    setMemberDelete(deps.sqlite).run(order.id, id);
  })();
  return { id, status: 'deleting' as const };
}
