/**
 * Part 9 of `npm run bench` (issue 35): file imports as an attacker sends them. In an emulator of
 * its own (`import-server.ts`, the demo seed in memory), as `demo`, through `/batch/check/`:
 *
 * - the blank-row zip bomb of the issue, ~300 KB packed: refused before it is inflated;
 * - a blank-row bomb the size checks admit (~3,000,000 numbered blank rows, a few MB packed):
 *   refused once its rows pass the limit, blank ones counted;
 * - a valid 100,000-row import template (card numbers in the template's shape).
 *
 * For each: the answer and its time, the emulator's RSS growth at its peak (sampled every 20 ms in
 * the process) and its longest event-loop block. Targets: RSS growth < 100 MB, block < 200 ms,
 * the bomb refused < 1 s. Figures only: the machine's load moves them.
 */
import { xlsx, xlsxOfRows } from '../../tests/api/xlsx-bytes.ts';
import { fmt, http, startProcess, tsxArgs } from './lib.ts';

type Line = (label: string, value: string, target?: string, mark?: string) => void;
type Check = (label: string, ok: boolean) => string;

interface Stats {
  rss: number;
  peakRss: number;
  maxBlockMs: number;
}

/** The bomb: one sheet of `<row/>` repeated, so deflate packs it a thousand to one. */
function zipBomb(unpackedBytes: number): Buffer {
  const open =
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  const close = '</sheetData></worksheet>';
  const rows = Buffer.alloc(unpackedBytes - open.length - close.length, '<row/>');
  const sheet = Buffer.concat([
    Buffer.from(open),
    rows.subarray(0, rows.length - (rows.length % 6)),
    Buffer.from(close),
  ]);
  return xlsx({
    sheetData: '',
    strings: [],
    tweak: (entry) => (entry.name.endsWith('sheet1.xml') ? { ...entry, data: sheet } : entry),
  });
}

/** Numbered blank rows (`<row r="n"/>`): they pack only about ten to one, within the ratio limit. */
function numberedBlankRows(rows: number): Buffer {
  const parts: string[] = [];
  for (let r = 1; r <= rows; r++) parts.push(`<row r="${r}"/>`);
  return xlsx({ sheetData: parts.join(''), strings: [] });
}

function validTemplate(rows: number): Buffer {
  const numbers = Array.from({ length: rows }, (_, i) => [`89860${String(i).padStart(15, '0')}`]);
  return xlsxOfRows([['卡号'], ['每行一个卡号'], ...numbers]);
}

export async function importFigures(line: Line, check: Check): Promise<void> {
  console.log('\n9. File imports as an attacker sends them (issue 35): time, RSS growth, event-loop block');
  const server = await startProcess(process.execPath, tsxArgs('scripts/bench/import-server.ts'), {
    ready: /^\{/,
    timeoutMs: 120_000,
  });
  try {
    const ports = JSON.parse(server.line) as { api: number; stats: number };
    const api = `http://127.0.0.1:${ports.api}`;
    const statsUrl = `http://127.0.0.1:${ports.stats}/stats`;
    // fetch, not lib.ts's one kept-alive socket: minutes of reading leave that socket idle.
    const stats = async (method: 'GET' | 'POST') =>
      (await (await fetch(statsUrl, { method })).json()) as Stats;
    const login = JSON.parse(
      (
        await http(`${api}/ep/api/login/`, {
          method: 'POST',
          body: { username: 'demo', password: 'Demo1234' },
        })
      ).body,
    ) as { data: { token: string } };
    const headers = { authorization: `JWT ${login.data.token}` };

    // Written before the first call: an idle kept-alive connection would be closed meanwhile.
    const files: { label: string; content: Buffer; bomb: boolean }[] = [
      { label: 'zip bomb of blank rows', content: zipBomb(300 * 1024 * 1024), bomb: true },
      { label: '3,000,000 numbered blank rows', content: numberedBlankRows(3_000_000), bomb: true },
      { label: '100,000-row import template', content: validTemplate(100_000), bomb: false },
    ];
    for (const file of files) {
      const form = new FormData();
      form.append('input_file', new Blob([new Uint8Array(file.content)]), 'cards.xlsx');
      const uploaded = (await (
        await fetch(`${api}/ep/api/upload/file/`, { method: 'POST', headers, body: form })
      ).json()) as { code: number; msg: string; data: { file_url: string } };
      if (uploaded.code !== 200) throw new Error(`upload: ${uploaded.code} ${uploaded.msg}`);
      const before = await stats('POST');
      const started = performance.now();
      const envelope = (await (
        await fetch(`${api}/ep/api/batch/check/`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'card_stop', file_url: uploaded.data.file_url }),
        })
      ).json()) as { code: number; msg: string; data: { total?: number } };
      const answer = { ms: performance.now() - started };
      const after = await stats('GET');
      const growth = after.peakRss - before.rss;
      console.log(
        `  ${file.label}: ${fmt.int(file.content.length / 1024)} KB packed; answered ${envelope.code} ` +
          (envelope.code === 200 ? `(${fmt.int(envelope.data.total ?? 0)} rows read)` : `“${envelope.msg}”`),
      );
      if (file.bomb) {
        line(
          '  refused in',
          fmt.s(answer.ms),
          '< 1 s',
          check(`${file.label} refused < 1 s`, envelope.code === 400 && answer.ms < 1000),
        );
      } else {
        line('  read and checked in', fmt.s(answer.ms), '(no target)');
      }
      line(
        '  emulator RSS growth at its peak',
        fmt.mb(growth),
        '< 100 MB',
        check(`${file.label}: RSS growth`, growth < 100 * 1024 * 1024),
      );
      line(
        '  longest event-loop block',
        // The monitor samples every 10 ms: a window without a sample had no block that long.
        after.maxBlockMs > 0 ? `${fmt.ms(after.maxBlockMs)} ms` : '< 10 ms',
        '< 200 ms',
        check(`${file.label}: event-loop block`, after.maxBlockMs < 200),
      );
    }
  } finally {
    await server.stop();
  }
}
