import { z } from 'zod';
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

export const controlEndpoints = {
  reset: defineControl({
    method: 'POST',
    path: '/reset',
    summary: 'Puts the world back to its seeded state: data, clock and scenario (snapshots and journal stay)',
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
      limit: z.coerce.number().int().min(1).max(500).default(50),
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
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
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
      'Sets, advances or freezes the time; moving forward expires tokens, suspends expired cards and accrues usage',
    body: z.object({
      now: z.union([z.string(), z.number()]).optional(),
      advance_ms: z.number().int().min(0).optional(),
      frozen: z.boolean().optional(),
    }),
    response: clockState,
  }),
} as const;

export type ControlName = keyof typeof controlEndpoints;
