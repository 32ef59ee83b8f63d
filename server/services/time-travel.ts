import { issueBills } from '../../db/bills.ts';
import { playNetwork, settleAssignments } from '../../db/oc-network.ts';
import { resolveHostIps } from '../../db/sap-gateway.ts';
import { generateTraffic } from '../../db/sap-traffic.ts';
import {
  accrueRunawayDevices,
  resumeSmallPlanStops,
  STEADY_DAILY_MB_SQL,
  stopSmallPlansOver1g,
} from '../../db/small-plan-stops.ts';
import { refreshUsageSummary } from '../../db/usage-summary.ts';
import { evaluateWarningRules } from '../../db/warning-eval.ts';
import { formatDate, monthBounds } from '../lib/format.ts';
import type { World } from '../world.ts';
import { reviewDueApiAccess } from './api-access.ts';
import { settleChainOrders } from './chain-orders.ts';
import { chargeKeepFees } from './keep-fee.ts';
import { applyDuePlanChanges } from './plan-change-effects.ts';
import { cutOffProfit, settleWithdrawals } from './profit.ts';
import { reviewRealNames } from './real-name-review.ts';
import { reviewRegistrations } from './registration-review.ts';
import { settleSapHosts } from './sap-flex.ts';
import { settleSms } from './sms.ts';
import { reviewSignatures } from './sms-templates.ts';
import { settleSpeccard } from './speccard.ts';
import { clearSpeedLimits, limitSpeeds, settleCarrierResumes } from './speed-limit.ts';
import { settleImeiChanges } from './tac-bindings.ts';
import { settleTrade } from './trade.ts';
import { warnBillingGroups } from './vbg-warnings.ts';
import { settleWhitelists } from './voice-whitelist.ts';
import { settleWorkOrders } from './work-orders.ts';

const DAY = 86_400_000;

/**
 * Moves a world's data forward from `from` to `to` (epoch ms), month by month (UTC+8): active
 * cards accrue usage at their own steady daily rate (a share of their plan quota, derived from the
 * card id so it is the same on every run), each month's usage is kept in card_usage_monthly and a
 * new month starts over (add-ons too); cards whose expiry has passed are suspended, with an 'expired'
 * event in their status history. Registrations whose 24-hour
 * review time has come are decided. Billing groups whose pool reached a warning threshold
 * are warned by SMS (services/vbg-warnings.ts); warning rules fire, act and restore
 * (db/warning-eval.ts). Recharge orders, those paid by WeChat too, are paid or closed and
 * fulfilled when their moment comes (services/charge.ts). At each month's start the 停机保号 fee of the cards stopped
 * at their holder's request is charged (services/keep-fee.ts). Tokens need nothing: their expiry is checked against the clock.
 */
export function advanceWorld(world: World, from: number, to: number): void {
  if (to <= from) return;
  // Daily rate: between 10% and 130% of a thirtieth of the plan's monthly quota.
  const accrue = world.sqlite.prepare(
    `update cards set usage_mb = round(usage_mb + ${STEADY_DAILY_MB_SQL} * ?, 2) where status = 'active'`,
  );
  // A new month starts over: no usage yet, and last month's add-on packages are used up.
  const startMonth = world.sqlite.prepare('update cards set usage_mb = 0, addon_mb = 0');
  const keepMonth = world.sqlite.prepare(
    `insert into card_usage_monthly (card_id, month, usage_mb)
     select id, ?, usage_mb from cards where status = 'active'
     on conflict (card_id, month) do update set usage_mb = excluded.usage_mb`,
  );
  // The status history says why: the carrier suspended the card the moment it expired.
  const recordExpiry = world.sqlite.prepare(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
     select id, expires_at, 'active', 'suspended', 'expired', 'carrier' from cards
     where status = 'active' and expires_at <= ? and expires_at > ? order by id`,
  );
  const suspend = world.sqlite.prepare(
    "update cards set status = 'suspended' where status = 'active' and expires_at <= ? and expires_at > ?",
  );
  world.sqlite.transaction(() => {
    let at = from;
    while (at < to) {
      const [monthStart, nextMonth] = monthBounds(at);
      if (at === monthStart) {
        startMonth.run();
        // Usage starts over, so the carrier no longer slows any card down (issue 46).
        clearSpeedLimits(world.sqlite);
        // Cards stopped past 1 GB on a small plan last month start over too (issue 46).
        resumeSmallPlanStops(world.sqlite, monthStart, formatDate(monthStart)!.slice(0, 7));
        // The month that just ended is billed (issue 40), before the new month's 停机保号 fee.
        issueBills(world.sqlite, monthStart);
        // The carrier's 停机保号 fee of the month, for every card stopped at its holder's request (issue 40).
        chargeKeepFees(world.sqlite, monthStart);
        // Profit sharing's monthly cut-off (issue 41): last month settles, main clients credited.
        cutOffProfit(world.sqlite, monthStart);
      }
      const end = Math.min(to, nextMonth);
      accrue.run((end - at) / DAY);
      // Devices that misbehave (a firmware download in a loop) use far more (issue 46).
      accrueRunawayDevices(world.sqlite, at, end);
      // 达量限速 plans: a card past its quota + add-on is slowed down rather than stopped (issue 46).
      limitSpeeds(world.sqlite, end);
      // 小包超1G停机: a card on a plan under 1 GB that passed 1 GB is stopped, and /report_data gets its row.
      stopSmallPlansOver1g(world.sqlite, at, end, formatDate(at)!.slice(0, 7));
      keepMonth.run(formatDate(at)!.slice(0, 7));
      recordExpiry.run(end, at);
      suspend.run(end, at);
      warnBillingGroups(world.sqlite, at, end);
      // Warning rules (issue 43): restores due, then every enabled rule over its cards, once per card, level and cycle.
      evaluateWarningRules(world.sqlite, at, end);
      // Recharge orders: WeChat orders paid (or closed) and each card the carrier answered in this
      // month (so an add-on lands in the month it was paid for), and the refunds reviewed by then (issue 40).
      settleTrade(world, end);
      // Cards moved between devices (the world's script): a move that breaks a binding stops the
      // card (机卡分离). Each move first settles the work orders due before it, so a binding
      // answered before the move judges it.
      settleImeiChanges(world.sqlite, end);
      // Work orders: the automatic review, the forward to the carrier and its answer within the
      // SLA; in the month they are answered in, so a plan change's charge is in that month's bill.
      settleWorkOrders(world, end);
      // Plan changes confirmed for next month whose month came: the cards' plans change (issue 42).
      applyDuePlanChanges(world.sqlite, end);
      // Special-card resume applications reviewed by then (issue 40): a fee charged in its month.
      settleSpeccard(world.sqlite, end);
      // Chain-store orders (issue 46): shipped ones signed for, then their cards in service.
      settleChainOrders(world.sqlite, end);
      // Self-registrations reviewed by then (issue 49): a client opened in a month is billed for it.
      reviewRegistrations(world, end);
      // Approved profit withdrawals paid when their day came (issue 41).
      settleWithdrawals(world.sqlite, end);
      at = end;
    }
    // The per-client, per-day usage summary (issue 41): the months crossed, the last up to `to`.
    refreshUsageSummary(world.sqlite, from, to);
  })();
  // Multi-carrier cards: distributed policies take effect at the cards' attach, then the network
  // plays the time in between (weak signal, latency: db/oc-network.ts).
  settleAssignments(world.sqlite, to);
  playNetwork(world.sqlite, from, to);
  // The carrier's answers that came due: real-name reviews (24 h) and whitelist numbers (minutes).
  reviewRealNames(world, to);
  settleWhitelists(world, to);
  // Flexible directed access: hosts the platform's gateway applied (minutes).
  settleSapHosts(world, to);
  // What the gateway resolved its domain hosts to by then (issue 50, /sap_host_ip).
  resolveHostIps(world.sqlite, to);
  // Each day that ended: every card's traffic at the gateway, allowed or blocked by its group.
  generateTraffic(world.sqlite, from, to);
  // SMS delivery reports and device replies (seconds), signature reviews (minutes).
  settleSms(world, to);
  reviewSignatures(world, to);
  // API access applications nobody at support decided: the automatic review at their due time (issue 49).
  reviewDueApiAccess(world, to);
  // The carriers' answers to the resumes the platform sent (/remote_reroot, issue 46).
  settleCarrierResumes(world.sqlite, to);
  world.cardsVersion++;
}
