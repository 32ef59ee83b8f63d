import { describe, expect, it } from 'vitest';
import { API_BASE, BizCode, CONTROL_TOKEN_HEADER, SESSION_HEADER } from '#contract';
import { buildApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import { build, HOUR, NOW } from './helpers.ts';

const t = await build();
const DAY = 24 * HOUR;

/** A control call on the default world, or on a named one. */
const ctl = (method: 'get' | 'post' | 'put' | 'delete', path: string, session?: string) => {
  const req = t.request[method](`/__emulator${path}`);
  return session ? req.set(SESSION_HEADER, session) : req;
};

const cardCount = () => t.deps.sqlite.prepare<[], { n: number }>('select count(*) as n from cards').get()!.n;

describe('POST /__emulator/reset and snapshots', () => {
  it('puts changed data back to the seeded state', async () => {
    const before = cardCount();
    t.deps.sqlite.prepare('delete from cards where id <= 10').run();
    expect(cardCount()).toBe(before - 10);
    const res = await ctl('post', '/reset').expect(200);
    expect(res.body.ms).toBeTypeOf('number');
    expect(cardCount()).toBe(before);
  });

  it('saves and restores a named snapshot of the whole database, and 404s an unknown one', async () => {
    await ctl('post', '/reset');
    t.deps.sqlite.prepare("update cards set status = 'cancelled' where id = 1").run();
    const saved = await ctl('post', '/snapshots').send({ name: 'one-cancelled' }).expect(200);
    expect(saved.body).toMatchObject({ name: 'one-cancelled' });
    expect(saved.body.bytes).toBeGreaterThan(10_000);

    t.deps.sqlite.prepare('delete from cards').run();
    expect(cardCount()).toBe(0);
    await ctl('post', '/snapshots/one-cancelled/restore').expect(200);
    expect(t.deps.sqlite.prepare('select status from cards where id = 1').get()).toEqual({
      status: 'cancelled',
    });

    const list = await ctl('get', '/snapshots').expect(200);
    expect(list.body.items.map((s: { name: string }) => s.name)).toContain('one-cancelled');
    await ctl('post', '/snapshots/nope/restore').expect(404);
    await ctl('post', '/snapshots').send({ name: 'bad name!' }).expect(400);
  });

  it('keeps tokens issued before a restore invalid only if the restored data never had them', async () => {
    await ctl('post', '/reset');
    await ctl('post', '/snapshots').send({ name: 'before-login' });
    const token = await t.login('demo');
    expect((await t.api('indexHeader', { token })).code).toBe(BizCode.OK);
    await ctl('post', '/snapshots/before-login/restore');
    expect((await t.api('indexHeader', { token })).code).toBe(BizCode.TOKEN_INVALID);
  });
});

describe('an empty body sent as JSON', () => {
  it('is no body on the control API: POST /__emulator/reset with Content-Type application/json answers 200', async () => {
    const res = await ctl('post', '/reset').set('Content-Type', 'application/json').expect(200);
    expect(res.body.ms).toBeTypeOf('number');
  });

  it('is read as `{}` under /ep/api: the validation message, not a parse error', async () => {
    const empty = await t.request.post(`${API_BASE}/login/`).set('Content-Type', 'application/json');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '用户名不能为空',
      data: { field: 'username' },
    });
    const braces = await t.request
      .post(`${API_BASE}/login/`)
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(empty.body).toEqual(braces.body);
  });

  it('leaves a malformed JSON body a 400 in the envelope under /ep/api', async () => {
    for (const body of ['{"username":', ' ', 'null x']) {
      const res = await t.request
        .post(`${API_BASE}/login/`)
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body, JSON.stringify(body)).toEqual({
        code: BizCode.BAD_REQUEST,
        msg: '请求内容格式不正确',
        data: null,
      });
    }
  });
});

describe('PUT /__emulator/scenario', () => {
  it('answers every /ep/api call with 905 in upgrade mode until it is turned off', async () => {
    await ctl('put', '/scenario').send({ upgrade: true }).expect(200, { upgrade: true, hosted_on_ec: true });
    const res = await t.api('loginConfig');
    expect(res).toMatchObject({ code: BizCode.UPGRADING, msg: '系统升级中，请稍后访问' });
    await ctl('put', '/scenario').send({ upgrade: false });
    expect((await t.api('loginConfig')).code).toBe(BizCode.OK);
  });

  it('sets hosted_on_ec, which login_config reports', async () => {
    await ctl('put', '/scenario').send({ hosted_on_ec: false }).expect(200);
    expect((await t.ok('loginConfig')).hosted_on_ec).toBe(false);
    await ctl('put', '/scenario').send({ hosted_on_ec: true });
    expect((await t.ok('loginConfig')).hosted_on_ec).toBe(true);
  });

  it('refuses a body of the wrong type', async () => {
    await ctl('put', '/scenario').send({ upgrade: 'yes' }).expect(400);
  });
});

describe('users: revoke and live permissions', () => {
  it("revokes every token of a user, so the next call gets 403, while other users' tokens still work", async () => {
    const demo1 = await t.login('demo');
    const demo2 = await t.login('demo');
    const sub = await t.login('demo_sub');
    const res = await ctl('post', '/users/demo/revoke').expect(200);
    expect(res.body).toEqual({ username: 'demo', revoked: expect.any(Number) });
    expect(res.body.revoked).toBeGreaterThanOrEqual(2);
    expect((await t.api('indexHeader', { token: demo1 })).code).toBe(BizCode.TOKEN_INVALID);
    expect((await t.api('indexHeader', { token: demo2 })).code).toBe(BizCode.TOKEN_INVALID);
    expect((await t.api('indexHeader', { token: sub })).code).toBe(BizCode.OK);
    await ctl('post', '/users/nobody/revoke').expect(404);
  });

  it('withdraws a code from a user live: the next call gets 599, granting it back restores access', async () => {
    const token = await t.login('demo');
    expect((await t.api('cardList', { token })).code).toBe(BizCode.OK);
    const res = await ctl('put', '/users/demo/perms')
      .send({ revoke: ['router_card_list'] })
      .expect(200);
    expect(res.body.codes).not.toContain('router_card_list');
    expect(await t.api('cardList', { token })).toMatchObject({
      code: BizCode.NO_PERMISSION,
      data: { perm_names: ['卡列表'] },
    });
    await ctl('put', '/users/demo/perms')
      .send({ grant: ['router_card_list'] })
      .expect(200);
    expect((await t.api('cardList', { token })).code).toBe(BizCode.OK);
  });

  it("grants a code to a user's whole permission group with scope group", async () => {
    const token = await t.login('demo_sub');
    expect((await t.api('cardList', { token })).code).toBe(BizCode.NO_PERMISSION);
    await ctl('put', '/users/demo_sub/perms')
      .send({ grant: ['router_card_list'], scope: 'group' })
      .expect(200);
    expect((await t.api('cardList', { token })).code).toBe(BizCode.OK);
    const groupCodes = t.deps.sqlite
      .prepare(
        "select code from perm_group_codes g join users u on u.group_id = g.group_id where u.username = 'demo_sub'",
      )
      .all();
    expect(groupCodes).toContainEqual({ code: 'router_card_list' });
    await ctl('put', '/users/demo_sub/perms').send({ revoke: ['router_card_list'], scope: 'group' });
  });

  it('refuses unknown permission codes', async () => {
    const res = await ctl('put', '/users/demo/perms')
      .send({ grant: ['router_nope'] })
      .expect(400);
    expect(res.body.error).toContain('unknown permission code');
  });
});

describe('GET /__emulator/codes', () => {
  it('lists the codes the emulator "sent", newest first, filtered by phone', async () => {
    const insert = t.deps.sqlite.prepare(
      'insert into sent_codes (phone, purpose, code, sent_at, expires_at) values (?, ?, ?, ?, ?)',
    );
    insert.run('13800138000', 'login', '111111', NOW, NOW + 300_000);
    insert.run('13800138000', 'contact', '222222', NOW + 60_000, NOW + 360_000);
    insert.run('13900139000', 'register', '333333', NOW + 120_000, NOW + 420_000);
    const all = await ctl('get', '/codes').expect(200);
    expect(all.body.items.map((i: { code: string }) => i.code)).toEqual(['333333', '222222', '111111']);
    const one = await ctl('get', '/codes?phone=13800138000').expect(200);
    expect(one.body.items).toEqual([
      expect.objectContaining({ phone: '13800138000', purpose: 'contact', code: '222222' }),
      expect.objectContaining({ phone: '13800138000', purpose: 'login', code: '111111' }),
    ]);
  });
});

describe('GET /__emulator/journal', () => {
  it('records the last calls newest first with user, code, duration and the tables they changed', async () => {
    const token = await t.login('demo');
    await t.api('cardList', { token, query: { page_size: 5 } });
    await t.api('logout', { token });
    const res = await ctl('get', '/journal?limit=3').expect(200);
    const [logout, list, login] = res.body.items;
    expect(logout).toMatchObject({
      method: 'GET',
      path: '/ep/api/logout/',
      user: 'demo',
      code: 200,
      tables: ['tokens'],
    });
    expect(list).toMatchObject({ path: '/ep/api/card/list/', user: 'demo', code: 200, tables: [] });
    expect(login).toMatchObject({
      method: 'POST',
      path: '/ep/api/login/',
      code: 200,
      tables: ['tokens', 'users'],
    });
    expect(list.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('records refused calls with their code', async () => {
    await t.api('cardList', { token: await t.login('demo_sub') });
    const res = await ctl('get', '/journal?limit=1').expect(200);
    expect(res.body.items[0]).toMatchObject({ path: '/ep/api/card/list/', user: 'demo_sub', code: 599 });
  });

  it('stays bounded however many requests it sees', async () => {
    for (let i = 0; i < 520; i++) await t.request.get('/ep/api/login_config/');
    const res = await ctl('get', '/journal?limit=500').expect(200);
    expect(res.body.items).toHaveLength(500);
    await ctl('get', '/journal?limit=501').expect(400);
  });
});

describe('the virtual clock', () => {
  it('reads, sets and freezes the time', async () => {
    await ctl('post', '/reset');
    const now = await ctl('get', '/clock').expect(200);
    expect(now.body).toEqual({ now: new Date(NOW).toISOString(), epoch_ms: NOW, frozen: true });
    const set = await ctl('put', '/clock').send({ now: '2025-10-20T00:00:00.000Z' }).expect(200);
    expect(set.body.epoch_ms).toBe(Date.parse('2025-10-20T00:00:00.000Z'));
    await ctl('put', '/clock').send({ now: 'not a date' }).expect(400);
    await ctl('post', '/reset');
    expect((await ctl('get', '/clock')).body.epoch_ms).toBe(NOW);
  });

  it('rejects a token once the clock is advanced 11 hours', async () => {
    await ctl('post', '/reset');
    const token = await t.login('demo');
    expect((await t.api('indexHeader', { token })).code).toBe(BizCode.OK);
    await ctl('put', '/clock')
      .send({ advance_ms: 11 * HOUR })
      .expect(200);
    expect((await t.api('indexHeader', { token })).code).toBe(BizCode.TOKEN_INVALID);
    await ctl('post', '/reset');
  });

  it('suspends active cards whose expiry passes and accrues usage on active cards', async () => {
    await ctl('post', '/reset');
    const expiring = t.deps.sqlite
      .prepare<[number, number], { id: number }>(
        "select id from cards where status = 'active' and expires_at > ? and expires_at <= ? order by id",
      )
      .all(NOW, NOW + 5 * DAY)
      .map((r) => r.id);
    expect(expiring.length).toBeGreaterThan(0);
    const usageOf = (id: number) =>
      t.deps.sqlite.prepare<[number], { u: number }>('select usage_mb as u from cards where id = ?').get(id)!
        .u;
    const steady = t.deps.sqlite
      .prepare<[number], { id: number }>(
        "select id from cards where status = 'active' and expires_at > ? limit 1",
      )
      .get(NOW + 60 * DAY)!.id;
    const before = usageOf(steady);

    await ctl('put', '/clock')
      .send({ advance_ms: 5 * DAY })
      .expect(200);
    const statuses = t.deps.sqlite
      .prepare(`select distinct status from cards where id in (${expiring.join(',')})`)
      .all();
    expect(statuses).toEqual([{ status: 'suspended' }]);
    expect(usageOf(steady)).toBeGreaterThan(before);

    const token = await t.login('demo');
    const header = await t.ok('indexHeader', { token });
    const active = t.deps.sqlite
      .prepare<[number], { n: number }>(
        "select count(*) as n from cards where main_client_id = ? and status = 'active'",
      )
      .get(t.clientIdOf('demo'))!.n;
    expect(header.normal_count).toBe(active);
    await ctl('post', '/reset');
  });

  it("keeps each month's usage in the monthly history, and starts a new month over", async () => {
    await ctl('post', '/reset');
    const card = t.deps.sqlite
      .prepare<[number], { id: number; usage_mb: number }>(
        "select id, usage_mb from cards where status = 'active' and expires_at > ? order by id limit 1",
      )
      .get(NOW + 90 * DAY)!;
    const monthRow = (month: string) =>
      t.deps.sqlite
        .prepare<[number, string], { u: number }>(
          'select usage_mb as u from card_usage_monthly where card_id = ? and month = ?',
        )
        .get(card.id, month)?.u;
    // NOW is 2025-10-15 in UTC+8; 20 days on is November.
    await ctl('put', '/clock')
      .send({ advance_ms: 20 * DAY })
      .expect(200);
    const now = t.deps.sqlite
      .prepare<[number], { u: number }>('select usage_mb as u from cards where id = ?')
      .get(card.id)!.u;
    expect(monthRow('2025-10')).toBeGreaterThan(card.usage_mb);
    expect(monthRow('2025-11')).toBe(now);
    expect(now).toBeLessThan(monthRow('2025-10')!);
    await ctl('post', '/reset');
  });
});

describe('X-Emulator-Session: isolated worlds', () => {
  it('gives each session its own data, tokens and clock, created from the seed', async () => {
    await ctl('post', '/reset');
    const login = (session: string) =>
      t.request
        .post('/ep/api/login/')
        .set(SESSION_HEADER, session)
        .send({ username: 'demo', password: 'Demo1234' })
        .then((r) => r.body.data.token as string);
    const tokenA = await login('world-a');
    await ctl('put', '/users/demo/perms', 'world-a')
      .send({ revoke: ['router_card_list'] })
      .expect(200);
    await ctl('put', '/clock', 'world-a').send({ advance_ms: HOUR });

    const listA = await t.request
      .get('/ep/api/card/list/')
      .set(SESSION_HEADER, 'world-a')
      .set('Authorization', `JWT ${tokenA}`);
    expect(listA.body.code).toBe(BizCode.NO_PERMISSION);

    const tokenB = await login('world-b');
    const listB = await t.request
      .get('/ep/api/card/list/')
      .set(SESSION_HEADER, 'world-b')
      .set('Authorization', `JWT ${tokenB}`);
    expect(listB.body.code).toBe(BizCode.OK);
    expect((await t.api('cardList', { token: await t.login('demo') })).code).toBe(BizCode.OK);

    // A token of one world means nothing in another.
    const crossed = await t.request
      .get('/ep/api/index/header/')
      .set(SESSION_HEADER, 'world-b')
      .set('Authorization', `JWT ${tokenA}`);
    expect(crossed.body.code).toBe(BizCode.TOKEN_INVALID);
    const clockA = await ctl('get', '/clock', 'world-a');
    const clockB = await ctl('get', '/clock', 'world-b');
    expect(clockA.body.epoch_ms - clockB.body.epoch_ms).toBe(HOUR);
  });

  it('refuses a malformed session name: the envelope under /ep/api, HTTP 400 on the control API', async () => {
    const api = await t.request
      .get('/ep/api/login_config/')
      .set(SESSION_HEADER, 'no spaces please')
      .expect(200);
    expect(api.body).toMatchObject({ code: BizCode.BAD_REQUEST, data: null });
    expect(api.body.msg).toContain('X-Emulator-Session'.toLowerCase());
    const control = await t.request.get('/__emulator/clock').set(SESSION_HEADER, 'no spaces').expect(400);
    expect(control.body.error).toContain('1-64');
  });
});

describe('access to the control API', () => {
  it('requires the start-up token when one is configured', async () => {
    const app = await buildApp({
      seedCards: 20,
      clock: createClock(NOW, true),
      control: { token: 's3cret' },
    });
    await app.ready();
    const noToken = await app.inject({ method: 'GET', url: '/__emulator/clock' });
    expect(noToken.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/__emulator/clock',
      headers: { [CONTROL_TOKEN_HEADER]: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      method: 'GET',
      url: '/__emulator/clock',
      headers: { [CONTROL_TOKEN_HEADER]: 's3cret' },
    });
    expect(right.statusCode).toBe(200);
    await app.close();
  });

  it('answers only loopback callers without a token, and nothing when turned off', async () => {
    const open = await buildApp({ seedCards: 20, clock: createClock(NOW, true) });
    const remote = await open.inject({ method: 'GET', url: '/__emulator/clock', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    const local = await open.inject({ method: 'GET', url: '/__emulator/clock', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    await open.close();

    const off = await buildApp({ seedCards: 20, clock: createClock(NOW, true), control: { enabled: false } });
    expect((await off.inject({ method: 'POST', url: '/__emulator/reset' })).statusCode).toBe(404);
    await off.close();
  });
});
