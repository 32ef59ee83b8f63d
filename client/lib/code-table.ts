import { BizCode, type Envelope, isFieldRefused, isPermissionDenied } from '#contract';
import type { MessageKey, Translate } from './i18n.ts';

/**
 * Spec section 8 as a pure function: what the portal does with an answer. The request module
 * applies the outcome (toast, reset, redirect); this file only decides.
 */
export type Outcome =
  | { kind: 'ok'; data: unknown }
  | { kind: 'silent'; code: number; message: string }
  | { kind: 'token-invalid'; message: string }
  | { kind: 'no-permission'; message: string }
  | { kind: 'upgrade'; message: string }
  /** `field`: the body field a 400 is about (`data.field`), for a form to show it under that field. */
  | { kind: 'error'; code: number; message: string; field?: string };

const STATUS_MESSAGES: Readonly<Record<number, MessageKey>> = {
  0: 'codes.status0',
  400: 'codes.status400',
  401: 'codes.status401',
  402: 'codes.status402',
  403: 'codes.status403',
  404: 'codes.status404',
  405: 'codes.status405',
  406: 'codes.status406',
  408: 'codes.status408',
  410: 'codes.status410',
  500: 'codes.status500',
  502: 'codes.status502',
  503: 'codes.status503',
  504: 'codes.status504',
};

/** The default message for a failed HTTP status (0 = no answer: network or cross-origin). */
const statusMessage = (status: number, t: Translate) =>
  t(STATUS_MESSAGES[status] ?? 'codes.unknown', { status });

/** `当前用户无 A或B 权限`: the names of the permissions that would each grant access. */
function permissionMessage(data: unknown, fallback: string, t: Translate): string {
  if (!isPermissionDenied(data) || data.perm_names.length === 0) return fallback;
  return t('codes.noPermission', { names: data.perm_names.join(t('codes.or')) });
}

export function interpretEnvelope(envelope: Envelope, t: Translate): Outcome {
  const { code, msg, data } = envelope;
  switch (code) {
    case BizCode.OK:
      return { kind: 'ok', data };
    case BizCode.SILENT:
    case BizCode.SILENT_433:
      return { kind: 'silent', code, message: msg };
    case BizCode.TOKEN_INVALID:
      return { kind: 'token-invalid', message: msg || statusMessage(403, t) };
    case BizCode.NO_PERMISSION:
      return { kind: 'no-permission', message: permissionMessage(data, msg, t) };
    case BizCode.UPGRADING:
      return { kind: 'upgrade', message: msg };
    default:
      return {
        kind: 'error',
        code,
        message: msg || statusMessage(code, t),
        ...(isFieldRefused(data) ? { field: data.field } : {}),
      };
  }
}

/** A transport failure: an HTTP error status, or 0 when no answer came at all. */
export const interpretHttpFailure = (
  status: number,
  serverMsg: string | undefined,
  t: Translate,
): Outcome => ({
  kind: 'error',
  code: status,
  message: serverMsg || statusMessage(status, t),
});

export const timeoutOutcome = (t: Translate): Outcome => ({
  kind: 'error',
  code: 408,
  message: t('codes.timeout'),
});

/** Whether an answer looks like the envelope at all (a proxy's HTML error page does not). */
export const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
