import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { answerWorkOrder, forwardWorkOrder, reviewWorkOrder } from '../../server/services/work-orders.ts';
import { build, HOUR } from './helpers.ts';

/**
 * General tickets that change cards (issue 42): a 停复机 or 限速 ticket, once the carrier answers it,
 * stops, resumes, limits or lifts each of its cards by the card list's rules, the carrier named in
 * the status history, a resume sent through /remote_reroot; a refused card keeps its state and says
 * why. Whoever takes the steps (support or the clock), the cards change once.
 */

const t = await build();
const sql = t.deps.sqlite;
let demo = await t.login('demo');
let support = await t.login('support');
const demoId = t.clientIdOf('demo');

const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
/** Past any of these tickets' SLA (at most 2 working days from any day, weekends counted): four days on. */
const pastSla = async () => {
  await advance(4 * 24 * HOUR);
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
    expect(noCards.msg).toContain('Name the cards of a stop/resume or speed-limit order');
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
