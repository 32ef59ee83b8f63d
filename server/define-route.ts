import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  API_BASE,
  BizCode,
  type DataOf,
  type Endpoint,
  type Lang,
  noPermissionMessage,
  PERMISSIONS,
  type PermCode,
  permName,
  requestIssueMessage,
  zodLocale,
} from '#contract';
import type { AppDeps, AuthContext } from './context.ts';
import { BizError } from './errors.ts';
import { message, translate, wordsIn } from './i18n.ts';
import { bearerToken, resolveAuth } from './services/identity.ts';
import { recordOperation } from './services/operation-log.ts';
import { verifyToken } from './services/tokens.ts';

type Parsed<S> = z.output<NonNullable<S>>;

interface RouteContext<E extends Endpoint> {
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The caller; non-null on every endpoint that is not public, null on a public one without a valid token. */
  auth: E['access'] extends 'public' ? AuthContext | null : AuthContext;
  lang: Lang;
  deps: AppDeps;
  request: FastifyRequest;
}

interface RouteDefinition {
  endpoint: Endpoint;
  handler: (ctx: RouteContext<Endpoint>) => unknown;
}

/** Binds a contract endpoint to its handler; the handler only returns `data` or throws BizError. */
export const defineRoute = <E extends Endpoint>(
  endpoint: E,
  handler: (ctx: RouteContext<E>) => DataOf<E> | Promise<DataOf<E>>,
): RouteDefinition => ({ endpoint, handler: handler as RouteDefinition['handler'] });

/**
 * Parses with zod's messages in the caller's language; a refusal names its first issue (see
 * contract/issue-message.ts). A body issue of one field also says which (`data.field`), so a form
 * shows it under that field.
 */
export function parse<S extends z.ZodType | undefined>(
  schema: S,
  input: unknown,
  lang: Lang,
  part: 'query' | 'body',
): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const result = schema.safeParse(input ?? {}, zodLocale(lang));
  if (result.success) return result.data as Parsed<S>;
  const issue = result.error.issues[0]!;
  const field = part === 'body' && issue.path.length > 0 ? { field: issue.path.join('.') } : null;
  throw BizError.worded(BizCode.BAD_REQUEST, requestIssueMessage(issue, wordsIn(lang)), field);
}

/** The caller a valid token names, or null (no token, or one that is not valid). */
function caller(deps: AppDeps, token: string | null): AuthContext | null {
  const record = token ? verifyToken(deps, token) : null;
  return record ? resolveAuth(deps, record) : null;
}

/** The 403 for a caller without a valid token: 'token_missing', or 'token_invalid' when one was sent. */
export const tokenRefused = (token: string | null): BizError =>
  BizError.keyed(BizCode.TOKEN_INVALID, message(token ? 'token_invalid' : 'token_missing'));

function authenticate(deps: AppDeps, request: FastifyRequest): AuthContext {
  const token = bearerToken(request.headers.authorization);
  const auth = caller(deps, token);
  if (!auth) throw tokenRefused(token);
  return auth;
}

/** The 599: worded by contract/messages.ts, its `perm_names` (data) in the same language. */
export function permissionDenied(codes: readonly PermCode[], lang: Lang): BizError {
  const names = codes.map((code) => permName(code, wordsIn(lang)));
  return BizError.worded(BizCode.NO_PERMISSION, noPermissionMessage(names, wordsIn(lang)), {
    perm_names: names,
  });
}

/**
 * The codes a 599 names: those of the caller's side when the endpoint takes codes of both (a
 * customer is never told of a support code), else all of them.
 */
function codesFor(auth: AuthContext, anyOf: readonly PermCode[]): readonly PermCode[] {
  const side = auth.loginType === 'support' ? 'support' : 'client';
  const own = anyOf.filter((code) => PERMISSIONS[code].side === side);
  return own.length > 0 ? own : anyOf;
}

/** Registers contract-bound routes: authentication, permission and validation all come from the endpoint. */
export function registerRoutes(app: FastifyInstance, routes: RouteDefinition[]): void {
  for (const { endpoint, handler } of routes) {
    app.route({
      method: endpoint.method,
      url: API_BASE + endpoint.path,
      handler: async (request) => {
        const deps = request.world;
        const lang = request.lang;
        // A public endpoint answers anyone, and knows a logged-in caller (a token that is not
        // valid is no caller there, never a 403).
        const auth =
          endpoint.access === 'public'
            ? caller(deps, bearerToken(request.headers.authorization))
            : authenticate(deps, request);
        request.auth = auth;
        // The operation log's one hook: every write of a known caller, done or refused.
        const logged = endpoint.method !== 'GET' && auth !== null && endpoint.unlogged === undefined;
        try {
          if (auth && typeof endpoint.access === 'object') {
            const { anyOf } = endpoint.access;
            if (!anyOf.some((code) => auth.codes.has(code)))
              throw permissionDenied(codesFor(auth, anyOf), lang);
          }
          const query = parse(endpoint.query, request.query, lang, 'query');
          const body = parse(endpoint.body, request.body, lang, 'body');
          const data = await handler({ query, body, auth, lang, deps, request } as RouteContext<Endpoint>);
          const msg = translate(lang, 'ok');
          if (logged) recordOperation(deps, request, endpoint, auth, { code: BizCode.OK, message: msg });
          return { code: BizCode.OK, msg, data: data ?? null };
        } catch (error) {
          if (logged) {
            const refused =
              error instanceof BizError
                ? { code: error.code, message: error.messageIn(lang) }
                : { code: 500, message: translate(lang, 'server_error') };
            recordOperation(deps, request, endpoint, auth, refused);
          }
          throw error;
        }
      },
    });
  }
}
