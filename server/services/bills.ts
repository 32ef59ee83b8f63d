import {
  BILL_GROUPS,
  type BillDetail,
  type BillRow,
  type BillStatus,
  billList,
  CARRIERS,
  KEEP_FEE_SHOWN,
  type Lang,
  LEDGER_KIND_KEYS,
  type LedgerKind,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { pick } from '../i18n.ts';
import { formatDateTime, monthBounds } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { monthOf } from './keep-fee.ts';

import { accountCents } from './ledger.ts';
import { settleTrade } from './trade.ts';

/**
 * Monthly bills (/service/bill, issue 40). A bill is one client's month (UTC+8) read from its
 * ledger: the sum of each ledger kind, the opening balance (the closing less the month's rows) and
 * the closing balance (the balance less every later row), the 停机保号 fee owed at the month's end
 * and the month's data use of the client's cards. The month in progress (未出账) is computed on
 * each read from that month's rows of one client (the (client_id, at) index) — never a scan of
 * the ledger. When the clock passes a month's end its step issues every client's bill at once,
 * set-based (`issueBills`): a row of monthly_bills per client, which every later read uses as it
 * is. A bill is 已出账 while its client owes a 停机保号 fee of that month or before, 已结清 once it
 * owes nothing (the ledger marks them when a top-up pays the last of it: services/ledger.ts).
 */

type Sqlite = AppDeps['sqlite'];

// ---------------------------------------------------------------------------------------------
// Reading bills

/** Cents as yuan with two decimals. */
const yuan = (cents: number) => (cents / 100).toFixed(2);

type KindSums = Partial<Record<LedgerKind, [number, number]>>;

interface BillFigures {
  id: number | null;
  clientId: number;
  month: string;
  status: BillStatus;
  opening: number;
  closing: number;
  kinds: KindSums;
  owed: number;
  usageMb: number;
  issuedAt: number | null;
}

const groupSum = (kinds: KindSums, group: readonly LedgerKind[]) =>
  group.reduce((sum, k) => sum + (kinds[k]?.[0] ?? 0), 0);

/** The bill's figures as its row shows them: charges as a positive amount, the others signed as they move the balance. */
function billRow(b: BillFigures): BillRow {
  return {
    id: b.id ?? 0,
    month: b.month,
    status: b.status,
    opening: yuan(b.opening),
    top_ups: yuan(groupSum(b.kinds, BILL_GROUPS.top_ups)),
    charges: yuan(-groupSum(b.kinds, BILL_GROUPS.charges)),
    refunds: yuan(groupSum(b.kinds, BILL_GROUPS.refunds)),
    adjustments: yuan(groupSum(b.kinds, BILL_GROUPS.adjustments)),
    owed: yuan(b.owed),
    closing: yuan(b.closing),
    usage_mb: b.usageMb.toFixed(2),
    issued_at: b.issuedAt === null ? '' : formatDateTime(b.issuedAt)!,
  };
}

interface StoredBill {
  id: number;
  client_id: number;
  month: string;
  opening_cents: number;
  closing_cents: number;
  kind_cents: string;
  owed_cents: number;
  usage_mb: number;
  issued_at: number;
  settled_at: number | null;
}

const fromStored = (r: StoredBill): BillFigures => ({
  id: r.id,
  clientId: r.client_id,
  month: r.month,
  status: r.settled_at === null ? 'issued' : 'settled',
  opening: r.opening_cents,
  closing: r.closing_cents,
  kinds: JSON.parse(r.kind_cents) as KindSums,
  owed: r.owed_cents,
  usageMb: r.usage_mb,
  issuedAt: r.issued_at,
});

const BILL_COLUMNS = `b.id, b.client_id, b.month, b.opening_cents, b.closing_cents, b.kind_cents, b.owed_cents,
  b.usage_mb, b.issued_at, b.settled_at`;

/** On `monthly_bills b`, newest month first on the (client_id, month) index. */
const BILLS: ListBinding<typeof billList> = {
  filters: { status: "case when b.settled_at is null then 'issued' else 'settled' end" },
  sorts: { month: 'b.month' },
  defaultSort: 'b.month',
  key: 'b.id',
};

/** The caller's issued bills, newest month first. */
export function listBills(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof billList>) {
  if (auth.clientId === null) return { tableData: [], total: 0 };
  const sql = listSql(billList, BILLS, q, [['b.client_id = ?', auth.clientId]]);
  const { rows, total } = readPage<StoredBill>(deps.sqlite, 'monthly_bills b', BILL_COLUMNS, sql);
  return { tableData: rows.map((r) => billRow(fromStored(r))), total };
}

const storedById = perConnection<[number], StoredBill>(
  `select ${BILL_COLUMNS} from monthly_bills b where b.id = ?`,
);
const monthRows = perConnection<[number, number, number], { kind: LedgerKind; s: number; n: number }>(
  `select kind, sum(amount_cents) as s, count(*) as n from account_ledger
   where client_id = ? and at >= ? and at < ? group by kind`,
);
const laterSum = perConnection<[number, number], number>(
  'select coalesce(sum(amount_cents), 0) from account_ledger where client_id = ? and at >= ?',
);
const owedNow = perConnection<[number], number>(
  'select coalesce(sum(owed_cents), 0) from keep_fee_charges where client_id = ? and owed_cents > 0',
);
const usageNow = perConnection<[number], number>(
  'select coalesce(sum(usage_mb), 0) from cards where client_id = ?',
);

/** The client's month in progress (未出账), from that month's ledger rows of this client only. */
function openBill(sqlite: Sqlite, clientId: number, now: number): BillFigures {
  const [start, end] = monthBounds(now);
  const kinds: KindSums = {};
  let net = 0;
  for (const r of monthRows(sqlite).all(clientId, start, end)) {
    kinds[r.kind] = [r.s, r.n];
    net += r.s;
  }
  const closing = accountCents(sqlite, clientId).balance - laterSum(sqlite).pluck().get(clientId, end)!;
  return {
    id: null,
    clientId,
    month: monthOf(start),
    status: 'open',
    opening: closing - net,
    closing,
    kinds,
    owed: owedNow(sqlite).pluck().get(clientId)!,
    usageMb: Math.round(usageNow(sqlite).pluck().get(clientId)! * 100) / 100,
    issuedAt: null,
  };
}

/** One bill of the caller: by id (its own only, else not found), or without one the month in progress. */
function billOf(deps: AppDeps, auth: AuthContext, id: number | undefined): BillFigures {
  if (auth.clientId === null) throw notFound('bill_not_found', { id: id ?? 0 });
  if (id === undefined) {
    settleTrade(deps, deps.clock.now());
    return openBill(deps.sqlite, auth.clientId, deps.clock.now());
  }
  const stored = storedById(deps.sqlite).get(id);
  if (!stored || stored.client_id !== auth.clientId) throw notFound('bill_not_found', { id });
  return fromStored(stored);
}

const keepCardsOf = perConnection<
  [number, string, number],
  { iccid: string; carrier: string; fee_cents: number }
>(
  `select iccid, carrier, fee_cents from keep_fee_cards where client_id = ? and month = ?
   order by card_id limit ?`,
);
const keepTotalOf = perConnection<[number, string], { cards: number; amount: number }>(
  `select count(*) as cards, coalesce(sum(fee_cents), 0) as amount from keep_fee_cards
   where client_id = ? and month = ?`,
);

export const carrierName = (carrier: string, lang: Lang) =>
  carrier in CARRIERS ? pick(CARRIERS[carrier as keyof typeof CARRIERS], lang) : carrier;

function detailOf(sqlite: Sqlite, b: BillFigures, lang: Lang, shown: number): BillDetail {
  const total = keepTotalOf(sqlite).get(b.clientId, b.month)!;
  return {
    ...billRow(b),
    id: b.id,
    items: LEDGER_KIND_KEYS.filter(
      (k) => b.kinds[k] !== undefined || (BILL_GROUPS.charges as readonly string[]).includes(k),
    ).map((k) => ({
      kind: k,
      amount: `${(b.kinds[k]?.[0] ?? 0) > 0 ? '+' : ''}${yuan(b.kinds[k]?.[0] ?? 0)}`,
      count: b.kinds[k]?.[1] ?? 0,
    })),
    keep_fee: {
      cards: total.cards,
      amount: yuan(total.amount),
      rows: keepCardsOf(sqlite)
        .all(b.clientId, b.month, shown)
        .map((r) => ({ iccid: r.iccid, carrier: carrierName(r.carrier, lang), fee: yuan(r.fee_cents) })),
    },
  };
}

/** /service/bill/detail/: a bill with its lines by ledger kind and the first cards of its 停机保号 fee. */
export function billDetail(deps: AppDeps, auth: AuthContext, id: number | undefined, lang: Lang): BillDetail {
  return detailOf(deps.sqlite, billOf(deps, auth, id), lang, KEEP_FEE_SHOWN);
}

/** The bill a download names, checked to be the caller's own. */
export function billForFile(deps: AppDeps, auth: AuthContext, id: number) {
  const bill = billOf(deps, auth, id);
  return { bill, detail: detailOf(deps.sqlite, bill, 'zh-CN', 0) };
}

/** Every card of a bill's 停机保号 fee, in pages of `size` (what the files list, streamed). */
export function* keepFeeCardsOf(sqlite: Sqlite, clientId: number, month: string, size = 1000) {
  const page = keepPage(sqlite);
  let after = 0;
  for (;;) {
    const rows = page.all(clientId, month, after, size);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.card_id;
  }
}

const keepPage = perConnection<
  [number, string, number, number],
  { card_id: number; iccid: string; carrier: string; fee_cents: number }
>(
  `select card_id, iccid, carrier, fee_cents from keep_fee_cards
   where client_id = ? and month = ? and card_id > ? order by card_id limit ?`,
);
