import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection.ts';
import { fixtureCardCount, SMALL_WORLD_CARDS } from '../../db/seed/clients.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { scatterFast, scatterReference } from '../../db/seed/numbers.ts';
import { lastMonths } from '../../db/seed/usage.ts';
import { CLIENTS } from '../../fixtures/index.ts';

const NOW = Date.UTC(2025, 9, 15, 4);
const LARGE = SMALL_WORLD_CARDS + 10_000;

function seeded(cards: number, seed?: number) {
  const conn = openDatabase(':memory:');
  seedDatabase(conn, { cards, seed, now: NOW });
  return conn.sqlite;
}

const large = seeded(LARGE);
const all = <T>(sql: string, ...params: unknown[]) => large.prepare(sql).all(...params) as T[];
const one = <T>(sql: string, ...params: unknown[]) => large.prepare(sql).get(...params) as T;

describe('card numbers', () => {
  it('computes the fast path exactly as the BigInt reference', () => {
    const widths: [number, bigint, bigint][] = [
      [14, 61_803_398_874_989n, 31_415_926_535n],
      [9, 618_033_989n, 271_828_182n],
      [10, 6_180_339_887n, 1_618_033_988n],
      [13, 6_180_339_887_499n, 4_669_201_609n],
    ];
    const samples = [0, 1, 2, 999, 123_456, 999_999, 1_000_000, 5_555_555, 9_999_999, 10_000_000, 12_345_678];
    for (const [width, multiplier, offset] of widths) {
      for (const i of samples) {
        expect(scatterFast(i, width, multiplier, offset)).toBe(
          scatterReference(i, width, multiplier, offset),
        );
      }
    }
  });
});

describe('a world larger than the demo world', () => {
  it('keeps the fixture clients to their capped share and gives the rest to synthetic customers', () => {
    const fixtureIds = CLIENTS.map((_, i) => i + 1);
    const fixtureCards = one<{ n: number }>(
      // The cards drawn, not those the chain-store customer's seeded orders took from the stock.
      `select count(*) as n from cards where client_id in (${fixtureIds.join(', ')})
       and iccid not in (select iccid from card_stock)`,
    ).n;
    expect(fixtureCards).toBe(fixtureCardCount(LARGE));
    expect(fixtureCardCount(1_000_000)).toBeLessThanOrEqual(80_000);
    const synthetic = one<{ n: number }>('select count(*) as n from clients where id > ?', CLIENTS.length).n;
    expect(synthetic).toBeGreaterThan(1);
  });

  it('names synthetic customers like Chinese companies, each name once, branches under their customer', () => {
    const clients = all<{ id: number; name: string; parent_id: number | null; main_id: number }>(
      'select id, name, parent_id, main_id from clients where id > ?',
      CLIENTS.length,
    );
    expect(new Set(clients.map((c) => c.name)).size).toBe(clients.length);
    for (const c of clients) {
      expect(c.name).toMatch(/[\u4e00-\u9fff]{4,}/);
      if (c.parent_id === null) {
        expect(c.name).toMatch(/(有限公司|股份有限公司)$/);
        expect(c.main_id).toBe(c.id);
      } else expect(c.main_id).toBe(c.parent_id);
    }
    const mismatched = one<{ n: number }>(
      'select count(*) as n from cards c join clients cl on cl.id = c.client_id where cl.main_id <> c.main_client_id',
    ).n;
    expect(mismatched).toBe(0);
  });

  it("gives each customer tree neighbouring card ids, so a tree's cards are one id range", () => {
    const trees = all<{ n: number; lo: number; hi: number }>(
      'select count(*) as n, min(id) as lo, max(id) as hi from cards group by main_client_id',
    );
    for (const tree of trees) expect(tree.hi - tree.lo + 1).toBe(tree.n);
  });

  it('is the same world for the same seed and now', () => {
    const again = seeded(LARGE);
    const digest = (db: typeof large) =>
      JSON.stringify(db.prepare('select id, name, main_id from clients order by id').all()) +
      JSON.stringify(db.prepare('select count(*), sum(usage_mb), sum(client_id * id) from cards').get());
    expect(digest(again)).toBe(digest(large));
    again.close();
  });

  it('gathers planner statistics', () => {
    expect(
      one<{ n: number }>("select count(*) as n from sqlite_stat1 where tbl = 'cards'").n,
    ).toBeGreaterThan(0);
  });
});

describe('monthly usage history', () => {
  const months = lastMonths(NOW);
  const current = months[months.length - 1]!.month;

  it('covers the last six calendar months in UTC+8, oldest first', () => {
    expect(months.map((m) => m.month)).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
    ]);
    expect(months[5]!.start).toBe(Date.UTC(2025, 9, 1) - 8 * 3_600_000);
  });

  it("equals the card's usage_mb in the current month, for every card in service this month", () => {
    const off = one<{ n: number }>(
      `select count(*) as n from cards c left join card_usage_monthly u on u.card_id = c.id and u.month = ?
       where c.status in ('active', 'suspended', 'testing') and (u.usage_mb is null or u.usage_mb <> c.usage_mb)`,
      current,
    ).n;
    expect(off).toBe(0);
  });

  it('has rows only for months a card was in service, none for cards never activated', () => {
    expect(
      one<{ n: number }>(
        "select count(*) as n from card_usage_monthly u join cards c on c.id = u.card_id where c.status = 'pending'",
      ).n,
    ).toBe(0);
    const bounds = new Map(months.map((m) => [m.month, m]));
    const rows = all<{
      month: string;
      activated_at: number | null;
      expires_at: number | null;
      status: string;
    }>(
      `select u.month, c.activated_at, c.expires_at, c.status from card_usage_monthly u join cards c on c.id = u.card_id
       where u.month <> ? and c.id % 7 = 0`,
      current,
    );
    expect(rows.length).toBeGreaterThan(1000);
    for (const r of rows) {
      const m = bounds.get(r.month)!;
      expect(r.activated_at).toBeLessThan(m.end);
      if (r.status === 'cancelled') expect(r.expires_at).toBeGreaterThan(m.start);
    }
    const negative = one<{ n: number }>('select count(*) as n from card_usage_monthly where usage_mb < 0').n;
    expect(negative).toBe(0);
  });
});
