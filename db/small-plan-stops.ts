import type Database from 'better-sqlite3';

/**
 * 小包超1G停机 (issue 46, /report_data): a card on a small plan (a monthly quota under 1 GB) whose
 * month's usage passes 1 GB is stopped by the platform, and a row is written for it, by month and
 * client, into `small_plan_stops` (the report reads those rows, never the cards). A new month
 * resumes it: its usage starts over.
 *
 * A card's steady use is at most 1.3 × its quota / 30 a day, so only a device that misbehaves
 * (`runaway_devices`: a firmware download stuck in a loop…) takes such a card past 1 GB. The
 * carrier's usage records reach the platform every hour, on the hour: the card is stopped at the
 * first of them that shows it past 1 GB, a little past 1 GB.
 */

const DAY = 86_400_000;

/** 1 GB: the usage past which a small plan's card is stopped, and the quota under which a plan is small. */
export const SMALL_PLAN_LIMIT_MB = 1024;

/** The carrier's usage records reach the platform every hour, on the hour. */
const RECORDS_EVERY_MS = 60 * 60_000;

/**
 * A card's steady use a day (MB): between 10 % and 130 % of a thirtieth of its plan's quota,
 * derived from the card id so it is the same on every run. In SQL over `cards` (the clock's
 * accrual) and in JS (the seeder), the same figure.
 */
export const STEADY_DAILY_MB_SQL = `(select quota_mb from plans where plans.id = cards.plan_id) / 30.0
                * (0.1 + ((cards.id * 2654435761) % 1000) / 1000.0 * 1.2)`;
export const steadyDailyMb = (quotaMb: number, cardId: number): number =>
  (quotaMb / 30) * (0.1 + (((cardId * 2654435761) % 1000) / 1000) * 1.2);

/**
 * When a card using `rate` MB a day, with `before` MB used at `at`, is stopped in the step from
 * `at` to `end`, and its usage then (rounded to 0.01 MB): at the first whole hour after it passed
 * 1 GB (the hour's usage records), or at `end` when that comes first. Null when it does not pass
 * 1 GB in the step, or had passed it before.
 */
export function stopInStep(
  before: number,
  rate: number,
  at: number,
  end: number,
): { stoppedAt: number; usageMb: number } | null {
  if (before >= SMALL_PLAN_LIMIT_MB || rate <= 0 || end <= at) return null;
  const crossed = at + ((SMALL_PLAN_LIMIT_MB - before) / rate) * DAY;
  if (crossed > end) return null;
  const stoppedAt = Math.min(end, Math.ceil(crossed / RECORDS_EVERY_MS) * RECORDS_EVERY_MS);
  return { stoppedAt, usageMb: Math.round((before + (rate * (stoppedAt - at)) / DAY) * 100) / 100 };
}

/**
 * The clock's extra use of the runaway devices in a step (`advanceWorld`, after the steady accrual):
 * each card in service adds its device's `daily_mb` a day.
 */
export function accrueRunawayDevices(sqlite: Database.Database, at: number, end: number): void {
  sqlite
    .prepare(
      `update cards set usage_mb = round(usage_mb
         + (select r.daily_mb from runaway_devices r where r.card_id = cards.id) * ?, 2)
       where status = 'active' and id in (select card_id from runaway_devices where since <= ?)`,
    )
    .run((end - at) / DAY, at);
}

interface Crossing {
  id: number;
  client_id: number;
  main_client_id: number;
  plan_id: number;
  usage_mb: number;
  rate: number;
  expires_at: number | null;
}

/**
 * The stop rule, after a step's accrual from `at` to `end` in `month` ('YYYY-MM'): every card in
 * service on a plan under 1 GB that passed 1 GB in this step (and was not stopped for it this month
 * yet) is suspended when the rule says (`stopInStep`), its usage as it was then; its status history
 * says why (over_1g, by the platform), its month's usage is kept and the report gets its row. A card
 * whose expiry comes first is left to the expiry. Returns how many cards were stopped.
 */
export function stopSmallPlansOver1g(
  sqlite: Database.Database,
  at: number,
  end: number,
  month: string,
): number {
  const found = sqlite
    .prepare<[number, number, string], Crossing>(
      `select cards.id, cards.client_id, cards.main_client_id, cards.plan_id, cards.usage_mb, cards.expires_at,
         ${STEADY_DAILY_MB_SQL}
         + coalesce((select r.daily_mb from runaway_devices r where r.card_id = cards.id and r.since <= ?), 0) as rate
       from cards join plans p on p.id = cards.plan_id
       where cards.status = 'active' and cards.usage_mb >= ${SMALL_PLAN_LIMIT_MB} and p.quota_mb < ?
         and not exists (select 1 from small_plan_stops s where s.card_id = cards.id and s.month = ?)`,
    )
    .all(at, SMALL_PLAN_LIMIT_MB, month);
  if (found.length === 0) return 0;
  const suspend = sqlite.prepare("update cards set status = 'suspended', usage_mb = ? where id = ?");
  const event = sqlite.prepare(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
     values (?, ?, 'active', 'suspended', 'over_1g', 'platform')`,
  );
  const keepMonth = sqlite.prepare(
    `insert into card_usage_monthly (card_id, month, usage_mb) values (?, ?, ?)
     on conflict (card_id, month) do update set usage_mb = excluded.usage_mb`,
  );
  const report = sqlite.prepare(
    `insert into small_plan_stops (card_id, month, client_id, main_client_id, plan_id, usage_mb, stopped_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  let stopped = 0;
  for (const card of found) {
    // The usage at the step's start: what the step added at the card's rate, taken back.
    const before = card.usage_mb - (card.rate * (end - at)) / DAY;
    const stop = stopInStep(before, card.rate, at, end);
    if (!stop || (card.expires_at !== null && card.expires_at <= stop.stoppedAt)) continue;
    suspend.run(stop.usageMb, card.id);
    event.run(card.id, stop.stoppedAt);
    keepMonth.run(card.id, month, stop.usageMb);
    report.run(
      card.id,
      month,
      card.client_id,
      card.main_client_id,
      card.plan_id,
      stop.usageMb,
      stop.stoppedAt,
    );
    stopped++;
  }
  return stopped;
}

/**
 * A new month (`monthStart`, of `month`): the cards still stopped by the rule in an earlier month
 * (their last status change is that stop) are resumed by the platform, their usage starting over.
 * A card expired by then stays stopped.
 */
export function resumeSmallPlanStops(sqlite: Database.Database, monthStart: number, month: string): number {
  const ids = sqlite
    .prepare<[string, number], number>(
      `select distinct c.id from small_plan_stops s join cards c on c.id = s.card_id
       where s.month < ? and c.status = 'suspended' and (c.expires_at is null or c.expires_at > ?)
         and (select e.reason from card_status_events e where e.card_id = c.id
              order by e.at desc, e.id desc limit 1) = 'over_1g'
       order by c.id`,
    )
    .pluck()
    .all(month, monthStart);
  const resume = sqlite.prepare("update cards set status = 'active' where id = ?");
  const event = sqlite.prepare(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
     values (?, ?, 'suspended', 'active', 'resumed', 'platform')`,
  );
  for (const id of ids) {
    resume.run(id);
    event.run(id, monthStart);
  }
  return ids.length;
}
