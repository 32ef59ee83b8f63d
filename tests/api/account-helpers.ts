import { CODES_PER_HOUR, type VerifyPurpose } from '#contract';
import { USERS } from '../../fixtures/index.ts';
import { HOUR, type TestApp } from './helpers.ts';

/** The newest code the emulator "sent" to a phone, read through the control API as a demo would. */
export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const res = await t.request.get('/__emulator/codes').query({ phone, limit: 1 }).expect(200);
  return res.body.items[0].code;
}

/**
 * Sends a verification code and returns it, first moving the frozen clock on far enough that no
 * rate limit of the phone can refuse it (one a minute, ten an hour).
 */
export async function sendAndRead(t: TestApp, phone: string, purpose: VerifyPurpose): Promise<string> {
  t.deps.clock.advance(HOUR / CODES_PER_HOUR + 1000);
  await t.ok('sendVerifyCode', { body: { phone, purpose } });
  return lastCode(t, phone);
}

/** Like sendAndRead, for a dynamic login code (/send/dpassword/). */
export async function sendLoginAndRead(t: TestApp, phone: string): Promise<string> {
  t.deps.clock.advance(HOUR / CODES_PER_HOUR + 1000);
  await t.ok('sendLoginCode', { body: { phone } });
  return lastCode(t, phone);
}

/** A demo account's phone, as fixtures/accounts.ts gives it. */
export const phoneOf = (username: string): string => USERS.find((u) => u.username === username)!.phone;
