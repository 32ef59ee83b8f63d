import { CARRIER_KEYS, STOP_KEEP_FEE_CENTS } from '#contract';
import type { AppDeps } from '../context.ts';
import { formatDate } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import { accountCents, keepFeeNo, postLedger } from './ledger.ts';

/**
 * The monthly 停机保号 fee (issue 40). At each month's start (UTC+8) the carrier charges every card
 * stopped at its holder's request (its last status event: 'user_request') the fee of its carrier
 * (STOP_KEEP_FEE_CENTS) for keeping its number through the month. Set-based: one INSERT … SELECT
 * keeps the month's per-card breakdown (keep_fee_cards, what the bill lists), one GROUP BY sums it
 * per holder, and each holder is charged through the ledger in one 'keep_fee' row for the month.
 * What the available balance cannot pay is owed (keep_fee_charges.owed_cents, 未结清) instead of
 * taking the balance below zero; the next credit of the account (a top-up, a transfer in) pays it
 * first (`settleOwedKeepFees`, called by the ledger). Charging a month twice changes nothing.
 */

type Sqlite = AppDeps['sqlite'];

const FEE_SQL = `case c.carrier ${CARRIER_KEYS.map((k) => `when '${k}' then ${STOP_KEEP_FEE_CENTS[k]}`).join(' ')} end`;

const keepCards = perConnection<[string]>(
  `insert into keep_fee_cards (month, card_id, client_id, iccid, carrier, fee_cents)
   select ?, c.id, c.client_id, c.iccid, c.carrier, ${FEE_SQL} from cards c
   where c.status = 'suspended'
     and (select e.reason from card_status_events e where e.card_id = c.id
          order by e.at desc, e.id desc limit 1) = 'user_request'
   on conflict (month, card_id) do nothing`,
);
const monthTotals = perConnection<[string], { client_id: number; cards: number; amount: number }>(
  `select k.client_id, count(*) as cards, sum(k.fee_cents) as amount from keep_fee_cards k
   where k.month = ? and not exists (
     select 1 from keep_fee_charges f where f.client_id = k.client_id and f.month = k.month)
   group by k.client_id order by k.client_id`,
);
const insertCharge = perConnection<[number, string, number, number, number, number, number, number | null]>(
  `insert into keep_fee_charges (client_id, month, cards, amount_cents, paid_cents, owed_cents, charged_at, settled_at)
   values (?, ?, ?, ?, ?, ?, ?, ?)`,
);

/** 'YYYY-MM' (UTC+8) of an instant. */
export const monthOf = (at: number) => formatDate(at)!.slice(0, 7);

/**
 * Charges the 停机保号 fee of the month starting at `monthStart` (UTC+8), inside the caller's
 * transaction (the clock's step at the month's start).
 */
export function chargeKeepFees(sqlite: Sqlite, monthStart: number): void {
  const month = monthOf(monthStart);
  keepCards(sqlite).run(month);
  for (const t of monthTotals(sqlite).all(month)) {
    const available = Math.max(0, accountCents(sqlite, t.client_id).available);
    const paid = Math.min(t.amount, available);
    if (paid > 0) {
      const posted = postLedger(sqlite, {
        clientId: t.client_id,
        kind: 'keep_fee',
        amountCents: -paid,
        orderNo: keepFeeNo(t.client_id, month),
        operator: 'platform',
        remark: { key: 'messages.keep_fee_remark', params: { month, cards: t.cards } },
        at: monthStart,
      });
      if (!posted) throw new Error(`keep fee ${month} of client ${t.client_id}: ${paid} not available`);
    }
    const owed = t.amount - paid;
    insertCharge(sqlite).run(
      t.client_id,
      month,
      t.cards,
      t.amount,
      paid,
      owed,
      monthStart,
      owed === 0 ? monthStart : null,
    );
  }
}
