import { randomBytes } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type Connection, openDatabase } from '../db/connection.ts';
import { isSeeded, seedDatabase } from '../db/seed/index.ts';
import { type Clock, createClock } from './clock.ts';
import { createConfig, type EmulatorConfig } from './config.ts';
import type { AppDeps } from './context.ts';
import { registerRoutes } from './define-route.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { authRoutes } from './routes/auth.ts';
import { cardRoutes } from './routes/card.ts';
import { homeRoutes } from './routes/home.ts';
import { supportRoutes } from './routes/support.ts';
import { readSetting, writeSetting } from './services/settings.ts';

export interface BuildOptions {
  /** A database file, or `:memory:` (the default, for tests). Ignored when `connection` is given. */
  dbFile?: string;
  connection?: Connection;
  clock?: Clock;
  /** Cards to seed when the database is empty. */
  seedCards?: number;
  seed?: number;
  config?: Partial<EmulatorConfig>;
  logger?: FastifyServerOptions['logger'];
}

export const DEFAULT_SEED_CARDS = 3000;

/** Builds the emulator: migrates and, when empty, seeds the database, then registers every route. */
export async function buildApp(options: BuildOptions = {}) {
  const clock = options.clock ?? createClock();
  const connection = options.connection ?? openDatabase(options.dbFile ?? ':memory:');
  if (!isSeeded(connection)) {
    seedDatabase(connection, {
      cards: options.seedCards ?? DEFAULT_SEED_CARDS,
      seed: options.seed,
      now: clock.now(),
    });
  }

  const partialDeps = { db: connection.db, sqlite: connection.sqlite, clock };
  // The signing key lives with the data, so tokens stay valid across restarts of a file database.
  let secret = readSetting<string | null>(partialDeps as AppDeps, 'jwt_secret', null);
  if (!secret) {
    secret = randomBytes(32).toString('base64');
    writeSetting(partialDeps as AppDeps, 'jwt_secret', secret);
  }
  const config = { ...createConfig({ jwtSecret: secret }), ...options.config };
  const deps: AppDeps = { ...partialDeps, config };

  const app = Fastify({ logger: options.logger ?? false });
  app.decorate('deps', deps);
  envelopePlugin(app);
  registerRoutes(app, [...authRoutes, ...homeRoutes, ...cardRoutes, ...supportRoutes]);

  if (config.clientDir) {
    await app.register(fastifyStatic, { root: config.clientDir, wildcard: false });
  }
  app.addHook('onClose', async () => {
    if (!options.connection) connection.sqlite.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
