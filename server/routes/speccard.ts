import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_BASE,
  applySpeccard,
  positiveId,
  SPECCARD_EVIDENCE_PATH,
  speccardDetail,
  speccardList,
} from '#contract';
import { defineRoute, parse, permissionDenied, tokenRefused } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import { bearerToken, resolveAuth } from '../services/identity.ts';
import * as speccard from '../services/speccard.ts';
import { verifyToken } from '../services/tokens.ts';
import { contentDisposition } from '../services/uploads.ts';

/** Special-card resume (特殊卡复机, issue 40): the applications, one's detail, applying. */
export const speccardRoutes = [
  defineRoute(speccardList, (ctx) =>
    listAnswer(speccardList, ctx, speccard.listSpeccard(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(speccardDetail, ({ deps, auth, query, lang }) =>
    speccard.speccardDetail(deps, auth, query.id, lang),
  ),
  defineRoute(applySpeccard, ({ deps, auth, body }) => speccard.applySpeccard(deps, auth, body)),
];

const evidenceQuery = z.object({ id: positiveId() });

/**
 * `GET /ep/api/speccard_resume/evidence/?id=`: an application's evidence file (not an envelope, so
 * not a contract endpoint). It takes the caller's token and checks its own code
 * (router_speccard_resume_detail) and owner (the application's client): a refusal is the usual
 * envelope, never a file.
 */
export function speccardEvidenceRoute(app: FastifyInstance): void {
  app.get(`${API_BASE}${SPECCARD_EVIDENCE_PATH}`, async (request, reply) => {
    const world = request.world;
    const token = bearerToken(request.headers.authorization);
    const record = token ? verifyToken(world, token) : null;
    const auth = record ? resolveAuth(world, record) : null;
    if (!auth) throw tokenRefused(token);
    if (!auth.codes.has('router_speccard_resume_detail')) {
      throw permissionDenied(['router_speccard_resume_detail'], request.lang);
    }
    const query = parse(evidenceQuery, request.query, request.lang, 'query');
    const file = await speccard.speccardEvidence(world, auth, query.id);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', contentDisposition(file.name))
      .send(file.open());
  });
}
