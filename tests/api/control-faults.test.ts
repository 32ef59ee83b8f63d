import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE, BizCode, endpoints, SESSION_HEADER } from '#contract';
import { buildApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import type { FaultRule } from '../../server/faults.ts';
import { build, NOW } from './helpers.ts';

const t = await build();
const demo = await t.login('demo');
const demoSub = await t.login('demo_sub');

const FAULTS = '/__emulator/faults';
const HEADER = API_BASE + endpoints.indexHeader.path;

async function addFault(body: object, session?: string): Promise<FaultRule> {
  const req = t.request.post(FAULTS).send(body);
  const res = await (session ? req.set(SESSION_HEADER, session) : req);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const listFaults = async (session?: string): Promise<FaultRule[]> => {
  const req = t.request.get(FAULTS);
  return (await (session ? req.set(SESSION_HEADER, session) : req)).body.items;
};

const latestJournal = async () => (await t.request.get('/__emulator/journal?limit=1')).body.items[0];

/** Polls until `check` holds, for effects that land when a socket closes. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 2000): Promise<void> {
  const until = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

afterEach(async () => {
  await t.request.delete(FAULTS).expect(200);
});

describe('POST /__emulator/faults: effects', () => {
  it('adds latency to a matching call, which then answers normally', async () => {
    await addFault({ path: '/index/header/', delay_ms: 300 });
    const [data, delayed] = await timed(() => t.ok('indexHeader', { token: demo }));
    expect(data.count).toBeGreaterThan(0);
    expect(delayed).toBeGreaterThanOrEqual(295);
    await t.request.delete(FAULTS).expect(200);
    const [, plain] = await timed(() => t.ok('indexHeader', { token: demo }));
    expect(plain).toBeLessThan(delayed - 200);
  });

  it('answers an injected 403 as the envelope that sends the portal back to login', async () => {
    await addFault({ path: HEADER, code: 403 });
    expect(await t.api('indexHeader', { token: demo })).toEqual({
      code: BizCode.TOKEN_INVALID,
      msg: '登录已失效，请重新登录',
      data: null,
    });
  });

  it('answers an injected 599 naming the permission the endpoint is gated by, in the request language', async () => {
    await addFault({ path: '/card/list/', code: 599 });
    expect(await t.api('cardList', { token: demo })).toEqual({
      code: BizCode.NO_PERMISSION,
      msg: '当前用户无 卡列表 权限',
      data: { perm_names: ['卡列表'] },
    });
    const en = await t.api('cardList', { token: demo, lang: 'en' });
    expect(en.msg).toBe('The current user lacks the Card list permission');
    expect(en.data).toEqual({ perm_names: ['Card list'] });
  });

  it('answers an injected 599 on an endpoint without a permission code with perm_names all the same', async () => {
    await addFault({ path: HEADER, code: 599 });
    const { code, data } = await t.api('indexHeader', { token: demo });
    expect(code).toBe(BizCode.NO_PERMISSION);
    expect(data).toEqual({ perm_names: ['首页'] });
  });

  it('answers an injected 905 with the upgrade message', async () => {
    await addFault({ path: '/*', code: 905 });
    expect(await t.api('indexHeader', { token: demo, lang: 'en' })).toEqual({
      code: BizCode.UPGRADING,
      msg: 'The platform is being upgraded, please come back later',
      data: null,
    });
  });

  it.each([300, 433, 777])(
    'answers an injected code %i as HTTP 200 with an envelope and no data',
    async (code) => {
      await addFault({ path: HEADER, code });
      const res = await t.request.get(HEADER).set('Authorization', `JWT ${demo}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code, msg: `模拟故障（代码 ${code}）`, data: null });
    },
  );

  it('answers an injected HTTP status with a gateway-style HTML page, no envelope', async () => {
    await addFault({ path: HEADER, status: 503 });
    const res = await t.request.get(HEADER).set('Authorization', `JWT ${demo}`);
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<h1>503 Service Unavailable</h1>');
  });

  it('drops the connection without an answer, and journals the call with status 0', async () => {
    await addFault({ path: HEADER, drop: true });
    await expect(t.request.get(HEADER).set('Authorization', `JWT ${demo}`)).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
    await eventually(async () => (await latestJournal())?.path === HEADER);
    expect(await latestJournal()).toMatchObject({ method: 'GET', user: 'demo', code: 0, status: 0 });
  });

  it('hangs a call: no answer within 300 ms, and the abandoned call is journaled', async () => {
    await addFault({ path: HEADER, hang: true });
    const [error, waited] = await timed(() =>
      t.request
        .get(HEADER)
        .set('Authorization', `JWT ${demo}`)
        .timeout(300)
        .then(
          () => null,
          (e: { timeout?: number }) => e,
        ),
    );
    expect(error?.timeout).toBe(300);
    expect(waited).toBeGreaterThanOrEqual(295);
    await eventually(async () => (await latestJournal())?.path === HEADER);
    const entry = await latestJournal();
    expect(entry).toMatchObject({ status: 0, user: 'demo' });
    expect(entry.duration_ms).toBeGreaterThanOrEqual(250);
  });

  it('journals a call answered with an injected code under that code', async () => {
    await addFault({ path: HEADER, code: 905 });
    await t.api('indexHeader', { token: demo });
    expect(await latestJournal()).toMatchObject({ path: HEADER, code: 905, status: 200, user: 'demo' });
  });
});

describe('POST /__emulator/faults: matching', () => {
  it('fires a rule with times: 2 twice, then removes it', async () => {
    const rule = await addFault({ path: '/index/*', times: 2, code: 300 });
    expect(rule).toMatchObject({ path: '/ep/api/index/*', times: 2, remaining: 2, hits: 0 });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await t.api('indexHeader', { token: demo })).code);
    expect(codes).toEqual([300, 300, BizCode.OK]);
    expect(await listFaults()).toEqual([]);
  });

  it('hits only the user a rule names', async () => {
    await addFault({ path: '/*', user: 'demo_sub', code: 599 });
    expect((await t.api('indexHeader', { token: demo })).code).toBe(BizCode.OK);
    expect((await t.api('indexHeader', { token: demoSub })).code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('loginConfig')).code).toBe(BizCode.OK);
  });

  it('hits only the method a rule names', async () => {
    await addFault({ path: '/*', method: 'POST', code: 433 });
    expect((await t.api('indexHeader', { token: demo })).code).toBe(BizCode.OK);
    const login = await t.api('login', { body: { username: 'demo', password: 'Demo1234' } });
    expect(login.code).toBe(433);
  });

  it('leaves the control API and calls that match no rule alone', async () => {
    await addFault({ path: '/card/*', status: 500 });
    expect((await t.api('indexHeader', { token: demo })).code).toBe(BizCode.OK);
    await t.request.get('/__emulator/clock').expect(200);
  });
});

describe('fault rules: list, delete, clear, validation', () => {
  it('lists rules in the order they are tried, deletes one by id and clears the rest', async () => {
    const a = await addFault({ path: '/card/list/', code: 599, user: 'demo_sub', probability: 0.5 });
    const b = await addFault({ method: 'GET', path: '/ep/api/*', delay_ms: 50, status: 502 });
    expect(a).toEqual({
      id: a.id,
      method: null,
      path: '/ep/api/card/list/',
      user: 'demo_sub',
      times: null,
      remaining: null,
      probability: 0.5,
      delay_ms: 0,
      code: 599,
      status: null,
      hang: false,
      drop: false,
      hits: 0,
    });
    expect((await listFaults()).map((r) => r.id)).toEqual([a.id, b.id]);

    const deleted = await t.request.delete(`${FAULTS}/${a.id}`).expect(200);
    expect(deleted.body.id).toBe(a.id);
    await t.request.delete(`${FAULTS}/${a.id}`).expect(404);
    expect((await listFaults()).map((r) => r.id)).toEqual([b.id]);

    expect((await t.request.delete(FAULTS).expect(200)).body).toEqual({ removed: 1 });
    expect(await listFaults()).toEqual([]);
  });

  it.each([
    [{ path: '/card/list/' }, /at least one effect/],
    [{ path: '/card/list/', code: 599, status: 503 }, /exclude each other/],
    [{ path: '/card/list/', status: 302 }, /body\.status/],
    [{ path: 'card/list/', code: 599 }, /body\.path/],
    [{ path: '/card/list/', code: 599, times: 0 }, /body\.times/],
    [{ path: '/card/list/', code: 599, probability: 2 }, /body\.probability/],
    [{ path: '/card/list/', delay: 100 }, /delay/],
    [{ code: 599 }, /body\.path/],
  ])('rejects %j with 400', async (body, message) => {
    const res = await t.request.post(FAULTS).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(await listFaults()).toEqual([]);
  });
});

describe('fault rules per world', () => {
  it('keeps a session’s faults to that session, and POST /__emulator/reset clears them', async () => {
    const session = 'faults-isolation';
    await addFault({ path: '/*', code: 905 }, session);
    expect(await listFaults()).toEqual([]);
    expect(await listFaults(session)).toHaveLength(1);

    const inSession = await t.request.get(API_BASE + endpoints.loginConfig.path).set(SESSION_HEADER, session);
    expect(inSession.body.code).toBe(905);
    expect((await t.api('loginConfig')).code).toBe(BizCode.OK);

    await t.request.post('/__emulator/reset').set(SESSION_HEADER, session).expect(200);
    expect(await listFaults(session)).toEqual([]);
    const after = await t.request.get(API_BASE + endpoints.loginConfig.path).set(SESSION_HEADER, session);
    expect(after.body.code).toBe(BizCode.OK);
  });
});

describe('hang and close', () => {
  const quickApp = async (faultHangMs?: number) => {
    const app = await buildApp({ seedCards: 50, clock: createClock(NOW, true), faultHangMs });
    await app.ready();
    const request = supertest(app.server);
    await request.post(FAULTS).send({ path: '/*', hang: true }).expect(200);
    return { app, request };
  };

  it('drops a hung call once the hold time passes', async () => {
    const { app, request } = await quickApp(200);
    try {
      const [error, waited] = await timed(() =>
        request.get(HEADER).then(
          () => null,
          (e: Error) => e,
        ),
      );
      expect(error?.message).toMatch(/socket hang up|ECONNRESET/);
      expect(waited).toBeGreaterThanOrEqual(195);
      expect(waited).toBeLessThan(2000);
    } finally {
      await app.close();
    }
  });

  it('closes at once while a call hangs, releasing it', async () => {
    const { app, request } = await quickApp();
    const pending = request.get(HEADER).then(
      () => null,
      (e: Error) => e,
    );
    await eventually(() => app.deps.faults.list()[0]?.hits === 1);
    const [, closing] = await timed(() => app.close());
    expect(closing).toBeLessThan(1000);
    expect((await pending)?.message).toMatch(/socket hang up|ECONNRESET/);
  });
});
