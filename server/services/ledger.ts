import {
  type Lang,
  LEDGER_KIND_KEYS,
  type LedgerKind,
  type LedgerRow,
  ledgerList,
  type SubClientChoice,
  type TransferRow,
  transferList,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { type StoredText, storedTextIn } from '../i18n.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import {
  type Condition,
  type ListBinding,
  listSql,
  listWhere,
  type QueryOf,
  readPage,
} from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';

/**
 * The account ledger: every change of a client's balance goes through `postLedger`, which changes
 * `clients.balance_cents` and writes the ledger row together, so the last row's balance is always
 * the account's. Balance transfers to sub-clients are two such rows in one transaction.
 */

type Sqlite = AppDeps['sqlite'];

/** One balance change, as a caller asks for it. */
interface LedgerEntry {
  clientId: number;
  kind: LedgerKind;
  /** Signed cents: positive credits the account, negative debits it. */
  amountCents: number;
  orderNo?: string;
  counterpartyClientId?: number | null;
  operator: string;
  /** A user's own note, or a text of the catalogue the system writes (shown in the reader's language). */
  remark?: string | StoredText;
  at: number;
}

interface PostedEntry {
  id: number;
  serialNo: string;
  balanceBefore: number;
  balanceAfter: number;
}

const credit = perConnection<[number, number], { balance_cents: number }>(
  'update clients set balance_cents = balance_cents + ? where id = ? returning balance_cents',
);
// The guard is the WHERE: a debit that would take the balance below its frozen part changes no row.
const debit = perConnection<[number, number, number], { balance_cents: number }>(
  `update clients set balance_cents = balance_cents - ?
   where id = ? and balance_cents - frozen_cents >= ? returning balance_cents`,
);
const insertRow = perConnection<
  [
    string,
    number,
    string,
    number,
    number,
    number,
    string,
    number | null,
    string,
    string,
    string | null,
    string | null,
    number,
  ],
  { id: number; serial_no: string }
>(
  `insert into account_ledger (serial_no, client_id, kind, amount_cents, balance_before, balance_after,
     order_no, counterparty_client_id, operator, remark, remark_key, remark_params, at)
   values ('L' || ? || printf('%08d', (select coalesce(max(id), 0) + 1 from account_ledger)),
     ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
   returning id, serial_no`,
);

/**
 * Applies one balance change inside the caller's transaction: the guarded update of the balance
 * and the ledger row. Returns null, changing nothing, when a debit exceeds the available balance
 * (balance less frozen); the caller refuses the request (and its transaction rolls back).
 */
export function postLedger(sqlite: Sqlite, entry: LedgerEntry): PostedEntry | null {
  const amount = Math.trunc(entry.amountCents);
  if (amount === 0) throw new Error('a ledger entry moves money');
  const updated =
    amount > 0
      ? credit(sqlite).get(amount, entry.clientId)
      : debit(sqlite).get(-amount, entry.clientId, -amount);
  if (!updated) return null;
  const balanceAfter = updated.balance_cents;
  const balanceBefore = balanceAfter - amount;
  const day = formatDate(entry.at)!.replaceAll('-', '');
  const remark = entry.remark ?? '';
  const stored =
    typeof remark === 'string' ? null : { key: remark.key, params: JSON.stringify(remark.params) };
  const row = insertRow(sqlite).get(
    day,
    entry.clientId,
    entry.kind,
    amount,
    balanceBefore,
    balanceAfter,
    entry.orderNo ?? '',
    entry.counterpartyClientId ?? null,
    entry.operator,
    typeof remark === 'string' ? remark : '',
    stored?.key ?? null,
    stored?.params ?? null,
    entry.at,
  )!;
  const posted = { id: row.id, serialNo: row.serial_no, balanceBefore, balanceAfter };
  if (amount > 0 && SETTLING_KINDS.has(entry.kind)) settleOwedKeepFees(sqlite, entry.clientId, entry.at);
  return posted;
}

/** The order number of a client's 停机保号 fee for a month: KF + YYYYMM + the client's id. */
export const keepFeeNo = (clientId: number, month: string) =>
  `KF${month.replace('-', '')}${String(clientId).padStart(6, '0')}`;

/** Credits that pay what the account owes first: a top-up, and money moved in from the main client. */
const SETTLING_KINDS = new Set<LedgerKind>(['recharge', 'transfer_in']);

const owedCents = perConnection<[number], number>(
  'select coalesce(sum(owed_cents), 0) from keep_fee_charges where client_id = ? and owed_cents > 0',
);
const owedOf = perConnection<[number], { month: string; owed_cents: number }>(
  'select month, owed_cents from keep_fee_charges where client_id = ? and owed_cents > 0 order by month',
);
// An issued bill is 已结清 once no 停机保号 fee of its month or before is owed (services/bills.ts).
const settleBills = perConnection<[number, number]>(
  `update monthly_bills set settled_at = ? where client_id = ? and settled_at is null
     and not exists (select 1 from keep_fee_charges k where k.client_id = monthly_bills.client_id
       and k.month <= monthly_bills.month and k.owed_cents > 0)`,
);
const payOwed = perConnection<[number, number, number, number, number, string]>(
  `update keep_fee_charges set paid_cents = paid_cents + ?, owed_cents = owed_cents - ?,
     settled_at = case when owed_cents - ? = 0 then ? end
   where client_id = ? and month = ?`,
);

/**
 * Pays the 停机保号 fees a client owes (未结清, services/keep-fee.ts), oldest month first, out of
 * its available balance, inside the caller's transaction: run after each top-up, so the next
 * money in settles them first. A fee still short stays owed for the part not paid.
 */
function settleOwedKeepFees(sqlite: Sqlite, clientId: number, at: number): void {
  for (const owed of owedOf(sqlite).all(clientId)) {
    const available = accountCents(sqlite, clientId).available;
    const pay = Math.min(owed.owed_cents, available);
    if (pay <= 0) break;
    postLedger(sqlite, {
      clientId,
      kind: 'keep_fee',
      amountCents: -pay,
      orderNo: keepFeeNo(clientId, owed.month),
      operator: 'platform',
      remark: { key: 'messages.keep_fee_owed_remark', params: { month: owed.month } },
      at,
    });
    payOwed(sqlite).run(pay, pay, pay, at, clientId, owed.month);
  }
  settleBills(sqlite).run(at, clientId);
}

const holdStatement = perConnection<[number, number, number]>(
  `update clients set frozen_cents = frozen_cents + ?
   where id = ? and balance_cents - frozen_cents >= ?`,
);
const releaseStatement = perConnection<[number, number, number]>(
  'update clients set frozen_cents = frozen_cents - ? where id = ? and frozen_cents >= ?',
);

/**
 * Freezes part of a client's available balance for an order (inside the caller's transaction): the
 * balance is unchanged, the available amount drops. False, changing nothing, when the available
 * balance is short. Frozen money leaves the account only as a ledger charge (`postLedger`, after
 * `releaseHold`), or comes back to the available balance by `releaseHold` alone.
 */
export function holdMoney(sqlite: Sqlite, clientId: number, cents: number): boolean {
  if (cents <= 0) throw new Error('a hold freezes money');
  return holdStatement(sqlite).run(cents, clientId, cents).changes === 1;
}

/** Releases part of a client's frozen money (inside the caller's transaction). */
export function releaseHold(sqlite: Sqlite, clientId: number, cents: number): void {
  if (cents <= 0) return;
  if (releaseStatement(sqlite).run(cents, clientId, cents).changes !== 1) {
    throw new Error(`client ${clientId} holds less than ${cents} frozen`);
  }
}

const accountOf = perConnection<[number], { balance_cents: number; frozen_cents: number }>(
  'select balance_cents, frozen_cents from clients where id = ?',
);

/** Cents as yuan with two decimals; `signed` puts '+' before a credit. */
const yuanText = (cents: number, signed = false) =>
  `${signed && cents > 0 ? '+' : ''}${(cents / 100).toFixed(2)}`;

/**
 * A client's balance, frozen part and available amount, in cents: the one reading of an account's
 * figures (the ledger, the header, the recharge pages and the support side's client detail).
 */
export function accountCents(sqlite: Sqlite, clientId: number) {
  const a = accountOf(sqlite).get(clientId) ?? { balance_cents: 0, frozen_cents: 0 };
  return { balance: a.balance_cents, frozen: a.frozen_cents, available: a.balance_cents - a.frozen_cents };
}

/** A client's account as /charge/account shows it: yuan with two decimals (support's client detail too). */
export const accountText = (sqlite: Sqlite, clientId: number) => {
  const a = accountCents(sqlite, clientId);
  return { balance: yuanText(a.balance), frozen: yuanText(a.frozen), available: yuanText(a.available) };
};

// ---------------------------------------------------------------------------------------------
// The ledger list

/** On `account_ledger l`, latest first on the (client_id, id) index. */
const LEDGER: ListBinding<typeof ledgerList> = {
  filters: { kind: 'l.kind', date: 'l.at', order_no: 'l.order_no' },
  sorts: { at: 'l.at' },
  defaultSort: 'l.id',
  key: 'l.id',
};

type LedgerQuery = QueryOf<typeof ledgerList>;

const statement = statementCache();

interface RawLedger {
  id: number;
  serial_no: string;
  at: number;
  kind: LedgerKind;
  amount_cents: number;
  balance_before: number;
  balance_after: number;
  order_no: string;
  operator: string;
  remark: string;
  remark_key: string | null;
  remark_params: string | null;
}

const LEDGER_COLUMNS = `l.id, l.serial_no, l.at, l.kind, l.amount_cents, l.balance_before, l.balance_after, l.order_no,
  l.operator, l.remark, l.remark_key, l.remark_params`;

const ledgerRow = (r: RawLedger, lang: Lang): LedgerRow => ({
  id: r.id,
  serial_no: r.serial_no,
  at: formatDateTime(r.at)!,
  kind: r.kind,
  amount: yuanText(r.amount_cents, true),
  balance_before: yuanText(r.balance_before),
  balance_after: yuanText(r.balance_after),
  order_no: r.order_no,
  operator: r.operator,
  remark: storedTextIn(lang, r.remark_key, r.remark_params, r.remark),
});

const ledgerScope = (clientId: number): Condition => ['l.client_id = ?', clientId];

/**
 * The caller's ledger (/charge/account), latest first, with the account now and the totals of
 * every filtered row per type. A client sees its own account only (a sub-client has its own).
 */
export function listLedger(deps: AppDeps, auth: AuthContext, q: LedgerQuery, lang: Lang) {
  const zero = { count: 0, income: '0.00', expense: '0.00', net: '0.00', by_kind: [] };
  if (auth.clientId === null) {
    return { tableData: [], total: 0, account: accountText(deps.sqlite, 0), owed: '0.00', totals: zero };
  }
  const sql = listSql(ledgerList, LEDGER, q, [ledgerScope(auth.clientId)]);
  const { rows, total } = readPage<RawLedger>(deps.sqlite, 'account_ledger l', LEDGER_COLUMNS, sql);
  const perKind = statement(
    deps.sqlite,
    `select l.kind, count(*) as n, sum(l.amount_cents) as amount,
       sum(case when l.amount_cents > 0 then l.amount_cents else 0 end) as income,
       sum(case when l.amount_cents < 0 then l.amount_cents else 0 end) as expense
     from account_ledger l where ${sql.where} group by l.kind`,
  ).all(...sql.params) as { kind: LedgerKind; n: number; amount: number; income: number; expense: number }[];
  const order = (k: LedgerKind) => LEDGER_KIND_KEYS.indexOf(k);
  perKind.sort((a, b) => order(a.kind) - order(b.kind));
  const sum = (f: (r: (typeof perKind)[number]) => number) => perKind.reduce((s, r) => s + f(r), 0);
  return {
    tableData: rows.map((r) => ledgerRow(r, lang)),
    total,
    account: accountText(deps.sqlite, auth.clientId),
    owed: yuanText(owedCents(deps.sqlite).pluck().get(auth.clientId) ?? 0),
    totals: {
      count: sum((r) => r.n),
      income: yuanText(sum((r) => r.income)),
      expense: yuanText(-sum((r) => r.expense)),
      net: yuanText(
        sum((r) => r.amount),
        true,
      ),
      by_kind: perKind.map((r) => ({ kind: r.kind, count: r.n, amount: yuanText(r.amount, true) })),
    },
  };
}

/** The ledger rows an order (or an application) wrote for its client, oldest first: its detail's money. */
export function orderLedgerRows(sqlite: Sqlite, clientId: number, orderNo: string, lang: Lang): LedgerRow[] {
  return (
    statement(
      sqlite,
      `select ${LEDGER_COLUMNS} from account_ledger l where l.client_id = ? and l.order_no = ? order by l.id`,
    ).all(clientId, orderNo) as RawLedger[]
  ).map((r) => ledgerRow(r, lang));
}

/** The ledger rows of the caller under the filters, below `maxId`, newest first: an export's rows. */
export function ledgerRowsFor(
  deps: AppDeps,
  clientId: number,
  filters: Partial<LedgerQuery>,
  maxId: number,
  from: number,
  count: number,
  lang: Lang,
): LedgerRow[] {
  const { where, params } = listWhere(ledgerList, LEDGER.filters, filters, [
    ledgerScope(clientId),
    ['l.id <= ?', maxId],
  ]);
  return (
    statement(
      deps.sqlite,
      `select ${LEDGER_COLUMNS} from account_ledger l where ${where} order by l.id desc limit ? offset ?`,
    ).all(...params, count, from) as RawLedger[]
  ).map((r) => ledgerRow(r, lang));
}

/** How many ledger rows of the client the filters select, and the newest one's id. */
export function ledgerCount(deps: AppDeps, clientId: number, filters: Partial<LedgerQuery>) {
  const { where, params } = listWhere(ledgerList, LEDGER.filters, filters, [ledgerScope(clientId)]);
  return statement(
    deps.sqlite,
    `select count(*) as n, coalesce(max(l.id), 0) as max_id from account_ledger l where ${where}`,
  ).get(...params) as { n: number; max_id: number };
}

// ---------------------------------------------------------------------------------------------
// Transfers to sub-clients

const subClientOf = perConnection<[number, number], { id: number; name: string }>(
  'select id, name from clients where id = ? and parent_id = ?',
);
const subClientsOf = perConnection<[number], { id: number; name: string; balance_cents: number }>(
  'select id, name, balance_cents from clients where parent_id = ? order by id',
);
const nextTransferNo = perConnection<[], number>(
  `select count(*) + 1 from account_ledger where kind = 'transfer_out'`,
);

/** '12.5' → 1250: the amount as typed (the contract allows at most two decimals). */
export function centsOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/**
 * Moves money from the caller (a main client) to one of its own sub-clients: the transfer_out row
 * on the caller and the transfer_in row on the sub-client, in one transaction. Refused (nothing
 * written) for another client's sub-client, or an amount above the caller's available balance.
 */
export function transferToSubClient(
  deps: AppDeps,
  auth: AuthContext,
  body: { sub_client_id: number; amount: string; remark: string },
) {
  const mainId = auth.clientId;
  if (mainId === null || !auth.isMainClient) throw badRequest('transfer_main_only');
  const sub = subClientOf(deps.sqlite).get(body.sub_client_id, mainId);
  if (!sub) throw notFound('transfer_sub_client_not_found', { id: body.sub_client_id });
  const cents = centsOf(body.amount);
  const now = deps.clock.now();
  return deps.sqlite.transaction(() => {
    const seq = nextTransferNo(deps.sqlite).pluck().get()!;
    const orderNo = `T${formatDate(now)!.replaceAll('-', '')}${String(seq).padStart(6, '0')}`;
    const out = postLedger(deps.sqlite, {
      clientId: mainId,
      kind: 'transfer_out',
      amountCents: -cents,
      orderNo,
      counterpartyClientId: sub.id,
      operator: auth.username,
      remark: body.remark,
      at: now,
    });
    if (!out) {
      throw badRequest('transfer_balance_short', {
        amount: yuanText(cents),
        available: yuanText(accountCents(deps.sqlite, mainId).available),
      });
    }
    postLedger(deps.sqlite, {
      clientId: sub.id,
      kind: 'transfer_in',
      amountCents: cents,
      orderNo,
      counterpartyClientId: mainId,
      operator: auth.username,
      remark: body.remark,
      at: now,
    });
    const account = accountText(deps.sqlite, mainId);
    return { order_no: orderNo, balance: account.balance, available: account.available };
  })();
}

/** On `account_ledger l` (the caller's transfer_out rows) joined to the sub-client `s`. */
const TRANSFERS: ListBinding<typeof transferList> = {
  filters: { sub_client_id: 'l.counterparty_client_id', date: 'l.at' },
  sorts: { at: 'l.at' },
  defaultSort: 'l.id',
  key: 'l.id',
};

/** The caller's transfers to its sub-clients, latest first, with the sub-clients it may choose. */
export function listTransfers(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof transferList>, lang: Lang) {
  if (auth.clientId === null || !auth.isMainClient) {
    return { tableData: [], total: 0, sub_clients: [], account: accountText(deps.sqlite, 0) };
  }
  const sql = listSql(transferList, TRANSFERS, q, [
    ['l.client_id = ?', auth.clientId],
    ["l.kind = 'transfer_out'"],
  ]);
  const { rows, total } = readPage<{
    id: number;
    order_no: string;
    at: number;
    sub_client_id: number;
    sub_client_name: string | null;
    amount_cents: number;
    balance_after: number;
    operator: string;
    remark: string;
    remark_key: string | null;
    remark_params: string | null;
  }>(
    deps.sqlite,
    'account_ledger l left join clients s on s.id = l.counterparty_client_id',
    `l.id, l.order_no, l.at, l.counterparty_client_id as sub_client_id, s.name as sub_client_name,
     l.amount_cents, l.balance_after, l.operator, l.remark, l.remark_key, l.remark_params`,
    sql,
  );
  const subClients: SubClientChoice[] = subClientsOf(deps.sqlite)
    .all(auth.clientId)
    .map((s) => ({ id: s.id, name: s.name, balance: yuanText(s.balance_cents) }));
  return {
    tableData: rows.map(
      (r): TransferRow => ({
        id: r.id,
        order_no: r.order_no,
        at: formatDateTime(r.at)!,
        sub_client_id: r.sub_client_id,
        sub_client_name: r.sub_client_name ?? '-',
        amount: yuanText(-r.amount_cents),
        balance_after: yuanText(r.balance_after),
        operator: r.operator,
        remark: storedTextIn(lang, r.remark_key, r.remark_params, r.remark),
      }),
    ),
    total,
    sub_clients: subClients,
    account: accountText(deps.sqlite, auth.clientId),
  };
}

// ---------------------------------------------------------------------------------------------
// Export

export const LEDGER_EXPORT_KIND = 'ledger_export';
