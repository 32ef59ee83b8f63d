import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { verifyCode } from './codes.ts';

/** The WeChat binding of the calling user (the support user's own when switched). */
export function wxBinding(deps: AppDeps, auth: AuthContext) {
  const row = deps.sqlite
    .prepare<[number], { nickname: string; bound_at: number }>(
      'select nickname, bound_at from wx_bindings where user_id = ?',
    )
    .get(auth.person.userId);
  return {
    bound: row !== undefined,
    nickname: row?.nickname ?? null,
    bound_at: formatDateTime(row?.bound_at ?? null),
  };
}

/** The change_wx page is for customer logins; support (switched or not) has none. */
function assertClient(auth: AuthContext): void {
  if (auth.loginType !== 'client') throw badRequest('wx_client_only');
}

/** Binds a WeChat account, proven by the code sent to the user's own phone (purpose contact). */
export function bindWx(
  deps: AppDeps,
  auth: AuthContext,
  input: { nickname: string; code: string },
  address: string,
) {
  assertClient(auth);
  if (wxBinding(deps, auth).bound) throw badRequest('wx_already_bound');
  const { phone } = deps.sqlite
    .prepare<[number], { phone: string }>('select phone from users where id = ?')
    .get(auth.person.userId)!;
  if (!phone) throw badRequest('wx_no_phone');
  verifyCode(deps, phone, 'contact', input.code, address);
  deps.sqlite
    .prepare('insert into wx_bindings (user_id, nickname, bound_at) values (?, ?, ?)')
    .run(auth.person.userId, input.nickname, deps.clock.now());
  return wxBinding(deps, auth);
}

export function unbindWx(deps: AppDeps, auth: AuthContext) {
  assertClient(auth);
  const { changes } = deps.sqlite
    .prepare('delete from wx_bindings where user_id = ?')
    .run(auth.person.userId);
  if (changes === 0) throw badRequest('wx_not_bound');
  return wxBinding(deps, auth);
}
