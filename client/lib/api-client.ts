import { type Address, API_BASE, type BodyOf, type DataOf, type Endpoint, type QueryOf } from '#contract';
import {
  interpretEnvelope,
  interpretHttpFailure,
  isEnvelope,
  type Outcome,
  timeoutOutcome,
} from './code-table.ts';
import { emulatorSession } from './emulator-session.ts';
import { i18n, type Translate } from './i18n.ts';
import { getToken } from './session.ts';

/** Spec section 9: requests give up after 50 seconds. */
export const REQUEST_TIMEOUT_MS = 50_000;

export class ApiError extends Error {
  constructor(readonly outcome: Exclude<Outcome, { kind: 'ok' }>) {
    super(outcome.message);
  }
}

/** What the app does with each non-ok outcome (toasts, reset, redirects); set once at start-up. */
type OutcomeHandler = (outcome: Exclude<Outcome, { kind: 'ok' }>) => void;
let handleOutcome: OutcomeHandler = () => {};
export const onApiOutcome = (handler: OutcomeHandler) => {
  handleOutcome = handler;
};

const t: Translate = (key, params) => i18n.t(key, params);

function buildUrl(path: string, query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** A JSON body, or a multipart one (a FormData: fetch sets its Content-Type with the boundary). */
type Body = { json: unknown } | { form: FormData } | undefined;

/** An endpoint of the contract, or its address alone (`ADDRESSES`: no schema loaded to call it). */
type Callable = Endpoint | Address;

async function send(
  endpoint: Callable,
  input: { query?: unknown; body?: Body; signal?: AbortSignal },
): Promise<Outcome> {
  const token = getToken();
  const session = emulatorSession();
  const body = input.body;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const signal = input.signal ? AbortSignal.any([controller.signal, input.signal]) : controller.signal;
  try {
    const response = await fetch(buildUrl(endpoint.path, input.query as Record<string, unknown>), {
      method: endpoint.method,
      headers: {
        'Accept-Language': i18n.language === 'en' ? 'en' : 'zh-CN',
        ...(token ? { Authorization: `JWT ${token}` } : {}),
        ...(session ? { 'X-Emulator-Session': session } : {}),
        ...(body && 'json' in body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? ('form' in body ? body.form : JSON.stringify(body.json)) : undefined,
      signal,
    });
    const payload: unknown = await response.json().catch(() => undefined);
    // The caller gave up while the body was read: its abort is no unreadable answer (no toast).
    input.signal?.throwIfAborted();
    if (!response.ok) {
      return interpretHttpFailure(response.status, isEnvelope(payload) ? payload.msg : undefined, t);
    }
    return isEnvelope(payload) ? interpretEnvelope(payload, t) : interpretHttpFailure(0, undefined, t);
  } catch (error) {
    // The caller gave up (the page was left): no outcome to report, the query is cancelled.
    if (input.signal?.aborted) throw error;
    return controller.signal.aborted ? timeoutOutcome(t) : interpretHttpFailure(0, undefined, t);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The data of an ok outcome; any other is handed to the app's handler, then rejects. A caller that
 * shows a refusal itself, under its field (`showsErrors`), keeps the error to itself so the user
 * reads it once; a reset, a permission message or an upgrade still goes to the handler.
 */
function settle<D>(outcome: Outcome, showsErrors = false): D {
  if (outcome.kind === 'ok') return outcome.data as D;
  if (!(showsErrors && outcome.kind === 'error')) handleOutcome(outcome);
  throw new ApiError(outcome);
}

/**
 * Calls an endpoint of the contract and resolves with its `data`. Every other outcome of the
 * spec's code table is handed to the app's handler, then rejects with an ApiError; with
 * `showsErrors` (a form that shows a refusal itself) a plain error is only rejected.
 */
export async function apiRequest<E extends Callable>(
  endpoint: E,
  input: { query?: QueryOf<E>; body?: BodyOf<E>; signal?: AbortSignal; showsErrors?: boolean } = {},
): Promise<DataOf<E>> {
  const { body, showsErrors, ...rest } = input;
  return settle(
    await send(endpoint, { ...rest, body: body === undefined ? undefined : { json: body } }),
    showsErrors,
  );
}

/**
 * Sends a multipart form (a file upload) to an endpoint of the contract: the same headers, time
 * limit and code table as `apiRequest`, and every outcome but ok handed to the same handler (a
 * 403 resets the session, a 905 opens /upgrade) before it rejects with an ApiError.
 */
export async function apiUpload<E extends Callable>(
  endpoint: E,
  form: FormData,
  options: { signal?: AbortSignal; showsErrors?: boolean } = {},
): Promise<DataOf<E>> {
  return settle(await send(endpoint, { body: { form }, signal: options.signal }), options.showsErrors);
}

/** The file name a `Content-Disposition` header names (its UTF-8 form first). */
function dispositionName(header: string | null): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (utf8) return decodeURIComponent(utf8[1]!);
  return /filename="([^"]*)"/i.exec(header ?? '')?.[1] ?? 'download';
}

/**
 * Downloads a file that the emulator answers to the caller's token (not a contract endpoint, e.g.
 * a monthly bill): the same headers and time limit as `apiRequest`. A refusal comes as the usual
 * envelope and goes to the same handler (a toast, 599, 905) before it rejects; a file resolves
 * with its bytes and its name.
 */
export async function apiDownload(
  path: string,
  query: Record<string, unknown>,
): Promise<{ blob: Blob; name: string }> {
  const token = getToken();
  const session = emulatorSession();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let outcome: Outcome;
  try {
    const response = await fetch(buildUrl(path, query), {
      headers: {
        'Accept-Language': i18n.language === 'en' ? 'en' : 'zh-CN',
        ...(token ? { Authorization: `JWT ${token}` } : {}),
        ...(session ? { 'X-Emulator-Session': session } : {}),
      },
      signal: controller.signal,
    });
    const json = (response.headers.get('Content-Type') ?? '').includes('application/json');
    if (response.ok && !json) {
      return {
        blob: await response.blob(),
        name: dispositionName(response.headers.get('Content-Disposition')),
      };
    }
    const payload: unknown = await response.json().catch(() => undefined);
    outcome = !response.ok
      ? interpretHttpFailure(response.status, isEnvelope(payload) ? payload.msg : undefined, t)
      : isEnvelope(payload)
        ? interpretEnvelope(payload, t)
        : interpretHttpFailure(0, undefined, t);
  } catch {
    outcome = controller.signal.aborted ? timeoutOutcome(t) : interpretHttpFailure(0, undefined, t);
  } finally {
    clearTimeout(timer);
  }
  return settle(outcome);
}
