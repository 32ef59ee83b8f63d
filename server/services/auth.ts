import { BizCode, PERMISSIONS, type PermCode } from '#contract';
import { verifyPassword } from '../../db/passwords.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { BizError, badRequest } from '../errors.ts';
import { message } from '../i18n.ts';
import { admitPasswordTry, clearPasswordTries, countWrongPassword } from './password-guard.ts';
import { recordLogin } from './perm-users.ts';
import { issueToken } from './tokens.ts';

interface LoginRow {
  id: number;
  password_hash: string;
  need_changed: number;
  need_confirm: number;
  locked: number;
  client_status: string | null;
}

export async function login(deps: AppDeps, username: string, password: string, address: string) {
  admitPasswordTry(deps, username, address);
  const user = deps.sqlite
    .prepare<[string], LoginRow>(
      `select u.id, u.password_hash, u.need_changed, u.need_confirm, u.locked, c.status as client_status
       from users u left join clients c on c.id = u.client_id where u.username = ?`,
    )
    .get(username);
  // Verify against a hash even for unknown users so timing does not reveal which usernames exist.
  const ok = await verifyPassword(password, user?.password_hash ?? 'scrypt$16384$AAAA$AAAA');
  if (!user || !ok) {
    const wording = countWrongPassword(deps, username, address) ?? message('login_failed');
    throw BizError.keyed(BizCode.BAD_REQUEST, wording);
  }
  clearPasswordTries(deps, username);
  // Told only to whoever knows the password: a locked account, or the user of a disabled
  // sub-customer, is refused with its reason and no token.
  if (user.locked === 1) throw badRequest('login_user_locked');
  if (user.client_status === 'disabled') throw badRequest('sub_disabled_login');
  recordLogin(deps, user.id, address);
  return {
    token: issueToken(deps, user.id),
    need_changed: user.need_changed === 1,
    need_confirm: user.need_confirm === 1,
  };
}

export function clientInfo(deps: AppDeps, auth: AuthContext, platform: { logoUrl: string; footer: string }) {
  const { sqlite } = deps;
  const user = sqlite
    .prepare<[number], { need_changed: number; need_confirm: number; phone: string; email: string }>(
      'select need_changed, need_confirm, phone, email from users where id = ?',
    )
    .get(auth.person.userId)!;
  const client =
    auth.clientId === null
      ? undefined
      : sqlite
          .prepare<[number], { name: string; need_sign: number; contact_name: string }>(
            'select name, need_sign, contact_name from clients where id = ?',
          )
          .get(auth.clientId);
  return {
    username: auth.person.username,
    name: client?.name ?? auth.person.username,
    logo_url: platform.logoUrl,
    footer: platform.footer,
    login_type: auth.loginType,
    is_support: auth.loginType !== 'client',
    main_client: auth.isMainClient,
    // Only the customer itself signs: a support user switched into it is never sent to sign.
    need_sign: auth.loginType === 'client' && auth.isMainClient && client?.need_sign === 1,
    need_changed: user.need_changed === 1,
    need_confirm: user.need_confirm === 1,
    contact_name: client?.contact_name ?? '',
    phone: user.phone,
    email: user.email,
  };
}

/**
 * Menu and function codes. With isSub, the codes a main client may hand to its sub-clients'
 * permission groups: its own customer codes.
 */
export function permInfo(auth: AuthContext, isSub: boolean) {
  const codes = [...auth.codes].filter(
    (code) => !isSub || (auth.isMainClient && PERMISSIONS[code].side === 'client'),
  ) as PermCode[];
  return {
    menu_lst: codes.filter((c) => PERMISSIONS[c].kind === 'route'),
    func_lst: codes.filter((c) => PERMISSIONS[c].kind === 'func'),
  };
}
