import type { FastifyRequest } from 'fastify';
import { CONTROL_TOKEN_HEADER, SESSION_HEADER } from '#contract';
import type { Answer } from './check.ts';

export interface Forwarded extends Answer {
  headers: Record<string, string | string[]>;
}

/** Hop-by-hop and framing headers: each side of the proxy sets its own. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
  SESSION_HEADER,
  CONTROL_TOKEN_HEADER,
]);
/** fetch has already decoded the body, so its encoding and length no longer apply. */
const NOT_RETURNED = new Set([...NOT_FORWARDED, 'content-encoding', 'set-cookie']);

/** Longer than the client's 50 s timeout, so the client gives up first, as it would without us. */
const TIMEOUT_MS = 60_000;

async function readBody(request: FastifyRequest): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request.raw) chunks.push(Buffer.from(chunk as Uint8Array));
  return chunks.length ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

/**
 * Sends the request as it came (method, path, query, headers with Authorization and
 * Accept-Language, raw body) to the target and returns its answer. Runs before Fastify parses
 * the body, so uploads and form bodies pass byte for byte.
 */
export async function forward(target: string, request: FastifyRequest): Promise<Forwarded> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const response = await fetch(target + request.url, {
    method: request.method,
    headers,
    body: await readBody(request),
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const returned: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (!NOT_RETURNED.has(name)) returned[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) returned['set-cookie'] = cookies;
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    headers: returned,
    body: Buffer.from(await response.arrayBuffer()),
  };
}
