/**
 * Every filter the card list offers, alone and combined, with each sort: the cases the benchmark
 * times through the HTTP API. `indexed` cases (one filter answered by an index) have the 5 ms p95
 * target; every other combination, prefix searches and sorts included, the 20 ms one.
 */
export interface ListCase {
  name: string;
  kind: 'indexed' | 'combination';
  query: Record<string, string>;
}

/** Values of the scope's own data the cases filter by (a card's numbers, its groups, a tag, today). */
export interface SampleCard {
  iccid: string;
  msisdn: string;
  planId: number;
  billingGroupId: number;
  projectGroupId: number;
  /** The scope's most and least used tags. */
  commonTag: string;
  rareTag: string;
  /** Today in UTC+8, `YYYY-MM-DD`. */
  today: string;
}

const DAY = 86_400_000;
/** `date` moved by `days`, as `YYYY-MM-DD`. */
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export function cardListCases(card: SampleCard): ListCase[] {
  const indexed = (name: string, query: Record<string, string>): ListCase => ({
    name,
    kind: 'indexed',
    query,
  });
  const combined = (name: string, query: Record<string, string>): ListCase => ({
    name,
    kind: 'combination',
    query,
  });
  const plan = String(card.planId);
  const group = String(card.billingGroupId);
  const project = String(card.projectGroupId);
  const lastQuarter = { activated_start: shift(card.today, -90), activated_end: card.today };
  const nextMonth = { expires_start: card.today, expires_end: shift(card.today, 30) };
  return [
    indexed('no filter', {}),
    indexed('status=active', { status: 'active' }),
    indexed('status=suspended', { status: 'suspended' }),
    indexed('carrier=ctcc', { carrier: 'ctcc' }),
    indexed('expiring=1 (this month)', { expiring: '1' }),
    indexed('number = full ICCID', { number: card.iccid }),
    indexed('number = full MSISDN, num_type', { number: card.msisdn, num_type: 'msisdn' }),
    indexed('plan_id', { plan_id: plan }),
    indexed('billing_group_id', { billing_group_id: group }),
    indexed('project_group_id', { project_group_id: project }),
    indexed('tag (common)', { tag: card.commonTag }),
    indexed('tag (rare)', { tag: card.rareTag }),
    indexed('activated in the last 90 days', lastQuarter),
    indexed('expires in the next 30 days', nextMonth),
    indexed('real_name_status=rejected', { real_name_status: 'rejected' }),
    indexed('real_name_status=unverified', { real_name_status: 'unverified' }),
    combined('activated since a date (open end)', { activated_start: shift(card.today, -400) }),
    combined('expires until a date (open start)', { expires_end: shift(card.today, 60) }),
    combined('ICCID prefix, 10 digits', { number: card.iccid.slice(0, 10) }),
    combined('ICCID prefix, 8 digits', { number: card.iccid.slice(0, 8) }),
    combined('ICCID prefix 898604 (broad)', { number: card.iccid.slice(0, 6) }),
    combined('MSISDN prefix, num_type', { number: card.msisdn.slice(0, 7), num_type: 'msisdn' }),
    combined('status + carrier', { status: 'active', carrier: 'cmcc' }),
    combined('status + carrier + expiring', { status: 'active', carrier: 'cucc', expiring: '1' }),
    combined('carrier + expiring', { carrier: 'ctcc', expiring: '1' }),
    combined('status + ICCID prefix', { status: 'suspended', number: card.iccid.slice(0, 7) }),
    combined('status + carrier + broad prefix', { status: 'cancelled', carrier: 'cmcc', number: '8986' }),
    combined('status + plan', { status: 'active', plan_id: plan }),
    combined('plan + billing group', { plan_id: plan, billing_group_id: group }),
    combined('billing group + status suspended', { billing_group_id: group, status: 'suspended' }),
    combined('project + tag', { project_group_id: project, tag: card.commonTag }),
    combined('rare tag + status + carrier', { tag: card.rareTag, status: 'active', carrier: 'cmcc' }),
    combined('real-name rejected + status active', { real_name_status: 'rejected', status: 'active' }),
    combined('real-name unverified + project', { real_name_status: 'unverified', project_group_id: project }),
    combined('activated 90 days + status + plan', { ...lastQuarter, status: 'active', plan_id: plan }),
    combined('expires 30 days + billing group', { ...nextMonth, billing_group_id: group }),
    combined('expires 30 days + tag + carrier', { ...nextMonth, tag: card.commonTag, carrier: 'cucc' }),
    combined('both date ranges', { ...lastQuarter, ...nextMonth }),
    combined('prefix + plan + project', {
      number: card.iccid.slice(0, 8),
      plan_id: plan,
      project_group_id: project,
    }),
    combined('broad prefix + real-name unverified', { number: '8986', real_name_status: 'unverified' }),
    combined('every filter at once', {
      number: card.iccid.slice(0, 6),
      status: 'active',
      carrier: 'cmcc',
      plan_id: plan,
      billing_group_id: group,
      project_group_id: project,
      tag: card.commonTag,
      real_name_status: 'verified',
      activated_start: shift(card.today, -800),
      expires_start: card.today,
    }),
    combined('sort usage_mb desc', { sort: 'usage_mb', order: 'desc' }),
    combined('sort expires_at asc', { sort: 'expires_at', order: 'asc' }),
    combined('sort activated_at desc', { sort: 'activated_at', order: 'desc' }),
    combined('sort iccid asc', { sort: 'iccid', order: 'asc' }),
    combined('status + sort usage_mb', { status: 'active', sort: 'usage_mb', order: 'desc' }),
    combined('broad prefix + sort usage_mb', { number: card.iccid.slice(0, 6), sort: 'usage_mb' }),
    combined('billing group + sort usage_mb', { billing_group_id: group, sort: 'usage_mb' }),
    combined('rare tag + sort expires_at', { tag: card.rareTag, sort: 'expires_at', order: 'asc' }),
    combined('real-name rejected + sort iccid', { real_name_status: 'rejected', sort: 'iccid' }),
    combined('plan + sort activated_at', { plan_id: plan, sort: 'activated_at' }),
    combined('page 50 (offset 980)', { page: '50' }),
    combined('page 50, sort activated_at', { page: '50', sort: 'activated_at' }),
    combined('page 20 of a billing group', { billing_group_id: group, page: '20' }),
  ];
}

type Db = import('better-sqlite3').Database;
type ScopeColumn = 'main_client_id' | 'client_id';

/** The values the cases use, read from the scope's own cards (`today` from the given clock). */
export function sampleOf(db: Db, column: ScopeColumn, clientId: number, now: number): SampleCard {
  const one = <T>(sql: string) => db.prepare(sql).get(clientId) as T;
  const card = one<{ iccid: string; msisdn: string }>(
    `select iccid, msisdn from cards where ${column} = ? order by id limit 1 offset 37`,
  );
  const top = (key: string) =>
    one<{ id: number }>(
      `select ${key} as id from cards where ${column} = ? and ${key} is not null group by ${key} order by count(*) desc limit 1`,
    ).id;
  const tags = db
    .prepare(
      `select t.tag from card_tags t join cards c on c.id = t.card_id where c.${column} = ?
       group by t.tag order by count(*) desc, t.tag`,
    )
    .pluck()
    .all(clientId) as string[];
  return {
    iccid: card.iccid,
    msisdn: card.msisdn,
    planId: top('plan_id'),
    billingGroupId: top('billing_group_id'),
    projectGroupId: top('project_group_id'),
    commonTag: tags[0]!,
    rareTag: tags[tags.length - 1]!,
    today: new Date(now + 8 * 3_600_000).toISOString().slice(0, 10),
  };
}

const CHINA_OFFSET_MS = 8 * 3_600_000;
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET_MS;

/**
 * The exact total by a plain SQL count on a separate read-only connection, written the obvious way
 * (GLOB for a prefix, EXISTS for a tag), so that a clever access path cannot agree with itself.
 */
export function expectedTotal(
  db: Db,
  column: ScopeColumn,
  clientId: number,
  query: Record<string, string>,
  monthBounds: [number, number],
): number {
  const where = [`${column} = ?`];
  const params: unknown[] = [clientId];
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql);
    params.push(...values);
  };
  if (query.number) {
    const columns = query.num_type ? [query.num_type] : ['iccid', 'msisdn', 'imsi'];
    add(`(${columns.map((c) => `${c} glob ?`).join(' or ')})`, ...columns.map(() => `${query.number}*`));
  }
  for (const key of [
    'status',
    'carrier',
    'plan_id',
    'billing_group_id',
    'project_group_id',
    'real_name_status',
  ]) {
    if (query[key]) add(`${key} = ?`, query[key]);
  }
  if (query.expiring) add('expires_at >= ? and expires_at < ?', ...monthBounds);
  if (query.tag)
    add('exists (select 1 from card_tags t where t.card_id = cards.id and t.tag = ?)', query.tag);
  if (query.activated_start) add('activated_at >= ?', dayStart(query.activated_start));
  if (query.activated_end) add('activated_at < ?', dayStart(query.activated_end) + DAY);
  if (query.expires_start) add('expires_at >= ?', dayStart(query.expires_start));
  if (query.expires_end) add('expires_at < ?', dayStart(query.expires_end) + DAY);
  return (
    db.prepare(`select count(*) as n from cards where ${where.join(' and ')}`).get(...params) as { n: number }
  ).n;
}
