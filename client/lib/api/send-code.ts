import { sendVerifyCode } from '#contract';
import { apiRequest } from '../api-client.ts';

export const sendVerifyCodeTo = (phone: string, purpose: 'register' | 'contact') =>
  apiRequest(sendVerifyCode, { body: { phone, purpose } }).then((d) => d.resend_in);
