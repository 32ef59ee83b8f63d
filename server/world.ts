import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type Connection, openDatabase } from '../db/connection.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { type Clock, createClock } from './clock.ts';
import type { EmulatorConfig } from './config.ts';
import type { AppDeps } from './context.ts';
import { FaultStore } from './faults.ts';
import { installChangeTracking, Journal } from './journal.ts';
import type { Throttle } from './lib/throttle.ts';

/**
 * One isolated copy of the emulated platform: its database, clock, scenario, fault rules, request
 * journal and snapshots. The default world serves requests without a session header; each
 * `X-Emulator-Session: <name>` gets its own, created on first use from the seed.
 */
export class World implements AppDeps {
  readonly journal = new Journal();
  readonly snapshots = new Map<string, Buffer>();
  readonly faults = new FaultStore();
  /** Upgrade mode: every /ep/api call answers 905 while it is on. */
  upgrade = false;
  /** Bumped by every write to cards and every move of the clock; read models cache against it. */
  cardsVersion = 0;
  /** When a request last named it, on the wall clock: a world used lately is never evicted. */
  lastUsed = 0;

  constructor(
    readonly name: string,
    private conn: Connection,
    readonly clock: Clock,
    readonly config: EmulatorConfig,
    /** The database file, or null for an in-memory world. */
    private readonly file: string | null,
    /** The process's rate limits, shared by every world: they follow the caller's address. */
    readonly throttle: Throttle,
    /** Where this world's uploads are kept; removed with the world and on its reset. */
    readonly uploadDir: string,
  ) {
    installChangeTracking(conn.sqlite);
  }

  /** Removes every file uploaded in this world. */
  removeUploads(): void {
    rmSync(this.uploadDir, { recursive: true, force: true });
  }

  get db() {
    return this.conn.db;
  }
  get sqlite() {
    return this.conn.sqlite;
  }

  /** Replaces the whole database with a serialized one (a snapshot or the seed), in milliseconds. */
  async replaceData(image: Buffer): Promise<void> {
    this.conn.sqlite.close();
    if (this.file) {
      for (const suffix of ['', '-wal', '-shm']) rmSync(this.file + suffix, { force: true });
      const source = new Database(image);
      await source.backup(this.file);
      source.close();
      this.conn = openDatabase(this.file);
    } else {
      this.conn = openDatabase(image);
    }
    installChangeTracking(this.conn.sqlite);
    this.cardsVersion++;
  }

  saveSnapshot(name: string): number {
    const image = this.sqlite.serialize();
    this.snapshots.set(name, image);
    return image.length;
  }

  close(): void {
    this.conn.sqlite.close();
  }
}

interface WorldManagerOptions {
  defaultConnection: Connection;
  /** The default world's database file; null when in memory. */
  defaultFile: string | null;
  clock: Clock;
  config: EmulatorConfig;
  seedCards: number;
  seed?: number;
  /** A pinned start: the seed and every named world's clock start here rather than at "now". */
  epoch?: number;
  /** Named worlds kept at once (default 32). */
  maxWorlds?: number;
  /** Runs after a world's data is replaced (e.g. to keep the signing key with the data). */
  afterReplace?: (world: World) => void;
  /** The rate limits, on the wall clock. */
  throttle: Throttle;
  /** The directory holding every world's uploads, one folder per world. */
  uploadRoot: string;
}

/** A world unused this long may be evicted to make room for a new one; one used since never is. */
export const WORLD_IDLE_MS = 10 * 60_000;

/** Why a new world was not created: the caller lacks the control token, is too fast, or all are in use. */
export class WorldRefused extends Error {
  constructor(
    readonly reason: 'token' | 'rate' | 'full',
    readonly seconds = 0,
  ) {
    super(reason);
  }
}

/** Who asks for a world: its address, and whether it may create one (the control token, when set). */
interface WorldCaller {
  address: string;
  mayCreate: boolean;
}

/** A world's folder under the upload root: prefixed, so no session name ('..') is a path of its own. */
const uploadFolder = (name: string | null) => (name === null ? 'default' : `session-${name}`);

export class WorldManager {
  readonly defaultWorld: World;
  private readonly named = new Map<string, World>();
  private template: Buffer | null = null;

  constructor(private readonly options: WorldManagerOptions) {
    this.defaultWorld = new World(
      'default',
      options.defaultConnection,
      options.clock,
      options.config,
      options.defaultFile,
      options.throttle,
      join(options.uploadRoot, uploadFolder(null)),
    );
  }

  get uploadRoot(): string {
    return this.options.uploadRoot;
  }

  get maxWorlds(): number {
    return this.options.maxWorlds ?? 32;
  }

  /** The seeded state, built once per process and copied for every new or reset world. */
  private seedImage(): Buffer {
    if (!this.template) {
      const conn = openDatabase(':memory:');
      seedDatabase(conn, {
        cards: this.options.seedCards,
        seed: this.options.seed,
        now: this.options.epoch ?? this.options.clock.now(),
      });
      this.template = conn.sqlite.serialize();
      conn.sqlite.close();
    }
    return this.template;
  }

  /**
   * The world a request names, created from the seed on first use. Creating one is limited per
   * address, needs the control token when one is set, and evicts only a world idle for
   * WORLD_IDLE_MS: when every kept world is in use, it is refused (WorldRefused).
   */
  get(name: string | undefined, caller?: WorldCaller): World {
    if (!name) return this.defaultWorld;
    const now = this.options.throttle.now();
    let world = this.named.get(name);
    if (!world) {
      if (caller && !caller.mayCreate) throw new WorldRefused('token');
      if (this.named.size >= this.maxWorlds && !this.evictIdle(now)) throw new WorldRefused('full');
      if (caller) {
        const wait = this.options.throttle.take(
          `world-create:${caller.address}`,
          this.options.config.limits.worldsPerAddress,
        );
        if (wait > 0) throw new WorldRefused('rate', wait);
      }
      world = new World(
        name,
        openDatabase(this.seedImage()),
        createClock(this.options.epoch ?? this.options.clock.now(), this.options.clock.frozen),
        this.options.config,
        null,
        this.options.throttle,
        join(this.options.uploadRoot, uploadFolder(name)),
      );
      this.named.set(name, world);
      this.options.afterReplace?.(world);
    }
    world.lastUsed = now;
    return world;
  }

  list(): World[] {
    return [this.defaultWorld, ...this.named.values()];
  }

  /** Back to the seeded state: data, clock, scenario, no faults, no uploads. Snapshots and the journal stay. */
  async reset(world: World): Promise<void> {
    await world.replaceData(this.seedImage());
    world.clock.reset();
    world.upgrade = false;
    world.faults.clear();
    world.removeUploads();
    this.options.afterReplace?.(world);
  }

  async restore(world: World, snapshot: string): Promise<boolean> {
    const image = world.snapshots.get(snapshot);
    if (!image) return false;
    await world.replaceData(image);
    this.options.afterReplace?.(world);
    return true;
  }

  /** Drops a named world with its data and uploads; false for the default world or an unknown name. */
  delete(name: string): boolean {
    const world = this.named.get(name);
    if (!world) return false;
    this.named.delete(name);
    world.close();
    world.removeUploads();
    return true;
  }

  /** Evicts the least recently used world idle for WORLD_IDLE_MS; false when every one is in use. */
  private evictIdle(now: number): boolean {
    let oldest: World | null = null;
    for (const world of this.named.values()) {
      if (now - world.lastUsed >= WORLD_IDLE_MS && (!oldest || world.lastUsed < oldest.lastUsed))
        oldest = world;
    }
    return oldest !== null && this.delete(oldest.name);
  }

  close(): void {
    for (const world of this.list()) world.close();
  }
}
