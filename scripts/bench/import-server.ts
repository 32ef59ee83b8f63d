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
  console.log(JSON.stringify({ api: portOf(app.server.address()), stats: portOf(stats.address()) }));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stats.close();
    app.close().then(() => process.exit(0));
  });
}
