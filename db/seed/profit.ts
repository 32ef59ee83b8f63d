import type Database from 'better-sqlite3';
import { CHARGE_PRODUCTS } from '../../fixtures/index.ts';

/**
 * Profit sharing's history (issue 41): demo's prices for demo_sub and the profit rows of the
 * seeded recharges of demo_sub's cards over the last year. demo_sub's price of each product it
 * was sold is cost + 10 % (a ratio), its suggested retail price cost + 30 %, in effect since the
 * day before the first of those recharges. Each recharge earns demo 10 % of its amount; a month
 * before the current one is settled, and its sum is the 分润结算 credit the ledger's history holds
 * at the next month's start (`profitSettlements`, read by db/seed/ledger.ts); the current month is
 * pending. The seed's recharges are paid from the balance, so no row is the sub-customer's.
 */

const CHINA_OFFSET_MS = 8 * 3_600_000;
const RATIO = 1000; // hundredths of a percent: 10 %
const RETAIL_RATIO = 3000;
const MONTHS = 12;

const monthOf = (at: number) => new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 7);
/** The first instant (UTC+8) of the month `at` is in, moved by `delta` months. */
function monthStart(at: number, delta = 0): number {
  const d = new Date(at + CHINA_OFFSET_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + delta, 1) - CHINA_OFFSET_MS;
}

interface SeededShare {
  order_no: string;
  card_id: number;
  main_client_id: number;
  sub_client_id: number;
  carrier: string;
  kind: 'renewal' | 'addon';
  amount_cents: number;
  at: number;
}

/** The recharges of demo_sub's cards that earned demo profit: the last MONTHS months' paid ones. */
function seededShares(sqlite: Database.Database, now: number): (SeededShare & { product_id: number })[] {
  return sqlite
    .prepare<[number, number], SeededShare>(
      `select r.order_no, r.card_id, c.main_client_id, c.client_id as sub_client_id, c.carrier, r.kind,
         r.amount_cents, r.at
       from recharge_records r join cards c on c.id = r.card_id
       where c.client_id = (select client_id from users where username = 'demo_sub')
         and c.client_id <> c.main_client_id
         and r.pay_method = 'balance' and r.status = 'success' and r.at >= ? and r.at <= ?
       order by r.at, r.id`,
    )
    .all(monthStart(now, -MONTHS), now)
    .flatMap((s) => {
      const productId = productOf(s);
      return productId === null ? [] : [{ ...s, product_id: productId }];
    });
}

/** The catalogue's product a seeded recharge was (its carrier, kind and price), or null when none is. */
function productOf(s: Pick<SeededShare, 'carrier' | 'kind' | 'amount_cents'>): number | null {
  const kinds = s.kind === 'addon' ? ['addon', 'fixed', 'sms'] : ['month', 'year'];
  const found = CHARGE_PRODUCTS.map((p, i) => ({ ...p, id: i + 1 }))
    .filter(
      (p) =>
        p.carrier === s.carrier && kinds.includes(p.kind) && Math.round(p.price * 100) === s.amount_cents,
    )
    .sort((a, b) => Number(!!a.pool) - Number(!!b.pool) || a.id - b.id)[0];
  return found?.id ?? null;
}

const profitOf = (amountCents: number) => Math.round((amountCents * RATIO) / 10_000);

/** The settlement credits of the months before `now`'s: per main client and month, at the next month's start. */
export function profitSettlements(
  sqlite: Database.Database,
  now: number,
): { clientId: number; month: string; cents: number; at: number; orderNo: string }[] {
  const current = monthOf(now);
  const sums = new Map<string, { clientId: number; month: string; cents: number; at: number }>();
  for (const s of seededShares(sqlite, now)) {
    const month = monthOf(s.at);
    if (month >= current) continue;
    const key = `${s.main_client_id}:${month}`;
    const sum = sums.get(key) ?? { clientId: s.main_client_id, month, cents: 0, at: monthStart(s.at, 1) };
    sum.cents += profitOf(s.amount_cents);
    sums.set(key, sum);
  }
  return [...sums.values()]
    .filter((s) => s.cents > 0)
    .map((s) => ({ ...s, orderNo: `PS${s.month.replace('-', '')}${String(s.clientId).padStart(6, '0')}` }));
}

/** Seeds the prices and the profit rows (after the orders: db/seed/charge.ts). */
export function seedProfit(sqlite: Database.Database, now: number): void {
  const shares = seededShares(sqlite, now);
  if (shares.length === 0) return;
  const orderOf = sqlite.prepare<[string], { id: number; line_id: number }>(
    `select o.id, l.id as line_id from charge_orders o join charge_order_cards l on l.order_id = o.id
     where o.order_no = ? order by l.id limit 1`,
  );
  const credited = sqlite.prepare<[string], { at: number }>(
    "select at from account_ledger where order_no = ? and kind = 'profit'",
  );
  const insertPrice = sqlite.prepare(
    `insert or ignore into profit_prices (main_client_id, sub_client_id, product_id, mode, markup, cost_cents,
       sub_price_cents, retail_cents, effective_at, updated_by, updated_at)
     values (?, ?, ?, 'ratio', ?, ?, ?, ?, ?, (select username from users where client_id = ? order by id limit 1), ?)`,
  );
  const insertRow = sqlite.prepare(
    `insert into profit_rows (order_id, order_no, line_id, card_id, product_id, main_client_id, sub_client_id,
       beneficiary_client_id, role, channel, sale_cents, cost_cents, profit_cents, month, status, at, settled_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'main', 'balance', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const since = monthStart(shares[0]!.at) - 86_400_000 * 20;
  const current = monthOf(now);
  for (const s of shares) {
    const product = { id: s.product_id };
    const order = orderOf.get(s.order_no);
    if (!order) continue;
    const sub = s.amount_cents + profitOf(s.amount_cents);
    insertPrice.run(
      s.main_client_id,
      s.sub_client_id,
      product.id,
      RATIO,
      s.amount_cents,
      sub,
      Math.round((s.amount_cents * (10_000 + RETAIL_RATIO)) / 10_000),
      since,
      s.main_client_id,
      since,
    );
    const month = monthOf(s.at);
    const settlement =
      month < current
        ? credited.get(`PS${month.replace('-', '')}${String(s.main_client_id).padStart(6, '0')}`)
        : undefined;
    insertRow.run(
      order.id,
      s.order_no,
      order.line_id,
      s.card_id,
      product.id,
      s.main_client_id,
      s.sub_client_id,
      s.main_client_id,
      s.amount_cents,
      s.amount_cents,
      profitOf(s.amount_cents),
      month,
      settlement ? 'settled' : 'pending',
      s.at,
      settlement?.at ?? null,
    );
  }
}
