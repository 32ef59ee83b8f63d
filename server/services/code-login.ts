import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../context.ts';
import { badRequest } from '../errors.ts';
import { admitCodeSend, issueCode, verifyCode } from './codes.ts';
import { recordLogin } from './perm-users.ts';
import { issueToken } from './tokens.ts';

interface PhoneUser {
  id: number;
  need_changed: number;
  need_confirm: number;
  locked: number;
}

/** The account a phone logs in to; seeded data may share a phone, so the oldest account wins. */
const userByPhone = (deps: AppDeps, phone: string) =>
  deps.sqlite
    .prepare<[string], PhoneUser>(
      'select id, need_changed, need_confirm, locked from users where phone = ? order by id limit 1',
    )
    .get(phone);

/**
 * Sends a dynamic login code, only to a phone that belongs to an account. Asking for an unknown
 * phone counts against the address like any other ask, so phones cannot be tried in bulk.
 */
export function sendLoginCode(deps: AppDeps, log: FastifyBaseLogger, phone: string, address: string) {
  admitCodeSend(deps, address);
  if (!userByPhone(deps, phone)) throw badRequest('phone_not_registered');
  return issueCode(deps, log, phone, 'login');
}

/** Logs in with the code sent by sendLoginCode; answers like a password login. */
export function codeLogin(deps: AppDeps, phone: string, code: string, address: string) {
  const user = userByPhone(deps, phone);
  if (!user) throw badRequest('phone_not_registered');
  verifyCode(deps, phone, 'login', code, address);
  if (user.locked === 1) throw badRequest('login_user_locked');
  recordLogin(deps, user.id, address);
  return {
    token: issueToken(deps, user.id),
    need_changed: user.need_changed === 1,
    need_confirm: user.need_confirm === 1,
  };
}
