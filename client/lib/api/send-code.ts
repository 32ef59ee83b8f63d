import { sendLoginCode, sendVerifyCode } from '#contract';
import { apiRequest } from '../api-client.ts';

/** Sends a login code; resolves with the seconds before the next may be sent. */
export const sendLoginCodeTo = (phone: string) =>
  apiRequest(sendLoginCode, { body: { phone } }).then((d) => d.resend_in);

export const sendVerifyCodeTo = (phone: string, purpose: 'register' | 'contact') =>
  apiRequest(sendVerifyCode, { body: { phone, purpose } }).then((d) => d.resend_in);
