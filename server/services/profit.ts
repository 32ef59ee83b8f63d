import {
  type Lang,
  PROFIT_MIN_WITHDRAWAL_YUAN,
  PROFIT_PAY_HOURS,
  type ProfitMode,
  type ProfitPriceRow,
  type ProfitRow,
  profitPriceList,
  profitRowList,
  type WithdrawalRow,
  withdrawalList,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, fieldRefused, notFound } from '../errors.ts';
import { dayStart, formatDate, formatDateTime, monthBounds } from '../lib/format.ts';
import { type Condition, type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { productRowOf } from './charge-products.ts';
import { postLedger } from './ledger.ts';
import { notifyReview } from './notices.ts';

/**
 * Profit sharing (分润, issue 41; contract/endpoints/profit.ts). Prices per product and
 * sub-customer are versions in `profit_prices`; `accrueProfit` is the one function every fulfilment
 * path calls (charge.ts `settleOne`, in the fulfilment's transaction) to write the profit rows of a
 * share of a sub-customer's card, and `reverseProfit` the one a refund calls (trade.ts
 * `reviewRefund`). `cutOffProfit` runs at each month's start on the clock: the months before it
 * settle and the main clients' own profit is credited through the ledger. Withdrawals: applied for
 * by a sub-customer, decided by its main client through `decideWithdrawals` (once: a conditional
 * update on 'pending'), paid on the clock through `payWithdrawal` (the main client's debit and the
 * sub-customer's credit, in one transaction).
 */

type Sqlite = AppDeps['sqlite'];

const PAY_MS = PROFIT_PAY_HOURS * 3_600_000;
const MIN_WITHDRAWAL_CENTS = PROFIT_MIN_WITHDRAWAL_YUAN * 100;
/** Who writes what the platform does on its own (cut-off, payment), as the ledger names it. */
const PLATFORM = 'platform';

const yuan = (cents: number) => (cents / 100).toFixed(2);
const monthOf = (at: number) => formatDate(at)!.slice(0, 7);
const centsOfYuan = (text: string) => Math.round(Number(text) * 100);

// ---------------------------------------------------------------------------------------------
// The pure computation

/** One product's prices for one sub-customer, in cents. */
interface ProfitPrice {
  cost_cents: number;
  sub_price_cents: number;
  retail_cents: number;
}

/** A share of the profit: who earns it, what it was sold at, its cost to that party, the profit. */
interface ProfitShare {
  role: 'main' | 'sub';
  sale_cents: number;
  cost_cents: number;
  profit_cents: number;
}

/**
 * The profit rows one fulfilled share writes: the main client earns its sub-customer's price less
 * cost; a WeChat H5 sale also earns the sub-customer retail less its price. A share earning
 * nothing writes no row. `sign` -1 gives a refund's negative rows.
 */
export function profitShares(
  price: ProfitPrice,
  sale: { channel: 'balance' | 'wechat'; sale_cents: number },
  sign: 1 | -1 = 1,
): ProfitShare[] {
  const shares: ProfitShare[] = [
    {
      role: 'main',
      sale_cents: sign * sale.sale_cents,
      cost_cents: sign * price.cost_cents,
      profit_cents: sign * (price.sub_price_cents - price.cost_cents),
    },
  ];
  if (sale.channel === 'wechat') {
    shares.push({
      role: 'sub',
      sale_cents: sign * sale.sale_cents,
      cost_cents: sign * price.sub_price_cents,
      profit_cents: sign * (price.retail_cents - price.sub_price_cents),
    });
  }
  return shares.filter((s) => s.profit_cents !== 0);
}

/** The sub-customer's price from its cost, mode and markup (hundredths of a percent, or cents). */
export function subPriceOf(costCents: number, mode: ProfitMode, markup: number): number {
  return mode === 'ratio' ? Math.round((costCents * (10_000 + markup)) / 10_000) : costCents + markup;
}

// ---------------------------------------------------------------------------------------------
// Prices

interface PriceRecord extends ProfitPrice {
  id: number;
  main_client_id: number;
  sub_client_id: number;
  product_id: number;
  mode: ProfitMode;
  markup: number;
  effective_at: number;
  updated_by: string;
  updated_at: number;
}

/** The version of a sub-customer's price of a product in effect at `at`. */
const priceInEffect = perConnection<[number, number, number], PriceRecord>(
  `select * from profit_prices where sub_client_id = ? and product_id = ? and effective_at <= ?
   order by effective_at desc limit 1`,
);

/** The card's sub-customer (null for a card its main client keeps) and its main client. */
const cardOwner = perConnection<[number], { client_id: number; main_client_id: number }>(
  'select client_id, main_client_id from cards where id = ?',
);

/** What the public H5 charges for a product on a card: the sub-customer's retail price in effect, or null. */
export function retailFor(sqlite: Sqlite, cardId: number, productId: number, at: number): number | null {
  const owner = cardOwner(sqlite).get(cardId);
  if (!owner || owner.client_id === owner.main_client_id) return null;
  return priceInEffect(sqlite).get(owner.client_id, productId, at)?.retail_cents ?? null;
}

const subClientOf = perConnection<[number, number], { id: number; name: string }>(
  'select id, name from clients where id = ? and parent_id = ?',
);
const subClientsOf = perConnection<[number], { id: number; name: string }>(
  'select id, name from clients where parent_id = ? order by id',
);
const productOnSale = perConnection<[number], { id: number; price_cents: number }>(
  "select id, price_cents from charge_products where id = ? and status = 'on'",
);
const upsertPrice = perConnection<
  [number, number, number, ProfitMode, number, number, number, number, number, string, number],
  { id: number }
>(
  `insert into profit_prices (main_client_id, sub_client_id, product_id, mode, markup, cost_cents, sub_price_cents,
     retail_cents, effective_at, updated_by, updated_at)
   values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
   on conflict (sub_client_id, product_id, effective_at) do update set mode = excluded.mode,
     markup = excluded.markup, cost_cents = excluded.cost_cents, sub_price_cents = excluded.sub_price_cents,
     retail_cents = excluded.retail_cents, updated_by = excluded.updated_by, updated_at = excluded.updated_at
   returning id`,
);

function mainOnly(auth: AuthContext): number {
  if (auth.clientId === null || !auth.isMainClient) throw badRequest('profit_main_only');
  return auth.clientId;
}

/**
 * Sets a sub-customer's price of a product from a day (a new version, or the one of that day
 * changed). Refused, nothing saved: another client's sub-customer, a product off sale, a day
 * before today, a price below cost (`markup`), a retail price below the price (`retail_price`).
 */
export function saveProfitPrice(
  deps: AppDeps,
  auth: AuthContext,
  body: {
    sub_client_id: number;
    product_id: number;
    mode: ProfitMode;
    markup: string;
    retail_price: string;
    effective_date: string;
  },
) {
  const mainId = mainOnly(auth);
  const sub = subClientOf(deps.sqlite).get(body.sub_client_id, mainId);
  if (!sub) throw fieldRefused('sub_client_id', 'profit_sub_client_not_found', { id: body.sub_client_id });
  const product = productOnSale(deps.sqlite).get(body.product_id);
  if (!product) throw fieldRefused('product_id', 'profit_product_not_found', { id: body.product_id });
  const now = deps.clock.now();
  const effectiveAt = dayStart(body.effective_date);
  const today = formatDate(now)!;
  if (body.effective_date < today) throw fieldRefused('effective_date', 'profit_date_past', { today });
  const markup = centsOfYuan(body.markup);
  const subPrice = subPriceOf(product.price_cents, body.mode, markup);
  if (subPrice < product.price_cents) {
    throw fieldRefused('markup', 'profit_price_below_cost', {
      price: yuan(subPrice),
      cost: yuan(product.price_cents),
    });
  }
  const retail = centsOfYuan(body.retail_price);
  if (retail < subPrice) {
    throw fieldRefused('retail_price', 'profit_retail_below_price', {
      retail: yuan(retail),
      price: yuan(subPrice),
    });
  }
  const row = upsertPrice(deps.sqlite).get(
    mainId,
    sub.id,
    product.id,
    body.mode,
    markup,
    product.price_cents,
    subPrice,
    retail,
    effectiveAt,
    auth.username,
    now,
  )!;
  return { id: row.id, sub_price: yuan(subPrice), cost: yuan(product.price_cents), sub };
}

/** The catalogue's products on sale, with the prices the caller set for its sub-customers. */
export function listProfitProducts(
  deps: AppDeps,
  auth: AuthContext,
  q: { carrier?: string; kind?: string; page: number; page_size: number },
  lang: Lang,
) {
  const mainId = mainOnly(auth);
  const rows = deps.sqlite
    .prepare<
      [number],
      { id: number; carrier: string; kind: string; priced: number; lo: number | null; hi: number | null }
    >(
      `select p.id, p.carrier, p.kind, coalesce(v.priced, 0) as priced, v.lo, v.hi
       from charge_products p left join (
         select product_id, count(distinct sub_client_id) as priced, min(sub_price_cents) as lo, max(sub_price_cents) as hi
         from profit_prices where main_client_id = ? group by product_id
       ) v on v.product_id = p.id
       where p.status = 'on' order by p.id`,
    )
    .all(mainId)
    .filter(
      (r) =>
        (q.carrier === undefined || r.carrier === q.carrier) && (q.kind === undefined || r.kind === q.kind),
    );
  const page = rows.slice((q.page - 1) * q.page_size, q.page * q.page_size);
  return {
    tableData: page.map((r) => {
      const p = productRowOf(deps, r.id, lang)!;
      return {
        id: r.id,
        name: p.name,
        carrier: p.carrier,
        kind: p.kind,
        cost: p.price,
        priced: r.priced,
        price_range:
          r.lo === null || r.hi === null ? '' : r.lo === r.hi ? yuan(r.lo) : `${yuan(r.lo)} ~ ${yuan(r.hi)}`,
      };
    }),
    total: rows.length,
    sub_clients: subClientsOf(deps.sqlite).all(mainId),
  };
}

/** The latest version of each (sub-customer, product) price. */
const LATEST_PRICES = `profit_prices v join clients s on s.id = v.sub_client_id
  join charge_products p on p.id = v.product_id`;
const LATEST = `v.effective_at = (select max(w.effective_at) from profit_prices w
  where w.sub_client_id = v.sub_client_id and w.product_id = v.product_id)`;

const PRICES: ListBinding<typeof profitPriceList> = {
  filters: { sub_client_id: 'v.sub_client_id', carrier: 'p.carrier' },
  sorts: { effective_date: 'v.effective_at' },
  defaultSort: 'v.id',
  key: 'v.id',
};

/** Who sees which prices: a main client its sub-customers', a sub-customer its own. */
const priceScope = (auth: AuthContext): Condition =>
  auth.isMainClient ? ['v.main_client_id = ?', auth.clientId] : ['v.sub_client_id = ?', auth.clientId];

export function listProfitPrices(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof profitPriceList>,
  lang: Lang,
) {
  const sql = listSql(profitPriceList, PRICES, q, [priceScope(auth), [LATEST]]);
  const { rows, total } = readPage<PriceRecord & { sub_client_name: string }>(
    deps.sqlite,
    LATEST_PRICES,
    'v.*, s.name as sub_client_name',
    sql,
  );
  const tableData: ProfitPriceRow[] = rows.map((v) => {
    const p = productRowOf(deps, v.product_id, lang)!;
    return {
      id: v.id,
      sub_client_id: v.sub_client_id,
      sub_client_name: v.sub_client_name,
      product_id: v.product_id,
      product_name: p.name,
      carrier: p.carrier,
      mode: v.mode,
      markup: v.mode === 'ratio' ? `${yuan(v.markup)}%` : `¥${yuan(v.markup)}`,
      cost: yuan(v.cost_cents),
      sub_price: yuan(v.sub_price_cents),
      retail_price: yuan(v.retail_cents),
      effective_date: formatDate(v.effective_at)!,
      updated_by: v.updated_by,
      updated_at: formatDateTime(v.updated_at)!,
    };
  });
  const subs = auth.isMainClient
    ? subClientsOf(deps.sqlite).all(auth.clientId!)
    : deps.sqlite
        .prepare<[number], { id: number; name: string }>('select id, name from clients where id = ?')
        .all(auth.clientId!);
  const products = deps.sqlite
    .prepare<[], { id: number }>("select id from charge_products where status = 'on' order by id")
    .all()
    .map((p) => ({ id: p.id, name: productRowOf(deps, p.id, lang)!.name }));
  return { tableData, total, sub_clients: subs, products };
}

// ---------------------------------------------------------------------------------------------
// The profit ledger: accrual, reversal, cut-off

const insertProfitRow = perConnection<
  [
    number,
    string,
    number,
    number,
    number,
    number,
    number,
    number,
    'main' | 'sub',
    'balance' | 'wechat',
    number,
    number,
    number,
    string,
    'pending' | 'settled' | 'reversed',
    number | null,
    number,
  ]
>(
  `insert into profit_rows (order_id, order_no, line_id, card_id, product_id, main_client_id, sub_client_id,
     beneficiary_client_id, role, channel, sale_cents, cost_cents, profit_cents, month, status, refund_id, at)
   values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);

/** A fulfilled share, as the fulfilment knows it. */
interface FulfilledShare {
  order: { id: number; order_no: string; product_id: number | null; channel: 'balance' | 'wechat' | 'bank' };
  line: { id: number; amount_cents: number };
  card: { id: number };
  at: number;
}

/**
 * The profit rows of one fulfilled share of an order (charged, in effect now or later): written
 * when its card is a sub-customer's and the sub-customer has a price of the product in effect.
 * Called by every fulfilment path, inside its transaction. Returns the rows written.
 */
export function accrueProfit(sqlite: Sqlite, share: FulfilledShare): number {
  const { order, line, card, at } = share;
  if (order.product_id === null || order.channel === 'bank') return 0;
  const owner = cardOwner(sqlite).get(card.id);
  if (!owner || owner.client_id === owner.main_client_id) return 0;
  const price = priceInEffect(sqlite).get(owner.client_id, order.product_id, at);
  if (!price) return 0;
  const shares = profitShares(price, { channel: order.channel, sale_cents: line.amount_cents });
  for (const s of shares) {
    insertProfitRow(sqlite).run(
      order.id,
      order.order_no,
      line.id,
      card.id,
      order.product_id,
      owner.main_client_id,
      owner.client_id,
      s.role === 'main' ? owner.main_client_id : owner.client_id,
      s.role,
      order.channel,
      s.sale_cents,
      s.cost_cents,
      s.profit_cents,
      monthOf(at),
      'pending',
      null,
      at,
    );
  }
  return shares.length;
}

interface StoredProfitRow {
  id: number;
  order_id: number;
  order_no: string;
  line_id: number;
  card_id: number;
  product_id: number;
  main_client_id: number;
  sub_client_id: number;
  beneficiary_client_id: number;
  role: 'main' | 'sub';
  channel: 'balance' | 'wechat';
  sale_cents: number;
  cost_cents: number;
  profit_cents: number;
  month: string;
  status: 'pending' | 'settled' | 'reversed';
}

const rowsOfRefund = perConnection<[number], StoredProfitRow>(
  `select r.* from profit_rows r join charge_order_cards l on l.id = r.line_id
   where l.refund_id = ? and r.profit_cents > 0 and r.refund_id is null order by r.id`,
);
const markReversed = perConnection<[number]>(
  "update profit_rows set status = 'reversed' where id = ? and status = 'pending'",
);

/**
 * A refund approved: each profit row of its shares gets its negative row. A row whose month is
 * not yet settled is reversed with it (已冲正, neither settles); a settled one is offset by a
 * pending negative row the next cut-off settles.
 */
export function reverseProfit(sqlite: Sqlite, refundId: number, at: number): number {
  const rows = rowsOfRefund(sqlite).all(refundId);
  for (const r of rows) {
    const reversed = markReversed(sqlite).run(r.id).changes === 1;
    insertProfitRow(sqlite).run(
      r.order_id,
      r.order_no,
      r.line_id,
      r.card_id,
      r.product_id,
      r.main_client_id,
      r.sub_client_id,
      r.beneficiary_client_id,
      r.role,
      r.channel,
      -r.sale_cents,
      -r.cost_cents,
      -r.profit_cents,
      monthOf(at),
      reversed ? 'reversed' : 'pending',
      refundId,
      at,
    );
  }
  return rows.length;
}

const pendingBefore = perConnection<
  [string],
  { beneficiary_client_id: number; role: 'main' | 'sub'; month: string; cents: number }
>(
  `select beneficiary_client_id, role, month, sum(profit_cents) as cents from profit_rows
   where status = 'pending' and month < ? group by beneficiary_client_id, role, month order by month, beneficiary_client_id, role`,
);
const settleRows = perConnection<[number, number, string, 'main' | 'sub']>(
  `update profit_rows set status = 'settled', settled_at = ?
   where status = 'pending' and beneficiary_client_id = ? and month = ? and role = ?`,
);

/**
 * The monthly cut-off at `monthStart` (a month's first instant, UTC+8): every month before it
 * settles (待结算 → 已结算), and each main client's own profit of a month is credited to its account
 * ledger (kind profit). A month whose net is a loss the account cannot bear stays pending.
 */
export function cutOffProfit(sqlite: Sqlite, monthStart: number): void {
  const month = monthOf(monthStart);
  for (const g of pendingBefore(sqlite).all(month)) {
    if (g.role === 'main' && g.cents !== 0) {
      const posted = postLedger(sqlite, {
        clientId: g.beneficiary_client_id,
        kind: 'profit',
        amountCents: g.cents,
        orderNo: `PS${g.month.replace('-', '')}${String(g.beneficiary_client_id).padStart(6, '0')}`,
        operator: PLATFORM,
        remark: { key: 'profit.messages.remarkSettle', params: { month: g.month } },
        at: monthStart,
      });
      if (!posted) continue;
    }
    settleRows(sqlite).run(monthStart, g.beneficiary_client_id, g.month, g.role);
  }
}

const PROFIT_ROWS: ListBinding<typeof profitRowList> = {
  filters: { order_no: 'r.order_no', month: 'r.month', status: 'r.status' },
  sorts: { at: 'r.at' },
  defaultSort: 'r.id',
  key: 'r.id',
};

const totalsOf = perConnection<[number], { pending: number; settled: number }>(
  `select coalesce(sum(case when status = 'pending' then profit_cents end), 0) as pending,
     coalesce(sum(case when status = 'settled' then profit_cents end), 0) as settled
   from profit_rows where beneficiary_client_id = ?`,
);
const appliedOf = perConnection<[number], { cents: number }>(
  `select coalesce(sum(amount_cents), 0) as cents from profit_withdrawals where sub_client_id = ? and status <> 'rejected'`,
);

/** A sub-customer's available profit: settled, less what it applied for (not rejected). */
const availableOf = (sqlite: Sqlite, subId: number) =>
  totalsOf(sqlite).get(subId)!.settled - appliedOf(sqlite).get(subId)!.cents;

/** The caller's own profit rows (it is their beneficiary), with its totals. */
export function listProfitRows(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof profitRowList>,
  lang: Lang,
) {
  const clientId = auth.clientId ?? 0;
  const sql = listSql(profitRowList, PROFIT_ROWS, q, [['r.beneficiary_client_id = ?', clientId]]);
  const { rows, total } = readPage<
    StoredProfitRow & { at: number; iccid: string; beneficiary: string; sub_client_name: string }
  >(
    deps.sqlite,
    'profit_rows r join cards c on c.id = r.card_id join clients b on b.id = r.beneficiary_client_id join clients s on s.id = r.sub_client_id',
    'r.*, c.iccid, b.name as beneficiary, s.name as sub_client_name',
    sql,
  );
  const tableData: ProfitRow[] = rows.map((r) => ({
    id: r.id,
    order_no: r.order_no,
    iccid: r.iccid,
    product_name: productRowOf(deps, r.product_id, lang)?.name ?? '',
    sale: yuan(r.sale_cents),
    cost: yuan(r.cost_cents),
    profit: yuan(r.profit_cents),
    beneficiary: r.beneficiary,
    role: r.role,
    sub_client_name: r.sub_client_name,
    month: r.month,
    status: r.status,
    at: formatDateTime(r.at)!,
  }));
  const totals = totalsOf(deps.sqlite).get(clientId)!;
  return {
    tableData,
    total,
    totals: {
      pending: yuan(totals.pending),
      settled: yuan(totals.settled),
      available: auth.isMainClient ? '' : yuan(availableOf(deps.sqlite, clientId)),
      min_withdrawal: yuan(MIN_WITHDRAWAL_CENTS),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Withdrawals

interface WithdrawalRecord {
  id: number;
  app_no: string;
  main_client_id: number;
  sub_client_id: number;
  period_start: string;
  period_end: string;
  amount_cents: number;
  account: string;
  status: 'pending' | 'approved' | 'rejected' | 'paid';
  applicant: string;
  applied_at: number;
  reviewer: string | null;
  reviewed_at: number | null;
  reject_reason: string | null;
  pay_at: number | null;
  paid_at: number | null;
  ledger_no: string | null;
}

const settledMonths = perConnection<[number], { first: string | null; last: string | null }>(
  `select min(month) as first, max(month) as last from profit_rows where beneficiary_client_id = ? and status = 'settled'`,
);
const lastPeriodEnd = perConnection<[number], { last: string | null }>(
  `select max(period_end) as last from profit_withdrawals where sub_client_id = ? and status <> 'rejected'`,
);
const nextWithdrawalId = perConnection<[], { id: number }>(
  'select coalesce(max(id), 0) + 1 as id from profit_withdrawals',
);
const insertWithdrawal = perConnection<
  [number, string, number, number, string, string, number, string, string, number]
>(
  `insert into profit_withdrawals (id, app_no, main_client_id, sub_client_id, period_start, period_end, amount_cents,
     account, status, applicant, applied_at)
   values (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
);
const mainOfClient = perConnection<[number], { main_id: number; parent_id: number | null }>(
  'select main_id, parent_id from clients where id = ?',
);

/** The month after 'YYYY-MM'. */
const nextMonth = (month: string) => monthOf(monthBounds(dayStart(`${month}-01`))[1]);

/**
 * A sub-customer applies to withdraw part of its available profit to an account, for the settled
 * months since its last application. Refused, nothing saved: a main client, no settled profit, an
 * amount below the minimum or above the available profit (the field `amount`).
 */
export function applyWithdrawal(deps: AppDeps, auth: AuthContext, body: { amount: string; account: string }) {
  const subId = auth.clientId;
  const owner = subId === null ? undefined : mainOfClient(deps.sqlite).get(subId);
  if (subId === null || auth.isMainClient || !owner?.parent_id) throw badRequest('profit_sub_only');
  const cents = centsOfYuan(body.amount);
  if (cents < MIN_WITHDRAWAL_CENTS) {
    throw fieldRefused('amount', 'profit_withdrawal_below_min', { min: yuan(MIN_WITHDRAWAL_CENTS) });
  }
  const now = deps.clock.now();
  return deps.sqlite.transaction(() => {
    const months = settledMonths(deps.sqlite).get(subId)!;
    if (months.last === null) throw badRequest('profit_withdrawal_nothing_settled');
    const available = availableOf(deps.sqlite, subId);
    if (cents > available) {
      throw fieldRefused('amount', 'profit_withdrawal_above_available', {
        amount: yuan(cents),
        available: yuan(Math.max(available, 0)),
      });
    }
    const last = lastPeriodEnd(deps.sqlite).get(subId)!.last;
    const start = last === null ? months.first! : last >= months.last ? months.last : nextMonth(last);
    const id = nextWithdrawalId(deps.sqlite).get()!.id;
    const appNo = `PW${formatDate(now)!.replaceAll('-', '')}${String(id).padStart(6, '0')}`;
    insertWithdrawal(deps.sqlite).run(
      id,
      appNo,
      owner.main_id,
      subId,
      start,
      months.last,
      cents,
      body.account,
      auth.username,
      now,
    );
    return { id, app_no: appNo, amount: yuan(cents), period: periodText(start, months.last) };
  })();
}

const periodText = (start: string, end: string) => (start === end ? start : `${start} ~ ${end}`);

const withdrawalById = perConnection<[number], WithdrawalRecord>(
  'select * from profit_withdrawals where id = ?',
);
const approve = perConnection<[string, number, number, number]>(
  `update profit_withdrawals set status = 'approved', reviewer = ?, reviewed_at = ?, pay_at = ?
   where id = ? and status = 'pending'`,
);
const reject = perConnection<[string, number, string, number]>(
  `update profit_withdrawals set status = 'rejected', reviewer = ?, reviewed_at = ?, reject_reason = ?
   where id = ? and status = 'pending'`,
);

/** What the applicant's notice of the outcome calls a withdrawal. */
const WITHDRAWAL_ITEM = 'perm.router_profit_exa';

type WithdrawalDecision = { approve: true } | { approve: false; reason: string };

/**
 * The one decision on withdrawal applications: the main client approves (one or a batch, all or
 * nothing) or rejects with a reason. Each settles once: a conditional update on 'pending'; an
 * application already decided refuses the whole call (`profit_withdrawal_decided`), changing
 * nothing. Each decision notifies the applicant. An approved one is paid PROFIT_PAY_HOURS later on
 * the clock (`payWithdrawal`).
 */
function decideWithdrawals(
  sqlite: Sqlite,
  mainClientId: number,
  ids: readonly number[],
  decision: WithdrawalDecision,
  reviewer: string,
  at: number,
): WithdrawalRecord[] {
  if (!decision.approve && decision.reason.trim() === '') throw badRequest('review_reason_required');
  return sqlite.transaction(() =>
    ids.map((id) => {
      const w = withdrawalById(sqlite).get(id);
      if (!w || w.main_client_id !== mainClientId) throw notFound('profit_withdrawal_not_found', { id });
      const changed = decision.approve
        ? approve(sqlite).run(reviewer, at, at + PAY_MS, id).changes
        : reject(sqlite).run(reviewer, at, decision.reason.trim(), id).changes;
      if (changed !== 1) throw badRequest('profit_withdrawal_decided', { app_no: w.app_no });
      notifyReview(
        sqlite,
        w.sub_client_id,
        { item: WITHDRAWAL_ITEM, ref: w.app_no, rejected: decision.approve ? null : decision.reason.trim() },
        at,
      );
      return w;
    }),
  )();
}

const markPaid = perConnection<[number, string, number]>(
  `update profit_withdrawals set status = 'paid', paid_at = ?, ledger_no = ? where id = ? and status = 'approved'`,
);

/**
 * Pays an approved withdrawal at `at`: the main client's debit and the sub-customer's credit in
 * one transaction, once (a conditional update on 'approved'). False, changing nothing, when it is
 * not approved, or the main client's available balance cannot bear it (tried again on the clock).
 */
function payWithdrawal(sqlite: Sqlite, id: number, at: number): boolean {
  const w = withdrawalById(sqlite).get(id);
  if (w?.status !== 'approved') return false;
  return sqlite.transaction(() => {
    const out = postLedger(sqlite, {
      clientId: w.main_client_id,
      kind: 'profit',
      amountCents: -w.amount_cents,
      orderNo: w.app_no,
      counterpartyClientId: w.sub_client_id,
      operator: PLATFORM,
      remark: { key: 'profit.messages.remarkWithdrawOut', params: { app_no: w.app_no } },
      at,
    });
    if (!out) return false;
    const credit = postLedger(sqlite, {
      clientId: w.sub_client_id,
      kind: 'profit',
      amountCents: w.amount_cents,
      orderNo: w.app_no,
      counterpartyClientId: w.main_client_id,
      operator: PLATFORM,
      remark: { key: 'profit.messages.remarkWithdrawIn', params: { app_no: w.app_no } },
      at,
    })!;
    if (markPaid(sqlite).run(at, credit.serialNo, id).changes !== 1)
      throw new Error(`withdrawal ${w.app_no} paid twice`);
    return true;
  })();
}

const duePayments = perConnection<[number], { id: number; pay_at: number }>(
  `select id, pay_at from profit_withdrawals where status = 'approved' and pay_at <= ? order by pay_at, id`,
);

/** The clock: approved withdrawals whose payment came due by `now` are paid at their due time. */
export function settleWithdrawals(sqlite: Sqlite, now: number): void {
  for (const w of duePayments(sqlite).all(now)) payWithdrawal(sqlite, w.id, w.pay_at);
}

const WITHDRAWALS: ListBinding<typeof withdrawalList> = {
  filters: { status: 'w.status', sub_client_id: 'w.sub_client_id', applied_at: 'w.applied_at' },
  sorts: { applied_at: 'w.applied_at' },
  defaultSort: 'w.id',
  key: 'w.id',
};

export function listWithdrawals(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof withdrawalList>) {
  const scope: Condition = auth.isMainClient
    ? ['w.main_client_id = ?', auth.clientId]
    : ['w.sub_client_id = ?', auth.clientId];
  const sql = listSql(withdrawalList, WITHDRAWALS, q, [scope]);
  const { rows, total } = readPage<WithdrawalRecord & { sub_client_name: string }>(
    deps.sqlite,
    'profit_withdrawals w join clients s on s.id = w.sub_client_id',
    'w.*, s.name as sub_client_name',
    sql,
  );
  const tableData: WithdrawalRow[] = rows.map((w) => ({
    id: w.id,
    app_no: w.app_no,
    sub_client_name: w.sub_client_name,
    applicant: w.applicant,
    period: periodText(w.period_start, w.period_end),
    amount: yuan(w.amount_cents),
    account: w.account,
    status: w.status,
    applied_at: formatDateTime(w.applied_at)!,
    reviewer: w.reviewer ?? '',
    reviewed_at: formatDateTime(w.reviewed_at) ?? '',
    reject_reason: w.reject_reason ?? '',
    paid_at: formatDateTime(w.paid_at) ?? '',
    ledger_no: w.ledger_no ?? '',
  }));
  const subs = auth.isMainClient ? subClientsOf(deps.sqlite).all(auth.clientId!) : [];
  return { tableData, total, sub_clients: subs };
}

/** The main client's decision through its endpoint: its own sub-customers' applications only. */
export function decideByMain(
  deps: AppDeps,
  auth: AuthContext,
  ids: readonly number[],
  decision: WithdrawalDecision,
  name: (target: { clientId: number | null; refs: string }) => void,
) {
  const mainId = mainOnly(auth);
  const decided = decideWithdrawals(deps.sqlite, mainId, ids, decision, auth.username, deps.clock.now());
  const clients = [...new Set(decided.map((w) => w.sub_client_id))];
  name({ clientId: clients.length === 1 ? clients[0]! : null, refs: decided.map((w) => w.app_no).join(',') });
  return decided;
}
