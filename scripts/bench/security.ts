/**
 * Security awareness at scale (issue 44), on a seeded 1,000,000-card database file (a copy: this
 * writes to it): one day of every card's traffic generated as the clock does it, then a directed
 * group of 40,000 cards with a day of traffic, and its chart (top destinations, allowed against
 * blocked, trend over 14 days) timed 200 times. Prints one JSON line.
 *
 * Usage: `node --import tsx scripts/bench/security.ts <dbFile>`
 */
import { openDatabase } from '../../db/connection.ts';
import { dayOf, generateTrafficDay } from '../../db/sap-traffic.ts';
import { trafficChart } from '../../server/services/sap-chart.ts';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: security.ts <dbFile>');
const { sqlite } = openDatabase(file);
const count = (sql: string, ...params: unknown[]) => (sqlite.prepare(sql).get(...params) as { n: number }).n;

const last = count('select coalesce(max(day), 0) as n from sap_traffic_days') || dayOf(Date.now()) - 1;

// A group of 40,000 cards of one customer: the largest synthetic tree's first 40,000 cards (those
// in service have traffic; the others are members all the same, as in a customer's real group).
const main = count(
  'select main_client_id as n from cards group by main_client_id order by count(*) desc limit 1',
);
const groupId = Number(
  sqlite
    .prepare(
      "insert into sap_groups (main_client_id, name, mode, remark, created_at, created_by) values (?, 'bench', 'block', '', ?, 'bench')",
    )
    .run(main, Date.now()).lastInsertRowid,
);
sqlite
  .prepare(
    `insert into sap_hosts (group_id, address, kind, port, protocol, status, created_at, applied_at)
     values (?, '223.5.5.5', 'ip', 53, 'udp', 'active', ?, ?)`,
  )
  .run(groupId, Date.now(), Date.now());
const members = sqlite
  .prepare(
    `insert or ignore into sap_group_cards (card_id, group_id, added_at, added_by)
     select id, ?, ?, 'bench' from cards where main_client_id = ?
       and id not in (select card_id from sap_group_cards) order by id limit 40000`,
  )
  .run(groupId, Date.now(), main).changes;

const cards = count("select count(*) as n from cards where status = 'active'");
const started = performance.now();
const rows = generateTrafficDay(sqlite, last + 1, Date.now());
const dayMs = performance.now() - started;

const days = Array.from({ length: 14 }, (_, i) => last + 1 - 13 + i);
const times: number[] = [];
let chart = trafficChart(sqlite, { groupId }, days);
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  chart = trafficChart(sqlite, { groupId }, days);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const card = count('select card_id as n from sap_group_cards where group_id = ? limit 1', groupId);
const cardTimes: number[] = [];
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  trafficChart(sqlite, { cardId: card }, days);
  cardTimes.push(performance.now() - t0);
}
cardTimes.sort((a, b) => a - b);
const pick = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
console.log(
  JSON.stringify({
    cards,
    rows,
    dayMs,
    members,
    groupFlows: chart.top.reduce((s, d) => s + d.flows, 0),
    chartP50: pick(times, 50),
    chartP95: pick(times, 95),
    cardP95: pick(cardTimes, 95),
  }),
);
sqlite.close();
