import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection.ts';
import { backfillCardDomain, seedDatabase } from '../../db/seed/index.ts';

const NOW = Date.UTC(2026, 10, 22, 4);
const MONTH_START = Date.UTC(2026, 10, 1) - 8 * 3_600_000;

const conn = openDatabase(':memory:');
seedDatabase(conn, { cards: 2000, now: NOW });
const all = <T>(sql: string, ...params: unknown[]) => conn.sqlite.prepare(sql).all(...params) as T[];
const one = <T>(sql: string, ...params: unknown[]) => conn.sqlite.prepare(sql).get(...params) as T;
afterAll(() => conn.sqlite.close());

/** Each card's latest status event. */
const LATEST = `select e.* from card_status_events e where e.id = (
  select x.id from card_status_events x where x.card_id = e.card_id order by x.at desc, x.id desc limit 1)`;

describe('the seeded card domain', () => {
  it('gives every card a status history ending in its current status, in time order', () => {
    const mismatched = all(
      `select c.id from cards c join (${LATEST}) e on e.card_id = c.id where e.to_status <> c.status`,
    );
    expect(mismatched).toEqual([]);
    // Every card: the 2,000 drawn and those the chain-store customer's seeded orders took from the stock.
    expect(one<{ n: number }>('select count(distinct card_id) n from card_status_events').n).toBe(
      one<{ n: number }>('select count(*) n from cards').n,
    );
    const outOfOrder = all(
      `select e.id from card_status_events e join cards c on c.id = e.card_id
       where e.at < c.created_at or e.at > ? or (e.reason = 'activated' and e.at <> c.activated_at)`,
      NOW,
    );
    expect(outOfOrder).toEqual([]);
  });

  it('says why each suspended card was suspended, this month, consistently with its data', () => {
    const suspended = all<{ reason: string; usage: number; quota: number; at: number; rn: string }>(
      `select e.reason, c.usage_mb usage, p.quota_mb + c.addon_mb quota, e.at, c.real_name_status rn
       from cards c join plans p on p.id = c.plan_id join (${LATEST}) e on e.card_id = c.id
       where c.status = 'suspended'`,
    );
    expect(suspended.length).toBeGreaterThan(100);
    for (const s of suspended) {
      // 违规 (violation): the special-card resume seed's stops (issue 40); 小包超1G停机 (over_1g):
      // a small plan's card past 1 GB this month (issue 46).
      expect([
        'over_quota',
        'arrears',
        'user_request',
        'imei_mismatch',
        'real_name',
        'violation',
        'over_1g',
      ]).toContain(s.reason);
      if (s.reason === 'over_1g') expect(s.usage).toBeGreaterThanOrEqual(1024);
      else expect(s.reason === 'over_quota').toBe(s.usage > s.quota);
      expect(s.at).toBeGreaterThanOrEqual(MONTH_START);
      if (s.reason === 'real_name') expect(s.rn).toBe('unverified');
    }
    // Its last session ended before it was suspended.
    const late = all(
      `select c.id from cards c join (${LATEST}) e on e.card_id = c.id join card_sessions s on s.card_id = c.id
       where c.status = 'suspended' and (s.ended_at is null or s.ended_at > e.at)`,
    );
    expect(late).toEqual([]);
  });

  it('keeps sessions, billing groups, projects and add-ons consistent with the cards', () => {
    expect(
      all(
        `select s.id from card_sessions s join cards c on c.id = s.card_id where c.status in ('pending', 'cancelled')`,
      ),
    ).toEqual([]);
    expect(
      all(`select s.id from card_sessions s join cards c on c.id = s.card_id join cells l on l.id = s.cell_id
           where l.carrier <> c.carrier`),
    ).toEqual([]);
    expect(
      all(`select c.id from cards c join billing_groups g on g.id = c.billing_group_id
           where g.carrier <> c.carrier or g.main_client_id <> c.main_client_id`),
    ).toEqual([]);
    expect(
      all(`select c.id from cards c join project_groups p on p.id = c.project_group_id
           where p.main_client_id <> c.main_client_id`),
    ).toEqual([]);
    const addons = all<{ id: number; addon: number; bought: number | null }>(
      `select c.id, c.addon_mb addon, (select sum(r.mb) from recharge_records r where r.card_id = c.id
         and r.kind = 'addon' and r.status = 'success' and r.at >= ?) bought from cards c
       where c.addon_mb > 0 or c.id in (select card_id from recharge_records where kind = 'addon')`,
      MONTH_START,
    );
    expect(addons.length).toBeGreaterThan(0);
    for (const a of addons) expect(a.addon).toBe(a.bought ?? 0);
    expect(
      all(
        `select h.id from hardware h join cards c on c.id = h.card_id where h.main_client_id <> c.main_client_id`,
      ),
    ).toEqual([]);
  });

  it('has a review request behind every card waiting for real-name review', () => {
    const waiting = all<{ id: number; req: string | null }>(
      `select c.id, (select r.status from real_name_requests r where r.card_id = c.id
         order by r.submitted_at desc limit 1) req from cards c where c.real_name_status in ('reviewing', 'rejected')`,
    );
    expect(waiting.length).toBeGreaterThan(0);
    for (const w of waiting) expect(w.req).not.toBeNull();
  });

  it('fills a database seeded before the card domain existed, once', () => {
    const old = openDatabase(':memory:');
    seedDatabase(old, { cards: 600, now: NOW });
    // What a database seeded by an earlier version holds: cards, and none of the card domain.
    old.sqlite.exec(`
      delete from sms_warning_records; delete from card_status_events; delete from card_operations;
      delete from card_sessions; delete from card_sms; delete from voice_whitelist; delete from recharge_records;
      delete from hardware; delete from real_name_requests; delete from card_tags; delete from locate_queries;
      update cards set billing_group_id = null, project_group_id = null, addon_mb = 0, real_name_status = 'verified';
      delete from billing_groups; delete from project_groups; delete from cells; delete from faqs;`);
    expect(backfillCardDomain(old, NOW)).toBe(true);
    const count = (table: string) =>
      (old.sqlite.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;
    expect(count('card_status_events')).toBeGreaterThanOrEqual(600);
    expect(count('billing_groups')).toBeGreaterThan(0);
    expect(count('faqs')).toBeGreaterThan(0);
    const groups = count('billing_groups');
    expect(backfillCardDomain(old, NOW)).toBe(false);
    expect(count('billing_groups')).toBe(groups);
    old.sqlite.close();
  });

  it('is the same for the same seed and now', () => {
    const again = openDatabase(':memory:');
    seedDatabase(again, { cards: 2000, now: NOW });
    const digest = (c: typeof conn) =>
      c.sqlite
        .prepare(
          `select (select group_concat(card_id || reason || at) from card_status_events) ||
                  (select group_concat(card_id || cell_id || started_at) from card_sessions) ||
                  (select group_concat(id || coalesce(billing_group_id, '-') || coalesce(project_group_id, '-')) from cards) d`,
        )
        .get() as { d: string };
    expect(digest(again).d).toBe(digest(conn).d);
    again.sqlite.close();
  });
});
