import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE } from '#contract';
import { USERS } from '../../fixtures/index.ts';

/**
 * The real emulator as a process on a database file of its own, for the crash tests: started,
 * SIGKILLed in the middle of its work, and started again on the same file.
 */
export function emulatorProcess(options: { seedCards: number; prefix: string }) {
  const dir = mkdtempSync(join(tmpdir(), options.prefix));
  const dbFile = join(dir, 'emulator.db');
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  /** Starts the emulator on the file and resolves once it listens. */
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn('npx', ['tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          DB_FILE: dbFile,
          SEED_CARDS: String(options.seedCards),
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      server = child;
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Emulator ready')) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
      child.on('exit', (code) =>
        reject(new Error(`the emulator exited (${code}) before it was ready:\n${output}`)),
      );
    });

  /** SIGKILL to the whole process group (npx, tsx and node), and wait until it is gone. */
  const kill = () =>
    new Promise<void>((resolve) => {
      const child = server;
      server = null;
      if (!child?.pid || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid, 'SIGKILL');
    });

  /** Kills a server a failed test left behind, and removes the file (for `afterAll`). */
  const cleanup = async () => {
    try {
      await kill();
    } catch {
      // gone already
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const clock = (body: object) =>
    fetch(`${base}/__emulator/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const post = async (path: string, body: object, token?: string) => {
    const res = await fetch(base + API_BASE + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the answer it expects
    return (await res.json()) as { code: number; data: any };
  };

  /** Logs a fixture user in; its token. */
  const login = async (username: string) => {
    const password = USERS.find((u) => u.username === username)?.password ?? '';
    return (await post('/login/', { username, password })).data.token as string;
  };

  return { dbFile, base, start, kill, cleanup, clock, post, login };
}
