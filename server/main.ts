import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, DEFAULT_SEED_CARDS } from './app.ts';
import { limitsFromEnv } from './config.ts';
import { epochFromEnv } from './lib/epoch.ts';

/** Reads the environment and listens; everything else is in buildApp. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dbFile = process.env.DB_FILE ?? resolve(root, '.data/emulator.db');
/** EMULATOR_EPOCH pins the clock's start (the browser tests); unset, it follows real time. */
const epoch = epochFromEnv();
const seedCards = Number(process.env.SEED_CARDS ?? DEFAULT_SEED_CARDS);
const serveClient = process.env.NODE_ENV === 'production';
/** The built portal it serves in production (`vite build --outDir` elsewhere to run two builds side by side). */
const clientDir = resolve(root, process.env.CLIENT_DIR ?? 'dist');
// The control API: open to loopback callers; others need EMULATOR_CONTROL_TOKEN; 'off' turns it off.
const control = {
  enabled: process.env.EMULATOR_CONTROL !== 'off',
  token: process.env.EMULATOR_CONTROL_TOKEN || null,
};
const loopback = /^(127\.|::1$|localhost$)/.test(host);
if (control.enabled && !loopback && !control.token) {
  console.warn(
    `The control API answers loopback callers only: set EMULATOR_CONTROL_TOKEN to script it from elsewhere, or EMULATOR_CONTROL=off.`,
  );
}

if (dbFile !== ':memory:') mkdirSync(dirname(dbFile), { recursive: true });

const started = performance.now();
const app = await buildApp({
  dbFile,
  seedCards,
  epoch,
  config: { clientDir: serveClient ? clientDir : null, limits: limitsFromEnv(process.env.EMULATOR_LIMITS) },
  // JWT_SECRET, when set, signs the tokens and is stored nowhere (at least 32 characters).
  jwtSecret: process.env.JWT_SECRET || undefined,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  verifyTarget: process.env.VERIFY_TARGET || undefined,
  control,
});
await app.listen({ port, host });
const ready = Math.round(performance.now() - started);
console.log(
  `Emulator ready in ${ready} ms on http://${host}:${port} (database ${dbFile})` +
    (epoch === undefined ? '' : `\nClock pinned: every world starts at ${process.env.EMULATOR_EPOCH}`) +
    (serveClient ? `\nPortal: http://${host}:${port}/` : ''),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
