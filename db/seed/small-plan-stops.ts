import type { Connection } from '../connection.ts';
import { dayOf } from '../sap-traffic.ts';
import { SMALL_PLAN_LIMIT_MB, steadyDailyMb, stopInStep } from '../small-plan-stops.ts';
import { lastMonths } from './usage.ts';

const DAY = 86_400_000;
const CAUSES = ['firmware_loop', 'video_stream', 'reconnect_storm'] as const;

/** How many cards of each client have a device that misbehaves. */
const RUNAWAYS_PER_CLIENT = 3;

interface Chosen {
  id: number;
  client_id: number;
  main_client_id: number;
  plan_id: number;
  quota_mb: number;
  activated_at: number;
}

/**
 * Issue 46's /report_data history: a few cards of each fixture client (chosen by the seed's hash,
 * among its cards in service on a plan under 1 GB, activated over 100 days ago, with nothing else
 * in their status history and in no gateway group) have a device that misbehaves since two to four months ago, using
 * 30-130 MB a day more than their steady use. Each month since, the card is what the clock's rule
 * (db/small-plan-stops.ts) would have made it: stopped by the platform a little past 1 GB (its
 * status history, its month's usage, the report's row), resumed by the platform when the next month
 * started; this month it is stopped already when it passed 1 GB before now, else in service with
 * this month's usage so far. Runs after every other seeded status change.
 */
export function seedSmallPlanStops(
  { sqlite }: Pick<Connection, 'sqlite'>,
  options: { seed: number; now: number; clientIds: number[] },
): void {
  const { now, seed } = options;
  const months = lastMonths(now);
  const current = months[months.length - 1]!;
  const choose = sqlite.prepare<[number, number, number], Chosen>(
    `select c.id, c.client_id, c.main_client_id, c.plan_id, p.quota_mb, c.activated_at
     from cards c join plans p on p.id = c.plan_id
     where c.client_id = ? and c.status = 'active' and p.quota_mb < ${SMALL_PLAN_LIMIT_MB}
       and c.activated_at <= ? and (c.expires_at is null or c.expires_at > ?)
       and not exists (select 1 from card_status_events e where e.card_id = c.id
                       and e.reason not in ('imported', 'test_started', 'activated'))
       and not exists (select 1 from carrier_resumes r where r.card_id = c.id)
       and not exists (select 1 from plan_changes pc where pc.card_id = c.id)
       and not exists (select 1 from sap_group_cards g where g.card_id = c.id)
       and not exists (select 1 from sap_suspect_cards x where x.card_id = c.id)
     order by (c.id * 2654435761 + ${seed % 1_000_003}) % 1000003 limit ${RUNAWAYS_PER_CLIENT}`,
  );
  const insertDevice = sqlite.prepare(
    'insert into runaway_devices (card_id, since, daily_mb, cause) values (?, ?, ?, ?)',
  );
  const insertEvent = sqlite.prepare(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
     values (?, ?, ?, ?, ?, 'platform')`,
  );
  const insertStop = sqlite.prepare(
    `insert into small_plan_stops (card_id, month, client_id, main_client_id, plan_id, usage_mb, stopped_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  const keepMonth = sqlite.prepare(
    `insert into card_usage_monthly (card_id, month, usage_mb) values (?, ?, ?)
     on conflict (card_id, month) do update set usage_mb = excluded.usage_mb`,
  );
  const setCard = sqlite.prepare('update cards set status = ?, usage_mb = ? where id = ?');
  // A card stopped this month has no session open since its stop.
  const dropLaterSessions = sqlite.prepare('delete from card_sessions where card_id = ? and started_at >= ?');
  // Nor any gateway traffic from its stop's day on (the clock records a day's traffic of the cards
  // in service when the day ends).
  const dropLaterTraffic = sqlite.prepare('delete from sap_traffic_daily where card_id = ? and day >= ?');
  const endSession = sqlite.prepare(
    'update card_sessions set ended_at = ? where card_id = ? and (ended_at is null or ended_at > ?)',
  );

  for (const clientId of options.clientIds) {
    for (const card of choose.all(clientId, now - 100 * DAY, now + 40 * DAY)) {
      const h = (card.id * 2654435761 + seed) % 1_000_003;
      const since = now - (60 + (h % 60)) * DAY - (h % 24) * 3_600_000;
      const dailyMb = 30 + (h % 101);
      insertDevice.run(card.id, since, dailyMb, CAUSES[h % CAUSES.length]!);
      const steady = steadyDailyMb(card.quota_mb, card.id);
      for (const m of months) {
        if (m.end <= since) continue;
        const from = Math.max(m.start, card.activated_at);
        const runFrom = Math.max(from, since);
        const end = Math.min(m.end, now);
        // Steady use until the device started misbehaving, then both.
        const before = (steady * (runFrom - from)) / DAY;
        const stop = stopInStep(before, steady + dailyMb, runFrom, end);
        if (stop) {
          insertEvent.run(card.id, stop.stoppedAt, 'active', 'suspended', 'over_1g');
          insertStop.run(
            card.id,
            m.month,
            card.client_id,
            card.main_client_id,
            card.plan_id,
            stop.usageMb,
            stop.stoppedAt,
          );
          keepMonth.run(card.id, m.month, stop.usageMb);
          if (m === current) {
            setCard.run('suspended', stop.usageMb, card.id);
            dropLaterSessions.run(card.id, stop.stoppedAt);
            endSession.run(stop.stoppedAt, card.id, stop.stoppedAt);
            dropLaterTraffic.run(card.id, dayOf(stop.stoppedAt));
          } else {
            insertEvent.run(card.id, m.end, 'suspended', 'active', 'resumed');
          }
        } else {
          const usage = Math.round((before + ((steady + dailyMb) * (end - runFrom)) / DAY) * 100) / 100;
          keepMonth.run(card.id, m.month, usage);
          if (m === current) setCard.run('active', usage, card.id);
        }
      }
    }
  }
}
