import ExcelJS from 'exceljs';
import supertest from 'supertest';
import { afterAll } from 'vitest';
import { z } from 'zod';
import {
  API_BASE,
  BizCode,
  type BodyOf,
  type DataOf,
  type EndpointName,
  type Envelope,
  endpoints,
  envelopeSchema,
  permissionDeniedSchema,
  type QueryOf,
} from '#contract';
import { USERS } from '../../fixtures/index.ts';
import { buildApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import { kickTasks } from '../../server/tasks/engine.ts';

/** 2025-10-15 12:00 in UTC+8: mid-month, so this month's expiries fall on both sides of now. */
export const NOW = Date.UTC(2025, 9, 15, 4, 0, 0);
export const HOUR = 60 * 60 * 1000;

interface TestAppOptions {
  /** The frozen clock's start, in epoch ms. */
  now?: number;
  seedCards?: number;
  seed?: number;
}

type EndpointOf<N extends EndpointName> = (typeof endpoints)[N];

export interface CallOptions<N extends EndpointName> {
  /** Sent as `Authorization: JWT <token>`. */
  token?: string;
  /** A raw Authorization header, for malformed or foreign tokens; wins over `token`. */
  authorization?: string;
  /** The Accept-Language header; the server defaults to zh-CN without one. */
  lang?: string;
  /** Partial, so tests can leave out what the contract requires. */
  query?: Partial<QueryOf<EndpointOf<N>>>;
  body?: Partial<BodyOf<EndpointOf<N>>>;
  /** Send the body form-encoded instead of JSON. */
  form?: boolean;
}

/** Each issue with its path and the value actually received there, so a drift reads as a diff. */
function describeIssues(error: z.ZodError, value: unknown): string {
  return error.issues
    .map((issue) => {
      const at = issue.path.reduce<unknown>(
        (node, key) =>
          node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
        value,
      );
      const path = issue.path.length ? issue.path.join('.') : '(root)';
      return `  at ${path}: ${issue.message}\n    received: ${JSON.stringify(at)}`;
    })
    .join('\n');
}

/** Throws unless `data` is what the contract promises for this endpoint's successful answer. */
export function assertMatchesContract(name: EndpointName, data: unknown): void {
  const result = endpoints[name].data.safeParse(data);
  if (!result.success) {
    throw new Error(
      `${name} (${endpoints[name].method} ${endpoints[name].path}) answered data that drifts from the contract:\n` +
        describeIssues(result.error, data),
    );
  }
}

/**
 * Builds the emulator on an in-memory database with a small seed and a frozen clock (which the
 * rate limits read too), and closes it after the file's tests. Call it at the top level of a test file.
 */
export async function build(options: TestAppOptions = {}) {
  const clock = createClock(options.now ?? NOW, true);
  const app = await buildApp({
    dbFile: ':memory:',
    seedCards: options.seedCards ?? 400,
    seed: options.seed,
    clock,
    // Rate limits and world idleness follow the frozen clock: a test moves them on with it.
    wallClock: () => clock.now(),
  });
  await app.ready();
  const request = supertest(app.server);
  const close = () => app.close();
  afterAll(close);

  /** Calls an endpoint of the contract registry; a code-200 answer's data is checked against the contract. */
  async function api<N extends EndpointName>(
    name: N,
    options: CallOptions<N> = {},
  ): Promise<Envelope<unknown>> {
    const endpoint = endpoints[name];
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    let req = request[method](API_BASE + endpoint.path);
    const authorization = options.authorization ?? (options.token ? `JWT ${options.token}` : undefined);
    if (authorization !== undefined) req = req.set('Authorization', authorization);
    if (options.lang) req = req.set('Accept-Language', options.lang);
    if (options.query) req = req.query(options.query as Record<string, unknown>);
    if (options.body) req = (options.form ? req.type('form') : req).send(options.body as object);

    const res = await req;
    if (res.status !== 200) throw new Error(`${name} answered HTTP ${res.status}: ${res.text}`);
    const envelope = envelopeSchema(z.unknown()).parse(res.body);
    if (envelope.code === BizCode.OK) assertMatchesContract(name, envelope.data);
    if (envelope.code === BizCode.NO_PERMISSION) permissionDeniedSchema.parse(envelope.data);
    return envelope;
  }

  /** Like `api`, but insists on code 200 and returns the typed data. */
  async function ok<N extends EndpointName>(name: N, options: CallOptions<N> = {}) {
    const { code, msg, data } = await api(name, options);
    if (code !== BizCode.OK) throw new Error(`${name} answered code ${code}: ${msg}`);
    return data as DataOf<EndpointOf<N>>;
  }

  /** Logs in and returns the token; the password defaults to the fixture's. */
  async function login(username: string, password?: string): Promise<string> {
    const fixture = USERS.find((u) => u.username === username);
    const data = await ok('login', { body: { username, password: password ?? fixture?.password ?? '' } });
    return data.token;
  }

  /** The client a login belongs to, read from the database. */
  function clientIdOf(username: string): number {
    const row = app.deps.sqlite
      .prepare<[string], { client_id: number | null }>('select client_id from users where username = ?')
      .get(username);
    if (!row || row.client_id === null) throw new Error(`${username} has no client`);
    return row.client_id;
  }

  /**
   * Moves the frozen clock on by `ms` (a minute by default: every queued task of a test's size is
   * done by then) and runs the task steps that fell due, as the running emulator does on its own.
   */
  async function runTasks(ms = 60_000): Promise<void> {
    clock.advance(ms);
    await kickTasks(app.deps);
  }

  return { app, request, deps: app.deps, close, api, ok, login, clientIdOf, runTasks };
}

export type TestApp = Awaited<ReturnType<typeof build>>;

/** Reads a binary answer whole, for `request.get(url).buffer(true).parse(binaryBody)` (supertest buffers only text). */
export const binaryBody = (
  res: NodeJS.ReadableStream,
  done: (error: Error | null, body: Buffer) => void,
): void => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** GETs a file (a signed download link, a template; with a token when given) and reads its bytes whole. */
export function downloaded(t: Pick<TestApp, 'request'>, url: string, token?: string) {
  const req = t.request.get(url);
  if (token) req.set('Authorization', `JWT ${token}`);
  return req.buffer(true).parse(binaryBody as never);
}

/** An xlsx's bytes loaded as a workbook. */
export async function workbookOf(content: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as never);
  return book;
}

/** Downloads an xlsx by its link and loads it; a non-200 answer fails with its status. */
export async function downloadedWorkbook(
  t: Pick<TestApp, 'request'>,
  url: string,
): Promise<ExcelJS.Workbook> {
  const res = await downloaded(t, url);
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return workbookOf(res.body as Buffer);
}

/** An xlsx of the given rows on one sheet, as a user would upload it. */
export async function xlsxOf(rows: (string | number)[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A sheet's rows as text cells, header first (an empty cell reads as ''). */
export function sheetLines(sheet: ExcelJS.Worksheet): string[][] {
  const lines: string[][] = [];
  sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return lines;
}

/** Uploads a file as the user of `token` would (`/upload/file/`); the file_url the answer names. */
export async function uploadedFile(
  t: Pick<TestApp, 'request'>,
  token: string,
  name: string,
  content: Buffer | string,
): Promise<string> {
  const res = await t.request
    .post(`${API_BASE}/upload/file/`)
    .set('Authorization', `JWT ${token}`)
    .attach('input_file', Buffer.from(content), name);
  if (res.body.code !== BizCode.OK) throw new Error(`upload of ${name}: ${JSON.stringify(res.body)}`);
  return res.body.data.file_url as string;
}
