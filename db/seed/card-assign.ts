import type { Connection } from '../connection.ts';
import { firstUserOf, insertFinishedTask } from './tasks.ts';

const DAY = 86_400_000;
/** Cards named in one seeded assignment at most (a list pasted on the page). */
const PER_ASSIGNMENT = 40;

/**
 * The card assignments (划卡) behind the fixture sub-customers' cards: each sub-customer holding
 * cards got some of them from its main client in two finished assignments by the main client's
 * first user (a list of ICCIDs), some days before `now`. Every row names a card the sub-customer
 * holds, moved from the main client. Runs after the cards. The later assignment to each main
 * client's first sub-customer was made by support for the client (issue 47: an O_BHCS task of the
 * support task centre, listed in /batch_task/list), when a support login exists.
 */
export function seedCardAssignments(
  { sqlite }: Connection,
  options: { now: number; fixtureMainIds: number[] },
): void {
  const { now } = options;
  const subs = sqlite.prepare<[number], { id: number }>(
    'select id from clients where parent_id = ? order by id',
  );
  const held = sqlite.prepare<[number, number, number], { id: number; iccid: string }>(
    'select id, iccid from cards where client_id = ? and main_client_id = ? order by id limit ?',
  );
  const insertAssignment = sqlite.prepare(
    `insert into card_assignments (task_id, main_client_id, from_client_id, to_client_id, method)
     values (?, ?, ?, ?, 'list')`,
  );
  const supportUser = sqlite
    .prepare<[], { id: number; username: string }>(
      "select id, username from users where login_type = 'support' order by id limit 1",
    )
    .get();
  const insertSupportTask = sqlite.prepare(
    'insert into support_tasks (task_id, kind, params) values (?, ?, ?)',
  );
  for (const mainId of options.fixtureMainIds) {
    const user = firstUserOf(sqlite, mainId);
    if (!user) continue;
    subs.all(mainId).forEach((sub, s) => {
      const cards = held.all(sub.id, mainId, 2 * PER_ASSIGNMENT);
      if (cards.length === 0) return;
      const half = Math.ceil(cards.length / 2);
      [cards.slice(0, half), cards.slice(half)].forEach((part, k) => {
        if (part.length === 0) return;
        const bySupport = supportUser !== undefined && s === 0 && k === 1;
        const by = bySupport ? supportUser : user;
        const taskId = insertFinishedTask(sqlite, {
          clientId: mainId,
          kind: 'card_assign',
          userId: by.id,
          params: bySupport
            ? {
                username: by.username,
                support: {
                  kind: 'O_BHCS',
                  client_id: mainId,
                  source: { pasted: true },
                  choice: { to_client_id: sub.id },
                },
              }
            : { username: by.username },
          createdAt: now - (12 - 5 * k) * DAY + (s * 47 + 9 * 60) * 60_000,
          rows: part.map((c) => ({ number: c.iccid, input: { card_id: c.id, from: mainId, to: sub.id } })),
        });
        insertAssignment.run(taskId, mainId, mainId, sub.id);
        if (bySupport) {
          insertSupportTask.run(
            taskId,
            'O_BHCS',
            JSON.stringify({ source: { pasted: true }, choice: { to_client_id: sub.id } }),
          );
        }
      });
    });
  }
}
