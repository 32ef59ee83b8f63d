import {
  operationLogList,
  remoteResumeList,
  smallPlanStopList,
  startOperationLogExport,
  startSmallPlanStopExport,
  supportClientDetail,
  supportClientList,
  supportExportLogList,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import { listOperationLogs } from '../services/operation-log.ts';
import * as operationLogExport from '../services/operation-log-export.ts';
import { listRemoteResumes } from '../services/remote-resumes.ts';
import * as smallPlanStopExport from '../services/small-plan-stop-export.ts';
import { listSmallPlanStops } from '../services/small-plan-stops.ts';
import { supportClientDetail as clientDetail } from '../services/support-client-detail.ts';
import { listSupportClients } from '../services/support-clients.ts';
import { listSupportExports } from '../services/support-export-log.ts';

export const supportRoutes = [
  defineRoute(supportClientList, (ctx) =>
    listAnswer(supportClientList, ctx, listSupportClients(ctx.deps, ctx.query)),
  ),
  defineRoute(supportExportLogList, async (ctx) =>
    listAnswer(supportExportLogList, ctx, await listSupportExports(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(supportClientDetail, (ctx) => clientDetail(ctx.deps, ctx.query.client_id, ctx.lang)),
  defineRoute(operationLogList, (ctx) =>
    listAnswer(operationLogList, ctx, listOperationLogs(ctx.deps, ctx.query)),
  ),
  defineRoute(remoteResumeList, (ctx) =>
    listAnswer(remoteResumeList, ctx, listRemoteResumes(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(startOperationLogExport, ({ deps, auth, body, lang }) =>
    operationLogExport.startOperationLogExport(deps, auth, body, lang),
  ),
  // Issue 46: /report_data, the small plans stopped past 1 GB, and its export.
  defineRoute(smallPlanStopList, (ctx) =>
    listAnswer(smallPlanStopList, ctx, listSmallPlanStops(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(startSmallPlanStopExport, ({ deps, auth, body, lang }) =>
    smallPlanStopExport.startSmallPlanStopExport(deps, auth, body, lang),
  ),
];
