import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE } from '#contract';
import { emulatorProcess } from './emulator-process.ts';

/**
 * Issue 47: support's batch activation (O_CS) of 3,000 cards, the emulator SIGKILLed while its
 * steps run and started again on the same file: the task finishes, no card is changed twice, and
 * every row's result is written once. A seeded fixture client holds at most about 2,400 cards
 * awaiting activation, so the test puts 3,000 of demo's cards back to 待激活 in the file while the
 * emulator is down, before it starts on it again.
 */

const emulator = emulatorProcess({ seedCards: 10_000, prefix: 'support-task-crash-' });
const { dbFile, base, clock, post, start, kill, login } = emulator;
const CARDS = 3000;

afterAll(() => emulator.cleanup());

describe('O_CS killed half-way', () => {
  it('finishes after the restart with each card activated once and each row’s result written once', async () => {
    await start();
    await kill();
    const setup = new Database(dbFile);
    const demoId = setup.prepare("select client_id from users where username = 'demo'").pluck().get();
    const cards = setup
      .prepare<[unknown], { id: number; iccid: string }>(
        `select id, iccid from cards where main_client_id = ? order by status not in ('pending', 'testing'), id
         limit ${CARDS}`,
      )
      .all(demoId);
    expect(cards.length).toBe(CARDS);
    setup
      .prepare(
        `update cards set status = 'pending', activated_at = null, expires_at = null
         where id in (select value from json_each(?)) and status not in ('pending', 'testing')`,
      )
      .run(JSON.stringify(cards.map((c) => c.id)));
    setup.close();

    await start();
    const token = await login('support');
    expect((await clock({ frozen: true })).ok).toBe(true);
    const ids = JSON.stringify(cards.map((c) => c.id));
    /** Per card: its activations (status events) and its activate operations. */
    const countsOf = (db: Database.Database) => {
      const count = (sql: string) =>
        new Map(
          db
            .prepare<[string], { card_id: number; n: number }>(sql)
            .all(ids)
            .map((r) => [r.card_id, r.n]),
        );
      const events = count(
        `select card_id, count(*) as n from card_status_events
         where card_id in (select value from json_each(?)) and reason = 'activated' group by card_id`,
      );
      const ops = count(
        `select card_id, count(*) as n from card_operations
         where card_id in (select value from json_each(?)) and action = 'activate' group by card_id`,
      );
      return cards.map((c) => [events.get(c.id) ?? 0, ops.get(c.id) ?? 0]);
    };
    const baseline = new Database(dbFile, { readonly: true });
    const before = countsOf(baseline);
    baseline.close();
    /** What the task added per card: activations and operations. */
    const changesOf = (db: Database.Database) =>
      countsOf(db).map(([events, ops], i) => [events! - before[i]![0]!, ops! - before[i]![1]!]);

    const form = new FormData();
    form.append('input_file', new Blob([`卡号\n${cards.map((c) => c.iccid).join('\n')}\n`]), 'activate.csv');
    const uploaded = (await (
      await fetch(`${base}${API_BASE}/upload/file/`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}` },
        body: form,
      })
    ).json()) as { code: number; data: { file_url: string } };
    expect(uploaded.code).toBe(200);
    const check = await post(
      '/support/task/check/',
      {
        kind: 'O_CS',
        client_id: demoId,
        source: 'file',
        file_url: uploaded.data.file_url,
        reason: '崩溃测试',
      },
      token,
    );
    expect(check.code).toBe(200);
    expect(check.data.valid).toBe(CARDS);
    const taskId = check.data.task_id as number;
    expect((await post('/support/task/start/', { task_id: taskId }, token)).code).toBe(200);

    // Five steps of 100 cards run; then the clock jumps over the rest and SIGKILL lands while they
    // run (whenever it lands, the database must say exactly what was applied).
    expect((await clock({ advance_ms: 5000 })).ok).toBe(true);
    void clock({ advance_ms: 30_000 }).catch(() => undefined);
    // SIGKILL once a few more steps have run, while the rest are still to come.
    const probe = new Database(dbFile, { readonly: true });
    const stepsDone = probe.prepare('select steps_done from tasks where id = ?').pluck();
    for (let i = 0; i < 400 && (stepsDone.get(taskId) as number) < 8; i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
    probe.close();
    await kill();

    const cut = new Database(dbFile, { readonly: true });
    expect(cut.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    const okAtCut = new Set(
      cut
        .prepare<[number], string>("select number from task_rows where task_id = ? and outcome = 'ok'")
        .pluck()
        .all(taskId),
    );
    const cutChanges = changesOf(cut);
    cut.close();
    // Each row marked ok was applied once (its event and its operation), every other row not at all.
    expect(cutChanges).toEqual(cards.map((c) => (okAtCut.has(c.iccid) ? [1, 1] : [0, 0])));
    expect(okAtCut.size).toBeGreaterThanOrEqual(500);
    expect(okAtCut.size).toBeLessThan(CARDS);
    console.log(`O_CS crash test: killed with ${okAtCut.size} of ${CARDS} rows applied`);

    await start();
    expect((await clock({ frozen: true, advance_ms: 60_000 })).ok).toBe(true);
    // A read kicks the engine, as the list page does.
    const list = await fetch(`${base}${API_BASE}/support/_list/batch_task/?kind=O_CS`, {
      headers: { authorization: `JWT ${token}` },
    });
    expect(list.status).toBe(200);
    const after = new Database(dbFile, { readonly: true });
    expect(
      after.prepare('select status, done_rows, failed_rows from tasks where id = ?').get(taskId),
    ).toEqual({
      status: 'done',
      done_rows: CARDS,
      failed_rows: 0,
    });
    // Every row's result once: one row per row number, each ok.
    expect(
      after
        .prepare(
          `select count(*) as rows, count(distinct row_no) as numbers, sum(outcome = 'ok') as ok
           from task_rows where task_id = ?`,
        )
        .get(taskId),
    ).toEqual({ rows: CARDS, numbers: CARDS, ok: CARDS });
    expect(changesOf(after)).toEqual(cards.map(() => [1, 1]));
    expect(
      after
        .prepare(
          "select count(*) from cards where id in (select value from json_each(?)) and status = 'active'",
        )
        .pluck()
        .get(ids),
    ).toBe(CARDS);
    after.close();
    await kill();
  }, 300_000);
});
