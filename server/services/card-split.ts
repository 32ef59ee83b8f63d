import { CARD_STATUS_KEYS, CARD_STATUSES, CARRIER_KEYS, CARRIERS, type Lang } from '#contract';
import type { AppDeps } from '../context.ts';
import { pick } from '../i18n.ts';
import { statementCache } from '../lib/prepared.ts';

/**
 * A scope's cards by status and by carrier, read from `client_card_counts` (db/card-counts.ts, kept
 * by triggers on cards): a few rows per client whatever its size. The home page's pie and
 * /report/chart's donuts are this one split.
 */
interface Counted {
  status: string;
  carrier: string;
  n: number;
}

const statement = statementCache();

/** `where` filters `client_card_counts` on its client columns (and carrier), with `params`. */
export function cardSplit(deps: AppDeps, where: string, params: unknown[], lang: Lang) {
  const counted = statement(
    deps.sqlite,
    `select status, carrier, sum(n) as n from client_card_counts where ${where} group by status, carrier`,
  ).all(...params) as Counted[];
  const sum = (match: (r: Counted) => boolean) => counted.filter(match).reduce((total, r) => total + r.n, 0);
  return {
    total: sum(() => true),
    by_status: CARD_STATUS_KEYS.map((key) => ({
      key,
      name: pick(CARD_STATUSES[key], lang),
      value: sum((r) => r.status === key),
    })),
    by_carrier: CARRIER_KEYS.map((key) => ({
      key,
      name: pick(CARRIERS[key], lang),
      value: sum((r) => r.carrier === key),
    })),
  };
}
