import type { z } from 'zod';
import {
  FIELDS,
  type Lang,
  labelOf,
  type TextKey,
  WARNING_ACTIONS,
  WARNING_CHANNELS,
  WARNING_RESTORES,
  WARNING_RULE_STATUSES,
  WARNING_RULE_TYPES,
  WARNING_SCOPES,
  type WarningNoticeRow,
  type WarningRecordRow,
  type WarningRuleLogRow,
  type WarningRuleRow,
  type Words,
  warningNoticeList,
  warningRecordList,
  type warningRuleBody,
  warningRuleForm,
  warningRuleHistory,
  warningRuleList,
  warningRuleLogList,
} from '#contract';
import { higherIsWorse, type RuleRecord, scopeCondition, thresholdsOf } from '../../db/warning-eval.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, fieldRefused, notFound } from '../errors.ts';
import { wordsIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type Condition, type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';

/**
 * Warning rules of a main client (/warning_rule, /add_warning_rule), their log (/warning_rule_log),
 * a rule's details (/warning_rule_details), the records of their triggers (/warning_record) and the
 * notices sent (/warning_notice). Rules are the main client's: a sub-client holds none of these
 * codes. The clock's evaluation is db/warning-eval.ts.
 */

type RuleBody = z.output<typeof warningRuleBody>;
const statement = statementCache();

/** The main client whose rules the caller manages (its own client, a main client). */
function ownerOf(auth: AuthContext): number {
  if (auth.clientId === null || !auth.isMainClient) throw badRequest('warning_main_only');
  return auth.clientId;
}

interface StoredRule extends RuleRecord {
  status: 'enabled' | 'disabled';
  hits: number;
  last_triggered_at: number | null;
  created_at: number;
  scope_name: string | null;
  card_count: number;
}

const RULE_COLUMNS = `w.id, w.main_client_id, w.name, w.type, w.scope, w.scope_ref, w.thresholds, w.action, w.restore,
  w.channels, w.recipients, w.status, w.hits, w.last_triggered_at, w.created_at, w.created_by,
  case w.scope when 'billing_group' then (select name from billing_groups where id = cast(w.scope_ref as integer))
    when 'project_group' then (select name from project_groups where id = cast(w.scope_ref as integer))
    when 'tag' then w.scope_ref end as scope_name,
  (select count(*) from warning_rule_cards rc where rc.rule_id = w.id) as card_count`;

const ruleById = perConnection<[number, number], StoredRule>(
  `select ${RULE_COLUMNS} from warning_rules w where w.id = ? and w.main_client_id = ?`,
);
const listedCards = perConnection<[number], string>(
  'select c.msisdn from warning_rule_cards rc join cards c on c.id = rc.card_id where rc.rule_id = ? order by c.msisdn',
);

/** A threshold with its unit in the caller's language. */
const unitOf = (words: Words, type: RuleRecord['type'], value: number) =>
  words(`warning.units.${type}` as TextKey, { value });

function toRuleRow(deps: AppDeps, r: StoredRule, lang: Lang): WarningRuleRow {
  const words = wordsIn(lang);
  const thresholds = thresholdsOf(r.thresholds);
  const scopeText =
    r.scope === 'all'
      ? words('warning.scopes.all')
      : r.scope === 'cards'
        ? words('warning.rule.cardCount', { count: r.card_count })
        : (r.scope_name ?? '');
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    scope: r.scope,
    scope_text: scopeText,
    ...(r.scope === 'billing_group' ? { billing_group_id: Number(r.scope_ref) } : {}),
    ...(r.scope === 'project_group' ? { project_group_id: Number(r.scope_ref) } : {}),
    ...(r.scope === 'tag' ? { tag: r.scope_ref } : {}),
    cards: r.scope === 'cards' ? listedCards(deps.sqlite).pluck().all(r.id) : [],
    thresholds: thresholds.map((value) => ({ value })),
    threshold_text: thresholds.map((v) => unitOf(words, r.type, v)).join(' / '),
    action: r.action,
    restore: r.restore,
    channels: r.channels.split(',').filter(Boolean) as WarningRuleRow['channels'],
    recipients: r.recipients,
    status: r.status,
    hits: r.hits,
    last_triggered_at: formatDateTime(r.last_triggered_at),
    created_at: formatDateTime(r.created_at)!,
    created_by: r.created_by,
  };
}

const RULES: ListBinding<typeof warningRuleList> = {
  filters: { name: 'w.name', type: 'w.type', status: 'w.status' },
  sorts: { created_at: 'w.created_at', hits: 'w.hits' },
  defaultSort: 'w.created_at',
  key: 'w.id',
};

export function listRules(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof warningRuleList>, lang: Lang) {
  const owner = auth.isMainClient ? (auth.clientId ?? -1) : -1;
  const sql = listSql(warningRuleList, RULES, q, [['w.main_client_id = ?', owner]]);
  const { rows, total } = readPage<StoredRule>(deps.sqlite, 'warning_rules w', RULE_COLUMNS, sql);
  return { tableData: rows.map((r) => toRuleRow(deps, r, lang)), total };
}

export function ruleOptions(deps: AppDeps, auth: AuthContext) {
  const owner = ownerOf(auth);
  return {
    billing_groups: statement(
      deps.sqlite,
      'select id, name from billing_groups where main_client_id = ? order by id',
    ).all(owner) as { id: number; name: string }[],
    project_groups: statement(
      deps.sqlite,
      'select id, name from project_groups where main_client_id = ? order by id',
    ).all(owner) as { id: number; name: string }[],
    tags: statement(
      deps.sqlite,
      `select distinct t.tag from card_tags t join cards c on c.id = t.card_id where c.main_client_id = ? order by t.tag`,
    )
      .pluck()
      .all(owner) as string[],
  };
}

/** The scope's reference as stored, after checking it is the caller's and holds cards. */
function checkScope(deps: AppDeps, owner: number, body: RuleBody): { ref: string; cardIds: number[] } {
  const { sqlite } = deps;
  if (body.scope === 'billing_group' || body.scope === 'project_group') {
    const field = body.scope === 'billing_group' ? 'billing_group_id' : 'project_group_id';
    const table = body.scope === 'billing_group' ? 'billing_groups' : 'project_groups';
    const id = body[field]!;
    const mine = statement(sqlite, `select 1 from ${table} where id = ? and main_client_id = ?`).get(
      id,
      owner,
    );
    if (!mine)
      throw fieldRefused(field, 'warning_scope_not_yours', {
        what: { key: body.scope === 'billing_group' ? FIELDS.billingGroup : FIELDS.projectGroup },
      });
    const column = body.scope === 'billing_group' ? 'billing_group_id' : 'project_group_id';
    if (
      !statement(sqlite, `select 1 from cards where ${column} = ? and main_client_id = ? limit 1`).get(
        id,
        owner,
      )
    )
      throw fieldRefused(field, 'warning_scope_empty');
    return { ref: String(id), cardIds: [] };
  }
  if (body.scope === 'tag') {
    const tag = body.tag!;
    const held = statement(
      sqlite,
      'select 1 from card_tags t join cards c on c.id = t.card_id where t.tag = ? and c.main_client_id = ? limit 1',
    ).get(tag, owner);
    if (!held) throw fieldRefused('tag', 'warning_scope_empty');
    return { ref: tag, cardIds: [] };
  }
  if (body.scope === 'cards') {
    const find = statement(
      sqlite,
      `select id from cards where main_client_id = ? and id = coalesce(
         (select id from cards where iccid = ?), (select id from cards where msisdn = ?), (select id from cards where imsi = ?))`,
    ).pluck();
    const ids: number[] = [];
    const missing: string[] = [];
    for (const number of new Set(body.cards ?? [])) {
      const id = find.get(owner, number, number, number) as number | undefined;
      if (id === undefined) missing.push(number);
      else ids.push(id);
    }
    if (missing.length > 0)
      throw fieldRefused('cards', 'warning_cards_not_yours', { numbers: missing.slice(0, 5).join(', ') });
    return { ref: '', cardIds: ids };
  }
  if (!statement(sqlite, 'select 1 from cards where main_client_id = ? limit 1').get(owner))
    throw fieldRefused('scope', 'warning_scope_empty');
  return { ref: '', cardIds: [] };
}

/** What a log entry keeps of a rule: its stored fields, worded only when the log is read. */
type Snapshot = Pick<
  StoredRule,
  | 'name'
  | 'type'
  | 'scope'
  | 'scope_name'
  | 'card_count'
  | 'thresholds'
  | 'action'
  | 'restore'
  | 'channels'
  | 'recipients'
  | 'status'
>;
const snapshotOf = (r: StoredRule): Snapshot => ({
  name: r.name,
  type: r.type,
  scope: r.scope,
  scope_name: r.scope_name,
  card_count: r.card_count,
  thresholds: r.thresholds,
  action: r.action,
  restore: r.restore,
  channels: r.channels,
  recipients: r.recipients,
  status: r.status,
});

/** The fields a log entry tells, each worded in the reader's language. */
function describe(words: Words, r: Snapshot): Record<string, string> {
  const label = (values: Record<string, { label: TextKey }>, key: string) => words(labelOf(values[key]!));
  const scopeText =
    r.scope === 'all'
      ? ''
      : r.scope === 'cards'
        ? words('warning.rule.cardCount', { count: r.card_count })
        : (r.scope_name ?? '');
  return {
    name: r.name,
    type: label(WARNING_RULE_TYPES, r.type),
    scope: `${label(WARNING_SCOPES, r.scope)}${scopeText ? ` ${scopeText}` : ''}`,
    thresholds: thresholdsOf(r.thresholds)
      .map((v) => unitOf(words, r.type, v))
      .join(' / '),
    action: label(WARNING_ACTIONS, r.action),
    restore: label(WARNING_RESTORES, r.restore),
    channels: r.channels
      .split(',')
      .filter(Boolean)
      .map((c) => label(WARNING_CHANNELS, c))
      .join(', '),
    recipients: r.recipients,
    status: label(WARNING_RULE_STATUSES, r.status),
  };
}

const LOG_FIELDS = [
  'name',
  'type',
  'scope',
  'thresholds',
  'action',
  'restore',
  'channels',
  'recipients',
  'status',
];

function writeLog(
  deps: AppDeps,
  auth: AuthContext,
  owner: number,
  rule: StoredRule,
  action: 'create' | 'update' | 'enable' | 'disable' | 'delete',
  before: StoredRule | null,
) {
  statement(
    deps.sqlite,
    `insert into warning_rule_logs (main_client_id, rule_id, rule_name, action, detail, username, at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    owner,
    rule.id,
    rule.name,
    action,
    JSON.stringify({
      before: before ? snapshotOf(before) : null,
      after: action === 'delete' ? null : snapshotOf(rule),
    }),
    auth.username,
    deps.clock.now(),
  );
}

export function saveRule(deps: AppDeps, auth: AuthContext, body: RuleBody & { id?: number }, lang: Lang) {
  const owner = ownerOf(auth);
  const { sqlite } = deps;
  const taken = statement(
    sqlite,
    'select id from warning_rules where main_client_id = ? and name = ? and id <> ?',
  )
    .pluck()
    .get(owner, body.name, body.id ?? 0);
  if (taken !== undefined) throw fieldRefused('name', 'warning_rule_name_taken', { name: body.name });
  const previous = body.id === undefined ? null : ruleById(sqlite).get(body.id, owner);
  if (body.id !== undefined && !previous) throw notFound('warning_rule_not_found');
  const { ref, cardIds } = checkScope(deps, owner, body);
  const values = [
    body.name,
    body.type,
    body.scope,
    ref,
    body.thresholds.map((t) => t.value).join(','),
    body.action,
    body.restore,
    body.channels.join(','),
    body.recipients,
    body.status,
  ];
  const id = sqlite.transaction(() => {
    let ruleId = body.id;
    if (ruleId === undefined) {
      ruleId = Number(
        statement(
          sqlite,
          `insert into warning_rules (main_client_id, name, type, scope, scope_ref, thresholds, action, restore, channels,
             recipients, status, created_at, created_by) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(owner, ...values, deps.clock.now(), auth.username).lastInsertRowid,
      );
    } else {
      statement(
        sqlite,
        `update warning_rules set name = ?, type = ?, scope = ?, scope_ref = ?, thresholds = ?, action = ?, restore = ?,
           channels = ?, recipients = ?, status = ? where id = ? and main_client_id = ?`,
      ).run(...values, ruleId, owner);
    }
    statement(sqlite, 'delete from warning_rule_cards where rule_id = ?').run(ruleId);
    const addCard = statement(sqlite, 'insert into warning_rule_cards (rule_id, card_id) values (?, ?)');
    for (const cardId of cardIds) addCard.run(ruleId, cardId);
    const stored = ruleById(sqlite).get(ruleId, owner)!;
    writeLog(deps, auth, owner, stored, previous ? 'update' : 'create', previous ?? null);
    return ruleId;
  })();
  return toRuleRow(deps, ruleById(sqlite).get(id, owner)!, lang);
}

export function toggleRule(
  deps: AppDeps,
  auth: AuthContext,
  body: { id: number; status: 'enabled' | 'disabled' },
  lang: Lang,
) {
  const owner = ownerOf(auth);
  const previous = ruleById(deps.sqlite).get(body.id, owner);
  if (!previous) throw notFound('warning_rule_not_found');
  statement(deps.sqlite, 'update warning_rules set status = ? where id = ?').run(body.status, body.id);
  const stored = ruleById(deps.sqlite).get(body.id, owner)!;
  if (previous.status !== body.status)
    writeLog(deps, auth, owner, stored, body.status === 'enabled' ? 'enable' : 'disable', previous);
  return toRuleRow(deps, stored, lang);
}

/**
 * Deletes a rule of the caller's: it is evaluated no more, the cards it listed are let go, and the
 * log keeps what it was. Its records and notices stay, named by the rule as it was when deleted;
 * a card it stopped comes back when its record says, as before.
 */
export function deleteRule(deps: AppDeps, auth: AuthContext, id: number) {
  const owner = ownerOf(auth);
  const rule = ruleById(deps.sqlite).get(id, owner);
  if (!rule) throw notFound('warning_rule_not_found');
  deps.sqlite.transaction(() => {
    writeLog(deps, auth, owner, rule, 'delete', rule);
    statement(deps.sqlite, 'delete from warning_rule_cards where rule_id = ?').run(id);
    statement(deps.sqlite, 'delete from warning_rules where id = ? and main_client_id = ?').run(id, owner);
  })();
  return { id };
}

export function ruleDetail(deps: AppDeps, auth: AuthContext, id: number, lang: Lang) {
  const owner = ownerOf(auth);
  const rule = ruleById(deps.sqlite).get(id, owner);
  if (!rule) throw notFound('warning_rule_not_found');
  const [scope, params] = scopeCondition(rule);
  const matched = statement(deps.sqlite, `select count(*) from cards c where ${scope}`)
    .pluck()
    .get(...params) as number;
  return { ...toRuleRow(deps, rule, lang), matched_cards: matched };
}

// ---------------------------------------------------------------------------------------------
// The rule log

const LOGS: ListBinding<typeof warningRuleLogList> = {
  filters: { rule_name: 'l.rule_name', action: 'l.action', at: 'l.at' },
  sorts: { at: 'l.at' },
  defaultSort: 'l.at',
  key: 'l.id',
};

interface LogRecord {
  id: number;
  at: number;
  rule_name: string;
  action: WarningRuleLogRow['action'];
  detail: string;
  username: string;
}

const FIELD_LABELS: Record<string, TextKey> = Object.fromEntries(
  LOG_FIELDS.map((f) => [f, (warningRuleForm.fields as Record<string, { label: TextKey }>)[f]!.label]),
);

/** A log entry's changes in the reader's language: every field when created, else those that changed. */
function logDetail(detail: string, lang: Lang): string {
  const words = wordsIn(lang);
  const { before, after } = JSON.parse(detail) as { before: Snapshot | null; after: Snapshot | null };
  // A deleted rule: every field it had.
  if (!after) return logDetail(JSON.stringify({ before: null, after: before }), lang);
  const was = before ? describe(words, before) : null;
  const now = describe(words, after);
  return LOG_FIELDS.filter((f) => !was || was[f] !== now[f])
    .map((f) => `${words(FIELD_LABELS[f]!)}: ${was ? `${was[f]} → ` : ''}${now[f]}`)
    .join('; ');
}

export function listRuleLogs(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof warningRuleLogList>,
  lang: Lang,
) {
  const owner = auth.isMainClient ? (auth.clientId ?? -1) : -1;
  const sql = listSql(warningRuleLogList, LOGS, q, [['l.main_client_id = ?', owner]]);
  const { rows, total } = readPage<LogRecord>(
    deps.sqlite,
    'warning_rule_logs l',
    'l.id, l.at, l.rule_name, l.action, l.detail, l.username',
    sql,
  );
  return {
    total,
    tableData: rows.map((r) => ({ ...r, at: formatDateTime(r.at)!, detail: logDetail(r.detail, lang) })),
  };
}

// ---------------------------------------------------------------------------------------------
// Records and notices

interface RecordRecord {
  id: number;
  at: number;
  source: 'rule' | 'vbg';
  rule_id: number | null;
  rule_name: string | null;
  rule_type: RuleRecord['type'] | null;
  group_name: string | null;
  group_code: string | null;
  msisdn: string | null;
  level: number;
  value: number;
  threshold: number;
  action: WarningRecordRow['action'];
  result: WarningRecordRow['result'];
  restore_at: number | null;
  status: WarningRecordRow['status'];
}

// A deleted rule's records are named by its delete log entry (the rule as it was).
const RECORD_FROM = `warning_records r
  left join warning_rules w on w.id = r.rule_id
  left join warning_rule_logs d on w.id is null and d.rule_id = r.rule_id and d.action = 'delete'
  left join billing_groups g on g.id = r.billing_group_id
  left join cards c on c.id = r.card_id`;
const RECORD_COLUMNS = `r.id, r.at, r.source, r.rule_id, coalesce(w.name, d.rule_name) as rule_name,
  coalesce(w.type, json_extract(d.detail, '$.before.type')) as rule_type, g.name as group_name,
  g.code as group_code, c.msisdn, r.level, r.value, r.threshold, r.action, r.result, r.restore_at, r.status`;
const TYPE_SQL = "coalesce(w.type, json_extract(d.detail, '$.before.type'), 'pool_usage')";

const RECORDS: ListBinding<typeof warningRecordList> = {
  filters: {
    source: 'r.source',
    type: TYPE_SQL,
    status: 'r.status',
    target: (value) => ['(c.msisdn = ? or c.iccid = ? or g.code = ?)', value, value, value],
    at: 'r.at',
  },
  sorts: { at: 'r.at' },
  defaultSort: 'r.at',
  key: 'r.id',
};
const HISTORY: ListBinding<typeof warningRuleHistory> = {
  filters: { target: RECORDS.filters.target },
  sorts: { at: 'r.at' },
  defaultSort: 'r.at',
  key: 'r.id',
};

function toRecordRow(r: RecordRecord, lang: Lang): WarningRecordRow {
  const words = wordsIn(lang);
  const type = r.rule_type ?? 'pool_usage';
  return {
    id: r.id,
    at: formatDateTime(r.at)!,
    source: r.source,
    subject: r.rule_name ?? (r.group_name ? `${r.group_name}` : ''),
    type,
    rule_id: r.rule_id,
    target: r.msisdn ?? r.group_code ?? '',
    value_text: `${unitOf(words, type, r.value)} ${higherIsWorse(type) ? '≥' : '≤'} ${unitOf(words, type, r.threshold)}`,
    level: r.level,
    action: r.action,
    result: r.result,
    restore_at: formatDateTime(r.restore_at),
    status: r.status,
  };
}

export function listRecords(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof warningRecordList>,
  lang: Lang,
) {
  const owner = auth.isMainClient ? (auth.clientId ?? -1) : -1;
  const sql = listSql(warningRecordList, RECORDS, q, [['r.main_client_id = ?', owner]]);
  const { rows, total } = readPage<RecordRecord>(deps.sqlite, RECORD_FROM, RECORD_COLUMNS, sql);
  return { tableData: rows.map((r) => toRecordRow(r, lang)), total };
}

export function ruleHistory(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof warningRuleHistory>,
  lang: Lang,
) {
  const owner = ownerOf(auth);
  const scope: Condition = ['r.main_client_id = ? and r.rule_id = ?', owner, q.rule_id];
  const sql = listSql(warningRuleHistory, HISTORY, q, [scope]);
  const { rows, total } = readPage<RecordRecord>(deps.sqlite, RECORD_FROM, RECORD_COLUMNS, sql);
  return { tableData: rows.map((r) => toRecordRow(r, lang)), total };
}

export function setRecordStatus(
  deps: AppDeps,
  auth: AuthContext,
  body: { id: number; status: 'handled' | 'ignored' },
) {
  const owner = ownerOf(auth);
  const changed = statement(
    deps.sqlite,
    'update warning_records set status = ? where id = ? and main_client_id = ?',
  ).run(body.status, body.id, owner).changes;
  if (changed === 0) throw notFound('warning_record_not_found');
  return { id: body.id, status: body.status };
}

const NOTICES: ListBinding<typeof warningNoticeList> = {
  filters: { channel: 'n.channel', status: 'n.status', at: 'n.at' },
  sorts: { at: 'n.at' },
  defaultSort: 'n.at',
  key: 'n.id',
};

export function listNotices(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof warningNoticeList>) {
  const owner = auth.isMainClient ? (auth.clientId ?? -1) : -1;
  const sql = listSql(warningNoticeList, NOTICES, q, [['n.main_client_id = ?', owner]]);
  const { rows, total } = readPage<WarningNoticeRow & { at: number }>(
    deps.sqlite,
    'warning_notices n',
    'n.id, n.at, n.subject, n.channel, n.recipient, n.content, n.status, n.retries',
    sql,
  );
  return { total, tableData: rows.map((r) => ({ ...r, at: formatDateTime(r.at)! })) };
}
