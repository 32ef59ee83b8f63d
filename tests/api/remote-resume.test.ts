import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { CARRIER_RESUME_MS, liftSpeedLimit } from '../../server/services/speed-limit.ts';
import { build } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);

let support: string;
let demo: string;
let demoId: number;

const demoCard = (status: string) =>
  sql
    .prepare('select id, iccid from cards where main_client_id = ? and status = ? order by id desc limit 1')
    .get(demoId, status) as { id: number; iccid: string };
const rowsFor = async (iccid: string, lang?: string) =>
  (await t.ok('remoteResumeList', { token: support, query: { iccid }, lang })).tableData;

beforeAll(async () => {
  support = await t.login('support');
  demo = await t.login('demo');
  demoId = t.clientIdOf('demo');
});

describe('/remote_reroot: every resume sent to the carrier', () => {
  it('lists the seeded history, newest first, with answers in both languages', async () => {
    const data = await t.ok('remoteResumeList', { token: support, query: { page_size: 50 } });
    expect(data.total_count).toBe(sql.prepare('select count(*) from carrier_resumes').pluck().get());
    expect(data.total_count).toBeGreaterThan(20);
    const times = data.tableData.map((r) => r.requested_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(data.tableData.map((r) => r.source))).toEqual(
      new Set(['card_list', 'batch', 'support', 'speed_limit', 'speccard', 'work_order']),
    );
    const done = data.tableData.find((r) => r.status === 'done')!;
    expect(done.answer).toBe('运营商已复机');
    const en = await t.ok('remoteResumeList', {
      token: support,
      query: { status: 'done', page_size: 5 },
      lang: 'en',
    });
    expect(en.tableData[0]!.answer).toBe('Resumed by the carrier');
    expect(en.tableHeader.find((c) => c.prop === 'answer')?.label).toBe("Carrier's answer");
  });

  it('records the card list resume, the batch-free support change and the speed-limit lift, settled on the clock', async () => {
    // The card list's resume (a card demo stopped itself).
    const card = demoCard('active');
    await t.ok('stopResumeCards', { token: demo, body: { card_ids: [card.id], action: 'stop' } });
    expect(await rowsFor(card.iccid)).toHaveLength(0);
    await t.ok('stopResumeCards', { token: demo, body: { card_ids: [card.id], action: 'resume' } });
    let rows = await rowsFor(card.iccid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'card_list', requester: 'demo', status: 'sent', answer: '' });

    // Support's status change: stop, then resume with a reason.
    await t.ok('supportChangeStatus', {
      token: support,
      body: { card_id: card.id, status: 'suspended', reason: '客户要求' },
    });
    await t.ok('supportChangeStatus', {
      token: support,
      body: { card_id: card.id, status: 'active', reason: '客户已缴费' },
    });
    rows = await rowsFor(card.iccid);
    expect(rows.map((r) => [r.source, r.requester])).toEqual([
      ['support', 'support'],
      ['card_list', 'demo'],
    ]);

    // The speed-limit lift.
    const limited = sql
      .prepare('select card_id from speed_limited_cards order by card_id limit 1')
      .pluck()
      .get() as number;
    liftSpeedLimit(t.deps, [limited], { userId: 1, username: 'support' }, '已购加油包');
    const iccid = sql.prepare('select iccid from cards where id = ?').pluck().get(limited) as string;
    expect((await rowsFor(iccid))[0]).toMatchObject({ source: 'speed_limit', status: 'sent' });

    await advance(CARRIER_RESUME_MS);
    rows = await rowsFor(card.iccid, 'en');
    expect(rows.map((r) => [r.status, r.answer])).toEqual([
      ['done', 'Resumed by the carrier'],
      ['done', 'Resumed by the carrier'],
    ]);
    expect(rows[0]!.answered_at).not.toBeNull();
  });

  it('filters by client (a main client: its tree), status, source and date', async () => {
    const yunjiId = t.clientIdOf('yunji');
    const mine = await t.ok('remoteResumeList', {
      token: support,
      query: { client_id: yunjiId, page_size: 50 },
    });
    const expected = sql
      .prepare(
        `select count(*) from carrier_resumes r join clients c on c.id = r.client_id
         where c.id = ? or c.parent_id = ?`,
      )
      .pluck()
      .get(yunjiId, yunjiId);
    expect(mine.total_count).toBe(expected);
    expect(mine.total_count).toBeGreaterThan(0);
    const failed = await t.ok('remoteResumeList', { token: support, query: { status: 'failed' } });
    expect(failed.tableData.every((r) => r.status === 'failed')).toBe(true);
    const lifts = await t.ok('remoteResumeList', { token: support, query: { source: 'speed_limit' } });
    expect(lifts.tableData.every((r) => r.source === 'speed_limit')).toBe(true);
    const none = await t.ok('remoteResumeList', {
      token: support,
      query: { requested_at_start: '2000-01-01', requested_at_end: '2000-01-02' },
    });
    expect(none.total_count).toBe(0);
  });

  it('answers 599 to a customer and to a support user without the code', async () => {
    expect((await t.api('remoteResumeList', { token: demo })).code).toBe(BizCode.NO_PERMISSION);
    await t.request
      .put('/__emulator/users/support/perms')
      .send({ revoke: ['router_remote_reroot'] })
      .expect(200);
    expect((await t.api('remoteResumeList', { token: support })).code).toBe(BizCode.NO_PERMISSION);
    await t.request
      .put('/__emulator/users/support/perms')
      .send({ grant: ['router_remote_reroot'] })
      .expect(200);
    expect((await t.api('remoteResumeList', { token: support })).code).toBe(BizCode.OK);
  });

  it('refuses a hostile query with a clear error, never a 500', async () => {
    for (const query of [
      { client_id: 'abc' },
      { status: 'nope' },
      { requested_at_start: 'x' },
      { iccid: "' or 1=1" },
    ]) {
      const res = await t.api('remoteResumeList', { token: support, query: query as never });
      expect([BizCode.OK, BizCode.BAD_REQUEST]).toContain(res.code);
    }
  });
});
