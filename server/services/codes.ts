import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS, CODES_PER_HOUR, type Lang } from '#contract';
import type { AppDeps } from '../context.ts';
import { badRequest } from '../errors.ts';
import { translate } from '../i18n.ts';

/** voice_whitelist: sent to a card's own number for the public whitelist pages. */
export type CodePurpose = 'login' | 'register' | 'contact' | 'voice_whitelist';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / SECOND));

/** Refuses a send within a minute of the last one to the phone, or past the hourly allowance. */
function checkRateLimit(deps: AppDeps, phone: string, now: number, lang: Lang): void {
  const recent = deps.sqlite
    .prepare<[string, number], { sent_at: number }>(
      'select sent_at from sent_codes where phone = ? and sent_at > ? order by sent_at desc, id desc',
    )
    .all(phone, now - HOUR);
  const last = recent[0];
  if (last && now - last.sent_at < CODE_RESEND_SECONDS * SECOND) {
    const seconds = secondsUntil(last.sent_at + CODE_RESEND_SECONDS * SECOND, now);
    throw badRequest(translate(lang, 'code_wait', { seconds }));
  }
  if (recent.length >= CODES_PER_HOUR) {
    // Another may go once the oldest code that still counts is an hour old.
    const oldestCounted = recent[CODES_PER_HOUR - 1]!;
    const seconds = secondsUntil(oldestCounted.sent_at + HOUR, now);
    throw badRequest(translate(lang, 'code_hourly_limit', { limit: CODES_PER_HOUR, seconds }));
  }
}

/**
 * "Sends" a 6-digit code: the emulator records it in sent_codes (read through GET /__emulator/codes)
 * and logs it, instead of sending an SMS. Rate limited per phone, whatever the purpose.
 */
export function sendCode(
  deps: AppDeps,
  log: FastifyBaseLogger,
  phone: string,
  purpose: CodePurpose,
  lang: Lang,
): { expires_in: number; resend_in: number } {
  const now = deps.clock.now();
  checkRateLimit(deps, phone, now, lang);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  deps.sqlite
    .prepare('insert into sent_codes (phone, purpose, code, sent_at, expires_at) values (?, ?, ?, ?, ?)')
    .run(phone, purpose, code, now, now + CODE_TTL_SECONDS * SECOND);
  // At info whatever the configured level: the log is where a developer reads the "SMS".
  log.child({}, { level: 'info' }).info({ phone, purpose, code }, `SMS code ${code} sent to ${phone}`);
  return { expires_in: CODE_TTL_SECONDS, resend_in: CODE_RESEND_SECONDS };
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks a code against the latest one sent to the phone for the purpose, and uses it up. Only the
 * latest counts: asking for a new code invalidates the one before, and a used code needs a new one.
 */
export function verifyCode(deps: AppDeps, phone: string, purpose: CodePurpose, code: string, lang: Lang) {
  const now = deps.clock.now();
  const latest = deps.sqlite
    .prepare<[string, string], { id: number; code: string; expires_at: number; used_at: number | null }>(
      `select id, code, expires_at, used_at from sent_codes where phone = ? and purpose = ?
       order by sent_at desc, id desc limit 1`,
    )
    .get(phone, purpose);
  if (!latest || latest.used_at !== null) throw badRequest(translate(lang, 'code_not_sent'));
  if (latest.expires_at <= now) throw badRequest(translate(lang, 'code_expired'));
  if (!sameCode(latest.code, code)) throw badRequest(translate(lang, 'code_wrong'));
  deps.sqlite.prepare('update sent_codes set used_at = ? where id = ?').run(now, latest.id);
}
