import type Database from 'better-sqlite3';
import { REFUND_REVIEW_HOURS } from '#contract';
import { CHARGE_PRODUCTS } from '../../fixtures/index.ts';

/**
 * The recharge catalogue and its orders' history. The products come from the fixtures. The orders
 * are read off the ledger, so every figure agrees with it to the cent: each top-up row (充值) is a
 * paid top-up order (by WeChat up to 500 元, else a bank transfer), and each 套餐 / 加油包 row with
 * its recharge record is a fulfilled one-card order paid from the balance. Nothing is frozen.
 */
export function seedCharge(sqlite: Database.Database): void {
  const insertProduct = sqlite.prepare(
    `insert into charge_products (id, carrier, kind, mb, sms, months, price_cents, effect_modes, stackable, pool, status)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  CHARGE_PRODUCTS.forEach((p, i) => {
    insertProduct.run(
      i + 1,
      p.carrier,
      p.kind,
      p.mb,
      p.sms ?? 0,
      p.months,
      Math.round(p.price * 100),
      p.modes.join(','),
      p.stackable ? 1 : 0,
      p.pool ? 1 : 0,
      p.off ? 'off' : 'on',
    );
  });
  sqlite.exec(`
    insert into charge_orders (order_no, client_id, kind, channel, product_name, amount_cents, held_cents,
      charged_cents, released_cents, status, card_count, operator, created_at, settled_at)
    select l.order_no, l.client_id, 'topup', case when l.amount_cents <= 50000 then 'wechat' else 'bank' end, '',
      l.amount_cents, 0, l.amount_cents, 0, 'done', 0, l.operator, l.at, l.at
    from account_ledger l where l.kind = 'recharge' and l.order_no <> '' order by l.id;

    insert into charge_orders (order_no, client_id, kind, effect_mode, channel, product_name, product_name_en,
      amount_cents, held_cents, charged_cents, released_cents, status, card_count, operator, created_at, settled_at)
    select l.order_no, l.client_id, 'card', 'immediate', 'balance', r.package_name, r.package_name_en, -l.amount_cents, 0,
      -l.amount_cents, 0, 'done', 1, l.operator, l.at, l.at
    from account_ledger l join recharge_records r on r.order_no = l.order_no
    where l.kind in ('addon', 'package') order by l.id;

    insert into charge_order_cards (order_id, card_id, amount_cents, status, due_at, settled_at, answer)
    select o.id, r.card_id, o.amount_cents, 'success', o.created_at, o.created_at,
      json_object('key', 'charge_answer_done', 'params', json_object('product',
        json_object('zh-CN', r.package_name, 'en', coalesce(nullif(r.package_name_en, ''), r.package_name))))
    from charge_orders o join recharge_records r on r.order_no = o.order_no where o.kind = 'card' order by o.id;
  `);
  seedLapsedRenewals(sqlite);
}

/**
 * Issue 40: the next-month renewals of the ledger's history (order numbers 'CN…', db/seed/ledger.ts)
 * whose card was out of service when the month came. Each is a one-card order charged when placed
 * (its 套餐 row); the share lapsed at the month's start; where the ledger has its refund row, the
 * customer asked for it REFUND_REVIEW_HOURS before and the platform approved it then, else the
 * share is still refundable.
 */
function seedLapsedRenewals(sqlite: Database.Database): void {
  const reviewMs = REFUND_REVIEW_HOURS * 3_600_000;
  const rows = sqlite
    .prepare<
      [],
      { client_id: number; order_no: string; amount: number; operator: string; at: number; iccid: string }
    >(
      `select l.client_id, l.order_no, -l.amount_cents as amount, l.operator, l.at,
         json_extract(l.remark_params, '$.iccid') as iccid
       from account_ledger l where l.kind = 'package' and l.order_no like 'CN%' order by l.id`,
    )
    .all();
  const refundOf = sqlite.prepare<[string], { at: number }>(
    `select at from account_ledger where kind = 'refund' and order_no = ?`,
  );
  const cardOf = sqlite.prepare<[string], { id: number; carrier: string; status: string }>(
    'select id, carrier, status from cards where iccid = ?',
  );
  const insertOrder = sqlite.prepare(
    `insert into charge_orders (order_no, client_id, kind, product_id, effect_mode, channel, product_name, amount_cents,
       held_cents, charged_cents, released_cents, refunded_cents, status, card_count, operator, created_at, settled_at)
     values (?, ?, 'card', ?, 'next_month', 'balance', '', ?, 0, ?, 0, ?, 'done', 1, ?, ?, ?)`,
  );
  const insertLine = sqlite.prepare(
    `insert into charge_order_cards (order_id, card_id, amount_cents, status, due_at, settled_at, answer, refund_id)
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertRefund = sqlite.prepare(
    `insert into refund_requests (order_id, client_id, amount_cents, reason, status, requested_by, requested_at,
       due_at, reviewed_at, reviewer)
     values (?, ?, ?, '', 'approved', ?, ?, ?, ?, 'platform')`,
  );
  for (const r of rows) {
    const card = cardOf.get(r.iccid)!;
    const productId =
      CHARGE_PRODUCTS.findIndex(
        (p) =>
          p.carrier === card.carrier &&
          p.kind === 'month' &&
          p.modes.includes('next_month') &&
          !p.pool &&
          !p.off,
      ) + 1;
    const refund = refundOf.get(r.order_no);
    const answeredAt = r.at + 30_000;
    const order = insertOrder.run(
      r.order_no,
      r.client_id,
      productId,
      r.amount,
      r.amount,
      refund ? r.amount : 0,
      r.operator,
      r.at,
      answeredAt,
    );
    const orderId = Number(order.lastInsertRowid);
    const refundId = refund
      ? Number(
          insertRefund.run(
            orderId,
            r.client_id,
            r.amount,
            r.operator,
            refund.at - reviewMs,
            refund.at,
            refund.at,
          ).lastInsertRowid,
        )
      : null;
    const answer = JSON.stringify({
      key: 'charge_answer_lapsed',
      params: { status: { label: 'card.statuses.cancelled' } },
    });
    insertLine.run(
      orderId,
      card.id,
      r.amount,
      refund ? 'refunded' : 'lapsed',
      r.at,
      answeredAt,
      answer,
      refundId,
    );
  }
}
