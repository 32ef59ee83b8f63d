import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { API_BASE, BizCode } from '#contract';
import { backfillCardCounts } from '../db/card-counts.ts';
import { type Connection, openDatabase } from '../db/connection.ts';
import { backfillPaymentRevenue } from '../db/payment-revenue.ts';
import {
  backfillCardDomain,
  backfillGroupAudience,
  grantNewCodes,
  isSeeded,
  seedDatabase,
} from '../db/seed/index.ts';
import { backfillLedger } from '../db/seed/ledger.ts';
import { backfillOperationLogs } from '../db/seed/operation-logs.ts';
import { backfillUsageSummary } from '../db/usage-summary.ts';
import { type Clock, createClock } from './clock.ts';
import { createConfig, type EmulatorConfig } from './config.ts';
import { type ControlAccess, controlGuard } from './control/guard.ts';
import { controlRoutes } from './control/routes.ts';
import { registerRoutes } from './define-route.ts';
import { langOf, translate } from './i18n.ts';
import { isUnder } from './lib/request-path.ts';
import { Throttle } from './lib/throttle.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { DEFAULT_HANG_MS, faultsPlugin } from './plugins/faults.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { verifyPlugin } from './plugins/verify.ts';
import { worldsPlugin } from './plugins/worlds.ts';
import { accountRoutes } from './routes/account.ts';
import { apiConfigRoutes } from './routes/api-config.ts';
import { apiDocRoutes } from './routes/api-doc.ts';
import { appVersionRoute } from './routes/app-version.ts';
import { authRoutes } from './routes/auth.ts';
import { batchFileRoutes, batchRoutes } from './routes/batch.ts';
import { billingGroupRoutes } from './routes/billing-group.ts';
import { cardRoutes } from './routes/card.ts';
import { cardActionRoutes, cardExportDownloadRoute } from './routes/card-actions.ts';
import { cardDetailRoutes } from './routes/card-detail.ts';
import { cardQueryRoutes } from './routes/card-query.ts';
import { chargeRoutes } from './routes/charge.ts';
import { commonRoutes, multipartOptions, uploadDownloadRoute } from './routes/common.ts';
import { homeRoutes } from './routes/home.ts';
import { layoutRoutes } from './routes/layout.ts';
import { ledgerRoutes } from './routes/ledger.ts';
import { ocCardRoutes } from './routes/oc-card.ts';
import { permUserRoutes } from './routes/perm-user.ts';
// Issue 40: special-card resume.
import { profitRoutes } from './routes/profit.ts';
import { locateRoutes, projectRoutes, publicCardRoutes } from './routes/project-locate.ts';
import { reportRoutes } from './routes/report.ts';
import { securityRoutes } from './routes/security.ts';
import { billDownloadRoute, serviceRoutes } from './routes/service.ts';
import { smsRoutes } from './routes/sms.ts';
import { speccardEvidenceRoute, speccardRoutes } from './routes/speccard.ts';
import { subCustomerRoutes } from './routes/sub-customer.ts';
import { supportRoutes } from './routes/support.ts';
// Issue 49: the review queues of API access applications and SMS signatures.
import { supportAccessRoutes } from './routes/support-access.ts';
import { supportAccountRoutes } from './routes/support-account.ts';
import { supportCardRoutes } from './routes/support-card.ts';
// Issue 48 part B: directed-address orders and plan changes, support side.
import { supportReviewRoutes } from './routes/support-review.ts';
import { supportSapRoutes } from './routes/support-sap.ts';
import { supportSapTaskRoutes } from './routes/support-sap-tasks.ts';
// Issue 47: the support task centre.
import { supportTaskFileRoutes, supportTaskRoutes } from './routes/support-task.ts';
import { supportWorkRoutes } from './routes/support-work.ts';
// Issue 48, part A: /client_work and /card_unbind.
import { supportWorkOrderRoutes } from './routes/support-work-order.ts';
// Issue 46: chain-store card orders.
import { supportYumOrderRoutes } from './routes/support-yum-order.ts';
import { taskLogRoutes } from './routes/task-log.ts';
import { voiceHardwareRoutes } from './routes/voice-hardware.ts';
// Issue 43: warning rules.
import { warningRoutes } from './routes/warning.ts';
import { workOrderRoutes } from './routes/work-order.ts';
import { wxRechargeRoutes } from './routes/wx-recharge.ts';
import { readSetting, writeSetting } from './services/settings.ts';
import { kickTasks } from './tasks/engine.ts';
import { WorldManager } from './world.ts';

/** How often the emulator looks for task steps that fell due (wall-clock ms). */
const TASK_TICK_MS = 500;

interface BuildOptions {
  /** The default world's database file, or `:memory:` (the default, for tests). */
  dbFile?: string;
  /** An already open default database (tests that prepare one themselves). */
  connection?: Connection;
  clock?: Clock;
  /**
   * A pinned start (EMULATOR_EPOCH): the default world's clock, the seed and every named world
   * start at this instant, so the data is the same whenever it runs. Ignored when `clock` is given.
   */
  epoch?: number;
  /** Cards to seed in an empty database, and in every new or reset world. */
  seedCards?: number;
  seed?: number;
  config?: Partial<EmulatorConfig>;
  control?: Partial<ControlAccess>;
  logger?: FastifyServerOptions['logger'];
  /** Verify mode: forward /ep/api to this backend and report where its answers differ from the contract. */
  verifyTarget?: string;
  /** How long a `hang` fault holds a request before dropping it (default 60 s, past the client's 50 s timeout). */
  faultHangMs?: number;
  /**
   * The JWT signing secret (JWT_SECRET). Given, it wins and is kept nowhere; otherwise one is made
   * and kept with the default world's data, so tokens survive restarts of a file database.
   */
  jwtSecret?: string;
  /** The wall clock of rate limits and world idleness (tests pass their own). */
  wallClock?: () => number;
  /** Named worlds kept at once (default 32). */
  maxWorlds?: number;
}

/** The shortest JWT_SECRET accepted: an HMAC-SHA256 key wants 256 bits. */
const MIN_JWT_SECRET_LENGTH = 32;

export const DEFAULT_SEED_CARDS = 3000;

/** Builds the emulator: opens (and, when empty, seeds) the default world, then registers every route. */
export async function buildApp(options: BuildOptions = {}) {
  const clock = options.clock ?? createClock(options.epoch);
  const dbFile = options.dbFile ?? ':memory:';
  const connection = options.connection ?? openDatabase(dbFile);
  const seedCards = options.seedCards ?? DEFAULT_SEED_CARDS;
  if (!isSeeded(connection))
    seedDatabase(connection, { cards: seedCards, seed: options.seed, now: clock.now() });
  else {
    grantNewCodes(connection);
    backfillCardDomain(connection, clock.now());
    backfillGroupAudience(connection);
    backfillLedger(connection.sqlite, clock.now());
    backfillOperationLogs(connection, clock.now());
    // A database from before the usage summary (issue 41): built from its cards once.
    backfillUsageSummary(connection.sqlite, clock.now());
    // A database from before the cards were counted per client (issue 41).
    backfillCardCounts(connection.sqlite);
    // A database from before the monthly revenue summary (issue 41, /report/payment_card).
    backfillPaymentRevenue(connection.sqlite);
  }

  if (options.jwtSecret !== undefined && options.jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters`);
  }
  // A generated key lives with the default world's data, so tokens survive restarts of a file
  // database; a given one (JWT_SECRET) is kept nowhere, and a key kept before is dropped.
  const secret =
    options.jwtSecret ??
    readSetting<string | null>(connection, 'jwt_secret', null) ??
    randomBytes(32).toString('base64');
  const config: EmulatorConfig = { ...createConfig({ jwtSecret: secret }), ...options.config };
  const keepSecret = (world: Pick<Connection, 'sqlite'>) =>
    options.jwtSecret === undefined
      ? writeSetting(world, 'jwt_secret', secret)
      : void world.sqlite.prepare("delete from settings where key = 'jwt_secret'").run();
  keepSecret(connection);

  // Uploads sit beside a database file; an in-memory emulator gets a folder of its own, removed on close.
  const inMemory = connection.sqlite.memory;
  const uploadRoot = inMemory
    ? mkdtempSync(join(tmpdir(), 'iot-sim-portal-uploads-'))
    : join(dirname(connection.sqlite.name), 'uploads');
  const worlds = new WorldManager({
    defaultConnection: connection,
    defaultFile: options.connection || dbFile === ':memory:' ? null : dbFile,
    clock,
    config,
    seedCards,
    seed: options.seed,
    epoch: options.clock ? undefined : options.epoch,
    afterReplace: keepSecret,
    throttle: new Throttle(options.wallClock),
    maxWorlds: options.maxWorlds,
    uploadRoot,
  });

  const app = Fastify({
    logger: options.logger ?? false,
    // A path the router cannot decode: under /ep/api the envelope, like every other bad input.
    frameworkErrors: (error, request, raw) => {
      const reply = raw as unknown as FastifyReply;
      const lang = langOf(request);
      if (isUnder(request.url.split(/[?#]/)[0] ?? '', API_BASE)) {
        return reply
          .status(200)
          .send({ code: BizCode.BAD_REQUEST, msg: translate(lang, 'invalid_path'), data: null });
      }
      return reply.status(400).send({ error: error.message });
    },
  });
  app.decorate('worlds', worlds);
  app.decorate('deps', worlds.defaultWorld);
  envelopePlugin(app);
  securityHeadersPlugin(app, { portal: config.clientDir !== null });
  const control: ControlAccess = { enabled: true, token: null, ...options.control };
  controlGuard(app, control);
  verifyPlugin(app, options.verifyTarget);
  worldsPlugin(app, { token: control.token });
  faultsPlugin(app, { hangMs: options.faultHangMs ?? DEFAULT_HANG_MS });
  await app.register(fastifyMultipart, multipartOptions);
  registerRoutes(app, [
    ...authRoutes,
    ...homeRoutes,
    ...reportRoutes,
    ...cardRoutes,
    ...cardActionRoutes,
    ...cardDetailRoutes,
    ...cardQueryRoutes,
    ...billingGroupRoutes,
    ...supportRoutes,
    ...securityRoutes,
    ...supportCardRoutes,
    ...supportYumOrderRoutes,
    ...supportWorkRoutes,
    ...supportSapRoutes,
    ...supportSapTaskRoutes,
    ...supportAccessRoutes,
    ...supportReviewRoutes,
    ...supportWorkOrderRoutes,
    ...commonRoutes,
    ...accountRoutes,
    ...supportAccountRoutes,
    ...layoutRoutes,
    ...projectRoutes,
    ...permUserRoutes,
    ...smsRoutes,
    ...warningRoutes,
    ...ocCardRoutes,
    ...locateRoutes,
    ...publicCardRoutes,
    ...wxRechargeRoutes,
    ...voiceHardwareRoutes,
    ...taskLogRoutes,
    ...ledgerRoutes,
    ...chargeRoutes,
    ...serviceRoutes,
    ...speccardRoutes,
    ...profitRoutes,
    ...workOrderRoutes,
    ...batchRoutes,
    ...apiDocRoutes,
    ...apiConfigRoutes,
    ...subCustomerRoutes,
    ...supportTaskRoutes,
  ]);
  uploadDownloadRoute(app);
  cardExportDownloadRoute(app);
  billDownloadRoute(app);
  speccardEvidenceRoute(app);
  batchFileRoutes(app);
  supportTaskFileRoutes(app);
  appVersionRoute(app);
  controlRoutes(app);

  if (config.clientDir) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      // The build's .br and .gz (scripts/precompress.ts), chosen by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        // Hashed names change with their content: cached for good. index.html always asks again.
        reply.header('Cache-Control', isHashedAsset(path) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  // Tasks run as each world's clock goes on: a look every half second runs the steps that fell due.
  const taskTicker = setInterval(() => {
    for (const world of worlds.list()) void kickTasks(world).catch(() => undefined);
  }, TASK_TICK_MS);
  taskTicker.unref();
  app.addHook('onClose', async () => {
    clearInterval(taskTicker);
    worlds.close();
    if (inMemory) rmSync(uploadRoot, { recursive: true, force: true });
  });
  return app;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Vite's output under assets/: `name-<8+ char hash>.ext`, or its precompressed .br or .gz. */
const isHashedAsset = (path: string) => /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.br|\.gz)?$/.test(path);
