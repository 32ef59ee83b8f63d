import { type KeyObject, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AppDeps } from '../context.ts';
import { perConnection, untilNextWrite } from '../lib/prepared.ts';

interface TokenClaims {
  jti: string;
  sub: string;
}

/** Issues a JWT valid for the configured TTL on the emulator clock, and records it for revocation. */
export function issueToken(deps: AppDeps, userId: number, actingClientId: number | null = null): string {
  const now = deps.clock.now();
  const jti = randomUUID();
  deps.sqlite
    .prepare(
      'insert into tokens (jti, user_id, acting_client_id, issued_at, expires_at) values (?, ?, ?, ?, ?)',
    )
    .run(jti, userId, actingClientId, now, now + deps.config.tokenTtlMs);
  return jwt.sign({ iat: Math.floor(now / 1000) }, deps.config.jwtKey, {
    algorithm: 'HS256',
    expiresIn: Math.floor(deps.config.tokenTtlMs / 1000),
    jwtid: jti,
    subject: String(userId),
  });
}

export interface TokenRecord {
  jti: string;
  userId: number;
  actingClientId: number | null;
}

const tokenRow = perConnection<
  [string],
  { user_id: number; acting_client_id: number | null; revoked_at: number | null }
>('select user_id, acting_client_id, revoked_at from tokens where jti = ?');

/**
 * Tokens whose signature already checked out, per signing key, so the HMAC and the decoding run
 * once per token rather than on every request. Only the signature is remembered: expiry and
 * not-before are checked again on every call, against the emulator clock, exactly as `jwt.verify`
 * checks them; revocation is read from the database every time.
 */
const verifiedTokens = new WeakMap<KeyObject, Map<string, VerifiedClaims>>();
const VERIFIED_TOKENS_PER_KEY = 10_000;

interface VerifiedClaims extends TokenClaims {
  exp?: number;
  nbf?: number;
}

function verifiedClaims(key: KeyObject, token: string, clockTimestamp: number): VerifiedClaims | null {
  let verified = verifiedTokens.get(key);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(key, verified);
  }
  const known = verified.get(token);
  if (!known) {
    let claims: VerifiedClaims;
    try {
      claims = jwt.verify(token, key, { algorithms: ['HS256'], clockTimestamp }) as VerifiedClaims;
    } catch {
      return null;
    }
    if (verified.size >= VERIFIED_TOKENS_PER_KEY) verified.clear();
    verified.set(token, claims);
    return claims;
  }
  // jwt.verify's own time checks (it falls back to the real clock for a timestamp of 0).
  const now = clockTimestamp || Math.floor(Date.now() / 1000);
  if (typeof known.nbf === 'number' && known.nbf > now) return null;
  if (typeof known.exp === 'number' && now >= known.exp) return null;
  return known;
}

/** The token's record when its signature, expiry (on the emulator clock) and revocation all check out. */
export function verifyToken(deps: AppDeps, token: string): TokenRecord | null {
  const claims = verifiedClaims(deps.config.jwtKey, token, Math.floor(deps.clock.now() / 1000));
  if (!claims) return null;
  // Read again after any write, so a logout or a revocation applies to the very next request.
  const row = untilNextWrite(deps.sqlite, `token:${claims.jti}`, () => tokenRow(deps.sqlite).get(claims.jti));
  if (!row || row.revoked_at !== null || String(row.user_id) !== claims.sub) return null;
  return { jti: claims.jti, userId: row.user_id, actingClientId: row.acting_client_id };
}

export function revokeToken(deps: AppDeps, jti: string): void {
  deps.sqlite
    .prepare('update tokens set revoked_at = ? where jti = ? and revoked_at is null')
    .run(deps.clock.now(), jti);
}
