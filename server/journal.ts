import type Database from 'better-sqlite3';
import { perConnection } from './lib/prepared.ts';

export interface JournalEntry {
  at: string;
  method: string;
  path: string;
  user: string | null;
  /** The envelope's business code, or the HTTP status when there is no envelope. */
  code: number;
  status: number;
  duration_ms: number;
  /** Tables the request wrote to. */
  tables: string[];
}

/** The last requests of a world, in a fixed-size ring so memory stays flat under any load. */
export class Journal {
  private readonly entries: (JournalEntry | undefined)[];
  private next = 0;
  private size = 0;

  constructor(readonly capacity = 500) {
    this.entries = new Array(capacity);
  }

  add(entry: JournalEntry): void {
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
    this.size = Math.min(this.size + 1, this.capacity);
  }

  /** Newest first. */
  latest(limit = this.capacity): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let i = 1; i <= Math.min(limit, this.size); i++) {
      out.push(this.entries[(this.next - i + this.capacity) % this.capacity]!);
    }
    return out;
  }

  clear(): void {
    this.entries.fill(undefined);
    this.next = 0;
    this.size = 0;
  }
}

/**
 * Records which tables a request writes to: temporary triggers on every table note the table's
 * name in a temporary table, read and cleared around each request. Installed per connection,
 * after seeding, so bulk loads pay nothing. The trigger checks before inserting instead of using
 * INSERT OR IGNORE: an UPSERT's conflict handling would override the trigger's and fail it.
 */
export function installChangeTracking(sqlite: Database.Database): void {
  sqlite.exec('create temp table if not exists _changed (tbl text primary key) without rowid');
  const tables = sqlite
    .prepare<[], { name: string }>(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
    )
    .all();
  for (const { name } of tables) {
    for (const event of ['insert', 'update', 'delete']) {
      sqlite.exec(
        `create temp trigger if not exists _track_${name}_${event} after ${event} on main."${name}"
         begin
           insert into temp._changed select '${name}' where not exists (select 1 from temp._changed where tbl = '${name}');
         end`,
      );
    }
  }
}

// Prepared once per connection: this runs twice on every request.
const changedRows = perConnection<[], { tbl: string }>('select tbl from temp._changed order by tbl');
const clearChanged = perConnection('delete from temp._changed');

export function takeChangedTables(sqlite: Database.Database): string[] {
  const rows = changedRows(sqlite).all();
  if (rows.length > 0) clearChanged(sqlite).run();
  return rows.map((r) => r.tbl);
}
