import type { Connection } from '../connection.ts';

/** A finished task of the engine, as it stands after its last step (every row handled). */
interface FinishedTask {
  clientId: number;
  kind: string;
  userId: number;
  params: unknown;
  createdAt: number;
  /** The rows: their number, input and whether they succeeded (a failed one carries its message). */
  rows: { number: string; input: unknown; message?: { key: string; params: Record<string, unknown> } }[];
}

const ROWS_PER_STEP = 100;

/** Writes a finished task and its rows as the engine leaves them; answers the task's id. */
export function insertFinishedTask(sqlite: Connection['sqlite'], task: FinishedTask): number {
  const failed = task.rows.filter((r) => r.message).length;
  const steps = Math.ceil(task.rows.length / ROWS_PER_STEP);
  const status = failed === 0 ? 'done' : failed === task.rows.length ? 'failed' : 'partial';
  const id = Number(
    sqlite
      .prepare(
        `insert into tasks (client_id, kind, status, progress, created_at, started_at, finished_at, user_id, params,
           total, steps_done, done_rows, failed_rows)
         values (?, ?, ?, 100, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        task.clientId,
        task.kind,
        status,
        task.createdAt,
        task.createdAt,
        task.createdAt + steps * 1000,
        task.userId,
        JSON.stringify(task.params),
        task.rows.length,
        steps,
        task.rows.length,
        failed,
      ).lastInsertRowid,
  );
  const insertRow = sqlite.prepare(
    'insert into task_rows (task_id, row_no, number, input, outcome, message) values (?, ?, ?, ?, ?, ?)',
  );
  task.rows.forEach((r, i) => {
    insertRow.run(
      id,
      i + 1,
      r.number,
      JSON.stringify(r.input),
      r.message ? 'failed' : 'ok',
      r.message ? JSON.stringify(r.message) : null,
    );
  });
  return id;
}

/** The first user of a client (the one the seed's history is the work of). */
export function firstUserOf(
  sqlite: Connection['sqlite'],
  clientId: number,
): { id: number; username: string } | undefined {
  return sqlite
    .prepare<[number], { id: number; username: string }>(
      'select id, username from users where client_id = ? order by id limit 1',
    )
    .get(clientId);
}
