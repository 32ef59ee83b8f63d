import {
  createWarningRule,
  deleteWarningRule,
  handleWarningRecord,
  toggleWarningRule,
  updateWarningRule,
  warningNoticeList,
  warningRecordList,
  warningRuleDetail,
  warningRuleHistory,
  warningRuleList,
  warningRuleLogList,
  warningRuleOptions,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as rules from '../services/warning-rules.ts';

/** Warnings (issue 43): rules, their log and details, records and notices. */
export const warningRoutes = [
  defineRoute(warningRuleList, (ctx) =>
    listAnswer(warningRuleList, ctx, rules.listRules(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(createWarningRule, ({ deps, auth, body, lang }) => rules.saveRule(deps, auth, body, lang)),
  defineRoute(updateWarningRule, ({ deps, auth, body, lang }) => rules.saveRule(deps, auth, body, lang)),
  defineRoute(deleteWarningRule, ({ deps, auth, query }) => rules.deleteRule(deps, auth, query.id)),
  defineRoute(toggleWarningRule, ({ deps, auth, body, lang }) => rules.toggleRule(deps, auth, body, lang)),
  defineRoute(warningRuleOptions, ({ deps, auth }) => rules.ruleOptions(deps, auth)),
  defineRoute(warningRuleDetail, ({ deps, auth, query, lang }) =>
    rules.ruleDetail(deps, auth, query.id, lang),
  ),
  defineRoute(warningRuleHistory, (ctx) =>
    listAnswer(warningRuleHistory, ctx, rules.ruleHistory(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(warningRuleLogList, (ctx) =>
    listAnswer(warningRuleLogList, ctx, rules.listRuleLogs(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(warningRecordList, (ctx) =>
    listAnswer(warningRecordList, ctx, rules.listRecords(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(handleWarningRecord, ({ deps, auth, body }) => rules.setRecordStatus(deps, auth, body)),
  defineRoute(warningNoticeList, (ctx) =>
    listAnswer(warningNoticeList, ctx, rules.listNotices(ctx.deps, ctx.auth, ctx.query)),
  ),
];
