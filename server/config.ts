import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { PUBLIC_CARD_LOOKUPS_PER_MINUTE, WX_ORDERS_PER_TEN_MINUTES } from '#contract';
import type { Limit } from './lib/throttle.ts';

/** How often a caller may try what can be guessed or exhausted (server/lib/throttle.ts). */
export interface Limits {
  /** Codes asked for from one address, whatever the phone (each phone has its own limits too). */
  codeSendsPerAddress: Limit;
  /** Wrong codes from one address, whatever the phone (each code also dies at CODE_MAX_TRIES). */
  codeTriesPerAddress: Limit;
  /** Wrong passwords for one account (in one world); past it the account waits. */
  passwordPerAccount: Limit;
  /** Wrong passwords from one address, whatever the account. */
  passwordPerAddress: Limit;
  /** New X-Emulator-Session worlds created from one address. */
  worldsPerAddress: Limit;
  /** Public card look-ups (/cardH5 and the QR code page) from one address. */
  publicLookupsPerAddress: Limit;
  /** WeChat recharge orders (/wx_recharge) placed from one address. */
  wxOrdersPerAddress: Limit;
}

const MINUTE = 60_000;

export const DEFAULT_LIMITS: Limits = {
  codeSendsPerAddress: { max: 20, windowMs: 60 * MINUTE },
  codeTriesPerAddress: { max: 20, windowMs: 15 * MINUTE },
  passwordPerAccount: { max: 5, windowMs: 15 * MINUTE },
  passwordPerAddress: { max: 20, windowMs: 15 * MINUTE },
  worldsPerAddress: { max: 60, windowMs: MINUTE },
  publicLookupsPerAddress: { max: PUBLIC_CARD_LOOKUPS_PER_MINUTE, windowMs: MINUTE },
  wxOrdersPerAddress: { max: WX_ORDERS_PER_TEN_MINUTES, windowMs: 10 * MINUTE },
};

const limitOverride = z.strictObject({
  max: z.number().int().min(1).optional(),
  windowMs: z.number().int().min(1000).optional(),
});
const limitsOverride = z.strictObject(
  Object.fromEntries(Object.keys(DEFAULT_LIMITS).map((key) => [key, limitOverride.optional()])) as Record<
    keyof Limits,
    z.ZodOptional<typeof limitOverride>
  >,
);

/**
 * The limits with EMULATOR_LIMITS applied: JSON naming the limits to change, e.g.
 * `{"codeSendsPerAddress":{"max":200}}` for a sales team behind one office address. Anything else
 * in it is refused at start, with the reason.
 */
export function limitsFromEnv(text: string | undefined): Limits {
  if (!text) return DEFAULT_LIMITS;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('EMULATOR_LIMITS is not JSON');
  }
  const parsed = limitsOverride.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`EMULATOR_LIMITS at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const limits = { ...DEFAULT_LIMITS };
  for (const [key, override] of Object.entries(parsed.data) as [keyof Limits, Partial<Limit> | undefined][]) {
    if (override) limits[key] = { ...DEFAULT_LIMITS[key], ...override };
  }
  return limits;
}

export interface EmulatorConfig {
  /** HMAC key for JWTs; a KeyObject verifies about 50 times faster than a plain string. */
  jwtKey: KeyObject;
  tokenTtlMs: number;
  /** Directory of the built portal to serve at /, or null to serve the API alone. */
  clientDir: string | null;
  limits: Limits;
}

const TOKEN_TTL_MS = 10 * 60 * 60 * 1000;

export function createConfig(
  overrides: Partial<EmulatorConfig> & { jwtSecret?: string } = {},
): EmulatorConfig {
  const { jwtSecret, ...rest } = overrides;
  return {
    jwtKey: createSecretKey(jwtSecret ? Buffer.from(jwtSecret) : randomBytes(32)),
    tokenTtlMs: TOKEN_TTL_MS,
    clientDir: null,
    limits: DEFAULT_LIMITS,
    ...rest,
  };
}
