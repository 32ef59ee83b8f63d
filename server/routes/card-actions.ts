import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  activateCards,
  addonCards,
  CARD_EXPORT_DOWNLOAD_PATH,
  cardActivation,
  cardExportList,
  cardListOptions,
  changeCarrier,
  changeCarrierOptions,
  type Lang,
  startCardExport,
  stopResumeCards,
} from '#contract';
import { defineRoute, tokenRefused } from '../define-route.ts';
import { badRequest } from '../errors.ts';
import { wordIn } from '../i18n.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as actions from '../services/card-actions.ts';
import { cardActivation as activationOf } from '../services/card-activation.ts';
import { exportFile, listExports, startExport } from '../services/card-export.ts';
import { cardListOptions as optionsOf } from '../services/card-list-options.ts';
import { placeAddonOrder, settleChargeOrders } from '../services/charge.ts';
import { bearerToken, resolveAuth } from '../services/identity.ts';
import { verifyToken } from '../services/tokens.ts';
import { contentDisposition } from '../services/uploads.ts';
import { linkWorld } from './link-world.ts';

/** An action's answer with each refused card's reason worded in the caller's language. */
const wordRefusals = <R extends actions.ActionResult>(result: R, lang: Lang) => ({
  ...result,
  failed: result.failed.map((f) => ({ ...f, reason: wordIn(lang, f.reason) })),
});

/** The card list's filter choices, its actions on selected cards, and its exports. */
export const cardActionRoutes = [
  defineRoute(cardListOptions, ({ deps, auth, lang }) => optionsOf(deps, auth, lang)),
  defineRoute(activateCards, ({ deps, auth, body, lang }) => {
    const result = actions.activateCards(deps, auth, body.card_ids);
    // A recharge bought 激活时生效 for these cards takes effect now (issue 39).
    settleChargeOrders(deps, deps.clock.now());
    return wordRefusals(result, lang);
  }),
  defineRoute(stopResumeCards, ({ deps, auth, body, lang }) =>
    wordRefusals(actions.stopResumeCards(deps, auth, body.card_ids, body.action), lang),
  ),
  defineRoute(changeCarrierOptions, ({ deps, lang }) => actions.carrierPlans(deps, lang)),
  defineRoute(changeCarrier, ({ deps, auth, body, lang }) =>
    wordRefusals(actions.changeCarrier(deps, auth, body), lang),
  ),
  defineRoute(addonCards, ({ deps, auth, body }) => placeAddonOrder(deps, auth, body)),
  defineRoute(cardActivation, ({ deps, auth, query, lang }) => activationOf(deps, auth, query.card_id, lang)),
  defineRoute(startCardExport, ({ deps, auth, body, lang }) => startExport(deps, auth, body, lang)),
  defineRoute(cardExportList, async (ctx) =>
    listAnswer(cardExportList, ctx, await listExports(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
];

/**
 * `GET /ep/api/card/export/download/?task_id=&sign=`: the export's xlsx itself (not an envelope,
 * so not a contract endpoint). A link carries the task's signature, and the world's name when it is
 * not the default one (a browser's download sends no header); an API caller may instead send its
 * token, and needs a code of the export's own kind (`exportFile`).
 */
export function cardExportDownloadRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { task_id?: string; sign?: string; emulator_session?: string } }>(
    `${API_BASE}${CARD_EXPORT_DOWNLOAD_PATH}`,
    async (request, reply) => {
      const world = linkWorld(app, request);
      const taskId = Number(request.query.task_id);
      if (!Number.isInteger(taskId) || taskId <= 0) {
        throw badRequest('invalid_param', { field: 'task_id', reason: String(request.query.task_id ?? '') });
      }
      let access: Parameters<typeof exportFile>[2];
      if (request.query.sign) {
        access = { sign: request.query.sign };
      } else {
        const token = bearerToken(request.headers.authorization);
        const record = token ? verifyToken(world, token) : null;
        const auth = record ? resolveAuth(world, record) : null;
        if (!auth) throw tokenRefused(token);
        access = { auth, lang: request.lang };
      }
      const file = await exportFile(world, taskId, access);
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', file.size)
        .header('Content-Disposition', contentDisposition(file.name))
        .send(file.stream);
    },
  );
}
