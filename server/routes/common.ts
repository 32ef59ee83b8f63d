import type { FastifyInstance } from 'fastify';
import { API_BASE, clientSearch, uploadFile } from '#contract';
import { defineRoute } from '../define-route.ts';
import { notFound } from '../errors.ts';
import { searchClients } from '../services/client-search.ts';
import {
  contentDisposition,
  findAnyUpload,
  saveUpload,
  UPLOAD_LIMITS,
  uploadOwner,
} from '../services/uploads.ts';

export const commonRoutes = [
  defineRoute(clientSearch, ({ deps, auth, query }) => searchClients(deps, auth, query)),
  // The body is multipart: the handler reads it from the request, the contract declares none.
  defineRoute(uploadFile, ({ request, auth }) =>
    saveUpload(request.world.uploadDir, request, uploadOwner(auth)),
  ),
];

/** For `@fastify/multipart`: one file of at most 10 MB per request. */
export const multipartOptions = { limits: UPLOAD_LIMITS };

/**
 * Serves an upload back under its original name. Not a contract endpoint: it answers the file,
 * not an envelope, and needs no token, since download links cannot send one (the id is the secret).
 */
export function uploadDownloadRoute(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>(`${API_BASE}/upload/file/:id/`, async (request, reply) => {
    const file = await findAnyUpload(app.worlds.uploadRoot, request.params.id);
    if (!file) throw notFound('upload_not_found');
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Content-Disposition', contentDisposition(file.name))
      .send(file.open());
  });
}
