/**
 * A benchmark's server process: the emulator (buildApp, as `server/main.ts` runs it) on an existing
 * database file, and beside it, in the same process and with the same settings, a bare Fastify
 * route answering constant JSON, the ceiling the emulator's own routes are compared with.
 *
 * Usage: `node --import tsx scripts/bench/server.ts <dbFile> [clientDir]`; prints one JSON line
 * `{ "api": <port>, "bare": <port>, "buildMs": <ms> }` once both listen, and runs until killed.
 */
import Fastify from 'fastify';
import { buildApp } from '../../server/app.ts';

const [dbFile, clientDir] = process.argv.slice(2);
if (!dbFile) throw new Error('usage: server.ts <dbFile> [clientDir]');

const started = performance.now();
const app = await buildApp({ dbFile, logger: false, config: { clientDir: clientDir ?? null } });
await app.listen({ port: 0, host: '127.0.0.1' });
const buildMs = performance.now() - started;

/** The same shape and size as the header endpoint's answer, computed once. */
const constant = {
  code: 200,
  msg: '成功',
  data: { count: 41400, normal_count: 25507, not_active: 4968, expiry_count: 1484, client_balance: 12860.5 },
};
const bare = Fastify({ logger: false });
bare.get('/bare', async () => constant);
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (server: typeof bare.server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
console.log(JSON.stringify({ api: portOf(app.server), bare: portOf(bare.server), buildMs }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    Promise.all([app.close(), bare.close()]).then(() => process.exit(0));
  });
}
