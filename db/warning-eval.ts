import type Database from 'better-sqlite3';
import { splitRecipients, type WarningAction, type WarningRuleType } from '#contract';

/**
 * Warning rules on the emulator clock (issue 43). At each step of the clock (`advanceWorld`, once
 * per month it spans) every enabled rule, of every type, is one set-based INSERT over the cards its
 * scope selects (`MEASURES` says what each type measures and where it starts: the step's status
 * events or SMS through their time index, a pool or a balance judged once, or the scope's active
 * cards through the cards' indexes): each card whose value reached a threshold gets one warning_records row per
 * level reached, and the unique key (rule, card, level, cycle) makes a repeated evaluation insert
 * nothing. The new rows are then acted on, again set-based: stopped cards get a status event whose
 * reason is 'warning_rule' with the rule's name as its note; a cut network turns data off; one
 * notice per level, channel and recipient tells how many cards reached it. Restores come due on
 * the clock too (`restoreWarnedCards`): a card the rule stopped is resumed only while the rule's
 * stop is still its latest status change.
 */

const DAY = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** 'YYYY-MM' of a moment in UTC+8: a rule's cycle. */
const cycleOf = (at: number): string => new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 7);

/** [start, end) of the month holding `at`, in UTC+8 (as server/lib/format.ts's monthBounds). */
function monthBounds(at: number): [number, number] {
  const local = new Date(at + CHINA_OFFSET_MS);
  return [
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CHINA_OFFSET_MS,
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - CHINA_OFFSET_MS,
  ];
}

/** Statements prepared once per connection (a world's replaced database takes its own along). */
const byConnection = new WeakMap<Database.Database, Map<string, Database.Statement>>();
function statement(sqlite: Database.Database, sql: string): Database.Statement {
  let statements = byConnection.get(sqlite);
  if (!statements) {
    statements = new Map();
    byConnection.set(sqlite, statements);
  }
  let prepared = statements.get(sql);
  if (!prepared) {
    prepared = sqlite.prepare(sql);
    statements.set(sql, prepared);
  }
  return prepared;
}

export interface RuleRecord {
  id: number;
  main_client_id: number;
  name: string;
  type: WarningRuleType;
  scope: 'all' | 'billing_group' | 'project_group' | 'tag' | 'cards';
  scope_ref: string;
  thresholds: string;
  action: WarningAction;
  restore: 'none' | 'next_day' | 'next_month';
  channels: string;
  recipients: string;
  created_by: string;
}

/** The cards a rule's scope selects, as a condition on `cards c` and its parameters. */
export function scopeCondition(
  rule: Pick<RuleRecord, 'id' | 'main_client_id' | 'scope' | 'scope_ref'>,
): [string, unknown[]] {
  switch (rule.scope) {
    case 'billing_group':
      return [
        'c.billing_group_id = ? and c.main_client_id = ?',
        [Number(rule.scope_ref), rule.main_client_id],
      ];
    case 'project_group':
      return [
        'c.project_group_id = ? and c.main_client_id = ?',
        [Number(rule.scope_ref), rule.main_client_id],
      ];
    case 'tag':
      return [
        'c.id in (select card_id from card_tags where tag = ?) and c.main_client_id = ?',
        [rule.scope_ref, rule.main_client_id],
      ];
    case 'cards':
      return ['c.id in (select card_id from warning_rule_cards where rule_id = ?)', [rule.id]];
    default:
      return ['c.main_client_id = ?', [rule.main_client_id]];
  }
}

/** What one evaluation of a rule sees: its client, the moment, the rule's cycle and its scope. */
interface Step {
  mainClientId: number;
  at: number;
  cycleStart: number;
  cycleEnd: number;
  scope: string;
  scopeParams: unknown[];
}

/**
 * What a rule type measures, as a query of the cards it may fire for (columns id, main_client_id,
 * data_on, status, value), already narrowed to those whose value reached the rule's least
 * threshold (`?` bound last, after `params`). Types that follow an event (status changes, IMEI
 * changes, SMS) start from the events of the step, through their time index; a pool or a balance
 * is judged once for the rule before any card is read.
 */
interface Measure {
  higherIsWorse: boolean;
  source: (step: Step) => { sql: string; params: unknown[] };
}

const CARD = 'c.id, c.main_client_id, c.data_on, c.status';

/** Active cards of the scope and a value on `cards c join plans p` (usage, remaining data, expiry). */
const perCard =
  (value: string, compare: string): Measure['source'] =>
  (step) => ({
    sql: `select ${CARD}, ${value} as value from cards c join plans p on p.id = c.plan_id
        where ${step.scope} and c.status = 'active' and ${value} ${compare} ?`,
    params: [...step.scopeParams],
  });

/**
 * The event types a rule may follow: the table, which of its rows count, and the kind under which
 * `collectStepEvents` notes the cards that had one in the step.
 */
const EVENT_KINDS = {
  status_change: { table: 'card_status_events', where: "reason != 'warning_rule'" },
  imei_change: { table: 'card_status_events', where: "reason = 'imei_mismatch'" },
  sms_included: { table: 'card_sms', where: "status != 'failed'" },
} as const;
type EventKind = keyof typeof EVENT_KINDS;

/**
 * Notes, once per evaluation, every card with an event of each kind in the step [from, to), under
 * its main client (a temp table of this connection, emptied first). Each rule then reads only its
 * own client's cards, so the step's events are read once however many clients have rules, not once
 * per rule. The rules' own stops ('warning_rule') count for no kind, so acting on one rule does not
 * change what the next one sees.
 */
function collectStepEvents(sqlite: Database.Database, from: number, to: number): void {
  sqlite.exec(
    `create temp table if not exists warning_step_cards (kind text not null, main_client_id integer not null,
       card_id integer not null, primary key (kind, main_client_id, card_id)) without rowid`,
  );
  statement(sqlite, 'delete from temp.warning_step_cards').run();
  for (const [kind, { table, where }] of Object.entries(EVENT_KINDS)) {
    statement(
      sqlite,
      `insert or ignore into temp.warning_step_cards (kind, main_client_id, card_id)
       select ?, c.main_client_id, e.card_id from ${table} e join cards c on c.id = e.card_id
       where e.at >= ? and e.at < ? and e.${where}`,
    ).run(kind, from, to);
  }
}

/**
 * Cards of the scope with an event of the kind in the step (noted by `collectStepEvents` under the
 * rule's client), and their count of such events in the cycle, read through the table's (card,
 * time) index. Whatever the card's status (a stopped card's change is news too).
 */
const eventCount =
  (kind: EventKind): Measure['source'] =>
  (step) => {
    const { table, where } = EVENT_KINDS[kind];
    return {
      sql: `select ${CARD}, e.n as value from (
          select card_id, count(*) as n from ${table}
          where card_id in (select card_id from temp.warning_step_cards where kind = ? and main_client_id = ?)
            and at >= ? and at < ? and ${where}
          group by card_id) e
        join cards c on c.id = e.card_id where ${step.scope} and e.n >= ?`,
      params: [kind, step.mainClientId, step.cycleStart, step.cycleEnd, ...step.scopeParams],
    };
  };

const MEASURES: Record<WarningRuleType, Measure> = {
  usage: {
    higherIsWorse: true,
    source: perCard('c.usage_mb * 100.0 / nullif(p.quota_mb + c.addon_mb, 0)', '>='),
  },
  remaining_data: {
    higherIsWorse: false,
    source: perCard('max(p.quota_mb + c.addon_mb - c.usage_mb, 0)', '<='),
  },
  // A range of the (client, expires_at) index: the cards expiring within the rule's largest threshold.
  expiry: {
    higherIsWorse: false,
    source: (step) => ({
      sql: `select ${CARD}, (c.expires_at - ?) / 86400000.0 as value from cards c
            where ${step.scope} and c.status = 'active' and c.expires_at > ? and c.expires_at <= ? + ? * 86400000.0`,
      params: [step.at, ...step.scopeParams, step.at, step.at],
    }),
  },
  // A billing group's pool (its cards' quotas and add-ons against their use this month, as
  // /vbg/early/warning/ counts it), for the active cards of the scope in a group that reached it.
  pool_usage: {
    higherIsWorse: true,
    source: (step) => ({
      sql: `select ${CARD}, g.value from (
              select c.billing_group_id as group_id,
                     sum(c.usage_mb) * 100.0 / nullif(sum(p.quota_mb + c.addon_mb), 0) as value
              from cards c join plans p on p.id = c.plan_id
              where c.billing_group_id in (select distinct c.billing_group_id from cards c
                                           where ${step.scope} and c.billing_group_id is not null)
              group by c.billing_group_id) g
            join cards c on c.billing_group_id = g.group_id
            where ${step.scope} and c.status = 'active' and g.value >= ?`,
      params: [...step.scopeParams, ...step.scopeParams],
    }),
  },
  // The main client's available balance in yuan (judged first, once: see `evaluateRule`).
  low_balance: {
    higherIsWorse: false,
    source: (step) => ({
      sql: `select ${CARD}, (m.balance_cents - m.frozen_cents) / 100.0 as value
            from cards c join clients m on m.id = c.main_client_id
            where ${step.scope} and c.status = 'active' and (m.balance_cents - m.frozen_cents) / 100.0 <= ?`,
      params: [...step.scopeParams],
    }),
  },
  // Status changes this cycle, but not the stops the warning rules made themselves.
  status_change: {
    higherIsWorse: true,
    source: eventCount('status_change'),
  },
  // 机卡分离: the carrier found the card in another device than its bound IMEI.
  imei_change: {
    higherIsWorse: true,
    source: eventCount('imei_change'),
  },
  // SMS to and from the card this cycle (the failed ones not counted).
  sms_included: {
    higherIsWorse: true,
    source: eventCount('sms_included'),
  },
  // Hours since the card's latest data session ended, while none is open (read per card through
  // the (card, started) index of its sessions).
  offline: {
    higherIsWorse: true,
    source: (step) => {
      const ended = `(select s.ended_at from card_sessions s where s.card_id = c.id order by s.started_at desc limit 1)`;
      return {
        sql: `select * from (select ${CARD}, (? - ${ended}) / 3600000.0 as value
              from cards c where ${step.scope} and c.status = 'active') where value >= ?`,
        params: [step.at, ...step.scopeParams],
      };
    },
  },
};

/** Whether a higher value is the worse one for this type (the thresholds rise towards danger). */
export const higherIsWorse = (type: WarningRuleType): boolean => MEASURES[type]?.higherIsWorse ?? true;

export const thresholdsOf = (text: string): number[] => text.split(',').filter(Boolean).map(Number);

/** The start of the day after `at` (UTC+8). */
const nextDay = (at: number): number =>
  Math.floor((at + CHINA_OFFSET_MS) / DAY) * DAY + DAY - CHINA_OFFSET_MS;

function restoreMoment(restore: RuleRecord['restore'], at: number): number | null {
  if (restore === 'next_day') return nextDay(at);
  if (restore === 'next_month') return monthBounds(at)[1];
  return null;
}

const ENABLED_RULES = `select id, main_client_id, name, type, scope, scope_ref, thresholds, action, restore, channels, recipients, created_by
   from warning_rules where status = 'enabled' order by id`;
const maxRecordId = (sqlite: Database.Database) =>
  statement(sqlite, 'select coalesce(max(id), 0) from warning_records').pluck().get() as number;
const maxEventId = (sqlite: Database.Database) =>
  statement(sqlite, 'select coalesce(max(id), 0) from card_status_events').pluck().get() as number;

/** The value of a record, in the rule type's unit, as the notices word it (in Chinese, as sent). */
const UNIT_ZH: Record<WarningRuleType, (v: number) => string> = {
  usage: (v) => `${v}%`,
  remaining_data: (v) => `${v}MB`,
  pool_usage: (v) => `流量池${v}%`,
  expiry: (v) => `${v}天`,
  low_balance: (v) => `¥${v}`,
  status_change: (v) => `${v}次状态变更`,
  imei_change: (v) => `${v}次机卡分离`,
  offline: (v) => `${v}小时`,
  sms_included: (v) => `${v}条`,
};
const ACTION_ZH: Record<WarningAction, string> = { notify: '请关注', stop: '已停机', cut_network: '已断网' };
const CHANNEL_RECIPIENT = {
  portal: (r: RuleRecord) => [r.created_by],
  sms: (r: RuleRecord) => splitRecipients(r.recipients).filter((x) => /^1\d{10}$/.test(x)),
  email: (r: RuleRecord) => splitRecipients(r.recipients).filter((x) => x.includes('@')),
  webhook: (r: RuleRecord) => splitRecipients(r.recipients).filter((x) => /^https?:/.test(x)),
} as const;

/**
 * Evaluates the rules at `at`, the end of the step that began at `from` (events of [from, at] are
 * the step's, collected once for all of them); returns the records they added.
 */
export function evaluateRules(sqlite: Database.Database, rules: RuleRecord[], at: number, from = at): number {
  collectStepEvents(sqlite, Math.min(from, at), at + 1);
  let added = 0;
  for (const rule of rules) added += evaluateRule(sqlite, rule, at);
  return added;
}

/** Evaluates one rule at `at`, the step's events already collected; returns the records it added. */
function evaluateRule(sqlite: Database.Database, rule: RuleRecord, at: number): number {
  const measure = MEASURES[rule.type];
  if (!measure) return 0;
  const thresholds = thresholdsOf(rule.thresholds);
  if (thresholds.length === 0) return 0;
  const cycle = cycleOf(at);
  const [cycleStart, cycleEnd] = monthBounds(at);
  const [scope, scopeParams] = scopeCondition(rule);
  const bound = measure.higherIsWorse ? thresholds[0]! : thresholds[thresholds.length - 1]!;
  const compare = measure.higherIsWorse ? '>=' : '<=';
  if (rule.type === 'low_balance') {
    const available = statement(
      sqlite,
      'select (balance_cents - frozen_cents) / 100.0 from clients where id = ?',
    )
      .pluck()
      .get(rule.main_client_id) as number | undefined;
    if (available === undefined || available > bound) return 0;
  }
  const source = measure.source({
    mainClientId: rule.main_client_id,
    at,
    cycleStart,
    cycleEnd,
    scope,
    scopeParams,
  });
  const result =
    rule.action === 'stop'
      ? "case when v.status = 'active' then 'stopped' else 'skipped' end"
      : rule.action === 'cut_network'
        ? "case when v.data_on = 1 and v.status = 'active' then 'network_cut' else 'skipped' end"
        : "'notified'";
  const before = maxRecordId(sqlite);
  const restoreAt = restoreMoment(rule.restore, at);
  const added = statement(
    sqlite,
    `insert or ignore into warning_records (main_client_id, source, rule_id, card_id, level, cycle, value,
       threshold, action, result, status, at, restore_at)
     select main_client_id, 'rule', ?, id, level, ?, value, threshold, ?, result, 'pending', ?,
            case when result in ('stopped', 'network_cut') then ? end
     from (select v.main_client_id, v.id, l.key + 1 as level, round(v.value, 2) as value, l.value as threshold,
                  ${result} as result
           from (${source.sql}) v join json_each(?) l on v.value ${compare} l.value)`,
  ).run(
    rule.id,
    cycle,
    rule.action,
    at,
    restoreAt,
    ...source.params,
    bound,
    JSON.stringify(thresholds),
  ).changes;
  if (added === 0) return 0;
  act(sqlite, rule, before, at);
  notify(sqlite, rule, before, at);
  statement(sqlite, 'update warning_rules set hits = hits + ?, last_triggered_at = ? where id = ?').run(
    added,
    at,
    rule.id,
  );
  return added;
}

/** Applies the rule's action to the cards of its records newer than `before`. */
function act(sqlite: Database.Database, rule: RuleRecord, before: number, at: number): void {
  const cardsOf =
    "select card_id from warning_records where id > ? and rule_id = ? and result in ('stopped', 'network_cut')";
  if (rule.action === 'stop') {
    const events = maxEventId(sqlite);
    statement(
      sqlite,
      `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
       select c.id, ?, 'active', 'suspended', 'warning_rule', 'platform' from cards c
       where c.status = 'active' and c.id in (${cardsOf}) order by c.id`,
    ).run(at, before, rule.id);
    statement(
      sqlite,
      `insert into card_status_notes (event_id, note)
       select id, ? from card_status_events where id > ? and reason = 'warning_rule'`,
    ).run(rule.name, events);
    statement(
      sqlite,
      `update cards set status = 'suspended' where status = 'active' and id in (${cardsOf})`,
    ).run(before, rule.id);
  } else if (rule.action === 'cut_network') {
    statement(sqlite, `update cards set data_on = 0 where data_on = 1 and id in (${cardsOf})`).run(
      before,
      rule.id,
    );
  }
}

interface LevelHit {
  level: number;
  threshold: number;
  cards: number;
  first_id: number;
  msisdn: string;
  value: number;
}

/** One notice per level reached, channel and recipient, naming how many cards and the first of them. */
function notify(sqlite: Database.Database, rule: RuleRecord, before: number, at: number): void {
  const levels = statement(
    sqlite,
    `select h.level, h.threshold, h.cards, h.first_id, c.msisdn, f.value
     from (select r.level, r.threshold, count(*) as cards, min(r.id) as first_id
           from warning_records r where r.id > ? and r.rule_id = ? group by r.level, r.threshold) h
     join warning_records f on f.id = h.first_id join cards c on c.id = f.card_id order by h.level`,
  ).all(before, rule.id) as LevelHit[];
  const unit = UNIT_ZH[rule.type] ?? String;
  const insert = statement(
    sqlite,
    `insert into warning_notices (main_client_id, record_id, subject, channel, recipient, content, status, retries, at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const hit of levels) {
    const content =
      `【物联网卡管理平台】预警规则“${rule.name}”：${hit.cards}张卡达到阈值${unit(hit.threshold)}` +
      `（如${hit.msisdn}，当前${unit(hit.value)}），${ACTION_ZH[rule.action]}。`;
    for (const channel of rule.channels.split(',').filter(Boolean) as (keyof typeof CHANNEL_RECIPIENT)[]) {
      for (const recipient of CHANNEL_RECIPIENT[channel]?.(rule) ?? []) {
        // A webhook that does not answer is retried three times and then counted failed.
        const failed = channel === 'webhook' && /\.invalid(\/|$)/.test(recipient);
        insert.run(
          rule.main_client_id,
          hit.first_id,
          rule.name,
          channel,
          recipient,
          content,
          failed ? 'failed' : 'sent',
          failed ? 3 : 0,
          at,
        );
      }
    }
  }
}

interface DueRestore {
  id: number;
  card_id: number;
  action: WarningAction;
  restore_at: number;
  name: string;
}
const DUE_RESTORES = `select r.id, r.card_id, r.action, r.restore_at, w.name from warning_records r join warning_rules w on w.id = r.rule_id
   where r.restore_at is not null and r.restored_at is null and r.restore_at <= ? order by r.restore_at, r.id`;

/** Brings back the cards whose restore came due by `now`; returns how many records were restored. */
function restoreWarnedCards(sqlite: Database.Database, now: number): number {
  const due = statement(sqlite, DUE_RESTORES).all(now) as DueRestore[];
  for (const r of due) {
    if (r.action === 'stop') {
      const latest = statement(
        sqlite,
        `select e.id, e.reason from card_status_events e where e.card_id = ? order by e.at desc, e.id desc limit 1`,
      ).get(r.card_id) as { id: number; reason: string } | undefined;
      const card = statement(sqlite, 'select status from cards where id = ?').get(r.card_id) as
        | { status: string }
        | undefined;
      if (latest?.reason === 'warning_rule' && card?.status === 'suspended') {
        const event = statement(
          sqlite,
          `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
           values (?, ?, 'suspended', 'active', 'resumed', 'platform')`,
        ).run(r.card_id, r.restore_at).lastInsertRowid;
        statement(sqlite, 'insert into card_status_notes (event_id, note) values (?, ?)').run(event, r.name);
        statement(sqlite, "update cards set status = 'active' where id = ?").run(r.card_id);
      }
    } else if (r.action === 'cut_network') {
      statement(sqlite, 'update cards set data_on = 1 where id = ?').run(r.card_id);
    }
    statement(
      sqlite,
      "update warning_records set restored_at = restore_at, result = 'restored' where id = ?",
    ).run(r.id);
  }
  return due.length;
}

/** Where the last evaluation's events ended: the next one reads the events written since. */
const EVALUATED_TO = 'warnings_evaluated_to';

/**
 * One step of the clock within a month, [from, to): every enabled rule at the step's end (the
 * month's last second when the step runs to its end, so records are dated in the cycle they are
 * about), then the restores that came due by its end. The events a rule follows are those since
 * the last evaluation (kept in settings), not only the step's: a user's stop between two clock
 * moves is dated between them, and the running emulator's clock moves on its own in between.
 */
export function evaluateWarningRules(sqlite: Database.Database, from: number, to: number): number {
  const [monthStart, monthEnd] = monthBounds(from);
  const at = Math.max(from, Math.min(to, monthEnd - 1000));
  const last = statement(sqlite, 'select value from settings where key = ?').pluck().get(EVALUATED_TO) as
    | string
    | undefined;
  const since = Math.max(monthStart, Math.min(from, last === undefined ? from : Number(last)));
  const added = evaluateRules(sqlite, statement(sqlite, ENABLED_RULES).all() as RuleRecord[], at, since);
  statement(
    sqlite,
    'insert into settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value',
  ).run(EVALUATED_TO, String(at + 1));
  // After the step's evaluation: a card due back on the 1st is not judged again on last month's use.
  restoreWarnedCards(sqlite, to);
  return added;
}
