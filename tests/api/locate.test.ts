import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, LOCATE_ACCURACY_MAX_M, LOCATE_ACCURACY_MIN_M, LOCATE_NEIGHBOUR_RADIUS_M } from '#contract';
import { formatDateTime, monthBounds } from '../../server/lib/format.ts';
import { nbPowerSaving, nbSignal } from '../../server/lib/nb-signal.ts';
import { build, NOW } from './helpers.ts';

const t = await build();

const one = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).get(...params);
const n = (sql: string, ...params: unknown[]) => one<{ n: number }>(sql, ...params)!.n;

let demoId: number;
let subId: number;
let yunjiId: number;
let demo: string;
let demoSub: string;
let yunji: string;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  subId = t.clientIdOf('demo_sub');
  yunjiId = t.clientIdOf('yunji');
  [demo, demoSub, yunji] = await Promise.all([t.login('demo'), t.login('demo_sub'), t.login('yunji')]);
});

interface SessionCard {
  id: number;
  iccid: string;
  msisdn: string;
  carrier: string;
  cell_id: number;
  ended_at: number | null;
}

/** A card of the given scope whose latest session is open (or closed), with that session's cell. */
const cardWithSession = (where: string, id: number, open: boolean, carrier?: string) =>
  one<SessionCard>(
    `select c.id, c.iccid, c.msisdn, c.carrier, s.cell_id, s.ended_at from cards c join card_sessions s on s.card_id = c.id
     where ${where} and c.status <> 'cancelled' and s.ended_at is ${open ? '' : 'not '}null
       ${carrier ? `and c.carrier = '${carrier}'` : ''}
       and s.started_at = (select max(started_at) from card_sessions x where x.card_id = c.id)
     order by c.id limit 1`,
    id,
  )!;

const queriesOf = (mainId: number) =>
  n('select count(*) as n from locate_queries where main_client_id = ?', mainId);

async function without(username: string, code: string, body: () => Promise<void>) {
  const userId = one<{ id: number }>('select id from users where username = ?', username)!.id;
  t.deps.sqlite
    .prepare("insert into user_perm_overrides (user_id, code, effect) values (?, ?, 'revoke')")
    .run(userId, code);
  try {
    await body();
  } finally {
    t.deps.sqlite.prepare('delete from user_perm_overrides where user_id = ? and code = ?').run(userId, code);
  }
}

describe('GET /locate/brief/', () => {
  it("gives demo's subscription and this month's queries of its tree, with the price", async () => {
    const [start, end] = monthBounds(NOW);
    const brief = await t.ok('locateBrief', { token: demo });
    const at = one<{ locate_enabled_at: number }>(
      'select locate_enabled_at from clients where id = ?',
      demoId,
    )!;
    const month = n(
      'select count(*) as n from locate_queries where main_client_id = ? and at >= ? and at < ?',
      demoId,
      start,
      end,
    );
    expect(brief).toEqual({
      subscribed: true,
      subscribed_at: formatDateTime(at.locate_enabled_at),
      can_manage: true,
      price_cents: 10,
      accuracy_min_m: LOCATE_ACCURACY_MIN_M,
      accuracy_max_m: LOCATE_ACCURACY_MAX_M,
      month: '2025-10',
      month_queries: month,
      month_cost_cents: month * 10,
    });
  });

  it('counts a new query in this month, at its price', async () => {
    const before = await t.ok('locateBrief', { token: demo });
    const card = cardWithSession('c.main_client_id = ?', demoId, true);
    await t.ok('locateInfo', { token: demo, query: { number: card.iccid } });
    const after = await t.ok('locateBrief', { token: demo });
    expect(after.month_queries).toBe(before.month_queries + 1);
    expect(after.month_cost_cents).toBe(before.month_cost_cents + 10);
  });

  it("shows a sub-client its main client's subscription and its own cards' queries, without managing it", async () => {
    const [start, end] = monthBounds(NOW);
    const brief = await t.ok('locateBrief', { token: demoSub });
    expect(brief.subscribed).toBe(true);
    expect(brief.can_manage).toBe(false);
    expect(brief.month_queries).toBe(
      n(
        `select count(*) as n from locate_queries q join cards c on c.id = q.card_id
         where q.main_client_id = ? and q.at >= ? and q.at < ? and c.client_id = ?`,
        demoId,
        start,
        end,
        subId,
      ),
    );
  });

  it('answers 599 naming 功能简介 without router_locate_funcbrief, and 403 without a token', async () => {
    await without('demo', 'router_locate_funcbrief', async () => {
      const res = await t.api('locateBrief', { token: demo });
      expect(res.code).toBe(BizCode.NO_PERMISSION);
      expect(res.msg).toBe('当前用户无 功能简介 权限');
      expect((await t.api('locateSubscribe', { token: demo, body: { enabled: false } })).code).toBe(
        BizCode.NO_PERMISSION,
      );
    });
    expect((await t.api('locateBrief')).code).toBe(BizCode.TOKEN_INVALID);
  });
});

describe('POST /locate/subscription/ and GET /locate_info/ without a subscription', () => {
  it('refuses to locate for a client that has not subscribed, recording nothing', async () => {
    const card = cardWithSession('c.main_client_id = ?', yunjiId, true);
    const before = queriesOf(yunjiId);
    const res = await t.api('locateInfo', { token: yunji, query: { number: card.iccid } });
    expect(res).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '尚未开通基站定位服务，请先在“功能简介”中开通',
      data: null,
    });
    expect(queriesOf(yunjiId)).toBe(before);
  });

  it('subscribes a main client now, then locates, then cancels', async () => {
    const brief = await t.ok('locateSubscribe', { token: yunji, body: { enabled: true } });
    expect(brief.subscribed).toBe(true);
    expect(brief.subscribed_at).toBe(formatDateTime(NOW));
    expect(one('select locate_enabled_at from clients where id = ?', yunjiId)).toEqual({
      locate_enabled_at: NOW,
    });

    const card = cardWithSession('c.main_client_id = ?', yunjiId, true);
    await t.ok('locateInfo', { token: yunji, query: { number: card.msisdn } });

    const off = await t.ok('locateSubscribe', { token: yunji, body: { enabled: false } });
    expect(off).toMatchObject({
      subscribed: false,
      subscribed_at: null,
      month_queries: 1,
      month_cost_cents: 10,
    });
    expect(one('select locate_enabled_at from clients where id = ?', yunjiId)).toEqual({
      locate_enabled_at: null,
    });
    expect((await t.api('locateInfo', { token: yunji, query: { number: card.msisdn } })).code).toBe(
      BizCode.BAD_REQUEST,
    );
  });

  it('refuses a sub-client, which uses its main client’s subscription', async () => {
    const res = await t.api('locateSubscribe', { token: demoSub, body: { enabled: false } });
    expect(res).toEqual({ code: BizCode.BAD_REQUEST, msg: '仅主客户账号可以开通或关闭定位服务', data: null });
    expect(
      one<{ at: number | null }>('select locate_enabled_at as at from clients where id = ?', demoId)!.at,
    ).not.toBeNull();
  });

  it('refuses a body without enabled', async () => {
    const res = await t.api('locateSubscribe', { token: demo, body: {} });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('enabled');
  });
});

describe('GET /locate_info/', () => {
  it("places an online card at its open session's cell, with the cells around it, and records the query", async () => {
    const card = cardWithSession('c.main_client_id = ?', demoId, true);
    const before = queriesOf(demoId);
    const data = await t.ok('locateInfo', { token: demo, query: { number: card.iccid } });
    const cell = one<{ lat: number; lng: number; city: string; address: string; carrier: string }>(
      'select lat, lng, city, address, carrier from cells where id = ?',
      card.cell_id,
    )!;
    expect(data.card).toMatchObject({ id: card.id, iccid: card.iccid, msisdn: card.msisdn });
    expect(data.online).toBe(true);
    expect(data.located_at).toBe(formatDateTime(NOW));
    expect(data.cell).toMatchObject({ id: card.cell_id, ...cell, distance_m: 0 });
    expect(data.accuracy_m).toBeGreaterThanOrEqual(LOCATE_ACCURACY_MIN_M);
    expect(data.accuracy_m).toBeLessThanOrEqual(LOCATE_ACCURACY_MAX_M);
    expect(data.neighbours.length).toBeGreaterThan(0);
    const distances = data.neighbours.map((c) => c.distance_m);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances.every((d) => d > 0 && d <= LOCATE_NEIGHBOUR_RADIUS_M)).toBe(true);

    expect(queriesOf(demoId)).toBe(before + 1);
    const row = one(
      'select main_client_id, card_id, cell_id, at from locate_queries where id = ?',
      data.query_id,
    );
    expect(row).toEqual({ main_client_id: demoId, card_id: card.id, cell_id: card.cell_id, at: NOW });
  });

  it('gives an offline card the time its last session ended, and English names in English', async () => {
    const card = cardWithSession('c.main_client_id = ?', demoId, false);
    const data = await t.ok('locateInfo', {
      token: demo,
      lang: 'en',
      query: { number: card.msisdn, num_type: 'msisdn' },
    });
    const cell = one<{ city_en: string; address_en: string }>(
      'select city_en, address_en from cells where id = ?',
      card.cell_id,
    )!;
    expect(data.online).toBe(false);
    expect(data.located_at).toBe(formatDateTime(card.ended_at));
    expect(data.cell.city).toBe(cell.city_en);
    expect(data.cell.address).toBe(cell.address_en);
  });

  it('refuses a cancelled card and a card that was never online, recording nothing', async () => {
    const cancelled = one<{ iccid: string }>(
      "select iccid from cards where main_client_id = ? and status = 'cancelled' limit 1",
      demoId,
    )!;
    const never = one<{ iccid: string }>(
      `select iccid from cards c where main_client_id = ? and status <> 'cancelled'
       and not exists (select 1 from card_sessions s where s.card_id = c.id) limit 1`,
      demoId,
    )!;
    const before = queriesOf(demoId);
    expect(await t.api('locateInfo', { token: demo, query: { number: cancelled.iccid } })).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: `卡 ${cancelled.iccid} 已销户，无法定位`,
      data: null,
    });
    expect(await t.api('locateInfo', { token: demo, query: { number: never.iccid } })).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: `卡 ${never.iccid} 暂无上网记录，无法定位`,
      data: null,
    });
    expect(queriesOf(demoId)).toBe(before);
  });

  it("answers 404 for another client's card, and a sub-client for its main client's own card", async () => {
    const theirs = cardWithSession('c.main_client_id = ?', yunjiId, true);
    expect(await t.api('locateInfo', { token: demo, query: { number: theirs.iccid } })).toEqual({
      code: BizCode.NOT_FOUND,
      msg: `未找到卡号为 ${theirs.iccid} 的卡`,
      data: null,
    });
    const mainOwn = cardWithSession('c.client_id = ?', demoId, true);
    expect((await t.api('locateInfo', { token: demoSub, query: { number: mainOwn.iccid } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    const subOwn = cardWithSession('c.client_id = ?', subId, true);
    const data = await t.ok('locateInfo', { token: demoSub, query: { number: subOwn.iccid } });
    expect(data.card.id).toBe(subOwn.id);
  });

  it('refuses an empty number with 请输入卡号', async () => {
    expect(await t.api('locateInfo', { token: demo, query: { number: '  ' } })).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '请输入卡号',
      data: null,
    });
  });

  it('answers 599 naming 定位服务 without router_locate_service', async () => {
    await without('demo', 'router_locate_service', async () => {
      const res = await t.api('locateInfo', { token: demo, query: { number: '1' } });
      expect(res.code).toBe(BizCode.NO_PERMISSION);
      expect(res.msg).toBe('当前用户无 定位服务 权限');
      expect((await t.api('locateQueryList', { token: demo })).code).toBe(BizCode.NO_PERMISSION);
    });
  });
});

describe('GET /locate/queries/', () => {
  it("lists demo's tree's queries newest first, with the cell's city", async () => {
    const card = cardWithSession('c.main_client_id = ?', demoId, true);
    const { query_id } = await t.ok('locateInfo', { token: demo, query: { number: card.iccid } });
    const data = await t.ok('locateQueryList', { token: demo });
    expect(data.total_count).toBe(queriesOf(demoId));
    expect(data.tableData[0]).toMatchObject({ id: query_id, card_id: card.id, username: 'demo' });
    expect(data.tableData[0]!.city).toBe(
      one<{ city: string }>('select city from cells where id = ?', card.cell_id)!.city,
    );
    const byNumber = await t.ok('locateQueryList', { token: demo, query: { number: card.msisdn } });
    expect(byNumber.tableData.every((r) => r.card_id === card.id)).toBe(true);
  });

  it("shows a sub-client only its own cards' queries, and yunji none of demo's", async () => {
    const sub = await t.ok('locateQueryList', { token: demoSub, query: { page_size: 50 } });
    expect(sub.total_count).toBe(
      n(
        'select count(*) as n from locate_queries q join cards c on c.id = q.card_id where c.client_id = ?',
        subId,
      ),
    );
    const theirs = await t.ok('locateQueryList', { token: yunji, query: { page_size: 50 } });
    expect(theirs.total_count).toBe(queriesOf(yunjiId));
  });
});

describe('GET /ctcc_nb/query/', () => {
  it("answers a China Telecom card's attach state, session, cell, power saving and signal", async () => {
    const card = cardWithSession('c.main_client_id = ?', demoId, true, 'ctcc');
    const data = await t.ok('ctccNbQuery', { token: demo, query: { number: card.msisdn } });
    const session = one<{ started_at: number; ip: string; apn: string }>(
      'select started_at, ip, apn from card_sessions where card_id = ? order by started_at desc limit 1',
      card.id,
    )!;
    expect(data.card.id).toBe(card.id);
    expect(data.attached).toBe(true);
    expect(data.last_attach_at).toBe(formatDateTime(session.started_at));
    expect(data.last_detach_at).toBeNull();
    expect(data.ip).toBe(session.ip);
    expect(data.apn).toBe(session.apn);
    expect(data.cell?.ci).toBe(one<{ ci: number }>('select ci from cells where id = ?', card.cell_id)!.ci);
    expect(data.signal).toEqual(nbSignal(card.id, card.cell_id));
    expect(data.power_saving).toEqual(nbPowerSaving(card.id));
  });

  it('answers a detached card with its last detach time', async () => {
    const card = cardWithSession('c.main_client_id = ?', demoId, false, 'ctcc');
    const data = await t.ok('ctccNbQuery', { token: demo, query: { number: card.iccid } });
    expect(data.attached).toBe(false);
    expect(data.last_detach_at).toBe(formatDateTime(card.ended_at));
  });

  it('refuses a card of another carrier, naming it', async () => {
    const card = one<{ msisdn: string }>(
      "select msisdn from cards where main_client_id = ? and carrier = 'cmcc' limit 1",
      demoId,
    )!;
    expect(await t.api('ctccNbQuery', { token: demo, query: { number: card.msisdn } })).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: `卡 ${card.msisdn} 是中国移动卡，电信NB查询仅支持中国电信物联网卡`,
      data: null,
    });
    const en = await t.api('ctccNbQuery', { token: demo, lang: 'en', query: { number: card.msisdn } });
    expect(en.msg).toBe(
      `Card ${card.msisdn} is a China Mobile card: the NB query covers China Telecom cards only`,
    );
  });

  it("answers 404 for another client's card, 400 for no number, 599 without the code", async () => {
    const theirs = one<{ iccid: string }>(
      "select iccid from cards where main_client_id = ? and carrier = 'ctcc' limit 1",
      yunjiId,
    )!;
    expect((await t.api('ctccNbQuery', { token: demo, query: { number: theirs.iccid } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    expect((await t.api('ctccNbQuery', { token: demo, query: {} })).msg).toBe('请输入卡号');
    await without('demo', 'router_ctcc_nb_query', async () => {
      const res = await t.api('ctccNbQuery', { token: demo, query: { number: theirs.iccid } });
      expect(res.msg).toBe('当前用户无 电信NB查询 权限');
    });
  });
});
