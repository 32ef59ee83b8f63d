import { beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../server/i18n.ts';
import {
  cancelTask,
  createTask,
  defineRowTask,
  kickTasks,
  outcomeMessage,
  type RowOutcome,
} from '../../server/tasks/engine.ts';
import { build } from './helpers.ts';

/**
 * The task engine on an in-memory world with a frozen clock: tasks queue per client, advance in
 * steps as the clock moves, record each row's outcome, and apply a step whole or not at all.
 */

const t = await build();
const sql = t.deps.sqlite;
let clientId: number;
let otherClientId: number;

sql.exec('create table if not exists engine_effects (task_id integer, row_no integer, value text)');
const effects = (taskId: number) =>
  sql.prepare('select row_no from engine_effects where task_id = ? order by row_no').pluck().all(taskId);

/** A test kind: 10 rows a step, a second each; a row whose input says `fail` fails, `throw` throws. */
const kind = defineRowTask({
  kind: 'engine_test',
  rowsPerStep: 10,
  stepMs: 1000,
  handle(deps, task, rows) {
    return rows.map((row): RowOutcome => {
      const input = row.input as { value: string };
      if (input.value === 'throw') throw new Error('the carrier went away');
      if (input.value === 'fail')
        return { ok: false, message: message('task_not_found', { id: row.row_no }) };
      deps.sqlite
        .prepare('insert into engine_effects (task_id, row_no, value) values (?, ?, ?)')
        .run(task.id, row.row_no, input.value);
      return { ok: true };
    });
  },
});

const rows = (values: string[]) => values.map((value, i) => ({ number: `8986${i}`, input: { value } }));
const task = (id: number) =>
  sql
    .prepare(
      'select status, progress, steps_done, done_rows, failed_rows, started_at, finished_at, created_at from tasks where id = ?',
    )
    .get(id) as {
    status: string;
    progress: number;
    steps_done: number;
    done_rows: number;
    failed_rows: number;
    started_at: number | null;
    finished_at: number | null;
    created_at: number;
  };
const start = (values: string[], client = clientId) =>
  createTask(t.deps, { kind, clientId: client, userId: null, params: {}, rows: rows(values) });
const advance = async (ms: number) => {
  t.deps.clock.advance(ms);
  await kickTasks(t.deps);
};

beforeAll(() => {
  clientId = t.clientIdOf('demo');
  otherClientId = t.clientIdOf('yunji');
});

describe('the task engine', () => {
  it('holds a task where it is while the clock is frozen, and moves it one step per step time', async () => {
    const id = start(Array.from({ length: 50 }, (_, i) => `v${i}`));
    await kickTasks(t.deps);
    expect(task(id)).toMatchObject({ status: 'running', progress: 0, steps_done: 0 });
    await advance(2000);
    expect(task(id)).toMatchObject({ status: 'running', progress: 40, steps_done: 2, done_rows: 20 });
    expect(effects(id)).toHaveLength(20);
    await kickTasks(t.deps);
    expect(task(id).progress).toBe(40);
    await advance(3000);
    const done = task(id);
    expect(done).toMatchObject({ status: 'done', progress: 100, done_rows: 50, failed_rows: 0 });
    // Its times are its timeline's: five steps of a second after it started.
    expect(done.finished_at).toBe(done.started_at! + 5000);
    expect(effects(id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it("runs a client's tasks one after another; another client's run beside them", async () => {
    const first = start(Array.from({ length: 20 }, () => 'x'));
    const second = start(['y']);
    const theirs = start(['z'], otherClientId);
    await kickTasks(t.deps);
    expect(task(second)).toMatchObject({ status: 'pending', started_at: null });
    expect(task(theirs).status).toBe('running');
    await advance(1000);
    expect(task(theirs).status).toBe('done');
    expect(task(first)).toMatchObject({ status: 'running', steps_done: 1 });
    expect(task(second).status).toBe('pending');
    await advance(5000);
    expect(task(first).status).toBe('done');
    expect(task(second).status).toBe('done');
    expect(task(second).started_at).toBe(task(first).finished_at);
  });

  it('records each row: partial when some rows fail, failed when all do, with the reason kept as a key', async () => {
    const partial = start(['a', 'fail', 'b']);
    const failed = start(['fail', 'fail']);
    await advance(10_000);
    expect(task(partial)).toMatchObject({ status: 'partial', done_rows: 3, failed_rows: 1 });
    expect(task(failed)).toMatchObject({ status: 'failed', done_rows: 2, failed_rows: 2 });
    const outcomes = sql
      .prepare('select row_no, number, outcome, message from task_rows where task_id = ? order by row_no')
      .all(partial) as { row_no: number; number: string; outcome: string; message: string | null }[];
    expect(outcomes.map((o) => o.outcome)).toEqual(['ok', 'failed', 'ok']);
    expect(outcomeMessage(outcomes[1]!.message)).toEqual({ key: 'task_not_found', params: { id: 2 } });
    expect(effects(partial)).toEqual([1, 3]);
  });

  it('applies a step whole or not at all: a step that throws leaves none of its rows applied', async () => {
    const values = Array.from({ length: 15 }, (_, i) => (i === 12 ? 'throw' : `v${i}`));
    const id = start(values);
    await advance(10_000);
    expect(task(id)).toMatchObject({ status: 'failed', steps_done: 1, done_rows: 10 });
    // The first step's ten rows stand; of the second step's five, none (the throw rolled it back).
    expect(effects(id)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    const pending = sql
      .prepare("select count(*) from task_rows where task_id = ? and outcome = 'pending'")
      .pluck()
      .get(id);
    expect(pending).toBe(5);
  });

  it('never applies a row twice, however many pumps run at once', async () => {
    const id = start(Array.from({ length: 30 }, (_, i) => `v${i}`));
    t.deps.clock.advance(10_000);
    await Promise.all([kickTasks(t.deps), kickTasks(t.deps), kickTasks(t.deps)]);
    expect(task(id)).toMatchObject({ status: 'done', done_rows: 30 });
    expect(effects(id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('cancels a queued task, and only a queued one', async () => {
    const running = start(Array.from({ length: 20 }, () => 'x'));
    const queued = start(['y']);
    await kickTasks(t.deps);
    expect(cancelTask(t.deps, clientId, queued)).toBe(true);
    expect(task(queued).status).toBe('cancelled');
    expect(cancelTask(t.deps, clientId, running)).toBe(false);
    expect(cancelTask(t.deps, otherClientId, queued)).toBe(false);
    await advance(5000);
    expect(task(running).status).toBe('done');
    expect(task(queued).status).toBe('cancelled');
    expect(effects(queued)).toEqual([]);
  });

  it('counts queued and running tasks in the pending-tasks badge', async () => {
    const token = await t.login('demo');
    const before = (await t.ok('queueSize', { token })).size;
    const id = start(Array.from({ length: 20 }, () => 'x'));
    start(['y']);
    expect((await t.ok('queueSize', { token })).size).toBe(before + 2);
    await advance(10_000);
    expect(task(id).status).toBe('done');
    expect((await t.ok('queueSize', { token })).size).toBe(before);
  });
});
