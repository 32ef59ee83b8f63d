import { type CardFilters, cardList, type NumType } from '#contract';
import type { AppDeps } from '../context.ts';
import { monthBounds } from '../lib/format.ts';
import { type FilterBindings, listWhere } from '../lib/list-sql.ts';
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

/** The card list's filters as SQL on `cards c`: conditions joined with `and`, and their parameters. */
interface CardConditions {
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
  /** Whether a filter other than the number (which has no scope index) is set. */
  indexed: boolean;
}

/** Whether card `c` carries the tag bound to `?`: one probe of card_tags' (card_id, tag) key. */
export const TAG_CONDITION = 'exists (select 1 from card_tags t where t.card_id = c.id and t.tag = ?)';

const numberColumns = (q: CardFilters) => (q.num_type ? [NUMBER_SQL[q.num_type]] : DEFAULT_NUMBER_COLUMNS);

/**
 * Where each filter of the card list (and of its export) reads on `cards c`. A number is a prefix
 * range (`>= p and < p\uffff`) in the type chosen: `LIKE 'p%'` would use no index. The tag is no
 * condition here: the card list's planner reads it from card_tags' index or probes it per card.
 */
const cardBindings = (now: number): FilterBindings<typeof cardList> => ({
  number: (prefix: string, q) => {
    const columns = numberColumns(q);
    return [
      `(${columns.map((c) => `(c.${c} >= ? and c.${c} < ?)`).join(' or ')})`,
      ...columns.flatMap(() => [prefix, `${prefix}\uffff`]),
    ];
  },
  num_type: () => null,
  status: 'c.status',
  carrier: 'c.carrier',
  plan_id: 'c.plan_id',
  billing_group_id: 'c.billing_group_id',
  project_group_id: 'c.project_group_id',
  tag: () => null,
  real_name_status: 'c.real_name_status',
  expiring: () => ['c.expires_at >= ? and c.expires_at < ?', ...monthBounds(now)],
  activated: 'c.activated_at',
  expires: 'c.expires_at',
});

/** Every filter of the list (and of its export) as one condition each, from the list's declaration. */
export function cardConditions(q: CardFilters, now: number): CardConditions {
  const { conditions, params } = listWhere(cardList, cardBindings(now), q);
  const prefix = q.number || null;
  const unindexed = prefix ? 1 : 0;
  return {
    conditions,
    params,
    number: prefix ? { prefix, columns: numberColumns(q) } : null,
    tag: q.tag ?? null,
    indexed: conditions.length > unindexed,
  };
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
