import { beforeAll, describe, expect, it } from 'vitest';
import { BizError } from '../../server/errors.ts';
import { wordIn } from '../../server/i18n.ts';
import { CARRIER_RESUME_MS, liftSpeedLimit } from '../../server/services/speed-limit.ts';
import { build, HOUR } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);

let demo: string;
let demoId: number;
const operator = { userId: 1, username: 'support' };

const limitedIds = (where = '1 = 1', ...params: unknown[]) =>
  sql
    .prepare(
      `select s.card_id from speed_limited_cards s join cards c on c.id = s.card_id where ${where} order by s.card_id`,
    )
    .pluck()
    .all(...params) as number[];
const isLimited = (id: number) => limitedIds('c.id = ?', id).length === 1;
/** A demo card in service on a 达量限速 plan that is not limited now (nor lifted this month). */
const unlimitedDemoCard = () =>
  sql
    .prepare(
      `select c.id from cards c join speed_limit_plans sp on sp.plan_id = c.plan_id
       where c.main_client_id = ? and c.status = 'active'
         and not exists (select 1 from speed_limited_cards s where s.card_id = c.id)
         and not exists (select 1 from speed_limit_lifts l where l.card_id = c.id)
       order by c.id limit 1`,
    )
    .pluck()
    .get(demoId) as number;
/** The resumes sent for the card since the test began (the seed wrote a history of its own). */
let seededUpTo = 0;
const resumesOf = (id: number) =>
  sql
    .prepare(
      'select source, requester, status, answer from carrier_resumes where card_id = ? and id > ? order by id',
    )
    .all(id, seededUpTo) as { source: string; requester: string; status: string; answer: string | null }[];

beforeAll(async () => {
  seededUpTo = sql.prepare('select coalesce(max(id), 0) from carrier_resumes').pluck().get() as number;
  demo = await t.login('demo');
  demoId = t.clientIdOf('demo');
});

describe('speed-limited cards (达量限速)', () => {
  it('are seeded: demo holds a few, each in service on a 达量限速 plan and past its quota', () => {
    const demoLimited = limitedIds('c.main_client_id = ?', demoId);
    expect(demoLimited.length).toBeGreaterThanOrEqual(2);
    const wrong = sql
      .prepare(
        `select count(*) from speed_limited_cards s join cards c on c.id = s.card_id join plans p on p.id = c.plan_id
         where c.status != 'active' or c.usage_mb <= p.quota_mb + c.addon_mb
           or not exists (select 1 from speed_limit_plans sp where sp.plan_id = c.plan_id)`,
      )
      .pluck()
      .get();
    expect(wrong).toBe(0);
  });

  it('the card list and the detail show the state, in both languages', async () => {
    const [id] = limitedIds('c.main_client_id = ?', demoId);
    const iccid = sql.prepare('select iccid from cards where id = ?').pluck().get(id) as string;
    const list = await t.ok('cardList', { token: demo, query: { number: iccid } });
    expect(list.tableData.map((r) => [r.id, r.speed_state])).toEqual([[id, 'limited']]);
    expect(list.tableHeader.find((c) => c.prop === 'speed_state')?.label).toBe('限速状态');
    const en = await t.ok('cardList', { token: demo, query: { number: iccid }, lang: 'en' });
    expect(en.tableHeader.find((c) => c.prop === 'speed_state')?.label).toBe('Speed');
    const detail = await t.ok('cardDetail', { token: demo, query: { card_id: id } });
    expect(detail.speed_limited_since).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const other = unlimitedDemoCard();
    expect(
      (await t.ok('cardDetail', { token: demo, query: { card_id: other } })).speed_limited_since,
    ).toBeNull();
  });

  it('the clock slows down a card on a 达量限速 plan once it passes its quota, and no card of another plan', async () => {
    const id = unlimitedDemoCard();
    sql
      .prepare(
        'update cards set usage_mb = (select quota_mb from plans p where p.id = cards.plan_id) + addon_mb - 1 where id = ?',
      )
      .run(id);
    const otherPlan = sql
      .prepare(
        `select c.id from cards c where c.main_client_id = ? and c.status = 'active'
           and c.plan_id not in (select plan_id from speed_limit_plans) order by c.id limit 1`,
      )
      .pluck()
      .get(demoId) as number;
    sql
      .prepare(
        'update cards set usage_mb = (select quota_mb from plans p where p.id = cards.plan_id) * 2 where id = ?',
      )
      .run(otherPlan);
    expect(isLimited(id)).toBe(false);
    await advance(24 * HOUR);
    expect(isLimited(id)).toBe(true);
    expect(isLimited(otherPlan)).toBe(false);
    // Stepping on keeps one row per card.
    await advance(HOUR);
    expect(sql.prepare('select count(*) from speed_limited_cards where card_id = ?').pluck().get(id)).toBe(1);
  });
});

describe('liftSpeedLimit', () => {
  it('lifts the limited cards, refuses one that is not limited with its reason, and sends the carrier a resume', async () => {
    const [a, b] = limitedIds('c.main_client_id = ?', demoId) as [number, number];
    const notLimited = unlimitedDemoCard();
    const result = liftSpeedLimit(t.deps, [a, b, notLimited], operator, '客户已购买加油包');
    expect(result.succeeded).toBe(2);
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]!.card_id).toBe(notLimited);
    expect(wordIn('zh-CN', result.failed[0]!.reason)).toBe('该卡当前未限速，无需解除限速');
    expect(wordIn('en', result.failed[0]!.reason)).toBe(
      'This card is not speed-limited: there is no limit to lift',
    );
    expect(isLimited(a) || isLimited(b)).toBe(false);
    expect(resumesOf(a)).toEqual([
      { source: 'speed_limit', requester: 'support', status: 'sent', answer: null },
    ]);
    expect(resumesOf(notLimited)).toEqual([]);
    const op = sql
      .prepare(
        "select username, detail from card_operations where card_id = ? and action = 'speed_limit_lift'",
      )
      .get(a);
    expect(op).toEqual({ username: 'support', detail: JSON.stringify({ reason: '客户已购买加油包' }) });

    // The carrier answers on the emulator clock.
    await advance(CARRIER_RESUME_MS - 1000);
    expect(resumesOf(a)[0]!.status).toBe('sent');
    await advance(1000);
    expect(resumesOf(a)[0]).toMatchObject({ status: 'done', answer: 'carrier_resume_done' });
  });

  it("the carrier refuses a cancelled card's resume", async () => {
    const id = unlimitedDemoCard();
    sql
      .prepare('insert into speed_limited_cards (card_id, since, usage_mb) values (?, ?, 0)')
      .run(id, Date.now());
    expect(liftSpeedLimit(t.deps, [id], operator, '复机').succeeded).toBe(1);
    sql.prepare("update cards set status = 'cancelled' where id = ?").run(id);
    await advance(CARRIER_RESUME_MS);
    expect(resumesOf(id)).toEqual([
      { source: 'speed_limit', requester: 'support', status: 'failed', answer: 'carrier_resume_cancelled' },
    ]);
  });

  it('refuses an empty reason and an unknown card, changing nothing', () => {
    const [a] = limitedIds() as [number];
    const before = sql.prepare('select count(*) from carrier_resumes').pluck().get();
    expect(() => liftSpeedLimit(t.deps, [a], operator, '   ')).toThrow(BizError);
    const unknown = liftSpeedLimit(t.deps, [99_999_999], operator, '复机');
    expect(unknown.succeeded).toBe(0);
    expect(wordIn('zh-CN', unknown.failed[0]!.reason)).toContain('99999999');
    expect(isLimited(a)).toBe(true);
    expect(sql.prepare('select count(*) from carrier_resumes').pluck().get()).toBe(before);
  });

  it('a new month lifts every limit', async () => {
    expect(limitedIds().length).toBeGreaterThan(0);
    await advance(31 * 24 * HOUR);
    // The new month's accrual may limit a card again only once it passes the quota anew.
    const stale = sql
      .prepare('select count(*) from speed_limited_cards where since < ?')
      .pluck()
      .get(t.deps.clock.now() - 16 * 24 * HOUR);
    expect(stale).toBe(0);
  });
});
