import type { FastifyInstance } from 'fastify';
import { API_BASE, BizCode } from '#contract';
import { BizError } from '../errors.ts';
import { langOf, translate } from '../i18n.ts';
import { decodedPath, isUnder } from '../lib/request-path.ts';

/**
 * The wire envelope: every /ep/api answer is HTTP 200 `{code, msg, data}`. Business failures are
 * worded in the request's language; unexpected errors are logged and hidden behind a generic 500.
 */
export function envelopePlugin(app: FastifyInstance): void {
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('auth', null);
  app.decorateRequest('pathname', '');
  app.decorateRequest('isApi', false);
  // First of all hooks: every later guard decides on the decoded path the router matched.
  app.addHook('onRequest', async (request) => {
    request.lang = langOf(request);
    request.pathname = decodedPath(request.url) ?? request.url;
    request.isApi = isUnder(request.pathname, API_BASE);
  });

  // The real backend accepts form-encoded bodies as well as JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // An empty body sent as JSON (`curl -X POST -H 'Content-Type: application/json'`) is no body, as
  // without the header; anything else goes to Fastify's own parser, with its poisoning checks.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, body as string, done);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof BizError) {
      // Worded here, once, in the request's language (a service raises a key and its parameters).
      return reply
        .status(200)
        .send({ code: error.code, msg: error.messageIn(request.lang), data: error.data });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, ...) are bad input like any other.
      return reply
        .status(200)
        .send({ code: BizCode.BAD_REQUEST, msg: translate(request.lang, 'invalid_body'), data: null });
    }
    request.log.error(error);
    // Under /ep/api even a crash is an envelope: the client shows its message, never a bare 500.
    return reply
      .status(request.isApi ? 200 : 500)
      .send({ code: 500, msg: translate(request.lang, 'server_error'), data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.pathname;
    if (request.isApi) {
      return reply.status(200).send({
        code: BizCode.NOT_FOUND,
        msg: translate(request.lang, 'route_not_found', { path }),
        data: null,
      });
    }
    return reply.status(404).send('Not found');
  });
}
