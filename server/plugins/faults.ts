import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, BizCode, type Envelope, endpoints, type Lang, type PermCode } from '#contract';
import { permissionDenied } from '../define-route.ts';
import type { FaultRule } from '../faults.ts';
import { translate } from '../i18n.ts';
import type { JournalEntry } from '../journal.ts';
import { identify } from '../services/identity.ts';

/** Past the client's 50 s timeout, so a hang is a timeout in the portal before the socket drops. */
export const DEFAULT_HANG_MS = 60_000;

interface FaultsOptions {
  /** How long a `hang` holds a request before destroying its socket. */
  hangMs: number;
}

/** The codes the contract gates a path with, so an injected 599 names them as the real one would. */
function gatingCodes(method: string, path: string): readonly PermCode[] {
  const endpoint = Object.values(endpoints).find(
    (e) => e.method === method && API_BASE + e.path === path.replace(/\/?$/, '/'),
  );
  return endpoint && typeof endpoint.access === 'object' ? endpoint.access.anyOf : ['router_home'];
}

/** The envelope an injected business code answers with, worded as the emulator words that code. */
function businessAnswer(
  code: number,
  call: { method: string; path: string; lang: Lang; hasToken: boolean },
): Envelope<unknown> {
  const { lang } = call;
  switch (code) {
    case BizCode.TOKEN_INVALID:
      return { code, msg: translate(lang, call.hasToken ? 'token_invalid' : 'token_missing'), data: null };
    case BizCode.NO_PERMISSION: {
      const denied = permissionDenied(gatingCodes(call.method, call.path), lang);
      return { code, msg: denied.messageIn(lang), data: denied.data };
    }
    case BizCode.UPGRADING:
      return { code, msg: translate(lang, 'upgrading'), data: null };
    case BizCode.NOT_FOUND:
      return { code, msg: translate(lang, 'route_not_found', { path: call.path }), data: null };
    case 500:
      return { code, msg: translate(lang, 'server_error'), data: null };
    default:
      return { code, msg: translate(lang, 'fault_injected', { code }), data: null };
  }
}

/**
 * Applies the first fault rule of the request's world that matches an /ep/api call: a delay, then
 * a business code, an HTTP status, a hang or a dropped connection. Registered after the worlds
 * plugin, so upgrade mode (905) and bad session names answer first.
 */
export function faultsPlugin(app: FastifyInstance, options: FaultsOptions): void {
  // Everything held open (delays and hangs), released at once on close so app.close() never waits.
  const held = new Set<() => void>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        held.delete(release);
        resolve();
      };
      const timer = setTimeout(release, ms);
      held.add(release);
    });

  /**
   * Journals a request that gets no answer (status 0) once its socket closes: Fastify's onResponse
   * never runs for it. The user is read now, while the world's database is surely open.
   */
  function journalWhenClosed(request: FastifyRequest, onClose: () => void = () => {}): void {
    const { world } = request;
    const entry: JournalEntry = {
      at: new Date(world.clock.now()).toISOString(),
      method: request.method,
      path: request.pathname,
      user: identify(world, request.headers.authorization),
      code: 0,
      status: 0,
      duration_ms: 0,
      tables: [],
    };
    const closed = () => {
      onClose();
      const duration_ms = Math.round((performance.now() - request.startedAt) * 100) / 100;
      world.journal.add({ ...entry, duration_ms });
    };
    const { socket } = request.raw;
    if (socket.destroyed) closed();
    else socket.once('close', closed);
  }

  function hang(request: FastifyRequest): void {
    const { socket } = request.raw;
    const release = () => socket.destroy();
    const timer = setTimeout(release, options.hangMs);
    held.add(release);
    journalWhenClosed(request, () => {
      clearTimeout(timer);
      held.delete(release);
    });
  }

  app.addHook('onRequest', async (request, reply) => {
    const { world } = request;
    if (!request.isApi || world.faults.size === 0) return;
    const path = request.pathname;
    const rule: FaultRule | null = world.faults.take({
      method: request.method,
      path,
      user: () => identify(world, request.headers.authorization),
    });
    if (!rule) return;
    if (rule.delay_ms > 0) await sleep(rule.delay_ms);

    if (rule.drop || rule.hang) {
      reply.hijack();
      if (rule.drop) {
        journalWhenClosed(request);
        request.raw.socket.destroy();
      } else {
        hang(request);
      }
      return;
    }
    if (rule.code !== null) {
      const call = {
        method: request.method,
        path,
        lang: request.lang,
        hasToken: !!request.headers.authorization,
      };
      return reply.status(200).send(businessAnswer(rule.code, call));
    }
    if (rule.status !== null) {
      // Like a gateway or crashed backend: an HTML error page, no envelope, so the portal falls
      // back on its own message for the status (spec section 8).
      const title = `${rule.status} ${STATUS_CODES[rule.status] ?? 'Error'}`;
      return reply
        .status(rule.status)
        .type('text/html; charset=utf-8')
        .send(`<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`);
    }
  });

  app.addHook('preClose', async () => {
    for (const release of held) release();
  });
}
