import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE } from '#contract';
import { emulatorProcess } from './emulator-process.ts';

/**
 * A crash: the emulator on a database file, writes streamed at it from four callers at once,
 * SIGKILL in the middle, a restart on the same file. Every write it acknowledged must be there, and
 * the file must pass integrity_check.
 */

const emulator = emulatorProcess({ seedCards: 1000, prefix: 'crash-test-' });
const { dbFile, base, clock, post, start, kill } = emulator;

afterAll(() => emulator.cleanup());

describe('a crash mid-stream', () => {
  it('keeps every acknowledged write and an intact database after SIGKILL', async () => {
    await start();
    const { data } = await post('/login/', { username: 'demo', password: 'Demo1234' });
    const token = data.token!;
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const name = `crash-${lane}-${i}`;
        try {
          const res = await post('/project_group/', { name }, token);
          if (res.code === 200) acknowledged.push(name);
        } catch {
          return; // the connection died with the emulator: this write was never acknowledged
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 200) await new Promise((r) => setTimeout(r, 20));
    await kill();
    stop = true;
    await Promise.all(lanes);

    await start();
    const db = new Database(dbFile, { readonly: true });
    expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    const stored = new Set(
      db
        .prepare<[], { name: string }>("select name from project_groups where name like 'crash-%'")
        .all()
        .map((row) => row.name),
    );
    db.close();
    const lost = acknowledged.filter((name) => !stored.has(name));
    console.log(`crash test: ${acknowledged.length} writes acknowledged before SIGKILL, ${lost.length} lost`);
    expect(lost).toEqual([]);
    await kill();
  }, 120_000);

  it('finishes an export killed half-way: after the restart its file holds every card, once', async () => {
    await start();
    const { data } = await post('/login/', { username: 'demo', password: 'Demo1234' });
    const token = data.token!;
    expect((await clock({ frozen: true })).ok).toBe(true);
    const started = (await post('/card/export/', {}, token)) as unknown as {
      code: number;
      data: { task_id: number; total: number };
    };
    expect(started.code).toBe(200);
    const { task_id: taskId, total } = started.data;
    expect(total).toBeGreaterThan(100);
    // One step of 100 cards written, then SIGKILL with the file half-written.
    expect((await clock({ advance_ms: 100 })).ok).toBe(true);
    const half = new Database(dbFile, { readonly: true });
    expect(half.prepare('select status, steps_done from tasks where id = ?').get(taskId)).toEqual({
      status: 'running',
      steps_done: 1,
    });
    half.close();
    await kill();

    await start();
    // The restarted emulator's clock runs again from where the world's was: the export goes on.
    expect((await clock({ frozen: true, advance_ms: 60_000 })).ok).toBe(true);
    const db = new Database(dbFile, { readonly: true });
    const task = db.prepare('select status, done_rows from tasks where id = ?').get(taskId);
    db.close();
    expect(task).toEqual({ status: 'done', done_rows: total });
    const file = await fetch(`${base}${API_BASE}/card/export/download/?task_id=${taskId}`, {
      headers: { authorization: `JWT ${token}` },
    });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    const iccids = new Set<unknown>();
    sheet.eachRow((row, n) => n > 1 && iccids.add(row.getCell(1).value));
    expect(sheet.actualRowCount).toBe(total + 1);
    expect(iccids.size).toBe(total);
    await kill();
  }, 120_000);

  it('applies no row of a batch twice when killed while its steps run, and finishes it after the restart', async () => {
    await start();
    const { data } = await post('/login/', { username: 'demo', password: 'Demo1234' });
    const token = data.token!;
    const auth = { authorization: `JWT ${token}` };
    expect((await clock({ frozen: true })).ok).toBe(true);
    // Three steps' worth of demo's cards in use, stopped by a batch imported as csv.
    const before = new Database(dbFile, { readonly: true });
    const cards = before
      .prepare<[], { id: number; iccid: string }>(
        `select id, iccid from cards where main_client_id = (select client_id from users where username = 'demo')
           and status = 'active' order by id limit 250`,
      )
      .all();
    const eventsOf = (db: Database.Database) =>
      new Map(
        db
          .prepare<[string], { card_id: number; n: number }>(
            `select card_id, count(*) as n from card_status_events
             where card_id in (select value from json_each(?)) and to_status = 'suspended' group by card_id`,
          )
          .all(JSON.stringify(cards.map((c) => c.id)))
          .map((r) => [r.card_id, r.n]),
      );
    const stopsBefore = eventsOf(before);
    before.close();
    expect(cards.length).toBe(250);
    const form = new FormData();
    form.append('input_file', new Blob([`卡号\n${cards.map((c) => c.iccid).join('\n')}\n`]), 'stop.csv');
    const uploaded = (await (
      await fetch(`${base}${API_BASE}/upload/file/`, { method: 'POST', headers: auth, body: form })
    ).json()) as { code: number; data: { file_url: string } };
    expect(uploaded.code).toBe(200);
    const check = (await post(
      '/batch/check/',
      { kind: 'card_stop', file_url: uploaded.data.file_url },
      token,
    )) as unknown as { code: number; data: { task_id: number; valid: number } };
    expect(check.data.valid).toBe(250);
    const taskId = check.data.task_id;
    expect((await post('/batch/start/', { task_id: taskId }, token)).code).toBe(200);

    // One step of 100 cards runs; then the clock jumps over the others and SIGKILL lands while they
    // run (or before, or just after: whichever, the database must say exactly what was applied).
    expect((await clock({ advance_ms: 1000 })).ok).toBe(true);
    void clock({ advance_ms: 2000 }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 5));
    await kill();

    // Whatever the kill cut: each row marked ok was applied once, every other row not at all.
    const cut = new Database(dbFile, { readonly: true });
    expect(cut.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    const outcomes = cut
      .prepare<[number], { number: string; outcome: string }>(
        'select number, outcome from task_rows where task_id = ? order by row_no',
      )
      .all(taskId);
    const stopsCut = eventsOf(cut);
    cut.close();
    const okAtCut = new Set(outcomes.filter((r) => r.outcome === 'ok').map((r) => r.number));
    const applied = (stops: Map<number, number>) =>
      cards.map((c) => (stops.get(c.id) ?? 0) - (stopsBefore.get(c.id) ?? 0));
    expect(applied(stopsCut)).toEqual(cards.map((c) => (okAtCut.has(c.iccid) ? 1 : 0)));
    expect(okAtCut.size).toBeGreaterThanOrEqual(100);
    console.log(`crash test: batch killed with ${okAtCut.size} of ${cards.length} rows applied`);

    await start();
    expect((await clock({ frozen: true, advance_ms: 10_000 })).ok).toBe(true);
    const after = new Database(dbFile, { readonly: true });
    expect(
      after.prepare('select status, done_rows, failed_rows from tasks where id = ?').get(taskId),
    ).toEqual({
      status: 'done',
      done_rows: 250,
      failed_rows: 0,
    });
    expect(applied(eventsOf(after))).toEqual(cards.map(() => 1));
    expect(
      after
        .prepare(
          "select count(*) from cards where id in (select value from json_each(?)) and status = 'suspended'",
        )
        .pluck()
        .get(JSON.stringify(cards.map((c) => c.id))),
    ).toBe(250);
    after.close();
    await kill();
  }, 120_000);
});
