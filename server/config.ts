import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';

export interface EmulatorConfig {
  /** HMAC key for JWTs; a KeyObject verifies about 50 times faster than a plain string. */
  jwtKey: KeyObject;
  tokenTtlMs: number;
  /** Directory of the built portal to serve at /, or null to serve the API alone. */
  clientDir: string | null;
}

export const TOKEN_TTL_MS = 10 * 60 * 60 * 1000;

export function createConfig(
  overrides: Partial<EmulatorConfig> & { jwtSecret?: string } = {},
): EmulatorConfig {
  const { jwtSecret, ...rest } = overrides;
  return {
    jwtKey: createSecretKey(jwtSecret ? Buffer.from(jwtSecret) : randomBytes(32)),
    tokenTtlMs: TOKEN_TTL_MS,
    clientDir: null,
    ...rest,
  };
}
