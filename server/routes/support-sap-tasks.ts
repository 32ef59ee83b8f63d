import {
  blockSupportIps,
  createSapChartTask,
  createSapSessionTask,
  handleSupportIps,
  sapAnalysisGroupOptions,
  sapChartTaskDetails,
  sapChartTaskList,
  sapSessionTaskDetails,
  sapSessionTaskList,
  sapSessionTaskRows,
  supportIpsList,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as ips from '../services/sap-ips.ts';
import * as tasks from '../services/support-sap-tasks.ts';

/**
 * Issue 50 part B, security awareness across clients: traffic-analysis and session-extraction
 * tasks (each a kind of the task engine), and every client's IPS events, handled with the
 * customer's own functions (services/sap-ips.ts) as the support user; the operation log names the
 * event's client.
 */
export const supportSapTaskRoutes = [
  defineRoute(createSapChartTask, ({ deps, auth, body }) => tasks.createChartTask(deps, auth, body)),
  defineRoute(createSapSessionTask, ({ deps, auth, body, lang }) =>
    tasks.createSessionTask(deps, auth, body, lang),
  ),
  defineRoute(sapChartTaskList, async (ctx) =>
    listAnswer(sapChartTaskList, ctx, await tasks.listChartTasks(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(sapSessionTaskList, async (ctx) =>
    listAnswer(sapSessionTaskList, ctx, await tasks.listSessionTasks(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(sapChartTaskDetails, ({ deps, query, lang }) => tasks.chartTaskDetails(deps, query.id, lang)),
  defineRoute(sapSessionTaskDetails, ({ deps, query, lang }) =>
    tasks.sessionTaskDetails(deps, query.id, lang),
  ),
  defineRoute(sapSessionTaskRows, (ctx) =>
    listAnswer(sapSessionTaskRows, ctx, tasks.listSessionTaskRows(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(sapAnalysisGroupOptions, ({ deps }) => tasks.analysisGroups(deps)),
  defineRoute(supportIpsList, (ctx) =>
    listAnswer(supportIpsList, ctx, tasks.listSupportIps(ctx.deps, ctx.query)),
  ),
  defineRoute(handleSupportIps, (ctx) => {
    ctx.request.operation = {
      clientId: tasks.ipsClientOf(ctx.deps, ctx.body.id),
      object: `event=${ctx.body.id} status=${ctx.body.status}`,
    };
    return ips.handleIpsEvent(ctx.deps, ctx.auth, ctx.body, 'every client');
  }),
  defineRoute(blockSupportIps, (ctx) => {
    ctx.request.operation = {
      clientId: tasks.ipsClientOf(ctx.deps, ctx.body.id),
      object: `event=${ctx.body.id} block`,
    };
    return ips.blockIpsDestination(ctx.deps, ctx.auth, ctx.body.id, ctx.lang, 'every client');
  }),
];
