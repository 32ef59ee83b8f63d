import { describe, expect, it } from 'vitest';
import {
  API_BASE,
  BizCode,
  CHARGE_CARDS_MAX,
  IMPORT_TEMPLATES,
  WX_PAY_SECONDS,
  type WxOrder,
} from '#contract';
import { CHARGE_PRODUCTS } from '../../fixtures/index.ts';
import { wordsIn } from '../../server/i18n.ts';
import { CARD_ANSWER_MS, CARD_STEP_MS } from '../../server/services/charge.ts';
import { binaryBody, build, uploadedFile, xlsxOf } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
const demo = await t.login('demo');
const demoSub = await t.login('demo_sub');
const yunji = await t.login('yunji');
const demoId = t.clientIdOf('demo');
const subId = t.clientIdOf('demo_sub');

const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);

const account = (id: number) =>
  sql
    .prepare<[number], { balance: number; frozen: number }>(
      'select balance_cents as balance, frozen_cents as frozen from clients where id = ?',
    )
    .get(id)!;
const orderCount = () => sql.prepare('select count(*) from charge_orders').pluck().get() as number;
const ledgerCount = () => sql.prepare('select count(*) from account_ledger').pluck().get() as number;

/** Nothing moved: the same accounts, orders and ledger rows as before `f`. */
async function movesNothing(f: () => Promise<unknown>) {
  const before = { demo: account(demoId), sub: account(subId), orders: orderCount(), ledger: ledgerCount() };
  await f();
  expect({ demo: account(demoId), sub: account(subId), orders: orderCount(), ledger: ledgerCount() }).toEqual(
    before,
  );
}

/**
 * The money agreement, for every client, to the cent: the balance is the ledger's sum and its last
 * row; the frozen amount is what its processing orders and its plan changes on their way hold; each
 * order's figures add up
 * (amount = held + charged + released for a card order) and its charges are its ledger rows.
 * A card order paid by WeChat (the public H5) never touches the balance: it holds nothing and has no
 * ledger row; once paid, its amount is charged (the card recharged) or released (paid back to WeChat).
 */
function checkMoneyAgrees() {
  const clients = sql.prepare('select id, balance_cents, frozen_cents from clients').all() as {
    id: number;
    balance_cents: number;
    frozen_cents: number;
  }[];
  for (const c of clients) {
    const ledger = sql
      .prepare('select coalesce(sum(amount_cents), 0) from account_ledger where client_id = ?')
      .pluck()
      .get(c.id) as number;
    expect(ledger, `client ${c.id}`).toBe(c.balance_cents);
    // Frozen: what its recharge orders on their way hold, and its plan changes on their way (issue 42).
    const held = sql
      .prepare(
        `select coalesce((select sum(held_cents) from charge_orders where client_id = ? and status = 'processing'), 0)
           + coalesce((select sum(diff_cents) from plan_changes where payer_id = ? and status = 'held'), 0)`,
      )
      .pluck()
      .get(c.id, c.id) as number;
    expect(held, `client ${c.id}'s frozen part`).toBe(c.frozen_cents);
    expect(c.frozen_cents).toBeLessThanOrEqual(c.balance_cents);
  }
  const orders = sql.prepare('select * from charge_orders').all() as {
    order_no: string;
    kind: string;
    channel: string;
    paid_at: number | null;
    status: string;
    amount_cents: number;
    held_cents: number;
    charged_cents: number;
    released_cents: number;
    refunded_cents: number;
  }[];
  const ledgerOf = sql.prepare<[string], number>(
    'select coalesce(sum(amount_cents), 0) from account_ledger where order_no = ?',
  );
  for (const o of orders) {
    const rows = ledgerOf.pluck().get(o.order_no)!;
    if (o.kind === 'card') {
      if (o.channel === 'wechat') {
        expect({ rows, held: o.held_cents, refunded: o.refunded_cents }).toEqual({
          rows: 0,
          held: 0,
          refunded: 0,
        });
        const settled = o.status === 'processing' ? 0 : o.amount_cents;
        expect(o.charged_cents + o.released_cents).toBe(o.paid_at === null ? 0 : settled);
      } else {
        expect(o.held_cents + o.charged_cents + o.released_cents).toBe(o.amount_cents);
        expect(rows + o.charged_cents - o.refunded_cents).toBe(0);
      }
      const lines = sql
        .prepare<[string], number>(
          'select coalesce(sum(l.amount_cents), 0) from charge_order_cards l join charge_orders o on o.id = l.order_id where o.order_no = ?',
        )
        .pluck()
        .get(o.order_no)!;
      expect(lines).toBe(o.amount_cents);
    } else {
      expect(rows).toBe(o.charged_cents);
      expect(o.charged_cents).toBe(o.status === 'done' ? o.amount_cents : 0);
    }
  }
}

interface CardPick {
  id: number;
  iccid: string;
  msisdn: string;
  carrier: string;
  quota: number;
}
/** Cards of a client in service, outside billing groups, of one carrier. */
function cardsOf(clientId: number, carrier: string, n: number, where = "c.status = 'active'"): CardPick[] {
  return sql
    .prepare(
      `select c.id, c.iccid, c.msisdn, c.carrier, p.quota_mb + c.addon_mb as quota from cards c join plans p on p.id = c.plan_id
       where c.main_client_id = ? and c.carrier = ? and c.billing_group_id is null and ${where} order by c.id limit ?`,
    )
    .all(clientId, carrier, n) as CardPick[];
}
const productId = (carrier: string, kind: string, mb: number, pool = false) =>
  CHARGE_PRODUCTS.findIndex(
    (p) => p.carrier === carrier && p.kind === kind && p.mb === mb && !!p.pool === pool && !p.off,
  ) + 1;

describe('the product catalogue', () => {
  it('lists every seeded product in both languages, read-only for a sub-client too', async () => {
    const zh = await t.ok('productList', { token: demo, query: { page_size: 50 } });
    expect(zh.total_count).toBe(CHARGE_PRODUCTS.length);
    const addon = zh.tableData.find((p) => p.id === productId('cmcc', 'addon', 100))!;
    expect(addon).toMatchObject({
      name: '中国移动加油包 100MB',
      price: '10.00',
      effect_modes: ['immediate'],
    });
    const en = await t.ok('productList', {
      token: demo,
      lang: 'en',
      query: { page_size: 50, kind: 'fixed' },
    });
    expect(en.tableData.every((p) => p.kind === 'fixed')).toBe(true);
    expect(en.tableData[0]!.name).toMatch(/Fixed flow/);
    expect((await t.ok('productList', { token: demoSub })).total_count).toBe(CHARGE_PRODUCTS.length);
    const off = zh.tableData.filter((p) => p.status === 'off');
    expect(off).toHaveLength(1);
  });
});

describe('the money agreement', () => {
  it('holds for the seeded world, with seeded orders of both kinds', async () => {
    checkMoneyAgrees();
    const list = await t.ok('orderList', { token: demo });
    expect(list.total_count).toBeGreaterThan(10);
    expect(new Set(list.tableData.map((o) => o.kind)).size).toBeGreaterThanOrEqual(1);
    const kinds = sql
      .prepare('select distinct kind from charge_orders where client_id = ?')
      .pluck()
      .all(demoId);
    expect(kinds.sort()).toEqual(['card', 'topup']);
  });

  it("holds with the public H5's WeChat card orders: paid and recharged, paid back, failed and held, the balance never touched", async () => {
    await t.request.delete('/__emulator/limits').expect(200);
    const [paid, refunded, failed, held] = cardsOf(demoId, 'cmcc', 4);
    const addon = productId('cmcc', 'addon', 100);
    const before = account(demoId);
    const ledgerBefore = ledgerCount();
    const orders: WxOrder[] = [];
    for (const card of [paid!, refunded!, failed!, held!]) {
      orders.push(await t.ok('wxRechargeOrder', { body: { number: card.iccid, product_id: addon } }));
    }
    const decide = (i: number, outcome: string) =>
      t.request.post(`/__emulator/wx_orders/${orders[i]!.order_token}`).send({ outcome }).expect(200);
    await decide(2, 'fail');
    await decide(3, 'hold');
    checkMoneyAgrees();
    await advance(WX_PAY_SECONDS * 1000);
    sql.prepare("update cards set status = 'cancelled' where id = ?").run(refunded!.id);
    await advance(CARD_ANSWER_MS + 20 * 60_000);
    const states = await Promise.all(
      orders.map((o) => t.ok('wxRechargeOrderStatus', { query: { order_token: o.order_token } })),
    );
    expect(states.map((o) => o.status)).toEqual(['done', 'refunded', 'failed', 'closed']);
    expect(account(demoId)).toEqual(before);
    expect(ledgerCount()).toBe(ledgerBefore);
    const list = await t.ok('orderList', { token: demo, query: { page_size: 50 } });
    const listed = orders.map((o) => list.tableData.find((r) => r.order_no === o.order_no));
    expect(listed.map((r) => [r?.channel, r?.status, r?.charged])).toEqual([
      ['wechat', 'done', '10.00'],
      ['wechat', 'failed', '0.00'],
      ['wechat', 'failed', '0.00'],
      ['wechat', 'closed', '0.00'],
    ]);
    checkMoneyAgrees();
  });
});

describe("seeded orders in the caller's language", () => {
  const CHINESE = /[\u4e00-\u9fff]/;

  it("name the recharge record's package in Chinese and in English, in every list that shows it", async () => {
    const seeded = sql
      .prepare<[number], { id: number; order_no: string; product_name: string; kind: string }>(
        `select o.id, o.order_no, o.product_name, r.kind from charge_orders o
         join recharge_records r on r.order_no = o.order_no
         where o.client_id = ? and o.kind = 'card' and o.product_id is null order by o.id desc`,
      )
      .all(demoId);
    // Both kinds of seeded recharge: a plan's renewal and an add-on.
    const picks = ['renewal', 'addon'].map((kind) => seeded.find((o) => o.kind === kind)!);
    for (const o of picks) {
      expect(o.product_name).toMatch(CHINESE);
      const zh = await t.ok('orderDetail', { token: demo, query: { id: o.id } });
      expect(zh.order.product).toBe(o.product_name);
      expect(zh.cards[0]!.answer).toBe(`运营商已受理：${o.product_name}`);
      const en = await t.ok('orderDetail', { token: demo, lang: 'en', query: { id: o.id } });
      expect(en.order.product).not.toMatch(CHINESE);
      expect(en.order.product.length).toBeGreaterThan(0);
      expect(en.cards[0]!.answer).toBe(`Accepted by the carrier: ${en.order.product}`);
      const list = await t.ok('orderList', { token: demo, lang: 'en', query: { order_no: o.order_no } });
      expect(list.tableData.map((r) => r.product)).toEqual([en.order.product]);
      const trade = await t.ok('tradeOrderDetail', { token: demo, lang: 'en', query: { id: o.id } });
      expect(trade.order.product).toBe(en.order.product);
      const records = await t.ok('rechargeRecordList', {
        token: demo,
        lang: 'en',
        query: { number: o.order_no },
      });
      expect(records.tableData.map((r) => r.package_name)).toEqual([en.order.product]);
      const zhRecords = await t.ok('rechargeRecordList', { token: demo, query: { number: o.order_no } });
      expect(zhRecords.tableData.map((r) => r.package_name)).toEqual([o.product_name]);
      const ledger = await t.ok('ledgerList', { token: demo, lang: 'en', query: { order_no: o.order_no } });
      expect(ledger.tableData[0]!.remark).toMatch(new RegExp(`^${en.order.product} \\(\\d+\\)$`));
    }
    expect(picks[1]!.product_name).toBe('加油包 100MB');
    const addonEn = await t.ok('orderDetail', { token: demo, lang: 'en', query: { id: picks[1]!.id } });
    expect(addonEn.order.product).toBe('Add-on 100MB');
  });
});

describe('recharging cards from the balance', () => {
  it('previews, freezes, then charges each card as the carrier answers on the clock', async () => {
    const cards = cardsOf(demoId, 'cmcc', 2);
    expect(cards).toHaveLength(2);
    const body = {
      numbers: [cards[0]!.iccid, cards[1]!.msisdn],
      product_id: productId('cmcc', 'addon', 500),
      effect_mode: 'immediate' as const,
    };
    const before = account(demoId);
    const preview = await t.ok('previewCardOrder', { token: demo, body });
    expect(preview.total).toBe('60.00');
    expect(preview.lines.map((l) => l.card_id)).toEqual(cards.map((c) => c.id));
    const placed = await t.ok('placeCardOrder', { token: demo, body });
    expect(account(demoId)).toEqual({ balance: before.balance, frozen: before.frozen + 6000 });
    expect(placed.account.frozen).toBe(((before.frozen + 6000) / 100).toFixed(2));
    checkMoneyAgrees();

    // The first card's answer comes, the second's not yet.
    await advance(CARD_ANSWER_MS);
    expect(account(demoId)).toEqual({ balance: before.balance - 3000, frozen: before.frozen + 3000 });
    let detail = await t.ok('orderDetail', { token: demo, query: { id: placed.order_id } });
    expect(detail.cards.map((c) => c.status)).toEqual(['success', 'processing']);
    expect(detail.order.status).toBe('processing');
    checkMoneyAgrees();

    await advance(CARD_STEP_MS);
    expect(account(demoId)).toEqual({ balance: before.balance - 6000, frozen: before.frozen });
    detail = await t.ok('orderDetail', { token: demo, query: { id: placed.order_id }, lang: 'en' });
    expect(detail.order).toMatchObject({ status: 'done', charged: '60.00', frozen: '0.00' });
    expect(detail.cards[0]!.answer).toBe('Accepted by the carrier: China Mobile Add-on 500MB');
    expect(detail.cards.map((c) => c.quota_mb)).toEqual(cards.map((c) => c.quota + 500));
    const rows = sql
      .prepare(
        'select kind, amount_cents, remark, remark_key from account_ledger where order_no = ? order by id',
      )
      .all(placed.order_no);
    // The platform's remark is kept as a catalogue key, and worded in each reader's language.
    const remarkRow = {
      kind: 'addon',
      amount_cents: -3000,
      remark: '',
      remark_key: 'messages.charge_remark_card',
    };
    expect(rows).toEqual([remarkRow, remarkRow]);
    for (const [lang, remark] of [
      ['zh-CN', (iccid: string) => `中国移动加油包 500MB（${iccid}）`],
      ['en', (iccid: string) => `China Mobile Add-on 500MB (${iccid})`],
    ] as const) {
      const ledger = await t.ok('ledgerList', { token: demo, lang, query: { order_no: placed.order_no } });
      expect(ledger.tableData.map((r) => r.remark).sort()).toEqual(cards.map((c) => remark(c.iccid)).sort());
    }
    // /recharge_record lists the same recharges.
    const records = await t.ok('rechargeRecordList', { token: demo, query: { number: placed.order_no } });
    expect(records.tableData.map((r) => r.card_id).sort()).toEqual(cards.map((c) => c.id).sort());
    checkMoneyAgrees();
  });

  it('releases the share of a card that left service before the carrier answered', async () => {
    const cards = cardsOf(demoId, 'cmcc', 4).slice(2);
    const before = account(demoId);
    const placed = await t.ok('placeCardOrder', {
      token: demo,
      body: {
        numbers: cards.map((c) => c.iccid),
        product_id: productId('cmcc', 'addon', 100),
        effect_mode: 'immediate',
      },
    });
    sql.prepare("update cards set status = 'cancelled' where id = ?").run(cards[1]!.id);
    await advance(CARD_ANSWER_MS + CARD_STEP_MS);
    expect(account(demoId)).toEqual({ balance: before.balance - 1000, frozen: before.frozen });
    const detail = await t.ok('orderDetail', { token: demo, query: { id: placed.order_id } });
    expect(detail.order).toMatchObject({ status: 'partial', charged: '10.00', released: '10.00' });
    expect(detail.cards[1]).toMatchObject({
      status: 'failed',
      answer: '运营商拒绝：卡当前状态为已销户，已退回冻结金额',
    });
    checkMoneyAgrees();
  });

  it('resumes a card stopped for reaching its quota when its 加油包 takes effect', async () => {
    const card = cardsOf(demoId, 'cucc', 1)[0]!;
    const at = t.deps.clock.now();
    sql
      .prepare("update cards set status = 'suspended', usage_mb = ? where id = ?")
      .run(card.quota + 50, card.id);
    sql
      .prepare(
        "insert into card_status_events (card_id, at, from_status, to_status, reason, operator) values (?, ?, 'active', 'suspended', 'over_quota', 'carrier')",
      )
      .run(card.id, at - 1000);
    await t.ok('placeCardOrder', {
      token: demo,
      body: { numbers: [card.iccid], product_id: productId('cucc', 'addon', 100), effect_mode: 'immediate' },
    });
    expect(sql.prepare('select status from cards where id = ?').pluck().get(card.id)).toBe('suspended');
    await advance(CARD_ANSWER_MS);
    expect(sql.prepare('select status from cards where id = ?').pluck().get(card.id)).toBe('active');
    const last = sql
      .prepare(
        'select from_status, to_status, reason from card_status_events where card_id = ? order by id desc limit 1',
      )
      .get(card.id);
    expect(last).toEqual({ from_status: 'suspended', to_status: 'active', reason: 'resumed' });
    checkMoneyAgrees();
  });

  it('extends a card by a fixed-flow package and adds this month its share', async () => {
    const card = cardsOf(demoId, 'ctcc', 1)[0]!;
    const expires = sql.prepare('select expires_at from cards where id = ?').pluck().get(card.id) as number;
    const placed = await t.ok('placeCardOrder', {
      token: demo,
      body: { numbers: [card.iccid], product_id: productId('ctcc', 'fixed', 3072), effect_mode: 'immediate' },
    });
    await advance(CARD_ANSWER_MS);
    const after = sql.prepare('select expires_at, addon_mb from cards where id = ?').get(card.id) as {
      expires_at: number;
      addon_mb: number;
    };
    expect(after.expires_at).toBeGreaterThan(expires);
    expect(after.addon_mb).toBeGreaterThanOrEqual(1024);
    const detail = await t.ok('orderDetail', { token: demo, query: { id: placed.order_id } });
    expect(detail.order.status).toBe('done');
    checkMoneyAgrees();
  });
});

describe('激活时生效: in effect when the card is activated', () => {
  const cardState = (id: number) =>
    sql.prepare('select status, addon_mb, expires_at from cards where id = ?').get(id) as {
      status: string;
      addon_mb: number;
      expires_at: number | null;
    };

  it('charges at the carrier answer, and takes effect only when the card is activated', async () => {
    const cards = cardsOf(demoId, 'cmcc', 2, "c.status = 'pending'");
    expect(cards).toHaveLength(2);
    const before = cards.map((c) => cardState(c.id));
    const account0 = account(demoId);
    const placed = await t.ok('placeCardOrder', {
      token: demo,
      body: {
        numbers: cards.map((c) => c.iccid),
        product_id: productId('cmcc', 'fixed', 6144),
        effect_mode: 'on_activation',
      },
    });
    await advance(CARD_ANSWER_MS + CARD_STEP_MS);
    // Charged when the carrier answered; nothing in effect on a card not yet in use.
    expect(account(demoId)).toEqual({ balance: account0.balance - 16000, frozen: account0.frozen });
    expect(cards.map((c) => cardState(c.id))).toEqual(before);
    let detail = await t.ok('orderDetail', { token: demo, query: { id: placed.order_id } });
    expect(detail.cards.map((c) => c.status)).toEqual(['waiting', 'waiting']);
    expect(detail.cards[0]!.answer).toBe('运营商已受理：中国移动固定流量 6GB，将于卡激活时生效');
    const en = await t.ok('orderDetail', { token: demo, lang: 'en', query: { id: placed.order_id } });
    expect(en.cards[0]!.answer).toBe(
      'Accepted by the carrier: China Mobile Fixed flow 6GB, taking effect when the card is activated',
    );
    checkMoneyAgrees();

    // An hour later, still not activated: still waiting, still not in effect.
    await advance(3_600_000);
    expect(cardState(cards[0]!.id).addon_mb).toBe(before[0]!.addon_mb);

    // The first card is activated from the card list: its share takes effect at once.
    const activatedAt = t.deps.clock.now();
    const result = await t.ok('activateCards', { token: demo, body: { card_ids: [cards[0]!.id] } });
    expect(result.succeeded).toBe(1);
    const first = cardState(cards[0]!.id);
    expect(first.status).toBe('active');
    expect(first.addon_mb).toBe(before[0]!.addon_mb + 1024);
    detail = await t.ok('orderDetail', { token: demo, query: { id: placed.order_id } });
    expect(detail.cards.map((c) => c.status)).toEqual(['success', 'waiting']);
    expect(detail.cards[0]!.answer).toBe('运营商已受理：中国移动固定流量 6GB');
    const record = sql
      .prepare('select at, status from recharge_records where order_no = ? and card_id = ?')
      .get(placed.order_no, cards[0]!.id);
    expect(record).toEqual({ at: activatedAt, status: 'success' });
    expect(cardState(cards[1]!.id).addon_mb).toBe(before[1]!.addon_mb);

    // The second card is cancelled before it was ever activated: its share lapses (refundable).
    sql.prepare("update cards set status = 'cancelled' where id = ?").run(cards[1]!.id);
    await advance(1000);
    detail = await t.ok('orderDetail', { token: demo, query: { id: placed.order_id } });
    expect(detail.cards[1]).toMatchObject({
      status: 'lapsed',
      answer: '未能生效：到生效时卡状态为已销户，可申请退款',
    });
    expect(cardState(cards[1]!.id).addon_mb).toBe(before[1]!.addon_mb);
    checkMoneyAgrees();
  });

  it('takes effect at the carrier answer on a card already in use', async () => {
    const card = cardsOf(demoId, 'cucc', 1)[0]!;
    const before = cardState(card.id);
    const placed = await t.ok('placeCardOrder', {
      token: demo,
      body: {
        numbers: [card.iccid],
        product_id: productId('cucc', 'fixed', 6144),
        effect_mode: 'on_activation',
      },
    });
    await advance(CARD_ANSWER_MS);
    expect(cardState(card.id).addon_mb).toBe(before.addon_mb + 1024);
    const detail = await t.ok('orderDetail', { token: demo, query: { id: placed.order_id } });
    expect(detail.order.status).toBe('done');
    expect(detail.cards[0]!.status).toBe('success');
    checkMoneyAgrees();
  });
});

/** demo's upload of a file, as the /charge/card form sends it. */
const upload = (name: string, content: Buffer | string) => uploadedFile(t, demo, name, content);

/** An xlsx of a template as the user fills it: its header (in Chinese), then a row per card. */
async function templateFile(template: 'renewal' | 'addon_recharge', rows: string[][]) {
  const words = wordsIn('zh-CN');
  const header = IMPORT_TEMPLATES[template].columns.map((c) => words(c.header));
  return upload(`${template}.xlsx`, await xlsxOf([header, ...rows], 'sheet1'));
}

describe('choosing the cards by a file', () => {
  it('reads the renewal template for a monthly package, the add-on template for an add-on, and a csv', async () => {
    const cards = cardsOf(demoId, 'cmcc', 6).slice(4);
    const renewal = await templateFile(
      'renewal',
      cards.map((c) => [c.iccid, '1']),
    );
    const month = productId('cmcc', 'month', 500);
    const body = {
      source: 'file' as const,
      file_url: renewal,
      product_id: month,
      effect_mode: 'immediate' as const,
    };
    const preview = await t.ok('previewCardOrder', { token: demo, body });
    expect(preview.lines.map((l) => l.card_id)).toEqual(cards.map((c) => c.id));
    expect(preview.total).toBe('20.00');
    const before = account(demoId);
    const placed = await t.ok('placeCardOrder', { token: demo, body });
    expect(account(demoId)).toEqual({ balance: before.balance, frozen: before.frozen + 2000 });
    await advance(CARD_ANSWER_MS + CARD_STEP_MS);
    const detail = await t.ok('orderDetail', { token: demo, query: { id: placed.order_id } });
    expect(detail.order.status).toBe('done');
    checkMoneyAgrees();

    const addon = await templateFile('addon_recharge', [[cards[0]!.msisdn, '100MB']]);
    const addonPreview = await t.ok('previewCardOrder', {
      token: demo,
      body: {
        source: 'file',
        file_url: addon,
        product_id: productId('cmcc', 'addon', 100),
        effect_mode: 'immediate',
      },
    });
    expect(addonPreview.numbers).toEqual([cards[0]!.iccid]);
    const csv = await upload('cards.csv', `${cards.map((c) => c.iccid).join('\r\n')}\r\n`);
    const csvPreview = await t.ok('previewCardOrder', {
      token: demo,
      body: {
        source: 'file',
        file_url: csv,
        product_id: productId('cmcc', 'addon', 100),
        effect_mode: 'immediate',
      },
    });
    expect(csvPreview.total).toBe('20.00');
  });

  it('refuses a file of the other template, a missing file and an empty one, moving nothing', async () => {
    const card = cardsOf(demoId, 'cmcc', 1)[0]!;
    const renewal = await templateFile('renewal', [[card.iccid, '1']]);
    const addon = productId('cmcc', 'addon', 100);
    await movesNothing(async () => {
      for (const name of ['previewCardOrder', 'placeCardOrder'] as const) {
        const wrong = await t.api(name, {
          token: demo,
          body: { source: 'file', file_url: renewal, product_id: addon, effect_mode: 'immediate' },
        });
        expect(wrong).toMatchObject({ code: BizCode.BAD_REQUEST });
        expect(wrong.msg).toBe('表头与“加油包充值模板”不符：请下载该模板，按表头填写后再导入');
        const missing = await t.api(name, {
          token: demo,
          body: { source: 'file', product_id: addon, effect_mode: 'immediate' },
        });
        expect(missing.code).toBe(BizCode.BAD_REQUEST);
        const empty = await t.api(name, {
          token: demo,
          lang: 'en',
          body: {
            source: 'file',
            file_url: await templateFile('addon_recharge', []),
            product_id: addon,
            effect_mode: 'immediate',
          },
        });
        expect(empty).toMatchObject({
          code: BizCode.BAD_REQUEST,
          msg: 'No card number was found: check the file or the list',
        });
      }
    });
    // Another client's upload is as missing as one that never was.
    const yunjiUpload = await t.request
      .post(`${API_BASE}/upload/file/`)
      .set('Authorization', `JWT ${yunji}`)
      .attach('input_file', Buffer.from(`${card.iccid}\r\n`), 'x.csv');
    const foreign = await t.api('previewCardOrder', {
      token: demo,
      body: {
        source: 'file',
        file_url: yunjiUpload.body.data.file_url,
        product_id: addon,
        effect_mode: 'immediate',
      },
    });
    expect(foreign.code).toBe(BizCode.BAD_REQUEST);
  });
});

describe("a file's second column names the product", () => {
  const body = (file_url: string, product_id: number) => ({
    source: 'file' as const,
    file_url,
    product_id,
    effect_mode: 'immediate' as const,
  });

  it('refuses each row naming another product, or none, in either language, moving nothing', async () => {
    const cards = cardsOf(demoId, 'cmcc', 4);
    const file = await templateFile('addon_recharge', [
      [cards[0]!.iccid, '100MB'],
      [cards[1]!.iccid, '1GB'],
      [cards[2]!.iccid, ''],
      [cards[3]!.iccid, '500 mb'],
    ]);
    const addon = productId('cmcc', 'addon', 100);
    await movesNothing(async () => {
      for (const name of ['previewCardOrder', 'placeCardOrder'] as const) {
        const zh = await t.api(name, { token: demo, body: body(file, addon) });
        expect(zh).toMatchObject({
          code: BizCode.BAD_REQUEST,
          msg: '文件中有 3 行的产品与所选产品“中国移动加油包 100MB”不符：第 3 行“1GB”、第 4 行未填写、第 5 行“500 mb”',
        });
        const en = await t.api(name, { token: demo, lang: 'en', body: body(file, addon) });
        expect(en.code).toBe(BizCode.BAD_REQUEST);
        expect(en.msg).toBe(
          '3 rows of the file name another product than the chosen "China Mobile Add-on 100MB": row 3 "1GB", row 4 left blank, row 5 "500 mb"',
        );
      }
    });
    // The renewal template names the months: 12 is not a monthly package.
    const renewal = await templateFile('renewal', [
      [cards[0]!.iccid, '1'],
      [cards[1]!.iccid, '12'],
    ]);
    await movesNothing(async () => {
      const res = await t.api('previewCardOrder', {
        token: demo,
        body: body(renewal, productId('cmcc', 'month', 500)),
      });
      expect(res.msg).toBe('文件中有 1 行的产品与所选产品“中国移动月包 500MB”不符：第 3 行“12”');
    });
  });

  it("takes a size as the catalogue shows it or in MB, an SMS count, a year's 12 months", async () => {
    const cards = cardsOf(demoId, 'cmcc', 2);
    const cases: [template: 'renewal' | 'addon_recharge', product: number, cells: [string, string]][] = [
      ['addon_recharge', productId('cmcc', 'addon', 1024), ['1GB', '1024MB']],
      ['addon_recharge', productId('cmcc', 'fixed', 3072), ['3GB', '3 G']],
      [
        'addon_recharge',
        CHARGE_PRODUCTS.findIndex((p) => p.carrier === 'cmcc' && p.kind === 'sms') + 1,
        ['100条', '100 SMS'],
      ],
      ['renewal', productId('cmcc', 'year', 1024), ['12', '12']],
    ];
    for (const [template, product, cells] of cases) {
      const file = await templateFile(template, [
        [cards[0]!.iccid, cells[0]],
        [cards[1]!.iccid, cells[1]],
      ]);
      const mode = template === 'renewal' ? 'next_month' : 'immediate';
      const preview = await t.ok('previewCardOrder', {
        token: demo,
        body: { ...body(file, product), effect_mode: mode },
      });
      expect(preview.numbers, `${template} ${cells.join()}`).toEqual(cards.map((c) => c.iccid));
    }
  });
});

describe("choosing the cards by the card list's filter", () => {
  it('recharges the cards the filter selects, the same the card list shows', async () => {
    const card = cardsOf(demoId, 'cucc', 1)[0]!;
    const filter = { number: card.iccid, status: 'active' as const };
    const listed = await t.ok('cardList', { token: demo, query: filter });
    expect(listed.tableData.map((r) => r.iccid)).toEqual([card.iccid]);
    const order = {
      source: 'filter' as const,
      filter,
      product_id: productId('cucc', 'addon', 100),
      effect_mode: 'immediate' as const,
    };
    const preview = await t.ok('previewCardOrder', { token: demo, body: order });
    expect(preview.numbers).toEqual([card.iccid]);
    expect(preview.total).toBe('10.00');
    const before = account(demoId);
    const placed = await t.ok('placeCardOrder', { token: demo, body: order });
    expect(account(demoId)).toEqual({ balance: before.balance, frozen: before.frozen + 1000 });
    await advance(CARD_ANSWER_MS);
    const detail = await t.ok('orderDetail', { token: demo, query: { id: placed.order_id } });
    expect(detail.cards.map((c) => [c.iccid, c.status])).toEqual([[card.iccid, 'success']]);
    checkMoneyAgrees();
  });

  it("refuses a filter matching no card (another client's card too) or more than 500, moving nothing", async () => {
    const product = productId('cmcc', 'addon', 100);
    const order = (filter: Record<string, unknown>) => ({
      source: 'filter',
      filter,
      product_id: product,
      effect_mode: 'immediate',
    });
    const yunjiCard = sql
      .prepare("select iccid from cards where main_client_id = ? and status = 'active' limit 1")
      .pluck()
      .get(t.clientIdOf('yunji')) as string;
    // More cards than one order may hold: copies of a card of demo's, ICCIDs apart.
    const columns = (sql.prepare('pragma table_info(cards)').all() as { name: string }[]).map((c) => c.name);
    const copies: Record<string, string> = {
      id: 'null',
      iccid: "'8986991' || printf('%013d', k)",
      msisdn: "'1448' || printf('%09d', k)",
      imsi: "'46098' || printf('%010d', k)",
    };
    const source = cardsOf(demoId, 'cmcc', 1)[0]!.id;
    sql
      .prepare(
        `with recursive n(k) as (select 1 union all select k + 1 from n where k < ?)
         insert into cards (${columns.join(', ')}) select ${columns.map((c) => copies[c] ?? c).join(', ')}
         from n, cards where cards.id = ?`,
      )
      .run(CHARGE_CARDS_MAX + 1, source);
    const many = { number: '8986991', num_type: 'iccid' };
    await movesNothing(async () => {
      for (const name of ['previewCardOrder', 'placeCardOrder'] as const) {
        const none = await t.api(name, { token: demo, body: order({ number: yunjiCard }) as never });
        expect(none).toMatchObject({
          code: BizCode.BAD_REQUEST,
          msg: '筛选条件没有匹配到卡，请调整筛选条件',
        });
        const zh = await t.api(name, { token: demo, body: order(many) as never });
        expect(zh).toMatchObject({
          code: BizCode.BAD_REQUEST,
          msg: '筛选条件匹配 501 张卡，一个订单最多充值 500 张，请缩小筛选范围',
        });
        const en = await t.api(name, { token: demo, lang: 'en', body: order(many) as never });
        expect(en).toMatchObject({
          code: BizCode.BAD_REQUEST,
          msg: 'The filter matches 501 cards; one order recharges at most 500: narrow it down',
        });
        const missing = await t.api(name, {
          token: demo,
          body: { source: 'filter', product_id: product, effect_mode: 'immediate' } as never,
        });
        expect(missing.code).toBe(BizCode.BAD_REQUEST);
      }
    });
    sql.prepare("delete from cards where iccid like '8986991%'").run();
  });

  it("a sub-client's filter selects only its own cards", async () => {
    const mainOnly = cardsOf(demoId, 'cmcc', 1, "c.status = 'active' and c.client_id = c.main_client_id")[0]!;
    await movesNothing(async () => {
      const res = await t.api('previewCardOrder', {
        token: demoSub,
        body: {
          source: 'filter',
          filter: { number: mainOnly.iccid },
          product_id: productId('cmcc', 'addon', 100),
          effect_mode: 'immediate',
        },
      });
      expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '筛选条件没有匹配到卡，请调整筛选条件' });
    });
  });
});

describe('refusals: a clear message, and no money moves', () => {
  const cmcc = () => cardsOf(demoId, 'cmcc', 1)[0]!;
  const refuse = async (token: string, body: Record<string, unknown>, msg: RegExp, lang?: 'en') => {
    await movesNothing(async () => {
      for (const name of ['previewCardOrder', 'placeCardOrder'] as const) {
        const res = await t.api(name, { token, body: body as never, lang });
        expect(res.code, res.msg).toBe(BizCode.BAD_REQUEST);
        expect(res.msg).toMatch(msg);
      }
    });
  };

  it('mixed carriers', async () => {
    const numbers = [cmcc().iccid, cardsOf(demoId, 'cucc', 1)[0]!.iccid];
    await refuse(
      demo,
      { numbers, product_id: productId('cmcc', 'addon', 100), effect_mode: 'immediate' },
      /同一运营商/,
    );
    await refuse(
      demo,
      { numbers, product_id: productId('cmcc', 'addon', 100), effect_mode: 'immediate' },
      /one carrier/,
      'en',
    );
  });

  it("a product of another carrier, another client's card, an unknown number", async () => {
    await refuse(
      demo,
      { numbers: [cmcc().iccid], product_id: productId('cucc', 'addon', 100), effect_mode: 'immediate' },
      /所选产品属于中国联通/,
    );
    const yunjiCard = sql
      .prepare("select iccid from cards where main_client_id = ? and status = 'active' limit 1")
      .pluck()
      .get(t.clientIdOf('yunji')) as string;
    await refuse(
      demo,
      { numbers: [yunjiCard], product_id: productId('cmcc', 'addon', 100), effect_mode: 'immediate' },
      /不存在或不属于本账户/,
    );
    await refuse(
      demo,
      {
        numbers: ['89860000000000000000'],
        product_id: productId('cmcc', 'addon', 100),
        effect_mode: 'immediate',
      },
      /89860000000000000000/,
    );
  });

  it('a cancelled card, a card bought twice, a withdrawn product, a mode the product does not allow', async () => {
    const cancelled = cardsOf(demoId, 'cmcc', 1, "c.status = 'cancelled'")[0]!;
    await refuse(
      demo,
      { numbers: [cancelled.iccid], product_id: productId('cmcc', 'addon', 100), effect_mode: 'immediate' },
      /已销户/,
    );
    const card = cmcc();
    await refuse(
      demo,
      {
        numbers: [card.iccid, card.msisdn],
        product_id: productId('cmcc', 'addon', 100),
        effect_mode: 'immediate',
      },
      /重复/,
    );
    const off = CHARGE_PRODUCTS.findIndex((p) => p.off) + 1;
    await refuse(demo, { numbers: [card.iccid], product_id: off, effect_mode: 'immediate' }, /已下架/);
    await refuse(
      demo,
      { numbers: [card.iccid], product_id: productId('cmcc', 'addon', 100), effect_mode: 'next_month' },
      /不支持次月生效/,
    );
    const missing = await t.api('placeCardOrder', {
      token: demo,
      body: { numbers: [card.iccid], product_id: 9999, effect_mode: 'immediate' },
    });
    expect(missing.code).toBe(BizCode.NOT_FOUND);
  });

  it('the pool rule: a pooled card buys only the pool add-on, the pool add-on only for pooled cards', async () => {
    const pooled = sql
      .prepare(
        "select iccid, carrier from cards where main_client_id = ? and billing_group_id is not null and status = 'active' limit 1",
      )
      .get(demoId) as { iccid: string; carrier: string };
    await refuse(
      demo,
      {
        numbers: [pooled.iccid],
        product_id: productId(pooled.carrier, 'addon', 100),
        effect_mode: 'immediate',
      },
      /计费组加油包/,
    );
    await refuse(
      demo,
      {
        numbers: [cmcc().iccid],
        product_id: productId('cmcc', 'addon', 1024, true),
        effect_mode: 'immediate',
      },
      /不在计费组内/,
    );
  });

  it('a short balance', async () => {
    // demo moves all but 5 元 of its available money to demo_sub: a 10 元 add-on is then short.
    const a = account(demoId);
    const keep = 500;
    await t.ok('balanceTransfer', {
      token: demo,
      body: { sub_client_id: subId, amount: ((a.balance - a.frozen - keep) / 100).toFixed(2), remark: '' },
    });
    await refuse(
      demo,
      { numbers: [cmcc().iccid], product_id: productId('cmcc', 'addon', 100), effect_mode: 'immediate' },
      /可用余额不足：1 张卡需支付 ¥10.00，当前可用余额 ¥5.00/,
    );
    checkMoneyAgrees();
  });

  it('bad bodies are 400s naming the field, nothing written', async () => {
    await movesNothing(async () => {
      for (const body of [
        { numbers: [], product_id: 1, effect_mode: 'immediate' },
        { numbers: ['x'], product_id: 0, effect_mode: 'immediate' },
        { numbers: ['x'], product_id: 1, effect_mode: 'tomorrow' },
      ]) {
        expect((await t.api('placeCardOrder', { token: demo, body: body as never })).code).toBe(
          BizCode.BAD_REQUEST,
        );
      }
    });
  });

  it('a sub-client recharges its own cards from its own balance, never its main client’s', async () => {
    const own = sql
      .prepare(
        "select iccid, carrier from cards where client_id = ? and status = 'active' and billing_group_id is null limit 1",
      )
      .get(subId) as { iccid: string; carrier: string };
    const before = { demo: account(demoId), sub: account(subId) };
    const placed = await t.ok('placeCardOrder', {
      token: demoSub,
      body: {
        numbers: [own.iccid],
        product_id: productId(own.carrier, 'addon', 100),
        effect_mode: 'immediate',
      },
    });
    expect(account(subId).frozen).toBe(before.sub.frozen + 1000);
    expect(account(demoId)).toEqual(before.demo);
    // Its main client's card is not its own; its order is not the main client's.
    await refuse(
      demoSub,
      {
        numbers: [
          cardsOf(demoId, 'cmcc', 1, "c.status = 'active' and c.client_id = c.main_client_id")[0]!.iccid,
        ],
        product_id: productId('cmcc', 'addon', 100),
        effect_mode: 'immediate',
      },
      /不属于本账户/,
    );
    expect((await t.api('orderDetail', { token: demo, query: { id: placed.order_id } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    expect((await t.ok('orderList', { token: demoSub })).tableData.map((o) => o.order_no)).toContain(
      placed.order_no,
    );
    expect((await t.api('startOrderExport', { token: demoSub, body: {} })).code).toBe(BizCode.NO_PERMISSION);
    await advance(CARD_ANSWER_MS);
    checkMoneyAgrees();
  });
});

describe('account top-ups by WeChat', () => {
  it('credits a paid top-up through the ledger, on the clock', async () => {
    const before = account(yunjiId());
    const order = await t.ok('placeTopup', { token: yunji, body: { amount: '88.8' } });
    expect(order.amount).toBe('88.80');
    expect(account(yunjiId())).toEqual(before);
    await advance(WX_PAY_SECONDS * 1000);
    expect(account(yunjiId()).balance).toBe(before.balance + 8880);
    const row = sql
      .prepare('select kind, amount_cents from account_ledger where order_no = ?')
      .get(order.order_no);
    expect(row).toEqual({ kind: 'recharge', amount_cents: 8880 });
    checkMoneyAgrees();
  });

  it('a failed and a held one through the control call credit nothing', async () => {
    const before = account(yunjiId());
    const failed = await t.ok('placeTopup', { token: yunji, body: { amount: '500' } });
    const decided = await t.request
      .post(`/__emulator/wx_orders/${failed.token}`)
      .send({ outcome: 'fail' })
      .expect(200);
    expect(decided.body).toMatchObject({ order_no: failed.order_no, status: 'failed' });
    const held = await t.ok('placeTopup', { token: yunji, body: { amount: '1' } });
    await t.request.post(`/__emulator/wx_orders/${held.token}`).send({ outcome: 'hold' }).expect(200);
    await advance(20 * 60_000);
    expect(account(yunjiId())).toEqual(before);
    const list = await t.ok('orderList', { token: yunji, query: { kind: 'topup' } });
    const statusOf = (no: string) => list.tableData.find((o) => o.order_no === no)?.status;
    expect([statusOf(failed.order_no), statusOf(held.order_no)]).toEqual(['failed', 'closed']);
    checkMoneyAgrees();
  });

  it('refuses 0, a negative, a 3-decimal amount and 501 元, localised, creating nothing', async () => {
    await movesNothing(async () => {
      for (const amount of ['0', '-5', '1.005', '501', '0.99', 'abc']) {
        const res = await t.api('placeTopup', { token: demo, body: { amount } });
        expect(res.code, amount).toBe(BizCode.BAD_REQUEST);
        expect(res.msg).toMatch(/充值金额|1 至 500 元/);
      }
      const en = await t.api('placeTopup', { token: demo, lang: 'en', body: { amount: '501' } });
      expect(en.msg).toMatch(/1 to 500 yuan/);
    });
  });

  it('needs function_wechat_charge besides func_accountbalances_charge', async () => {
    await t.request
      .put('/__emulator/users/demo/perms')
      .send({ revoke: ['function_wechat_charge'] })
      .expect(200);
    await movesNothing(async () => {
      const res = await t.api('placeTopup', { token: demo, body: { amount: '10' } });
      expect(res.code).toBe(BizCode.BAD_REQUEST);
      expect(res.msg).toBe('本账户未开通微信充值');
    });
    await t.request
      .put('/__emulator/users/demo/perms')
      .send({ grant: ['function_wechat_charge'] })
      .expect(200);
    expect((await t.api('placeTopup', { token: demoSub, body: { amount: '10' } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
  });
});

describe('orders and their export', () => {
  it('the header shows the balance and the frozen part, and the ledger the same account', async () => {
    const header = await t.ok('indexHeader', { token: demo });
    const a = account(demoId);
    expect([header.client_balance, header.client_frozen]).toEqual([a.balance / 100, a.frozen / 100]);
    const ledger = await t.ok('ledgerList', { token: demo });
    expect(ledger.account.frozen).toBe((a.frozen / 100).toFixed(2));
  });

  it('exports the filtered orders as a task listed in the export log', async () => {
    const started = await t.ok('startOrderExport', { token: demo, body: { kind: 'topup' } });
    const topups = sql
      .prepare("select count(*) from charge_orders where client_id = ? and kind = 'topup'")
      .pluck()
      .get(demoId);
    expect(started.total).toBe(topups);
    await t.runTasks();
    const log = await t.ok('exportLogList', { token: demo, query: { kind: 'charge_export' } });
    expect(log.tableData[0]).toMatchObject({ id: started.task_id, status: 'done' });
    // The log describes the filters by the order list's own labels, in the reader's language.
    expect(log.tableData[0]!.filters).toBe('充值类型：充值');
    const logEn = await t.ok('exportLogList', { token: demo, lang: 'en', query: { kind: 'charge_export' } });
    expect(logEn.tableData[0]!.filters).toBe('Type: Top-up');
    // Its file downloads, as an xlsx with one row per order under the header.
    const file = await t.request
      .get(log.tableData[0]!.download!)
      .buffer(true)
      .parse(binaryBody as never);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as never);
    expect(book.worksheets[0]!.rowCount).toBe((topups as number) + 1);
    const none = await t.api('startOrderExport', { token: demo, body: { order_no: 'NOPE' } });
    expect(none.code).toBe(BizCode.BAD_REQUEST);
  });
});

function yunjiId() {
  return t.clientIdOf('yunji');
}
