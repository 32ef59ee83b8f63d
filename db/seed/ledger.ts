import type Database from 'better-sqlite3';
import type { TextKey } from '#catalogue';
import { CHARGE_PRODUCTS } from '../../fixtures/index.ts';
import { createRng, type Rng } from './prng.ts';
import { profitSettlements } from './profit.ts';

/**
 * The account ledger's history (account_ledger): for every client, a realistic run of balance
 * changes that starts at 0 and ends exactly at its seeded balance_cents. A main client's debits are
 * its cards' recharges paid from the balance (套餐, 加油包: the recharge records, same order numbers),
 * monthly SMS charges, and its transfers to its sub-clients (划拨转出); its credits are top-ups (充值),
 * the odd refund, adjustment and profit share. A sub-client is funded by transfers from its main
 * client (划拨转入, the same transfers). The history is built backwards from the balance, so no
 * balance is ever negative: a top-up takes at most what the balance after it holds, and the first
 * row opens the account from 0.
 */

const DAY = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

type Kind =
  | 'recharge'
  | 'package'
  | 'addon'
  | 'sms'
  | 'refund'
  | 'adjust'
  | 'transfer_in'
  | 'transfer_out'
  | 'profit';

/**
 * A remark the platform wrote, as a catalogue key and its parameters: the ledger shows it in the
 * reader's language (a user's own note would be plain text; the seed writes none).
 */
interface Remark {
  key: TextKey;
  params?: Record<string, string | number | { label: TextKey } | { 'zh-CN': string; en: string }>;
}
const remark = (key: TextKey, params?: Remark['params']): Remark => ({ key, params });

/** How a seeded top-up was paid (the draw keeps its odds: bank transfer twice as often). */
const TOP_UP_CHANNELS = [
  'charge.channels.bank',
  'card.payMethods.wechat',
  'charge.channels.bank',
  'messages.ledger_remark_alipay',
] as const satisfies readonly TextKey[];

interface Event {
  kind: Kind;
  /** Signed cents; 0 for a top-up (or transfer) whose amount the backward walk decides. */
  amount: number;
  at: number;
  orderNo: string;
  remark: Remark | null;
  operator: string;
  counterparty: number | null;
  /** A funding event: its amount is chosen in the walk (a top-up or a transfer in). */
  funding?: boolean;
}

interface Row extends Event {
  clientId: number;
  before: number;
  after: number;
}

interface ClientRow {
  id: number;
  parent_id: number | null;
  balance_cents: number;
  created_at: number;
  operator: string | null;
}

const day = (at: number) => new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');

/** Round figures a customer tops up (cents), largest first. */
const ROUND = [
  10_000_000, 5_000_000, 2_000_000, 1_000_000, 500_000, 200_000, 100_000, 50_000, 20_000, 10_000,
];

/** The largest round figure at most `limit` and at most `share` of it; 0 when none fits. */
function roundFigure(rng: Rng, limit: number): number {
  const share = limit * (0.35 + rng.next() * 0.5);
  return ROUND.find((r) => r <= share) ?? 0;
}

/** The 1st-of-month instants (UTC+8) from `from` to `to`, plus `offsetDays` and a few hours. */
function monthly(from: number, to: number, offsetDays: number, rng: Rng): number[] {
  const out: number[] = [];
  const d = new Date(from + CHINA_OFFSET_MS);
  d.setUTCDate(1);
  d.setUTCHours(0, 0, 0, 0);
  for (;;) {
    const at = d.getTime() - CHINA_OFFSET_MS + offsetDays * DAY + rng.int(9, 17) * 3_600_000;
    if (at > to) break;
    if (at > from) out.push(at);
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

/**
 * Walks a client's events backwards from its balance: each funding event takes a round figure
 * the balance after it holds (or is dropped), each other credit is dropped if the balance after it
 * could not hold it, and an opening funding event at `openAt` brings the account from 0 to where
 * the first row starts. Returns the rows in time order.
 */
function walk(
  rng: Rng,
  client: ClientRow,
  events: Event[],
  opening: Omit<Event, 'amount' | 'at'>,
  openAt: number,
): Row[] {
  const sorted = [...events].sort((a, b) => a.at - b.at);
  const rows: Row[] = [];
  let after = client.balance_cents;
  for (let i = sorted.length - 1; i >= 0; i--) {
    const e = sorted[i]!;
    let amount = e.amount;
    if (e.funding) amount = roundFigure(rng, after);
    if (amount === 0 || after - amount < 0) continue;
    rows.push({ ...e, amount, clientId: client.id, before: after - amount, after });
    after -= amount;
  }
  if (after > 0) rows.push({ ...opening, amount: after, at: openAt, clientId: client.id, before: 0, after });
  return rows.reverse();
}

const SMS_REMARK = (at: number, count: number) =>
  remark('messages.ledger_remark_sms_fee', {
    month: new Date(at + CHINA_OFFSET_MS - 5 * DAY).toISOString().slice(0, 7),
    count,
  });

/**
 * Seeds the ledger of the clients `ids` (all clients when not given): `months` months of history
 * besides their recharge records. Rows get ids after the table's last; serials follow the ids.
 */
export function seedLedger(
  sqlite: Database.Database,
  options: { seed: number; now: number; months?: number; clientIds?: readonly number[] },
): void {
  const { now } = options;
  const rng = createRng(options.seed ^ 0x1ed9e7);
  const months = options.months ?? 12;
  const since = now - months * 30 * DAY;
  const clients = sqlite
    .prepare<[], ClientRow>(
      `select c.id, c.parent_id, c.balance_cents, c.created_at,
         (select u.username from users u where u.client_id = c.id order by u.id limit 1) as operator
       from clients c order by c.id`,
    )
    .all()
    .filter((c) => !options.clientIds || options.clientIds.includes(c.id));
  const wanted = new Set(clients.map((c) => c.id));
  // The last `months` months, or since the client was created: nothing of it predates it.
  const startOf = (c: ClientRow) => Math.max(c.created_at, since);
  // The row opening the account: a day before its first event, but never before the account.
  const openingAt = (c: ClientRow, first: number) => Math.max(first - DAY, c.created_at);
  const recharges = sqlite
    .prepare<
      [],
      {
        main_client_id: number;
        order_no: string;
        kind: 'renewal' | 'addon';
        package_name: string;
        package_name_en: string;
        iccid: string;
        amount_cents: number;
        operator: string;
        at: number;
      }
    >(
      `select r.main_client_id, r.order_no, r.kind, r.package_name, r.package_name_en, c.iccid, r.amount_cents, r.operator, r.at
       from recharge_records r join cards c on c.id = r.card_id
       where r.pay_method = 'balance' and r.status = 'success' order by r.id`,
    )
    .all();
  const byMain = new Map<number, Event[]>();
  for (const r of recharges) {
    if (!wanted.has(r.main_client_id)) continue;
    const list = byMain.get(r.main_client_id) ?? [];
    list.push({
      kind: r.kind === 'renewal' ? 'package' : 'addon',
      amount: -r.amount_cents,
      at: r.at,
      orderNo: r.order_no,
      remark: remark('messages.charge_remark_card', {
        product: { 'zh-CN': r.package_name, en: r.package_name_en || r.package_name },
        iccid: r.iccid,
      }),
      operator: r.operator,
      counterparty: null,
    });
    byMain.set(r.main_client_id, list);
  }

  // Issue 42: the plan changes the carrier confirmed, each card's difference charged when it answered.
  const planCharges = sqlite
    .prepare<
      [],
      {
        payer_id: number;
        order_no: string;
        diff_cents: number;
        iccid: string;
        at: number;
        submitter: string;
        from_name: string;
        from_en: string;
        to_name: string;
        to_en: string;
      }
    >(
      `select pc.payer_id, w.order_no, pc.diff_cents, c.iccid, wc.settled_at as at, w.submitter,
         f.name as from_name, f.name_en as from_en, t.name as to_name, t.name_en as to_en
       from plan_changes pc join work_orders w on w.id = pc.order_id join cards c on c.id = pc.card_id
         join work_order_cards wc on wc.order_id = pc.order_id and wc.card_id = pc.card_id
         join plans f on f.id = pc.from_plan_id join plans t on t.id = pc.to_plan_id
       where pc.status in ('done', 'waiting') and pc.diff_cents > 0 order by pc.id`,
    )
    .all();
  for (const p of planCharges) {
    if (!wanted.has(p.payer_id)) continue;
    const list = byMain.get(p.payer_id) ?? [];
    list.push({
      kind: 'package',
      amount: -p.diff_cents,
      at: p.at,
      orderNo: p.order_no,
      remark: remark('messages.product_change_remark', {
        iccid: p.iccid,
        from: { 'zh-CN': p.from_name, en: p.from_en || p.from_name },
        to: { 'zh-CN': p.to_name, en: p.to_en || p.to_name },
      }),
      operator: p.submitter,
      counterparty: null,
    });
    byMain.set(p.payer_id, list);
  }

  // Issue 41: the profit demo earned on demo_sub's cards, credited at each month's cut-off.
  for (const p of profitSettlements(sqlite, now)) {
    if (!wanted.has(p.clientId)) continue;
    const list = byMain.get(p.clientId) ?? [];
    list.push({
      kind: 'profit',
      amount: p.cents,
      at: p.at,
      orderNo: p.orderNo,
      remark: remark('profit.messages.remarkSettle', { month: p.month }),
      operator: 'platform',
      counterparty: null,
    });
    byMain.set(p.clientId, list);
  }

  // Issue 40: a main client's card out of service that a seeded next-month renewal lapsed on.
  const lapsedCardOf = sqlite.prepare<[number], { iccid: string; carrier: string }>(
    `select iccid, carrier from cards where main_client_id = ? and client_id = main_client_id
       and status in ('cancelled', 'stopped') and billing_group_id is null order by id limit 1`,
  );
  const lapsedCard = (clientId: number) => lapsedCardOf.get(clientId);
  // Its product: the carrier's first monthly package that may take effect next month.
  const NEXT_MONTH_PRICE: Record<string, number> = {};
  for (const p of CHARGE_PRODUCTS) {
    if (p.kind === 'month' && p.modes.includes('next_month') && !p.pool && !p.off) {
      NEXT_MONTH_PRICE[p.carrier] ??= Math.round(p.price * 100);
    }
  }
  // No draw of the seed's generator: the rest of the history stays as it was.
  const noDraw = { int: (lo: number) => lo } as unknown as Rng;
  let nextMonthNo = 0;

  const all: Row[] = [];
  let topUpNo = 0;
  const topUpOrder = (at: number) => `C${day(at)}${String(++topUpNo).padStart(6, '0')}`;
  // Sub-clients first: their transfers in become their main clients' transfers out.
  const transfersOut = new Map<number, Event[]>();
  for (const c of clients.filter((x) => x.parent_id !== null)) {
    const start = startOf(c);
    const operator = clients.find((m) => m.id === c.parent_id)?.operator ?? 'platform';
    const events: Event[] = [
      ...monthly(start, now, rng.int(2, 6), rng).map((at) => ({
        kind: 'transfer_in' as const,
        amount: 0,
        funding: true,
        at,
        orderNo: '',
        remark: null,
        operator,
        counterparty: c.parent_id,
      })),
      ...monthly(start, now, 4, rng).map((at) => {
        const count = rng.int(20, 400);
        return {
          kind: 'sms' as const,
          amount: -count * 10,
          at,
          orderNo: '',
          remark: SMS_REMARK(at, count),
          operator: 'platform',
          counterparty: null,
        };
      }),
    ];
    const rows = walk(
      rng,
      c,
      events,
      {
        kind: 'transfer_in',
        orderNo: '',
        remark: remark('messages.ledger_remark_opening_transfer'),
        operator,
        counterparty: c.parent_id,
      },
      openingAt(c, start),
    );
    all.push(...rows);
    for (const r of rows.filter((x) => x.kind === 'transfer_in')) {
      const list = transfersOut.get(c.parent_id!) ?? [];
      // Linked to its transfer in by the instant and the sub-client; numbered once both exist.
      list.push({ ...r, kind: 'transfer_out', amount: -r.amount, counterparty: c.id, funding: false });
      transfersOut.set(c.parent_id!, list);
    }
  }
  for (const c of clients.filter((x) => x.parent_id === null)) {
    const start = startOf(c);
    const operator = c.operator ?? 'platform';
    const own = byMain.get(c.id) ?? [];
    const first = Math.min(
      start,
      ...own.map((e) => e.at),
      ...(transfersOut.get(c.id) ?? []).map((e) => e.at),
    );
    const events: Event[] = [
      ...own,
      ...(transfersOut.get(c.id) ?? []),
      ...monthly(first, now, rng.int(1, 8), rng).map((at) => ({
        kind: 'recharge' as const,
        amount: 0,
        funding: true,
        at,
        orderNo: '',
        remark: remark(rng.pick(TOP_UP_CHANNELS)),
        operator,
        counterparty: null,
      })),
      ...monthly(start, now, 4, rng).map((at) => {
        const count = rng.int(100, 3000);
        return {
          kind: 'sms' as const,
          amount: -count * 10,
          at,
          orderNo: '',
          remark: SMS_REMARK(at, count),
          operator: 'platform',
          counterparty: null,
        };
      }),
    ];
    // Now and then: a refund of a failed renewal, an adjustment by the platform, a profit share.
    for (const at of monthly(start, now, 15, rng)) {
      const draw = rng.int(0, 9);
      if (draw === 0) {
        events.push({
          kind: 'refund',
          amount: rng.int(1, 12) * 1000,
          at,
          orderNo: '',
          remark: remark('messages.ledger_remark_renewal_refund'),
          operator: 'platform',
          counterparty: null,
        });
      } else if (draw === 1) {
        const amount = rng.int(1, 20) * 500 * (rng.next() < 0.5 ? -1 : 1);
        events.push({
          kind: 'adjust',
          amount,
          at,
          orderNo: '',
          remark: remark(
            amount > 0 ? 'messages.ledger_remark_billing_error' : 'messages.ledger_remark_overage',
          ),
          operator: 'platform',
          counterparty: null,
        });
      } else if (draw === 2 && transfersOut.has(c.id)) {
        events.push({
          kind: 'profit',
          amount: rng.int(5, 80) * 100,
          at,
          orderNo: '',
          remark: remark('messages.ledger_remark_profit_share'),
          operator: 'platform',
          counterparty: null,
        });
      }
    }
    // Issue 40: two next-month renewals that lapsed on a card out of service, charged on the 20th
    // of their month (db/seed/charge.ts makes the orders): the older one refunded on the 15th of
    // the month after, the newer one not yet (the customer may still ask for it).
    const lapsed = lapsedCard(c.id);
    const price = lapsed ? NEXT_MONTH_PRICE[lapsed.carrier] : undefined;
    for (const [daysAgo, refunded] of [
      [140, true],
      [80, false],
    ] as const) {
      const orderAt = monthly(now - daysAgo * DAY, now, 19, noDraw)[0];
      if (!lapsed || price === undefined || orderAt === undefined || orderAt <= first) continue;
      const orderNo = `CN${day(orderAt)}${String(++nextMonthNo).padStart(6, '0')}`;
      events.push({
        kind: 'package',
        amount: -price,
        at: orderAt,
        orderNo,
        remark: remark('messages.charge_remark_next_month', { iccid: lapsed.iccid }),
        operator,
        counterparty: null,
      });
      const refundAt = monthly(orderAt, now, 14, noDraw)[1];
      if (refunded && refundAt !== undefined) {
        events.push({
          kind: 'refund',
          amount: price,
          at: refundAt,
          orderNo,
          remark: remark('messages.refund_remark', { order: orderNo, count: 1 }),
          operator: 'platform',
          counterparty: null,
        });
      }
    }
    all.push(
      ...walk(
        rng,
        c,
        events,
        {
          kind: 'recharge',
          orderNo: '',
          remark: remark('messages.ledger_remark_opening_topup'),
          operator,
          counterparty: null,
        },
        openingAt(c, first),
      ),
    );
  }

  // Time order (a transfer's out before its in), then ids and numbers in that order.
  const rank = (k: Kind) => (k === 'transfer_out' ? 0 : k === 'transfer_in' ? 1 : 2);
  all.sort((a, b) => a.at - b.at || rank(a.kind) - rank(b.kind) || a.clientId - b.clientId);
  let id = (sqlite.prepare('select coalesce(max(id), 0) as n from account_ledger').get() as { n: number }).n;
  let transferNo = 0;
  const transferOrders = new Map<string, string>();
  const insert = sqlite.prepare(
    `insert into account_ledger (id, serial_no, client_id, kind, amount_cents, balance_before, balance_after,
       order_no, counterparty_client_id, operator, remark, remark_key, remark_params, at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?)`,
  );
  for (const r of all) {
    id++;
    let orderNo = r.orderNo;
    if (r.kind === 'recharge') orderNo = topUpOrder(r.at);
    if (r.kind === 'transfer_out' || r.kind === 'transfer_in') {
      const key = `${r.at}:${r.kind === 'transfer_out' ? r.counterparty : r.clientId}`;
      orderNo = transferOrders.get(key) ?? `T${day(r.at)}${String(++transferNo).padStart(6, '0')}`;
      transferOrders.set(key, orderNo);
    }
    insert.run(
      id,
      `L${day(r.at)}${String(id).padStart(8, '0')}`,
      r.clientId,
      r.kind,
      r.amount,
      r.before,
      r.after,
      orderNo,
      r.counterparty,
      r.operator,
      r.remark?.key ?? null,
      r.remark ? JSON.stringify(r.remark.params ?? {}) : null,
      r.at,
    );
  }
}

/**
 * A database seeded before the ledger existed gets its history now (from its clients' balances
 * and recharge records), so its balances and ledgers agree; does nothing once it has any row.
 */
export function backfillLedger(sqlite: Database.Database, now: number): boolean {
  const count = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;
  if (count('select count(*) as n from clients') === 0) return false;
  if (count('select count(*) as n from account_ledger') > 0) return false;
  sqlite.transaction(() => seedLedger(sqlite, { seed: 0x5eed, now }))();
  return true;
}
