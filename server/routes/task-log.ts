import { cancelTask, exportLogList } from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as taskLog from '../services/task-log.ts';

/** The task centre: the export log, and cancelling a queued task. */
export const taskLogRoutes = [
  defineRoute(exportLogList, async (ctx) =>
    listAnswer(exportLogList, ctx, await taskLog.listExportLog(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(cancelTask, ({ deps, auth, body }) => taskLog.cancelTask(deps, auth, body.task_id)),
];
