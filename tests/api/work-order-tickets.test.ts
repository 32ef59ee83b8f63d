import { describe, expect, it } from 'vitest';
import { BizCode, idNumberCheckChar } from '#contract';
import { answerWorkOrder, forwardWorkOrder, reviewWorkOrder } from '../../server/services/work-orders.ts';
import { build, HOUR } from './helpers.ts';

/**
 * General tickets that change cards (issue 42): a 停复机 or 限速 ticket, once the carrier answers it,
 * stops, resumes, limits or lifts each of its cards by the card list's rules, the carrier named in
 * the status history, a resume sent through /remote_reroot; a 实名清除 ticket clears the real name
 * (a card in use stops for 未实名 until a new name is verified); a 解绑 ticket ends the machine-card
 * binding (/work/tac) and takes the card out of its device (/hardware). A refused card keeps its
 * state and says why. Whoever takes the steps (support or the clock), the cards change once.
 */

const t = await build();
const sql = t.deps.sqlite;
let demo = await t.login('demo');
let support = await t.login('support');
const demoId = t.clientIdOf('demo');

const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
/**
 * Past a ticket's SLA: four days on is past 2 working days from any day, weekends counted; six
 * days past 3 working days (实名清除, 解绑).
 */
const pastSla = async (days = 4) => {
  await advance(days * 24 * HOUR);
  // Days on, the morning's tokens have expired.
  demo = await t.login('demo');
  support = await t.login('support');
};

const used = new Set<string>();
/** demo's own cards in use, far from their quota and expiry, not limited, not used by another case. */
function freshCards(n: number, carrier: string): string[] {
  const rows = sql
    .prepare(
      `select c.iccid from cards c join plans p on p.id = c.plan_id
       where c.client_id = ? and c.status = 'active' and c.carrier = ? and c.usage_mb < p.quota_mb / 4
         and (c.expires_at is null or c.expires_at > ?)
         and not exists (select 1 from speed_limited_cards s where s.card_id = c.id)
         and not exists (select 1 from speed_limit_plans sp where sp.plan_id = c.plan_id)
       order by c.id limit 60`,
    )
    .pluck()
    .all(demoId, carrier, t.deps.clock.now() + 90 * 24 * HOUR) as string[];
  const picked = rows.filter((r) => !used.has(r)).slice(0, n);
  for (const r of picked) used.add(r);
  expect(picked).toHaveLength(n);
  return picked;
}
const cardOf = (iccid: string) =>
  sql.prepare('select id, status from cards where iccid = ?').get(iccid) as { id: number; status: string };
const eventsOf = (iccid: string) =>
  sql
    .prepare(
      `select e.from_status, e.to_status, e.reason, e.operator, n.note from card_status_events e
       left join card_status_notes n on n.event_id = e.id
       where e.card_id = ? and e.at > ? order by e.at, e.id`,
    )
    .all(cardOf(iccid).id, t.deps.clock.now() - 30 * 24 * HOUR) as {
    from_status: string;
    to_status: string;
    reason: string;
    operator: string;
    note: string | null;
  }[];
const resumesOf = (iccid: string) =>
  sql
    .prepare(
      `select source, requester, status from carrier_resumes where iccid = ? and source = 'work_order'`,
    )
    .all(iccid);
const isLimited = (iccid: string) =>
  sql.prepare('select 1 from speed_limited_cards where card_id = ?').get(cardOf(iccid).id) !== undefined;
const orderCount = () => sql.prepare('select count(*) from work_orders').pluck().get() as number;

async function open(body: Record<string, unknown>) {
  return t.ok('addWorkOrder', {
    token: demo,
    body: { title: '卡片办理', content: '请办理以下卡片', ...body } as never,
  });
}

describe('a 限速 ticket answered by the carrier', () => {
  it('limits the cards in use, then a lift ticket lifts them and sends the resumes', async () => {
    const [first, second, other] = freshCards(3, 'ctcc');
    const cards = [first!, second!];
    const limit = await open({ type: 'speed_limit', speed_action: 'limit', numbers: cards });
    await pastSla();
    expect(cards.map(isLimited)).toEqual([true, true]);
    const list = await t.ok('cardList', { token: demo, query: { number: cards[0]!, page_size: 5 } });
    expect(list.tableData[0]).toMatchObject({ iccid: cards[0], speed_state: 'limited' });
    const limited = await t.ok('workOrderDetail', { token: demo, query: { id: limit.id } });
    expect(limited.order).toMatchObject({ status: 'done', card_action: 'limit' });
    expect(limited.cards.map((c) => c.answer)).toEqual([
      '运营商已限速，本月底恢复',
      '运营商已限速，本月底恢复',
    ]);

    // A lift of one limited and one never limited card: one lifted, one refused.
    const lift = await open({ type: 'speed_limit', speed_action: 'lift', numbers: [cards[0]!, other!] });
    await pastSla();
    expect([isLimited(cards[0]!), isLimited(cards[1]!)]).toEqual([false, true]);
    const lifted = await t.ok('workOrderDetail', { token: demo, query: { id: lift.id } });
    expect(lifted.order.status).toBe('partial');
    expect(lifted.cards.map((c) => [c.status, c.answer])).toEqual([
      ['success', '运营商已解除限速'],
      ['failed', '该卡当前未限速，无需解除限速'],
    ]);
    expect(resumesOf(cards[0]!)).toEqual([{ source: 'work_order', requester: 'carrier', status: 'done' }]);
    expect(resumesOf(other!)).toEqual([]);
  });
});

describe('a 停复机 ticket answered by the carrier', () => {
  it('stops the cards in use and says why not for one already stopped; then a resume ticket resumes them', async () => {
    const cards = freshCards(2, 'cmcc');
    const violation = sql
      .prepare(
        `select c.iccid from cards c where c.main_client_id = ? and c.status = 'suspended'
           and (select e.reason from card_status_events e where e.card_id = c.id and e.to_status = 'suspended'
                order by e.at desc, e.id desc limit 1) = 'violation'
         limit 1`,
      )
      .pluck()
      .get(demoId) as string;
    expect(violation).toBeTruthy();

    const stop = await open({ type: 'stop_resume', status_action: 'stop', numbers: [...cards, violation] });
    // Nothing happens to the cards until the carrier answers.
    await advance(2 * HOUR);
    expect(cards.map((c) => cardOf(c).status)).toEqual(['active', 'active']);
    await pastSla();
    expect(cards.map((c) => cardOf(c).status)).toEqual(['suspended', 'suspended']);
    const stopNo = (sql
      .prepare('select order_no from work_orders where id = ?')
      .pluck()
      .get(stop.id) as string)!;
    expect(stopNo).toBe(stop.order_no);
    expect(eventsOf(cards[0]!)).toEqual([
      {
        from_status: 'active',
        to_status: 'suspended',
        reason: 'user_request',
        operator: 'carrier',
        note: stop.order_no,
      },
    ]);

    const detail = await t.ok('workOrderDetail', { token: demo, query: { id: stop.id } });
    expect(detail.order).toMatchObject({ status: 'partial', card_action: 'stop' });
    expect(detail.cards.map((c) => [c.iccid, c.status, c.answer])).toEqual([
      [cards[0], 'success', '运营商已停机'],
      [cards[1], 'success', '运营商已停机'],
      [violation, 'failed', '仅正使用的卡可以停机，该卡当前为停机'],
    ]);
    expect(cardOf(violation).status).toBe('suspended');

    // Resumed by a second ticket: the cards stopped at the customer's request come back, the one
    // stopped for a violation (违规) is refused with the card list's reason, in the reader's language.
    const resume = await open({
      type: 'stop_resume',
      status_action: 'resume',
      numbers: [...cards, violation],
    });
    await pastSla();
    expect(cards.map((c) => cardOf(c).status)).toEqual(['active', 'active']);
    expect(eventsOf(cards[1]!).at(-1)).toEqual({
      from_status: 'suspended',
      to_status: 'active',
      reason: 'resumed',
      operator: 'carrier',
      note: resume.order_no,
    });
    const en = await t.ok('workOrderDetail', { token: demo, lang: 'en', query: { id: resume.id } });
    expect(en.cards.map((c) => c.answer)).toEqual([
      'Resumed by the carrier',
      'Resumed by the carrier',
      expect.stringMatching(/violation/i),
    ]);
    // The resumes went to the carrier like every other: /remote_reroot lists them, source 工单复机.
    const listed = await t.ok('remoteResumeList', {
      token: support,
      query: { iccid: cards[0]!, source: 'work_order' },
    });
    expect(listed.tableData).toEqual([
      expect.objectContaining({
        iccid: cards[0],
        source: 'work_order',
        requester: 'carrier',
        status: 'done',
      }),
    ]);
    expect(resumesOf(violation)).toEqual([]);
  });
});

describe('refused before anything is written', () => {
  it('a 停复机 or 限速 ticket must say what to do and name its cards', async () => {
    const before = orderCount();
    const [card] = freshCards(1, 'cucc');
    const noAction = await t.api('addWorkOrder', {
      token: demo,
      body: { type: 'stop_resume', title: '停机', content: '停机', numbers: [card!] },
    });
    expect(noAction.code).toBe(BizCode.BAD_REQUEST);
    expect(noAction.msg).toContain('请选择停机或复机');
    const noCards = await t.api('addWorkOrder', {
      token: demo,
      lang: 'en',
      body: { type: 'speed_limit', title: 'x', content: 'x', speed_action: 'limit' } as never,
    });
    expect(noCards.code).toBe(BizCode.BAD_REQUEST);
    expect(noCards.msg).toContain(
      'Name the cards of a stop/resume, speed-limit, real-name clearing or unbinding order',
    );
    const badAction = await t.api('addWorkOrder', {
      token: demo,
      body: {
        type: 'speed_limit',
        title: 'x',
        content: 'x',
        numbers: [card!],
        speed_action: 'stop',
      } as never,
    });
    expect(badAction.code).toBe(BizCode.BAD_REQUEST);
    expect(badAction.msg).toContain('请选择限速或解除限速');
    expect(orderCount()).toBe(before);
  });

  it('another type ignores an action: an 其他 ticket changes no card', async () => {
    const [card] = freshCards(1, 'cucc');
    const other = await open({ type: 'other', status_action: 'stop', numbers: [card!] });
    // An 其他 order's SLA is 5 working days.
    await pastSla();
    await pastSla();
    expect(cardOf(card!).status).toBe('active');
    const detail = await t.ok('workOrderDetail', { token: demo, query: { id: other.id } });
    expect(detail.order).toMatchObject({ status: 'done', card_action: null });
  });
});

describe('support acts first', () => {
  it('support reviews, forwards and the carrier answers before the clock: the cards change once', async () => {
    const cards = freshCards(2, 'cmcc');
    const opened = await open({ type: 'stop_resume', status_action: 'stop', numbers: cards });
    const now = t.deps.clock.now();
    expect(reviewWorkOrder(sql, opened.id, { approve: true }, 'support', now)).toBe(true);
    expect(forwardWorkOrder(sql, opened.id, now)).toBe(true);
    expect(answerWorkOrder(sql, opened.id, now)).toBe(true);
    expect(answerWorkOrder(sql, opened.id, now)).toBe(false);
    expect(cards.map((c) => cardOf(c).status)).toEqual(['suspended', 'suspended']);
    // The clock then finds nothing left to do: one stop event per card.
    await pastSla();
    for (const c of cards) expect(eventsOf(c).filter((e) => e.to_status === 'suspended')).toHaveLength(1);
    const detail = await t.ok('workOrderDetail', { token: demo, query: { id: opened.id } });
    expect(detail.order).toMatchObject({ status: 'done', handler: 'support' });
  });
});

const realNameOf = (iccid: string) =>
  sql.prepare('select real_name_status from cards where iccid = ?').pluck().get(iccid) as string;
const operationsOf = (iccid: string, action: string) =>
  sql
    .prepare('select username, detail from card_operations where card_id = ? and action = ? order by id')
    .all(cardOf(iccid).id, action) as { username: string; detail: string }[];
const answersOf = async (id: number, lang?: string) =>
  Object.fromEntries(
    (await t.ok('workOrderDetail', { token: demo, lang, query: { id } })).cards.map((c) => [
      c.iccid,
      [c.status, c.answer],
    ]),
  );
async function resume(iccid: string) {
  return t.ok('stopResumeCards', { token: demo, body: { card_ids: [cardOf(iccid).id], action: 'resume' } });
}

describe('a 实名清除 ticket answered by the carrier', () => {
  it('clears a verified real name; a card in use stops for 未实名 until a new name is verified; an unverified one is refused', async () => {
    const [inUse, unverified, stopped] = freshCards(3, 'cucc') as [string, string, string];
    // The world: one card was never registered, one was stopped by its holder.
    sql.prepare("update cards set real_name_status = 'unverified' where iccid = ?").run(unverified);
    await t.ok('stopResumeCards', { token: demo, body: { card_ids: [cardOf(stopped).id], action: 'stop' } });
    const opened = await open({ type: 'realname_clear', numbers: [inUse, unverified, stopped] });
    await pastSla(6);

    expect(realNameOf(inUse)).toBe('unverified');
    expect(cardOf(inUse).status).toBe('suspended');
    expect(eventsOf(inUse).at(-1)).toEqual({
      from_status: 'active',
      to_status: 'suspended',
      reason: 'real_name',
      operator: 'carrier',
      note: opened.order_no,
    });
    expect(operationsOf(inUse, 'real_name_clear')).toEqual([
      { username: 'carrier', detail: JSON.stringify({ order_no: opened.order_no }) },
    ]);
    // A stopped card: its real name cleared, its state kept.
    expect(realNameOf(stopped)).toBe('unverified');
    expect(cardOf(stopped).status).toBe('suspended');
    // Refused: nothing to clear.
    expect(realNameOf(unverified)).toBe('unverified');
    expect(cardOf(unverified).status).toBe('active');
    expect(await answersOf(opened.id)).toEqual({
      [inUse]: ['success', '运营商已清除实名信息，卡片未实名停机，重新实名后复机'],
      [unverified]: ['failed', '该卡实名状态为未实名，只有已实名的卡可以清除实名'],
      [stopped]: ['success', '运营商已清除实名信息'],
    });
    expect((await answersOf(opened.id, 'en'))[unverified]).toEqual([
      'failed',
      "This card's real name is Not verified: only a verified real name can be cleared",
    ]);
    const detail = await t.ok('workOrderDetail', { token: demo, query: { id: opened.id } });
    expect(detail.order).toMatchObject({ status: 'partial', card_action: 'realname_clear' });

    // The card list's rule: a card stopped for 未实名 is not resumed by its holder ...
    const refused = await resume(inUse);
    expect(refused.failed.map((f) => f.reason)).toEqual(['该卡因未实名停机，请先完成实名认证']);
    // ... the carrier resumes it once a new real name is verified (24 hours after it is submitted).
    const first17 = '11010519900307123';
    await t.ok('realNameH5Submit', {
      body: {
        card_number: inUse,
        name: '李四',
        id_number: first17 + idNumberCheckChar(first17),
        phone: '13712345678',
      },
    });
    await advance(25 * HOUR);
    expect(realNameOf(inUse)).toBe('verified');
    expect(cardOf(inUse).status).toBe('active');
  });
});

describe('a 解绑 ticket answered by the carrier', () => {
  it('ends the /work/tac binding and takes the card out of its /hardware device; refuses a card bound to nothing or whose binding is on its way', async () => {
    demo = await t.login('demo');
    const [device] = sql
      .prepare(
        `select c.iccid from cards c join hardware h on h.card_id = c.id
         where c.client_id = ? and c.status = 'active' order by c.id limit 1`,
      )
      .pluck()
      .all(demoId) as string[];
    // demo's 移动 cards in use bound to nothing yet: in no binding and no device.
    const [bound, nothing, binding] = sql
      .prepare(
        `select c.iccid from cards c where c.client_id = ? and c.status = 'active' and c.carrier = 'cmcc'
           and not exists (select 1 from card_bindings b where b.card_id = c.id)
           and not exists (select 1 from hardware h where h.card_id = c.id)
           and not exists (select 1 from work_order_cards w where w.card_id = c.id)
         order by c.id limit 3`,
      )
      .pluck()
      .all(demoId) as [string, string, string];
    const now = () => t.deps.clock.now();
    /** Support takes an order through its steps at once (the functions the clock calls). */
    const settleNow = (id: number) => {
      expect(reviewWorkOrder(sql, id, { approve: true }, 'support', now())).toBe(true);
      expect(forwardWorkOrder(sql, id, now())).toBe(true);
      expect(answerWorkOrder(sql, id, now())).toBe(true);
    };
    // One card bound to its first device by a 机卡绑定 order the carrier answered, one on its way.
    const bind = await t.ok('addTacBinding', { token: demo, body: { mode: 'first_cdr', numbers: [bound] } });
    settleNow(bind.order_id);
    await t.ok('addTacBinding', { token: demo, body: { mode: 'first_cdr', numbers: [binding] } });
    const bindings = async (number: string) =>
      (await t.ok('tacBindingList', { token: demo, query: { page: 1, page_size: 10, number } })).tableData;
    expect((await bindings(bound))[0]!.status).toBe('bound');
    // The world: the bound card was found in another device and the carrier stopped it (机卡分离).
    sql.prepare("update cards set status = 'suspended' where iccid = ?").run(bound);
    sql
      .prepare(
        `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
         values (?, ?, 'active', 'suspended', 'imei_mismatch', 'carrier')`,
      )
      .run(cardOf(bound).id, now());
    expect((await resume(bound)).failed).toHaveLength(1);

    const opened = await open({ type: 'unbind', numbers: [device!, bound, nothing, binding] });
    settleNow(opened.id);

    // /hardware: the device is spare, and the card's log says the carrier took it out.
    expect(
      sql
        .prepare('select count(*) from hardware h join cards c on c.id = h.card_id where c.iccid = ?')
        .pluck()
        .get(device),
    ).toBe(0);
    expect(operationsOf(device!, 'hardware_unbind').at(-1)).toMatchObject({ username: 'carrier' });
    // /work/tac: the binding is gone, and the 机卡分离 stop may now be resumed by its holder.
    expect(await bindings(bound)).toEqual([]);
    expect(await resume(bound)).toEqual({ succeeded: 1, failed: [] });
    expect((await bindings(binding))[0]!.status).toBe('binding');
    expect(await answersOf(opened.id)).toEqual({
      [device!]: ['success', '运营商已解除机卡绑定'],
      [bound]: ['success', '运营商已解除机卡绑定'],
      [nothing]: ['failed', '该卡未绑定设备，无需解绑'],
      [binding]: ['failed', `卡 ${binding} 正在绑定处理中，请等待工单完成`],
    });
    const detail = await t.ok('workOrderDetail', { token: demo, query: { id: opened.id } });
    expect(detail.order).toMatchObject({
      status: 'partial',
      card_action: 'unbind',
      answer: '运营商已处理 2 张卡，2 张未能处理',
    });
  });

  it('a 实名清除 or 解绑 ticket names its cards', async () => {
    const before = orderCount();
    for (const type of ['realname_clear', 'unbind']) {
      const refused = await t.api('addWorkOrder', {
        token: demo,
        body: { type, title: 'x', content: 'x' } as never,
      });
      expect(refused.code).toBe(BizCode.BAD_REQUEST);
      expect(refused.msg).toContain('停复机、限速、实名清除、解绑工单请填写涉及的卡片');
    }
    expect(orderCount()).toBe(before);
  });
});
