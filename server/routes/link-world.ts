import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_HEADER } from '#contract';

const SESSION_NAME = /^[\w.-]{1,64}$/;

/**
 * The world a file link is for. A browser's download sends no session header, so a link names its
 * world (`emulator_session`) when it is not the default one; a request with the header keeps its own.
 */
export function linkWorld(app: FastifyInstance, request: FastifyRequest) {
  const named = (request.query as { emulator_session?: string }).emulator_session;
  return request.headers[SESSION_HEADER] === undefined && named && SESSION_NAME.test(named)
    ? (app.worlds.list().find((w) => w.name === named) ?? request.world)
    : request.world;
}
