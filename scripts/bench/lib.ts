/** Small helpers of the benchmark: child processes, loopback HTTP, statistics, formatting. */
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';

const children = new Set<ChildProcess>();

/** Stops every child the benchmark started, by its own handle (never by name). */
export function stopChildren(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  children.clear();
}

export interface Started {
  child: ChildProcess;
  /** The first stdout line matching the pattern, and the time from spawn to it. */
  line: string;
  ms: number;
  stop(): Promise<void>;
}

/**
 * Spawns a process and waits for a stdout line matching `ready`; rejects with its stderr when it
 * exits first or takes longer than `timeoutMs`.
 */
export function startProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; ready: RegExp; timeoutMs: number },
): Promise<Started> {
  const spawnedAt = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const stop = () =>
    new Promise<void>((resolve) => {
      children.delete(child);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${command} ${args.join(' ')}: not ready after ${options.timeoutMs} ms\n${err}`));
    }, options.timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const line = out.split('\n').find((l) => options.ready.test(l));
      if (line !== undefined && timer.hasRef()) {
        const ms = performance.now() - spawnedAt;
        clearTimeout(timer);
        timer.unref();
        resolve({ child, line, ms, stop });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      err = (err + chunk).slice(-4000);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`${command} ${args.join(' ')} exited (${code ?? signal}) before it was ready:\n${err}`),
      );
    });
  });
}

/** Runs a TypeScript file of this repository in a child Node process (tsx loader, as `npm run` does). */
export const tsxArgs = (file: string, ...args: string[]) => ['--import', 'tsx', file, ...args];

/** A free port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request over a kept-alive loopback connection, timed from send to the last byte. */
export function http(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { method: options.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The p-th percentile (0..100) of the values, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

export const median = (values: number[]) => percentile(values, 50);

/** `✓ met` or `✗ MISSED`, for a figure next to its target. */
export const verdict = (ok: boolean) => (ok ? '✓' : '✗ MISSED');

export const fmt = {
  ms: (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2)),
  s: (ms: number) => `${(ms / 1000).toFixed(2)} s`,
  int: (n: number) => Math.round(n).toLocaleString('en-US'),
  mb: (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`,
};
