import type { Connection } from '../connection.ts';
import { insertFinishedTask } from './tasks.ts';

const HOUR = 3_600_000;

/**
 * Issue 46's seeded state: the cards the carrier slows down now (限速), and a history of the
 * resumes the platform sent to the carriers (/remote_reroot).
 *
 * Every card in service on a 达量限速 plan whose usage passed its quota + add-on is limited since a
 * moment of the last days (as the clock would have done); each fixture main client's first cards in
 * service on such a plan are also over their quota by a little, so a demo login has a few limited.
 */
export function seedSpeedLimits(
  conn: Pick<Connection, 'sqlite'>,
  options: { now: number; fixtureMainIds: number[] },
) {
  const { sqlite } = conn;
  const { now } = options;
  const pushOver = sqlite.prepare(
    `update cards set usage_mb = round((select quota_mb from plans p where p.id = cards.plan_id) + addon_mb + 12.5 + id % 40, 2)
     where id in (
       select c.id from cards c join speed_limit_plans sp on sp.plan_id = c.plan_id
       where c.main_client_id = ? and c.status = 'active' order by c.id limit 3)`,
  );
  for (const mainId of options.fixtureMainIds) pushOver.run(mainId);
  // The month's usage row follows the card (the usage history reads it).
  sqlite
    .prepare(
      `update card_usage_monthly set usage_mb = (select usage_mb from cards c where c.id = card_usage_monthly.card_id)
       where month = strftime('%Y-%m', ? / 1000 + 8 * 3600, 'unixepoch')
         and card_id in (select c.id from cards c join speed_limit_plans sp on sp.plan_id = c.plan_id
                         join plans p on p.id = c.plan_id
                         where c.status = 'active' and c.usage_mb > p.quota_mb + c.addon_mb)`,
    )
    .run(now);
  sqlite
    .prepare(
      `insert into speed_limited_cards (card_id, since, usage_mb)
       select c.id, ? - (1 + c.id % 72) * ?, c.usage_mb from cards c
       join speed_limit_plans sp on sp.plan_id = c.plan_id
       join plans p on p.id = c.plan_id
       where c.status = 'active' and c.usage_mb > p.quota_mb + c.addon_mb
       on conflict (card_id) do nothing`,
    )
    .run(now, HOUR);
}

const MINUTE = 60_000;
const SOURCES = ['card_list', 'batch', 'support', 'speed_limit'] as const;

/**
 * A month of resumes sent to the carriers for the fixture customers' cards (/remote_reroot): from
 * the card list and batches (by the customer's first login), support's status changes and its
 * speed-limit lifts (by support), each answered 5 minutes later; a card cancelled since was
 * refused. The last few are still waiting for the carrier (the first clock move or read settles them).
 */
export function seedCarrierResumes(
  conn: Pick<Connection, 'sqlite'>,
  options: { now: number; fixtureMainIds: number[] },
) {
  const { sqlite } = conn;
  const { now } = options;
  const support =
    (sqlite
      .prepare("select username from users where login_type = 'support' order by id limit 1")
      .pluck()
      .get() as string | undefined) ?? 'support';
  const insert = sqlite.prepare(
    `insert into carrier_resumes (card_id, client_id, iccid, carrier, source, requester, requested_at, status, answer,
       answered_at, next_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const mainId of options.fixtureMainIds) {
    // The customer's own first login (of the main client or one of its sub-clients); a customer
    // with none only had support's resumes.
    const customer = sqlite
      .prepare(
        `select u.username from users u join clients c on c.id = u.client_id
         where c.id = ? or c.parent_id = ? order by c.parent_id is not null, u.id limit 1`,
      )
      .pluck()
      .get(mainId, mainId) as string | undefined;
    const cards = sqlite
      .prepare(
        `select id, client_id, iccid, carrier, status from cards
         where main_client_id = ? and status in ('active', 'cancelled') order by id limit 24`,
      )
      .all(mainId) as { id: number; client_id: number; iccid: string; carrier: string; status: string }[];
    cards.forEach((card, i) => {
      const source = SOURCES[(i % (customer ? SOURCES.length : 2)) + (customer ? 0 : 2)]!;
      const requester = source === 'card_list' || source === 'batch' ? customer! : support;
      // Newest last: the last two are sent minutes ago and not answered yet.
      const at =
        i >= cards.length - 2
          ? now - (cards.length - i) * MINUTE
          : now - (30 - i) * 24 * 3_600_000 - i * 7 * MINUTE;
      const pending = at + 5 * MINUTE > now;
      const refused = card.status === 'cancelled';
      insert.run(
        card.id,
        card.client_id,
        card.iccid,
        card.carrier,
        source,
        requester,
        at,
        pending ? 'sent' : refused ? 'failed' : 'done',
        pending ? null : refused ? 'carrier_resume_cancelled' : 'carrier_resume_done',
        pending ? null : at + 5 * MINUTE,
        at + 5 * MINUTE,
      );
    });
  }
}

const DAY = 24 * HOUR;

/**
 * Support's earlier speed-limit lifts (O_LCR tasks of the task centre, issue 46): for each fixture
 * main client, a task of last month by support lifting two of its cards on a 达量限速 plan, and a
 * third refused because it was not limited then. Last month's lifts ended with the month, so the
 * cards are as the clock left them since; each lifted card's operations name the lift and its reason.
 */
export function seedSpeedLimitLifts(
  conn: Pick<Connection, 'sqlite'>,
  options: { now: number; fixtureMainIds: number[] },
) {
  const { sqlite } = conn;
  const support = sqlite
    .prepare<[], { id: number; username: string }>(
      "select id, username from users where login_type = 'support' order by id limit 1",
    )
    .get();
  if (!support) return;
  const reason = '客户已购买加油包，申请解除限速';
  const cardsOf = sqlite.prepare<[number], { id: number; iccid: string }>(
    `select c.id, c.iccid from cards c join speed_limit_plans sp on sp.plan_id = c.plan_id
     where c.main_client_id = ? and c.status = 'active' order by c.id desc limit 3`,
  );
  const insertOperation = sqlite.prepare(
    `insert into card_operations (card_id, user_id, username, action, detail, at)
     values (?, ?, ?, 'speed_limit_lift', ?, ?)`,
  );
  const insertSupportTask = sqlite.prepare(
    'insert into support_tasks (task_id, kind, params) values (?, ?, ?)',
  );
  options.fixtureMainIds.forEach((mainId, i) => {
    const cards = cardsOf.all(mainId);
    if (cards.length === 0) return;
    const at = options.now - (40 + i) * DAY + 10 * HOUR;
    const choice = { reason };
    const taskId = insertFinishedTask(sqlite, {
      clientId: mainId,
      kind: 'speed_limit_lift',
      userId: support.id,
      params: {
        username: support.username,
        support: { kind: 'O_LCR', client_id: mainId, source: { pasted: true }, choice },
      },
      createdAt: at,
      rows: cards.map((c, k) => ({
        number: c.iccid,
        input: { card_id: c.id },
        ...(k === 2 ? { message: { key: 'speed_limit_not_limited', params: {} } } : {}),
      })),
    });
    insertSupportTask.run(taskId, 'O_LCR', JSON.stringify({ source: { pasted: true }, choice }));
    for (const card of cards.slice(0, 2)) {
      insertOperation.run(card.id, support.id, support.username, JSON.stringify({ reason }), at + 1000);
    }
  });
}
