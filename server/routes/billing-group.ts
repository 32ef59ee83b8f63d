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
import * as groups from '../services/billing-groups.ts';
import { listSmsWarnings } from '../services/sms-warnings.ts';
import { billingGroupListHeader } from '../tables/billing-group-list.ts';
import { smsWarningRecordHeader } from '../tables/sms-warning-record-list.ts';

export const billingGroupRoutes = [
  defineRoute(billingGroupList, ({ deps, auth, query, lang }) => {
    const { tableData, total } = groups.listBillingGroups(deps, auth, query);
    return {
      tableData,
      // The row actions all need func_view_vbg: without it the column would stand empty.
      tableHeader: billingGroupListHeader(lang).filter(
        (c) => c.type !== 'buttons' || auth.codes.has('func_view_vbg'),
      ),
      page: query.page,
      page_size: query.page_size,
      total_count: total,
    };
  }),
  defineRoute(vbgWarningConfig, () => ({
    thresholds: [...VBG_WARNING_THRESHOLDS],
    max_phones: VBG_MAX_PHONES,
    comment_max_length: VBG_COMMENT_MAX_LENGTH,
  })),
  defineRoute(vbgWarning, ({ deps, auth, query, lang }) =>
    groups.warningSettings(deps, auth, query.vbg_id, lang),
  ),
  defineRoute(saveVbgWarning, ({ deps, auth, body, lang }) =>
    groups.saveWarningSettings(deps, auth, body.vbg_id, body, lang),
  ),
  defineRoute(editVbgComment, ({ deps, auth, body, lang }) =>
    groups.editComment(deps, auth, body.vbg_id, body.comment, lang),
  ),
  defineRoute(smsWarningRecordList, ({ deps, auth, query, lang }) => {
    const { tableData, total } = listSmsWarnings(deps, auth, query, lang);
    return {
      tableData,
      tableHeader: smsWarningRecordHeader(lang),
      page: query.page,
      page_size: query.page_size,
      total_count: total,
    };
  }),
];
