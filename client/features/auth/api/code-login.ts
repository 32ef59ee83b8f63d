import { ADDRESSES, type Address, type BodyOf, type codeLogin, type sendLoginCode } from '#contract';
import { apiRequest } from '@/lib/api-client';

const login: Address<typeof codeLogin> = ADDRESSES.codeLogin;
const sendCode: Address<typeof sendLoginCode> = ADDRESSES.sendLoginCode;

/** Login with an SMS code, called by its address: the login page loads no schema. */
export const smsCodeLogin = (body: BodyOf<typeof codeLogin>) => apiRequest(login, { body });

/** Sends a login code; resolves with the seconds before the next may be sent. */
export const sendLoginCodeTo = (phone: string) =>
  apiRequest(sendCode, { body: { phone } }).then((d) => d.resend_in);
