import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { installCardCounts } from './card-counts.ts';
import { installPaymentRevenue } from './payment-revenue.ts';
import * as schema from './schema.ts';

export type Db = BetterSQLite3Database<typeof schema>;

export interface Connection {
  sqlite: Database.Database;
  db: Db;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens (creating if needed) a database file, `:memory:`, or an in-memory copy of a serialized
 * database (`sqlite.serialize()`), and applies the generated migrations.
 */
export function openDatabase(source: string | Buffer): Connection {
  const sqlite = new Database(source);
  if (typeof source === 'string' && source !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder });
  // Issue 41: the triggers that keep each client's cards counted (db/card-counts.ts).
  installCardCounts(sqlite);
  // Issue 41: the trigger that sums each card's charges per month (db/payment-revenue.ts).
  installPaymentRevenue(sqlite);
  return { sqlite, db };
}
