/**
 * Part 14 of `npm run bench` (issue 50): a session extraction of support's /sap_sim_session_task
 * over 1,000,000 sessions. In an emulator of its own (`import-server.ts`, the demo seed in memory,
 * with BENCH_SESSIONS sessions added to 1,000 of demo's cards over the seven days before
 * yesterday's end), as `support`: demo's cards over those days, queued through
 * `/support/sap_session_task/create/` as a csv, then run on the emulator clock (1,000 rows a step,
 * on a keyset, streamed to the file). Prints the rows, the time to the file and the emulator's RSS
 * growth at its peak (sampled every 20 ms in the process) against the target of issue 50: less
 * than 100 MB. Figures only: the machine's load moves them.
 */
import { fmt, startProcess, tsxArgs } from './lib.ts';

type Line = (label: string, value: string, target?: string, mark?: string) => void;
type Check = (label: string, ok: boolean) => string;

interface Stats {
  rss: number;
  peakRss: number;
  maxBlockMs: number;
}

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 1_000_000);
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

export async function sessionExtractFigures(line: Line, check: Check): Promise<void> {
  console.log(`\n14. Session extraction (issue 50): ${fmt.int(SESSIONS)} sessions to a csv, emulator RSS`);
  const server = await startProcess(
    process.execPath,
    tsxArgs('scripts/bench/import-server.ts', '', String(SESSIONS)),
    { ready: /^\{/, timeoutMs: 300_000 },
  );
  try {
    const ports = JSON.parse(server.line) as { api: number; stats: number; demo: number };
    const base = `http://127.0.0.1:${ports.api}`;
    const statsUrl = `http://127.0.0.1:${ports.stats}/stats`;
    const stats = async (method: 'GET' | 'POST') =>
      (await (await fetch(statsUrl, { method })).json()) as Stats;
    const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token?: string) => {
      const answer = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `JWT ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await answer.json()) as T;
    };
    const login = await call<{ data: { token: string } }>('POST', '/ep/api/login/', {
      username: 'support',
      password: 'Support1234',
    });
    const token = login.data.token;
    const clock = await call<{ epoch_ms: number }>('PUT', '/__emulator/clock', { frozen: true });
    const now = clock.epoch_ms;
    const range = { date_start: day(now - 8 * DAY), date_end: day(now - DAY) };

    const before = await stats('POST');
    const started = performance.now();
    const queued = await call<{ code: number; msg: string; data: { task_id: number; total: number } }>(
      'POST',
      '/ep/api/support/sap_session_task/create/',
      { source: 'client', client_id: ports.demo, format: 'csv', ...range },
      token,
    );
    if (queued.code !== 200) throw new Error(`session extraction: ${queued.code} ${queued.msg}`);
    const { task_id: taskId, total } = queued.data;
    console.log(`  demo's cards, ${range.date_start} ~ ${range.date_end}: ${fmt.int(total)} sessions`);
    // 1,000 rows a step, a tenth of a second of the emulator's clock each: move it past the last step.
    await call('PUT', '/__emulator/clock', { advance_ms: Math.ceil(total / 1000) * 100 + 1000 });
    let row: { status: string } | undefined;
    for (;;) {
      const list = await call<{ data: { tableData: { id: number; status: string }[] } }>(
        'GET',
        '/ep/api/support/_list/sap_session_task/?page_size=10',
        undefined,
        token,
      );
      row = list.data.tableData.find((r) => r.id === taskId);
      if (row && ['done', 'failed', 'partial', 'cancelled'].includes(row.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const ms = performance.now() - started;
    const after = await stats('GET');
    const growth = after.peakRss - before.rss;
    line(
      '  sessions extracted',
      fmt.int(total),
      `>= ${fmt.int(SESSIONS)}`,
      check('sessions', total >= SESSIONS),
    );
    line(
      '  queued to file written',
      fmt.s(ms),
      '(no target)',
      row?.status === 'done' ? '' : `status ${row?.status}`,
    );
    line(
      '  emulator RSS growth at its peak',
      fmt.mb(growth),
      '< 100 MB',
      check('session extraction: RSS growth', row?.status === 'done' && growth < 100 * 1024 * 1024),
    );
    line(
      '  longest event-loop block',
      after.maxBlockMs > 0 ? `${fmt.ms(after.maxBlockMs)} ms` : '< 10 ms',
      '(no target)',
    );
  } finally {
    await server.stop();
  }
}
