import {
  createSmsSignature,
  createSmsTemplate,
  deleteSmsTemplate,
  smsBatchDetail,
  smsBatchList,
  smsBatchResend,
  smsCheck,
  smsRecordList,
  smsReveal,
  smsSendOptions,
  smsSignatureList,
  smsStart,
  smsTemplateList,
  updateSmsTemplate,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as sms from '../services/sms.ts';
import * as templates from '../services/sms-templates.ts';

/** SMS to devices: sending, records, templates, signatures and batches. */
export const smsRoutes = [
  defineRoute(smsCheck, ({ deps, auth, body, lang }) => sms.checkSend(deps, auth, body, lang)),
  defineRoute(smsStart, ({ deps, auth, body }) => sms.startSend(deps, auth, body.task_id)),
  defineRoute(smsSendOptions, ({ deps, auth }) => sms.sendOptions(deps, auth)),
  defineRoute(smsRecordList, (ctx) =>
    listAnswer(smsRecordList, ctx, sms.listRecords(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(smsReveal, ({ deps, auth, body }) => sms.revealSms(deps, auth, body.id)),
  defineRoute(smsTemplateList, (ctx) =>
    listAnswer(smsTemplateList, ctx, templates.listTemplates(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(createSmsTemplate, ({ deps, auth, body }) => templates.saveTemplate(deps, auth, body)),
  defineRoute(updateSmsTemplate, ({ deps, auth, body }) => templates.saveTemplate(deps, auth, body)),
  defineRoute(deleteSmsTemplate, ({ deps, auth, query }) => templates.deleteTemplate(deps, auth, query.id)),
  defineRoute(smsSignatureList, (ctx) =>
    listAnswer(smsSignatureList, ctx, templates.listSignatures(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(createSmsSignature, ({ deps, auth, body, lang }) =>
    templates.applySignature(deps, auth, body.name, lang),
  ),
  defineRoute(smsBatchList, async (ctx) =>
    listAnswer(smsBatchList, ctx, await sms.listBatches(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(smsBatchDetail, async (ctx) => {
    const { batch, ...page } = await sms.batchDetail(ctx.deps, ctx.auth, ctx.query, ctx.lang);
    return { ...listAnswer(smsBatchDetail, ctx, page), batch };
  }),
  defineRoute(smsBatchResend, ({ deps, auth, body, lang }) =>
    sms.resendBatch(deps, auth, body.task_id, lang),
  ),
];
