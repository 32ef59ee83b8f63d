import type { DataOf, cardUsageDetail as endpoint, Lang } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { nameIn } from '../i18n.ts';
import { formatDate } from '../lib/format.ts';
import { cardUsage, visibleCard } from './card-detail.ts';

const round2 = (mb: number) => Math.round(mb * 100) / 100;
const percentOf = (mb: number, quotaMb: number) => (quotaMb > 0 ? Math.round((mb / quotaMb) * 1000) / 10 : 0);

/**
 * One card's usage day by day in a month (/vup_detail): the days come from the card detail's
 * derivation (`cardUsage`: the month's total spread over the days in service), so the card detail
 * chart and this table always show the same figures; here they get running totals against the quota.
 */
export function cardUsageDetail(
  deps: AppDeps,
  auth: AuthContext,
  cardId: number,
  month: string | undefined,
  lang: Lang,
): DataOf<typeof endpoint> {
  const card = visibleCard(deps, auth, cardId);
  const usage = cardUsage(deps, auth, cardId, month);
  const current = usage.months[usage.months.length - 1];
  const quotaMb = card.quota_mb + (usage.month === current ? card.addon_mb : 0);
  const totalMb = usage.monthly.find((m) => m.month === usage.month)?.usage_mb ?? 0;

  let cumulative = 0;
  const days = usage.daily.map(({ date, usage_mb }) => {
    cumulative = round2(cumulative + usage_mb);
    return { date, usage_mb, cumulative_mb: cumulative, percent: percentOf(cumulative, quotaMb) };
  });
  return {
    card: {
      id: card.id,
      iccid: card.iccid,
      msisdn: card.msisdn,
      carrier: card.carrier,
      status: card.status,
      plan_name: nameIn(card, 'plan_name', lang),
      quota_mb: card.quota_mb,
      activated_at: formatDate(card.activated_at),
    },
    month: usage.month,
    months: [...usage.months].reverse(),
    days,
    total_mb: totalMb,
    total_percent: percentOf(totalMb, quotaMb),
    quota_mb: quotaMb,
  };
}
