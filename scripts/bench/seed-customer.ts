/**
 * A benchmark's second seeding process: adds the one very large customer (LARGE_CUSTOMER, issue 22)
 * with N cards to a database `seed.ts` made, on the clock the world was seeded with, and reports
 * the time, the peak memory of the whole process and the sizes, as one JSON line on stdout.
 *
 * Usage: `node --import tsx scripts/bench/seed-customer.ts <dbFile> <cards>`
 */
import { statSync } from 'node:fs';
import { openDatabase } from '../../db/connection.ts';
import { LARGE_CUSTOMER, seedLargeCustomer } from '../../db/seed/large-customer.ts';

const [file, cardsArg] = process.argv.slice(2);
if (!file || !cardsArg) throw new Error('usage: seed-customer.ts <dbFile> <cards>');

const phases: { name: string; ms: number }[] = [];
const started = performance.now();
const conn = openDatabase(file);
const count = (sql: string, ...params: unknown[]) =>
  (conn.sqlite.prepare(sql).get(...params) as { n: number }).n;
const seededAt = Number(
  (conn.sqlite.prepare("select value from settings where key = 'seeded_at'").get() as { value: string })
    .value,
);
const clientId = seedLargeCustomer(conn, {
  cards: Number(cardsArg),
  now: seededAt,
  onPhase: (name, ms) => phases.push({ name, ms }),
});
const ms = performance.now() - started;
const maxRssMB = process.resourceUsage().maxRSS / 1024;
console.log(
  JSON.stringify({
    ms,
    maxRssMB,
    phases,
    bytes: statSync(file).size,
    clientId,
    username: LARGE_CUSTOMER.username,
    password: LARGE_CUSTOMER.password,
    cards: count('select count(*) as n from cards'),
    customerCards: count('select count(*) as n from cards where main_client_id = ?', clientId),
    usageRows: count('select count(*) as n from card_usage_monthly'),
  }),
);
conn.sqlite.close();
