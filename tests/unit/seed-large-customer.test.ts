import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection.ts';
import { verifyPassword } from '../../db/passwords.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { LARGE_CUSTOMER, seedLargeCustomer } from '../../db/seed/large-customer.ts';

const NOW = Date.UTC(2026, 10, 22, 4);
const WORLD = 2000;
const CUSTOMER = 3000;

const conn = openDatabase(':memory:');
seedDatabase(conn, { cards: WORLD, now: NOW });
const before = conn.sqlite.prepare('select * from cards order by id').raw().all();
/** The world's last card: its WORLD drawn cards, then those the chain-store customer's seeded orders took from the stock. */
const LAST = conn.sqlite.prepare('select max(id) from cards').pluck().get() as number;
const mainId = seedLargeCustomer(conn, { cards: CUSTOMER, now: NOW });
const all = <T>(sql: string, ...params: unknown[]) => conn.sqlite.prepare(sql).all(...params) as T[];
const one = <T>(sql: string, ...params: unknown[]) => conn.sqlite.prepare(sql).get(...params) as T;
afterAll(() => conn.sqlite.close());

describe("the benchmark's one very large customer", () => {
  it("adds its tree's cards after the world's, one id range, leaving the world's cards as they were", () => {
    expect(conn.sqlite.prepare(`select * from cards where id <= ${LAST} order by id`).raw().all()).toEqual(
      before,
    );
    expect(
      one('select count(*) as n, min(id) as lo, max(id) as hi from cards where main_client_id = ?', mainId),
    ).toEqual({ n: CUSTOMER, lo: LAST + 1, hi: LAST + CUSTOMER });
    const tree = all<{ id: number; parent_id: number | null; n: number }>(
      `select cl.id, cl.parent_id, count(c.id) as n from clients cl left join cards c on c.client_id = cl.id
       where cl.main_id = ? group by cl.id order by cl.id`,
      mainId,
    );
    expect(tree.map((c) => c.parent_id)).toEqual([null, mainId, mainId, mainId]);
    expect(tree.every((c) => c.n > 0)).toBe(true);
    expect(one<{ integrity_check: string }>('pragma integrity_check')).toEqual({ integrity_check: 'ok' });
  });

  it('gives its login every customer permission and the documented password', async () => {
    const user = one<{ password_hash: string; client_id: number; codes: number }>(
      `select u.password_hash, u.client_id,
         (select count(*) from perm_group_codes g where g.group_id = u.group_id) as codes
       from users u where u.username = ?`,
      LARGE_CUSTOMER.username,
    );
    expect(user.client_id).toBe(mainId);
    const demoCodes = one<{ n: number }>(
      `select count(*) as n from perm_group_codes g join users u on u.group_id = g.group_id
       where u.username = 'demo'`,
    ).n;
    expect(user.codes).toBe(demoCodes);
    expect(await verifyPassword(LARGE_CUSTOMER.password, user.password_hash)).toBe(true);
  });

  it('gives its cards usage history, a status history ending in their status, and what the list filters by', () => {
    const mismatched = all(
      `select c.id from cards c where c.main_client_id = ? and c.status <> (
         select e.to_status from card_status_events e where e.card_id = c.id order by e.at desc, e.id desc limit 1)`,
      mainId,
    );
    expect(mismatched).toEqual([]);
    const usage = one<{ n: number }>(
      'select count(*) as n from card_usage_monthly where card_id > ?',
      LAST,
    ).n;
    expect(usage).toBeGreaterThan(CUSTOMER * 3);
    const groups = all<{ code: string }>('select code from billing_groups where main_client_id = ?', mainId);
    expect(groups).toHaveLength(6);
    const counts = one<{ pooled: number; projects: number; tagged: number; rejected: number }>(
      `select (select count(*) from cards where main_client_id = @id and billing_group_id is not null) as pooled,
         (select count(*) from cards where main_client_id = @id and project_group_id is not null) as projects,
         (select count(*) from card_tags t join cards c on c.id = t.card_id where c.main_client_id = @id) as tagged,
         (select count(*) from cards where main_client_id = @id and real_name_status = 'rejected') as rejected`,
      { id: mainId },
    );
    expect(counts.pooled).toBeGreaterThan(CUSTOMER / 5);
    expect(counts.projects).toBeGreaterThan(CUSTOMER / 5);
    expect(counts.tagged).toBeGreaterThan(CUSTOMER / 6);
    expect(counts.rejected).toBeGreaterThan(0);
    // Not the detail the fixture customers have: no SMS or recharges for these cards.
    expect(one<{ n: number }>('select count(*) as n from card_sms where card_id > ?', LAST).n).toBe(0);
  });
});
