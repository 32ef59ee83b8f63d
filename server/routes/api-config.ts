import {
  apiApplication,
  apiInfo,
  applyApiAccess,
  faqCategories,
  faqContent,
  faqList,
  issueApiSecret,
  platformSop,
  updateApiSettings,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as access from '../services/api-access.ts';
import * as faqs from '../services/faqs.ts';
import { platformSop as manual } from '../services/platform-sop.ts';

/** Open-API settings, the platform manual and the frequently asked questions. */
export const apiConfigRoutes = [
  defineRoute(apiApplication, ({ deps, auth, lang }) => access.apiApplication(deps, auth, lang)),
  defineRoute(apiInfo, ({ deps, auth, lang }) => access.apiInfo(deps, auth, lang)),
  defineRoute(applyApiAccess, ({ deps, auth, body, lang }) => access.applyApiAccess(deps, auth, body, lang)),
  defineRoute(updateApiSettings, ({ deps, auth, body, lang }) =>
    access.updateApiSettings(deps, auth, body, lang),
  ),
  defineRoute(issueApiSecret, ({ deps, auth, body }) => access.issueApiSecret(deps, auth, body.rotate)),
  defineRoute(platformSop, ({ lang }) => manual(lang)),
  defineRoute(faqList, (ctx) => listAnswer(faqList, ctx, faqs.listFaqs(ctx.deps, ctx.query, ctx.lang))),
  defineRoute(faqCategories, ({ deps, lang }) => faqs.faqCategories(deps, lang)),
  defineRoute(faqContent, ({ deps, query, lang }) => faqs.faqContent(deps, query.id, lang)),
];
