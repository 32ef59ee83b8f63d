/**
 * What the benchmark asks of the one very large customer (issue 22) besides the card list's cases:
 * the home page's endpoints, the card data search's filters and the status query's number lists,
 * each with the answer a plain SQL query on a separate read-only connection expects.
 */
import { LINE_CHART_DAYS, TOP_CARDS } from '#contract';
import { scanDays } from '../../db/usage-summary.ts';

type Db = import('better-sqlite3').Database;

interface HomeCase {
  name: string;
  path: string;
  /** Whether the answer's figures equal the plain queries' (null: nothing exact to compare). */
  exact(data: unknown): boolean | null;
  /** A target for the first call (ms), where the issue sets one. */
  firstTarget?: number;
}

/** The home page's figures of a main client, each compared with a plain query of its tree's cards. */
export function homeCases(db: Db, clientId: number, monthBounds: [number, number]): HomeCase[] {
  const grouped = (column: 'status' | 'carrier') =>
    new Map(
      (
        db
          .prepare(`select ${column} as k, count(*) as n from cards where main_client_id = ? group by 1`)
          .all(clientId) as { k: string; n: number }[]
      ).map((r) => [r.k, r.n]),
    );
  const total = () =>
    (db.prepare('select count(*) as n from cards where main_client_id = ?').get(clientId) as { n: number }).n;
  const sameSlices = (slices: { key: string; value: number }[], expected: Map<string, number>) =>
    slices.every((s) => s.value === (expected.get(s.key) ?? 0));
  return [
    {
      name: 'GET /index/header/ (four counts)',
      path: '/ep/api/index/header/',
      exact: (data) => {
        const d = data as { count: number; normal_count: number; not_active: number; expiry_count: number };
        const byStatus = grouped('status');
        const expiring = (
          db
            .prepare(
              'select count(*) as n from cards where main_client_id = ? and expires_at >= ? and expires_at < ?',
            )
            .get(clientId, ...monthBounds) as { n: number }
        ).n;
        return (
          d.count === total() &&
          d.normal_count === (byStatus.get('active') ?? 0) &&
          d.not_active === (byStatus.get('pending') ?? 0) &&
          d.expiry_count === expiring
        );
      },
    },
    {
      name: 'GET /index/pie_chart/ (status, carrier)',
      path: '/ep/api/index/pie_chart/',
      exact: (data) => {
        const d = data as {
          total: number;
          by_status: { key: string; value: number }[];
          by_carrier: { key: string; value: number }[];
        };
        return (
          d.total === total() &&
          sameSlices(d.by_status, grouped('status')) &&
          sameSlices(d.by_carrier, grouped('carrier'))
        );
      },
    },
    {
      name: `GET /index/line_chart/ (${LINE_CHART_DAYS} days)`,
      path: '/ep/api/index/line_chart/',
      // Read from the per-day usage summary (issue 41): every day equals a full scan of the cards.
      firstTarget: 100,
      exact: (data) => {
        const days = (data as { days: { date: string; usage_mb: number }[] }).days;
        const scanned = scanDays(
          db,
          { column: 'main_client_id', clientId },
          days.map((d) => d.date),
          Date.now(),
        );
        return (
          days.length === LINE_CHART_DAYS && days.every((d) => d.usage_mb === (scanned.get(d.date) ?? 0))
        );
      },
    },
    {
      name: `GET /index/top5_table/ (top ${TOP_CARDS})`,
      path: '/ep/api/index/top5_table/',
      exact: (data) => {
        const ids = db
          .prepare(
            `select id from cards where main_client_id = ? and usage_mb > 0
             order by usage_mb desc, id desc limit ${TOP_CARDS}`,
          )
          .pluck()
          .all(clientId) as number[];
        const got = (data as { items: { card_id: number }[] }).items.map((i) => i.card_id);
        return JSON.stringify(got) === JSON.stringify(ids);
      },
    },
  ];
}

interface DataSearchCase {
  name: string;
  query: Record<string, string>;
}

/** The card data search's filters (a full number of any type, status, carrier, plan, months), paged and ordered. */
export function dataSearchCases(db: Db, clientId: number, now: number): DataSearchCase[] {
  const card = db
    .prepare(
      `select iccid, msisdn, imsi, plan_id as planId from cards where main_client_id = ?
       order by id limit 1 offset 4321`,
    )
    .get(clientId) as { iccid: string; msisdn: string; imsi: string; planId: number };
  const month = (back: number) => {
    const local = new Date(now + 8 * 3_600_000);
    return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1))
      .toISOString()
      .slice(0, 7);
  };
  const plan = String(card.planId);
  return [
    { name: 'no filter (the last 6 months)', query: {} },
    { name: 'status=active', query: { status: 'active' } },
    { name: 'carrier=cucc', query: { carrier: 'cucc' } },
    { name: 'plan_id', query: { plan_id: plan } },
    { name: 'status + carrier', query: { status: 'suspended', carrier: 'cmcc' } },
    { name: 'status + carrier + plan', query: { status: 'active', carrier: 'cmcc', plan_id: plan } },
    { name: 'number = full ICCID', query: { number: card.iccid } },
    { name: 'number = full MSISDN', query: { number: card.msisdn } },
    { name: 'number = full IMSI', query: { number: card.imsi } },
    { name: 'the last 3 months', query: { month_start: month(2), month_end: month(0) } },
    { name: 'one past month', query: { month_start: month(1), month_end: month(1) } },
    { name: 'oldest first (order asc)', query: { order: 'asc' } },
    { name: 'page 50 (offset 980)', query: { page: '50' } },
    { name: 'status=testing, page 30', query: { status: 'testing', page: '30' } },
  ];
}

/** The data search's exact total by a plain count: a full number in any of the six number columns. */
export function dataSearchTotal(db: Db, clientId: number, query: Record<string, string>): number {
  const where = ['main_client_id = ?'];
  const params: unknown[] = [clientId];
  if (query.number) {
    const columns = ['iccid', 'msisdn', 'imsi', 'eid', 'oc_imsi', 'o_iccid'];
    where.push(`(${columns.map((c) => `${c} = ?`).join(' or ')})`);
    params.push(...columns.map(() => query.number));
  }
  for (const key of ['status', 'carrier', 'plan_id']) {
    if (query[key]) {
      where.push(`${key} = ?`);
      params.push(query[key]);
    }
  }
  return (
    db.prepare(`select count(*) as n from cards where ${where.join(' and ')}`).get(...params) as { n: number }
  ).n;
}

interface StatusCase {
  name: string;
  numbers: string[];
  /** How many of the numbers are the customer's cards. */
  expectedFound: number;
}

/** Pasted lists of 200 numbers (the most the screen takes): the customer's, others' and unknown ones. */
export function statusCases(db: Db, clientId: number): StatusCase[] {
  // Cards spread over the customer's (or others') id range: the order of a hash of the id.
  const numbers = (column: string, salt: number, count: number, others = false) =>
    db
      .prepare(
        `select ${column} from cards where main_client_id ${others ? '<>' : '='} ?
         order by (id * 2654435761 + ${salt}) % 1000003 limit ${count}`,
      )
      .pluck()
      .all(clientId) as string[];
  // Each number looked up in each number column's own index.
  const inColumn = (column: string) =>
    `exists (select 1 from cards c where c.${column} = j.value and c.main_client_id = @client)`;
  const found = (list: string[]) =>
    (
      db
        .prepare(
          `select count(*) as n from json_each(@list) j where ${['iccid', 'msisdn', 'imsi', 'eid', 'oc_imsi', 'o_iccid'].map(inColumn).join(' or ')}`,
        )
        .get({ list: JSON.stringify(list), client: clientId }) as { n: number }
    ).n;
  const iccids = numbers('iccid', 1, 200);
  const mixed = [
    ...new Set([
      ...numbers('iccid', 2, 80),
      ...numbers('msisdn', 3, 50),
      ...numbers('imsi', 4, 30),
      ...numbers('iccid', 5, 20, true),
      ...Array.from({ length: 20 }, (_, i) => `898600000000000${String(10_000 + i)}`),
    ]),
  ];
  return [
    { name: '200 of its ICCIDs', numbers: iccids, expectedFound: found(iccids) },
    { name: "200 mixed: 3 number types, others', none", numbers: mixed, expectedFound: found(mixed) },
  ];
}

/** The parts of /report/chart's answer the bench compares with plain queries. */
export interface ReportChartData {
  kpis: { cards: number };
  by_status: { key: string; value: number }[];
  usage_days: { date: string; usage_mb: number }[];
  expiring: { from: string; to: string; count: number }[];
}

interface ReportChartCase {
  name: string;
  query: Record<string, string>;
  exact(data: ReportChartData): boolean;
  firstTarget?: number;
}

/**
 * /report/chart (issue 41) with every filter: the whole tree (its first call under 100 ms), a carrier,
 * a branch, a branch and a carrier, last month, and all three. Each answer's card and status counts
 * and its expiring cards are compared with plain counts of the cards; the whole tree's days of usage
 * with a full scan (db/usage-summary.ts `scanDays`).
 */
export function reportChartCases(db: Db, clientId: number, now: number): ReportChartCase[] {
  const branch = db
    .prepare('select min(id) from clients where main_id = ? and id <> ?')
    .pluck()
    .get(clientId, clientId) as number;
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  const thisMonth = day(now).slice(0, 7);
  const [y, m] = thisMonth.split('-').map(Number) as [number, number];
  const lastMonth = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
  const exactFor =
    (query: Record<string, string>, scanUsage = false) =>
    (data: ReportChartData) => {
      const where = [query.client_id ? 'client_id = ?' : 'main_client_id = ?'];
      const params: unknown[] = [query.client_id ? Number(query.client_id) : clientId];
      if (query.carrier) {
        where.push('carrier = ?');
        params.push(query.carrier);
      }
      const byStatus = new Map(
        (
          db
            .prepare(`select status as k, count(*) as n from cards where ${where.join(' and ')} group by 1`)
            .all(...params) as { k: string; n: number }[]
        ).map((r) => [r.k, r.n]),
      );
      const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
      const dayOf = "date((expires_at + 28800000) / 1000, 'unixepoch')";
      const expiringOk = data.expiring.every(
        (w) =>
          w.count ===
          (db
            .prepare(`select count(*) from cards where ${where.join(' and ')} and ${dayOf} between ? and ?`)
            .pluck()
            .get(...params, w.from, w.to) as number),
      );
      let usageOk = true;
      if (scanUsage) {
        const scanned = scanDays(
          db,
          { column: 'main_client_id', clientId },
          data.usage_days.map((d) => d.date),
          now,
        );
        usageOk = data.usage_days.every((d) => d.usage_mb === (scanned.get(d.date) ?? 0));
      }
      return (
        data.kpis.cards === total &&
        data.by_status.every((s) => s.value === (byStatus.get(s.key) ?? 0)) &&
        expiringOk &&
        usageOk
      );
    };
  const cases: [string, Record<string, string>, number?][] = [
    ['whole tree, this month', {}, 100],
    ['carrier cmcc', { carrier: 'cmcc' }],
    ['carrier ctcc', { carrier: 'ctcc' }],
    ['a branch', { client_id: String(branch) }],
    ['a branch, carrier cucc', { client_id: String(branch), carrier: 'cucc' }],
    [`last month (${lastMonth})`, { month: lastMonth }],
    ['a branch, cmcc, last month', { client_id: String(branch), carrier: 'cmcc', month: lastMonth }],
  ];
  return cases.map(([name, query, firstTarget], i) => ({
    name,
    query,
    exact: exactFor(query, i === 0),
    firstTarget,
  }));
}
