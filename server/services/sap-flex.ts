import {
  classifyHost,
  type Lang,
  SAP_HOST_EFFECT_MINUTES,
  type SapGroupCardRow,
  type SapGroupMode,
  type SapGroupRow,
  type SapHostKind,
  type SapHostRow,
  type SapHostStatus,
  type SapProtocol,
  sapGroupCardList,
  sapGroupList,
  sapHostList,
} from '#contract';
import { recordGatewayCall } from '../../db/sap-gateway.ts';
import { dayOf } from '../../db/sap-traffic.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { fieldRefused, notFound } from '../errors.ts';
import { translate } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { cardByNumber, scopedCardByNumber } from './card-by-number.ts';
import { scopeColumn } from './card-scope.ts';
import { groupOwner } from './project-groups.ts';
import { chartFigures, type TrafficChart, trafficChart } from './sap-chart.ts';

/**
 * Flexible directed access (灵活定向, issue 44): a main client's allow or block groups enforced at
 * the platform's own gateway, their hosts and their cards. A host is sent to the gateway as
 * 'pending' and applied SAP_HOST_EFFECT_MINUTES later on the emulator clock (`settleSapHosts`,
 * run at every move of the clock and before hosts are read), or refused then when it names a
 * reserved address or an internal domain. A card is in one group at most: the card is the key of
 * sap_group_cards, and a card in another group moves only when the caller asks for it.
 *
 * Every change reaches the gateway through `toGateway`, the one place a customer's or a support
 * user's call is recorded in its API log (sap_api_calls, /sap_api_log, issue 50); the gateway's own
 * answers are recorded where the clock settles them.
 */

const EFFECT_MS = SAP_HOST_EFFECT_MINUTES * 60_000;

/** Addresses and domains the gateway will not apply: this host, "this network", multicast and above, internal names. */
function gatewayRefuses(address: string): boolean {
  const first = /^(\d{1,3})\./.exec(address);
  if (first) {
    const octet = Number(first[1]);
    return octet === 0 || octet === 127 || octet >= 224;
  }
  return /\.(local|localhost|internal|invalid)$/.test(address);
}

/** A pending host is due SAP_HOST_EFFECT_MINUTES after it was sent: created, or pushed again by support. */
const duePending = perConnection<
  [number],
  { id: number; address: string; sent_at: number; main_client_id: number; group_id: number }
>(
  `select h.id, h.address, coalesce(h.pushed_at, h.created_at) as sent_at, g.main_client_id, h.group_id
   from sap_hosts h join sap_groups g on g.id = h.group_id
   where h.status = 'pending' and coalesce(h.pushed_at, h.created_at) <= ?`,
);
const applyHost = perConnection<[SapHostStatus, string | null, number, number]>(
  'update sap_hosts set status = ?, fail_reason = ?, applied_at = ? where id = ?',
);

/** The gateway's answer to the hosts sent SAP_HOST_EFFECT_MINUTES or more before `now`. */
export function settleSapHosts({ sqlite }: Pick<AppDeps, 'sqlite'>, now: number): void {
  const due = duePending(sqlite).all(now - EFFECT_MS);
  if (due.length === 0) return;
  sqlite.transaction(() => {
    for (const h of due) {
      const refused = gatewayRefuses(h.address);
      const at = h.sent_at + EFFECT_MS;
      applyHost(sqlite).run(refused ? 'failed' : 'active', refused ? 'sap_host_reserved' : null, at, h.id);
      recordGatewayCall(sqlite, {
        at,
        clientId: h.main_client_id,
        api: 'host.apply',
        params: { host_id: h.id, group_id: h.group_id, address: h.address },
        failure: refused ? 'sap_host_reserved' : null,
        actor: 'gateway',
        username: '',
      });
    }
  })();
}

/**
 * A change sent to the gateway's API, recorded in its log: who called (the person holding the token:
 * a support user, switched into the client or on the support side, or the customer's user).
 */
export function toGateway(
  deps: AppDeps,
  auth: AuthContext,
  clientId: number,
  api: string,
  params: Record<string, unknown>,
): void {
  const support = auth.loginType === 'support' || auth.person.userId !== auth.userId;
  recordGatewayCall(deps.sqlite, {
    at: deps.clock.now(),
    clientId,
    api,
    params,
    actor: support ? 'support' : 'client',
    username: auth.person.username,
  });
}

/** The main client whose groups the caller manages (a sub-client's are its main client's). */
function ownerOf(deps: AppDeps, auth: AuthContext): number {
  return groupOwner(deps, auth) ?? -1;
}

// ---------------------------------------------------------------------------------------------
// Groups

const GROUPS: ListBinding<typeof sapGroupList> = {
  filters: { name: 'g.name', mode: 'g.mode' },
  sorts: { created_at: 'g.created_at' },
  defaultSort: 'g.created_at',
  key: 'g.id',
};

export interface GroupRecord {
  id: number;
  name: string;
  mode: SapGroupMode;
  remark: string;
  host_count: number;
  pending_hosts: number;
  card_count: number;
  created_at: number;
  created_by: string;
}

export const GROUP_COLUMNS = `g.id, g.name, g.mode, g.remark, g.created_at, g.created_by,
  (select count(*) from sap_hosts h where h.group_id = g.id) as host_count,
  (select count(*) from sap_hosts h where h.group_id = g.id and h.status = 'pending') as pending_hosts,
  (select count(*) from sap_group_cards m where m.group_id = g.id) as card_count`;

export const toGroupRow = (g: GroupRecord): SapGroupRow => ({
  ...g,
  created_at: formatDateTime(g.created_at)!,
});

export function listGroups(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof sapGroupList>) {
  settleSapHosts(deps, deps.clock.now());
  const sql = listSql(sapGroupList, GROUPS, q, [['g.main_client_id = ?', ownerOf(deps, auth)]]);
  const { rows, total } = readPage<GroupRecord>(deps.sqlite, 'sap_groups g', GROUP_COLUMNS, sql);
  return { tableData: rows.map(toGroupRow), total };
}

const optionsOf = perConnection<
  [number],
  { id: number; name: string; mode: SapGroupMode; card_count: number }
>(
  `select g.id, g.name, g.mode, (select count(*) from sap_group_cards m where m.group_id = g.id) as card_count
   from sap_groups g where g.main_client_id = ? order by g.name, g.id`,
);

export const groupOptions = (deps: AppDeps, auth: AuthContext) =>
  optionsOf(deps.sqlite).all(ownerOf(deps, auth));

const groupById = perConnection<[number, number], GroupRecord>(
  `select ${GROUP_COLUMNS} from sap_groups g where g.id = ? and g.main_client_id = ?`,
);
const groupNamed = perConnection<[number, string, number], number>(
  'select id from sap_groups where main_client_id = ? and name = ? and id <> ?',
);

/** The caller's group, or a 400 under the body's `group_id`. */
function ownGroup(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  field = 'group_id',
  owner = ownerOf(deps, auth),
): GroupRecord {
  const group = groupById(deps.sqlite).get(id, owner);
  if (!group) throw fieldRefused(field, 'sap_group_not_found', { id });
  return group;
}

type GroupBody = { id?: number; name: string; mode: SapGroupMode; remark: string };

export function saveGroup(deps: AppDeps, auth: AuthContext, body: GroupBody): SapGroupRow {
  const owner = ownerOf(deps, auth);
  if (
    groupNamed(deps.sqlite)
      .pluck()
      .get(owner, body.name, body.id ?? 0) !== undefined
  ) {
    throw fieldRefused('name', 'sap_group_name_taken', { name: body.name });
  }
  let id = body.id;
  if (id === undefined) {
    id = Number(
      deps.sqlite
        .prepare(
          `insert into sap_groups (main_client_id, name, mode, remark, created_at, created_by)
           values (?, ?, ?, ?, ?, ?)`,
        )
        .run(owner, body.name, body.mode, body.remark, deps.clock.now(), auth.username).lastInsertRowid,
    );
    toGateway(deps, auth, owner, 'group.create', { group_id: id, name: body.name, mode: body.mode });
  } else {
    ownGroup(deps, auth, id, 'id');
    deps.sqlite
      .prepare('update sap_groups set name = ?, mode = ?, remark = ? where id = ? and main_client_id = ?')
      .run(body.name, body.mode, body.remark, id, owner);
    toGateway(deps, auth, owner, 'group.update', { group_id: id, name: body.name, mode: body.mode });
  }
  return toGroupRow(groupById(deps.sqlite).get(id, owner)!);
}

export function deleteGroup(deps: AppDeps, auth: AuthContext, id: number) {
  const group = groupById(deps.sqlite).get(id, ownerOf(deps, auth));
  if (!group) throw notFound('sap_group_not_found', { id });
  if (group.card_count > 0)
    throw fieldRefused('id', 'sap_group_has_cards', { name: group.name, count: group.card_count });
  deps.sqlite.prepare('delete from sap_groups where id = ?').run(id);
  toGateway(deps, auth, ownerOf(deps, auth), 'group.delete', { group_id: id, name: group.name });
  return { id };
}

// ---------------------------------------------------------------------------------------------
// Hosts

const HOSTS: ListBinding<typeof sapHostList> = {
  filters: { group_id: 'h.group_id', address: 'h.address', status: 'h.status' },
  sorts: { created_at: 'h.created_at', hits: 'h.hits' },
  defaultSort: 'h.created_at',
  key: 'h.id',
};

export interface HostRecord {
  id: number;
  group_id: number;
  group_name: string;
  mode: SapGroupMode;
  address: string;
  kind: SapHostKind;
  port: number | null;
  protocol: SapProtocol;
  hits: number;
  status: SapHostStatus;
  fail_reason: string | null;
  created_at: number;
  applied_at: number | null;
}

export const HOST_COLUMNS = `h.id, h.group_id, g.name as group_name, g.mode, h.address, h.kind, h.port, h.protocol,
  h.hits, h.status, h.fail_reason, h.created_at, h.applied_at`;
export const HOST_FROM = 'sap_hosts h join sap_groups g on g.id = h.group_id';

export const toHostRow = (h: HostRecord, lang: Lang): SapHostRow => ({
  id: h.id,
  group_id: h.group_id,
  group_name: h.group_name,
  mode: h.mode,
  address: h.address,
  kind: h.kind,
  port: h.port === null ? '' : String(h.port),
  protocol: h.protocol,
  hits: h.hits,
  status: h.status,
  reason: h.fail_reason ? translate(lang, h.fail_reason as 'sap_host_reserved') : '',
  created_at: formatDateTime(h.created_at)!,
  applied_at: formatDateTime(h.applied_at),
});

export function listHosts(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof sapHostList>, lang: Lang) {
  settleSapHosts(deps, deps.clock.now());
  const sql = listSql(sapHostList, HOSTS, q, [['g.main_client_id = ?', ownerOf(deps, auth)]]);
  const { rows, total } = readPage<HostRecord>(deps.sqlite, HOST_FROM, HOST_COLUMNS, sql);
  return { tableData: rows.map((h) => toHostRow(h, lang)), total };
}

const hostById = perConnection<[number, number], HostRecord>(
  `select ${HOST_COLUMNS} from ${HOST_FROM} where h.id = ? and g.main_client_id = ?`,
);
const sameHost = perConnection<[number, string, number, string], number>(
  'select id from sap_hosts where group_id = ? and address = ? and coalesce(port, 0) = ? and protocol = ?',
);
const insertHost = perConnection<[number, string, SapHostKind, number | null, SapProtocol, number]>(
  `insert into sap_hosts (group_id, address, kind, port, protocol, status, created_at)
   values (?, ?, ?, ?, ?, 'pending', ?)`,
);

type HostBody = { group_id: number; address: string; port?: number; protocol: SapProtocol };

/** Sends a host of the caller's group to the gateway (the body is parsed: the address is valid). */
/**
 * Adds a host to one of the caller's groups; `owner` names the main client whose group it is when
 * the caller acts for it (support blocking an IPS event's destination).
 */
export function addHost(
  deps: AppDeps,
  auth: AuthContext,
  body: HostBody,
  lang: Lang,
  owner = ownerOf(deps, auth),
): SapHostRow {
  settleSapHosts(deps, deps.clock.now());
  const group = ownGroup(deps, auth, body.group_id, 'group_id', owner);
  const verdict = classifyHost(body.address);
  const kind = 'kind' in verdict ? verdict.kind : 'domain';
  if (
    sameHost(deps.sqlite)
      .pluck()
      .get(group.id, body.address, body.port ?? 0, body.protocol) !== undefined
  ) {
    throw fieldRefused('address', 'sap_host_exists', { address: body.address });
  }
  const id = Number(
    insertHost(deps.sqlite).run(
      group.id,
      body.address,
      kind,
      body.port ?? null,
      body.protocol,
      deps.clock.now(),
    ).lastInsertRowid,
  );
  toGateway(deps, auth, owner, 'host.push', {
    host_id: id,
    group_id: group.id,
    address: body.address,
    port: body.port ?? null,
    protocol: body.protocol,
  });
  return toHostRow(hostById(deps.sqlite).get(id, owner)!, lang);
}

export function deleteHost(deps: AppDeps, auth: AuthContext, id: number) {
  const owner = ownerOf(deps, auth);
  const host = hostById(deps.sqlite).get(id, owner);
  if (!host) throw notFound('sap_host_not_found', { id });
  dropHost(deps, auth, owner, host);
  return { id };
}

/** Takes a host out of its group at the gateway (the customer's delete, or support's for it). */
export function dropHost(
  deps: AppDeps,
  auth: AuthContext,
  clientId: number,
  host: { id: number; group_id: number; address: string },
) {
  deps.sqlite.prepare('delete from sap_hosts where id = ?').run(host.id);
  toGateway(deps, auth, clientId, 'host.delete', {
    host_id: host.id,
    group_id: host.group_id,
    address: host.address,
  });
}

// ---------------------------------------------------------------------------------------------
// Cards

const CARDS: ListBinding<typeof sapGroupCardList> = {
  filters: { group_id: 'm.group_id', number: ['c.iccid', 'c.msisdn'] },
  sorts: { added_at: 'm.added_at' },
  defaultSort: 'm.added_at',
  key: 'm.card_id',
};

export interface MemberRecord {
  card_id: number;
  iccid: string;
  msisdn: string;
  group_id: number;
  group_name: string;
  mode: SapGroupMode;
  added_at: number;
  added_by: string;
}

export const MEMBER_COLUMNS =
  'm.card_id, c.iccid, c.msisdn, m.group_id, g.name as group_name, g.mode, m.added_at, m.added_by';
export const MEMBER_FROM =
  'sap_group_cards m join cards c on c.id = m.card_id join sap_groups g on g.id = m.group_id';

export const toMemberRow = (m: MemberRecord): SapGroupCardRow => ({
  ...m,
  added_at: formatDateTime(m.added_at)!,
});

export function listGroupCards(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof sapGroupCardList>) {
  const scope = scopeColumn(auth);
  if (!scope) return { tableData: [] as SapGroupCardRow[], total: 0 };
  const sql = listSql(sapGroupCardList, CARDS, q, [
    [`c.${scope.column} = ?`, scope.clientId],
    ['g.main_client_id = ?', ownerOf(deps, auth)],
  ]);
  const { rows, total } = readPage<MemberRecord>(deps.sqlite, MEMBER_FROM, MEMBER_COLUMNS, sql);
  return { tableData: rows.map(toMemberRow), total };
}

const membershipOf = perConnection<[number], { group_id: number; group_name: string }>(
  'select m.group_id, g.name as group_name from sap_group_cards m join sap_groups g on g.id = m.group_id where m.card_id = ?',
);
const putCard = perConnection<[number, number, number, string]>(
  `insert into sap_group_cards (card_id, group_id, added_at, added_by) values (?, ?, ?, ?)
   on conflict (card_id) do update set group_id = excluded.group_id, added_at = excluded.added_at,
     added_by = excluded.added_by`,
);

type CardsBody = { group_id: number; numbers: string[]; move: boolean };

/**
 * Puts the caller's cards into its group, all or none: an unknown or foreign number, or a card in
 * another group while `move` is off, refuses the whole request (under `numbers`) and saves nothing.
 */
export function addGroupCards(deps: AppDeps, auth: AuthContext, body: CardsBody) {
  const group = ownGroup(deps, auth, body.group_id);
  const scope = scopeColumn(auth);
  const cards = [...new Set(body.numbers)].map((number) => {
    const card = cardByNumber(deps, number);
    if (!card || !scope || card[scope.column] !== scope.clientId)
      throw fieldRefused('numbers', 'card_number_not_found', { number });
    return { card, number, membership: membershipOf(deps.sqlite).get(card.id) };
  });
  const ids = new Set<number>();
  for (const { card, number, membership } of cards) {
    if (membership && membership.group_id !== group.id && !body.move)
      throw fieldRefused('numbers', 'sap_card_in_other_group', {
        card: number,
        group: membership.group_name,
      });
    ids.add(card.id);
  }
  let added = 0;
  let moved = 0;
  let unchanged = 0;
  const now = deps.clock.now();
  deps.sqlite.transaction(() => {
    const seen = new Set<number>();
    for (const { card, membership } of cards) {
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      if (membership?.group_id === group.id) {
        unchanged++;
        continue;
      }
      if (membership) moved++;
      else added++;
      putCard(deps.sqlite).run(card.id, group.id, now, auth.username);
    }
    if (added + moved > 0)
      toGateway(deps, auth, ownerOf(deps, auth), 'card.bind', {
        group_id: group.id,
        cards: added + moved,
        moved,
        iccids: cards.slice(0, 3).map((c) => c.card.iccid),
      });
  })();
  return { added, moved, unchanged };
}

export function removeGroupCard(deps: AppDeps, auth: AuthContext, cardId: number) {
  const scope = scopeColumn(auth);
  const row = scope
    ? (deps.sqlite
        .prepare(
          `select m.card_id from ${MEMBER_FROM} where m.card_id = ? and c.${scope.column} = ? and g.main_client_id = ?`,
        )
        .get(cardId, scope.clientId, ownerOf(deps, auth)) as { card_id: number } | undefined)
    : undefined;
  if (!row) throw notFound('sap_card_not_in_group', { id: cardId });
  unbindCard(deps, auth, ownerOf(deps, auth), cardId);
  return { card_id: cardId };
}

/** Takes a card out of its group at the gateway (the customer's removal, or support's for it). */
export function unbindCard(deps: AppDeps, auth: AuthContext, clientId: number, cardId: number) {
  const member = deps.sqlite
    .prepare(
      'select m.group_id, c.iccid from sap_group_cards m join cards c on c.id = m.card_id where m.card_id = ?',
    )
    .get(cardId) as { group_id: number; iccid: string };
  deps.sqlite.prepare('delete from sap_group_cards where card_id = ?').run(cardId);
  toGateway(deps, auth, clientId, 'card.unbind', { group_id: member.group_id, iccid: member.iccid });
}

// ---------------------------------------------------------------------------------------------
// Traffic chart (/sap_sim_chart)

/**
 * A group's or a card's traffic over the last `span` days that have ended (yesterday back), from
 * the group rollups or the card's own rows (services/sap-chart.ts). A group is the caller's main
 * client's, a card one of the caller's; naming neither gives an empty chart with no target.
 */
export function simChart(
  deps: AppDeps,
  auth: AuthContext,
  q: { group_id?: number; number?: string; days: '7' | '14' },
) {
  const span = Number(q.days);
  const today = dayOf(deps.clock.now());
  const days = Array.from({ length: span }, (_, i) => today - span + i);
  let target: { kind: 'group' | 'card'; name: string } | null = null;
  let chart: TrafficChart = { top: [], trend: [] };
  if (q.number) {
    const card = scopedCardByNumber(deps, auth, q.number);
    target = { kind: 'card', name: card.iccid };
    chart = trafficChart(deps.sqlite, { cardId: card.id }, days);
  } else if (q.group_id !== undefined) {
    const group = groupById(deps.sqlite).get(q.group_id, ownerOf(deps, auth));
    if (!group) throw notFound('sap_group_not_found', { id: q.group_id });
    target = { kind: 'group', name: group.name };
    chart = trafficChart(deps.sqlite, { groupId: group.id }, days);
  }
  return { target, ...chartFigures(chart) };
}
