import type Database from 'better-sqlite3';
import type { Lang, LoginType, PermCode } from '#contract';
import type { Db } from '../db/connection.ts';
import type { Clock } from './clock.ts';
import type { EmulatorConfig } from './config.ts';
import type { Throttle } from './lib/throttle.ts';
import type { World, WorldManager } from './world.ts';

/** What every route and service may use: the world's state, its time and the emulator's settings. */
export interface AppDeps {
  /** The world's name ('default' without a session header). */
  name: string;
  db: Db;
  sqlite: Database.Database;
  clock: Clock;
  config: EmulatorConfig;
  /** The process's rate limits (they follow the caller's address, whatever the world). */
  throttle: Throttle;
  /** Where this world's uploads are kept. */
  uploadDir: string;
}

/** The caller, resolved from a valid token on every gated request. */
export interface AuthContext {
  jti: string;
  /**
   * The user account the caller acts as: its own, or, for a support user switched into a customer,
   * the customer's account. What an account owns (the SMS it sent, the tasks it started, the
   * operator named on them) follows this user, so a switched support user sees and does what the
   * customer's own account sees and does (func_front_sms_by_user included).
   */
  userId: number;
  username: string;
  /**
   * The person holding the token: the support user while it is switched into a customer, else the
   * same user as userId. Only what is the person's own reads it: the way back, its notices, its
   * WeChat binding, its profile and the events its browser reports.
   */
  person: { userId: number; username: string };
  loginType: LoginType;
  /** The client the caller acts for; null for a support user in the support view. */
  clientId: number | null;
  /** True when clientId is a main client (it then sees its sub-clients' cards too). */
  isMainClient: boolean;
  codes: ReadonlySet<PermCode>;
}

declare module 'fastify' {
  interface FastifyInstance {
    worlds: WorldManager;
    /** The default world (tests use it to read and change state directly). */
    deps: World;
  }
  interface FastifyRequest {
    lang: Lang;
    auth: AuthContext | null;
    /** The decoded path the router matched (server/lib/request-path.ts): what every guard reads. */
    pathname: string;
    /** True when pathname is under /ep/api: the answer is the envelope. */
    isApi: boolean;
    /** The world this request addresses (X-Emulator-Session), resolved first. */
    world: World;
    startedAt: number;
    /**
     * What a write's handler says about itself for the operation log, when the caller's own
     * client or the request's fields do not say it (a support action names the card's client).
     */
    operation?: { clientId?: number | null; object?: string };
  }
  interface FastifyReply {
    /** The envelope code sent, for the journal. */
    bizCode?: number;
  }
}
