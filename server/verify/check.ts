import { z } from 'zod';
import { BizCode, type Endpoint, envelopeSchema, permissionDeniedSchema } from '#contract';

/** One way an answer differs from the contract: where, and what kind; never the value found there. */
export interface Finding {
  path: string;
  code: string;
  message: string;
  expected?: string;
}

export interface Verdict {
  findings: Finding[];
  /** The envelope code, when it is not one of the contract's business codes. */
  unknownCode: number | null;
}

export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

const KNOWN_CODES = new Set<number>(Object.values(BizCode));
const anyEnvelope = envelopeSchema(z.unknown());
const deniedEnvelope = envelopeSchema(permissionDeniedSchema);
const okEnvelopes = new WeakMap<Endpoint, z.ZodType>();

const okEnvelope = (endpoint: Endpoint) => {
  const known = okEnvelopes.get(endpoint);
  if (known) return known;
  const schema = envelopeSchema(endpoint.data);
  okEnvelopes.set(endpoint, schema);
  return schema;
};

/** Array indexes folded, so a drift in every row is one issue: `data.tableData[].iccid`. */
const foldPath = (path: PropertyKey[]) =>
  path
    .map((key) => (typeof key === 'number' ? '[]' : String(key)))
    .join('.')
    .replaceAll('.[]', '[]') || '(root)';

const isObject = (value: unknown): value is Record<PropertyKey, unknown> =>
  value !== null && typeof value === 'object';

/** Whether the answer has the key at all (missing and null read differently). */
function present(root: unknown, path: PropertyKey[]): { found: boolean; value: unknown } {
  let node = root;
  for (const key of path) {
    if (!isObject(node) || !Object.hasOwn(node, key)) return { found: false, value: undefined };
    node = node[key];
  }
  return { found: true, value: node };
}

const typeName = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function finding(issue: z.core.$ZodIssue, root: unknown): Finding {
  const path = foldPath(issue.path);
  if (issue.code !== 'invalid_type') return { path, code: issue.code, message: issue.message };
  const { found, value } = present(root, issue.path);
  const message = found
    ? `wrong type: expected ${issue.expected}, received ${typeName(value)}`
    : `missing (expected ${issue.expected})`;
  return { path, code: issue.code, message, expected: issue.expected };
}

/**
 * Checks one answer of the real backend against the contract: HTTP 200, a JSON envelope, a known
 * code, and on code 200 the endpoint's data schema (on 599, `perm_names`). `endpoint` is null for
 * a path the contract does not know: then only the envelope is checked.
 */
export function checkAnswer(endpoint: Endpoint | null, answer: Answer): Verdict {
  if (answer.status !== 200) {
    return {
      findings: [{ path: '(http)', code: 'http_status', message: `HTTP ${answer.status} instead of 200` }],
      unknownCode: null,
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    const message = `not a JSON envelope (content-type ${answer.contentType || 'none'})`;
    return { findings: [{ path: '(body)', code: 'not_json', message }], unknownCode: null };
  }
  const code = isObject(body) && typeof body.code === 'number' ? body.code : null;
  const schema =
    code === BizCode.OK && endpoint
      ? okEnvelope(endpoint)
      : code === BizCode.NO_PERMISSION
        ? deniedEnvelope
        : anyEnvelope;
  const result = schema.safeParse(body);
  return {
    findings: result.success ? [] : result.error.issues.map((issue) => finding(issue, body)),
    unknownCode: code !== null && !KNOWN_CODES.has(code) ? code : null,
  };
}
