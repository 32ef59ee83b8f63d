import { z } from 'zod';
import { ADDRESSES } from '../addresses.ts';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { positiveId } from '../numbers.ts';
import { CODE_PATTERN, meetsPasswordRule, PHONE_PATTERN, validateUsername } from '../validators.ts';

/** Spec: codes expire after 5 minutes; at most one a minute and ten an hour per phone. */
export const CODE_TTL_SECONDS = 300;
export const CODE_RESEND_SECONDS = 60;
export const CODES_PER_HOUR = 10;
/** Wrong guesses a code survives: the fifth wrong one uses it up, and a new one must be asked for. */
export const CODE_MAX_TRIES = 5;

const phone = z.string({ error: 'phone_invalid' }).trim().regex(PHONE_PATTERN, { message: 'phone_invalid' });
const code = z.string({ error: 'code_invalid' }).trim().regex(CODE_PATTERN, { message: 'code_invalid' });
const email = z.string({ error: 'email_invalid' }).trim().email({ message: 'email_invalid' });
const contactName = z.string().trim().min(1, 'contact_name_required').max(30);
const username = z
  .string({ error: 'username_required' })
  .trim()
  .superRefine((value, ctx) => {
    const key = validateUsername(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
const newPassword = z
  .string({ error: 'password_required' })
  .min(1, { message: 'password_required' })
  .refine(meetsPasswordRule, { message: 'password_rule' });

const tokenData = z.object({ token: z.string(), need_changed: z.boolean(), need_confirm: z.boolean() });
const codeSent = z.object({
  /** Seconds until the code expires, and until another may be sent. */
  expires_in: z.number().int(),
  resend_in: z.number().int(),
});

export const codeLogin = defineEndpoint({
  ...ADDRESSES.codeLogin,
  summary: 'Login with a dynamic code sent by SMS (see /send/dpassword/)',
  access: 'public',
  body: z.object({ phone, code }),
  data: tokenData,
});

export const sendLoginCode = defineEndpoint({
  ...ADDRESSES.sendLoginCode,
  summary: 'Sends a dynamic login code to the phone of an account',
  access: 'public',
  body: z.object({ phone }),
  data: codeSent,
});

export const VERIFY_PURPOSES = ['register', 'contact'] as const;
export type VerifyPurpose = (typeof VERIFY_PURPOSES)[number];

export const sendVerifyCode = defineEndpoint({
  method: 'POST',
  path: '/send/verify/code/',
  summary: 'Sends a verification code for registration or a change of contact details',
  access: 'public',
  body: z.object({ phone, purpose: z.enum(VERIFY_PURPOSES) }),
  data: codeSent,
});

export const checkUniqueInfo = defineEndpoint({
  method: 'GET',
  path: '/check_unique_info/',
  summary: 'Whether a username, phone or email is still free (registration; only when hosted_on_ec)',
  access: 'public',
  query: z.object({ field: z.enum(['username', 'phone', 'email']), value: z.string().trim().min(1) }),
  data: z.object({ unique: z.boolean() }),
});

export const REGISTRATION_STATUS_LABELS = labelled({
  reviewing: { label: 'common.underReview', tone: 'warning' },
  approved: { label: 'common.approved', tone: 'success' },
  rejected: { label: 'common.rejected', tone: 'danger' },
});
export const REGISTRATION_STATUSES = ['reviewing', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** A registration still under review is approved (or rejected) this long after it was submitted. */
export const REGISTRATION_REVIEW_HOURS = 24;

const registrationFields = {
  company_name: z.string().trim().min(2).max(100),
  /** 统一社会信用代码: 18 characters. */
  credit_code: z
    .string()
    .trim()
    .regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, { message: 'credit_code_invalid' }),
  contact_name: contactName,
  phone,
  email,
  username,
  password: newPassword,
  code,
};

export const registrationSchema = z.object({
  register_id: z.string(),
  company_name: z.string(),
  /** Returned so a rejected registration's form can be filled in again for correction. */
  credit_code: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  username: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  reject_reason: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** Progress steps in order, each with when it was reached (null: not yet). */
  steps: z.array(z.object({ key: z.enum(['submitted', 'reviewing', 'done']), at: z.string().nullable() })),
});

export const submitRegistration = defineEndpoint({
  method: 'POST',
  path: '/client_register/',
  summary: 'Submits a self-registration (refused when hosted_on_ec is false)',
  access: 'public',
  body: z.object(registrationFields),
  data: registrationSchema,
});

export const registrationProgress = defineEndpoint({
  method: 'GET',
  path: '/client_register/',
  summary: "A registration's progress, by its id and the phone it was made with",
  access: 'public',
  query: z.object({ register_id: z.string().trim().min(1), phone }),
  data: registrationSchema,
});

export const updateRegistration = defineEndpoint({
  method: 'PUT',
  path: '/client_register/',
  summary:
    'Corrects and resubmits a rejected registration (found by register_id and its phone; needs a new code)',
  access: 'public',
  body: z.object({ register_id: z.string().trim().min(1), ...registrationFields }),
  data: registrationSchema,
});

export const updateContact = defineEndpoint({
  method: 'POST',
  path: '/client/info/',
  summary:
    "Updates the user's contact details (verified by a code sent to the new phone); clears need_confirm",
  access: 'login',
  body: z.object({ contact_name: contactName, phone, email, code }),
  data: z.object({ need_confirm: z.boolean() }),
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/password/',
  summary: "Changes the user's password; clears need_changed and revokes the user's other tokens",
  access: 'login',
  body: z.object({
    old_password: z.string({ error: 'password_required' }).min(1, { message: 'password_required' }),
    new_password: newPassword,
  }),
  data: z.object({ need_changed: z.boolean() }),
});

/** The password form of /change_password_page and /change_password: the new one typed twice. */
export const passwordForm = defineForm({
  create: changePassword,
  fields: {
    old_password: { kind: 'password', label: 'account.oldPassword', autoComplete: 'current-password' },
    new_password: {
      kind: 'password',
      label: 'account.newPassword',
      help: 'validation.password_rule',
      again: { label: 'account.newPasswordAgain', mismatch: 'common.account.passwordMismatch' },
    },
  },
  texts: {
    create: 'account.changePassword',
    submit: 'account.savePassword',
    created: 'account.passwordChanged',
  },
});

/** Contact name, mobile (verified by a code sent to it) and email. */
export const contactForm = defineForm({
  create: updateContact,
  fields: {
    contact_name: { kind: 'text', label: 'common.account.contactName' },
    phone: { kind: 'text', label: 'common.mobile' },
    email: { kind: 'text', label: 'common.email' },
    code: { kind: 'text', label: 'common.account.code' },
  },
  texts: { create: 'account.changeContact', created: 'account.contactSaved' },
});

export const AGREEMENT_MODULES = ['base_module', 'privacy_module'] as const;
export type AgreementModule = (typeof AGREEMENT_MODULES)[number];

export const userAgreement = defineEndpoint({
  method: 'GET',
  path: '/user_agreement/',
  summary:
    'The text of an agreement and whether the caller has signed it. Public: the agreement is read ' +
    'before registering and on /protocol/:module without a login; signed is false without a caller',
  access: 'public',
  query: z.object({ module: z.enum(AGREEMENT_MODULES).default('base_module') }),
  data: z.object({
    module: z.enum(AGREEMENT_MODULES),
    title: z.string(),
    version: z.string(),
    /** HTML; the client sanitises it before showing it. */
    content: z.string(),
    signed: z.boolean(),
    signed_at: z.string().nullable(),
  }),
});

export const signAgreement = defineEndpoint({
  method: 'POST',
  path: '/user_agreement/sign/',
  summary: 'Signs the user agreement (main clients only); clears need_sign',
  access: 'login',
  body: z.object({ module: z.enum(AGREEMENT_MODULES).default('base_module') }),
  data: z.object({ signed_at: z.string() }),
});

export const wxBinding = defineEndpoint({
  method: 'GET',
  path: '/wx_func/verify/',
  summary: 'Whether a WeChat account is bound for login checks',
  access: 'login',
  data: z.object({ bound: z.boolean(), nickname: z.string().nullable(), bound_at: z.string().nullable() }),
});

export const bindWx = defineEndpoint({
  method: 'POST',
  path: '/wx_func/verify/',
  summary: 'Binds a WeChat account for login checks (the emulator accepts the code sent to the user phone)',
  access: 'login',
  body: z.object({ nickname: z.string().trim().min(1).max(40), code }),
  data: z.object({ bound: z.boolean(), nickname: z.string().nullable(), bound_at: z.string().nullable() }),
});

export const unbindWx = defineEndpoint({
  method: 'DELETE',
  path: '/wx_func/verify/',
  summary: 'Removes the WeChat binding',
  access: 'login',
  data: z.object({ bound: z.boolean(), nickname: z.string().nullable(), bound_at: z.string().nullable() }),
});

export const addEventLog = defineEndpoint({
  ...ADDRESSES.addEventLog,
  summary: "Stores the portal's queued user events",
  access: 'login',
  unlogged: 'the portal uploads its page events in the background; they are telemetry, not operations',
  body: z.object({
    event_list: z
      .array(
        z.object({ event_name: z.string().trim().min(1).max(100), event_time: z.string().min(1).max(40) }),
      )
      .max(500),
  }),
  data: z.object({ saved: z.number().int() }),
});

export const queueSize = defineEndpoint({
  method: 'GET',
  path: '/celery_info/queue_size/',
  summary: "Tasks of the caller's client still waiting or running (batch imports, exports)",
  access: 'login',
  data: z.object({ size: z.number().int() }),
});

export const switchAccount = defineEndpoint({
  method: 'POST',
  path: '/support/switch_account/',
  summary: 'A support user acts as a customer: returns a token with login_type support_switch_client',
  access: { anyOf: ['func_spt_fn_switch_account'] },
  body: z.object({ client_id: positiveId() }),
  data: z.object({ token: z.string() }),
});

export const switchAccountBack = defineEndpoint({
  method: 'POST',
  path: '/support/switch_account_back/',
  summary: "Returns from a customer to the support user's own view (revokes the switched token)",
  access: 'login',
  data: z.object({ token: z.string() }),
});

export const clientRechargePerm = defineEndpoint({
  method: 'POST',
  path: '/support/client_recharge_perm/',
  summary: 'Allows or forbids online recharge for a client',
  access: { anyOf: ['router_spt_client'] },
  body: z.object({
    client_id: positiveId(),
    /** A boolean in JSON; 'true'/'false' (or '1'/'0') when form-encoded. */
    enabled: z.union([z.boolean(), z.stringbool()]),
  }),
  data: z.object({ client_id: z.number().int(), recharge_enabled: z.boolean() }),
});

export const supportResetPassword = defineEndpoint({
  method: 'POST',
  path: '/support/support_rpw/',
  summary: "Resets a client account's password to a new random one (shown once); the user must change it",
  access: { anyOf: ['router_spt_client'] },
  body: z.object({ client_id: positiveId() }),
  data: z.object({ username: z.string(), password: z.string() }),
});

/** The static version file the portal polls every 10 minutes (APP_VERSION_PATH). */
export const appVersionSchema = z.object({ version: z.string() });
