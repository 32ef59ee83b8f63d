import {
  billingGroupList,
  editVbgComment,
  saveVbgWarning,
  smsWarningRecordList,
  VBG_COMMENT_MAX_LENGTH,
  VBG_MAX_PHONES,
  VBG_WARNING_THRESHOLDS,
  vbgWarning,
  vbgWarningConfig,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as groups from '../services/billing-groups.ts';
import { listSmsWarnings } from '../services/sms-warnings.ts';

export const billingGroupRoutes = [
  defineRoute(billingGroupList, (ctx) =>
    listAnswer(billingGroupList, ctx, groups.listBillingGroups(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(vbgWarningConfig, () => ({
    thresholds: [...VBG_WARNING_THRESHOLDS],
    max_phones: VBG_MAX_PHONES,
    comment_max_length: VBG_COMMENT_MAX_LENGTH,
  })),
  defineRoute(vbgWarning, ({ deps, auth, query }) => groups.warningSettings(deps, auth, query.vbg_id)),
  defineRoute(saveVbgWarning, ({ deps, auth, body }) =>
    groups.saveWarningSettings(deps, auth, body.vbg_id, body),
  ),
  defineRoute(editVbgComment, ({ deps, auth, body }) =>
    groups.editComment(deps, auth, body.vbg_id, body.comment),
  ),
  defineRoute(smsWarningRecordList, (ctx) =>
    listAnswer(smsWarningRecordList, ctx, listSmsWarnings(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
];
