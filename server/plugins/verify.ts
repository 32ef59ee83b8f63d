import type { FastifyInstance } from 'fastify';
import { API_BASE } from '#contract';
import { checkAnswer, type Verdict } from '../verify/check.ts';
import { type Forwarded, forward } from '../verify/forward.ts';
import { matchEndpoint } from '../verify/match.ts';
import { VerifyRecorder } from '../verify/report.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The verify-mode report; null when the emulator answers /ep/api itself. */
    verify: VerifyRecorder | null;
  }
}

/** A transport failure on the way to the backend, answered as one (the client shows its HTTP message). */
function unreachable(error: unknown): { answer: Forwarded; verdict: Verdict } {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  const reason = timedOut ? 'timed out' : typeof cause === 'string' ? cause : 'fetch failed';
  const status = timedOut ? 504 : 502;
  const body = Buffer.from(
    JSON.stringify({ code: status, msg: `verify mode: backend ${reason}`, data: null }),
  );
  return {
    answer: {
      status,
      contentType: 'application/json',
      headers: { 'content-type': 'application/json' },
      body,
    },
    verdict: {
      findings: [{ path: '(transport)', code: 'unreachable', message: `no answer: ${reason}` }],
      unknownCode: null,
    },
  };
}

/** The backend's base URL. Credentials are refused: they would end up in the report and in logs. */
function baseUrl(target: string): string {
  const url = new URL(target);
  if (url.username || url.password) throw new Error('the verify target must not carry credentials');
  if (url.search || url.hash) throw new Error('the verify target is a base URL, without query or fragment');
  return url.href.replace(/\/+$/, '');
}

/**
 * Verify mode: every /ep/api request goes to the real backend instead of the emulator's routes;
 * its answer goes back to the caller unchanged and is checked against the contract on the way.
 */
export function verifyPlugin(app: FastifyInstance, target: string | undefined): void {
  const base = target ? baseUrl(target) : null;
  const recorder = base ? new VerifyRecorder(base) : null;
  app.decorate('verify', recorder);
  if (!recorder || !base) return;

  app.addHook('onRequest', async (request, reply) => {
    if (!request.isApi) return;
    const path = request.pathname;
    const matched = matchEndpoint(request.method, path.slice(API_BASE.length));
    let answer: Forwarded;
    let verdict: Verdict;
    try {
      answer = await forward(base, request);
      verdict = checkAnswer(matched?.endpoint ?? null, answer);
    } catch (error) {
      ({ answer, verdict } = unreachable(error));
    }
    recorder.record(request.method, path, matched, verdict);
    return reply.status(answer.status).headers(answer.headers).send(answer.body);
  });
}
