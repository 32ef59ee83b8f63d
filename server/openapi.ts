import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  type Access,
  API_BASE,
  BizCode,
  type BizCodeValue,
  CONTROL_BASE,
  CONTROL_TOKEN_HEADER,
  type ControlEndpoint,
  controlEndpoints,
  type Endpoint,
  endpoints,
  isDecimal,
  permissionDeniedSchema,
  permName,
  SESSION_HEADER,
} from '#contract';
import { wordsIn } from './i18n.ts';
import type { JsonSchema, OpenApiDocument, Operation, Parameter, Ref } from './openapi-types.ts';

/** The contract's domain modules (`contract/endpoints/<domain>.ts`): each is the tag of its endpoints. */
const DOMAINS_DIR = new URL('../contract/endpoints/', import.meta.url);
const DOMAINS: [string, object][] = await Promise.all(
  readdirSync(DOMAINS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map(
      async (file) => [file.slice(0, -3), (await import(new URL(file, DOMAINS_DIR).href)) as object] as const,
    ),
);
const CONTROL_TAG = 'emulator';

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without zod's safe-integer bounds. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: node }) => {
      const def = zodSchema._zod.def;
      // A decimal id or count is documented as the integer it parses to, with its bounds.
      if (def.type === 'pipe' && isDecimal(zodSchema as unknown as z.ZodType)) {
        for (const key of Object.keys(node)) delete node[key];
        Object.assign(node, jsonSchema(def.out as z.ZodType, 'output'));
      }
      if (def.type === 'default' && node.default === undefined) node.default = def.defaultValue;
      if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
      if (node.minimum === Number.MIN_SAFE_INTEGER) delete node.minimum;
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

const CODE_MEANINGS: Record<BizCodeValue, string> = {
  [BizCode.OK]: 'ok; `data` as described',
  [BizCode.SILENT]: 'failure the client shows nothing for',
  [BizCode.BAD_REQUEST]:
    'invalid input; `msg` names the field, and `data.field` its path when it is one field of the body',
  [BizCode.NOT_FOUND]: 'not found (an unknown path, or a record that does not exist)',
  [BizCode.SILENT_433]: 'failure the client shows nothing for',
  [BizCode.TOKEN_INVALID]: 'token missing, invalid, expired or revoked: the client resets its session',
  [BizCode.NO_PERMISSION]:
    'permission denied; `data.perm_names` names the permissions that would each grant access',
  [BizCode.UPGRADING]: 'upgrade in progress: the client goes to /upgrade',
};

/** The business codes an endpoint can answer: token codes only when gated, 599 only with permissions. */
function codesFor(access: Access): BizCodeValue[] {
  return (Object.values(BizCode) as BizCodeValue[])
    .filter((code) => code !== BizCode.TOKEN_INVALID || access !== 'public')
    .filter((code) => code !== BizCode.NO_PERMISSION || typeof access === 'object')
    .sort((a, b) => a - b);
}

const envelope = (code: JsonSchema, data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer', ...code }, msg: { type: 'string' }, data },
});

const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (m) => m.toUpperCase());
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const ref = (kind: string, name: string): Ref => ({ $ref: `#/components/${kind}/${name}` });

/** The properties of an object schema as parameters of one location. */
function parametersOf(schema: z.ZodType | undefined, location: 'query' | 'path'): Parameter[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries((json.properties ?? {}) as Record<string, JsonSchema>).map(([name, prop]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(typeof prop.description === 'string' ? { description: prop.description } : {}),
    schema: prop,
  }));
}

/** Path parameters an endpoint's path names but its contract gives no schema for. */
const untypedPathParameters = (path: string, typed: Parameter[]): Parameter[] =>
  [...path.matchAll(/:(\w+)/g)]
    .map((m) => m[1]!)
    .filter((name) => !typed.some((p) => p.name === name))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));

function accessText(access: Access): string {
  if (access === 'public') return 'Public: no token needed.';
  if (access === 'login') return 'Any logged-in user (`Authorization: JWT <token>`).';
  const names = access.anyOf.map(
    (code) => `${permName(code, wordsIn('zh-CN'))} / ${permName(code, wordsIn('en'))} (\`${code}\`)`,
  );
  return `Needs one of these permissions: ${names.join('; ')}. Without: code 599 with \`data.perm_names\`.`;
}

function apiOperation(name: string, endpoint: Endpoint): Operation {
  const codes = codesFor(endpoint.access);
  const failures = codes.filter((c) => c !== BizCode.OK && c !== BizCode.NO_PERMISSION);
  const variants: (JsonSchema | Ref)[] = [
    envelope({ const: BizCode.OK }, jsonSchema(endpoint.data, 'output')),
    ...(codes.includes(BizCode.NO_PERMISSION) ? [ref('schemas', 'PermissionDenied')] : []),
    envelope({ enum: failures }, { description: 'null, or details of the failure' }),
  ];
  const codeList = codes.map((code) => `- \`${code}\`: ${CODE_MEANINGS[code]}`).join('\n');
  const query = parametersOf(endpoint.query, 'query');
  const bodySchema = endpoint.body ? jsonSchema(endpoint.body, 'input') : null;
  const { access } = endpoint;
  return {
    operationId: name,
    tags: [tagOf(endpoint)],
    summary: endpoint.summary,
    description: `${accessText(access)}\n\nAnswered as HTTP 200 \`{code, msg, data}\` with one of these codes:\n${codeList}`,
    security: access === 'public' ? [] : [{ jwt: [] }],
    'x-access': access === 'public' || access === 'login' ? access : 'permission',
    ...(typeof access === 'object'
      ? {
          'x-permissions': access.anyOf.map((code) => ({
            code,
            zh: permName(code, wordsIn('zh-CN')),
            en: permName(code, wordsIn('en')),
          })),
        }
      : {}),
    parameters: [
      ...untypedPathParameters(endpoint.path, []),
      ...query,
      ref('parameters', 'AcceptLanguage'),
      ref('parameters', 'EmulatorSession'),
    ],
    ...(bodySchema
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: bodySchema },
              'application/x-www-form-urlencoded': { schema: bodySchema },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: `The envelope; \`data\` as below on code 200. Other codes: ${codes.slice(1).join(', ')}.`,
        content: { 'application/json': { schema: { oneOf: variants } } },
      },
    },
  };
}

function tagOf(endpoint: Endpoint): string {
  const domain = DOMAINS.find(([, module]) => Object.values(module).includes(endpoint));
  return domain?.[0] ?? endpoint.path.split('/')[1] ?? 'other';
}

function controlOperation(name: string, endpoint: ControlEndpoint): Operation {
  const params = parametersOf(endpoint.params, 'path');
  const body = endpoint.body ? jsonSchema(endpoint.body, 'input') : null;
  return {
    operationId: `emulator_${name}`,
    tags: [CONTROL_TAG],
    summary: endpoint.summary,
    description: `${endpoint.summary}.\n\nEmulator control API: plain JSON, no envelope. Open to loopback callers; with a token given at start, send it in \`${headerName(CONTROL_TOKEN_HEADER)}\`.`,
    security: [{}, { emulatorToken: [] }],
    parameters: [
      ...params,
      ...untypedPathParameters(endpoint.path, params),
      ...parametersOf(endpoint.query, 'query'),
      ref('parameters', 'EmulatorSession'),
    ],
    ...(body
      ? {
          requestBody: {
            required: Array.isArray(body.required) && body.required.length > 0,
            content: { 'application/json': { schema: body } },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'Done',
        content: {
          [endpoint.produces ?? 'application/json']: { schema: jsonSchema(endpoint.response, 'input') },
        },
      },
      '400': ref('responses', 'ControlBadInput'),
      '401': ref('responses', 'ControlTokenWrong'),
      '403': ref('responses', 'ControlNotLoopback'),
      '404': ref('responses', 'ControlNotFound'),
    },
  };
}

const controlError = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
    },
  },
});

const version = (): string =>
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;

function generate(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const add = (path: string, method: string, operation: Operation) => {
    paths[openApiPath(path)] ??= {};
    paths[openApiPath(path)]![method.toLowerCase()] = operation;
  };
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    add(API_BASE + endpoint.path, endpoint.method, apiOperation(name, endpoint));
  }
  for (const [name, endpoint] of Object.entries(controlEndpoints) as [string, ControlEndpoint][]) {
    add(CONTROL_BASE + endpoint.path, endpoint.method, controlOperation(name, endpoint));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '物联网卡管理平台 /ep/api, and the emulator control API',
      version: version(),
      description:
        'Generated from `contract/`. Every `/ep/api` answer is HTTP 200 `{code, msg, data}` (only transport failures use other statuses); lists take `page`, `page_size`, `sort`, `order` and answer `{tableData, tableHeader, page, page_size, total_count}`. `msg` and table labels follow `Accept-Language`.',
    },
    tags: [
      ...[...new Set(Object.values(endpoints).map(tagOf))].map((name) => ({ name })),
      {
        name: CONTROL_TAG,
        description: `The emulator's control API under ${CONTROL_BASE}: reset, snapshots, scenarios, faults, journal, clock, verify mode.`,
      },
    ],
    security: [{ jwt: [] }],
    paths,
    components: {
      securitySchemes: {
        jwt: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The login token, sent as `JWT <token>` (valid 10 hours).',
        },
        emulatorToken: {
          type: 'apiKey',
          in: 'header',
          name: headerName(CONTROL_TOKEN_HEADER),
          description: 'Needed by the control API only when the emulator was started with a token.',
        },
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'Language of `msg` and of table labels.',
          schema: { type: 'string', enum: ['zh-CN', 'en'], default: 'zh-CN' },
        },
        EmulatorSession: {
          name: headerName(SESSION_HEADER),
          in: 'header',
          required: false,
          description:
            'Emulator only: addresses an isolated world (its own database, tokens, faults and clock), created from the seed on first use. Without it, the default world.',
          schema: { type: 'string', pattern: '^[\\w.-]{1,64}$' },
        },
      },
      schemas: {
        PermissionDenied: envelope(
          { const: BizCode.NO_PERMISSION },
          jsonSchema(permissionDeniedSchema, 'output'),
        ),
      },
      responses: {
        ControlBadInput: controlError('Bad input: `error` names the field'),
        ControlTokenWrong: controlError(`Missing or wrong ${headerName(CONTROL_TOKEN_HEADER)}`),
        ControlNotLoopback: controlError(
          'The caller is not on loopback and the emulator has no control token',
        ),
        ControlNotFound: controlError('Unknown name, or the control API is turned off'),
      },
    },
  };
}

let cached: OpenApiDocument | undefined;

/** The OpenAPI 3.1 document of /ep/api and the control API, generated from the contract once. */
export const buildOpenApiDocument = (): OpenApiDocument => {
  cached ??= generate();
  return cached;
};
