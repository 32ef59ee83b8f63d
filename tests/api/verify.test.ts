import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_BASE, CONTROL_BASE, endpoints, verifyReport } from '#contract';
import { USERS } from '../../fixtures/index.ts';
import { buildApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import { NOW } from './helpers.ts';

type Report = z.infer<typeof verifyReport>;

/** The "real backend": an emulator whose answers drift from the contract in two known ways. */
const backend = await buildApp({ seedCards: 60, clock: createClock(NOW, true) });
backend.addHook('onSend', async (request, _reply, payload) => {
  if (typeof payload !== 'string') return payload;
  if (request.url.startsWith(`${API_BASE}/index/header/`)) return payload.replace('"count":', '"total":');
  if (request.url.startsWith(`${API_BASE}/client/info/`))
    return payload.replace(/^\{"code":200/, '{"code":777');
  return payload;
});
await backend.listen({ port: 0, host: '127.0.0.1' });
const target = `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}/`;

const verifier = await buildApp({ seedCards: 10, verifyTarget: target });
await verifier.ready();
const request = supertest(verifier.server);
afterAll(async () => {
  await verifier.close();
  await backend.close();
});

const demo = USERS.find((u) => u.username === 'demo')!;
const demoSub = USERS.find((u) => u.username === 'demo_sub')!;
const api = (path: string) => `${API_BASE}${path}`;

async function report(): Promise<Report> {
  const res = await request.get(`${CONTROL_BASE}/verify`);
  expect(res.status).toBe(200);
  return verifyReport.parse(res.body);
}
const entry = (r: Report, name: string) => r.items.find((i) => i.endpoint === name);

describe('verify mode, against a second emulator playing the real backend', () => {
  let token = '';
  const seen: string[] = [];

  beforeAll(async () => {
    await request.delete(`${CONTROL_BASE}/verify`);
    await request.get(api(endpoints.loginConfig.path)).expect(200);
    const login = await request
      .post(api(endpoints.login.path))
      .send({ username: demo.username, password: demo.password });
    token = login.body.data.token;
    const formLogin = await request
      .post(api(endpoints.login.path))
      .type('form')
      .send({ username: demoSub.username, password: demoSub.password });
    const subToken: string = formLogin.body.data.token;
    const auth = { Authorization: `JWT ${token}` };
    const list = await request.get(api(endpoints.cardList.path)).query({ page: 1, page_size: 10 }).set(auth);
    seen.push(token, subToken, demo.password, list.body.data.tableData[0].iccid, list.body.msg);
    await request.get(api(endpoints.cardList.path)).set({ Authorization: `JWT ${subToken}` });
    await request.get(api(endpoints.permInfo.path)).query({ is_sub: '0' }).set(auth);
    await request.get(api(endpoints.indexHeader.path)).set(auth);
    await request.get(api(endpoints.clientInfo.path)).set(auth);
    await request.get(api('/no/such/thing/')).set(auth);
  });

  it("answers the caller with the backend's answer, unchanged, headers included", async () => {
    const res = await request
      .get(api(endpoints.indexHeader.path))
      .set({ Authorization: `JWT ${token}`, 'Accept-Language': 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: 'Success' });
    expect(res.body.data).toHaveProperty('total');
    expect(res.body.data).not.toHaveProperty('count');
    expect(
      (await request.get(api(endpoints.clientInfo.path)).set({ Authorization: `JWT ${token}` })).body.code,
    ).toBe(777);
  });

  it('reports the renamed field of indexHeader as missing at data.count', async () => {
    const indexHeader = entry(await report(), 'indexHeader');
    expect(indexHeader).toMatchObject({ method: 'GET', path: api(endpoints.indexHeader.path) });
    expect(indexHeader?.mismatches).toBe(indexHeader?.calls);
    expect(indexHeader?.issues).toEqual([
      {
        path: 'data.count',
        code: 'invalid_type',
        message: 'missing (expected number)',
        expected: 'number',
        count: indexHeader?.calls,
      },
    ]);
  });

  it('reports a code outside the contract', async () => {
    const clientInfo = entry(await report(), 'clientInfo');
    expect(clientInfo?.unknown_codes).toEqual([777]);
    expect(clientInfo?.mismatches).toBe(clientInfo?.calls);
    expect(clientInfo?.issues).toEqual([]);
  });

  it('finds nothing on the endpoints that answer as the contract says, a 599 included', async () => {
    const r = await report();
    for (const name of ['loginConfig', 'login', 'cardList', 'permInfo']) {
      expect(entry(r, name), name).toMatchObject({ mismatches: 0, issues: [], unknown_codes: [] });
    }
    expect(entry(r, 'login')?.calls).toBe(2);
    expect(entry(r, 'cardList')?.calls).toBe(2);
  });

  it('reports a path the contract does not know', async () => {
    const unknown = (await report()).items.find((i) => i.endpoint === null);
    expect(unknown).toMatchObject({ method: 'GET', path: api('/no/such/thing/'), calls: 1, mismatches: 1 });
    expect(unknown?.issues.map((i) => i.code)).toEqual(['unknown_endpoint']);
  });

  it('keeps no token, password, value or message of any call', async () => {
    const res = await request.get(`${CONTROL_BASE}/verify`);
    expect(res.body.target).toBe(target.replace(/\/$/, ''));
    for (const secret of seen) expect(res.text).not.toContain(secret);
    expect(res.text).not.toMatch(/JWT|Demo1234/);
  });

  it("never lets the emulator's own routes answer /ep/api", async () => {
    const journal = await request.get(`${CONTROL_BASE}/journal`);
    expect(journal.body.items).toEqual([]);
  });

  it('clears the report', async () => {
    const cleared = await request.delete(`${CONTROL_BASE}/verify`);
    expect(cleared.body.cleared).toBeGreaterThan(0);
    expect((await report()).items).toEqual([]);
  });
});

describe('verify mode with the backend down', () => {
  it('answers 502 and reports the endpoint unreachable', async () => {
    const closed = await buildApp({ seedCards: 10 });
    await closed.listen({ port: 0, host: '127.0.0.1' });
    const deadTarget = `http://127.0.0.1:${(closed.server.address() as AddressInfo).port}`;
    await closed.close();

    const app = await buildApp({ seedCards: 10, verifyTarget: deadTarget });
    await app.ready();
    try {
      const res = await supertest(app.server).get(api(endpoints.loginConfig.path));
      expect(res.status).toBe(502);
      const body = verifyReport.parse((await supertest(app.server).get(`${CONTROL_BASE}/verify`)).body);
      expect(body.items).toEqual([
        expect.objectContaining({
          endpoint: 'loginConfig',
          mismatches: 1,
          issues: [expect.objectContaining({ code: 'unreachable', message: 'no answer: ECONNREFUSED' })],
        }),
      ]);
    } finally {
      await app.close();
    }
  });

  it('refuses a target carrying credentials', async () => {
    await expect(buildApp({ seedCards: 10, verifyTarget: 'http://user:secret@127.0.0.1:1' })).rejects.toThrow(
      /credentials/,
    );
  });

  it('answers an empty report when verify mode is off', async () => {
    const res = await supertest(backend.server).get(`${CONTROL_BASE}/verify`);
    expect(res.body).toEqual({ target: null, items: [] });
  });
});
