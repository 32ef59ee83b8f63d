/**
 * The cards counted per client (issue 41): `client_card_counts` holds each client's cards by carrier
 * and status, `client_card_days` its cards by carrier and the day (UTC+8) they were activated on or
 * expire on. /report/chart reads these few rows, so a customer of a million cards is never scanned
 * for its status split, its activations or its cards expiring soon.
 *
 * Triggers on `cards` keep both exact whatever writes a card (an import, the clock, a batch, a
 * support action): every insert, delete, and change of holder, carrier, status, activation or expiry
 * moves one count from the old key to the new. They are made at every open (`installCardCounts`,
 * `create trigger if not exists`), so no migration has to carry them. A bulk load may drop them and
 * count once at its end (`withoutCardCountTriggers`); a database from before them is counted at
 * start (`backfillCardCounts`).
 *
 * The triggers update a key's row, then insert it where it is missing (never an UPSERT): an outer
 * `insert or ignore` into cards would otherwise override the trigger's own conflict handling.
 */
import type Database from 'better-sqlite3';

type Sqlite = Database.Database;

/** A day (UTC+8) of an epoch-ms column, as 'YYYY-MM-DD'. */
const dayOf = (column: string) => `date((${column} + 28800000) / 1000, 'unixepoch')`;

/** Adds `delta` to a client's count of (carrier, status). `row` is `new` or `old`. */
const countStatus = (row: 'new' | 'old', delta: 1 | -1) => `
  update client_card_counts set n = n + (${delta})
    where client_id = ${row}.client_id and carrier = ${row}.carrier and status = ${row}.status;
  insert into client_card_counts (client_id, main_client_id, carrier, status, n)
    select ${row}.client_id, ${row}.main_client_id, ${row}.carrier, ${row}.status, ${delta}
    where not exists (select 1 from client_card_counts
      where client_id = ${row}.client_id and carrier = ${row}.carrier and status = ${row}.status);`;

type DayKind = 'activated' | 'expires';
const DAY_COLUMNS: Record<DayKind, string> = { activated: 'activated_at', expires: 'expires_at' };

/** Adds `delta` to a client's count of cards of its carrier activated (or expiring) on the row's day. */
const countDay = (kind: DayKind, row: 'new' | 'old', delta: 1 | -1) => {
  const day = dayOf(`${row}.${DAY_COLUMNS[kind]}`);
  const key = `client_id = ${row}.client_id and kind = '${kind}' and day = ${day} and carrier = ${row}.carrier`;
  return `
  update client_card_days set n = n + (${delta}) where ${key} and ${row}.${DAY_COLUMNS[kind]} is not null;
  insert into client_card_days (client_id, main_client_id, kind, carrier, day, n)
    select ${row}.client_id, ${row}.main_client_id, '${kind}', ${row}.carrier, ${day}, ${delta}
    where ${row}.${DAY_COLUMNS[kind]} is not null and not exists (select 1 from client_card_days where ${key});`;
};

const changed = (columns: string[]) => columns.map((c) => `old.${c} is not new.${c}`).join(' or ');
const HOLDER = ['client_id', 'main_client_id', 'carrier'];

const TRIGGERS: Record<string, string> = {
  card_counts_insert: `after insert on cards begin
    ${countStatus('new', 1)} ${countDay('activated', 'new', 1)} ${countDay('expires', 'new', 1)} end`,
  card_counts_delete: `after delete on cards begin
    ${countStatus('old', -1)} ${countDay('activated', 'old', -1)} ${countDay('expires', 'old', -1)} end`,
  card_counts_status: `after update of client_id, main_client_id, carrier, status on cards
    when ${changed([...HOLDER, 'status'])} begin ${countStatus('old', -1)} ${countStatus('new', 1)} end`,
  card_counts_activated: `after update of client_id, main_client_id, carrier, activated_at on cards
    when ${changed([...HOLDER, 'activated_at'])} begin
    ${countDay('activated', 'old', -1)} ${countDay('activated', 'new', 1)} end`,
  card_counts_expires: `after update of client_id, main_client_id, carrier, expires_at on cards
    when ${changed([...HOLDER, 'expires_at'])} begin
    ${countDay('expires', 'old', -1)} ${countDay('expires', 'new', 1)} end`,
};

/** Makes the triggers that keep the counts (at every open of a database; nothing if they exist). */
export function installCardCounts(sqlite: Sqlite): void {
  for (const [name, body] of Object.entries(TRIGGERS)) {
    sqlite.exec(`create trigger if not exists ${name} ${body}`);
  }
}

/** Counts every card again (a database from before the tables, or after a bulk load without triggers). */
export function rebuildCardCounts(sqlite: Sqlite): void {
  sqlite.transaction(() => {
    sqlite.exec(`delete from client_card_counts; delete from client_card_days;
      insert into client_card_counts (client_id, main_client_id, carrier, status, n)
        select client_id, max(main_client_id), carrier, status, count(*) from cards group by client_id, carrier, status;`);
    for (const kind of ['activated', 'expires'] as const) {
      const column = DAY_COLUMNS[kind];
      sqlite.exec(`insert into client_card_days (client_id, main_client_id, kind, carrier, day, n)
        select client_id, max(main_client_id), '${kind}', carrier, ${dayOf(column)} as day, count(*) from cards
        where ${column} is not null group by client_id, day, carrier`);
    }
  })();
}

/**
 * Runs a bulk load of cards without the triggers (a million rows pay nothing per row), then counts
 * every card once and makes the triggers again.
 */
export function withoutCardCountTriggers<T>(sqlite: Sqlite, load: () => T): T {
  for (const name of Object.keys(TRIGGERS)) sqlite.exec(`drop trigger if exists ${name}`);
  try {
    return load();
  } finally {
    rebuildCardCounts(sqlite);
    installCardCounts(sqlite);
  }
}

/** At start: a database with cards but no counts (from before the tables) is counted. True when it was. */
export function backfillCardCounts(sqlite: Sqlite): boolean {
  const has = (sql: string) => sqlite.prepare(sql).get() !== undefined;
  if (has('select 1 from client_card_counts limit 1') || !has('select 1 from cards limit 1')) return false;
  rebuildCardCounts(sqlite);
  return true;
}
