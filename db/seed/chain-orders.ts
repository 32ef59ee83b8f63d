import type { Carrier } from '#contract';
import type { Connection } from '../connection.ts';
import { numberOf } from './numbers.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The chain-store customer's stores: code, name, region. */
const STORES: [string, string, string][] = [
  ['SH001', '乐享餐厅·上海人民广场店', '华东'],
  ['SH002', '乐享餐厅·上海陆家嘴店', '华东'],
  ['HZ001', '乐享餐厅·杭州西湖店', '华东'],
  ['GZ001', '乐享餐厅·广州天河店', '华南'],
  ['SZ001', '乐享餐厅·深圳福田店', '华南'],
  ['BJ001', '乐享餐厅·北京王府井店', '华北'],
  ['CD001', '乐享餐厅·成都春熙路店', '西南'],
];

/**
 * The platform's stock: numbers the carriers issued and no customer holds yet, per carrier. Their
 * numbers are those of card indexes far past any seeded world's cards, so they never collide.
 */
const STOCK_PER_CARRIER = 200;
const STOCK_FIRST_INDEX = 9_000_000;
const CARRIERS: Carrier[] = ['cmcc', 'cucc', 'ctcc'];

/**
 * The order history: days ago it was placed, store, plan id, quantity, and how far it went by now
 * (shipped one day after it was placed; signed 2 days after shipping; in service a day later).
 */
const ORDERS: { daysAgo: number; store: number; plan: number; quantity: number; shipped: boolean }[] = [
  { daysAgo: 75, store: 0, plan: 2, quantity: 12, shipped: true },
  { daysAgo: 62, store: 3, plan: 4, quantity: 8, shipped: true },
  { daysAgo: 48, store: 5, plan: 2, quantity: 10, shipped: true },
  { daysAgo: 33, store: 1, plan: 7, quantity: 6, shipped: true },
  { daysAgo: 20, store: 6, plan: 4, quantity: 5, shipped: true },
  { daysAgo: 9, store: 2, plan: 2, quantity: 8, shipped: true },
  { daysAgo: 3, store: 4, plan: 4, quantity: 6, shipped: true },
  { daysAgo: 1.5, store: 0, plan: 7, quantity: 4, shipped: true },
  { daysAgo: 1, store: 3, plan: 2, quantity: 5, shipped: false },
  { daysAgo: 0.5, store: 6, plan: 7, quantity: 10, shipped: false },
];

/** The months (YYYY-MM, UTC+8) from the one holding `from` to the one holding `to`. */
function monthsBetween(from: number, to: number): string[] {
  const monthOf = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 7);
  const months: string[] = [];
  const at = new Date(`${monthOf(from)}-01T00:00:00Z`);
  while (monthOf(at.getTime()) <= monthOf(to)) {
    months.push(monthOf(at.getTime()));
    at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return months;
}

/**
 * Issue 46: the chain-store customer's stores, the platform's stock of unassigned cards, and a
 * history of the stores' orders (/yum_order). A shipped order took its cards from the stock, oldest
 * first, and made them the customer's cards; the steps later than shipping are where the clock
 * would have taken them by now (server/services/chain-orders.ts: signed 2 days after shipping, in
 * service a day later), so the cards of an activated order are in service with their history.
 */
export function seedChainOrders(
  conn: Pick<Connection, 'sqlite'>,
  options: { now: number; clientIds: Map<string, number> },
) {
  const { sqlite } = conn;
  const { now } = options;
  const clientId = options.clientIds.get('chain');
  if (clientId === undefined) return;
  const insertStock = sqlite.prepare(
    'insert into card_stock (iccid, msisdn, imsi, carrier) values (?, ?, ?, ?)',
  );
  for (const carrier of CARRIERS) {
    for (let k = 0; k < STOCK_PER_CARRIER; k++) {
      const i = STOCK_FIRST_INDEX + k;
      insertStock.run(
        numberOf.iccid(i, carrier),
        numberOf.msisdn(i, carrier),
        numberOf.imsi(i, carrier),
        carrier,
      );
    }
  }
  const insertStore = sqlite.prepare(
    'insert into chain_stores (client_id, code, name, region) values (?, ?, ?, ?)',
  );
  const storeIds = STORES.map(([code, name, region]) =>
    Number(insertStore.run(clientId, code, name, region).lastInsertRowid),
  );
  const support =
    (sqlite
      .prepare("select username from users where login_type = 'support' order by id limit 1")
      .pluck()
      .get() as string | undefined) ?? 'support';
  const carrierOf = sqlite.prepare('select carrier from plans where id = ?').pluck();
  const insertOrder = sqlite.prepare(
    `insert into chain_orders (store_id, client_id, plan_id, quantity, status, created_at, courier_no, shipped_at,
       shipped_by, signed_at, activated_at, next_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const takeStock = sqlite.prepare(
    `update card_stock set order_id = ? where id in (
       select id from card_stock where carrier = ? and order_id is null order by id limit ?)`,
  );
  const makeCards = sqlite.prepare(
    `insert into cards (client_id, main_client_id, iccid, msisdn, imsi, carrier, status, plan_id, created_at,
       activated_at, expires_at)
     select ?, ?, s.iccid, s.msisdn, s.imsi, s.carrier, ?, ?, ?, ?, ? from card_stock s where s.order_id = ? order by s.id`,
  );
  const recordImport = sqlite.prepare(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
     select c.id, ?, null, 'pending', 'imported', 'platform' from card_stock s join cards c on c.iccid = s.iccid
     where s.order_id = ? order by c.id`,
  );
  const recordActivation = sqlite.prepare(
    `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
     select c.id, ?, 'pending', 'active', 'activated', 'carrier' from card_stock s join cards c on c.iccid = s.iccid
     where s.order_id = ? order by c.id`,
  );
  const insertUsage = sqlite.prepare(
    `insert into card_usage_monthly (card_id, month, usage_mb)
     select c.id, ?, 0 from card_stock s join cards c on c.iccid = s.iccid where s.order_id = ? order by c.id`,
  );
  ORDERS.forEach((o, n) => {
    const createdAt = Math.round(now - o.daysAgo * DAY);
    const shippedAt = createdAt + DAY - 3 * HOUR;
    const signedAt = shippedAt + 2 * DAY;
    const activatedAt = signedAt + DAY;
    const shipped = o.shipped && shippedAt <= now;
    const signed = shipped && signedAt <= now;
    const activated = shipped && activatedAt <= now;
    const status = activated ? 'activated' : signed ? 'signed' : shipped ? 'shipped' : 'pending';
    const nextAt = activated ? null : signed ? activatedAt : shipped ? signedAt : null;
    const orderId = Number(
      insertOrder.run(
        storeIds[o.store]!,
        clientId,
        o.plan,
        o.quantity,
        status,
        createdAt,
        shipped ? `SF${String(1_302_457_880 + n * 7919).padStart(10, '0')}` : null,
        shipped ? shippedAt : null,
        shipped ? support : null,
        signed ? signedAt : null,
        activated ? activatedAt : null,
        nextAt,
      ).lastInsertRowid,
    );
    if (!shipped) return;
    takeStock.run(orderId, carrierOf.get(o.plan), o.quantity);
    // Paid ahead for a year and more, as the seeded world's cards in service are.
    const expiresAt = activated ? activatedAt + 400 * DAY : null;
    makeCards.run(
      clientId,
      clientId,
      activated ? 'active' : 'pending',
      o.plan,
      shippedAt,
      activated ? activatedAt : null,
      expiresAt,
      orderId,
    );
    recordImport.run(shippedAt, orderId);
    if (activated) {
      recordActivation.run(activatedAt, orderId);
      // A usage row for each month in service (none used yet: the cards are new in their stores).
      for (const month of monthsBetween(activatedAt, now)) insertUsage.run(month, orderId);
    }
  });
}
