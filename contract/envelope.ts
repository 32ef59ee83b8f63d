import { z } from 'zod';

/**
 * Business codes carried in the envelope's `code`. The HTTP status is 200 for all of them;
 * only real transport failures use other HTTP statuses.
 */
export const BizCode = {
  OK: 200,
  /** Returned silently: the client shows nothing. */
  SILENT: 300,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  /** Returned silently: the client shows nothing. */
  SILENT_433: 433,
  /** Missing, malformed, expired or revoked token: the client resets its session. */
  TOKEN_INVALID: 403,
  /** Permission denied; `data.perm_names` lists the names that would each grant access. */
  NO_PERMISSION: 599,
  /** Upgrade in progress: the client goes to /upgrade. */
  UPGRADING: 905,
} as const;

export type BizCodeValue = (typeof BizCode)[keyof typeof BizCode];

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const permissionDeniedSchema = z.object({ perm_names: z.array(z.string()) });
export type PermissionDenied = z.infer<typeof permissionDeniedSchema>;
