import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BizCode, SESSION_HEADER } from '#contract';
import { hasControlToken } from '../control/guard.ts';
import { type Message, message, translate, wordIn } from '../i18n.ts';
import { takeChangedTables } from '../journal.ts';
import { minutesOf } from '../lib/throttle.ts';
import { identify } from '../services/identity.ts';
import { WorldRefused } from '../world.ts';

const SESSION_NAME = /^[\w.-]{1,64}$/;
const CODE_IN_PAYLOAD = /^\{"code":(\d+)/;
/** Tables the cached card read models depend on (the card list filters by tag too). */
const touchesCards = (table: string) => table === 'cards' || table === 'card_tags';

/** Under /ep/api the envelope (code 400); elsewhere (the control API) plain JSON with the status. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, wording: Message) {
  const msg = wordIn(request.lang, wording);
  if (request.isApi) return reply.status(200).send({ code: BizCode.BAD_REQUEST, msg, data: null });
  return reply.status(status).send({ error: msg });
}

/**
 * Routes each request to its world (`X-Emulator-Session`), journals /ep/api calls with the
 * tables they changed, and answers 905 in upgrade mode. A new world is created only within the
 * caller's address limit, with the control token when one is set, and never by evicting a world
 * in use.
 */
export function worldsPlugin(app: FastifyInstance, options: { token: string | null }): void {
  app.decorateRequest('world', null as never);
  app.decorateRequest('startedAt', 0);

  app.addHook('onRequest', async (request, reply) => {
    const name = request.headers[SESSION_HEADER];
    const session = Array.isArray(name) ? name[0] : name;
    if (session !== undefined && !SESSION_NAME.test(session)) {
      return refuse(request, reply, 400, message('session_invalid', { header: SESSION_HEADER }));
    }
    try {
      request.world = app.worlds.get(session, {
        address: request.ip,
        mayCreate: options.token === null || hasControlToken(request, options.token),
      });
    } catch (error) {
      if (!(error instanceof WorldRefused)) throw error;
      if (error.reason === 'token') return refuse(request, reply, 401, message('session_needs_token'));
      if (error.reason === 'rate') {
        return refuse(
          request,
          reply,
          429,
          message('session_rate_limited', { minutes: minutesOf(error.seconds) }),
        );
      }
      return refuse(request, reply, 503, message('session_full', { max: app.worlds.maxWorlds }));
    }
    request.startedAt = performance.now();
    if (!request.isApi) return;
    // Whatever an earlier, unjournaled write left behind is not this request's doing; but a direct
    // write to cards (a test, a control call) still makes cached card read models stale.
    if (takeChangedTables(request.world.sqlite).some(touchesCards)) request.world.cardsVersion++;
    if (request.world.upgrade) {
      return reply
        .status(200)
        .send({ code: BizCode.UPGRADING, msg: translate(request.lang, 'upgrading'), data: null });
    }
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload === 'string') {
      const match = CODE_IN_PAYLOAD.exec(payload);
      reply.bizCode = match ? Number(match[1]) : reply.statusCode;
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!request.isApi || !request.world) return;
    const { world } = request;
    const tables = takeChangedTables(world.sqlite);
    if (tables.some(touchesCards)) world.cardsVersion++;
    world.journal.add({
      at: new Date(world.clock.now()).toISOString(),
      method: request.method,
      path: request.pathname,
      user: request.auth?.username ?? identify(world, request.headers.authorization),
      code: reply.bizCode ?? reply.statusCode,
      status: reply.statusCode,
      duration_ms: Math.round((performance.now() - request.startedAt) * 100) / 100,
      tables,
    });
  });
}
