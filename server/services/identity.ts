import type { AppDeps, AuthContext } from '../context.ts';
import { perConnection, untilNextWrite } from '../lib/prepared.ts';
import { effectiveCodes } from './perms.ts';
import { type TokenRecord, verifyToken } from './tokens.ts';

interface UserRow {
  id: number;
  username: string;
  login_type: 'client' | 'support';
  client_id: number | null;
  group_id: number | null;
  locked: number;
}

const userById = perConnection<[number], UserRow>(
  'select id, username, login_type, client_id, group_id, locked from users where id = ?',
);
const customerUser = perConnection<[number], UserRow>(
  "select id, username, login_type, client_id, group_id, locked from users where client_id = ? and login_type = 'client' order by id limit 1",
);
const clientParent = perConnection<[number], { parent_id: number | null; status: string }>(
  'select parent_id, status from clients where id = ?',
);
const usernameById = perConnection<[number], { username: string }>('select username from users where id = ?');

/**
 * Who is calling. A support user switched into a customer acts as that customer's account (its
 * user, its client and its codes) while keeping its own identity (`person`) for the way back.
 */
export function resolveAuth(deps: AppDeps, token: TokenRecord): AuthContext | null {
  // Who a token stands for depends only on the database: read again after any write (a grant, a
  // withdrawal, a changed user), reused until then.
  return untilNextWrite(deps.sqlite, `auth:${token.jti}:${token.userId}:${token.actingClientId}`, () =>
    readAuth(deps, token),
  );
}

function readAuth(deps: AppDeps, token: TokenRecord): AuthContext | null {
  const { sqlite } = deps;
  const user = userById(sqlite).get(token.userId);
  // A locked user's tokens stop working at once (its next call answers 403).
  if (!user || user.locked === 1) return null;

  let actingUser = user;
  if (user.login_type === 'support' && token.actingClientId !== null) {
    const customer = customerUser(sqlite).get(token.actingClientId);
    if (!customer) return null;
    actingUser = customer;
  }

  const clientId = actingUser.client_id;
  const parent = clientId === null ? undefined : clientParent(sqlite).get(clientId);
  // A sub-customer its main client disabled: its users' tokens stop working (403).
  if (parent?.status === 'disabled') return null;

  return {
    jti: token.jti,
    userId: actingUser.id,
    username: actingUser.username,
    person: { userId: user.id, username: user.username },
    loginType:
      user.login_type === 'client' ? 'client' : actingUser === user ? 'support' : 'support_switch_client',
    clientId,
    isMainClient: parent !== undefined && parent.parent_id === null,
    codes: effectiveCodes(sqlite, actingUser.id, actingUser.group_id),
  };
}

/** The token in an `Authorization: JWT <token>` header, or null. */
export const bearerToken = (header: string | undefined): string | null =>
  /^JWT\s+(\S+)$/.exec(header ?? '')?.[1] ?? null;

/**
 * The username behind a request's token when the token is valid, else null: for the journal and
 * for faults scoped to a user, which run before (or without) a route's own authentication.
 */
export function identify(deps: AppDeps, authorization: string | undefined): string | null {
  const token = bearerToken(authorization);
  const record = token ? verifyToken(deps, token) : null;
  if (!record) return null;
  return usernameById(deps.sqlite).get(record.userId)?.username ?? null;
}
