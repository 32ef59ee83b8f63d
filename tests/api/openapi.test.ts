import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import {
  API_BASE,
  CONTROL_BASE,
  type ControlName,
  controlEndpoints,
  type EndpointName,
  endpoints,
  permName,
} from '#contract';
import { wordsIn } from '../../server/i18n.ts';
import { escapeHtml } from '../../server/openapi-html.ts';
import type { OpenApiDocument, Operation } from '../../server/openapi-types.ts';
import { build } from './helpers.ts';

const t = await build({ seedCards: 20 });

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const fetchDocument = async () => {
  const res = await t.request.get(`${CONTROL_BASE}/openapi.json`);
  expect(res.status).toBe(200);
  return res.body as OpenApiDocument;
};
const doc = await fetchDocument();
const operation = (path: string, method: string): Operation | undefined =>
  doc.paths[openApiPath(path)]?.[method.toLowerCase()];

describe('the OpenAPI document at /__emulator/openapi.json', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is rejected by the same validator once broken, so the check above means something', async () => {
    const { info: _, ...broken } = structuredClone(doc);
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it('is generated once and served the same each time', async () => {
    expect(await fetchDocument()).toEqual(doc);
  });

  it.each(Object.keys(endpoints) as EndpointName[])('describes /ep/api endpoint %s', (name) => {
    const endpoint = endpoints[name];
    const op = operation(API_BASE + endpoint.path, endpoint.method);
    expect(op?.operationId).toBe(name);
    expect(op?.summary).toBe(endpoint.summary);
    expect(op?.tags).toHaveLength(1);
    const ok = op?.responses['200'] as unknown as {
      content: Record<string, { schema: { oneOf: unknown[] } }>;
    };
    expect(ok.content['application/json']?.schema.oneOf[0]).toMatchObject({
      properties: { code: { const: 200 }, msg: { type: 'string' } },
      required: ['code', 'msg', 'data'],
    });
    if (endpoint.body) {
      expect(Object.keys(op?.requestBody?.content ?? {})).toEqual([
        'application/json',
        'application/x-www-form-urlencoded',
      ]);
    }
  });

  it.each(Object.keys(controlEndpoints) as ControlName[])('describes control endpoint %s', (name) => {
    const endpoint = controlEndpoints[name];
    const op = operation(CONTROL_BASE + endpoint.path, endpoint.method);
    expect(op?.operationId).toBe(`emulator_${name}`);
    expect(op?.summary).toBe(endpoint.summary);
    expect(op?.parameters).toContainEqual({ $ref: '#/components/parameters/EmulatorSession' });
    expect(op?.security).toEqual([{}, { emulatorToken: [] }]);
  });

  it('tags each endpoint with its contract domain, and the control API as emulator', () => {
    expect(operation(API_BASE + endpoints.login.path, 'POST')?.tags).toEqual(['auth']);
    expect(operation(API_BASE + endpoints.cardGetId.path, 'GET')?.tags).toEqual(['card']);
    expect(operation(API_BASE + endpoints.cardList.path, 'GET')?.tags).toEqual(['card-list']);
    expect(operation(API_BASE + endpoints.supportClientList.path, 'GET')?.tags).toEqual(['support']);
    expect(doc.tags.map((tag) => tag.name)).toEqual(
      expect.arrayContaining(['auth', 'home', 'card', 'emulator']),
    );
  });

  it('names path parameters the OpenAPI way', () => {
    const op = operation(`${CONTROL_BASE}/users/:username/perms`, 'PUT');
    expect(op?.parameters).toContainEqual(
      expect.objectContaining({ name: 'username', in: 'path', required: true }),
    );
    expect(Object.keys(doc.paths).filter((p) => p.includes(':'))).toEqual([]);
  });

  it('turns a query schema into query parameters, required only without a default', () => {
    const op = operation(API_BASE + endpoints.supportClientList.path, 'GET');
    const params = op?.parameters.filter((p) => 'in' in p && p.in === 'query');
    expect(params).toContainEqual(expect.objectContaining({ name: 'page_name', required: true }));
    expect(params).toContainEqual(
      expect.objectContaining({
        name: 'page',
        required: false,
        schema: expect.objectContaining({ default: 1 }),
      }),
    );
  });

  it('documents 599 with perm_names and the permission codes on every gated endpoint', () => {
    expect(doc.components.schemas.PermissionDenied).toMatchObject({
      properties: { code: { const: 599 }, data: { required: ['perm_names'] } },
    });
    for (const endpoint of Object.values(endpoints)) {
      const op = operation(API_BASE + endpoint.path, endpoint.method)!;
      const variants = JSON.stringify(op.responses['200']);
      if (typeof endpoint.access === 'object') {
        expect(op['x-permissions']?.map((p) => p.code)).toEqual(endpoint.access.anyOf);
        for (const code of endpoint.access.anyOf)
          expect(op.description).toContain(permName(code, wordsIn('zh-CN')));
        expect(variants).toContain('#/components/schemas/PermissionDenied');
        expect(op.description).toMatch(/`599`/);
      } else {
        expect(op['x-permissions']).toBeUndefined();
        expect(variants).not.toContain('PermissionDenied');
      }
    }
  });

  it('marks public endpoints without security, every other with the JWT scheme', () => {
    expect(doc.components.securitySchemes.jwt).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    for (const endpoint of Object.values(endpoints)) {
      const op = operation(API_BASE + endpoint.path, endpoint.method)!;
      expect(op.security).toEqual(endpoint.access === 'public' ? [] : [{ jwt: [] }]);
      expect(op.description).toContain(endpoint.access === 'public' ? 'Public' : '`403`');
    }
  });
});

describe('the readable rendering at /__emulator/docs', () => {
  it('is one self-contained HTML page listing every path with its method, grouped by domain', async () => {
    const res = await t.request.get(`${CONTROL_BASE}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    for (const [path, methods] of Object.entries(doc.paths)) {
      expect(html).toContain(`<code>${escapeHtml(path)}</code>`);
      for (const method of Object.keys(methods)) expect(html).toContain(`${method.toUpperCase()} ${path}`);
    }
    for (const tag of doc.tags) expect(html).toContain(`<h2>${tag.name}</h2>`);
    expect(html).toContain('卡列表 / Card list (router_card_list)');
    expect(html).not.toMatch(/<script|<link|src=|href="https?:/i);
  });

  it('escapes what it shows', async () => {
    const { text } = await t.request.get(`${CONTROL_BASE}/docs`);
    expect(text).toContain('JWT &lt;token&gt;');
    expect(text).not.toContain('JWT <token>');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
