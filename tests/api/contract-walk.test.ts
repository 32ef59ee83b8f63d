import fc from 'fast-check';
import jwt from 'jsonwebtoken';
import { afterAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  BizCode,
  CONTROL_BASE,
  codesForSide,
  type Endpoint,
  endpoints,
  PERMISSIONS,
  permName,
} from '#contract';
import { buildApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import { wordsIn } from '../../server/i18n.ts';
import { issueToken } from '../../server/services/tokens.ts';
import { NOW } from './helpers.ts';
import { mutatedArbitrary } from './zod-arbitrary.ts';

/**
 * Every operation of the contract, attacked by tests that derive themselves from it: a new
 * endpoint is covered without a line here. Bad tokens answer 403, a user lacking the codes 599
 * with their names, and generated then mutated input a 400 envelope or a success — never an HTTP
 * 500, never an answer outside the envelope — with the database intact afterwards.
 *
 * FUZZ_RUNS (default 10,000) and FUZZ_SEED replay or extend the generated part (`npm run fuzz`);
 * a failure prints the seed and path that replay it.
 */

const SECRET = 'the-contract-walk-signing-secret-32+';
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const DURATION_MS = process.env.FUZZ_MS ? Number(process.env.FUZZ_MS) : undefined;
/** A hang guard: the time asked for, or about 20 ms a case on a loaded machine, and a minute more. */
const TIME_LIMIT_MS = (DURATION_MS ?? RUNS * 20) + 60_000;

const app = await buildApp({
  seedCards: 200,
  clock: createClock(NOW, true),
  jwtSecret: SECRET,
  wallClock: () => NOW,
});
await app.ready();
afterAll(() => app.close());

const all = Object.entries(endpoints) as [string, Endpoint][];
const gated = all.filter(([, e]) => e.access !== 'public');
const permissioned = all.filter(([, e]) => typeof e.access === 'object');

type Answer = {
  status: number;
  body: string;
  json: { code?: unknown; msg?: unknown; data?: unknown } | null;
};

async function call(
  endpoint: Endpoint,
  options: {
    authorization?: string;
    query?: unknown;
    body?: unknown;
    transport?: 'json' | 'form' | 'broken-json' | 'broken-multipart';
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.authorization) headers.authorization = options.authorization;
  let payload: string | undefined;
  const carriesBody = endpoint.method !== 'GET';
  if (carriesBody) {
    const transport = options.transport ?? 'json';
    if (transport === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body ?? {});
    } else if (transport === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(
        Object.entries(toStrings(options.body)).flatMap(([key, v]) =>
          Array.isArray(v) ? v.map((item) => [key, item]) : [[key, v]],
        ),
      ).toString();
    } else if (transport === 'broken-json') {
      headers['content-type'] = 'application/json';
      payload = `${JSON.stringify(options.body ?? {}).slice(0, -1)}`;
    } else {
      headers['content-type'] = 'multipart/form-data; boundary=zz';
      payload = '--zz\r\nContent-Disposition: form-data; name="input_file"; filename="a.csv"\r\n\r\n1,2';
    }
  }
  const res = await app.inject({
    method: endpoint.method,
    url: API_BASE + endpoint.path,
    query: toStrings(options.query),
    headers,
    payload,
  });
  let json: Answer['json'] = null;
  try {
    json = JSON.parse(res.body);
  } catch {}
  return { status: res.statusCode, body: res.body, json };
}

/** A query or a form as the wire carries it: strings, arrays repeated, objects as JSON. */
function toStrings(value: unknown): Record<string, string | string[]> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string | string[]> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    if (Array.isArray(item))
      out[key] = item.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));
    else out[key] = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
  }
  return out;
}

/** The envelope, HTTP 200, with a code the contract knows and never 500. */
function expectEnvelope(answer: Answer, where: string): number {
  expect(answer.status, `${where}: HTTP status (body ${answer.body.slice(0, 200)})`).toBe(200);
  expect(answer.json, `${where}: a JSON envelope`).not.toBeNull();
  const { code, msg } = answer.json!;
  expect(typeof code, where).toBe('number');
  expect(typeof msg, where).toBe('string');
  expect(Object.values(BizCode), `${where}: a known code, got ${code} (${msg})`).toContain(code);
  return code as number;
}

const userId = (username: string) =>
  app.deps.sqlite.prepare<[string], { id: number }>('select id from users where username = ?').get(username)!
    .id;

/** Who calls an operation: the client side as demo, the support side as support. */
const callerOf = (endpoint: Endpoint) =>
  typeof endpoint.access === 'object' && endpoint.access.anyOf.every((c) => PERMISSIONS[c].side === 'support')
    ? 'support'
    : 'demo';

async function perms(username: string, change: { grant?: string[]; revoke?: string[] }) {
  const res = await app.inject({
    method: 'PUT',
    url: `${CONTROL_BASE}/users/${username}/perms`,
    payload: change,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('every gated operation answers 403 to a bad token', () => {
  const now = Math.floor(NOW / 1000);
  const demo = userId('demo');
  const revoked = issueToken(app.deps, demo);
  app.deps.sqlite.prepare('update tokens set revoked_at = ? where revoked_at is null').run(NOW);
  const jti = 'walk-expired';
  app.deps.sqlite
    .prepare(
      'insert into tokens (jti, user_id, acting_client_id, issued_at, expires_at) values (?, ?, null, ?, ?)',
    )
    .run(jti, demo, NOW - 20 * 3600_000, NOW - 10 * 3600_000);
  const header = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const valid = issueToken(app.deps, demo);
  const [head, , signature] = valid.split('.');
  const tampered = `${head}.${header({ ...(jwt.decode(valid) as object), sub: String(userId('support')) })}.${signature}`;
  const variants: Record<string, string | undefined> = {
    none: undefined,
    malformed: 'JWT not.a.token',
    'foreign-signed': `JWT ${jwt.sign({ sub: String(demo), jti: 'x' }, 'another-secret-entirely-of-32-chars')}`,
    'alg none': `JWT ${header({ alg: 'none', typ: 'JWT' })}.${header({ sub: String(demo), jti: 'y', iat: now })}.`,
    expired: `JWT ${jwt.sign({ sub: String(demo), jti, iat: now - 20 * 3600, exp: now - 10 * 3600 }, SECRET)}`,
    revoked: `JWT ${revoked}`,
    'another scheme': `Bearer ${valid}`,
    'subject changed': `JWT ${tampered}`,
  };

  it(`walks ${gated.length} operations × ${Object.keys(variants).length} tokens`, async () => {
    for (const [name, endpoint] of gated) {
      for (const [variant, authorization] of Object.entries(variants)) {
        const answer = await call(endpoint, { authorization });
        expect(expectEnvelope(answer, `${name} with ${variant}`), `${name} with ${variant}`).toBe(
          BizCode.TOKEN_INVALID,
        );
        // No token (none in the JWT scheme): "log in"; a bad one: "your login is no longer valid".
        const missing = variant === 'none' || variant === 'another scheme';
        const msg = missing ? '未登录或登录已过期，请重新登录' : '登录已失效，请重新登录';
        expect(answer.json!.msg, `${name} with ${variant}`).toBe(msg);
      }
    }
  });
});

describe('every permissioned operation answers 599 with the permission names to a user lacking them', () => {
  it(`walks ${permissioned.length} operations`, async () => {
    for (const [name, endpoint] of permissioned) {
      const { anyOf } = endpoint.access as { anyOf: readonly (keyof typeof PERMISSIONS)[] };
      const username = callerOf(endpoint);
      await perms(username, { revoke: [...anyOf] });
      const answer = await call(endpoint, { authorization: `JWT ${issueToken(app.deps, userId(username))}` });
      expect(expectEnvelope(answer, name), name).toBe(BizCode.NO_PERMISSION);
      // An endpoint taking codes of both sides names those of the caller's side (server/define-route.ts).
      const side = username === 'support' ? 'support' : 'client';
      const own = anyOf.filter((code) => PERMISSIONS[code].side === side);
      const names = (own.length > 0 ? own : anyOf).map((code) => permName(code, wordsIn('zh-CN')));
      expect((answer.json!.data as { perm_names: string[] }).perm_names, name).toEqual(names);
      await perms(username, { grant: [...anyOf] });
    }
  });
});

describe('generated and mutated input never crashes an operation', () => {
  it(
    `answers the envelope, never HTTP 500, to ${RUNS} cases over all ${all.length} operations`,
    async () => {
      // Each side's user holds every code of its side, so every case reaches validation and the handler.
      await perms('demo', { grant: codesForSide('client') });
      await perms('support', { grant: codesForSide('support') });
      const ids = { demo: userId('demo'), support: userId('support') };
      const walked = new Map<string, number>();
      const codes = new Map<number, number>();
      const cases = fc.constantFrom(...all).chain(([name, endpoint]) =>
        fc.record({
          name: fc.constant(name),
          query: endpoint.query ? mutatedArbitrary(endpoint.query) : fc.constant(undefined),
          body: endpoint.body ? mutatedArbitrary(endpoint.body) : fc.constant(undefined),
          transport: fc.constantFrom('json', 'json', 'json', 'form', 'broken-json', 'broken-multipart'),
        }),
      );
      await fc.assert(
        fc.asyncProperty(cases, async ({ name, query, body, transport }) => {
          const endpoint = endpoints[name as keyof typeof endpoints] as Endpoint;
          walked.set(name, (walked.get(name) ?? 0) + 1);
          const authorization =
            endpoint.access === 'public' ? undefined : `JWT ${issueToken(app.deps, ids[callerOf(endpoint)])}`;
          const answer = await call(endpoint, { authorization, query, body, transport });
          const code = expectEnvelope(answer, name);
          codes.set(code, (codes.get(code) ?? 0) + 1);
          expect(code, `${name}: ${answer.json?.msg}`).not.toBe(500);
        }),
        {
          numRuns: DURATION_MS ? Number.MAX_SAFE_INTEGER : RUNS,
          interruptAfterTimeLimit: DURATION_MS,
          seed: SEED,
        },
      );
      const count = [...walked.values()].reduce((a, b) => a + b, 0);
      console.log(
        `contract walk: ${count} cases (seed ${SEED}) over ${walked.size} of ${all.length} operations`,
      );
      console.log(
        `  answers by code: ${[...codes]
          .sort(([a], [b]) => a - b)
          .map(([c, n]) => `${c}: ${n}`)
          .join(', ')}`,
      );
      console.log(
        [...walked]
          .sort()
          .map(([name, n]) => `  ${name}: ${n}`)
          .join('\n'),
      );
      expect(walked.size).toBe(all.length);
      expect(app.deps.sqlite.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    },
    TIME_LIMIT_MS,
  );
});
