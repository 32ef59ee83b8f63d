import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CODE_MAX_TRIES, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, CODES_PER_HOUR } from '#contract';
import type { AppDeps } from '../context.ts';
import { badRequest } from '../errors.ts';
import { minutesOf } from '../lib/throttle.ts';

/** voice_whitelist: sent to a card's own number for the public whitelist pages. */
type CodePurpose = 'login' | 'register' | 'contact' | 'voice_whitelist';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / SECOND));

/** Refuses a send within a minute of the last one to the phone, or past the hourly allowance. */
function checkRateLimit(deps: AppDeps, phone: string, now: number): void {
  const recent = deps.sqlite
    .prepare<[string, number], { sent_at: number }>(
      'select sent_at from sent_codes where phone = ? and sent_at > ? order by sent_at desc, id desc',
    )
    .all(phone, now - HOUR);
  const last = recent[0];
  if (last && now - last.sent_at < CODE_RESEND_SECONDS * SECOND) {
    const seconds = secondsUntil(last.sent_at + CODE_RESEND_SECONDS * SECOND, now);
    throw badRequest('code_wait', { seconds });
  }
  if (recent.length >= CODES_PER_HOUR) {
    // Another may go once the oldest code that still counts is an hour old.
    const oldestCounted = recent[CODES_PER_HOUR - 1]!;
    const seconds = secondsUntil(oldestCounted.sent_at + HOUR, now);
    throw badRequest('code_hourly_limit', { limit: CODES_PER_HOUR, seconds });
  }
}

/**
 * Counts a code asked for from `address`, whatever the phone (known to the platform or not), and
 * refuses it past the address's limit: one address cannot walk through phones.
 */
export function admitCodeSend(deps: AppDeps, address: string): void {
  const wait = deps.throttle.take(`code-send:${address}`, deps.config.limits.codeSendsPerAddress);
  if (wait > 0) throw badRequest('code_address_sends', { minutes: minutesOf(wait) });
}

/**
 * "Sends" a 6-digit code: the emulator records it in sent_codes (read through GET /__emulator/codes)
 * and logs it, instead of sending an SMS. Limited per address and per phone, whatever the purpose.
 */
export function sendCode(
  deps: AppDeps,
  log: FastifyBaseLogger,
  phone: string,
  purpose: CodePurpose,
  address: string,
): { expires_in: number; resend_in: number } {
  admitCodeSend(deps, address);
  return issueCode(deps, log, phone, purpose);
}

/** sendCode once the address is admitted: the phone's own limits, then the code. */
export function issueCode(
  deps: AppDeps,
  log: FastifyBaseLogger,
  phone: string,
  purpose: CodePurpose,
): { expires_in: number; resend_in: number } {
  const now = deps.clock.now();
  checkRateLimit(deps, phone, now);
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

interface SentCode {
  id: number;
  code: string;
  expires_at: number;
  used_at: number | null;
  wrong_tries: number;
}

/**
 * Checks a code against the latest one sent to the phone for the purpose, without using it up,
 * and answers its id for spendCode. Only the latest counts: asking for a new code invalidates the
 * one before. A wrong guess is counted on the code (the CODE_MAX_TRIES-th kills it) and on the
 * address (past its limit the address waits); call it outside any transaction a later failure
 * could roll back, so that every wrong guess stays counted.
 */
export function checkCode(
  deps: AppDeps,
  phone: string,
  purpose: CodePurpose,
  code: string,
  address: string,
): number {
  const triesKey = `code-try:${address}`;
  const addressLimit = deps.config.limits.codeTriesPerAddress;
  const wait = deps.throttle.wait(triesKey, addressLimit);
  if (wait > 0) throw badRequest('code_address_tries', { minutes: minutesOf(wait) });
  const now = deps.clock.now();
  const latest = deps.sqlite
    .prepare<[string, string], SentCode>(
      `select id, code, expires_at, used_at, wrong_tries from sent_codes where phone = ? and purpose = ?
       order by sent_at desc, id desc limit 1`,
    )
    .get(phone, purpose);
  if (!latest || latest.used_at !== null) throw badRequest('code_not_sent');
  if (latest.wrong_tries >= CODE_MAX_TRIES) throw badRequest('code_tries_used');
  if (latest.expires_at <= now) throw badRequest('code_expired');
  if (!sameCode(latest.code, code)) {
    deps.sqlite.prepare('update sent_codes set wrong_tries = wrong_tries + 1 where id = ?').run(latest.id);
    deps.throttle.record(triesKey, addressLimit);
    const spent = latest.wrong_tries + 1 >= CODE_MAX_TRIES;
    throw badRequest(spent ? 'code_tries_used' : 'code_wrong');
  }
  return latest.id;
}

/** Uses a checked code up: it works once. */
export function spendCode(deps: AppDeps, id: number): void {
  deps.sqlite.prepare('update sent_codes set used_at = ? where id = ?').run(deps.clock.now(), id);
}

/** checkCode then spendCode: for a code that is used up as soon as it is right. */
export function verifyCode(...args: Parameters<typeof checkCode>): void {
  spendCode(args[0], checkCode(...args));
}
