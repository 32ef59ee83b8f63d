import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE } from '#contract';

/**
 * A crash: the emulator on a database file, writes streamed at it from four callers at once,
 * SIGKILL in the middle, a restart on the same file. Every write it acknowledged must be there, and
 * the file must pass integrity_check.
 */

const dir = mkdtempSync(join(tmpdir(), 'crash-test-'));
const dbFile = join(dir, 'emulator.db');
const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | null = null;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the emulator on the file and resolves once it listens. */
function start(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), DB_FILE: dbFile, SEED_CARDS: '200', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Emulator ready')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) =>
      reject(new Error(`the emulator exited (${code}) before it was ready:\n${output}`)),
    );
  });
}

/** SIGKILL to the whole process group (npx, tsx and node), and wait until it is gone. */
function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGKILL');
  });
}

const post = async (path: string, body: object, token?: string) => {
  const res = await fetch(base + API_BASE + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: { token?: string; id?: number; name?: string } };
};

describe('a crash mid-stream', () => {
  it('keeps every acknowledged write and an intact database after SIGKILL', async () => {
    server = await start();
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
    await kill(server);
    stop = true;
    await Promise.all(lanes);
    server = null;

    server = await start();
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
    await kill(server);
    server = null;
  }, 120_000);

  it('finishes an export killed half-way: after the restart its file holds every card, once', async () => {
    server = await start();
    const { data } = await post('/login/', { username: 'demo', password: 'Demo1234' });
    const token = data.token!;
    const clock = (body: object) =>
      fetch(`${base}/__emulator/clock`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
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
    await kill(server);

    server = await start();
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
    await kill(server);
    server = null;
  }, 120_000);
});
