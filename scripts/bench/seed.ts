/**
 * A benchmark's seeding process: makes a world of N cards into a fresh database file and reports
 * how long it took and the peak memory of the whole process, as one JSON line on stdout.
 *
 * Usage: `node --import tsx scripts/bench/seed.ts <dbFile> <cards>`
 */
import { rmSync, statSync } from 'node:fs';
import { openDatabase } from '../../db/connection.ts';
import { seedDatabase } from '../../db/seed/index.ts';

const [file, cardsArg] = process.argv.slice(2);
if (!file || !cardsArg) throw new Error('usage: seed.ts <dbFile> <cards>');
for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });

const phases: { name: string; ms: number }[] = [];
const started = performance.now();
const conn = openDatabase(file);
seedDatabase(conn, {
  cards: Number(cardsArg),
  now: Date.now(),
  onPhase: (name, ms) => phases.push({ name, ms }),
});
conn.sqlite.close();
const ms = performance.now() - started;
const maxRssMB = process.resourceUsage().maxRSS / 1024;

const stats = openDatabase(file);
const count = (sql: string) => (stats.sqlite.prepare(sql).get() as { n: number }).n;
console.log(
  JSON.stringify({
    ms,
    maxRssMB,
    phases,
    bytes: statSync(file).size,
    cards: count('select count(*) as n from cards'),
    usageRows: count('select count(*) as n from card_usage_monthly'),
    clients: count('select count(*) as n from clients'),
    mainClients: count('select count(*) as n from clients where parent_id is null'),
    largestTree: count('select max(n) as n from (select count(*) as n from cards group by main_client_id)'),
    demoTree: count(
      "select count(*) as n from cards where main_client_id = (select client_id from users where username = 'demo')",
    ),
  }),
);
stats.sqlite.close();
