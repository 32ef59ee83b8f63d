import {
  CARRIERS,
  type Carrier,
  type Lang,
  NET_HOST_LIMITS,
  NET_HOST_STATUSES,
  type NetGroupRow,
  type NetHostRow,
  type NetHostStatus,
  netGroupList,
  netHostList,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { type Message, message, translate, wordIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type Condition, type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { createWorkOrder, settleWorkOrders } from './work-orders.ts';

/**
 * Directed-traffic groups (定向, /net_group, /net_group/host): a main client's groups of one carrier
 * and their addresses. Each address added or removed is a work order of type 定向配置
 * (`createWorkOrder`), settled on the clock within the carrier's SLA like any other; the address's
 * state is read off its orders (HOST_STATUS), so there is nothing to keep in step.
 */

type Sqlite = AppDeps['sqlite'];

const OPEN = `('pending', 'processing', 'carrier')`;
/** An address's state from its add order `a` and its latest delete order `d`; 'removed' is hidden. */
const HOST_STATUS = `case
  when d.status in ${OPEN} then 'deleting'
  when d.status = 'done' then 'removed'
  when a.status in ${OPEN} then 'adding'
  when a.status = 'done' then 'added'
  else 'add_failed' end`;
const HOST_FROM = `net_group_hosts h join net_groups g on g.id = h.group_id
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

const groupById = perConnection<[number], GroupRecord>('select * from net_groups where id = ?');
const groupByName = perConnection<[number, string], { id: number }>(
  'select id from net_groups where main_client_id = ? and name = ?',
);
const countedHosts = perConnection<[number], { ip: number; domain: number }>(
  `select coalesce(sum(h.kind = 'ip'), 0) as ip, coalesce(sum(h.kind = 'domain'), 0) as domain from ${HOST_FROM}
   where h.group_id = ? and ${COUNTED}`,
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

/** Deletes a group with no address in service or on its way (its failed and removed ones go with it). */
export function removeNetGroup(deps: AppDeps, auth: AuthContext, id: number) {
  settleWorkOrders(deps, deps.clock.now());
  const group = callerGroup(deps, auth, id);
  const counted = countedHosts(deps.sqlite).get(id)!;
  const count = counted.ip + counted.domain;
  if (count > 0) throw badRequest('net_group_has_hosts', { name: group.name, count });
  deps.sqlite.transaction(() => {
    dropHosts(deps.sqlite).run(id);
    deleteGroup(deps.sqlite).run(id);
  })();
  return { id };
}

const groupsOf = perConnection<[number], { id: number; name: string; carrier: Carrier }>(
  'select id, name, carrier from net_groups where main_client_id = ? order by id',
);

export function netGroupOptions(deps: AppDeps, auth: AuthContext) {
  const owner = ownerOf(auth);
  return { groups: owner === null ? [] : groupsOf(deps.sqlite).all(owner) };
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
  case when d.status in ${OPEN} then d.id else a.id end as order_id,
  case when d.status in ${OPEN} then d.order_no else a.order_no end as order_no,
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
