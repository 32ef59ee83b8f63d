import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { issueToken, revokeToken } from './tokens.ts';

/** A client by id, with its first customer user (the account a switched support user acts as). */
export function clientWithUser(deps: AppDeps, clientId: number) {
  const client = deps.sqlite
    .prepare<[number], { id: number }>('select id from clients where id = ?')
    .get(clientId);
  if (!client) throw notFound('client_not_found', { id: clientId });
  const user = deps.sqlite
    .prepare<[number], { id: number; username: string }>(
      "select id, username from users where client_id = ? and login_type = 'client' order by id limit 1",
    )
    .get(clientId);
  if (!user) throw badRequest('client_has_no_user');
  return { clientId: client.id, user };
}

/**
 * A token that acts as the client (login_type support_switch_client) while its identity stays the
 * support user's, so the way back needs no password. The support token itself stays valid.
 */
export function switchAccount(deps: AppDeps, auth: AuthContext, clientId: number) {
  const target = clientWithUser(deps, clientId);
  return { token: issueToken(deps, auth.person.userId, target.clientId) };
}

/** Ends a switch: the switched token is revoked and the support user gets a fresh token of its own. */
export function switchAccountBack(deps: AppDeps, auth: AuthContext) {
  if (auth.loginType !== 'support_switch_client') throw badRequest('not_switched');
  revokeToken(deps, auth.jti);
  return { token: issueToken(deps, auth.person.userId) };
}
