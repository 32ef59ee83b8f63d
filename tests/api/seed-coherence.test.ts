import { describe, expect, it } from 'vitest';
import { build } from './helpers.ts';

/**
 * The seeded world tells one coherent story, proven by SQL over the whole of it: a card is stopped
 * for arrears (欠费停机) only when its account is short, and nothing of a client is dated before the
 * client was created. Checked on the demo world and on a large one with synthetic customers.
 */

/** Each rule: rows that break it, as (what, client, instant) — none may come back. */
const DATED: Record<string, string> = {
  'a user': 'select u.client_id, u.created_at from users u where u.client_id is not null',
  'a user login': 'select u.client_id, u.last_login_at from users u where u.last_login_at is not null',
  'a card (holder)': 'select client_id, created_at from cards',
  'a card (main client)': 'select main_client_id, created_at from cards',
  'a card status event':
    'select c.main_client_id, e.at from card_status_events e join cards c on c.id = e.card_id',
  'a card operation': 'select c.main_client_id, o.at from card_operations o join cards c on c.id = o.card_id',
  'a data session':
    'select c.main_client_id, s.started_at from card_sessions s join cards c on c.id = s.card_id',
  'an SMS': 'select c.main_client_id, s.at from card_sms s join cards c on c.id = s.card_id',
  'a recharge': 'select main_client_id, at from recharge_records',
  'a voice whitelist number':
    'select c.main_client_id, v.created_at from voice_whitelist v join cards c on c.id = v.card_id',
  'a real-name submission':
    'select c.main_client_id, r.submitted_at from real_name_requests r join cards c on c.id = r.card_id',
  'an SMS warning': 'select main_client_id, sent_at from sms_warning_records',
  'a hardware record': 'select main_client_id, created_at from hardware',
  'a hardware binding': 'select main_client_id, bound_at from hardware where bound_at is not null',
  'a locate query': 'select main_client_id, at from locate_queries',
  'an OC switch': 'select c.main_client_id, s.at from oc_switches s join cards c on c.id = s.card_id',
  'an OC assignment':
    'select c.main_client_id, a.created_at from oc_assignments a join cards c on c.id = a.card_id',
  'an OC policy': 'select owner_client_id, created_at from oc_policies where owner_client_id is not null',
  'a billing group': 'select main_client_id, created_at from billing_groups',
  'a project group': 'select main_client_id, created_at from project_groups',
  'an SMS template': 'select main_client_id, created_at from sms_templates',
  'an SMS signature': 'select main_client_id, created_at from sms_signatures',
  'a task': 'select client_id, created_at from tasks where client_id is not null',
  'a task of a user':
    'select u.client_id, t.created_at from tasks t join users u on u.id = t.user_id where u.client_id is not null',
  'a card assignment (from)':
    'select a.from_client_id, t.created_at from card_assignments a join tasks t on t.id = a.task_id where a.from_client_id is not null',
  'a card assignment (to)':
    'select a.to_client_id, t.created_at from card_assignments a join tasks t on t.id = a.task_id where a.to_client_id is not null',
  'a ledger row': 'select client_id, at from account_ledger',
  'a ledger row (counterparty)':
    'select counterparty_client_id, at from account_ledger where counterparty_client_id is not null',
  'an agreement signature': 'select client_id, signed_at from agreement_signatures',
  'an API access application': 'select main_client_id, applied_at from api_access',
  'a notice to one client': 'select client_id, published_at from notices where client_id is not null',
  'a user event':
    'select u.client_id, e.received_at from user_event_logs e join users u on u.id = e.user_id where u.client_id is not null',
  'a notice read':
    'select u.client_id, r.read_at from notice_reads r join users u on u.id = r.user_id where u.client_id is not null',
};

const WORLDS = { demo: 4500, large: 21_000 } as const;

async function world(seedCards: number) {
  const t = await build({ seedCards });
  const sql = t.deps.sqlite;
  /** How many rows of one kind are dated before their client, and the first such client. */
  const earlier = (query: string) =>
    sql
      .prepare(
        `select count(*) as n, min(x.client_id) as client_id
         from (${query.replace(/^select (\S+), (\S+) /, 'select $1 as client_id, $2 as at ')}) x
         join clients c on c.id = x.client_id where x.at < c.created_at`,
      )
      .get() as { n: number; client_id: number | null };
  return {
    sql,
    /** The rules broken, by what broke them: empty when the world is coherent. */
    broken: () =>
      Object.entries(DATED)
        .map(([what, query]) => ({ what, ...earlier(query) }))
        .filter((r) => r.n > 0),
  };
}

const built = { demo: await world(WORLDS.demo), large: await world(WORLDS.large) };

describe.each([
  ['the demo world', 'demo'],
  ['a large world with synthetic customers', 'large'],
] as const)('%s', (_name, key) => {
  const cards = WORLDS[key];
  it('dates nothing of a client before the client was created', async () => {
    const { broken, sql } = built[key];
    expect(broken()).toEqual([]);
    // The rules looked at rows: every kind of history exists in the demo world.
    if (cards === 4500) {
      for (const [what, query] of Object.entries(DATED)) {
        if (/login|event|read|binding|agreement|API access|locate|notice to/.test(what)) continue;
        const n = (sql.prepare(`select count(*) as n from (${query})`).get() as { n: number }).n;
        expect(n, what).toBeGreaterThan(0);
      }
    }
  });

  it('stops a card for arrears only when its account is short', async () => {
    const { sql } = built[key];
    // A suspended card's reason is its latest stop's (the card detail's and the resume rule's).
    const stopped = sql
      .prepare(
        `select c.id, m.balance_cents - m.frozen_cents as available from cards c
         join clients m on m.id = c.main_client_id
         where c.status = 'suspended' and (select e.reason from card_status_events e
           where e.card_id = c.id and e.to_status = 'suspended' order by e.at desc, e.id desc limit 1) = 'arrears'`,
      )
      .all() as { id: number; available: number }[];
    expect(stopped.filter((c) => c.available > 0)).toEqual([]);
    if (cards === 4500) expect(stopped.length).toBeGreaterThan(0);
  });
});
