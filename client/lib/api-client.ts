import { API_BASE, type BodyOf, type DataOf, type Endpoint, type QueryOf } from '#contract';
import {
  interpretEnvelope,
  interpretHttpFailure,
  isEnvelope,
  type Outcome,
  timeoutOutcome,
} from './code-table.ts';
import { emulatorSession } from './emulator-session.ts';
import { i18n } from './i18n.ts';
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

const t = (key: string, params?: Record<string, string | number>) => i18n.t(key, params);

function buildUrl(path: string, query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function send(
  endpoint: Endpoint,
  input: { query?: unknown; body?: unknown; signal?: AbortSignal },
): Promise<Outcome> {
  const token = getToken();
  const session = emulatorSession();
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
        ...(input.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
      signal,
    });
    const payload: unknown = await response.json().catch(() => undefined);
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
 * Calls an endpoint of the contract and resolves with its `data`. Every other outcome of the
 * spec's code table is handed to the app's handler, then rejects with an ApiError.
 */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  input: { query?: QueryOf<E>; body?: BodyOf<E>; signal?: AbortSignal } = {},
): Promise<DataOf<E>> {
  const outcome = await send(endpoint, input);
  if (outcome.kind === 'ok') return outcome.data as DataOf<E>;
  handleOutcome(outcome);
  throw new ApiError(outcome);
}
