import type { FastifyInstance } from 'fastify';
import { API_BASE, BizCode, SESSION_HEADER } from '#contract';
import { translate } from '../i18n.ts';
import { takeChangedTables } from '../journal.ts';
import { identify } from '../services/identity.ts';

const SESSION_NAME = /^[\w.-]{1,64}$/;
const CODE_IN_PAYLOAD = /^\{"code":(\d+)/;
/** Tables the cached card read models depend on (the card list filters by tag too). */
const touchesCards = (table: string) => table === 'cards' || table === 'card_tags';

/**
 * Routes each request to its world (`X-Emulator-Session`), journals /ep/api calls with the
 * tables they changed, and answers 905 in upgrade mode.
 */
export function worldsPlugin(app: FastifyInstance): void {
  app.decorateRequest('world', null as never);
  app.decorateRequest('startedAt', 0);

  app.addHook('onRequest', async (request, reply) => {
    const name = request.headers[SESSION_HEADER];
    const session = Array.isArray(name) ? name[0] : name;
    if (session !== undefined && !SESSION_NAME.test(session)) {
      return reply
        .status(400)
        .send({ error: `invalid ${SESSION_HEADER}: use 1-64 letters, digits, '.', '-' or '_'` });
    }
    request.world = app.worlds.get(session);
    request.startedAt = performance.now();
    if (!request.url.startsWith(API_BASE)) return;
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
    if (!request.url.startsWith(API_BASE) || !request.world) return;
    const { world } = request;
    const tables = takeChangedTables(world.sqlite);
    if (tables.some(touchesCards)) world.cardsVersion++;
    world.journal.add({
      at: new Date(world.clock.now()).toISOString(),
      method: request.method,
      path: request.url.split('?')[0]!,
      user: request.auth?.username ?? identify(world, request.headers.authorization),
      code: reply.bizCode ?? reply.statusCode,
      status: reply.statusCode,
      duration_ms: Math.round((performance.now() - request.startedAt) * 100) / 100,
      tables,
    });
  });
}
