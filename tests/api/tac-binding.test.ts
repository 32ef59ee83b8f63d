import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build, HOUR } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
let demo = await t.login('demo');
const demoSub = await t.login('demo_sub');

const DAY = 24 * HOUR;
/** Moves the clock, and logs in again (a session does not outlive days of it). */
async function advance(ms: number) {
  await t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
  demo = await t.login('demo');
}
const bindings = async (query: Record<string, unknown> = {}) =>
  (await t.ok('tacBindingList', { token: demo, query: { page: 1, page_size: 50, ...query } })).tableData;
const events = async (query: Record<string, unknown> = {}) =>
  (await t.ok('tacEventList', { token: demo, query: { page: 1, page_size: 50, ...query } })).tableData;
const card = (iccid: string) =>
  sql.prepare('select id, status, imei from cards where iccid = ?').get(iccid) as {
    id: number;
    status: string;
    imei: string | null;
  };
const counts = () =>
  sql
    .prepare(
      `select (select count(*) from card_bindings) as b, (select count(*) from work_orders) as o,
        (select count(*) from work_order_cards) as wc`,
    )
    .get();
const lastStop = (cardId: number) =>
  sql
    .prepare(
      'select reason, operator from card_status_events where card_id = ? order by at desc, id desc limit 1',
    )
    .get(cardId);

/** demo's own cards in use with a device, in no binding. */
const freeCards = (limit: number) =>
  sql
    .prepare(
      `select c.iccid from cards c join users u on u.client_id = c.client_id and u.username = 'demo'
       where c.status = 'active' and c.imei is not null
         and not exists (select 1 from card_bindings b where b.card_id = c.id) order by c.id limit ?`,
    )
    .pluck()
    .all(limit) as string[];

describe('/work/tac', () => {
  it('lists demo’s seeded bindings with their states and separation, and the device history', async () => {
    const rows = await bindings();
    const statuses = rows.map((r) => r.status).sort();
    expect(statuses).toEqual([
      'bind_failed',
      'binding',
      'bound',
      'bound',
      'bound',
      'bound',
      'bound',
      'bound',
      'bound',
      'unbinding',
    ]);
    const separated = rows.filter((r) => r.separated === 'yes');
    expect(separated).toHaveLength(1);
    expect(separated[0]!.mode).toBe('first_cdr');
    expect(separated[0]!.imei).not.toBe(separated[0]!.bound_imei);
    expect(card(separated[0]!.iccid).status).toBe('suspended');
    expect(lastStop(separated[0]!.card_id)).toEqual({ reason: 'imei_mismatch', operator: 'carrier' });
    const tacRows = rows.filter((r) => r.mode === 'tac');
    expect(tacRows).toHaveLength(3);
    expect(
      tacRows.every((r) => r.tac === '86451203' && r.imei.startsWith('86451203') && r.separated === 'no'),
    ).toBe(true);
    const failed = rows.find((r) => r.status === 'bind_failed')!;
    expect(failed.answer).toContain('销户');
    // The history: the separation that stopped a card, and a move within a TAC segment.
    const history = await events();
    expect(history.map((e) => [e.separated, e.action])).toEqual([
      ['no', 'none'],
      ['yes', 'stopped'],
    ]);
    expect((await events({ separated: 'yes' }))[0]!.iccid).toBe(separated[0]!.iccid);
    // Filters: separated, mode.
    expect((await bindings({ separated: 'yes' })).map((r) => r.id)).toEqual([separated[0]!.id]);
    expect(await bindings({ mode: 'tac' })).toHaveLength(3);
    // A sub-client manages no bindings.
    expect((await t.api('tacBindingList', { token: demoSub, query: { page: 1, page_size: 10 } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
  });

  it('binds listed cards as one 机卡绑定 order: 绑定处理中, then 已绑定 once the carrier answers; a move to another device then stops the card for 机卡分离', async () => {
    const numbers = freeCards(2);
    const added = await t.ok('addTacBinding', { token: demo, body: { mode: 'first_cdr', numbers } });
    expect(added.added).toBe(2);
    const order = sql
      .prepare('select type, card_count, sla_days from work_orders where id = ?')
      .get(added.order_id);
    expect(order).toEqual({ type: 'tac_bind', card_count: 2, sla_days: 3 });
    const mine = () => bindings({ number: numbers[0] });
    expect((await mine())[0]).toMatchObject({ status: 'binding', separated: '', bound_imei: '' });
    await advance(6 * DAY);
    const bound = (await mine())[0]!;
    expect(bound).toMatchObject({ status: 'bound', separated: 'no' });
    expect(bound.bound_imei).toBe(card(numbers[0]!).imei);
    // The world moves the card into another device: the carrier stops it, and says why.
    const cardId = card(numbers[0]!).id;
    sql
      .prepare('insert into imei_swaps (card_id, at, imei) values (?, ?, ?)')
      .run(cardId, t.deps.clock.now() + HOUR, '869999999999999');
    await advance(2 * HOUR);
    expect((await mine())[0]).toMatchObject({ status: 'bound', separated: 'yes', imei: '869999999999999' });
    expect(card(numbers[0]!).status).toBe('suspended');
    expect(lastStop(cardId)).toEqual({ reason: 'imei_mismatch', operator: 'carrier' });
    expect((await events({ number: numbers[0] }))[0]).toMatchObject({ separated: 'yes', action: 'stopped' });
    // The customer cannot resume it while bound; once unbound, it may.
    const resume = () =>
      t.api('stopResumeCards', { token: demo, body: { action: 'resume', card_ids: [cardId] } as never });
    const refused = await resume();
    expect(JSON.stringify(refused)).toContain('机卡分离');
    const unbind = await t.ok('unbindTac', { token: demo, body: { id: bound.id } });
    expect(unbind.status).toBe('unbinding');
    expect((await mine())[0]!.status).toBe('unbinding');
    await advance(6 * DAY);
    expect(await mine()).toEqual([]);
    expect(sql.prepare('select status from cards where id = ?').pluck().get(cardId)).toBe('suspended');
    const resumed = await resume();
    expect(resumed.code).toBe(BizCode.OK);
    expect(sql.prepare('select status from cards where id = ?').pluck().get(cardId)).toBe('active');
  });

  it('a TAC binding judges the device by its segment', async () => {
    const [number] = freeCards(1);
    const imei = card(number!).imei!;
    await t.ok('addTacBinding', {
      token: demo,
      body: { mode: 'tac', tac: imei.slice(0, 10), numbers: [number!] },
    });
    await advance(6 * DAY);
    expect((await bindings({ number }))[0]).toMatchObject({
      status: 'bound',
      separated: 'no',
      tac: imei.slice(0, 10),
    });
    const cardId = card(number!).id;
    sql
      .prepare('insert into imei_swaps (card_id, at, imei) values (?, ?, ?)')
      .run(cardId, t.deps.clock.now() + HOUR, `${imei.slice(0, 10)}77777`);
    await advance(2 * HOUR);
    expect((await bindings({ number }))[0]!.separated).toBe('no');
    expect(card(number!).status).toBe('active');
  });

  it('refuses bad input with a localised message naming the field, and saves nothing', async () => {
    const [pending, free] = freeCards(2);
    await t.ok('addTacBinding', { token: demo, body: { mode: 'first_cdr', numbers: [pending!] } });
    const bound = (await bindings({ status: 'bound' }))[0]!.iccid;
    const cancelled = sql
      .prepare(
        "select iccid from cards where status = 'cancelled' and main_client_id = (select client_id from users where username = 'demo') limit 1",
      )
      .pluck()
      .get() as string;
    const foreign = sql
      .prepare(
        "select iccid from cards where main_client_id <> (select client_id from users where username = 'demo') limit 1",
      )
      .pluck()
      .get() as string;
    const before = counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { mode: 'tac', tac: '8600000', numbers: [free] },
        'TAC号段须为 8 到 14 位数字',
        'The TAC segment must be 8 to 14 digits',
      ],
      [
        { mode: 'tac', tac: '86abc0000', numbers: [free] },
        'TAC号段须为 8 到 14 位数字',
        'The TAC segment must be 8 to 14 digits',
      ],
      [{ mode: 'first_cdr', numbers: [free, free] }, '以下卡重复', 'listed twice'],
      [{ mode: 'first_cdr', numbers: [foreign] }, '以下卡不存在或不属于您', 'do not exist or are not yours'],
      [
        { mode: 'first_cdr', numbers: [cancelled] },
        '以下卡已销户，不能绑定',
        'cancelled and cannot be bound',
      ],
      [{ mode: 'first_cdr', numbers: [bound] }, '以下卡已绑定或正在绑定', 'bound or being bound'],
      [{ mode: 'first_cdr', numbers: [] }, '', ''],
    ];
    for (const [body, zh, en] of cases) {
      for (const [lang, text] of [
        ['zh-CN', zh],
        ['en', en],
      ] as const) {
        const res = await t.api('addTacBinding', { token: demo, lang, body: body as never });
        expect(res.code, JSON.stringify(body)).toBe(BizCode.BAD_REQUEST);
        expect(res.msg).toContain(text);
      }
    }
    const unknown = await t.api('unbindTac', { token: demo, body: { id: 999_999 } });
    expect(unknown.msg).toBe('机卡绑定记录 999999 不存在');
    const busy = (await bindings({ number: pending }))[0]!;
    const refused = await t.api('unbindTac', { token: demo, body: { id: busy.id } });
    expect(refused.msg).toContain('绑定处理中');
    expect(counts()).toEqual(before);
  });
});
