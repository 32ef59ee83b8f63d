import type { Connection } from '../connection.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The address a seeded user wrote from: one per user, in a private range, as an office's would be. */
const ipOf = (userId: number) => `10.${8 + (userId % 8)}.${(userId * 37) % 250}.${((userId * 91) % 250) + 2}`;

/**
 * The operation log's history, coherent with what else was seeded: every stop and add-on the
 * customers made through the portal (card_operations) is there as the write that made it, and
 * the support user's recent work: switching into the fixture customers and back, an online
 * recharge switch and a password reset. Runs after the card domain and the staff.
 */
export function seedOperationLogs({ sqlite }: Pick<Connection, 'sqlite'>, options: { now: number }): void {
  const { now } = options;
  // Customers' card actions, as the endpoint that made each.
  sqlite
    .prepare(
      `insert into operation_logs (at, user_id, username, client_id, login_type, method, action, object, code,
         message, ip)
       select o.at, u.id, u.username, u.client_id, 'client', 'POST',
         case o.action when 'add_on' then '/card/action/add_on/' else '/card/action/sor/' end,
         case o.action when 'add_on' then 'card_ids=' || o.card_id || ' package=' || coalesce(json_extract(o.detail, '$.package'), '')
           else 'card_ids=' || o.card_id || ' action=stop' end,
         200, '成功', ''
       from card_operations o join users u on u.id = o.user_id
       where o.action in ('stop', 'add_on') and u.login_type = 'client'
       order by o.at, o.id`,
    )
    .run();
  const users = sqlite
    .prepare<[], { id: number }>("select distinct user_id as id from operation_logs where ip = ''")
    .all();
  const setIp = sqlite.prepare("update operation_logs set ip = ? where user_id = ? and ip = ''");
  for (const u of users) setIp.run(ipOf(u.id), u.id);

  const support = sqlite
    .prepare<[], { id: number }>("select id from users where login_type = 'support' order by id limit 1")
    .get();
  if (!support) return;
  const mains = sqlite
    .prepare<[], { id: number; name: string }>(
      `select c.id, c.name from clients c where c.parent_id is null
         and exists (select 1 from users u where u.client_id = c.id and u.login_type = 'client')
       order by c.id limit 3`,
    )
    .all();
  const insert = sqlite.prepare(
    `insert into operation_logs (at, user_id, username, client_id, login_type, method, action, object, note, code,
       message, ip) values (?, ?, 'support', ?, ?, 'POST', ?, ?, null, ?, ?, ?)`,
  );
  const ip = ipOf(support.id);
  mains.forEach((client, i) => {
    const at = now - (i * 2 + 1) * DAY - 5 * HOUR;
    insert.run(
      at,
      support.id,
      null,
      'support',
      '/support/switch_account/',
      `client_id=${client.id}`,
      200,
      '成功',
      ip,
    );
    insert.run(
      at + 20 * 60_000,
      support.id,
      client.id,
      'support_switch_client',
      '/support/switch_account_back/',
      '',
      200,
      '成功',
      ip,
    );
  });
  const first = mains[0];
  if (first) {
    insert.run(
      now - 3 * DAY - 2 * HOUR,
      support.id,
      null,
      'support',
      '/support/client_recharge_perm/',
      `client_id=${first.id}`,
      200,
      '成功',
      ip,
    );
    insert.run(
      now - 4 * DAY - 3 * HOUR,
      support.id,
      null,
      'support',
      '/support/support_rpw/',
      `client_id=${first.id}`,
      200,
      '成功',
      ip,
    );
  }
}

/** A database made before the operation log (migration 0022) gets its history once. */
export function backfillOperationLogs(conn: Pick<Connection, 'sqlite'>, now: number): void {
  const { sqlite } = conn;
  const n = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;
  if (n('select count(*) as n from operation_logs') > 0 || n('select count(*) as n from users') === 0) return;
  sqlite.transaction(() => seedOperationLogs(conn, { now }))();
}
