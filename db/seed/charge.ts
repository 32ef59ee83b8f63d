import type Database from 'better-sqlite3';
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

    insert into charge_orders (order_no, client_id, kind, effect_mode, channel, product_name, amount_cents,
      held_cents, charged_cents, released_cents, status, card_count, operator, created_at, settled_at)
    select l.order_no, l.client_id, 'card', 'immediate', 'balance', r.package_name, -l.amount_cents, 0,
      -l.amount_cents, 0, 'done', 1, l.operator, l.at, l.at
    from account_ledger l join recharge_records r on r.order_no = l.order_no
    where l.kind in ('addon', 'package') order by l.id;

    insert into charge_order_cards (order_id, card_id, amount_cents, status, due_at, settled_at, answer)
    select o.id, r.card_id, o.amount_cents, 'success', o.created_at, o.created_at,
      json_object('key', 'charge_answer_done', 'params', json_object('product', r.package_name))
    from charge_orders o join recharge_records r on r.order_no = o.order_no where o.kind = 'card' order by o.id;
  `);
}
