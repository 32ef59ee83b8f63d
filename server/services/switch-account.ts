import type { Lang } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { translate } from '../i18n.ts';
import { issueToken, revokeToken } from './tokens.ts';

/** A client by id, with its first customer user (the account a switched support user acts as). */
export function clientWithUser(deps: AppDeps, clientId: number, lang: Lang) {
  const client = deps.sqlite
    .prepare<[number], { id: number }>('select id from clients where id = ?')
    .get(clientId);
  if (!client) throw notFound(translate(lang, 'client_not_found', { id: clientId }));
  const user = deps.sqlite
    .prepare<[number], { id: number; username: string }>(
      "select id, username from users where client_id = ? and login_type = 'client' order by id limit 1",
    )
    .get(clientId);
  if (!user) throw badRequest(translate(lang, 'client_has_no_user'));
  return { clientId: client.id, user };
}

/**
 * A token that acts as the client (login_type support_switch_client) while its identity stays the
 * support user's, so the way back needs no password. The support token itself stays valid.
 */
export function switchAccount(deps: AppDeps, auth: AuthContext, clientId: number, lang: Lang) {
  const target = clientWithUser(deps, clientId, lang);
  return { token: issueToken(deps, auth.userId, target.clientId) };
}

/** Ends a switch: the switched token is revoked and the support user gets a fresh token of its own. */
export function switchAccountBack(deps: AppDeps, auth: AuthContext, lang: Lang) {
  if (auth.loginType !== 'support_switch_client') throw badRequest(translate(lang, 'not_switched'));
  revokeToken(deps, auth.jti);
  return { token: issueToken(deps, auth.userId) };
}
