import { BizCode } from '#contract';
import { hashPassword, verifyPassword } from '../../db/passwords.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { BizError, badRequest } from '../errors.ts';
import { message } from '../i18n.ts';
import { verifyCode } from './codes.ts';
import { admitPasswordTry, clearPasswordTries, countWrongPassword } from './password-guard.ts';

/**
 * A support user switched into a customer acts with the customer's account but is not its owner:
 * it changes neither the customer's details nor, from there, its own.
 */
function assertOwnAccount(auth: AuthContext): void {
  if (auth.loginType === 'support_switch_client') throw badRequest('not_while_switched');
}

interface ContactInput {
  contact_name: string;
  phone: string;
  email: string;
  code: string;
}

/**
 * Confirms or changes the user's contact details, verified by the code sent to the (new) phone;
 * the client's contact person follows its user. Clears need_confirm.
 */
export function updateContact(deps: AppDeps, auth: AuthContext, input: ContactInput, address: string) {
  assertOwnAccount(auth);
  const other = deps.sqlite
    .prepare<[string, number], { id: number }>('select id from users where phone = ? and id <> ? limit 1')
    .get(input.phone, auth.person.userId);
  // The phone is also a login (code login): it must lead to one account.
  if (other) throw badRequest('contact_phone_taken');
  verifyCode(deps, input.phone, 'contact', input.code, address);
  deps.sqlite.transaction(() => {
    deps.sqlite
      .prepare('update users set phone = ?, email = ?, need_confirm = 0 where id = ?')
      .run(input.phone, input.email, auth.person.userId);
    if (auth.clientId !== null) {
      deps.sqlite
        .prepare('update clients set contact_name = ?, contact_phone = ?, contact_email = ? where id = ?')
        .run(input.contact_name, input.phone, input.email, auth.clientId);
    }
  })();
  return { need_confirm: false };
}

/**
 * Changes the password after checking the current one; the rule itself is the contract's. Clears
 * need_changed and signs the user out everywhere else: every other token is revoked.
 */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  input: { old_password: string; new_password: string },
  address: string,
) {
  assertOwnAccount(auth);
  // The old password is guessable like a login: the same limits, on the same account.
  admitPasswordTry(deps, auth.person.username, address);
  const { password_hash } = deps.sqlite
    .prepare<[number], { password_hash: string }>('select password_hash from users where id = ?')
    .get(auth.person.userId)!;
  if (!(await verifyPassword(input.old_password, password_hash))) {
    const locked = countWrongPassword(deps, auth.person.username, address);
    throw BizError.keyed(BizCode.BAD_REQUEST, locked ?? message('old_password_wrong'));
  }
  clearPasswordTries(deps, auth.person.username);
  if (input.new_password === input.old_password) throw badRequest('password_unchanged');
  const now = deps.clock.now();
  deps.sqlite.transaction(() => {
    deps.sqlite
      .prepare('update users set password_hash = ?, need_changed = 0 where id = ?')
      .run(hashPassword(input.new_password), auth.person.userId);
    deps.sqlite
      .prepare('update tokens set revoked_at = ? where user_id = ? and jti <> ? and revoked_at is null')
      .run(now, auth.person.userId, auth.jti);
  })();
  return { need_changed: false };
}
