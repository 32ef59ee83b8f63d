import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { seedLargeCustomer } from '../../db/seed/large-customer.ts';
import { backfillLedger } from '../../db/seed/ledger.ts';

const NOW = Date.UTC(2026, 10, 22, 4);

const conn = openDatabase(':memory:');
seedDatabase(conn, { cards: 1500, now: NOW });
const mainId = seedLargeCustomer(conn, { cards: 500, now: NOW });
afterAll(() => conn.sqlite.close());

const rowsOf = (clientId: number) =>
  conn.sqlite
    .prepare<
      [number],
      { kind: string; amount_cents: number; balance_before: number; balance_after: number; at: number }
    >(
      'select kind, amount_cents, balance_before, balance_after, at from account_ledger where client_id = ? order by id',
    )
    .all(clientId);

describe('the seeded account ledger', () => {
  it('runs from 0 to each client balance, in time order, never negative (the large customer too)', () => {
    const clients = conn.sqlite
      .prepare<[], { id: number; balance_cents: number }>('select id, balance_cents from clients')
      .all();
    for (const c of clients) {
      const rows = rowsOf(c.id);
      if (c.balance_cents > 0) expect(rows.length).toBeGreaterThan(0);
      let running = 0;
      let last = 0;
      for (const r of rows) {
        expect(r.balance_before).toBe(running);
        expect(r.balance_after).toBe(r.balance_before + r.amount_cents);
        expect(r.balance_after).toBeGreaterThanOrEqual(0);
        expect(r.at).toBeGreaterThanOrEqual(last);
        expect(r.at).toBeLessThanOrEqual(NOW);
        running = r.balance_after;
        last = r.at;
      }
      expect(running).toBe(c.balance_cents);
    }
    const large = rowsOf(mainId);
    expect(large.length).toBeGreaterThan(10);
    expect(large.length).toBeLessThan(200);
    expect(large.map((r) => r.kind)).toEqual(expect.arrayContaining(['recharge', 'sms', 'transfer_out']));
  });

  it('is the same for the same seed and clock, with unique serials', () => {
    const again = openDatabase(':memory:');
    seedDatabase(again, { cards: 1500, now: NOW });
    const read = (db: typeof conn) =>
      db.sqlite
        .prepare(
          'select serial_no, client_id, kind, amount_cents, order_no, at from account_ledger where id < 2000 order by id',
        )
        .raw()
        .all();
    expect(read(again)).toEqual(read(conn).slice(0, read(again).length));
    again.sqlite.close();
    const n = conn.sqlite
      .prepare('select count(*) as n, count(distinct serial_no) as d from account_ledger')
      .get();
    expect(n).toMatchObject({ d: (n as { n: number }).n });
  });

  it('is backfilled once into a database seeded before it existed', () => {
    const old = openDatabase(':memory:');
    seedDatabase(old, { cards: 500, now: NOW });
    old.sqlite.exec('delete from account_ledger');
    expect(backfillLedger(old.sqlite, NOW)).toBe(true);
    const mismatched = old.sqlite
      .prepare(
        `select count(*) as n from clients c where c.balance_cents != coalesce(
           (select balance_after from account_ledger l where l.client_id = c.id order by id desc limit 1), 0)`,
      )
      .get();
    expect(mismatched).toEqual({ n: 0 });
    expect(backfillLedger(old.sqlite, NOW)).toBe(false);
    old.sqlite.close();
  });
});
