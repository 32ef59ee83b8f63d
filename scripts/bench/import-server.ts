/**
 * The emulator of parts 9 and 12 (file imports, issue 35; the usage export, issue 47) in a child process, with its own instruments: an
 * in-memory world (the demo seed), and beside it a plain HTTP port answering `GET /stats` with the
 * process's RSS now and at its peak, and the longest event-loop block, since the last
 * `POST /stats` (which starts a new window).
 *
 * Usage: `node --import tsx scripts/bench/import-server.ts [cards]`; prints one JSON line
 * `{ "api": <port>, "stats": <port> }` once both listen, and runs until killed.
 */
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../server/app.ts';

// The cards of the demo seed: the default, or the first argument (part 12 seeds more).
const seedCards = process.argv[2] ? Number(process.argv[2]) : undefined;
const app = await buildApp({ dbFile: ':memory:', logger: false, seedCards });
// Part 14: the second argument, sessions added to demo's cards (see session-extract.ts).
const extraSessions = process.argv[3] ? Number(process.argv[3]) : 0;
const demo = app.deps.sqlite
  .prepare("select client_id from users where username = 'demo'")
  .pluck()
  .get() as number;
if (extraSessions > 0) addSessions(extraSessions);
await app.listen({ port: 0, host: '127.0.0.1' });

// 10 ms resolution: a block shorter than that is no figure worth printing.
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let peakRss = process.memoryUsage.rss();
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20).unref();

const stats = createServer((request, response) => {
  const rss = process.memoryUsage.rss();
  peakRss = Math.max(peakRss, rss);
  const body = JSON.stringify({ rss, peakRss, maxBlockMs: delay.max / 1e6 });
  if (request.method === 'POST') {
    delay.reset();
    peakRss = rss;
  }
  response.setHeader('content-type', 'application/json');
  response.end(body);
});
stats.listen(0, '127.0.0.1', () => {
  const portOf = (address: ReturnType<typeof stats.address>) =>
    typeof address === 'object' && address ? address.port : 0;
  console.log(JSON.stringify({ api: portOf(app.server.address()), stats: portOf(stats.address()), demo }));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stats.close();
    app.close().then(() => process.exit(0));
  });
}

/**
 * `count` sessions on 1,000 of demo's cards (count / 1,000 each, ten minutes apart), all started
 * in the seven days before yesterday ended: what part 14 extracts.
 */
function addSessions(count: number): void {
  const perCard = Math.ceil(count / 1000);
  const day = 86_400_000;
  const today = Math.floor((app.deps.clock.now() + 8 * 3_600_000) / day);
  const from = (today - 8) * day - 8 * 3_600_000 + 3_600_000;
  const step = Math.floor((7 * day - 2 * 3_600_000) / perCard);
  app.deps.sqlite
    .prepare(
      `with recursive k(n) as (select 0 union all select n + 1 from k where n < ? - 1)
       insert into card_sessions (card_id, started_at, ended_at, ip, apn, cell_id, usage_kb, up_kb, rat)
       select c.id, ? + k.n * ?, ? + k.n * ? + 300000, '10.64.' || (c.id % 250) || '.' || (k.n % 250), 'CMIOT',
         (select min(id) from cells), 100 + k.n % 50, 20, 'lte'
       from (select id from cards where main_client_id = ? order by id limit 1000) c, k`,
    )
    .run(perCard, from, step, from, step, demo);
}
