/**
 * Part 12 of `npm run bench` (issue 47): a Q_CU export of the task centre, daily usage per card,
 * of 100,000 card-days or more. In an emulator of its own (`import-server.ts`, the demo seed with
 * BENCH_USAGE_EXPORT_CARDS cards, in memory), as `support`: every client's cards over the 31 days
 * up to today, queued through `/support/task/export/`, then run on the emulator clock (500 rows a
 * step, streamed by exceljs's streaming writer). Prints the rows, the time to the file and the
 * emulator's RSS growth at its peak (sampled every 20 ms in the process) against the target of
 * issue 47: less than 100 MB. Figures only: the machine's load moves them.
 */
import { fmt, startProcess, tsxArgs } from './lib.ts';

type Line = (label: string, value: string, target?: string, mark?: string) => void;
type Check = (label: string, ok: boolean) => string;

interface Stats {
  rss: number;
  peakRss: number;
  maxBlockMs: number;
}

/** Enough cards that most of them in service over 31 days make more than 100,000 card-days. */
const CARDS = Number(process.env.BENCH_USAGE_EXPORT_CARDS ?? 5_000);
const CARD_DAYS = 100_000;
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

export async function usageExportFigures(line: Line, check: Check): Promise<void> {
  console.log(
    `\n12. Q_CU, daily usage per card (issue 47): ${fmt.int(CARD_DAYS)}+ card-days exported, emulator RSS`,
  );
  const server = await startProcess(
    process.execPath,
    tsxArgs('scripts/bench/import-server.ts', String(CARDS)),
    {
      ready: /^\{/,
      timeoutMs: 300_000,
    },
  );
  try {
    const ports = JSON.parse(server.line) as { api: number; stats: number };
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
    // The emulator's clock stands still but for the moves below: the steps are due as it moves.
    const clock = await call<{ epoch_ms: number }>('PUT', '/__emulator/clock', { frozen: true });
    const now = clock.epoch_ms;
    const range = { date_start: day(now - 30 * DAY), date_end: day(now) };

    const before = await stats('POST');
    const started = performance.now();
    const queued = await call<{ code: number; msg: string; data: { task_id: number; total: number } }>(
      'POST',
      '/ep/api/support/task/export/',
      { kind: 'Q_CU', ...range },
      token,
    );
    if (queued.code !== 200) throw new Error(`Q_CU export: ${queued.code} ${queued.msg}`);
    const { task_id: taskId, total } = queued.data;
    console.log(
      `  every client's cards, ${range.date_start} ~ ${range.date_end}: ${fmt.int(total)} card-days ` +
        `(${fmt.int(CARDS)} seeded cards)`,
    );
    // 500 rows a step, a tenth of a second of the emulator's clock each: move it past the last step.
    await call('PUT', '/__emulator/clock', { advance_ms: Math.ceil(total / 500) * 100 + 1000 });
    let row: { status: string; progress: number } | undefined;
    for (;;) {
      const list = await call<{ data: { tableData: { id: number; status: string; progress: number }[] } }>(
        'GET',
        '/ep/api/support/_list/batch_task/?kind=Q_CU&page_size=10',
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
      '  rows (card-days)',
      fmt.int(total),
      `>= ${fmt.int(CARD_DAYS)}`,
      check('Q_CU rows', total >= CARD_DAYS),
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
      check('Q_CU export: RSS growth', row?.status === 'done' && growth < 100 * 1024 * 1024),
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
