import {
  BATCH_FILTER_MAX,
  type CardFilters,
  type Carrier,
  carriersText,
  type Lang,
  type OcDistributionRow,
  type OcPolicyBody,
  type OcPolicyRow,
  type OcSwitchRow,
  ocCardSwitches,
  ocDistributionList,
  ocPolicyList,
  ocSwitchList,
} from '#contract';
import { settleAssignments } from '../../db/oc-network.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, fieldRefused, notFound } from '../errors.ts';
import { type Message, message, translate, wordIn, wordsIn } from '../i18n.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { outcomeMessage } from '../tasks/engine.ts';
import { visibleCard } from './card-detail.ts';
import { allMatches } from './card-list.ts';
import { scopeColumn } from './card-scope.ts';

/**
 * Multi-carrier cards' switching policies (策略管理): the policies a main client owns beside the
 * read-only system default, their distribution to cards (a batch, services/batch.ts, whose rows
 * become `oc_assignments` waiting for each card's next attach) and the switches the emulated
 * network makes (db/oc-network.ts).
 */

/** The system default policy: owner null, the lowest id. */
const SYSTEM_POLICY_ID = 1;
/** A card attaches to the network again within 1 to 10 minutes of emulator time. */
const attachDelay = (cardId: number) => (1 + ((Math.imul(cardId, 2654435761) >>> 0) % 10)) * 60_000;

const mainOf = perConnection<[number], { main_id: number }>('select main_id from clients where id = ?');

/** The main client whose policies the caller manages. */
function ownerOf(deps: AppDeps, auth: AuthContext): number {
  const owner = auth.clientId === null ? undefined : mainOf(deps.sqlite).get(auth.clientId)?.main_id;
  if (owner === undefined) throw notFound('oc_policy_not_found', { id: 0 });
  return owner;
}

interface PolicyRecord {
  id: number;
  owner_client_id: number | null;
  name: string;
  mode: OcPolicyRow['mode'];
  priority: string;
  blacklist: string;
  threshold_dbm: number | null;
  probe_ip: string | null;
  latency_ms: number | null;
  enabled: number;
  created_at: number;
  card_count: number;
}

const carriersOf = (list: string): Carrier[] => (list === '' ? [] : (list.split(',') as Carrier[]));

const policyName = (p: { owner_client_id: number | null; name: string }, lang: Lang) =>
  p.owner_client_id === null ? translate(lang, 'oc_system_policy_name') : p.name;

function toRow(p: PolicyRecord, lang: Lang): OcPolicyRow {
  const blacklist = carriersOf(p.blacklist);
  const threshold =
    p.mode === 'weak_signal' && p.threshold_dbm !== null
      ? translate(lang, 'oc_threshold_dbm', { dbm: p.threshold_dbm })
      : p.mode === 'latency' && p.latency_ms !== null
        ? translate(lang, 'oc_threshold_latency', { ip: p.probe_ip ?? '', ms: p.latency_ms })
        : '';
  const system = p.owner_client_id === null;
  return {
    id: p.id,
    name: policyName(p, lang),
    mode: p.mode,
    priority_text: carriersText(carriersOf(p.priority), wordsIn(lang), ' > '),
    blacklist_text:
      blacklist.length === 0
        ? translate(lang, 'oc_blacklist_none')
        : carriersText(blacklist, wordsIn(lang), wordsIn(lang)('common.listSeparator')),
    threshold_text: threshold,
    state: p.enabled ? 'enabled' : 'disabled',
    owner: system ? 'system' : 'own',
    manage: system ? 'system' : p.enabled ? 'enabled' : 'disabled',
    card_count: p.card_count,
    created_at: formatDate(p.created_at)!,
    priority: carriersOf(p.priority),
    blacklist,
    threshold_dbm: p.threshold_dbm,
    probe_ip: p.probe_ip,
    latency_ms: p.latency_ms,
    enabled: p.enabled === 1,
  };
}

/**
 * The caller's multi-carrier cards following the policy: its own cards with the policy, and for
 * the system default those without one of their own.
 */
const cardCount = (scope: string) =>
  `(case when p.owner_client_id is null
     then (select count(*) from cards c where c.${scope} = @client and c.o_iccid is not null
             and (c.oc_policy_id is null or c.oc_policy_id = p.id))
     else (select count(*) from cards c where c.oc_policy_id = p.id and c.${scope} = @client) end)`;

const POLICY_COLUMNS = `p.id, p.owner_client_id, p.name, p.mode, p.priority, p.blacklist, p.threshold_dbm,
  p.probe_ip, p.latency_ms, p.enabled, p.created_at`;

const LIST: ListBinding<typeof ocPolicyList> = {
  filters: {
    name: 'p.name',
    mode: 'p.mode',
    state: (value) => [value === 'enabled' ? 'p.enabled = 1' : 'p.enabled = 0'],
  },
  sorts: { created_at: 'p.created_at', card_count: 'card_count' },
  defaultSort: 'p.created_at',
  key: 'p.id',
};

function scopeOf(auth: AuthContext) {
  const scope = scopeColumn(auth);
  if (!scope) throw notFound('oc_policy_not_found', { id: 0 });
  return scope;
}

export function listOcPolicies(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof ocPolicyList>,
  lang: Lang,
): { tableData: OcPolicyRow[]; total: number } {
  const owner = ownerOf(deps, auth);
  const scope = scopeOf(auth);
  settle(deps);
  // The system default first, then the caller's own, newest first.
  const sql = listSql(ocPolicyList, LIST, q, [
    ['(p.owner_client_id is null or p.owner_client_id = ?)', owner],
  ]);
  const total = deps.sqlite
    .prepare(`select count(*) from oc_policies p where ${sql.where}`)
    .pluck()
    .get(...sql.params) as number;
  const rows = deps.sqlite
    .prepare(
      `select ${POLICY_COLUMNS}, ${cardCount(scope.column)} as card_count from oc_policies p
       where ${sql.where} order by (p.owner_client_id is null) desc, ${sql.orderBy} limit @limit offset @offset`,
    )
    .all({ client: scope.clientId, limit: sql.limit, offset: sql.offset }, ...sql.params) as PolicyRecord[];
  return { tableData: rows.map((r) => toRow(r, lang)), total };
}

function policyRecord(deps: AppDeps, auth: AuthContext, id: number): PolicyRecord {
  const owner = ownerOf(deps, auth);
  const scope = scopeOf(auth);
  const p = deps.sqlite
    .prepare(
      `select ${POLICY_COLUMNS}, ${cardCount(scope.column)} as card_count from oc_policies p
       where p.id = @id and (p.owner_client_id is null or p.owner_client_id = @owner)`,
    )
    .get({ id, owner, client: scope.clientId }) as PolicyRecord | undefined;
  if (!p) throw notFound('oc_policy_not_found', { id });
  return p;
}

/** One of the caller's own policies (the system default is read-only). */
function ownPolicy(deps: AppDeps, auth: AuthContext, id: number): PolicyRecord {
  const p = policyRecord(deps, auth, id);
  if (p.owner_client_id === null) throw badRequest('oc_policy_read_only');
  return p;
}

function assertNameFree(deps: AppDeps, owner: number, name: string, self: number | null) {
  const taken = deps.sqlite
    .prepare<[number, string], { id: number }>(
      'select id from oc_policies where owner_client_id = ? and name = ?',
    )
    .get(owner, name);
  if (taken && taken.id !== self) throw fieldRefused('name', 'oc_policy_name_taken', { name });
}

/** The policy as stored: only the fields its mode uses. */
const stored = (b: OcPolicyBody) => ({
  name: b.name,
  mode: b.mode,
  priority: b.priority.join(','),
  blacklist: [...new Set(b.blacklist)].join(','),
  threshold_dbm: b.mode === 'weak_signal' ? b.threshold_dbm : null,
  probe_ip: b.mode === 'latency' ? b.probe_ip : null,
  latency_ms: b.mode === 'latency' ? b.latency_ms : null,
  enabled: b.enabled ? 1 : 0,
});

function insertPolicy(deps: AppDeps, owner: number, p: ReturnType<typeof stored>): number {
  return Number(
    deps.sqlite
      .prepare(
        `insert into oc_policies (owner_client_id, name, mode, priority, blacklist, threshold_dbm, probe_ip,
           latency_ms, enabled, created_at)
         values (@owner, @name, @mode, @priority, @blacklist, @threshold_dbm, @probe_ip, @latency_ms, @enabled, @now)`,
      )
      .run({ ...p, owner, now: deps.clock.now() }).lastInsertRowid,
  );
}

export function createOcPolicy(deps: AppDeps, auth: AuthContext, body: OcPolicyBody, lang: Lang) {
  const owner = ownerOf(deps, auth);
  assertNameFree(deps, owner, body.name, null);
  const id = insertPolicy(deps, owner, stored(body));
  return toRow(policyRecord(deps, auth, id), lang);
}

export function updateOcPolicy(
  deps: AppDeps,
  auth: AuthContext,
  body: OcPolicyBody & { id: number },
  lang: Lang,
) {
  const p = ownPolicy(deps, auth, body.id);
  assertNameFree(deps, p.owner_client_id!, body.name, p.id);
  deps.sqlite
    .prepare(
      `update oc_policies set name = @name, mode = @mode, priority = @priority, blacklist = @blacklist,
         threshold_dbm = @threshold_dbm, probe_ip = @probe_ip, latency_ms = @latency_ms, enabled = @enabled
       where id = @id`,
    )
    .run({ ...stored(body), id: p.id });
  return toRow(policyRecord(deps, auth, p.id), lang);
}

/** A copy, disabled, under a free name ('X-副本', 'X-副本2', ...), at most 32 characters. */
export function copyOcPolicy(deps: AppDeps, auth: AuthContext, id: number, lang: Lang) {
  const p = policyRecord(deps, auth, id);
  const owner = ownerOf(deps, auth);
  const base = translate(lang, 'oc_policy_copy_name', { name: policyName(p, lang) });
  const taken = (name: string) =>
    deps.sqlite.prepare('select 1 from oc_policies where owner_client_id = ? and name = ?').get(owner, name);
  let name = [...base].slice(0, 32).join('');
  for (let n = 2; taken(name); n++) name = [...base].slice(0, 32 - String(n).length).join('') + n;
  const copy = insertPolicy(deps, owner, {
    name,
    mode: p.mode,
    priority: p.priority,
    blacklist: p.blacklist,
    threshold_dbm: p.threshold_dbm,
    probe_ip: p.probe_ip,
    latency_ms: p.latency_ms,
    enabled: 0,
  });
  return toRow(policyRecord(deps, auth, copy), lang);
}

export function setOcPolicyEnabled(
  deps: AppDeps,
  auth: AuthContext,
  body: { id: number; enabled: boolean },
  lang: Lang,
) {
  const p = ownPolicy(deps, auth, body.id);
  deps.sqlite.prepare('update oc_policies set enabled = ? where id = ?').run(body.enabled ? 1 : 0, p.id);
  return toRow(policyRecord(deps, auth, p.id), lang);
}

/** Deletes a policy no card follows and none waits for (any of the owner's cards, sub-clients' too). */
export function deleteOcPolicy(deps: AppDeps, auth: AuthContext, id: number) {
  settle(deps);
  const p = ownPolicy(deps, auth, id);
  const used = deps.sqlite
    .prepare(
      `select (select count(*) from cards where oc_policy_id = ?)
        + (select count(*) from oc_assignments where policy_id = ? and status = 'pending')`,
    )
    .pluck()
    .get(id, id) as number;
  if (used > 0) throw badRequest('oc_policy_in_use', { name: p.name, count: used });
  deps.sqlite.prepare('delete from oc_policies where id = ?').run(id);
  return { id };
}

export function ocPolicyOptions(deps: AppDeps, auth: AuthContext, lang: Lang) {
  const owner = ownerOf(deps, auth);
  return deps.sqlite
    .prepare<[number], { id: number; owner_client_id: number | null; name: string; enabled: number }>(
      `select id, owner_client_id, name, enabled from oc_policies
       where owner_client_id is null or owner_client_id = ? order by (owner_client_id is null) desc, id`,
    )
    .all(owner)
    .map((p) => ({ id: p.id, name: policyName(p, lang), enabled: p.enabled === 1 }));
}

// ---------------------------------------------------------------------------------------------
// Distribution: the batch kind's rule and effect, and the log

/** Distributions whose card attached by now take effect (the clock's time travel does it too). */
const settle = (deps: AppDeps) => settleAssignments(deps.sqlite, deps.clock.now());

/** What a distribution row needs of its card. */
interface OcCardFacts {
  id: number;
  status: string;
  oc_profiles: number;
}

/** Why the policy cannot be distributed to the card, or null. */
export function distributeRefusal(deps: AppDeps, card: OcCardFacts, policyId: number): Message | null {
  if (card.status === 'cancelled') return message('oc_card_cancelled');
  if (card.oc_profiles === 0) return message('oc_not_multi');
  const p = deps.sqlite
    .prepare<[number], { name: string; owner_client_id: number | null; enabled: number }>(
      'select name, owner_client_id, enabled from oc_policies where id = ?',
    )
    .get(policyId);
  if (!p) return message('oc_policy_gone');
  if (!p.enabled) return message('oc_policy_disabled', { name: p.name });
  return null;
}

/** The row's card waits for its next attach to take the policy. */
export function applyDistribution(
  deps: AppDeps,
  taskId: number,
  rowNo: number,
  cardId: number,
  policyId: number,
) {
  const now = deps.clock.now();
  deps.sqlite
    .prepare(
      `insert or ignore into oc_assignments (task_id, row_no, card_id, policy_id, status, created_at, applies_at)
       values (?, ?, ?, ?, 'pending', ?, ?)`,
    )
    .run(taskId, rowNo, cardId, policyId, now, now + attachDelay(cardId));
}

/** Whether a policy is one the caller may distribute (the system default or its own). */
export function distributablePolicy(deps: AppDeps, auth: AuthContext, policyId: number): boolean {
  const owner = ownerOf(deps, auth);
  return (
    deps.sqlite
      .prepare('select 1 from oc_policies where id = ? and (owner_client_id is null or owner_client_id = ?)')
      .get(policyId, owner) !== undefined
  );
}

interface DistributionRecord {
  task_id: number;
  row_no: number;
  number: string;
  outcome: string;
  row_message: string | null;
  input: string;
  created_at: number;
  params: string;
  username: string | null;
  a_status: 'pending' | 'applied' | 'failed' | null;
  a_message: string | null;
  applied_at: number | null;
  a_created: number | null;
  policy_owner: number | null;
  policy_name: string | null;
}

const DISTRIBUTION: ListBinding<typeof ocDistributionList> = {
  filters: {
    task_id: 'r.task_id',
    number: 'r.number',
    state: (value) => [
      value === 'applied'
        ? "a.status = 'applied'"
        : value === 'pending'
          ? "(a.status = 'pending' or (a.id is null and r.outcome = 'pending'))"
          : "(a.status = 'failed' or r.outcome = 'failed')",
    ],
  },
  sorts: { created_at: 't.created_at' },
  defaultSort: 't.created_at',
  key: 'r.row_no',
};

export function listDistributions(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof ocDistributionList>,
  lang: Lang,
): { tableData: OcDistributionRow[]; total: number } {
  const scope = scopeColumn(auth);
  if (!scope) return { tableData: [], total: 0 };
  settle(deps);
  const sql = listSql(ocDistributionList, DISTRIBUTION, q, [
    ["t.kind = 'oc_distribute' and t.status <> 'checked' and t.client_id = ?", scope.clientId],
  ]);
  const from = `task_rows r join tasks t on t.id = r.task_id
    left join oc_assignments a on a.task_id = r.task_id and a.row_no = r.row_no
    left join oc_policies p on p.id = coalesce(a.policy_id, json_extract(t.params, '$.choice.policy_id'))
    left join users u on u.id = t.user_id`;
  const { rows, total } = readPage<DistributionRecord>(
    deps.sqlite,
    from,
    `r.task_id, r.row_no, r.number, r.outcome, r.message as row_message, r.input, t.created_at, t.params,
     u.username, a.status as a_status, a.message as a_message, a.applied_at, a.created_at as a_created,
     p.owner_client_id as policy_owner, p.name as policy_name`,
    { ...sql, orderBy: `${sql.orderBy.split(',')[0]}, r.task_id desc, r.row_no asc` },
  );
  return {
    total,
    tableData: rows.map((r) => {
      const failure = r.a_status === 'failed' ? r.a_message : r.outcome === 'failed' ? r.row_message : null;
      const reason = failure ? outcomeMessage(failure) : null;
      const input = JSON.parse(r.input) as { card_id?: number };
      return {
        id: `${r.task_id}-${r.row_no}`,
        task_id: r.task_id,
        number: r.number,
        card_id: input.card_id ?? null,
        policy_name:
          r.policy_name === null
            ? translate(lang, 'oc_policy_gone')
            : policyName({ owner_client_id: r.policy_owner, name: r.policy_name }, lang),
        state: failure ? 'failed' : (r.a_status ?? 'pending'),
        reason: reason ? wordIn(lang, reason) : '',
        created_at: formatDateTime(r.a_created ?? r.created_at)!,
        applied_at: formatDateTime(r.applied_at),
        username: r.username ?? '',
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Switches and a card's profiles

interface SwitchRecord {
  id: number;
  card_id: number;
  iccid: string;
  at: number;
  from_carrier: Carrier;
  to_carrier: Carrier;
  reason: OcSwitchRow['reason'];
  detail: string;
}

const toSwitch = (r: SwitchRecord): OcSwitchRow => ({ ...r, at: formatDateTime(r.at)! });

const SWITCHES: ListBinding<typeof ocSwitchList> = {
  filters: { iccid: 'c.iccid', reason: 's.reason', to_carrier: 's.to_carrier', at: 's.at' },
  sorts: { at: 's.at' },
  defaultSort: 's.at',
  key: 's.id',
};

const SWITCH_COLUMNS = 's.id, s.card_id, c.iccid, s.at, s.from_carrier, s.to_carrier, s.reason, s.detail';

export function listSwitches(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof ocSwitchList>) {
  const scope = scopeColumn(auth);
  if (!scope) return { tableData: [] as OcSwitchRow[], total: 0 };
  settle(deps);
  const sql = listSql(ocSwitchList, SWITCHES, q, [[`c.${scope.column} = ?`, scope.clientId]]);
  const { rows, total } = readPage<SwitchRecord>(
    deps.sqlite,
    'oc_switches s join cards c on c.id = s.card_id',
    SWITCH_COLUMNS,
    sql,
  );
  return { tableData: rows.map(toSwitch), total };
}

const CARD_SWITCHES: ListBinding<typeof ocCardSwitches> = {
  filters: {},
  sorts: {},
  key: 's.at desc, s.id',
};

export function cardSwitches(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof ocCardSwitches>) {
  visibleCard(deps, auth, q.card_id);
  settle(deps);
  const sql = listSql(ocCardSwitches, CARD_SWITCHES, q, [['s.card_id = ?', q.card_id]]);
  const { rows, total } = readPage<SwitchRecord>(
    deps.sqlite,
    'oc_switches s join cards c on c.id = s.card_id',
    SWITCH_COLUMNS,
    sql,
  );
  return { tableData: rows.map(toSwitch), total };
}

export function ocCardInfo(deps: AppDeps, auth: AuthContext, cardId: number, lang: Lang) {
  const card = visibleCard(deps, auth, cardId);
  settle(deps);
  const now = deps.sqlite
    .prepare<
      [number],
      { o_iccid: string | null; eid: string | null; iccid: string; oc_policy_id: number | null }
    >('select o_iccid, eid, iccid, oc_policy_id from cards where id = ?')
    .get(cardId)!;
  const profiles = deps.sqlite
    .prepare<[number], { carrier: Carrier; iccid: string; imsi: string }>(
      "select carrier, iccid, imsi from oc_profiles where card_id = ? order by case carrier when 'cmcc' then 0 when 'cucc' then 1 else 2 end",
    )
    .all(cardId)
    .map((p) => ({ ...p, online: p.iccid === now.o_iccid }));
  const multi = profiles.length > 0;
  const policy = multi
    ? deps.sqlite
        .prepare<
          [number],
          { id: number; owner_client_id: number | null; name: string; mode: OcPolicyRow['mode'] }
        >('select id, owner_client_id, name, mode from oc_policies where id = ?')
        .get(now.oc_policy_id ?? SYSTEM_POLICY_ID)
    : undefined;
  const pending = deps.sqlite
    .prepare<[number], { owner_client_id: number | null; name: string; applies_at: number }>(
      `select p.owner_client_id, p.name, a.applies_at from oc_assignments a join oc_policies p on p.id = a.policy_id
       where a.card_id = ? and a.status = 'pending' order by a.applies_at desc, a.id desc limit 1`,
    )
    .get(cardId);
  return {
    multi,
    container: now.eid ?? card.iccid,
    profiles,
    policy: policy ? { id: policy.id, name: policyName(policy, lang), mode: policy.mode } : null,
    pending: pending
      ? { name: policyName(pending, lang), applies_at: formatDateTime(pending.applies_at)! }
      : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Distribution by the card list's filter

/**
 * The caller's cards under the card list's filter, read the way the list and its export read
 * them (card-list.ts allMatches): their total and, at most BATCH_FILTER_MAX of them, each card's
 * ICCID and whether it is multi-carrier. Above the most, no card is read.
 */
export function filterCards(deps: AppDeps, auth: AuthContext, filter: CardFilters) {
  const { total, all } = allMatches(deps, auth, {
    ...filter,
    page: 1,
    page_size: 10,
    order: filter.order ?? 'desc',
  });
  if (total === 0 || total > BATCH_FILTER_MAX) return { total, cards: null };
  const multi = 'exists (select 1 from oc_profiles p where p.card_id = c.id) as multi';
  const cards = (
    'ids' in all
      ? deps.sqlite
          .prepare(
            `select c.iccid, ${multi} from json_each(?) j join cards c on c.id = j.value order by j.key`,
          )
          .all(JSON.stringify(all.ids))
      : deps.sqlite.prepare(`select c.iccid, ${multi} ${all.from} order by ${all.order}`).all(...all.params)
  ) as { iccid: string; multi: number }[];
  return { total, cards };
}

/** How many cards the filter matches, and how many of them are multi-carrier, before a distribution. */
export function countFilterCards(deps: AppDeps, auth: AuthContext, filter: CardFilters) {
  const { total, cards } = filterCards(deps, auth, filter);
  return {
    total,
    multi_carrier: total > BATCH_FILTER_MAX ? null : (cards ?? []).filter((c) => c.multi).length,
    max: BATCH_FILTER_MAX,
  };
}
