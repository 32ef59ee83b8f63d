import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { PHONE_PATTERN } from '../validators.ts';
import { FIELDS } from '../vocabulary.ts';

/**
 * The customer's open-API access (/api/config), the platform manual (/platform_sop) and the
 * frequently asked questions (/questions). Access to the open API is applied for (申请开通) and
 * reviewed on the emulator's clock; once approved the client gets an app key, and a secret it sees
 * exactly once (at issue and at each rotation: the platform keeps only its hash).
 */

/** Hours of emulator time between an application and its review. */
export const API_REVIEW_HOURS = 2;
/** Calls per day the platform grants at most: an application asking for more is refused. */
export const API_DAILY_CALLS_LIMIT = 500_000;
/** The most calls per day an application may state at all. */
export const API_DAILY_CALLS_MAX = 100_000_000;
/** The longest contact name an application takes. */
const API_CONTACT_NAME_MAX = 30;
export const API_PURPOSE_MAX = 200;
/** Addresses the IP allow-list holds at most. */
export const API_IP_MAX = 20;
export const API_CALLBACK_MAX = 255;

export const API_ACCESS_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type ApiAccessStatus = (typeof API_ACCESS_STATUSES)[number];

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}(/(3[0-2]|[12]?\\d))?$`);

/** True for an IPv4 address (`10.0.0.1`) or a CIDR block (`10.0.0.0/24`). */
export const isIpv4OrCidr = (value: string): boolean => IPV4.test(value);

/** True for an https address with a host, as the callback must be. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

const ipEntry = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!isIpv4OrCidr(value)) ctx.addIssue({ code: 'custom', message: 'api_ip_invalid', params: { value } });
  });

const ipAllowlist = z.array(ipEntry).superRefine((list, ctx) => {
  if (list.length > API_IP_MAX) {
    ctx.addIssue({ code: 'custom', message: 'api_ip_too_many', params: { max: API_IP_MAX } });
  }
  const seen = new Set<string>();
  for (const value of list) {
    if (seen.has(value)) ctx.addIssue({ code: 'custom', message: 'api_ip_duplicate', params: { value } });
    seen.add(value);
  }
});

const callbackUrl = z
  .string()
  .trim()
  .max(API_CALLBACK_MAX, 'api_callback_invalid')
  .refine((v) => v === '' || isHttpsUrl(v), { message: 'api_callback_invalid' });

export const apiApplicationSchema = z.object({
  status: z.enum(API_ACCESS_STATUSES),
  /** The status in the request's language. */
  status_name: z.string(),
  purpose: z.string(),
  daily_calls: z.number().int(),
  contact_name: z.string(),
  contact_phone: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8), or null before any application. */
  applied_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** When a pending application will be reviewed. */
  review_due_at: z.string().nullable(),
  /** Why it was refused, in the request's language. */
  reject_reason: z.string().nullable(),
});

export const apiApplication = defineEndpoint({
  method: 'GET',
  path: '/custom/apply/api/',
  summary:
    "The caller's application for open-API access and its review: pending applications are reviewed " +
    `${API_REVIEW_HOURS} hours of emulator time after they were made`,
  access: { anyOf: ['router_api_config'] },
  data: apiApplicationSchema,
});

export const apiInfoSchema = z.object({
  application: apiApplicationSchema,
  /** Issued when the application is approved. */
  app_key: z.string().nullable(),
  /** Whether a secret was issued; the secret itself is never shown again. */
  secret_issued: z.boolean(),
  /** The last four characters of the secret, to tell it apart. */
  secret_hint: z.string().nullable(),
  secret_issued_at: z.string().nullable(),
  ip_allowlist: z.array(z.string()),
  callback_url: z.string(),
  ip_max: z.number().int(),
});
export type ApiInfo = z.infer<typeof apiInfoSchema>;

export const apiInfo = defineEndpoint({
  method: 'GET',
  path: '/custom/api/info/',
  summary:
    "The caller's open-API settings: application, app key, whether a secret was issued, IP allow-list, callback",
  access: { anyOf: ['router_api_config'] },
  data: apiInfoSchema,
});

export const applyApiAccess = defineEndpoint({
  method: 'POST',
  path: '/custom/api/info/',
  summary:
    'Applies for open-API access (申请开通). Refused while an application is pending or approved; ' +
    `an application asking for more than ${API_DAILY_CALLS_LIMIT} calls a day is refused at review`,
  access: { anyOf: ['router_api_config'] },
  body: z.object({
    purpose: z.string().trim().min(1, 'api_purpose_required').max(API_PURPOSE_MAX, 'api_purpose_too_long'),
    daily_calls: z
      .number({ error: 'api_daily_calls_invalid' })
      .int('api_daily_calls_invalid')
      .min(1, 'api_daily_calls_invalid')
      .max(API_DAILY_CALLS_MAX, 'api_daily_calls_invalid'),
    contact_name: z
      .string()
      .trim()
      .min(1, 'contact_name_required')
      .refine((v) => [...v].length <= API_CONTACT_NAME_MAX, {
        message: 'contact_name_too_long',
        params: { max: API_CONTACT_NAME_MAX },
      }),
    contact_phone: z
      .string({ error: 'phone_invalid' })
      .trim()
      .regex(PHONE_PATTERN, { message: 'phone_invalid' }),
  }),
  data: apiInfoSchema,
});

/** The application dialog (申请开通); a refused application is sent again from its values. */
export const apiApplyForm = defineForm({
  create: applyApiAccess,
  fields: {
    purpose: {
      kind: 'textarea',
      rows: 3,
      label: 'apiConfig.purpose',
      placeholder: 'apiConfig.purposePlaceholder',
    },
    daily_calls: { kind: 'number', label: 'apiConfig.dailyCalls' },
    contact_name: { kind: 'text', label: 'common.contactName' },
    contact_phone: { kind: 'text', label: 'common.contactPhone' },
  },
  texts: {
    create: 'apiConfig.applyTitle',
    description: 'apiConfig.applyNote',
    submit: 'common.submit',
    confirmCreate: 'apiConfig.confirmApply',
    created: 'apiConfig.applied',
  },
});

export const updateApiSettings = defineEndpoint({
  method: 'PUT',
  path: '/custom/api/info/',
  summary:
    'Saves the IP allow-list (IPv4 addresses or CIDR blocks) and the callback URL (https); approved access only',
  access: { anyOf: ['router_api_config'] },
  body: z.object({ ip_allowlist: ipAllowlist, callback_url: callbackUrl }),
  data: apiInfoSchema,
});

/** The approved access's security settings, on the page. */
export const apiSettingsForm = defineForm({
  create: updateApiSettings,
  fields: {
    ip_allowlist: { kind: 'lines', rows: 5, label: 'apiConfig.ipAllowlist' },
    callback_url: {
      kind: 'text',
      label: 'apiConfig.callbackUrl',
      placeholder: 'apiConfig.callbackPlaceholder',
      help: 'apiConfig.callbackHint',
    },
  },
  texts: { create: 'apiConfig.securityTitle', created: 'apiConfig.saved' },
});

export const issueApiSecret = defineEndpoint({
  method: 'POST',
  path: '/custom/api/secret/',
  summary:
    'Issues the app secret of approved access, or with rotate a new one (the old one stops working). ' +
    'The answer is the only time the secret is shown: the platform keeps its hash',
  access: { anyOf: ['router_api_config'] },
  body: z.object({ rotate: z.boolean().default(false) }),
  data: z.object({ app_key: z.string(), app_secret: z.string(), issued_at: z.string() }),
});

/** The platform manual (操作手册) as a PDF in the request's language. */
export const platformSop = defineEndpoint({
  method: 'GET',
  path: '/api/platform/sop/',
  summary: "The platform's user manual: a PDF in the request's language, base64",
  access: { anyOf: ['router_platform_sop'] },
  data: z.object({ encoding_string: z.string(), file_name: z.string() }),
});

export const faqRowSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  views: z.number().int(),
});
export type FaqRow = z.infer<typeof faqRowSchema>;

export const faqList = defineList({
  path: '/questions/list/',
  summary: "Frequently asked questions in the platform's order, searched by words of the question",
  access: 'login',
  row: faqRowSchema,
  filters: {
    keyword: filter.text('common.question', 'apiConfig.faqList.filter.keyword.placeholder'),
    category: filter.option('text', 'apiConfig.faqList.filter.category.placeholder'),
  },
  sorts: ['views'],
  columns: [
    { prop: 'category', label: 'apiConfig.faqList.filter.category.placeholder', type: 'text' },
    { prop: 'question', label: 'common.question', type: 'text' },
    { prop: 'views', label: 'apiConfig.faqList.column.views', type: 'text', sortable: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'view', label: 'apiConfig.faqList.column.actions.view' }],
    },
  ],
});

export const faqCategories = defineEndpoint({
  method: 'GET',
  path: '/questions/categories/',
  summary: 'The categories of the frequently asked questions: the value the list filters on, and its name',
  access: 'login',
  data: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
});

export const faqContent = defineEndpoint({
  method: 'GET',
  path: '/questions/content/',
  summary: 'One frequently asked question with its answer (HTML, sanitised by the client); counts a view',
  access: 'login',
  query: z.object({ id: positiveId() }),
  data: z.object({
    id: z.number().int(),
    category: z.string(),
    question: z.string(),
    answer: z.string(),
    views: z.number().int(),
    /** The questions before and after it in the platform's order. */
    previous: z.object({ id: z.number().int(), question: z.string() }).nullable(),
    next: z.object({ id: z.number().int(), question: z.string() }).nullable(),
  }),
});
