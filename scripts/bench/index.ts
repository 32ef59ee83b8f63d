/**
 * `npm run bench`: the emulator's scale figures in one run, each printed next to its target.
 *
 * 1. Seeder: 1,000,000 cards with their monthly usage into a file database (time, peak RSS).
 * 2. Start on that existing database: process start to listening.
 * 3. Card list through the HTTP API at 1,000,000 cards: p50/p95 per filter, sort and combination,
 *    as a main client and as a sub-client, with every total checked against a plain SQL count.
 * 4. Requests per second of GET /ep/api/index/header/ next to a bare Fastify route (autocannon);
 *    then load: 200 connections on the header and on the card list, with the server's memory.
 * 5. The same filtered page at 100,000 cards against json-server 1.0 on identical data.
 * 6. The login route's JavaScript, gzip (when `dist/` is built).
 * 7. One customer with 1,000,000 cards (issue 22), added to the same world: the time to seed them,
 *    then as that customer the card list's cases, the home page, the card data search and the
 *    status query, every total and count checked against plain SQL.
 * 8. Long tasks as that customer (issue 23): a 100,000-row xlsx imported and checked, then applied
 *    on the emulator clock; all 1,000,000 cards exported; the emulator's memory while they run.
 * 9. File imports as an attacker sends them (issue 35, `imports.ts`): a zip bomb, a blank-row bomb
 *    and a valid 100,000-row template, with the emulator's RSS and longest event-loop block.
 *
 * 10. Security awareness (issue 44, `security.ts`): one day of every card's gateway traffic generated
 *    as the clock does it, and the traffic chart of a 40,000-card directed group (p95).
 * 11. A month's start (issue 40): every client's bill of the month that ended and the 停机保号 fee of
 *    every card stopped at its holder's request, as the clock's step does them (rolled back).
 * 12. The task centre's Q_CU export (issue 47, `usage-export.ts`): 100,000 card-days of daily usage per
 *    card, with the emulator's RSS growth while it runs.
 * 13. 小包超1G停机 (issue 46): the runaway devices' use and the stop rule over every card, as one
 *    clock step of a day does them (rolled back).
 * 14. Support's session extraction (issue 50, `session-extract.ts`): 1,000,000 sessions streamed to a
 *    csv, with the emulator's RSS growth while it runs.
 *
 * Everything runs in a temporary directory (never the repository's .data), on loopback only, in
 * a few minutes; servers run in child processes, the load generator in this one.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import type { WarningRuleType } from '#contract';
import { issueBills } from '../../db/bills.ts';
import { openDatabase } from '../../db/connection.ts';
import { rebuildPaymentRevenue } from '../../db/payment-revenue.ts';
import {
  accrueRunawayDevices,
  SMALL_PLAN_LIMIT_MB,
  stopSmallPlansOver1g,
} from '../../db/small-plan-stops.ts';
import { evaluateWarningRules } from '../../db/warning-eval.ts';
import { monthBounds } from '../../server/lib/format.ts';
import { chargeKeepFees } from '../../server/services/keep-fee.ts';
import { cardListCases, expectedTotal, type ListCase, type SampleCard, sampleOf } from './card-list-cases.ts';
import { importFigures } from './imports.ts';
import {
  dataSearchCases,
  dataSearchTotal,
  homeCases,
  type ReportChartData,
  reportChartCases,
  statusCases,
} from './large-customer-cases.ts';
import {
  type Answer,
  fmt,
  freePort,
  http,
  median,
  percentile,
  type Started,
  startProcess,
  stopChildren,
  tsxArgs,
  verdict,
} from './lib.ts';
import { sessionExtractFigures } from './session-extract.ts';
import { usageExportFigures } from './usage-export.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The parts a run may be limited to (`--only=card-list,header`); the seeder always runs. */
const PARTS = [
  'start',
  'card-list',
  'header',
  'load',
  'json-server',
  'route-size',
  'lighthouse',
  'large-customer',
  'tasks',
  'imports',
  'warnings',
  'security',
  'month',
  'usage-export',
  'small-plan-stops',
  'session-extract',
] as const;
const USAGE = `Usage: npx tsx scripts/bench/index.ts [--only=<part>[,<part>...]]
  parts: ${PARTS.join(', ')} (the 1,000,000-card seed always runs first; it is part 1)
  e.g. --only=card-list times only the card list's cases at BENCH_CARDS cards (default 1,000,000);
  --only=large-customer adds the one customer of BENCH_LARGE_CUSTOMER_CARDS cards (default 1,000,000)
  to that world and times its screens; --only=tasks adds it and times its import and export;
  --only=imports, --only=usage-export or --only=session-extract (alone, or together) skips the seed: each
  runs an emulator of its own`;
const cliArgs = process.argv.slice(2);
if (cliArgs.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const onlyArg = cliArgs.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const only = onlyArg ? onlyArg.split(',') : null;
if (only?.some((part) => !(PARTS as readonly string[]).includes(part))) {
  console.error(USAGE);
  process.exit(2);
}
const runs = (part: (typeof PARTS)[number]) => only === null || only.includes(part);
const LARGE = Number(process.env.BENCH_CARDS ?? 1_000_000);
const MEDIUM = Number(process.env.BENCH_JSON_SERVER_CARDS ?? 100_000);
const LARGE_CUSTOMER_CARDS = Number(process.env.BENCH_LARGE_CUSTOMER_CARDS ?? 1_000_000);
const TIME_LIMIT_MS = 15 * 60_000;
const LIST_SAMPLES = 100;

process.chdir(ROOT);
const work = mkdtempSync(join(tmpdir(), 'iot-emulator-bench-'));
const results: { label: string; ok: boolean }[] = [];
const check = (label: string, ok: boolean) => {
  results.push({ label, ok });
  return verdict(ok);
};

function cleanUp(): void {
  stopChildren();
  rmSync(work, { recursive: true, force: true });
}
const deadline = setTimeout(() => {
  console.error(`\nbench: still running after ${TIME_LIMIT_MS / 60_000} minutes; stopping.`);
  cleanUp();
  process.exit(1);
}, TIME_LIMIT_MS);
deadline.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

const line = (label: string, value: string, target = '', mark = '') =>
  console.log(`  ${label.padEnd(46)} ${value.padStart(14)}   ${target.padEnd(18)} ${mark}`);

interface SeedReport {
  ms: number;
  maxRssMB: number;
  phases: { name: string; ms: number }[];
  bytes: number;
  cards: number;
  usageRows: number;
  clients: number;
  mainClients: number;
  largestTree: number;
  demoTree: number;
}

async function seed(file: string, cards: number): Promise<SeedReport> {
  const run = await startProcess(process.execPath, tsxArgs('scripts/bench/seed.ts', file, String(cards)), {
    ready: /^\{/,
    timeoutMs: 600_000, // a safety net, not the target: a shared machine may be slow
  });
  await run.stop();
  return JSON.parse(run.line) as SeedReport;
}

interface BenchServer {
  api: string;
  bare: string;
  buildMs: number;
  process: Started;
}

async function benchServer(file: string, clientDir?: string): Promise<BenchServer> {
  const args = tsxArgs('scripts/bench/server.ts', file, ...(clientDir ? [clientDir] : []));
  const started = await startProcess(process.execPath, args, { ready: /^\{/, timeoutMs: 60_000 });
  const info = JSON.parse(started.line) as { api: number; bare: number; buildMs: number };
  return {
    api: `http://127.0.0.1:${info.api}`,
    bare: `http://127.0.0.1:${info.bare}`,
    buildMs: info.buildMs,
    process: started,
  };
}

const envelope = <T = unknown>(answer: Answer) =>
  JSON.parse(answer.body) as { code: number; msg: string; data: T };

async function login(api: string, username: string, password: string): Promise<string> {
  const answer = envelope<{ token: string }>(
    await http(`${api}/ep/api/login/`, { method: 'POST', body: { username, password } }),
  );
  if (answer.code !== 200) throw new Error(`login ${username}: ${answer.code} ${answer.msg}`);
  return answer.data.token;
}

// ---------------------------------------------------------------------------------------------

async function seederFigures(file: string): Promise<SeedReport> {
  console.log(`\n1. Seeder: ${fmt.int(LARGE)} cards with their monthly usage rows, into a file database`);
  const report = await seed(file, LARGE);
  line(
    'time (open, migrate, seed, ANALYZE)',
    fmt.s(report.ms),
    '< 30 s',
    check('seed time', report.ms < 30_000),
  );
  line(
    'peak RSS of the seeding process',
    `${report.maxRssMB.toFixed(0)} MB`,
    '< 500 MB',
    check('seed RSS', report.maxRssMB < 500),
  );
  const indexMs = report.phases.filter((p) => p.name.startsWith('index ')).reduce((s, p) => s + p.ms, 0);
  const phase = (name: string) => report.phases.find((p) => p.name === name)?.ms ?? 0;
  console.log(
    `  phases: clients ${fmt.s(phase('clients'))} · card rows ${fmt.s(phase('rows'))} · ` +
      `${report.phases.filter((p) => p.name.startsWith('index ')).length} card indexes ${fmt.s(indexMs)} · ` +
      `usage history ${fmt.s(phase('usage history'))} · commit ${fmt.s(phase('commit'))} · ` +
      `ANALYZE ${fmt.s(phase('analyze'))}`,
  );
  console.log(
    `  world: ${fmt.int(report.cards)} cards, ${fmt.int(report.usageRows)} monthly usage rows, ` +
      `${fmt.int(report.clients)} clients (${fmt.int(report.mainClients)} main); demo's tree ` +
      `${fmt.int(report.demoTree)} cards, largest tree ${fmt.int(report.largestTree)}; file ${fmt.mb(report.bytes)}`,
  );
  return report;
}

/** Security awareness (issue 44, `security.ts`): a day of traffic for every card, a 40,000-card group's chart. */
async function securityFigures(file: string): Promise<void> {
  console.log(`\n10. Security awareness at ${fmt.int(LARGE)} cards (on a copy of the seeded world)`);
  const copy = `${file}.security.db`;
  copyFileSync(file, copy);
  const run = await startProcess(process.execPath, tsxArgs('scripts/bench/security.ts', copy), {
    ready: /^\{/,
    timeoutMs: 300_000,
  });
  await run.stop();
  rmSync(copy, { force: true });
  const r = JSON.parse(run.line) as {
    cards: number;
    rows: number;
    dayMs: number;
    members: number;
    chartP95: number;
    cardP95: number;
  };
  line(
    `one day of traffic, ${fmt.int(r.cards)} cards in service (${fmt.int(r.rows)} rows)`,
    fmt.s(r.dayMs),
    '< 10 s',
    check('traffic day', r.dayMs < 10_000),
  );
  line(
    `/sap_sim_chart of a ${fmt.int(r.members)}-card group, 14 days, p95`,
    `${fmt.ms(r.chartP95)} ms`,
    '< 200 ms',
    check('group chart', r.chartP95 < 200),
  );
  line(
    "one card's chart, 14 days, p95",
    `${fmt.ms(r.cardP95)} ms`,
    '< 200 ms',
    check('card chart', r.cardP95 < 200),
  );
}

async function startFigures(file: string): Promise<void> {
  console.log(
    `\n2. Start on the existing ${fmt.int(LARGE)}-card database (node --import tsx server/main.ts)`,
  );
  const runs: { wall: number; inside: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const port = await freePort();
    const started = await startProcess(process.execPath, tsxArgs('server/main.ts'), {
      env: {
        DB_FILE: file,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
      ready: /Emulator ready in \d+ ms/,
      timeoutMs: 60_000,
    });
    runs.push({
      wall: started.ms,
      inside: Number(/ready in (\d+) ms/.exec(started.line)?.[1] ?? Number.NaN),
    });
    await started.stop();
  }
  const wall = median(runs.map((r) => r.wall));
  line(
    'process start → listening, median of 3',
    fmt.s(wall),
    '< 1 s',
    check('start on existing database', wall < 1000),
  );
  line('  the three runs', runs.map((r) => (r.wall / 1000).toFixed(2)).join(' / '));
  line('  of which buildApp + listen (main.ts prints it)', `${fmt.ms(median(runs.map((r) => r.inside)))} ms`);
  console.log(
    '  (the rest is Node starting and loading the TypeScript sources through tsx; nothing in buildApp\n' +
      '   reads the cards table, and the seed template of session worlds is built on first use)',
  );
}

interface Scope {
  label: string;
  /** How its figures are named in the closing list of misses (default: the scope column). */
  key?: string;
  token: string;
  column: 'main_client_id' | 'client_id';
  clientId: number;
  card: SampleCard;
}

async function cardListFigures(server: BenchServer, file: string): Promise<void> {
  console.log(
    `\n3. Card list through the HTTP API at ${fmt.int(LARGE)} cards (GET /ep/api/card/list/, 20 rows a page)`,
  );
  const db = new Database(file, { readonly: true });
  const clientOf = (username: string) =>
    (db.prepare('select client_id as id from users where username = ?').get(username) as { id: number }).id;
  const sample = (column: Scope['column'], clientId: number) => sampleOf(db, column, clientId, Date.now());

  // demo_sub has no card list permission in the demo world: grant it for this run, live.
  const grant = await http(`${server.api}/__emulator/users/demo_sub/perms`, {
    method: 'PUT',
    body: { grant: ['router_card_list'] },
  });
  if (grant.status !== 200)
    throw new Error(`granting router_card_list to demo_sub: ${grant.status} ${grant.body}`);
  const demoId = clientOf('demo');
  const subId = clientOf('demo_sub');
  const scopes: Scope[] = [
    {
      label: 'demo (main client: its whole tree)',
      token: await login(server.api, 'demo', 'Demo1234'),
      column: 'main_client_id',
      clientId: demoId,
      card: sample('main_client_id', demoId),
    },
    {
      label: 'demo_sub (sub-client: its own cards; router_card_list granted for the run)',
      token: await login(server.api, 'demo_sub', 'Demo1234'),
      column: 'client_id',
      clientId: subId,
      card: sample('client_id', subId),
    },
  ];

  console.log(
    `  one kept-alive connection; per case the first request (it counts the total), then ${LIST_SAMPLES} timed ones;\n` +
      '  targets: p95 < 5 ms for a single indexed filter, < 20 ms for any combination, prefix or sort',
  );
  for (const scope of scopes) {
    console.log(`\n  as ${scope.label}`);
    console.log(
      `  ${'case'.padEnd(42)} ${'total'.padStart(7)} ${'exact'.padStart(5)} ${'first'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}  target`,
    );
    for (const c of cardListCases(scope.card)) {
      await timeCase(server.api, scope, c, db);
    }
  }
  db.close();
}

async function timeCase(
  api: string,
  scope: Scope,
  c: ListCase,
  db: Database.Database,
  targetMs?: number,
): Promise<void> {
  const params = new URLSearchParams({ page: '1', page_size: '20', ...c.query });
  const url = `${api}/ep/api/card/list/?${params}`;
  const headers = { authorization: `JWT ${scope.token}` };
  const first = await http(url, { headers });
  const answer = envelope<{ total_count: number }>(first);
  if (answer.code !== 200) throw new Error(`${c.name}: ${answer.code} ${answer.msg}`);
  const times: number[] = [];
  for (let i = 0; i < LIST_SAMPLES; i++) times.push((await http(url, { headers })).ms);
  const total = answer.data.total_count;
  const exact = total === expectedTotal(db, scope.column, scope.clientId, c.query, monthBounds(Date.now()));
  const target = targetMs ?? (c.kind === 'indexed' ? 5 : 20);
  const p95 = percentile(times, 95);
  const ok = exact && p95 < target;
  check(`card list ${scope.key ?? scope.column} ${c.name}`, ok);
  console.log(
    `  ${c.name.padEnd(42)} ${String(total).padStart(7)} ${(exact ? 'yes' : 'NO').padStart(5)} ` +
      `${fmt.ms(first.ms).padStart(7)} ${fmt.ms(percentile(times, 50)).padStart(6)} ${fmt.ms(p95).padStart(6)}  ` +
      `< ${target} ms ${verdict(ok)}`,
  );
}

async function headerFigures(server: BenchServer): Promise<void> {
  console.log(
    '\n4. Requests per second: GET /ep/api/index/header/ (valid token) next to a bare Fastify route',
  );
  const token = await login(server.api, 'demo', 'Demo1234');
  const probe = envelope(
    await http(`${server.api}/ep/api/index/header/`, { headers: { authorization: `JWT ${token}` } }),
  );
  if (probe.code !== 200) throw new Error(`header: ${probe.code} ${probe.msg}`);
  const rounds = 5;
  // Both get the same request, Authorization header included (the bare route ignores it), so the
  // difference is the emulator's own work: hooks, authentication, permission, counts, balance.
  const headers = { authorization: `JWT ${token}`, 'accept-language': 'zh-CN' };
  const run = async (url: string, sent: Record<string, string> = headers) => {
    const result = await autocannon({ url, connections: 10, duration: 1, headers: sent });
    if (result.non2xx || result.errors)
      throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result.requests.total / (result.duration || 1);
  };
  const bareUrl = `${server.bare}/bare`;
  const headerUrl = `${server.api}/ep/api/index/header/`;
  // Warm up, then alternate one-second runs, so background load falls on all alike.
  await run(bareUrl);
  await run(headerUrl);
  const bare: number[] = [];
  const header: number[] = [];
  const bareNoAuth: number[] = [];
  for (let i = 0; i < rounds; i++) {
    bare.push(await run(bareUrl));
    header.push(await run(headerUrl));
    bareNoAuth.push(await run(bareUrl, {}));
  }
  const ratio = median(header) / median(bare);
  console.log(
    `  autocannon, 10 connections, ${rounds} alternating 1 s runs each, same server process, the same\n` +
      '  request (Authorization and Accept-Language headers included) to both; medians:',
  );
  line('bare Fastify, constant JSON', `${fmt.int(median(bare))} req/s`);
  line('GET /ep/api/index/header/ as demo', `${fmt.int(median(header))} req/s`);
  line('header / bare', `${(ratio * 100).toFixed(0)} %`, '≥ 50 %', check('header rps', ratio >= 0.5));
  console.log(
    `  runs: bare ${bare.map((r) => fmt.int(r)).join(', ')}; header ${header.map((r) => fmt.int(r)).join(', ')}`,
  );
  console.log(
    `  (for context, not a target: the bare route sent no headers at all ${fmt.int(median(bareNoAuth))} req/s, ` +
      `header / that ${((median(header) / median(bareNoAuth)) * 100).toFixed(0)} %)`,
  );
}

/** The server process's resident memory, read from /proc (0 where there is none). */
function rssOf(pid: number | undefined): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

async function loadFigures(server: BenchServer): Promise<void> {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
  console.log(`\n4b. Load: 200 connections for ${seconds} s on each endpoint, as demo`);
  const token = await login(server.api, 'demo', 'Demo1234');
  const headers = { authorization: `JWT ${token}`, 'accept-language': 'zh-CN' };
  const pid = server.process.child.pid;
  const before = rssOf(pid);
  for (const [label, path] of [
    ['GET /ep/api/index/header/', '/ep/api/index/header/'],
    ['GET /ep/api/card/list/ (page 1 of 10)', '/ep/api/card/list/?page=1&page_size=10'],
  ] as const) {
    const result = await autocannon({ url: server.api + path, connections: 200, duration: seconds, headers });
    const failed = result.errors + result.timeouts + result.non2xx;
    line(
      label,
      `${fmt.int(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${fmt.int(failed)} errors`,
      '0 errors',
      check(`load ${path}`, failed === 0),
    );
  }
  line('emulator memory (RSS)', `${fmt.mb(before)} before, ${fmt.mb(rssOf(pid))} after`);
}

async function jsonServerFigures(): Promise<void> {
  console.log(
    `\n5. The same filtered page at ${fmt.int(MEDIUM)} cards: the emulator against json-server 1.0`,
  );
  const file = join(work, 'medium.db');
  const report = await seed(file, MEDIUM);
  console.log(`  seeded ${fmt.int(report.cards)} cards in ${fmt.s(report.ms)}`);
  const db = new Database(file, { readonly: true });
  const demoId = (
    db.prepare("select client_id as id from users where username = 'demo'").get() as { id: number }
  ).id;
  // The list's rows exactly as the emulator answers them, with the keys json-server filters on.
  const rows = db
    .prepare(
      `select c.id, c.id as card_id, c.client_id, c.main_client_id, c.iccid, c.msisdn, c.imsi, c.carrier,
         c.status, p.name as plan_name, c.usage_mb, p.quota_mb, c.activated_at, c.expires_at,
         cl.name as client_name
       from cards c join plans p on p.id = c.plan_id join clients cl on cl.id = c.client_id order by c.id`,
    )
    .all();
  db.close();
  mkdirSync(join(work, 'json-server'));
  const json = JSON.stringify({ cards: rows });
  writeFileSync(join(work, 'json-server', 'db.json'), json);
  console.log(
    `  exported the same ${fmt.int(rows.length)} cards as json-server's db.json (${fmt.mb(json.length)})`,
  );

  const server = await benchServer(file);
  const token = await login(server.api, 'demo', 'Demo1234');
  const ours = `${server.api}/ep/api/card/list/?status=active&carrier=cmcc&page=1&page_size=20`;
  const port = await freePort();
  const theirs = `http://127.0.0.1:${port}/cards?main_client_id=${demoId}&status=active&carrier=cmcc&_sort=-card_id&_page=1&_per_page=20`;
  let jsonServer: Started;
  try {
    jsonServer = await startProcess(
      process.execPath,
      [
        join(ROOT, 'node_modules/json-server/lib/bin.js'),
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        'db.json',
      ],
      { cwd: join(work, 'json-server'), ready: /JSON Server started/, timeoutMs: 120_000 },
    );
  } catch (error) {
    console.log(
      `  json-server 1.0 could not run here (it declares node >= 22; this is ${process.version}):\n    ` +
        String((error as Error).message)
          .split('\n')
          .slice(0, 6)
          .join('\n    '),
    );
    check('json-server comparison', false);
    await server.process.stop();
    return;
  }
  console.log(
    `  json-server 1.0 (declares node >= 22) runs on ${process.version}; started in ${fmt.s(jsonServer.ms)}`,
  );

  const ourPage = envelope<{ tableData: { id: number }[]; total_count: number }>(
    await http(ours, { headers: { authorization: `JWT ${token}` } }),
  ).data;
  const theirPage = JSON.parse((await http(theirs)).body) as { data: { card_id: number }[]; items: number };
  const same =
    JSON.stringify(ourPage.tableData.map((r) => r.id)) ===
      JSON.stringify(theirPage.data.map((r) => r.card_id)) && ourPage.total_count === theirPage.items;
  console.log(
    `  page: demo's active China Mobile cards, newest first, 20 a page (${fmt.int(ourPage.total_count)} match); ` +
      `same rows and total from both: ${same ? 'yes' : 'NO'}`,
  );
  const measure = async (url: string, headers?: Record<string, string>) => {
    const result = await autocannon({ url, connections: 10, duration: 5, ...(headers ? { headers } : {}) });
    return result.requests.total / (result.duration || 5);
  };
  const oursRps = await measure(ours, { authorization: `JWT ${token}` });
  const theirsRps = await measure(theirs);
  await jsonServer.stop();
  await server.process.stop();
  const ratio = oursRps / theirsRps;
  console.log('  autocannon, 10 connections, 5 s each:');
  line('json-server 1.0', `${fmt.int(theirsRps)} req/s`);
  line('emulator (Fastify + SQLite)', `${fmt.int(oursRps)} req/s`);
  line(
    'emulator / json-server',
    `${ratio.toFixed(0)} ×`,
    '≥ 50 ×',
    check('json-server ratio', same && ratio >= 50),
  );
}

async function routeSizeFigure(file: string): Promise<void> {
  console.log(
    '\n6. Login route JavaScript, gzip, and the first page as sent (scripts/bench/route-size.ts, real Chromium)',
  );
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    console.log(
      '  dist/ is not built: run `npm run build` first, then `npm run bench` prints this figure too',
    );
    return;
  }
  const server = await benchServer(file, join(ROOT, 'dist'));
  try {
    const { routeScriptSizes } = await import('./route-size.ts');
    for (const r of await routeScriptSizes(server.api, ['/login'], join(ROOT, 'dist'))) {
      line(
        `${r.route}: ${r.files} scripts`,
        `${(r.gzip / 1024).toFixed(1)} kB gzip`,
        '<= 100 kB',
        check('login route JS', r.gzip / 1024 <= 100),
      );
      line(
        'first page, compressed as sent',
        `${(r.transfer / 1024).toFixed(1)} kB`,
        `(${r.requests} requests)`,
      );
    }
    console.log('  (for scale: React + ReactDOM alone are 68.6 kB gzip)');
  } catch (error) {
    console.log(`  could not measure: ${String((error as Error).message).split('\n')[0]}`);
  } finally {
    await server.process.stop();
  }
}

async function lighthouseFigure(file: string): Promise<void> {
  console.log('\n6b. Lighthouse, mobile defaults (scripts/bench/lighthouse.ts, /usr/bin/chromium)');
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    console.log('  dist/ is not built: run `npm run build` first');
    return;
  }
  const server = await benchServer(file, join(ROOT, 'dist'));
  try {
    const { formatCpu, homeMainThreadCpu, lighthouseScores, LIGHTHOUSE_TARGETS } = await import(
      './lighthouse.ts'
    );
    for (const s of await lighthouseScores(server.api)) {
      const target = LIGHTHOUSE_TARGETS[s.route as keyof typeof LIGHTHOUSE_TARGETS];
      line(
        `${s.route}: performance`,
        String(s.performance),
        `>= ${target.performance}`,
        check(`Lighthouse ${s.route} performance`, s.performance >= target.performance),
      );
      line(
        `${s.route}: accessibility`,
        String(s.accessibility),
        `>= ${target.accessibility}`,
        check(`Lighthouse ${s.route} accessibility`, s.accessibility >= target.accessibility),
      );
      line(
        `${s.route}: LCP, TBT, CLS`,
        `${(s.lcpMs / 1000).toFixed(2)} s, ${Math.round(s.tbtMs)} ms, ${s.cls.toFixed(3)}`,
      );
    }
    // TBT is wall time, which a loaded machine inflates; the main thread's CPU time is not.
    console.log(`  ${formatCpu(await homeMainThreadCpu(server.api))}`);
  } catch (error) {
    console.log(`  could not measure: ${String((error as Error).message).split('\n')[0]}`);
  } finally {
    await server.process.stop();
  }
}

interface CustomerSeedReport {
  ms: number;
  maxRssMB: number;
  phases: { name: string; ms: number }[];
  bytes: number;
  clientId: number;
  username: string;
  password: string;
  cards: number;
  customerCards: number;
  usageRows: number;
}

/** A first request, then LIST_SAMPLES timed ones, over the kept-alive connection. */
async function timed(url: string, options: Parameters<typeof http>[1]) {
  const first = await http(url, options);
  const times: number[] = [];
  for (let i = 0; i < LIST_SAMPLES; i++) times.push((await http(url, options)).ms);
  return { first, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const timedRow = (
  name: string,
  extra: string,
  first: number,
  p50: number,
  p95: number,
  target: number,
  ok: boolean,
) =>
  console.log(
    `  ${name.padEnd(42)} ${extra.padStart(13)} ${fmt.ms(first).padStart(7)} ${fmt.ms(p50).padStart(6)} ` +
      `${fmt.ms(p95).padStart(6)}  < ${target} ms ${verdict(ok)}`,
  );

async function seedLargeCustomer(file: string): Promise<CustomerSeedReport> {
  console.log(
    `\n7. One customer with ${fmt.int(LARGE_CUSTOMER_CARDS)} cards (issue 22), added to the ${fmt.int(LARGE)}-card world`,
  );
  const run = await startProcess(
    process.execPath,
    tsxArgs('scripts/bench/seed-customer.ts', file, String(LARGE_CUSTOMER_CARDS)),
    { ready: /^\{/, timeoutMs: 900_000 }, // a safety net, not the target
  );
  await run.stop();
  const report = JSON.parse(run.line) as CustomerSeedReport;
  line(
    `seed its ${fmt.int(report.customerCards)} cards into the world's file`,
    fmt.s(report.ms),
    '< 90 s',
    check('large customer seed time', report.ms < 90_000),
  );
  line(
    'peak RSS of that seeding process',
    `${report.maxRssMB.toFixed(0)} MB`,
    '< 500 MB',
    check('large customer seed RSS', report.maxRssMB < 500),
  );
  const phase = (name: string) => report.phases.find((p) => p.name === name)?.ms ?? 0;
  const indexes = report.phases.filter((p) => p.name.startsWith('index '));
  console.log(
    `  phases: clients ${fmt.s(phase('clients'))} · card rows ${fmt.s(phase('rows'))} · ` +
      `usage history ${fmt.s(phase('usage history'))} · card domain ${fmt.s(phase('card domain'))} · ` +
      `${indexes.length} card indexes rebuilt over all ${fmt.int(report.cards)} ` +
      `${fmt.s(indexes.reduce((s, p) => s + p.ms, 0))} · commit ${fmt.s(phase('commit'))} · ` +
      `ANALYZE ${fmt.s(phase('analyze'))}`,
  );
  console.log(
    `  world: ${fmt.int(report.cards)} cards, ${fmt.int(report.usageRows)} monthly usage rows; ` +
      `${report.username}'s tree (a main client, 3 branches) ${fmt.int(report.customerCards)} cards; ` +
      `file ${fmt.mb(report.bytes)}`,
  );
  return report;
}

/**
 * The paid-card report (issue 41) at a million charges: a package or add-on charge for every card
 * of the customer's tree this month, posted into the ledger in one statement (its trigger keeps the
 * monthly summary), then the report, one row's cards, and their figures against a scan of the
 * ledger. The charges are taken out again and the summary rebuilt (the time a database from before
 * it takes at start), so the later parts see the world as it was.
 */
async function paymentCardFigures(
  file: string,
  api: string,
  headers: Record<string, string>,
  report: CustomerSeedReport,
): Promise<void> {
  const writer = new Database(file);
  writer.pragma('busy_timeout = 30000');
  try {
    const at = Date.now();
    const month = new Date(at + 8 * 3_600_000).toISOString().slice(0, 7);
    let started = performance.now();
    const posted = writer.transaction(
      () =>
        writer
          .prepare(
            `insert into account_ledger (serial_no, client_id, kind, amount_cents, balance_before, balance_after,
               order_no, operator, remark_key, remark_params, at)
             select 'LBENCH' || c.id, c.client_id, case when c.id % 4 = 0 then 'addon' else 'package' end,
               -(500 + (c.id % 7) * 100), 0, 0, 'BENCH' || c.id, 'bench', 'messages.charge_remark_card',
               json_object('iccid', c.iccid), ?
             from cards c where c.main_client_id = ?`,
          )
          .run(at, report.clientId).changes,
    )();
    const postMs = performance.now() - started;
    console.log(
      `\n  paid-card report as ${report.username} (issue 41): ${fmt.int(posted)} charges posted this month, then ` +
        `the first call and ${LIST_SAMPLES} timed`,
    );
    line(
      `post ${fmt.int(posted)} charges (the trigger sums each)`,
      fmt.s(postMs),
      `${fmt.int(Math.round(posted / (postMs / 1000)))}/s`,
    );
    // What a scan of the ledger says: the month's cards and revenue, and the biggest paying client.
    const scan = writer
      .prepare(
        `select l.client_id, count(distinct json_extract(l.remark_params, '$.iccid')) as billed, -sum(l.amount_cents) as cents
         from account_ledger l join clients c on c.id = l.client_id
         where c.main_id = ? and l.kind in ('package', 'addon')
           and strftime('%Y-%m', (l.at + 28800000) / 1000, 'unixepoch') = ?
         group by l.client_id order by billed desc`,
      )
      .all(report.clientId, month) as { client_id: number; billed: number; cents: number }[];
    const billed = scan.reduce((n, r) => n + r.billed, 0);
    const cents = scan.reduce((n, r) => n + r.cents, 0);
    console.log(
      `  ${'case'.padEnd(42)} ${'cards, exact'.padStart(13)} ${'first'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}  target`,
    );
    type ListData = { total_count: number; totals: { cards_billed: number; revenue: string } };
    const cases: { name: string; path: string; exact: (d: unknown) => [number, boolean] }[] = [
      {
        name: 'report, the month',
        path: `/report/payment_card/list/?page=1&page_size=20&month_start=${month}&month_end=${month}`,
        exact: (d) => {
          const t = (d as ListData).totals;
          return [t.cards_billed, t.cards_billed === billed && Math.round(Number(t.revenue) * 100) === cents];
        },
      },
      {
        name: 'report, the biggest client, every month',
        path: `/report/payment_card/list/?page=1&page_size=20&client_id=${scan[0]!.client_id}`,
        exact: (d) => [(d as ListData).totals.cards_billed, (d as ListData).total_count > 0],
      },
      {
        name: "one row's cards, first page",
        path: `/report/payment_card/cards/?page=1&page_size=20&client_id=${scan[0]!.client_id}&month=${month}`,
        exact: (d) => [(d as ListData).total_count, (d as ListData).total_count === scan[0]!.billed],
      },
      {
        name: "one row's cards, an ICCID prefix",
        path: `/report/payment_card/cards/?page=1&page_size=20&client_id=${scan[0]!.client_id}&month=${month}&iccid=8986`,
        exact: (d) => [(d as ListData).total_count, (d as ListData).total_count > 0],
      },
    ];
    for (const c of cases) {
      const t = await timed(`${api}/ep/api${c.path}`, { headers });
      const answer = envelope(t.first);
      if (answer.code !== 200) throw new Error(`paid-card report ${c.name}: ${answer.code} ${answer.msg}`);
      const [n, exact] = c.exact(answer.data);
      const ok = exact && t.first.ms < 100 && t.p95 < 20;
      check(`${report.username} paid-card ${c.name}`, ok);
      timedRow(c.name, `${n} ${exact ? 'yes' : 'NO'}`, t.first.ms, t.p50, t.p95, 20, ok);
    }
    writer.prepare("delete from account_ledger where serial_no >= 'LBENCH' and serial_no < 'LBENCI'").run();
    started = performance.now();
    rebuildPaymentRevenue(writer);
    line('summary rebuilt from the whole ledger', fmt.s(performance.now() - started));
  } finally {
    writer.close();
  }
}

async function largeCustomerFigures(file: string, report: CustomerSeedReport): Promise<void> {
  const server = await benchServer(file);
  const db = new Database(file, { readonly: true });
  try {
    const token = await login(server.api, report.username, report.password);
    const headers = { authorization: `JWT ${token}` };
    const now = Date.now();
    const scope: Scope = {
      label: `${report.username} (main client: its whole tree)`,
      key: report.username,
      token,
      column: 'main_client_id',
      clientId: report.clientId,
      card: sampleOf(db, 'main_client_id', report.clientId, now),
    };
    console.log(
      `\n  card list as ${scope.label}: every case of 3., target p95 < 20 ms for each\n` +
        `  ${'case'.padEnd(42)} ${'total'.padStart(7)} ${'exact'.padStart(5)} ${'first'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}  target`,
    );
    for (const c of cardListCases(scope.card)) await timeCase(server.api, scope, c, db, 20);

    console.log(
      `\n  home page as ${report.username}: the first call counts (kept until cards change), then ${LIST_SAMPLES} timed\n` +
        `  ${'endpoint'.padEnd(42)} ${'exact'.padStart(13)} ${'first'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}  target`,
    );
    for (const c of homeCases(db, report.clientId, monthBounds(Date.now()))) {
      const t = await timed(server.api + c.path, { headers });
      const answer = envelope(t.first);
      if (answer.code !== 200) throw new Error(`${c.path}: ${answer.code} ${answer.msg}`);
      const exact = c.exact(answer.data);
      const firstOk = c.firstTarget === undefined || t.first.ms < c.firstTarget;
      const ok = exact !== false && t.p95 < 50 && firstOk;
      check(`${report.username} ${c.path}`, ok);
      timedRow(c.name, exact === null ? '—' : exact ? 'yes' : 'NO', t.first.ms, t.p50, t.p95, 50, ok);
      if (c.firstTarget !== undefined) {
        line(
          `  ${c.name}: first call`,
          `${fmt.ms(t.first.ms)} ms`,
          `< ${c.firstTarget} ms`,
          verdict(firstOk),
        );
      }
    }

    console.log(
      `\n  chart report as ${report.username} (GET /ep/api/report/chart/, issue 41): the first call, then ${LIST_SAMPLES} timed\n` +
        `  ${'filters'.padEnd(42)} ${'cards, exact'.padStart(13)} ${'first'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}  target`,
    );
    for (const c of reportChartCases(db, report.clientId, Date.now())) {
      const params = new URLSearchParams(c.query);
      const t = await timed(`${server.api}/ep/api/report/chart/?${params}`, { headers });
      const answer = envelope<ReportChartData>(t.first);
      if (answer.code !== 200) throw new Error(`chart report ${c.name}: ${answer.code} ${answer.msg}`);
      const exact = c.exact(answer.data);
      const firstOk = c.firstTarget === undefined || t.first.ms < c.firstTarget;
      const ok = exact && t.p95 < 20 && firstOk;
      check(`${report.username} chart report ${c.name}`, ok);
      timedRow(c.name, `${answer.data.kpis.cards} ${exact ? 'yes' : 'NO'}`, t.first.ms, t.p50, t.p95, 20, ok);
      if (c.firstTarget !== undefined) {
        line(
          `  ${c.name}: first call`,
          `${fmt.ms(t.first.ms)} ms`,
          `< ${c.firstTarget} ms`,
          verdict(firstOk),
        );
      }
    }

    await paymentCardFigures(file, server.api, headers, report);

    console.log(
      `\n  card data search as ${report.username} (GET /ep/api/card/data_search/, 20 rows a page)\n` +
        `  ${'case'.padEnd(42)} ${'total, exact'.padStart(13)} ${'first'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}  target`,
    );
    for (const c of dataSearchCases(db, report.clientId, now)) {
      const params = new URLSearchParams({ page: '1', page_size: '20', ...c.query });
      const t = await timed(`${server.api}/ep/api/card/data_search/?${params}`, { headers });
      const answer = envelope<{ total_count: number; tableData: unknown[] }>(t.first);
      if (answer.code !== 200) throw new Error(`data search ${c.name}: ${answer.code} ${answer.msg}`);
      const exact = answer.data.total_count === dataSearchTotal(db, report.clientId, c.query);
      const ok = exact && answer.data.tableData.length > 0 && t.p95 < 20;
      check(`${report.username} data search ${c.name}`, ok);
      timedRow(
        c.name,
        `${answer.data.total_count} ${exact ? 'yes' : 'NO'}`,
        t.first.ms,
        t.p50,
        t.p95,
        20,
        ok,
      );
    }
    const plans = await timed(`${server.api}/ep/api/card/plan_options/`, { headers });
    const plansOk = envelope(plans.first).code === 200 && plans.p95 < 20;
    check(`${report.username} plan options`, plansOk);
    timedRow('GET /card/plan_options/ (its plans)', '', plans.first.ms, plans.p50, plans.p95, 20, plansOk);

    console.log(
      `\n  status query as ${report.username} (POST /ep/api/card/status_query/, the most numbers it takes)\n` +
        `  ${'case'.padEnd(42)} ${'found, exact'.padStart(13)} ${'first'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}  target`,
    );
    for (const c of statusCases(db, report.clientId)) {
      const t = await timed(`${server.api}/ep/api/card/status_query/`, {
        method: 'POST',
        headers,
        body: { numbers: c.numbers },
      });
      const answer = envelope<{ found_count: number }>(t.first);
      if (answer.code !== 200) throw new Error(`status query ${c.name}: ${answer.code} ${answer.msg}`);
      const exact = answer.data.found_count === c.expectedFound;
      const ok = exact && t.p95 < 20;
      check(`${report.username} status query ${c.name}`, ok);
      timedRow(
        c.name,
        `${answer.data.found_count} ${exact ? 'yes' : 'NO'}`,
        t.first.ms,
        t.p50,
        t.p95,
        20,
        ok,
      );
    }
  } finally {
    db.close();
    await server.process.stop();
  }
}

// ---------------------------------------------------------------------------------------------

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

/** Samples a process's resident memory every 100 ms until stopped; gives the highest. */
function rssSampler(pid: number | undefined) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssOf(pid));
  };
}

/** The batch import template's shape: a header, a notes row, then one card number a row (as text). */
async function importFile(path: string, numbers: string[]): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path });
  const sheet = workbook.addWorksheet('卡号');
  sheet.addRow(['卡号']).commit();
  sheet.addRow(['每行一个卡号']).commit();
  for (const number of numbers) sheet.addRow([number]).commit();
  sheet.commit();
  await workbook.commit();
}

async function taskFigures(file: string, report: CustomerSeedReport): Promise<void> {
  console.log(
    `\n8. Long tasks as ${report.username} (${fmt.int(report.customerCards)} cards): import, export, memory (issue 23)`,
  );
  const db = new Database(file, { readonly: true });
  const numbers = db
    .prepare<[number, number], string>(
      "select iccid from cards where main_client_id = ? and status = 'active' order by id limit ?",
    )
    .pluck()
    .all(report.clientId, IMPORT_ROWS);
  db.close();
  const xlsx = join(work, 'import.xlsx');
  await importFile(xlsx, numbers);
  const server = await benchServer(file);
  const pid = server.process.child.pid;
  try {
    const token = await login(server.api, report.username, report.password);
    const headers = { authorization: `JWT ${token}` };
    const clock = (body: object) =>
      http(`${server.api}/__emulator/clock`, { method: 'PUT', body }).then((a) => {
        if (a.status !== 200) throw new Error(`clock: ${a.status} ${a.body}`);
        return a;
      });
    await clock({ frozen: true });
    const idle = rssOf(pid);
    line('emulator memory (RSS) before the tasks', fmt.mb(idle));

    // Import: upload, then read and check every row (nothing applied), then apply on the clock.
    let watch = rssSampler(pid);
    const form = new FormData();
    form.append('input_file', new Blob([readFileSync(xlsx)]), 'stop.xlsx');
    let started = performance.now();
    const uploaded = (await (
      await fetch(`${server.api}/ep/api/upload/file/`, { method: 'POST', headers, body: form })
    ).json()) as { code: number; msg: string; data: { file_url: string } };
    if (uploaded.code !== 200) throw new Error(`upload: ${uploaded.code} ${uploaded.msg}`);
    const uploadMs = performance.now() - started;
    const checked = envelope<{ task_id: number; total: number; valid: number }>(
      await http(`${server.api}/ep/api/batch/check/`, {
        method: 'POST',
        headers,
        body: { kind: 'card_stop', file_url: uploaded.data.file_url },
      }),
    );
    const checkMs = performance.now() - started;
    if (checked.code !== 200) throw new Error(`batch check: ${checked.code} ${checked.msg}`);
    const exact = checked.data.total === numbers.length && checked.data.valid === numbers.length;
    line(
      `import ${fmt.int(numbers.length)} rows: upload, read, check`,
      fmt.s(checkMs),
      '< 10 s',
      check('import 100,000 rows', exact && checkMs < 10_000),
    );
    console.log(
      `  xlsx ${fmt.mb(readFileSync(xlsx).length)}, upload ${fmt.s(uploadMs)}; ${fmt.int(checked.data.valid)} of ` +
        `${fmt.int(checked.data.total)} rows valid (${exact ? 'exact' : 'NOT EXACT'})`,
    );
    const start = envelope(
      await http(`${server.api}/ep/api/batch/start/`, {
        method: 'POST',
        headers,
        body: { task_id: checked.data.task_id },
      }),
    );
    if (start.code !== 200) throw new Error(`batch start: ${start.code} ${start.msg}`);
    started = performance.now();
    // 100 cards a step, a second of emulator time each: the clock jumps past the last step.
    await clock({ advance_ms: Math.ceil(numbers.length / 100) * 1000 });
    const applyMs = performance.now() - started;
    const importPeak = watch();
    const after = new Database(file, { readonly: true });
    const applied = after
      .prepare<[number], { status: string; done_rows: number }>(
        'select status, done_rows from tasks where id = ?',
      )
      .get(checked.data.task_id);
    after.close();
    const appliedOk = applied?.status === 'done' && applied.done_rows === numbers.length;
    line(
      `apply them on the clock (${fmt.int(numbers.length / 100)} steps)`,
      fmt.s(applyMs),
      'done, every row',
      check('import applied', appliedOk),
    );
    line(
      'emulator memory (RSS), peak while importing',
      fmt.mb(importPeak),
      '< idle + 300 MB',
      check('import memory', importPeak < idle + 300 * 1024 * 1024),
    );

    // Export: every card of the customer, written 100 a step, streamed to disk.
    watch = rssSampler(pid);
    started = performance.now();
    const exported = envelope<{ task_id: number; total: number }>(
      await http(`${server.api}/ep/api/card/export/`, { method: 'POST', headers, body: {} }),
    );
    const askMs = performance.now() - started;
    if (exported.code !== 200) throw new Error(`export: ${exported.code} ${exported.msg}`);
    await clock({ advance_ms: Math.ceil(exported.data.total / 100) * 100 });
    const exportMs = performance.now() - started;
    const exportPeak = watch();
    const done = new Database(file, { readonly: true });
    const task = done
      .prepare<[number], { status: string; done_rows: number; size: number | null }>(
        `select t.status, t.done_rows, f.size from tasks t left join task_files f on f.task_id = t.id where t.id = ?`,
      )
      .get(exported.data.task_id);
    const leftover = done
      .prepare<[number], number>('select count(*) from export_cards where task_id = ?')
      .pluck()
      .get(exported.data.task_id);
    done.close();
    const exportOk =
      task?.status === 'done' &&
      task.done_rows === report.customerCards &&
      exported.data.total === report.customerCards;
    line(
      `export ${fmt.int(exported.data.total)} cards to xlsx`,
      fmt.s(exportMs),
      '< 60 s',
      check('export 1,000,000 rows', exportOk && exportMs < 60_000),
    );
    console.log(
      `  asking took ${fmt.s(askMs)} (the cards taken in the list's order); file ${fmt.mb(task?.size ?? 0)}; ` +
        `${fmt.int(task?.done_rows ?? 0)} rows written; ${fmt.int(leftover ?? -1)} ids left behind`,
    );
    line(
      'emulator memory (RSS), peak while exporting',
      fmt.mb(exportPeak),
      '< idle + 300 MB',
      check('export memory', exportPeak < idle + 300 * 1024 * 1024),
    );
    line('emulator memory (RSS) after both', fmt.mb(rssOf(pid)));
  } finally {
    await server.process.stop();
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * Warning rules (issue 43): every rule type over every card. One rule of each of the nine types,
 * scope all cards, is added for every main client (so each type watches all 1,000,000 cards), then
 * the clock's own evaluation (`evaluateWarningRules`, db/warning-eval.ts) runs once for a step of a
 * day, in this process on the world's file with the emulator's pragmas, and everything is rolled
 * back. Timed around that call; the RSS of this process before and after it (its SQLite page
 * cache included), as the emulator's would grow. The rest of a clock step (usage accrual, traffic
 * at the gateway, tasks) is not in this figure: the security part times the traffic.
 */
function warningFigures(file: string): void {
  console.log('\nWarnings: every rule type over every card, evaluated on one clock step of a day');
  const { sqlite } = openDatabase(file);
  const cards = sqlite.prepare('select count(*) from cards').pluck().get() as number;
  const from = Date.now();
  sqlite.exec('begin');
  try {
    const addRule = sqlite.prepare(
      `insert into warning_rules (main_client_id, name, type, scope, scope_ref, thresholds, action, restore, channels,
         recipients, status, created_at, created_by)
       select id, 'bench ' || ?, ?, 'all', '', ?, 'notify', 'none', 'portal,sms', '13800138000', 'enabled', ?, 'bench'
       from clients where parent_id is null`,
    );
    const thresholds: Record<WarningRuleType, string> = {
      usage: '50,80,100',
      remaining_data: '10,50',
      pool_usage: '80,100',
      expiry: '7,30',
      low_balance: '100,1000',
      status_change: '1,3',
      imei_change: '1',
      offline: '24,72',
      sms_included: '20,50',
    };
    for (const [type, values] of Object.entries(thresholds)) addRule.run(type, type, values, from);
    const rules = sqlite
      .prepare("select count(*) from warning_rules where status = 'enabled'")
      .pluck()
      .get() as number;
    console.log(`  ${fmt.int(rules)} enabled rules over ${fmt.int(cards)} cards`);
    const DAY = 86_400_000;
    // The rules' first step (every card past a threshold is new), then the next day's (steady state).
    for (const [name, at] of [
      ['first step of the new rules', from],
      ["the next day's step", from + DAY],
    ] as const) {
      const records = sqlite.prepare('select count(*) from warning_records').pluck().get() as number;
      const rss = process.memoryUsage().rss;
      const started = performance.now();
      evaluateWarningRules(sqlite, at, at + DAY);
      const ms = performance.now() - started;
      const grown = process.memoryUsage().rss - rss;
      const added =
        (sqlite.prepare('select count(*) from warning_records').pluck().get() as number) - records;
      line(`${name}: every rule evaluated`, fmt.s(ms), '< 10 s', check(`warning ${name}`, ms < 10_000));
      line(
        `${name}: RSS growth`,
        fmt.mb(grown),
        '< 100 MB',
        check(`warning ${name} memory`, grown < 100 * 1024 * 1024),
      );
      console.log(`  ${fmt.int(added)} new warning records`);
    }
  } finally {
    sqlite.exec('rollback');
    sqlite.close();
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * A month's start (issue 40): the clock's step issues every client's bill of the month that ended
 * (`issueBills`, db/bills.ts) and charges the 停机保号 fee of every card stopped at its holder's
 * request (`chargeKeepFees`). A tenth of the cards in use are first stopped at their holder's
 * request (a status event each), so the fee has a breakdown of that size; in this process on the
 * world's file, timed around each call, and everything rolled back.
 */
function monthFigures(file: string): void {
  console.log(
    "\nA month's start: the bills issued and the 停机保号 fees charged, as the clock's step does them",
  );
  const { sqlite } = openDatabase(file);
  const now = Date.now();
  const [, nextMonth] = monthBounds(now);
  sqlite.exec('begin');
  try {
    sqlite
      .prepare(
        `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
         select id, ?, 'active', 'suspended', 'user_request', 'bench' from cards
         where status = 'active' and id % 10 = 0`,
      )
      .run(now);
    sqlite.prepare("update cards set status = 'suspended' where status = 'active' and id % 10 = 0").run();
    const clients = sqlite.prepare('select count(*) from clients').pluck().get() as number;
    let started = performance.now();
    issueBills(sqlite, nextMonth);
    let ms = performance.now() - started;
    const bills = sqlite
      .prepare('select count(*) from monthly_bills where issued_at = ?')
      .pluck()
      .get(nextMonth) as number;
    line(
      `bills issued for ${fmt.int(bills)} of ${fmt.int(clients)} clients`,
      fmt.s(ms),
      '< 10 s',
      check('month bills', ms < 10_000),
    );
    const rss = process.memoryUsage().rss;
    started = performance.now();
    chargeKeepFees(sqlite, nextMonth);
    ms = performance.now() - started;
    const grown = process.memoryUsage().rss - rss;
    const fees = sqlite
      .prepare(
        'select count(*) as cards, coalesce(sum(fee_cents), 0) as cents from keep_fee_cards where month = (select max(month) from keep_fee_cards)',
      )
      .get() as { cards: number; cents: number };
    line(
      `停机保号 fee: ${fmt.int(fees.cards)} cards charged (¥${fmt.int(fees.cents / 100)})`,
      fmt.s(ms),
      '< 10 s',
      check('month keep fee', ms < 10_000),
    );
    line(
      '停机保号 fee: RSS growth',
      fmt.mb(grown),
      '< 200 MB',
      check('month keep fee memory', grown < 200 * 1024 * 1024),
    );
  } finally {
    sqlite.exec('rollback');
    sqlite.close();
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * 小包超1G停机 (issue 46): each clock step adds the runaway devices' use (`accrueRunawayDevices`)
 * and stops the cards of small plans past 1 GB (`stopSmallPlansOver1g`, db/small-plan-stops.ts).
 * One card in a thousand on a small plan in service is first given a runaway device of 1.5 GB a day,
 * so the day's step stops them all; in this process on the world's file, timed around each call,
 * and everything rolled back.
 */
function smallPlanStopFigures(file: string): void {
  console.log(
    '\n小包超1G停机: the runaway devices and the stop rule over every card, on one clock step of a day',
  );
  const { sqlite } = openDatabase(file);
  const DAY = 86_400_000;
  const at = Date.now();
  const end = at + DAY;
  const month = new Date(end + 8 * 3_600_000).toISOString().slice(0, 7);
  sqlite.exec('begin');
  try {
    const added = sqlite
      .prepare(
        `insert or ignore into runaway_devices (card_id, cause, daily_mb, since)
         select c.id, 'firmware_loop', 1536, ? from cards c join plans p on p.id = c.plan_id
         where c.status = 'active' and p.quota_mb < ? and c.id % 1000 = 7`,
      )
      .run(at - DAY, SMALL_PLAN_LIMIT_MB).changes;
    const cards = sqlite.prepare('select count(*) from cards').pluck().get() as number;
    console.log(`  ${fmt.int(added)} runaway devices added, ${fmt.int(cards)} cards`);
    let started = performance.now();
    accrueRunawayDevices(sqlite, at, end);
    let ms = performance.now() - started;
    line("the runaway devices' use of the day", fmt.s(ms), '< 1 s', check('runaway accrual', ms < 1_000));
    const rss = process.memoryUsage().rss;
    started = performance.now();
    const stopped = stopSmallPlansOver1g(sqlite, at, end, month);
    ms = performance.now() - started;
    const grown = process.memoryUsage().rss - rss;
    line(
      `the stop rule: ${fmt.int(stopped)} cards stopped`,
      fmt.s(ms),
      '< 1 s',
      check('small plan stops', ms < 1_000),
    );
    line(
      'the stop rule: RSS growth',
      fmt.mb(grown),
      '< 50 MB',
      check('small plan stops memory', grown < 50 * 1024 * 1024),
    );
  } finally {
    sqlite.exec('rollback');
    sqlite.close();
  }
}

// ---------------------------------------------------------------------------------------------

const startedAt = performance.now();
console.log(
  `Emulator benchmark — ${cpus().length} cores, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at start`,
);
console.log(`work directory ${work} (removed at the end)`);
try {
  const large = join(work, 'large.db');
  // Parts 9 and 12 need no large world: each runs an emulator of its own.
  const ownEmulatorsOnly =
    only?.every((part) => part === 'imports' || part === 'usage-export' || part === 'session-extract') ??
    false;
  if (!ownEmulatorsOnly) await seederFigures(large);
  if (runs('start')) await startFigures(large);
  if (runs('card-list') || runs('header') || runs('load')) {
    const server = await benchServer(large);
    try {
      if (runs('card-list')) await cardListFigures(server, large);
      if (runs('header')) await headerFigures(server);
      if (runs('load')) await loadFigures(server);
    } finally {
      await server.process.stop();
    }
  }
  // In this process, rolled back: the world's file is as it was for the parts after it.
  if (runs('warnings')) warningFigures(large);
  if (runs('month')) monthFigures(large);
  if (runs('small-plan-stops')) smallPlanStopFigures(large);
  if (runs('json-server')) await jsonServerFigures();
  if (runs('security')) await securityFigures(large);
  if (runs('route-size')) await routeSizeFigure(large);
  if (runs('lighthouse')) await lighthouseFigure(large);
  if ((runs('large-customer') || runs('tasks')) && LARGE_CUSTOMER_CARDS > 0) {
    const customer = await seedLargeCustomer(large);
    if (runs('large-customer')) await largeCustomerFigures(large, customer);
    if (runs('tasks')) await taskFigures(large, customer);
  }
  if (runs('imports')) await importFigures(line, check);
  if (runs('usage-export')) await usageExportFigures(line, check);
  if (runs('session-extract')) await sessionExtractFigures(line, check);
} catch (error) {
  console.error('\nbench failed:', error);
  cleanUp();
  process.exit(1);
}
cleanUp();
const missed = results.filter((r) => !r.ok);
console.log(
  `\n${results.length - missed.length} of ${results.length} figures within target` +
    (missed.length ? `; missed: ${missed.map((r) => r.label).join(', ')}` : '') +
    `; ${fmt.s(performance.now() - startedAt)} in all, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the end`,
);
process.exit(0);
