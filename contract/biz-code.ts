/**
 * Business codes carried in the envelope's `code`. The HTTP status is 200 for all of them;
 * only real transport failures use other HTTP statuses. Without zod (the envelope's schemas are
 * in envelope.ts): the client's request module needs these on the login page.
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

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The data of a 599 answer. */
export interface PermissionDenied {
  perm_names: string[];
}

/** `permissionDeniedSchema.safeParse(data).success`, without zod. */
export const isPermissionDenied = (data: unknown): data is PermissionDenied =>
  typeof data === 'object' &&
  data !== null &&
  !Array.isArray(data) &&
  Array.isArray((data as PermissionDenied).perm_names) &&
  (data as PermissionDenied).perm_names.every((name) => typeof name === 'string');

/**
 * The data of a 400 that concerns one body field: the field's path, dots between its parts
 * (`name`, `hosts.0.ip`, `period_end`). A form shows the message under that field; anything else
 * shows a 400 at the top. The real backend may send `data: null`: the message then goes on top.
 */
export interface FieldRefused {
  field: string;
}

export const isFieldRefused = (data: unknown): data is FieldRefused =>
  typeof data === 'object' &&
  data !== null &&
  !Array.isArray(data) &&
  typeof (data as FieldRefused).field === 'string' &&
  (data as FieldRefused).field !== '';
