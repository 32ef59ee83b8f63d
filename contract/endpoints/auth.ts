import { z } from 'zod';
import { ADDRESSES } from '../addresses.ts';
import { defineEndpoint } from '../endpoint.ts';
import { validateUsername } from '../validators.ts';

export const LOGIN_TYPES = ['client', 'support', 'support_switch_client'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const loginConfig = defineEndpoint({
  ...ADDRESSES.loginConfig,
  summary: 'Platform branding and whether self-registration is hosted',
  access: 'public',
  data: z.object({
    hosted_on_ec: z.boolean(),
    sub_slogan: z.string(),
    title: z.string(),
    logo_url: z.string(),
    /** The previous portal, linked from the user menu. */
    old_version_url: z.string(),
    /** Customer service shown by the floating online-service button. */
    service: z.object({ phone: z.string(), email: z.string(), hours: z.string() }),
  }),
});

export const login = defineEndpoint({
  ...ADDRESSES.login,
  summary: 'Password login',
  access: 'public',
  body: z.object({
    username: z
      .string({ error: 'username_required' })
      .trim()
      .superRefine((value, ctx) => {
        const key = validateUsername(value);
        if (key) ctx.addIssue({ code: 'custom', message: key });
      }),
    password: z.string({ error: 'password_required' }).min(1, { message: 'password_required' }),
  }),
  data: z.object({ token: z.string(), need_changed: z.boolean(), need_confirm: z.boolean() }),
});

export const clientInfo = defineEndpoint({
  ...ADDRESSES.clientInfo,
  summary: 'The logged-in identity',
  access: 'login',
  data: z.object({
    username: z.string(),
    name: z.string(),
    logo_url: z.string(),
    footer: z.string(),
    login_type: z.enum(LOGIN_TYPES),
    is_support: z.boolean(),
    main_client: z.boolean(),
    need_sign: z.boolean(),
    need_changed: z.boolean(),
    need_confirm: z.boolean(),
    /** The contact details the user confirms or changes (/change_contact). */
    contact_name: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});

export const permInfo = defineEndpoint({
  ...ADDRESSES.permInfo,
  summary: "The user's menu and function codes; is_sub=1 lists what a main client may grant its sub-clients",
  access: 'login',
  query: z.object({ is_sub: z.enum(['0', '1']).default('0') }),
  data: z.object({ menu_lst: z.array(z.string()), func_lst: z.array(z.string()) }),
});

export const logout = defineEndpoint({
  method: 'GET',
  path: '/logout/',
  summary: 'Revokes the calling token',
  access: 'login',
  data: z.null(),
});
