import { randomInt } from 'node:crypto';
import { meetsPasswordRule } from '#contract';
import { hashPassword } from '../../db/passwords.ts';
import type { AppDeps } from '../context.ts';
import { notFound } from '../errors.ts';
import { clientWithUser } from './switch-account.ts';

export function setRechargeEnabled(deps: AppDeps, clientId: number, enabled: boolean) {
  const { changes } = deps.sqlite
    .prepare('update clients set recharge_enabled = ? where id = ?')
    .run(enabled ? 1 : 0, clientId);
  if (changes === 0) throw notFound('client_not_found', { id: clientId });
  return { client_id: clientId, recharge_enabled: enabled };
}

/** Without look-alikes (0/O, 1/l/I), since support reads the password out to the customer. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** A random password that meets the platform's rule (letters and digits, 8 or more). */
export function randomPassword(): string {
  for (;;) {
    const password = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (meetsPasswordRule(password)) return password;
  }
}

/**
 * Gives the client's account (its first customer user) a new random password, shown once: the
 * user must change it at the next login, and every token it holds is revoked.
 */
export function resetClientPassword(deps: AppDeps, clientId: number) {
  const { user } = clientWithUser(deps, clientId);
  const password = randomPassword();
  deps.sqlite.transaction(() => {
    deps.sqlite
      .prepare('update users set password_hash = ?, need_changed = 1 where id = ?')
      .run(hashPassword(password), user.id);
    deps.sqlite
      .prepare('update tokens set revoked_at = ? where user_id = ? and revoked_at is null')
      .run(deps.clock.now(), user.id);
  })();
  return { username: user.username, password };
}
