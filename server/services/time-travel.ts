import { monthBounds } from '../lib/format.ts';
import type { World } from '../world.ts';
import { reviewRegistrations } from './registration-review.ts';

const DAY = 86_400_000;

/**
 * Moves a world's data forward from `from` to `to` (epoch ms): cards whose expiry has passed are
 * suspended, and active cards accrue usage at their own steady daily rate (a share of their plan
 * quota, derived from the card id so it is the same on every run). A new month starts usage over.
 * Registrations whose 24-hour review time has come are decided.
 * Tokens need nothing: their expiry is checked against the clock.
 */
export function advanceWorld(world: World, from: number, to: number): void {
  if (to <= from) return;
  const [monthStart] = monthBounds(to);
  const crossedMonth = from < monthStart;
  const days = (to - Math.max(from, monthStart)) / DAY;
  // Daily rate: between 10% and 130% of a thirtieth of the plan's monthly quota.
  const rate = `(select quota_mb from plans where plans.id = cards.plan_id) / 30.0
                * (0.1 + ((cards.id * 2654435761) % 1000) / 1000.0 * 1.2)`;
  world.sqlite.transaction(() => {
    world.sqlite
      .prepare(
        `update cards set usage_mb = round(${crossedMonth ? '0' : 'usage_mb'} + ${rate} * ?, 2)
         where status = 'active'`,
      )
      .run(days);
    if (crossedMonth) world.sqlite.prepare("update cards set usage_mb = 0 where status <> 'active'").run();
    world.sqlite
      .prepare(
        "update cards set status = 'suspended' where status = 'active' and expires_at <= ? and expires_at > ?",
      )
      .run(to, from);
  })();
  reviewRegistrations(world, to);
  world.cardsVersion++;
}
