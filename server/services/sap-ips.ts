import {
  type Lang,
  type SapIpsCategory,
  type SapIpsRow,
  type SapIpsSeverity,
  type SapIpsStatus,
  type SapProtocol,
  sapIpsList,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { type Condition, type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { scopeColumn } from './card-scope.ts';
import { addHost } from './sap-flex.ts';

/**
 * /sap_ips (入侵防护事件, issue 44): the gateway's intrusion events on the caller's cards, written by
 * the clock with each day's traffic (db/sap-traffic.ts). A main client sees its tree's cards, a
 * sub-client its own. Handling closes a pending event (已处理 / 误报). Blocking its destination adds
 * a block host (the destination's address, port and protocol) to the card's block-list group
 * through sap-flex's `addHost`, so it is sent to the gateway and in effect minutes later like any
 * host; the card's later traffic there is then counted blocked. A card in no group, or in an
 * allow-list (whose hosts are what it may reach), is refused with a message saying what to do.
 */

const EVENTS: ListBinding<typeof sapIpsList> = {
  filters: {
    number: ['c.iccid', 'c.msisdn'],
    at: 'e.at',
    category: 'e.category',
    severity: 'e.severity',
    action: 'e.action',
    status: 'e.status',
  },
  sorts: { at: 'e.at' },
  defaultSort: 'e.at',
  key: 'e.id',
};

interface EventRecord {
  id: number;
  card_id: number;
  iccid: string;
  msisdn: string;
  at: number;
  src_ip: string;
  src_port: number;
  address: string;
  port: number;
  protocol: SapProtocol;
  category: SapIpsCategory;
  severity: SapIpsSeverity;
  action: 'alert' | 'block';
  status: SapIpsStatus;
  group_id: number | null;
  group_name: string | null;
  mode: 'allow' | 'block' | null;
  handled_by: string | null;
  handled_at: number | null;
  remark: string | null;
}

const FROM = `sap_ips_events e join cards c on c.id = e.card_id join sap_destinations d on d.id = e.dest_id
  left join sap_group_cards m on m.card_id = e.card_id left join sap_groups g on g.id = m.group_id`;
const COLUMNS = `e.id, e.card_id, c.iccid, c.msisdn, e.at, e.src_ip, e.src_port, d.address, d.port, d.protocol,
  e.category, e.severity, e.action, e.status, g.id as group_id, g.name as group_name, g.mode,
  e.handled_by, e.handled_at, e.remark`;

const toRow = (e: EventRecord): SapIpsRow => ({
  id: e.id,
  card_id: e.card_id,
  iccid: e.iccid,
  msisdn: e.msisdn,
  at: formatDateTime(e.at)!,
  source: `${e.src_ip}:${e.src_port}`,
  destination: `${e.address}:${e.port}`,
  protocol: e.protocol,
  category: e.category,
  severity: e.severity,
  action: e.action,
  status: e.status,
  group_name: e.group_name ?? '',
  handled_by: e.handled_by ?? '',
  handled_at: formatDateTime(e.handled_at) ?? '',
  remark: e.remark ?? '',
});

/** The caller's cards: none for a caller without a client (support in its own view). */
function scopeOf(auth: AuthContext): Condition {
  const scope = scopeColumn(auth);
  return scope ? [`c.${scope.column} = ?`, scope.clientId] : ['0'];
}

export function listIpsEvents(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof sapIpsList>) {
  const sql = listSql(sapIpsList, EVENTS, q, [scopeOf(auth)]);
  const { rows, total } = readPage<EventRecord>(deps.sqlite, FROM, COLUMNS, sql);
  return { tableData: rows.map(toRow), total };
}

/**
 * Every client's events (support's /sap_ips_event_log), under a support list's WHERE and paging:
 * the customer's rows, with the name of the card's client.
 */
export function listIpsAcrossClients(deps: AppDeps, sql: ReturnType<typeof listSql>) {
  const { rows, total } = readPage<EventRecord & { client_name: string }>(
    deps.sqlite,
    `${FROM} join clients cl on cl.id = c.client_id`,
    `${COLUMNS}, cl.name as client_name`,
    sql,
  );
  return { tableData: rows.map((e) => ({ ...toRow(e), client_name: e.client_name })), total };
}

const eventById = perConnection<[number], EventRecord & { main_client_id: number; client_id: number }>(
  `select ${COLUMNS}, c.main_client_id, c.client_id from ${FROM} where e.id = ?`,
);

/**
 * Whose events a caller may handle: the caller's own (a customer: another client's is as unknown
 * as a missing one), or every client's (support's /sap_ips_event_log).
 */
type IpsReach = 'own' | 'every client';

function eventFor(deps: AppDeps, auth: AuthContext, id: number, reach: IpsReach) {
  const scope = scopeColumn(auth);
  const e = eventById(deps.sqlite).get(id);
  const mine =
    reach === 'every client' ||
    (scope !== null &&
      (scope.column === 'main_client_id' ? e?.main_client_id : e?.client_id) === scope.clientId);
  if (!e || !mine) throw notFound('sap_ips_not_found', { id });
  return e;
}

/** The main client an event is of (the operation log's client), undefined when there is no such event. */
export const ipsEventClient = (deps: AppDeps, id: number): number | undefined =>
  eventById(deps.sqlite).get(id)?.main_client_id;

const close = perConnection<[SapIpsStatus, string, number, string, number]>(
  `update sap_ips_events set status = ?, handled_by = ?, handled_at = ?, remark = ?
   where id = ? and status = 'pending'`,
);

/** Closes a pending event as handled or a false positive; one already closed is refused, unchanged. */
export function handleIpsEvent(
  deps: AppDeps,
  auth: AuthContext,
  body: { id: number; status: 'handled' | 'false_positive'; remark: string },
  reach: IpsReach = 'own',
): SapIpsRow {
  const e = eventFor(deps, auth, body.id, reach);
  if (
    close(deps.sqlite).run(body.status, auth.person.username, deps.clock.now(), body.remark, e.id).changes !==
    1
  ) {
    throw badRequest('sap_ips_closed', { id: e.id });
  }
  return toRow(eventById(deps.sqlite).get(e.id)!);
}

/**
 * Blocks an event's destination in the card's block-list group (a new host, 下发中 until the
 * gateway applies it). The event, if still pending, is marked handled with a remark naming the
 * group. Refused when the card is in no group or in an allow-list, and when the group already
 * holds that host (addHost's own refusal).
 */
export function blockIpsDestination(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  lang: Lang,
  reach: IpsReach = 'own',
) {
  const e = eventFor(deps, auth, id, reach);
  if (e.group_id === null) throw badRequest('sap_ips_no_group', { iccid: e.iccid });
  if (e.mode !== 'block') throw badRequest('sap_ips_allow_group', { iccid: e.iccid, group: e.group_name! });
  return deps.sqlite.transaction(() => {
    const host = addHost(
      deps,
      auth,
      { group_id: e.group_id!, address: e.address, port: e.port, protocol: e.protocol },
      lang,
      e.main_client_id,
    );
    close(deps.sqlite).run(
      'handled',
      auth.person.username,
      deps.clock.now(),
      `${e.group_name}: ${e.address}:${e.port}`,
      e.id,
    );
    return { event: toRow(eventById(deps.sqlite).get(e.id)!), host_id: host.id, group_name: e.group_name! };
  })();
}
