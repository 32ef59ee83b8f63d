import type { Lang } from '../permissions.ts';
import { accountMessages } from './account.ts';
import { actionsMessages } from './actions.ts';
import { apiConfigMessages } from './api-config.ts';
import { apiDocMessages } from './api-doc.ts';
import { appMessages } from './app.ts';
import { authMessages } from './auth.ts';
import { batchMessages } from './batch.ts';
import { billingGroupMessages } from './billing-group.ts';
import { cardMessages } from './card.ts';
import { cardQueryMessages } from './card-query.ts';
import { chargeMessages } from './charge.ts';
import { commonMessages } from './common.ts';
import { errorsMessages } from './errors.ts';
import { fieldMessages } from './field.ts';
import { hardwareMessages } from './hardware.ts';
import { homeMessages } from './home.ts';
import { ledgerMessages } from './ledger.ts';
import { locateMessages } from './locate.ts';
import { manualMessages } from './manual.ts';
import { messagesMessages } from './messages.ts';
import { netGroupMessages } from './net-group.ts';
import { noticesMessages } from './notices.ts';
import { ocCardMessages } from './oc-card.ts';
import { permMessages } from './perm.ts';
// Issue 42: plan change.
import { productChangeMessages } from './product-change.ts';
// Issue 40: special-card resume.
import { profitMessages } from './profit.ts';
import { projectMessages } from './project.ts';
import { publicCardMessages } from './public-card.ts';
import { realNameMessages } from './real-name.ts';
import { registerMessages } from './register.ts';
// Issue 41: reports.
import { reportMessages } from './report.ts';
import { securityMessages } from './security.ts';
import { serviceMessages } from './service.ts';
import { signalMessages } from './signal.ts';
import { smsMessages } from './sms.ts';
import { speccardMessages } from './speccard.ts';
import { subCustomerMessages } from './sub-customer.ts';
import { supportMessages } from './support.ts';
// Issue 49: the support review queues of API access and SMS signatures.
import { supportAccessMessages } from './support-access.ts';
// Issue 47: the support task centre.
import { supportAnalysisMessages } from './support-analysis.ts';
import { supportReviewMessages } from './support-review.ts';
import { supportSecurityMessages } from './support-security.ts';
import { supportTaskMessages } from './support-task.ts';
import { supportWorkMessages } from './support-work.ts';
import { tacBindingMessages } from './tac-binding.ts';
import { taskLogMessages } from './task-log.ts';
import { templateMessages } from './template.ts';
import { usersMessages } from './users.ts';
import { validationMessages } from './validation.ts';
import { voiceWhitelistMessages } from './voice-whitelist.ts';
// Issue 43: warning rules.
import { warningMessages } from './warning.ts';
import { workOrderMessages } from './work-order.ts';
import { wxRechargeMessages } from './wx-recharge.ts';

/**
 * The portal's string catalogue: each visible string once per language. A feature's strings live
 * in the file named after its folder (`features/card` → `card.ts`, namespace `card`); `app.ts`
 * holds the shell's (client/app), `common.ts` the shared components' and the request module's.
 * Three namespaces come from the contract, so both sides word them alike: `field` (the field
 * vocabulary), `perm` (permission names, which are also the menu and page titles) and `validation`.
 */
export const FILES = {
  account: accountMessages,
  actions: actionsMessages,
  'api-config': apiConfigMessages,
  'api-doc': apiDocMessages,
  app: appMessages,
  auth: authMessages,
  batch: batchMessages,
  'billing-group': billingGroupMessages,
  card: cardMessages,
  charge: chargeMessages,
  'card-query': cardQueryMessages,
  common: commonMessages,
  errors: errorsMessages,
  field: fieldMessages,
  hardware: hardwareMessages,
  home: homeMessages,
  ledger: ledgerMessages,
  locate: locateMessages,
  manual: manualMessages,
  messages: messagesMessages,
  notices: noticesMessages,
  'oc-card': ocCardMessages,
  perm: permMessages,
  project: projectMessages,
  'public-card': publicCardMessages,
  'real-name': realNameMessages,
  register: registerMessages,
  report: reportMessages,
  signal: signalMessages,
  'sub-customer': subCustomerMessages,
  service: serviceMessages,
  security: securityMessages,
  sms: smsMessages,
  support: supportMessages,
  'tac-binding': tacBindingMessages,
  // Issue 42: plan change.
  'product-change': productChangeMessages,
  // Issue 47: the support task centre.
  'support-task': supportTaskMessages,
  // Issue 50 part B: analysis tasks and IPS events across clients.
  'support-analysis': supportAnalysisMessages,
  'task-log': taskLogMessages,
  template: templateMessages,
  users: usersMessages,
  validation: validationMessages,
  'voice-whitelist': voiceWhitelistMessages,
  'wx-recharge': wxRechargeMessages,
  // Issue 43: warning rules.
  warning: warningMessages,
  'work-order': workOrderMessages,
  'net-group': netGroupMessages,
  // Issue 40: special-card resume.
  profit: profitMessages,
  speccard: speccardMessages,
  // Issue 48: the support work-order centre.
  'support-work': supportWorkMessages,
  // Issue 49: the support review queues of API access and SMS signatures.
  'support-access': supportAccessMessages,
  // Issue 49 (qa): the review queues of special-card resumes, refunds and self-registrations.
  'support-review': supportReviewMessages,
  // Issue 50 part A: security awareness, support side.
  'support-security': supportSecurityMessages,
} as const;

type Merge<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Chinese = Merge<(typeof FILES)[keyof typeof FILES]['zh-CN']>;

/** The whole catalogue in one language: every file's namespaces plus the contract's. */
export function catalogue(lang: Lang) {
  return Object.assign({}, ...Object.values(FILES).map((file) => file[lang])) as Chinese;
}

/** The catalogue's shape (Chinese texts), for i18next's typed keys. */
export type Catalogue = ReturnType<typeof catalogue>;

/**
 * What the first page (login) and the shell around it show before the rest of the catalogue has
 * loaded: whole namespaces, or some keys of one. The rest loads with the next page (issue 21).
 */
export const FIRST_PAGE_STRINGS: { [N in keyof Catalogue]?: true | readonly (keyof Catalogue[N])[] } = {
  layout: ['language', 'chinese', 'english'],
  auth: true,
  common: ['loading', 'refresh', 'username', 'mobile', 'app', 'auth', 'account'],
  codes: true,
  validation: ['username_required', 'username_chars', 'password_required', 'password_rule'],
};

export type CataloguePart = 'first' | 'all';

/** One language's strings: the first page's, or all of them. */
export function cataloguePart(lang: Lang, part: CataloguePart): Partial<Catalogue> {
  const all = catalogue(lang);
  if (part === 'all') return all;
  return Object.fromEntries(
    Object.entries(FIRST_PAGE_STRINGS).map(([namespace, keys]) => {
      const texts = all[namespace as keyof Catalogue] as Record<string, unknown>;
      return [namespace, keys === true ? texts : Object.fromEntries(keys.map((key) => [key, texts[key]]))];
    }),
  );
}

/** The dotted paths to the texts of a catalogue tree: `{ sms: { send: '…' } }` -> `'sms.send'`. */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

/**
 * A key of the catalogue, `'sms.template.column.content'`: what the contract's labels, enum values,
 * form fields and template headers hold. The client words it with i18next (`t(key)`), the emulator
 * with `textIn(lang, key)` (server/i18n.ts), from the same texts.
 */
export type TextKey = Paths<Catalogue>;
