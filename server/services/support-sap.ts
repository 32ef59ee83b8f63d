import {
  type Lang,
  type SapApi,
  type SupportSapHostRow,
  sapApiLogList,
  sapHostIpList,
  supportSapGroupCardList,
  supportSapGroupList,
  supportSapHostList,
} from '#contract';
import { resolveHostIps } from '../../db/sap-gateway.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { translate } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, mainClientFilter, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import {
  dropHost,
  GROUP_COLUMNS,
  type GroupRecord,
  HOST_COLUMNS,
  HOST_FROM,
  type HostRecord,
  MEMBER_COLUMNS,
  MEMBER_FROM,
  type MemberRecord,
  settleSapHosts,
  toGateway,
  toGroupRow,
  toHostRow,
  toMemberRow,
  unbindCard,
} from './sap-flex.ts';

/**
 * Security awareness, support side (issue 50 part A): the customers' flexible directed access
 * read across clients (a group, and so its hosts and cards, belongs to a main client: the client
 * filter is `mainClientFilter`), support's changes for a customer (push a failed host again, take
 * a host or a card out of its group: each through sap-flex.ts's gateway calls, so each is in the
 * gateway's API log as support's call, and in the operation log with its reason by the route), the
 * domains' resolutions at the gateway and the gateway's API log.
 */

type Named = (target: { clientId: number; object: string }) => void;
const CLIENT = 'g.main_client_id as client_id, cl.name as client_name';
const WITH_CLIENT = 'join clients cl on cl.id = g.main_client_id';

// ---------------------------------------------------------------------------------------------
// Groups

const GROUPS: ListBinding<typeof supportSapGroupList> = {
  filters: { client_id: mainClientFilter('g.main_client_id'), name: 'g.name', mode: 'g.mode' },
  sorts: { created_at: 'g.created_at' },
  defaultSort: 'g.created_at',
  key: 'g.id',
};

type WithClient = { client_id: number; client_name: string };

export function listSupportGroups(deps: AppDeps, q: QueryOf<typeof supportSapGroupList>) {
  settleSapHosts(deps, deps.clock.now());
  const sql = listSql(supportSapGroupList, GROUPS, q, []);
  const { rows, total } = readPage<GroupRecord & WithClient>(
    deps.sqlite,
    `sap_groups g ${WITH_CLIENT}`,
    `${GROUP_COLUMNS}, ${CLIENT}`,
    sql,
  );
  return {
    tableData: rows.map((g) => ({ ...toGroupRow(g), client_id: g.client_id, client_name: g.client_name })),
    total,
  };
}

const allGroups = perConnection<[], { id: number; name: string; client_id: number; client_name: string }>(
  `select g.id, g.name, ${CLIENT} from sap_groups g ${WITH_CLIENT} order by cl.name, g.name, g.id`,
);

export const supportGroupOptions = (deps: AppDeps) => allGroups(deps.sqlite).all();

// ---------------------------------------------------------------------------------------------
// Hosts

const HOSTS: ListBinding<typeof supportSapHostList> = {
  filters: {
    client_id: mainClientFilter('g.main_client_id'),
    group_id: 'h.group_id',
    address: 'h.address',
    status: 'h.status',
  },
  sorts: { created_at: 'h.created_at', hits: 'h.hits' },
  defaultSort: 'h.created_at',
  key: 'h.id',
};

type SupportHostRecord = HostRecord & WithClient & { pushed_at: number | null };
const SUPPORT_HOST_COLUMNS = `${HOST_COLUMNS}, h.pushed_at, ${CLIENT}`;
const SUPPORT_HOST_FROM = `${HOST_FROM} ${WITH_CLIENT}`;

const supportHostRow = (h: SupportHostRecord, lang: Lang): SupportSapHostRow => ({
  ...toHostRow(h, lang),
  client_id: h.client_id,
  client_name: h.client_name,
  pushed_at: formatDateTime(h.pushed_at) ?? '',
});

export function listSupportHosts(deps: AppDeps, q: QueryOf<typeof supportSapHostList>, lang: Lang) {
  settleSapHosts(deps, deps.clock.now());
  const sql = listSql(supportSapHostList, HOSTS, q, []);
  const { rows, total } = readPage<SupportHostRecord>(
    deps.sqlite,
    SUPPORT_HOST_FROM,
    SUPPORT_HOST_COLUMNS,
    sql,
  );
  return { tableData: rows.map((h) => supportHostRow(h, lang)), total };
}

const hostById = perConnection<[number], SupportHostRecord>(
  `select ${SUPPORT_HOST_COLUMNS} from ${SUPPORT_HOST_FROM} where h.id = ?`,
);

function anyHost(deps: AppDeps, id: number): SupportHostRecord {
  const host = hostById(deps.sqlite).get(id);
  if (!host) throw notFound('sap_host_not_found', { id });
  return host;
}

const repush = perConnection<[number, number]>(
  `update sap_hosts set status = 'pending', fail_reason = null, applied_at = null, pushed_at = ?
   where id = ? and status = 'failed'`,
);

/**
 * Pushes a failed host to the gateway again: 下发中 from now, applied or refused by the gateway
 * SAP_HOST_EFFECT_MINUTES later on the clock (`settleSapHosts`), as a customer's new host is.
 * Refused, changing nothing, unless the host is 失败 as the clock has left it.
 */
export function repushHost(deps: AppDeps, auth: AuthContext, id: number, lang: Lang, named: Named) {
  const now = deps.clock.now();
  settleSapHosts(deps, now);
  const host = anyHost(deps, id);
  named({ clientId: host.client_id, object: `host_id=${host.id} address=${host.address}` });
  if (repush(deps.sqlite).run(now, host.id).changes === 0)
    throw badRequest('sap_host_not_failed', { address: host.address });
  toGateway(deps, auth, host.client_id, 'host.push', {
    host_id: host.id,
    group_id: host.group_id,
    address: host.address,
    port: host.port,
    protocol: host.protocol,
  });
  return supportHostRow(anyHost(deps, id), lang);
}

/** Takes any client's host out of its group, for the client. */
export function deleteHostFor(deps: AppDeps, auth: AuthContext, id: number, named: Named) {
  const host = anyHost(deps, id);
  named({ clientId: host.client_id, object: `host_id=${host.id} address=${host.address}` });
  dropHost(deps, auth, host.client_id, host);
  return { id };
}

// ---------------------------------------------------------------------------------------------
// Cards

const CARDS: ListBinding<typeof supportSapGroupCardList> = {
  filters: {
    client_id: mainClientFilter('g.main_client_id'),
    group_id: 'm.group_id',
    number: ['c.iccid', 'c.msisdn'],
  },
  sorts: { added_at: 'm.added_at' },
  defaultSort: 'm.added_at',
  key: 'm.card_id',
};

type SupportMemberRecord = MemberRecord & WithClient;
const SUPPORT_MEMBER_FROM = `${MEMBER_FROM} ${WITH_CLIENT}`;

export function listSupportGroupCards(deps: AppDeps, q: QueryOf<typeof supportSapGroupCardList>) {
  const sql = listSql(supportSapGroupCardList, CARDS, q, []);
  const { rows, total } = readPage<SupportMemberRecord>(
    deps.sqlite,
    SUPPORT_MEMBER_FROM,
    `${MEMBER_COLUMNS}, ${CLIENT}`,
    sql,
  );
  return {
    tableData: rows.map((m) => ({ ...toMemberRow(m), client_id: m.client_id, client_name: m.client_name })),
    total,
  };
}

const memberById = perConnection<[number], SupportMemberRecord>(
  `select ${MEMBER_COLUMNS}, ${CLIENT} from ${SUPPORT_MEMBER_FROM} where m.card_id = ?`,
);

/** Takes any client's card out of its group, for the client. */
export function removeCardFor(deps: AppDeps, auth: AuthContext, cardId: number, named: Named) {
  const member = memberById(deps.sqlite).get(cardId);
  if (!member) throw notFound('sap_card_not_in_group', { id: cardId });
  named({ clientId: member.client_id, object: `iccid=${member.iccid} group_id=${member.group_id}` });
  unbindCard(deps, auth, member.client_id, cardId);
  return { card_id: cardId };
}

// ---------------------------------------------------------------------------------------------
// Domain resolutions (/sap_host_ip)

const RESOLUTIONS: ListBinding<typeof sapHostIpList> = {
  filters: {
    client_id: mainClientFilter('g.main_client_id'),
    address: 'h.address',
    ip: 'r.ip',
    first_seen: 'r.first_seen',
  },
  sorts: { first_seen: 'r.first_seen', last_seen: 'r.last_seen' },
  defaultSort: 'r.first_seen',
  key: 'r.id',
};

interface ResolutionRecord extends WithClient {
  id: number;
  host_id: number;
  group_name: string;
  address: string;
  ip: string;
  first_seen: number;
  last_seen: number;
  latest: number;
}

/** What every client's domain hosts resolved to, brought up to the clock's now first. */
export function listHostIps(deps: AppDeps, q: QueryOf<typeof sapHostIpList>) {
  const now = deps.clock.now();
  settleSapHosts(deps, now);
  resolveHostIps(deps.sqlite, now);
  const sql = listSql(sapHostIpList, RESOLUTIONS, q, []);
  const { rows, total } = readPage<ResolutionRecord>(
    deps.sqlite,
    `sap_host_ips r join sap_hosts h on h.id = r.host_id join sap_groups g on g.id = h.group_id ${WITH_CLIENT}`,
    `r.id, r.host_id, g.name as group_name, h.address, r.ip, r.first_seen, r.last_seen, ${CLIENT},
     r.id = (select max(x.id) from sap_host_ips x where x.host_id = r.host_id) as latest`,
    sql,
  );
  return {
    tableData: rows.map((r) => ({
      id: r.id,
      client_id: r.client_id,
      client_name: r.client_name,
      host_id: r.host_id,
      group_name: r.group_name,
      address: r.address,
      ip: r.ip,
      first_seen: formatDateTime(r.first_seen)!,
      last_seen: formatDateTime(r.last_seen)!,
      state: r.latest ? ('current' as const) : ('past' as const),
    })),
    total,
  };
}

// ---------------------------------------------------------------------------------------------
// The gateway's API log (/sap_api_log)

const CALLS: ListBinding<typeof sapApiLogList> = {
  filters: {
    client_id: mainClientFilter('a.main_client_id'),
    api: 'a.api',
    actor: 'a.actor',
    result: (value: string) => (value === 'ok' ? ['a.ok = 1'] : ['a.ok = 0']),
    at: 'a.at',
  },
  sorts: { at: 'a.at', latency_ms: 'a.latency_ms' },
  defaultSort: 'a.at',
  key: 'a.id',
};

interface CallRecord extends WithClient {
  id: number;
  at: number;
  api: SapApi;
  params: string;
  ok: number;
  message: string | null;
  latency_ms: number;
  actor: 'client' | 'support' | 'gateway';
  username: string;
}

/** A call's parameters (stored as JSON) as the log shows them: `address=iot.example.cn port=443`. */
function paramsText(json: string): string {
  const params = JSON.parse(json) as Record<string, unknown>;
  return Object.entries(params)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`)
    .join(' ');
}

/** Every call to the gateway's API, the clock's applies settled first. */
export function listApiCalls(deps: AppDeps, q: QueryOf<typeof sapApiLogList>, lang: Lang) {
  settleSapHosts(deps, deps.clock.now());
  const sql = listSql(sapApiLogList, CALLS, q, []);
  const { rows, total } = readPage<CallRecord>(
    deps.sqlite,
    'sap_api_calls a join clients cl on cl.id = a.main_client_id',
    'a.id, a.at, a.main_client_id as client_id, cl.name as client_name, a.api, a.params, a.ok, a.message, a.latency_ms, a.actor, a.username',
    sql,
  );
  return {
    tableData: rows.map((a) => ({
      id: a.id,
      at: formatDateTime(a.at)!,
      client_id: a.client_id,
      client_name: a.client_name,
      api: a.api,
      params: paramsText(a.params),
      result: a.ok ? ('ok' as const) : ('failed' as const),
      message: a.message ? translate(lang, a.message as 'sap_host_reserved') : '',
      latency_ms: a.latency_ms,
      actor: a.actor,
      username: a.username,
    })),
    total,
  };
}
