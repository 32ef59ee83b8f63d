import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_BASE,
  BATCH_TEMPLATE_PATH,
  checkBatch,
  IMPORT_KIND_TEMPLATES,
  IMPORT_RESULTS_PATH,
  IMPORT_TEMPLATES,
  type ImportKind,
  importLogList,
  isLang,
  type Lang,
  retryBatch,
  startBatch,
  type TemplateKey,
  XLSX_MIME,
} from '#contract';
import { defineRoute, permissionDenied, tokenRefused } from '../define-route.ts';
import { badRequest } from '../errors.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as batches from '../services/batch.ts';
import { bearerToken, resolveAuth } from '../services/identity.ts';
import { templateFile } from '../services/templates.ts';
import { verifyToken } from '../services/tokens.ts';
import { contentDisposition } from '../services/uploads.ts';
import { linkWorld } from './link-world.ts';

/** Batches: check, start, retry, and the import log. */
export const batchRoutes = [
  defineRoute(checkBatch, ({ deps, auth, body, lang }) => batches.checkBatch(deps, auth, body, lang)),
  defineRoute(startBatch, ({ deps, auth, body, lang }) => batches.startBatch(deps, auth, body.task_id, lang)),
  defineRoute(retryBatch, ({ deps, auth, body, lang }) => batches.retryBatch(deps, auth, body.task_id, lang)),
  defineRoute(importLogList, async (ctx) =>
    listAnswer(importLogList, ctx, await batches.listImportLog(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
];

const langParam = (value: string | undefined, fallback: Lang): Lang => (isLang(value) ? value : fallback);

const isImportKind = (kind: string | undefined): kind is ImportKind =>
  kind !== undefined && Object.hasOwn(IMPORT_KIND_TEMPLATES, kind);

/**
 * The files of batches, not envelopes: `GET /ep/api/task/import/results/?task_id=&sign=&lang=` (a
 * batch's per-row results; a signed link, or a token holding router_import_log) and
 * `GET /ep/api/batch/template/?kind=&lang=` (the import template of a kind: no data, no login).
 */
export function batchFileRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { task_id?: string; sign?: string; lang?: string; emulator_session?: string } }>(
    `${API_BASE}${IMPORT_RESULTS_PATH}`,
    async (request, reply) => {
      const world = linkWorld(app, request as FastifyRequest);
      const taskId = Number(request.query.task_id);
      if (!/^\d{1,15}$/.test(request.query.task_id ?? '') || taskId <= 0) {
        throw badRequest('invalid_param', { field: 'task_id', reason: String(request.query.task_id ?? '') });
      }
      let access: Parameters<typeof batches.importResults>[2];
      if (request.query.sign) {
        access = { sign: request.query.sign };
      } else {
        const token = bearerToken(request.headers.authorization);
        const record = token ? verifyToken(world, token) : null;
        const auth = record ? resolveAuth(world, record) : null;
        if (!auth) throw tokenRefused(token);
        if (!auth.codes.has('router_import_log')) throw permissionDenied(['router_import_log'], request.lang);
        access = { auth };
      }
      const file = await batches.importResults(
        world,
        taskId,
        access,
        langParam(request.query.lang, request.lang),
      );
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Disposition', contentDisposition(file.name))
        .send(file.stream);
    },
  );
  app.get<{ Querystring: { kind?: string; template?: string; lang?: string } }>(
    `${API_BASE}${BATCH_TEMPLATE_PATH}`,
    async (request, reply) => {
      const { kind, template } = request.query;
      let key: TemplateKey;
      if (template !== undefined) {
        if (!Object.hasOwn(IMPORT_TEMPLATES, template)) {
          throw badRequest('invalid_param', { field: 'template', reason: template });
        }
        key = template as TemplateKey;
      } else if (isImportKind(kind)) {
        key = IMPORT_KIND_TEMPLATES[kind];
      } else {
        throw badRequest('invalid_param', { field: 'kind', reason: String(kind ?? '') });
      }
      const file = await templateFile(key, langParam(request.query.lang, request.lang));
      return reply
        .header('Content-Type', XLSX_MIME)
        .header('Content-Length', file.buffer.length)
        .header('Content-Disposition', contentDisposition(file.name))
        .send(file.buffer);
    },
  );
}
