import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AppDeps } from '../context.ts';

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

/** The token's record when its signature, expiry (on the emulator clock) and revocation all check out. */
export function verifyToken(deps: AppDeps, token: string): TokenRecord | null {
  let claims: TokenClaims;
  try {
    claims = jwt.verify(token, deps.config.jwtKey, {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(deps.clock.now() / 1000),
    }) as TokenClaims;
  } catch {
    return null;
  }
  const row = deps.sqlite
    .prepare<[string], { user_id: number; acting_client_id: number | null; revoked_at: number | null }>(
      'select user_id, acting_client_id, revoked_at from tokens where jti = ?',
    )
    .get(claims.jti);
  if (!row || row.revoked_at !== null || String(row.user_id) !== claims.sub) return null;
  return { jti: claims.jti, userId: row.user_id, actingClientId: row.acting_client_id };
}

export function revokeToken(deps: AppDeps, jti: string): void {
  deps.sqlite
    .prepare('update tokens set revoked_at = ? where jti = ? and revoked_at is null')
    .run(deps.clock.now(), jti);
}
