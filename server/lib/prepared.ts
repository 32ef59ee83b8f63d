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

const stampQuery = perConnection<[], [number, number]>(
  'select total_changes(), data_version from pragma_data_version',
);

/**
 * A stamp that changes whenever the database may have changed: any row written through this
 * connection (total_changes) or committed by another one (data_version). A value cached with the
 * stamp it was read at is exact for as long as the stamp stays the same.
 */
export function changeStamp(sqlite: Database.Database): string {
  const [changes, version] = stampQuery(sqlite).raw().get()!;
  return `${changes}:${version}`;
}
