import { z } from 'zod';
import { decimal, positiveId } from './numbers.ts';
import { PERMISSIONS } from './permissions.ts';

/**
 * The emulator's control API under /__emulator: what demos, tests and tools script against.
 * Plain JSON in and out (no envelope); 400 for bad input, 404 for unknown names. Add
 * `X-Emulator-Session: <name>` to address an isolated world instead of the default one.
 */
export interface ControlEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /__emulator, Fastify style (`:name` parameters). */
  path: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** The answer's media type when it is not JSON. */
  produces?: 'text/html';
}

export const CONTROL_BASE = '/__emulator';
export const SESSION_HEADER = 'x-emulator-session';
export const CONTROL_TOKEN_HEADER = 'x-emulator-token';

const defineControl = <E extends ControlEndpoint>(e: E) => e;

const permCode = z
  .string()
  .refine((c) => Object.hasOwn(PERMISSIONS, c), { message: 'unknown permission code' });
const timed = z.object({ ms: z.number() });

export const clockState = z.object({ now: z.string(), epoch_ms: z.number(), frozen: z.boolean() });

/** A delay past this is a timeout in any client: use `hang` instead. */
export const MAX_FAULT_DELAY_MS = 120_000;
const TERMINAL_EFFECTS = ['code', 'status', 'hang', 'drop'] as const;

/**
 * A fault rule as given. `path` is matched against the request path without its query: `*` stands
 * for any run of characters (slashes included), a trailing slash is optional, and the `/ep/api`
 * prefix may be left out (`/card/*` and `/ep/api/card/*` are the same rule). `delay_ms` may
 * precede one of the other effects, which exclude each other.
 */
export const faultSpec = z
  .strictObject({
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    path: z
      .string()
      .max(500)
      .regex(/^[/*][^\s?#]*$/, 'a path starting with / (or *), without query; * matches anything'),
    /** Only requests whose token belongs to this username. */
    user: z.string().min(1).max(150).optional(),
    /** Fires this many times, then the rule is removed. */
    times: z.number().int().min(1).optional(),
    /** Chance of firing on each matching request, from a seeded generator per world. */
    probability: z.number().gt(0).max(1).optional(),
    delay_ms: z.number().int().min(0).max(MAX_FAULT_DELAY_MS).optional(),
    /** A business code, answered as HTTP 200 `{code, msg, data}`. */
    code: z
      .number()
      .int()
      .min(100)
      .max(999)
      .refine((code) => code !== 200, { message: 'code 200 is not a fault' })
      .optional(),
    /** A transport failure: this HTTP status with a JSON body. */
    status: z.number().int().min(400).max(504).optional(),
    /** Holds the request past the client's 50 s timeout, then drops it. */
    hang: z.boolean().optional(),
    /** Destroys the connection without an answer. */
    drop: z.boolean().optional(),
  })
  .refine((f) => Boolean(f.delay_ms) || TERMINAL_EFFECTS.some((k) => f[k] !== undefined && f[k] !== false), {
    message: 'give at least one effect: delay_ms, code, status, hang or drop',
  })
  .refine((f) => TERMINAL_EFFECTS.filter((k) => f[k] !== undefined && f[k] !== false).length <= 1, {
    message: 'code, status, hang and drop exclude each other (delay_ms combines with any)',
  });

/** A stored rule: the spec normalised (absent means null), with its id and how often it fired. */
export const faultRule = z.object({
  id: z.number().int(),
  method: z.string().nullable(),
  /** The pattern with its /ep/api prefix. */
  path: z.string(),
  user: z.string().nullable(),
  times: z.number().int().nullable(),
  /** Firings left before the rule is removed; null for a rule without `times`. */
  remaining: z.number().int().nullable(),
  probability: z.number().nullable(),
  delay_ms: z.number().int(),
  code: z.number().int().nullable(),
  status: z.number().int().nullable(),
  hang: z.boolean(),
  drop: z.boolean(),
  hits: z.number().int(),
});

/**
 * Verify mode: per contract endpoint (or unknown path), how the real backend's answers differed
 * from the contract. Only names, counts and schema issues: never tokens, values or bodies.
 */
export const verifyEntry = z.object({
  /** The contract endpoint's name; null for a path the contract does not know. */
  endpoint: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  calls: z.number().int(),
  /** Calls whose answer had at least one issue or an unknown code. */
  mismatches: z.number().int(),
  issues: z.array(
    z.object({
      /** Where in the answer, array indexes folded: `data.tableData[].iccid`. */
      path: z.string(),
      /** The zod issue code, or `http_status`, `not_json`, `unreachable`, `unknown_endpoint`. */
      code: z.string(),
      message: z.string(),
      expected: z.string().optional(),
      count: z.number().int(),
    }),
  ),
  /** Envelope codes outside the contract's business codes. */
  unknown_codes: z.array(z.number()),
});

export const verifyReport = z.object({
  /** The backend /ep/api is forwarded to (without credentials); null when verify mode is off. */
  target: z.string().nullable(),
  items: z.array(verifyEntry),
});

export const controlEndpoints = {
  reset: defineControl({
    method: 'POST',
    path: '/reset',
    summary:
      'Puts the world back to its seeded state: data, clock, scenario and faults (snapshots and journal stay)',
    response: timed,
  }),
  saveSnapshot: defineControl({
    method: 'POST',
    path: '/snapshots',
    summary: 'Saves the whole database state under a name',
    body: z.object({ name: z.string().regex(/^[\w.-]{1,64}$/) }),
    response: timed.extend({ name: z.string(), bytes: z.number() }),
  }),
  listSnapshots: defineControl({
    method: 'GET',
    path: '/snapshots',
    summary: 'The saved snapshots of the world',
    response: z.object({ items: z.array(z.object({ name: z.string(), bytes: z.number() })) }),
  }),
  restoreSnapshot: defineControl({
    method: 'POST',
    path: '/snapshots/:name/restore',
    summary: 'Restores a saved snapshot',
    params: z.object({ name: z.string() }),
    response: timed.extend({ name: z.string() }),
  }),
  getScenario: defineControl({
    method: 'GET',
    path: '/scenario',
    summary: 'The current scenario switches',
    response: z.object({ upgrade: z.boolean(), hosted_on_ec: z.boolean() }),
  }),
  setScenario: defineControl({
    method: 'PUT',
    path: '/scenario',
    summary: 'Upgrade mode (every /ep/api call answers 905) and whether self-registration is hosted',
    body: z.object({ upgrade: z.boolean().optional(), hosted_on_ec: z.boolean().optional() }),
    response: z.object({ upgrade: z.boolean(), hosted_on_ec: z.boolean() }),
  }),
  deleteWorld: defineControl({
    method: 'DELETE',
    path: '/world',
    summary:
      'Drops the world the X-Emulator-Session header names, with its data and uploads (a test ends with it)',
    response: z.object({ name: z.string(), deleted: z.boolean() }),
  }),
  clearLimits: defineControl({
    method: 'DELETE',
    path: '/limits',
    summary:
      'Forgets every rate limit and lock: wrong passwords and codes, code sends, new worlds, public look-ups',
    response: z.object({ cleared: z.number() }),
  }),
  revokeUser: defineControl({
    method: 'POST',
    path: '/users/:username/revoke',
    summary: 'Revokes every token of a user: the next call with one gets 403',
    params: z.object({ username: z.string() }),
    response: z.object({ username: z.string(), revoked: z.number() }),
  }),
  setUserPerms: defineControl({
    method: 'PUT',
    path: '/users/:username/perms',
    summary:
      "Grants or withdraws codes live, for the user alone or (scope 'group') for every user of its permission group",
    params: z.object({ username: z.string() }),
    body: z.object({
      grant: z.array(permCode).optional(),
      revoke: z.array(permCode).optional(),
      scope: z.enum(['user', 'group']).default('user'),
    }),
    response: z.object({ username: z.string(), codes: z.array(z.string()) }),
  }),
  sentCodes: defineControl({
    method: 'GET',
    path: '/codes',
    summary: 'SMS and verification codes the emulator "sent", newest first',
    query: z.object({
      phone: z.string().optional(),
      limit: decimal(z.number().int().min(1).max(500)).default(50),
    }),
    response: z.object({
      items: z.array(
        z.object({
          phone: z.string(),
          purpose: z.string(),
          code: z.string(),
          sent_at: z.string(),
          expires_at: z.string(),
        }),
      ),
    }),
  }),
  journal: defineControl({
    method: 'GET',
    path: '/journal',
    summary: 'The last requests to /ep/api, newest first, with the tables each one changed',
    query: z.object({ limit: decimal(z.number().int().min(1).max(500)).default(50) }),
    response: z.object({
      items: z.array(
        z.object({
          at: z.string(),
          method: z.string(),
          path: z.string(),
          user: z.string().nullable(),
          code: z.number(),
          status: z.number(),
          duration_ms: z.number(),
          tables: z.array(z.string()),
        }),
      ),
    }),
  }),
  getClock: defineControl({
    method: 'GET',
    path: '/clock',
    summary: "The world's time",
    response: clockState,
  }),
  setClock: defineControl({
    method: 'PUT',
    path: '/clock',
    summary:
      'Sets, advances or freezes the time; moving forward expires tokens, suspends expired cards, accrues usage and decides registrations 24 h after submission',
    body: z.object({
      now: z.union([z.string(), z.number()]).optional(),
      advance_ms: z.number().int().min(0).optional(),
      frozen: z.boolean().optional(),
    }),
    response: clockState,
  }),
  decideWxOrder: defineControl({
    method: 'POST',
    path: '/wx_orders/:token',
    summary:
      "Plays the WeChat payer of a pending order, a /wx_recharge card order or a portal top-up (/charge/topup/, by its token): 'pay' pays it now (the card goes to the carrier, who recharges it on the clock; the top-up reaches the balance), 'fail' fails it now, 'hold' never pays it (it closes 15 minutes after it was placed)",
    params: z.object({ token: z.string() }),
    body: z.object({ outcome: z.enum(['pay', 'fail', 'hold']) }),
    response: z.object({ order_no: z.string(), status: z.string() }),
  }),
  addFault: defineControl({
    method: 'POST',
    path: '/faults',
    summary:
      'Adds a fault rule for /ep/api calls matching method, path pattern and user: latency, a business code, an HTTP status, a hang or a dropped connection',
    body: faultSpec,
    response: faultRule,
  }),
  listFaults: defineControl({
    method: 'GET',
    path: '/faults',
    summary: 'The fault rules of the world, in the order they are tried (the first match fires)',
    response: z.object({ items: z.array(faultRule) }),
  }),
  deleteFault: defineControl({
    method: 'DELETE',
    path: '/faults/:id',
    summary: 'Removes one fault rule',
    params: z.object({ id: positiveId() }),
    response: faultRule,
  }),
  clearFaults: defineControl({
    method: 'DELETE',
    path: '/faults',
    summary: 'Removes every fault rule',
    response: z.object({ removed: z.number().int() }),
  }),
  openapi: defineControl({
    method: 'GET',
    path: '/openapi.json',
    summary: 'The OpenAPI 3.1 document of /ep/api and of this control API, generated from the contract',
    response: z.record(z.string(), z.unknown()),
  }),
  docs: defineControl({
    method: 'GET',
    path: '/docs',
    summary: 'A readable HTML rendering of the OpenAPI document, grouped by domain',
    response: z.string(),
    produces: 'text/html',
  }),
  verifyReport: defineControl({
    method: 'GET',
    path: '/verify',
    summary: 'Verify mode: where the real backend answered differently from the contract, per endpoint',
    response: verifyReport,
  }),
  clearVerifyReport: defineControl({
    method: 'DELETE',
    path: '/verify',
    summary: 'Clears the verify-mode report',
    response: z.object({ cleared: z.number().int() }),
  }),
} as const;

export type ControlName = keyof typeof controlEndpoints;
