import { BizCode } from '#contract';
import type { AppDeps } from '../context.ts';
import { BizError } from '../errors.ts';
import { type Message, message } from '../i18n.ts';
import { minutesOf } from '../lib/throttle.ts';

/**
 * Wrong passwords are limited per account (in its world) and per address. Past either limit the
 * caller waits, told for how long, even with the right password: otherwise the lock would only
 * slow a guesser down. A right password clears the account's count.
 */
const accountKey = (deps: AppDeps, username: string) => `password:${deps.name}:${username}`;
const addressKey = (address: string) => `password-address:${address}`;

/** The message of the limit the account or the address has reached, or null while it may try. */
function lockMessage(deps: AppDeps, username: string, address: string): Message | null {
  const { limits } = deps.config;
  const account = deps.throttle.wait(accountKey(deps, username), limits.passwordPerAccount);
  if (account > 0) return message('login_locked', { minutes: minutesOf(account) });
  const byAddress = deps.throttle.wait(addressKey(address), limits.passwordPerAddress);
  if (byAddress > 0) return message('login_address_locked', { minutes: minutesOf(byAddress) });
  return null;
}

/** Throws while the account or the address has to wait. */
export function admitPasswordTry(deps: AppDeps, username: string, address: string): void {
  const locked = lockMessage(deps, username, address);
  if (locked) throw BizError.keyed(BizCode.BAD_REQUEST, locked);
}

/** Counts a wrong password; answers the lock's message when this one reached a limit. */
export function countWrongPassword(deps: AppDeps, username: string, address: string): Message | null {
  const { limits } = deps.config;
  deps.throttle.record(accountKey(deps, username), limits.passwordPerAccount);
  deps.throttle.record(addressKey(address), limits.passwordPerAddress);
  return lockMessage(deps, username, address);
}

/** A right password: the account starts counting afresh. */
export function clearPasswordTries(deps: AppDeps, username: string): void {
  deps.throttle.clear(accountKey(deps, username));
}
