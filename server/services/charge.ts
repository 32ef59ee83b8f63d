import { randomBytes } from 'node:crypto';
import {
  BizCode,
  CARD_STATUSES,
  CARRIERS,
  type CardFilters,
  type CardOrderBody,
  type CardStatus,
  type Carrier,
  CHARGE_CARDS_MAX,
  EFFECT_MODES,
  type EffectMode,
  IMPORT_TEMPLATES,
  type Lang,
  type LineStatus,
  type OrderRow,
  type OrderStatus,
  orderList,
  type ProductKind,
  type Wording,
  WX_ORDER_CLOSE_MINUTES,
  WX_PAY_SECONDS,
  word,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { BizError, badRequest, notFound } from '../errors.ts';
import { type Message, message, nameIn, wordIn, wordsIn } from '../i18n.ts';
import { formatDate, formatDateTime, monthBounds } from '../lib/format.ts';
import {
  type Condition,
  type ListBinding,
  listSql,
  listWhere,
  type QueryOf,
  readPage,
} from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { importedFile, importRows } from '../tasks/import-file.ts';
import { type ActionCard, actionCardById, addMonths, applyAddon } from './card-actions.ts';
import { allMatches } from './card-list.ts';
import {
  modesOf,
  PRODUCT_COLUMNS,
  type ProductRecord,
  productById,
  productName,
  productRow,
} from './charge-products.ts';
import { accountCents, centsOf, holdMoney, postLedger, releaseHold } from './ledger.ts';
import { accrueProfit, retailFor } from './profit.ts';
import { uploadOwner } from './uploads.ts';

/**
 * Recharge (充值): the product catalogue, card recharges paid from the balance and account top-ups
 * paid by WeChat, as one kind of order (`charge_orders`).
 *
 * A card order freezes its whole amount (`holdMoney`) when it is placed. The carrier answers for
 * each card CARD_ANSWER_MS after the order (one card after another, CARD_STEP_MS apart) on the
 * world's clock: `settleChargeOrders` runs at every move of the clock (time-travel.ts) and before
 * an order is read. A card still in service is fulfilled: its share is released and charged
 * through the ledger in the same transaction, and the product takes effect (a 加油包 adds to this
 * month's data and resumes a card stopped for reaching its quota; a monthly, yearly or fixed-flow
 * package extends the card's validity). A card that is no longer in service fails: its share is
 * released. So at every moment: balance = the ledger's last row, frozen = the orders' held amounts.
 *
 * A top-up is a WeChat order: the emulated payer pays WX_PAY_SECONDS later (a control call may
 * make it fail or hold, `decideWxOrder`), and the payment is credited through the ledger.
 *
 * A card order of the public H5 (/wx_recharge) is paid by WeChat too (channel 'wechat'): placed for
 * the card's main client, it freezes nothing and writes no ledger row, since the money is the
 * payer's and never passes through the client's balance. Once paid (on the same WeChat clock), its
 * card is answered by the carrier like any other: fulfilled (its share counted as charged, the
 * recharge record says 微信) or failed (its share counted as released: WeChat pays it back). Unpaid,
 * it fails or closes and its card is never sent to the carrier.
 */

export const CARD_ANSWER_MS = 30_000;
export const CARD_STEP_MS = 10_000;
const PAY_MS = WX_PAY_SECONDS * 1000;
const CLOSE_MS = WX_ORDER_CLOSE_MINUTES * 60_000;

type Sqlite = AppDeps['sqlite'];

const yuan = (cents: number) => (cents / 100).toFixed(2);

const statement = statementCache();

const accountText = (sqlite: Sqlite, clientId: number | null) => {
  const a = clientId === null ? { balance: 0, frozen: 0, available: 0 } : accountCents(sqlite, clientId);
  return { balance: yuan(a.balance), frozen: yuan(a.frozen), available: yuan(a.available) };
};

/** The products on sale (of one type), for a recharge page's choice, with the caller's account. */
export function chargeOptions(deps: AppDeps, auth: AuthContext, kind: ProductKind | undefined, lang: Lang) {
  settleChargeOrders(deps, deps.clock.now());
  const rows = statement(
    deps.sqlite,
    `select ${PRODUCT_COLUMNS} from charge_products p
     where p.status = 'on' and (? is null or p.kind = ?) order by p.carrier, p.kind, p.price_cents, p.id`,
  ).all(kind ?? null, kind ?? null) as ProductRecord[];
  return { products: rows.map((r) => productRow(r, lang)), account: accountText(deps.sqlite, auth.clientId) };
}

// ---------------------------------------------------------------------------------------------
// Card orders: validation and pricing

interface OrderCard extends ActionCard {
  msisdn: string;
  billing_group_id: number | null;
}

const cardByNumber = {
  main_client_id: perConnection<[string, string, number], { id: number }>(
    'select c.id from cards c where (c.iccid = upper(?) or c.msisdn = ?) and c.main_client_id = ?',
  ),
  client_id: perConnection<[string, string, number], { id: number }>(
    'select c.id from cards c where (c.iccid = upper(?) or c.msisdn = ?) and c.client_id = ?',
  ),
};
const cardExtra = perConnection<[number], { msisdn: string; billing_group_id: number | null }>(
  'select msisdn, billing_group_id from cards where id = ?',
);

/** The caller's card of a number (ICCID or MSISDN), or undefined for a number not its own. */
function callerCard(deps: AppDeps, auth: AuthContext, number: string): OrderCard | undefined {
  if (auth.clientId === null) return undefined;
  const column = auth.isMainClient ? 'main_client_id' : 'client_id';
  const hit = cardByNumber[column](deps.sqlite).get(number, number, auth.clientId);
  if (!hit) return undefined;
  return { ...actionCardById(deps, hit.id)!, ...cardExtra(deps.sqlite).get(hit.id)! };
}

/** What one card may not buy of a product, or null when it may: the rules of one order, per card. */
export function cardRefusal(
  card: Pick<OrderCard, 'iccid' | 'status' | 'billing_group_id'>,
  product: Pick<ProductRecord, 'pool'>,
  mode: EffectMode,
): Message | null {
  if (card.status === 'cancelled') return message('charge_card_cancelled', { iccid: card.iccid });
  const inService = card.status === 'active' || card.status === 'suspended';
  if (!inService && mode !== 'on_activation') {
    return message('charge_card_not_active', { iccid: card.iccid, status: CARD_STATUSES[card.status] });
  }
  if (card.billing_group_id !== null && !product.pool) {
    return message('charge_pool_addon_only', { iccid: card.iccid });
  }
  if (card.billing_group_id === null && product.pool) {
    return message('charge_pool_product_only', { iccid: card.iccid });
  }
  return null;
}

/** Refuses an order whose cards are with more than one carrier, or not with the product's. */
export function carrierRefusal(cardCarriers: Carrier[], productCarrier: Carrier): Message | null {
  const carriers = [...new Set(cardCarriers)];
  if (carriers.length > 1) {
    return message('charge_mixed_carriers', { carriers: { list: carriers.map((c) => CARRIERS[c]) } });
  }
  if (carriers[0] !== undefined && carriers[0] !== productCarrier) {
    return message('charge_carrier_mismatch', {
      product: CARRIERS[productCarrier],
      card: CARRIERS[carriers[0]],
    });
  }
  return null;
}

/** The total of `count` cards at a price, in cents (the price preview's and the order's). */
export const orderTotal = (priceCents: number, count: number) => priceCents * count;

/** An order's choice once its cards are numbers (typed, pasted, read off its file or by the filter). */
type CardOrder = Pick<CardOrderBody, 'product_id' | 'effect_mode'> & { numbers: string[] };

/**
 * The ICCIDs of the caller's cards under the card list's filter, in the list's order: none, or
 * more than CHARGE_CARDS_MAX, is refused with its message.
 */
function filterNumbers(deps: AppDeps, auth: AuthContext, filter: CardFilters): string[] {
  const { total, all } = allMatches(deps, auth, {
    ...filter,
    page: 1,
    page_size: 10,
    order: filter.order ?? 'desc',
  });
  if (total === 0) throw badRequest('charge_filter_none');
  if (total > CHARGE_CARDS_MAX)
    throw badRequest('charge_filter_too_many', { count: total, max: CHARGE_CARDS_MAX });
  const rows =
    'ids' in all
      ? deps.sqlite
          .prepare('select c.iccid from json_each(?) j join cards c on c.id = j.value order by j.key')
          .all(JSON.stringify(all.ids))
      : deps.sqlite.prepare(`select c.iccid ${all.from} order by ${all.order}`).all(...all.params);
  return (rows as { iccid: string }[]).map((r) => r.iccid);
}

const SIZE = /^(\d+(?:\.\d+)?)\s*(mb|m|gb|g)$/i;
const SMS_COUNT = /^(\d+)\s*(条|sms)?$/i;

/**
 * Whether a file row's second column names the chosen product: the months of a 月包 / 年包 (the
 * renewal template), the size of the others ('500MB', '3GB', '1024MB'; an SMS package's count,
 * '100条' or '100 SMS').
 */
function namesProduct(product: Pick<ProductRecord, 'kind' | 'mb' | 'sms' | 'months'>, cell: string) {
  const value = cell.trim();
  if (product.kind === 'month' || product.kind === 'year') {
    return /^\d{1,3}$/.test(value) && Number(value) === product.months;
  }
  if (product.kind === 'sms') {
    const sms = SMS_COUNT.exec(value);
    return sms !== null && Number(sms[1]) === product.sms;
  }
  const size = SIZE.exec(value);
  if (!size) return false;
  const mb = Number(size[1]) * (size[2]!.toLowerCase().startsWith('g') ? 1024 : 1);
  return Math.abs(mb - product.mb) < 0.5;
}

/** The rows a file's second column names another product on, as its refusal lists them (the first 10). */
const MISMATCH_ROWS_SHOWN = 10;

/**
 * The card numbers of an order's body: those typed or pasted, the caller's cards under the card
 * list's filter, or column A of its file, read by the import machinery (streamed, at most
 * CHARGE_CARDS_MAX rows). An xlsx must be the product's template: `renewal` for a 月包 / 年包,
 * `addon_recharge` for the others; another template's file is refused with its message before a
 * row is read. Column B names the product (its months, or its size): a row naming another product,
 * or an xlsx row naming none, refuses the file, each such row listed. A csv or txt may hold the
 * card alone on a line.
 */
export async function orderNumbers(
  deps: AppDeps,
  auth: AuthContext,
  body: CardOrderBody,
): Promise<CardOrder> {
  const choice = { product_id: body.product_id, effect_mode: body.effect_mode };
  if (body.source === 'filter') return { ...choice, numbers: filterNumbers(deps, auth, body.filter ?? {}) };
  if (body.source !== 'file') return { ...choice, numbers: body.numbers ?? [] };
  const product = productById(deps.sqlite).get(body.product_id);
  if (!product) throw notFound('charge_product_not_found', { id: body.product_id });
  const file = await importedFile(deps.uploadDir, body.file_url ?? '', uploadOwner(auth));
  const renewal = product.kind === 'month' || product.kind === 'year';
  const template = IMPORT_TEMPLATES[renewal ? 'renewal' : 'addon_recharge'];
  const numbers: string[] = [];
  const mismatched: Wording[] = [];
  let mismatches = 0;
  for await (const row of importRows(file, { max: CHARGE_CARDS_MAX, template })) {
    const number = (row.cells[0] ?? '').trim();
    if (number === '') continue;
    numbers.push(number);
    const stated = (row.cells[1] ?? '').trim();
    if (stated === '' ? file.extension !== 'xlsx' : namesProduct(product, stated)) continue;
    mismatches += 1;
    if (mismatched.length < MISMATCH_ROWS_SHOWN) {
      mismatched.push(
        stated === ''
          ? { key: 'charge.card.fileRowBlank', params: { row: row.row_no } }
          : { key: 'charge.card.fileRow', params: { row: row.row_no, value: stated } },
      );
    }
  }
  if (numbers.length === 0) throw badRequest('batch_empty');
  if (mismatches > 0) {
    throw badRequest('charge_file_product_mismatch', {
      count: mismatches,
      product: productName(product),
      rows: { list: mismatched },
    });
  }
  return { ...choice, numbers };
}

/** The cards, the product and the total of an order the rules allow; a refusal is thrown (a 400). */
function checkedOrder(deps: AppDeps, auth: AuthContext, body: CardOrder) {
  const product = productById(deps.sqlite).get(body.product_id);
  if (!product) throw notFound('charge_product_not_found', { id: body.product_id });
  const name = productName(product);
  if (product.status !== 'on') throw badRequest('charge_product_off', { name });
  if (!modesOf(product).includes(body.effect_mode)) {
    throw badRequest('charge_effect_mode_not_allowed', { name, mode: EFFECT_MODES[body.effect_mode] });
  }
  const numbers = body.numbers.map((n) => n.trim().toUpperCase());
  const repeated = [...new Set(numbers.filter((n, i) => numbers.indexOf(n) !== i))];
  if (repeated.length > 0) throw badRequest('charge_cards_repeated', { numbers: repeated.join(', ') });
  const cards: OrderCard[] = [];
  const missing: string[] = [];
  for (const number of numbers) {
    const card = callerCard(deps, auth, number);
    if (card) cards.push(card);
    else missing.push(number);
  }
  if (missing.length > 0) {
    throw badRequest('charge_cards_not_found', { numbers: missing.slice(0, 10).join(', ') });
  }
  const ids = cards.map((c) => c.id);
  const twice = cards.filter((c, i) => ids.indexOf(c.id) !== i).map((c) => c.iccid);
  if (twice.length > 0) throw badRequest('charge_cards_repeated', { numbers: twice.join(', ') });
  const refusal =
    carrierRefusal(
      cards.map((c) => c.carrier),
      product.carrier,
    ) ??
    cards
      .map((card) => cardRefusal(card, { pool: product.pool }, body.effect_mode))
      .find((r) => r !== null) ??
    null;
  if (refusal) throw refused(refusal);
  return { product, cards, total: orderTotal(product.price_cents, cards.length) };
}

/** A rule's refusal as the 400 its message words. */
const refused = (m: Message) => BizError.keyed(BizCode.BAD_REQUEST, m);

const shortOf = (count: number, amount: number, available: number) =>
  badRequest('charge_balance_short', { count, amount: yuan(amount), available: yuan(available) });

/** The price of an order as it would be placed: per-card lines and the total, refused as the order would be. */
export function previewCardOrder(deps: AppDeps, auth: AuthContext, body: CardOrder, lang: Lang) {
  const { product, cards, total } = checkedOrder(deps, auth, body);
  const account = accountCents(deps.sqlite, auth.clientId ?? 0);
  if (account.available < total) throw shortOf(cards.length, total, account.available);
  return {
    numbers: cards.map((c) => c.iccid),
    product: productRow(product, lang),
    effect_mode: body.effect_mode,
    lines: cards.map((c) => ({
      card_id: c.id,
      iccid: c.iccid,
      msisdn: c.msisdn,
      carrier: c.carrier,
      price: yuan(product.price_cents),
    })),
    total: yuan(total),
    account: accountText(deps.sqlite, auth.clientId),
  };
}

const nextOrderId = perConnection<[], { id: number }>(
  'select coalesce(max(id), 0) + 1 as id from charge_orders',
);
type OrderInsert = [
  number,
  string,
  number,
  'card' | 'topup',
  number | null,
  EffectMode | null,
  'balance' | 'wechat',
  number,
  number,
  number,
  string | null,
  number | null,
  number | null,
  string,
  number,
];
const insertOrder = perConnection<OrderInsert>(
  `insert into charge_orders (id, order_no, client_id, kind, product_id, effect_mode, channel, amount_cents,
     held_cents, card_count, status, token, pay_at, closes_at, operator, created_at)
   values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'processing', ?, ?, ?, ?, ?)`,
);
const insertLine = perConnection<[number, number, number, number]>(
  `insert into charge_order_cards (order_id, card_id, amount_cents, status, due_at) values (?, ?, ?, 'processing', ?)`,
);

const orderNoOf = (prefix: string, at: number, id: number) =>
  `${prefix}${formatDate(at)!.replaceAll('-', '')}${String(id).padStart(8, '0')}`;

/** Who pays a card order of the public H5, as its operator, its recharge record and the card's operations name them. */
const WECHAT_PAYER = '微信用户';

/**
 * A card order of the public H5, paid by WeChat: one card (already found fit to be recharged by
 * WeChat) and one add-on of the catalogue, in effect at once, for the card's main client. The
 * order's rules are the balance orders' (on sale, the card's carrier, a pool's add-on for a pooled
 * card, a card in service); the balance is not touched. Pending until the emulated payer pays
 * (WX_PAY_SECONDS later on the clock); the carrier answers CARD_ANSWER_MS after the payment.
 */
export function placeWechatCardOrder(
  deps: AppDeps,
  card: ActionCard & { billing_group_id: number | null },
  productId: number,
): { order_id: number; token: string } {
  const product = productById(deps.sqlite).get(productId);
  if (product?.kind !== 'addon') throw notFound('charge_product_not_found', { id: productId });
  const name = productName(product);
  if (product.status !== 'on') throw badRequest('charge_product_off', { name });
  if (!modesOf(product).includes('immediate')) {
    throw badRequest('charge_effect_mode_not_allowed', { name, mode: EFFECT_MODES.immediate });
  }
  const refusal = carrierRefusal([card.carrier], product.carrier) ?? cardRefusal(card, product, 'immediate');
  if (refusal) throw refused(refusal);
  const now = deps.clock.now();
  // A sub-customer's card sells at its suggested retail price (profit sharing, issue 41).
  const amount = retailFor(deps.sqlite, card.id, product.id, now) ?? product.price_cents;
  return deps.sqlite.transaction(() => {
    const id = nextOrderId(deps.sqlite).get()!.id;
    // 128 random bits: the result page's address, which nobody can guess from the order number.
    const token = randomBytes(16).toString('base64url');
    insertOrder(deps.sqlite).run(
      id,
      orderNoOf('WX', now, id),
      card.main_client_id,
      'card',
      product.id,
      'immediate',
      'wechat',
      amount,
      0,
      1,
      token,
      now + PAY_MS,
      now + CLOSE_MS,
      WECHAT_PAYER,
      now,
    );
    // Its answer is due once paid: the clock never sends an unpaid order's card (dueLines).
    insertLine(deps.sqlite).run(id, card.id, amount, now + PAY_MS + CARD_ANSWER_MS);
    return { order_id: id, token };
  })();
}

/**
 * Places a card order paid from the caller's balance, all or nothing: the whole amount is frozen
 * at once; the carrier answers for each card on the clock (`settleChargeOrders`).
 */
export function placeCardOrder(deps: AppDeps, auth: AuthContext, body: CardOrder) {
  settleChargeOrders(deps, deps.clock.now());
  const { product, cards, total } = checkedOrder(deps, auth, body);
  const payer = auth.clientId!;
  const now = deps.clock.now();
  const placed = deps.sqlite.transaction(() => {
    if (!holdMoney(deps.sqlite, payer, total)) {
      throw shortOf(cards.length, total, accountCents(deps.sqlite, payer).available);
    }
    const id = nextOrderId(deps.sqlite).get()!.id;
    const orderNo = orderNoOf('C', now, id);
    insertOrder(deps.sqlite).run(
      id,
      orderNo,
      payer,
      'card',
      product.id,
      body.effect_mode,
      'balance',
      total,
      total,
      cards.length,
      null,
      null,
      null,
      auth.username,
      now,
    );
    cards.forEach((card, i) => {
      insertLine(deps.sqlite).run(id, card.id, product.price_cents, now + CARD_ANSWER_MS + i * CARD_STEP_MS);
    });
    return { id, orderNo };
  })();
  return {
    order_id: placed.id,
    order_no: placed.orderNo,
    total: yuan(total),
    account: accountText(deps.sqlite, payer),
  };
}

const scopedIccids = {
  main_client_id: perConnection<[string, number], { id: number; iccid: string }>(
    'select c.id, c.iccid from json_each(?) j join cards c on c.id = j.value where c.main_client_id = ? order by j.key',
  ),
  client_id: perConnection<[string, number], { id: number; iccid: string }>(
    'select c.id, c.iccid from json_each(?) j join cards c on c.id = j.value where c.client_id = ? order by j.key',
  ),
};

/**
 * The card list's add-on action (加油包): a catalogue add-on bought for the chosen cards through the
 * one card order, in effect at once (立即生效). Only an add-on is sold here; the order's rules hold
 * (on sale, the cards' carrier, a pool's add-on for pooled cards, cards in service, the balance).
 */
export function placeAddonOrder(
  deps: AppDeps,
  auth: AuthContext,
  body: { card_ids: number[]; product_id: number },
) {
  const product = productById(deps.sqlite).get(body.product_id);
  if (!product) throw notFound('charge_product_not_found', { id: body.product_id });
  if (product.kind !== 'addon') throw badRequest('charge_product_not_addon', { name: productName(product) });
  const column = auth.isMainClient ? 'main_client_id' : 'client_id';
  const found = scopedIccids[column](deps.sqlite).all(JSON.stringify(body.card_ids), auth.clientId ?? 0);
  const missing = body.card_ids.filter((id) => !found.some((c) => c.id === id));
  if (missing.length > 0) {
    throw badRequest('charge_cards_not_found', { numbers: missing.slice(0, 10).join(', ') });
  }
  return placeCardOrder(deps, auth, {
    product_id: product.id,
    effect_mode: 'immediate',
    numbers: found.map((c) => c.iccid),
  });
}

// ---------------------------------------------------------------------------------------------
// Fulfilment on the clock

export interface OrderRecord {
  id: number;
  order_no: string;
  client_id: number;
  kind: 'card' | 'topup';
  product_id: number | null;
  effect_mode: EffectMode | null;
  channel: 'balance' | 'wechat' | 'bank';
  product_name: string;
  product_name_en: string;
  amount_cents: number;
  held_cents: number;
  charged_cents: number;
  released_cents: number;
  status: OrderStatus;
  card_count: number;
  token: string | null;
  pay_at: number | null;
  closes_at: number | null;
  paid_at: number | null;
  operator: string;
  created_at: number;
  settled_at: number | null;
}

interface LineRow {
  id: number;
  order_id: number;
  card_id: number;
  amount_cents: number;
  due_at: number;
}
/** The cards due an answer by then; a WeChat order's only once it is paid. */
const dueLines = perConnection<[number], LineRow>(
  `select l.id, l.order_id, l.card_id, l.amount_cents, l.due_at from charge_order_cards l
   join charge_orders o on o.id = l.order_id
   where l.status = 'processing' and l.due_at <= ? and (o.channel <> 'wechat' or o.paid_at is not null)
   order by l.due_at, l.id`,
);
const orderRecord = perConnection<[number], OrderRecord>('select * from charge_orders where id = ?');
const setEffectAt = perConnection<[number, number]>(
  'update charge_order_cards set effect_at = ? where id = ?',
);
const settleLine = perConnection<['success' | 'failed' | 'waiting', number, string, number]>(
  `update charge_order_cards set status = ?, settled_at = ?, answer = ? where id = ? and status = 'processing'`,
);
const moveHeld = perConnection<[number, number, number, number]>(
  `update charge_orders set held_cents = held_cents - ?, charged_cents = charged_cents + ?,
     released_cents = released_cents + ? where id = ?`,
);
const lineCounts = perConnection<[number], { open: number; ok: number; failed: number; waiting: number }>(
  `select sum(status = 'processing') as open, sum(status = 'success') as ok, sum(status = 'failed') as failed,
     sum(status = 'waiting') as waiting
   from charge_order_cards where order_id = ?`,
);
const finishOrder = perConnection<[OrderStatus, number, number]>(
  `update charge_orders set status = ?, settled_at = ? where id = ? and status = 'processing'`,
);
const extendExpiry = perConnection<[number, number]>('update cards set expires_at = ? where id = ?');
const insertRecord = perConnection<
  [
    string,
    number,
    number,
    'renewal' | 'addon',
    string,
    string,
    number,
    number,
    number,
    'balance' | 'wechat',
    'success' | 'failed',
    string,
    number,
  ]
>(
  `insert into recharge_records (order_no, card_id, main_client_id, kind, package_name, package_name_en, mb, months,
     amount_cents, pay_method, status, operator, at)
   values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);

const LEDGER_KIND: Record<ProductKind, 'addon' | 'package' | 'sms'> = {
  addon: 'addon',
  fixed: 'addon',
  month: 'package',
  year: 'package',
  sms: 'sms',
};

const zhName = (product: ProductRecord) => word(wordsIn('zh-CN'), productName(product));
const enName = (product: ProductRecord) => word(wordsIn('en'), productName(product));

/** How a card order's recharge records name its payment: WeChat (the public H5), else the balance. */
const payMethodOf = (order: Pick<OrderRecord, 'channel'>) =>
  order.channel === 'wechat' ? ('wechat' as const) : ('balance' as const);

/** The product takes effect on a fulfilled card: its recharge record and what it adds. */
function applyProduct(
  sqlite: Sqlite,
  order: OrderRecord,
  product: ProductRecord,
  card: ActionCard,
  at: number,
) {
  const name = zhName(product);
  const nameEn = enName(product);
  const actor = { userId: null, username: order.operator };
  const payment = { orderNo: order.order_no, payMethod: payMethodOf(order), at };
  if (product.kind === 'addon' || product.kind === 'sms') {
    const pack = { name, name_en: nameEn, mb: product.mb, price_cents: product.price_cents };
    applyAddon(sqlite, actor, card, pack, payment);
    return;
  }
  if (product.kind === 'fixed') {
    // A fixed multi-month package: this month's share of its data at once, and its months of validity.
    const monthMb = Math.round((product.mb / product.months) * 100) / 100;
    applyAddon(
      sqlite,
      actor,
      card,
      { name, name_en: nameEn, mb: monthMb, price_cents: product.price_cents },
      payment,
    );
  } else {
    insertRecord(sqlite).run(
      order.order_no,
      card.id,
      card.main_client_id,
      'renewal',
      name,
      nameEn,
      product.mb,
      product.months,
      product.price_cents,
      payMethodOf(order),
      'success',
      order.operator,
      at,
    );
  }
  extendExpiry(sqlite).run(addMonths(Math.max(card.expires_at ?? at, at), product.months), card.id);
}

/** One card's answer: fulfilled (its share charged, the product applied) or failed (its share released). */
function settleOne(sqlite: Sqlite, line: LineRow) {
  const order = orderRecord(sqlite).get(line.order_id)!;
  const product = productById(sqlite).get(order.product_id!)!;
  const card = actionCardById({ sqlite }, line.card_id)!;
  const at = line.due_at;
  const inService = card.status === 'active' || card.status === 'suspended';
  // 激活时生效 on a card not yet in use (待激活 / 测试期): charged now, in effect when it is activated.
  const awaitsActivation = order.effect_mode === 'on_activation' && !inService && card.status !== 'cancelled';
  const fulfilled = inService || awaitsActivation;
  // A WeChat order held nothing and charges nothing: its share was the payer's, paid to WeChat.
  const wechat = order.channel === 'wechat';
  const held = wechat ? 0 : line.amount_cents;
  if (!wechat) releaseHold(sqlite, order.client_id, line.amount_cents);
  if (fulfilled) {
    const waits = order.effect_mode === 'next_month';
    const posted =
      wechat ||
      postLedger(sqlite, {
        clientId: order.client_id,
        kind: LEDGER_KIND[product.kind],
        amountCents: -line.amount_cents,
        orderNo: order.order_no,
        operator: order.operator,
        remark: {
          key: 'messages.charge_remark_card',
          params: { product: productName(product), iccid: card.iccid },
        },
        at,
      });
    // The share was frozen for this card and is released just before: the debit always passes.
    if (!posted) throw new Error(`order ${order.order_no}: the frozen share could not be charged`);
    // Profit sharing (issue 41): a sub-customer's card writes its profit rows with the fulfilment.
    accrueProfit(sqlite, { order, line, card, at });
    if (waits) {
      // 次月生效: charged now, the product takes effect at the next month's start (settleEffects).
      const effectAt = monthBounds(at)[1];
      const answer = message('charge_answer_waiting', {
        product: productName(product),
        at: formatDate(effectAt)!,
      });
      settleLine(sqlite).run('waiting', at, JSON.stringify(answer), line.id);
      setEffectAt(sqlite).run(effectAt, line.id);
    } else if (awaitsActivation) {
      // No effect_at: the share takes effect when the card is activated (settleActivations).
      const answer = message('charge_answer_waiting_activation', { product: productName(product) });
      settleLine(sqlite).run('waiting', at, JSON.stringify(answer), line.id);
    } else {
      applyProduct(sqlite, order, product, card, at);
      const answer = message('charge_answer_done', { product: productName(product) });
      settleLine(sqlite).run('success', at, JSON.stringify(answer), line.id);
    }
    moveHeld(sqlite).run(held, line.amount_cents, 0, order.id);
  } else {
    insertRecord(sqlite).run(
      order.order_no,
      card.id,
      card.main_client_id,
      product.kind === 'month' || product.kind === 'year' ? 'renewal' : 'addon',
      zhName(product),
      enName(product),
      product.mb,
      product.months,
      line.amount_cents,
      payMethodOf(order),
      'failed',
      order.operator,
      at,
    );
    const answer = message(wechat ? 'charge_answer_refunded' : 'charge_answer_card_changed', {
      status: CARD_STATUSES[card.status],
    });
    settleLine(sqlite).run('failed', at, JSON.stringify(answer), line.id);
    moveHeld(sqlite).run(held, 0, line.amount_cents, order.id);
  }
  const counts = lineCounts(sqlite).get(order.id)!;
  counts.ok += counts.waiting;
  if (counts.open === 0) {
    const status: OrderStatus = counts.failed === 0 ? 'done' : counts.ok === 0 ? 'failed' : 'partial';
    finishOrder(sqlite).run(status, at, order.id);
  }
}

/**
 * Next-month shares whose month came (strictly after its first instant, so that the month's start
 * in time-travel.ts has cleared last month's add-ons first), unless a refund of them is under review.
 */
const dueEffects = perConnection<[number], LineRow & { effect_at: number }>(
  `select l.id, l.order_id, l.card_id, l.amount_cents, l.due_at, l.effect_at from charge_order_cards l
   where l.status = 'waiting' and l.effect_at < ?
     and not exists (select 1 from refund_requests r where r.id = l.refund_id and r.status = 'pending')
   order by l.effect_at, l.id`,
);
const effectLine = perConnection<['success' | 'lapsed', string, number]>(
  `update charge_order_cards set status = ?, answer = ?, effect_at = null where id = ? and status = 'waiting'`,
);

/**
 * A next-month share at its month's start: the product takes effect on a card in service; on a card
 * out of service it lapses (charged, not in effect: the customer may ask for a refund).
 */
function effectOne(sqlite: Sqlite, line: LineRow & { effect_at: number }) {
  const order = orderRecord(sqlite).get(line.order_id)!;
  const product = productById(sqlite).get(order.product_id!)!;
  const card = actionCardById({ sqlite }, line.card_id)!;
  if (card.status === 'active' || card.status === 'suspended') {
    applyProduct(sqlite, order, product, card, line.effect_at);
    const answer = message('charge_answer_done', { product: productName(product) });
    effectLine(sqlite).run('success', JSON.stringify(answer), line.id);
  } else {
    const answer = message('charge_answer_lapsed', { status: CARD_STATUSES[card.status] });
    effectLine(sqlite).run('lapsed', JSON.stringify(answer), line.id);
  }
}

/**
 * 激活时 shares waiting for their card's activation, with the card's status and activation time;
 * a share under a pending refund waits for the review.
 */
const activationLines = perConnection<
  [],
  LineRow & { card_status: CardStatus; activated_at: number | null; settled_at: number }
>(
  `select l.id, l.order_id, l.card_id, l.amount_cents, l.due_at, l.settled_at, c.status as card_status,
     c.activated_at
   from charge_order_cards l join charge_orders o on o.id = l.order_id join cards c on c.id = l.card_id
   where l.status = 'waiting' and l.effect_at is null and o.effect_mode = 'on_activation'
     and not exists (select 1 from refund_requests r where r.id = l.refund_id and r.status = 'pending')
   order by l.id`,
);

/**
 * 激活时 shares whose card came into use by `now`: the product takes effect at the activation (or at
 * the carrier's answer, were the card activated in between). A card cancelled before it was ever
 * activated lapses the share (charged, not in effect: a refund may be asked for).
 */
function settleActivations(sqlite: Sqlite, now: number) {
  for (const line of activationLines(sqlite).all()) {
    const activated =
      (line.card_status === 'active' || line.card_status === 'suspended') &&
      line.activated_at !== null &&
      line.activated_at <= now;
    if (activated) {
      const order = orderRecord(sqlite).get(line.order_id)!;
      const product = productById(sqlite).get(order.product_id!)!;
      const card = actionCardById({ sqlite }, line.card_id)!;
      applyProduct(sqlite, order, product, card, Math.max(line.activated_at!, line.settled_at));
      const answer = message('charge_answer_done', { product: productName(product) });
      effectLine(sqlite).run('success', JSON.stringify(answer), line.id);
    } else if (line.card_status === 'cancelled') {
      const answer = message('charge_answer_lapsed', { status: CARD_STATUSES.cancelled });
      effectLine(sqlite).run('lapsed', JSON.stringify(answer), line.id);
    }
  }
}

/** WeChat orders (top-ups, the H5's card orders) not yet paid whose payment or closing came by then. */
const dueWxOrders = perConnection<[number, number], OrderRecord>(
  `select * from charge_orders where token is not null and status = 'processing' and paid_at is null
   and (closes_at <= ? or pay_at <= ?) order by id`,
);
const markTopup = perConnection<[OrderStatus, number, number, number | null, number]>(
  `update charge_orders set status = ?, settled_at = ?, charged_cents = ?, paid_at = ?
   where id = ? and status = 'processing' and paid_at is null`,
);
const setWxPayAt = perConnection<[number | null, number]>(
  `update charge_orders set pay_at = ? where id = ? and status = 'processing' and paid_at is null`,
);
const markCardPaid = perConnection<[number, number]>(
  `update charge_orders set paid_at = ? where id = ? and status = 'processing' and paid_at is null`,
);
const markCardUnpaid = perConnection<['failed' | 'closed', number, number]>(
  `update charge_orders set status = ?, settled_at = ? where id = ? and status = 'processing' and paid_at is null`,
);
/** An unpaid order's cards: never sent to the carrier. */
const dropLines = perConnection<[number, string, number]>(
  `update charge_order_cards set status = 'failed', settled_at = ?, answer = ? where order_id = ? and status = 'processing'`,
);
/** A paid order's cards: the carrier answers CARD_ANSWER_MS after the payment, one after another. */
const dueAfterPayment = perConnection<[number, number, number, number]>(
  `update charge_order_cards set due_at = ? + ? * (select count(*) from charge_order_cards e
     where e.order_id = charge_order_cards.order_id and e.id < charge_order_cards.id)
   where order_id = ? and status = 'processing' and ? > 0`,
);

/**
 * The payer pays a WeChat order at `at`: the order leaves 'unpaid' in SQL, and only the call that
 * moved it acts on it. A top-up is credited through the ledger at once; a card order's cards go to
 * the carrier, who answers CARD_ANSWER_MS later (`settleOne`).
 */
function payWxOrder(sqlite: Sqlite, order: OrderRecord, at: number): void {
  sqlite.transaction(() => {
    if (order.kind === 'card') {
      if (markCardPaid(sqlite).run(at, order.id).changes !== 1) return;
      dueAfterPayment(sqlite).run(at + CARD_ANSWER_MS, CARD_STEP_MS, order.id, 1);
      return;
    }
    if (markTopup(sqlite).run('done', at, order.amount_cents, at, order.id).changes !== 1) return;
    postLedger(sqlite, {
      clientId: order.client_id,
      kind: 'recharge',
      amountCents: order.amount_cents,
      orderNo: order.order_no,
      operator: order.operator,
      remark: { key: 'messages.charge_remark_topup', params: { order: order.order_no } },
      at,
    });
  })();
}

/** A WeChat order the payer did not pay: failed, or closed on time; its cards never reach the carrier. */
function endUnpaid(sqlite: Sqlite, order: OrderRecord, outcome: 'failed' | 'closed', at: number): void {
  sqlite.transaction(() => {
    if (order.kind === 'topup') {
      markTopup(sqlite).run(outcome, at, 0, null, order.id);
      return;
    }
    if (markCardUnpaid(sqlite).run(outcome, at, order.id).changes !== 1) return;
    const answer = message(outcome === 'failed' ? 'charge_answer_pay_failed' : 'charge_answer_pay_closed');
    dropLines(sqlite).run(at, JSON.stringify(answer), order.id);
  })();
}

/**
 * Settles what came due by `now`: each WeChat order paid (or closed unpaid), then each card the
 * carrier answered, in time order. Run at every move of the clock and before an order or account is read.
 */
export function settleChargeOrders(deps: Pick<AppDeps, 'sqlite'>, now: number): void {
  const { sqlite } = deps;
  const payments = dueWxOrders(sqlite).all(now, now);
  const lines = dueLines(sqlite).all(now);
  const effects = dueEffects(sqlite).all(now);
  const activations = activationLines(sqlite).all();
  if (lines.length === 0 && payments.length === 0 && effects.length === 0 && activations.length === 0) return;
  sqlite.transaction(() => {
    // Payments first: a card paid by WeChat may be answered within the same move of the clock.
    for (const order of payments) {
      const closesAt = order.closes_at ?? now;
      if (order.pay_at !== null && order.pay_at <= now && order.pay_at < closesAt) {
        payWxOrder(sqlite, order, order.pay_at);
      } else if (closesAt <= now) {
        endUnpaid(sqlite, order, 'closed', closesAt);
      }
    }
    for (const line of dueLines(sqlite).all(now)) settleOne(sqlite, line);
    for (const line of dueEffects(sqlite).all(now)) effectOne(sqlite, line);
    settleActivations(sqlite, now);
  })();
}

// ---------------------------------------------------------------------------------------------
// Top-ups

/**
 * A top-up of the caller's account by WeChat Pay (1 to 500 yuan, the schema's bounds): a pending
 * order the emulated payer pays WX_PAY_SECONDS later. Refused without function_wechat_charge.
 */
export function placeTopup(deps: AppDeps, auth: AuthContext, amount: string) {
  if (auth.clientId === null || !auth.codes.has('function_wechat_charge')) {
    throw badRequest('topup_wechat_not_allowed');
  }
  const cents = centsOf(amount);
  const now = deps.clock.now();
  const clientId = auth.clientId;
  return deps.sqlite.transaction(() => {
    const id = nextOrderId(deps.sqlite).get()!.id;
    const orderNo = orderNoOf('WXT', now, id);
    // 128 random bits: the order's address for the provider's control call.
    const token = randomBytes(16).toString('base64url');
    insertOrder(deps.sqlite).run(
      id,
      orderNo,
      clientId,
      'topup',
      null,
      null,
      'wechat',
      cents,
      0,
      0,
      token,
      now + PAY_MS,
      now + CLOSE_MS,
      auth.username,
      now,
    );
    return { order_id: id, order_no: orderNo, token, amount: yuan(cents) };
  })();
}

const wxOrderByToken = perConnection<[string], OrderRecord>(
  `select * from charge_orders where token = ? and (kind = 'topup' or channel = 'wechat')`,
);

/** A WeChat order's payment as WeChat sees it. */
type WxPayState = 'pending' | 'paid' | 'failed' | 'closed' | 'refunded';

/**
 * pending: not paid yet; paid: paid (a card order's card may still be with the carrier); refunded:
 * paid, but the carrier refused the card, so WeChat paid it back; failed or closed: never paid.
 */
export function wxPayState(order: Pick<OrderRecord, 'status' | 'paid_at'>): WxPayState {
  if (order.status === 'processing') return order.paid_at === null ? 'pending' : 'paid';
  if (order.status === 'failed') return order.paid_at === null ? 'failed' : 'refunded';
  return order.status === 'closed' ? 'closed' : 'paid';
}

/** A WeChat order (top-up or H5 card order) by its token, settled first; undefined when none has it. */
export function wxOrderOf(deps: Pick<AppDeps, 'sqlite' | 'clock'>, token: string): OrderRecord | undefined {
  settleChargeOrders(deps, deps.clock.now());
  return wxOrderByToken(deps.sqlite).get(token);
}

/**
 * The control call on a WeChat order (a top-up, or a card order of the public H5): the payer pays
 * now, fails now or never pays (the order then closes on time). An order already paid or ended
 * stays as it was. Null: no such order.
 */
export function decideWxOrder(
  deps: Pick<AppDeps, 'sqlite' | 'clock'>,
  token: string,
  outcome: 'pay' | 'fail' | 'hold',
): { order_no: string; status: WxPayState } | null {
  const now = deps.clock.now();
  const order = wxOrderOf(deps, token);
  if (!order) return null;
  if (outcome === 'pay') payWxOrder(deps.sqlite, order, now);
  else if (outcome === 'fail') endUnpaid(deps.sqlite, order, 'failed', now);
  else setWxPayAt(deps.sqlite).run(null, order.id);
  const after = wxOrderByToken(deps.sqlite).get(token)!;
  return { order_no: after.order_no, status: wxPayState(after) };
}

// ---------------------------------------------------------------------------------------------
// Orders: list, detail, export rows

const ORDERS: ListBinding<typeof orderList> = {
  filters: { order_no: 'o.order_no', kind: 'o.kind', status: 'o.status', date: 'o.created_at' },
  sorts: { created_at: 'o.created_at' },
  defaultSort: 'o.id',
  key: 'o.id',
};

/** Each client sees the orders paid from (or topping up) its own balance. */
const orderScope = (clientId: number): Condition => ['o.client_id = ?', clientId];

function orderRow(sqlite: Sqlite, o: OrderRecord, lang: Lang): OrderRow {
  const product = o.product_id === null ? undefined : productById(sqlite).get(o.product_id);
  return {
    id: o.id,
    order_no: o.order_no,
    kind: o.kind,
    channel: o.channel,
    product: product ? word(wordsIn(lang), productName(product)) : nameIn(o, 'product_name', lang),
    card_count: o.card_count,
    amount: yuan(o.amount_cents),
    frozen: yuan(o.held_cents),
    charged: yuan(o.charged_cents),
    released: yuan(o.released_cents),
    status: o.status,
    operator: o.operator,
    created_at: formatDateTime(o.created_at)!,
    settled_at: formatDateTime(o.settled_at) ?? '',
  };
}

type OrderQuery = QueryOf<typeof orderList>;

/** The caller's orders (/charge/order_list), newest first, with the totals of the filtered ones. */
export function listOrders(deps: AppDeps, auth: AuthContext, q: OrderQuery, lang: Lang) {
  const zero = { count: 0, amount: '0.00', frozen: '0.00', charged: '0.00' };
  if (auth.clientId === null) return { tableData: [], total: 0, summary: zero };
  settleChargeOrders(deps, deps.clock.now());
  const sql = listSql(orderList, ORDERS, q, [orderScope(auth.clientId)]);
  const { rows, total } = readPage<OrderRecord>(deps.sqlite, 'charge_orders o', 'o.*', sql);
  const sums = statement(
    deps.sqlite,
    `select count(*) as n, coalesce(sum(o.amount_cents), 0) as amount, coalesce(sum(o.held_cents), 0) as held,
       coalesce(sum(o.charged_cents), 0) as charged from charge_orders o where ${sql.where}`,
  ).get(...sql.params) as { n: number; amount: number; held: number; charged: number };
  return {
    tableData: rows.map((r) => orderRow(deps.sqlite, r, lang)),
    total,
    summary: {
      count: sums.n,
      amount: yuan(sums.amount),
      frozen: yuan(sums.held),
      charged: yuan(sums.charged),
    },
  };
}

const linesOf = perConnection<
  [number],
  {
    card_id: number;
    iccid: string;
    msisdn: string;
    amount_cents: number;
    status: LineStatus;
    due_at: number;
    settled_at: number | null;
    answer: string;
    quota_mb: number;
  }
>(
  `select l.card_id, c.iccid, c.msisdn, l.amount_cents, l.status, l.due_at, l.settled_at, l.answer,
     p.quota_mb + c.addon_mb as quota_mb
   from charge_order_cards l join cards c on c.id = l.card_id join plans p on p.id = c.plan_id
   where l.order_id = ? order by l.id`,
);

/** One of the caller's orders with each card's fulfilment; another client's order is not found. */
export function orderDetail(deps: AppDeps, auth: AuthContext, id: number, lang: Lang) {
  settleChargeOrders(deps, deps.clock.now());
  const order = orderRecord(deps.sqlite).get(id);
  if (!order || order.client_id !== auth.clientId) throw notFound('charge_order_not_found', { id });
  return {
    order: { ...orderRow(deps.sqlite, order, lang), effect_mode: order.effect_mode },
    cards: linesOf(deps.sqlite)
      .all(id)
      .map((l) => ({
        card_id: l.card_id,
        iccid: l.iccid,
        msisdn: l.msisdn,
        amount: yuan(l.amount_cents),
        status: l.status,
        due_at: formatDateTime(l.due_at)!,
        settled_at: formatDateTime(l.settled_at) ?? '',
        answer: l.answer ? wordIn(lang, JSON.parse(l.answer) as Message) : '',
        quota_mb: Math.round(l.quota_mb * 100) / 100,
      })),
  };
}

/** The orders of a client under the filters, up to `maxId`, newest first: an export's rows. */
export function orderRowsFor(
  deps: AppDeps,
  clientId: number,
  filters: Partial<OrderQuery>,
  maxId: number,
  from: number,
  count: number,
  lang: Lang,
): OrderRow[] {
  const { where, params } = listWhere(orderList, ORDERS.filters, filters, [
    orderScope(clientId),
    ['o.id <= ?', maxId],
  ]);
  return (
    statement(
      deps.sqlite,
      `select o.* from charge_orders o where ${where} order by o.id desc limit ? offset ?`,
    ).all(...params, count, from) as OrderRecord[]
  ).map((r) => orderRow(deps.sqlite, r, lang));
}

/** How many orders of the client the filters select, and the newest one's id. */
export function orderCount(deps: AppDeps, clientId: number, filters: Partial<OrderQuery>) {
  const { where, params } = listWhere(orderList, ORDERS.filters, filters, [orderScope(clientId)]);
  return statement(
    deps.sqlite,
    `select count(*) as n, coalesce(max(o.id), 0) as max_id from charge_orders o where ${where}`,
  ).get(...params) as { n: number; max_id: number };
}
