import type Database from 'better-sqlite3';

/**
 * A statement prepared once per SQLite connection and reused on every call: preparing costs tens of
 * microseconds, a hot path (every authenticated request) must not pay it each time. Keyed weakly by
 * the connection, so a world's replaced or closed database takes its statements with it.
 */
export function perConnection<P extends unknown[] = unknown[], R = unknown>(
  sql: string,
): (sqlite: Database.Database) => Database.Statement<P, R> {
  const statements = new WeakMap<Database.Database, Database.Statement<P, R>>();
  return (sqlite) => {
    let statement = statements.get(sqlite);
    if (!statement) {
      statement = sqlite.prepare<P, R>(sql);
      statements.set(sqlite, statement);
    }
    return statement;
  };
}

/** Statements of SQL composed at run time (a few shapes per query), prepared once per connection each. */
export function statementCache(): (sqlite: Database.Database, sql: string) => Database.Statement {
  const byConnection = new WeakMap<Database.Database, Map<string, Database.Statement>>();
  return (sqlite, sql) => {
    let statements = byConnection.get(sqlite);
    if (!statements) {
      statements = new Map();
      byConnection.set(sqlite, statements);
    }
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

const totalChanges = perConnection<[], number>('select total_changes()');

/**
 * A value read from the database, reused until anything is written through this connection: the
 * key's reader runs again after any INSERT, UPDATE or DELETE (total_changes(), which costs a tenth
 * of a microsecond to ask, where a row lookup costs microseconds). Exact because a world's
 * connection is the only writer of its database: a restored or reset world gets a new connection.
 */
export function untilNextWrite<T>(sqlite: Database.Database, key: string, read: () => T): T {
  const changes = totalChanges(sqlite).pluck().get()!;
  let cache = readsByConnection.get(sqlite);
  if (!cache || cache.changes !== changes) {
    cache = { changes, values: new Map() };
    readsByConnection.set(sqlite, cache);
  }
  if (cache.values.has(key)) return cache.values.get(key) as T;
  const value = read();
  if (cache.values.size >= READS_PER_CONNECTION) cache.values.clear();
  cache.values.set(key, value);
  return value;
}

const readsByConnection = new WeakMap<Database.Database, { changes: number; values: Map<string, unknown> }>();
const READS_PER_CONNECTION = 10_000;
