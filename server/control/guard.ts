import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_BASE, CONTROL_TOKEN_HEADER } from '#contract';
import { isUnder } from '../lib/request-path.ts';

export interface ControlAccess {
  /** False turns the control API off entirely (it then answers 404). */
  enabled: boolean;
  /** When set, every control call must carry it in X-Emulator-Token. */
  token: string | null;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** True when the request carries the control token in X-Emulator-Token. */
export function hasControlToken(request: FastifyRequest, token: string): boolean {
  const given = request.headers[CONTROL_TOKEN_HEADER];
  return typeof given === 'string' && sameSecret(given, token);
}

/**
 * The control API is open to loopback callers; anyone else needs the token given at start. A
 * server bound to another address without a token therefore still only obeys its own machine.
 */
export function controlGuard(app: FastifyInstance, access: ControlAccess): void {
  app.addHook('onRequest', async (request, reply) => {
    // The decoded path and the route the router chose: `/%5F%5Femulator/clock` is guarded too.
    const route = request.routeOptions.url;
    if (!isUnder(request.pathname, CONTROL_BASE) && !(route && isUnder(route, CONTROL_BASE))) return;
    if (!access.enabled) return reply.status(404).send({ error: 'the control API is turned off' });
    if (access.token) {
      if (!hasControlToken(request, access.token)) {
        return reply.status(401).send({ error: `missing or wrong ${CONTROL_TOKEN_HEADER}` });
      }
      return;
    }
    if (!LOOPBACK.test(request.ip)) {
      return reply
        .status(403)
        .send({ error: 'the control API answers loopback callers only (start it with a token)' });
    }
  });
}
