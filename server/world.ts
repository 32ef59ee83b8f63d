import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { type Connection, openDatabase } from '../db/connection.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { type Clock, createClock } from './clock.ts';
import type { EmulatorConfig } from './config.ts';
import type { AppDeps } from './context.ts';
import { FaultStore } from './faults.ts';
import { installChangeTracking, Journal } from './journal.ts';

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
  lastUsed = Date.now();

  constructor(
    readonly name: string,
    private conn: Connection,
    readonly clock: Clock,
    readonly config: EmulatorConfig,
    /** The database file, or null for an in-memory world. */
    private readonly file: string | null,
  ) {
    installChangeTracking(conn.sqlite);
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

export interface WorldManagerOptions {
  defaultConnection: Connection;
  /** The default world's database file; null when in memory. */
  defaultFile: string | null;
  clock: Clock;
  config: EmulatorConfig;
  seedCards: number;
  seed?: number;
  /** A pinned start: the seed and every named world's clock start here rather than at "now". */
  epoch?: number;
  /** Named worlds kept at once; the least recently used is dropped beyond it. */
  maxWorlds?: number;
  /** Runs after a world's data is replaced (e.g. to keep the signing key with the data). */
  afterReplace?: (world: World) => void;
}

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
    );
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

  /** The world a request names, created from the seed on first use. */
  get(name: string | undefined): World {
    if (!name) return this.defaultWorld;
    let world = this.named.get(name);
    if (!world) {
      world = new World(
        name,
        openDatabase(this.seedImage()),
        createClock(this.options.epoch ?? this.options.clock.now(), this.options.clock.frozen),
        this.options.config,
        null,
      );
      this.named.set(name, world);
      this.options.afterReplace?.(world);
      this.evict();
    }
    world.lastUsed = Date.now();
    return world;
  }

  list(): World[] {
    return [this.defaultWorld, ...this.named.values()];
  }

  /** Back to the seeded state: data, clock, scenario and no faults. Snapshots and the journal stay. */
  async reset(world: World): Promise<void> {
    await world.replaceData(this.seedImage());
    world.clock.reset();
    world.upgrade = false;
    world.faults.clear();
    this.options.afterReplace?.(world);
  }

  async restore(world: World, snapshot: string): Promise<boolean> {
    const image = world.snapshots.get(snapshot);
    if (!image) return false;
    await world.replaceData(image);
    this.options.afterReplace?.(world);
    return true;
  }

  private evict(): void {
    const max = this.options.maxWorlds ?? 32;
    while (this.named.size > max) {
      const oldest = [...this.named.values()].sort((a, b) => a.lastUsed - b.lastUsed)[0]!;
      oldest.close();
      this.named.delete(oldest.name);
    }
  }

  close(): void {
    for (const world of this.list()) world.close();
  }
}
