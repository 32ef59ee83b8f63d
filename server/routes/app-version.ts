import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION_PATH, appVersionSchema } from '#contract';

/** The deployed portal's version: package.json's, which the build also bakes into the client. */
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The static file the portal polls every 10 minutes to notice a new release: no envelope, no
 * token, never cached (a cached answer would hide the release it is there to announce).
 */
export function appVersionRoute(app: FastifyInstance): void {
  const body = appVersionSchema.parse({ version });
  app.get(APP_VERSION_PATH, (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return body;
  });
}
