import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_BASE,
  cancelSupportTask,
  checkSupportTask,
  isLang,
  retrySupportTask,
  SUPPORT_TASK_RESULTS_PATH,
  startSupportExport,
  startSupportTask,
  supportTaskList,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { badRequest } from '../errors.ts';
import { listAnswer } from '../lib/list-sql.ts';
import { startSupportExport as startExport } from '../services/support-exports.ts';
import * as tasks from '../services/support-tasks.ts';
import { contentDisposition } from '../services/uploads.ts';
import { linkWorld } from './link-world.ts';

/** The support task centre (issue 47): check, run, cancel, retry, and the list of every client's. */
export const supportTaskRoutes = [
  defineRoute(checkSupportTask, ({ deps, auth, body, lang }) =>
    tasks.checkSupportTask(deps, auth, body, lang),
  ),
  defineRoute(startSupportTask, ({ deps, auth, body, lang }) =>
    tasks.startSupportTask(deps, auth, body.task_id, lang),
  ),
  defineRoute(startSupportExport, ({ deps, auth, body, lang }) => startExport(deps, auth, body, lang)),
  defineRoute(cancelSupportTask, ({ deps, auth, body, lang }) =>
    tasks.cancelSupportTask(deps, auth, body.task_id, lang),
  ),
  defineRoute(retrySupportTask, ({ deps, auth, body, lang }) =>
    tasks.retrySupportTask(deps, auth, body.task_id, lang),
  ),
  defineRoute(supportTaskList, async (ctx) =>
    listAnswer(supportTaskList, ctx, await tasks.listSupportTasks(ctx.deps, ctx.query, ctx.lang)),
  ),
];

/** `GET /ep/api/support/task/results/?task_id=&sign=&lang=`: a support task's per-row results (xlsx). */
export function supportTaskFileRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { task_id?: string; sign?: string; lang?: string } }>(
    `${API_BASE}${SUPPORT_TASK_RESULTS_PATH}`,
    async (request, reply) => {
      const world = linkWorld(app, request as FastifyRequest);
      const taskId = Number(request.query.task_id);
      if (!/^\d{1,15}$/.test(request.query.task_id ?? '') || taskId <= 0) {
        throw badRequest('invalid_param', { field: 'task_id', reason: String(request.query.task_id ?? '') });
      }
      const lang = isLang(request.query.lang) ? request.query.lang : request.lang;
      const file = await tasks.supportTaskResults(world, taskId, request.query.sign ?? '', lang);
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Disposition', contentDisposition(file.name))
        .send(file.stream);
    },
  );
}
