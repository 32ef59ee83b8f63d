import type { CardFilters, NumType } from '#contract';
import type { AppDeps } from '../context.ts';
import { dayStart, monthBounds } from '../lib/format.ts';
import { statementCache } from '../lib/prepared.ts';

const NUMBER_SQL: Record<NumType, string> = {
  msisdn: 'msisdn',
  iccid: 'iccid',
  imsi: 'imsi',
  eid: 'eid',
  oc_imsi: 'oc_imsi',
  o_iccid: 'o_iccid',
};
/** Where a number is searched when the caller names no type. */
const DEFAULT_NUMBER_COLUMNS = ['iccid', 'msisdn', 'imsi'];

const DAY_MS = 86_400_000;

/** The card list's filters as SQL on `cards c`: conditions joined with `and`, and their parameters. */
export interface CardConditions {
  /** Every filter but the tag. */
  conditions: string[];
  params: unknown[];
  /** The number prefix and the columns it is searched in, when one was given. */
  number: { prefix: string; columns: string[] } | null;
  /**
   * The tag asked for: a query either reads the tag's cards from card_tags' (tag, card_id) index
   * and joins them, or checks each card it reads with `TAG_CONDITION` (a primary-key probe).
   */
  tag: string | null;
  /** Whether a filter other than the number and the real-name state (which have no scope index) is set. */
  indexed: boolean;
}

/** Whether card `c` carries the tag bound to `?`: one probe of card_tags' (card_id, tag) key. */
export const TAG_CONDITION = 'exists (select 1 from card_tags t where t.card_id = c.id and t.tag = ?)';

/**
 * Every filter of the list (and of its export) as one condition each. A number is a prefix range
 * (`>= p and < p\uffff`): `LIKE 'p%'` would use no index. Date ranges are whole days in UTC+8,
 * both ends included.
 */
export function cardConditions(q: CardFilters, now: number): CardConditions {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    conditions.push(sql);
    params.push(...values);
  };
  let number: CardConditions['number'] = null;
  const prefix = q.number?.replace(/\s+/g, '');
  if (prefix) {
    const columns = q.num_type ? [NUMBER_SQL[q.num_type]] : DEFAULT_NUMBER_COLUMNS;
    add(
      `(${columns.map((c) => `(c.${c} >= ? and c.${c} < ?)`).join(' or ')})`,
      ...columns.flatMap(() => [prefix, `${prefix}\uffff`]),
    );
    number = { prefix, columns };
  }
  if (q.status) add('c.status = ?', q.status);
  if (q.carrier) add('c.carrier = ?', q.carrier);
  if (q.expiring) add('c.expires_at >= ? and c.expires_at < ?', ...monthBounds(now));
  if (q.plan_id) add('c.plan_id = ?', q.plan_id);
  if (q.billing_group_id) add('c.billing_group_id = ?', q.billing_group_id);
  if (q.project_group_id) add('c.project_group_id = ?', q.project_group_id);
  if (q.real_name_status) add('c.real_name_status = ?', q.real_name_status);
  if (q.activated_start) add('c.activated_at >= ?', dayStart(q.activated_start));
  if (q.activated_end) add('c.activated_at < ?', dayStart(q.activated_end) + DAY_MS);
  if (q.expires_start) add('c.expires_at >= ?', dayStart(q.expires_start));
  if (q.expires_end) add('c.expires_at < ?', dayStart(q.expires_end) + DAY_MS);
  const unindexed = (prefix ? 1 : 0) + (q.real_name_status ? 1 : 0);
  return { conditions, params, number, tag: q.tag ?? null, indexed: conditions.length > unindexed };
}

const statement = statementCache();

/** How many cards platform-wide have a number starting with `prefix` in `columns`, counted up to `limit`. */
export function numberMatchesUpTo(deps: AppDeps, columns: string[], prefix: string, limit: number): number {
  let found = 0;
  for (const column of columns) {
    if (found >= limit) break;
    const row = statement(
      deps.sqlite,
      `select count(*) as n from (select 1 from cards where ${column} >= ? and ${column} < ? limit ?)`,
    ).get(prefix, `${prefix}\uffff`, limit - found) as { n: number };
    found += row.n;
  }
  return found;
}
