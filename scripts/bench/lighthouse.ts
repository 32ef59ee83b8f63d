/**
 * Lighthouse on the built portal, mobile defaults (a mid-range phone on a slow 4G link, simulated),
 * in Debian's Chromium: performance and accessibility with LCP, TBT and CLS, for `/login` as a new
 * visitor sees it and for `/home` as `demo` sees it after logging in. Usage: build and serve the
 * portal (`npm start`, or `CLIENT_DIR=<dir> NODE_ENV=production npx tsx server/main.ts`), then
 * `npx tsx scripts/bench/lighthouse.ts [baseUrl]`; `LIGHTHOUSE_REPORT_DIR=<dir>` keeps the whole reports.
 *
 * `/home` runs in a world of its own (`?emulator_session=lighthouse`, so a demo's state is left
 * alone) as a returning user: the token of an API login is set as the portal's cookie, the
 * notices are read and the survey, welcome and tour are done, as in the browser tests' quiet
 * worlds, so the page is measured, not a greeting dialog over it.
 *
 * A last line gives /home's main-thread CPU time from a trace (thread time, at the phone's size):
 * on a machine others load, TBT and the performance score move with their processes, that does not.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../../tests/e2e/browser.ts';

interface LighthouseScore {
  route: string;
  /** 0 to 100. */
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The audits that cost accessibility points, by id. */
  failedA11y: string[];
}

/** The targets of issue 21. */
export const LIGHTHOUSE_TARGETS = {
  '/login': { performance: 95, accessibility: 100 },
  '/home': { performance: 85, accessibility: 100 },
} as const;

const WORLD = 'lighthouse';
const USER = { username: 'demo', password: 'Demo1234' };
/** Lighthouse's own defaults (mobile, simulated throttling), two categories, no report files. */
const FLAGS: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };

async function api<T>(base: string, path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${base}/ep/api${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'X-Emulator-Session': WORLD,
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `JWT ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** Logs demo in through the API in the Lighthouse world and reads its notices: a greeted user. */
async function greetedToken(base: string): Promise<string> {
  const { token } = await api<{ token: string }>(base, '/login/', { body: USER });
  const unread = await api<{ items: { id: number }[] }>(base, '/unread/marquees/', { token });
  for (const notice of unread.items)
    await api(base, '/unread/marquees/', { token, body: { mq_id: notice.id } });
  return token;
}

/** What makes the tab a greeted, returning demo: its token as the portal's cookie, nothing to greet. */
const greeted = (token: string) =>
  `document.cookie = 'Admin-Token=${encodeURIComponent(token)}; path=/; samesite=lax';
   sessionStorage.setItem('emulator_session', '${WORLD}');
   sessionStorage.setItem('questionnaire_dismissed', '1');
   sessionStorage.setItem('welcomed', '1');
   localStorage.setItem('tour_progress:${USER.username}', '99');`;

async function audit(
  browser: Browser,
  url: string,
  route: string,
  prepare?: string,
): Promise<LighthouseScore> {
  const page = await browser.newPage();
  try {
    let flags = FLAGS;
    if (prepare) {
      // Storage is set on a page of the portal's origin that loads none of its assets (the cache
      // stays cold); the tab keeps its session storage when Lighthouse navigates it, and Lighthouse
      // is told not to reset storage.
      await page.goto(`${new URL(url).origin}/ep/api/login_config/`);
      await page.evaluate(prepare);
      flags = { ...FLAGS, disableStorageReset: true };
    }
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    // LIGHTHOUSE_REPORT_DIR keeps each whole report (JSON, readable in the Lighthouse viewer).
    const dir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (dir)
      writeFileSync(join(dir, `lighthouse${route.replaceAll('/', '-')}.json`), JSON.stringify(result.lhr));
    const a11y = categories.accessibility;
    return {
      route,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((a11y?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      failedA11y: (a11y?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  } finally {
    await page.close();
  }
}

/**
 * Lighthouse's scores for `/login` and for `/home` after logging in as demo, against the portal
 * served at `base` (e.g. `http://127.0.0.1:8080`). Runs one after the other in one Chromium.
 */
export async function lighthouseScores(base: string): Promise<LighthouseScore[]> {
  const browser = await puppeteer.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    args: chromiumLaunchOptions.args,
    headless: true,
  });
  try {
    const login = await audit(browser, `${base}/#/login`, '/login');
    const token = await greetedToken(base);
    const home = await audit(browser, `${base}/?emulator_session=${WORLD}#/home`, '/home', greeted(token));
    return [login, home];
  } finally {
    await browser.close();
  }
}

interface MainThreadCpu {
  /** CPU time of the page's main thread while /home loads and settles, ms. */
  cpuMs: number;
  longestTaskMs: number;
  /**
   * Lighthouse's Total Blocking Time worked out from thread time: each task's CPU time × 4 (its
   * CPU throttle) beyond 50 ms, summed. The machine's load does not count, as it does in TBT.
   */
  blockingAt4xMs: number;
}

/**
 * The main thread's CPU time while `/home` loads for a greeted demo, at Lighthouse's phone size,
 * from a Chromium trace's thread times: a figure that stays put on a loaded machine, where
 * Lighthouse's TBT (wall time) varies with the other processes (issue 21).
 */
export async function homeMainThreadCpu(base: string): Promise<MainThreadCpu> {
  const browser = await puppeteer.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    args: chromiumLaunchOptions.args,
    headless: true,
  });
  try {
    const token = await greetedToken(base);
    const page = await browser.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1.75,
    });
    await page.goto(`${base}/ep/api/login_config/`);
    await page.evaluate(greeted(token));
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(`${base}/?emulator_session=${WORLD}#/home`, { waitUntil: 'networkidle0' });
    await new Promise((settle) => setTimeout(settle, 2500));
    const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop())) as {
      traceEvents: {
        name: string;
        ph: string;
        pid: number;
        tid: number;
        tdur?: number;
        args?: { name?: string };
      }[];
    };
    const events = trace.traceEvents;
    const isTask = (e: (typeof events)[number]) => e.name === 'RunTask' && e.ph === 'X';
    // The renderer's main thread that ran tasks (other tabs' renderers ran none while tracing).
    const main = events.find(
      (e) =>
        e.name === 'thread_name' &&
        e.args?.name === 'CrRendererMain' &&
        events.some((x) => x.pid === e.pid && x.tid === e.tid && isTask(x)),
    );
    const cpu = events
      .filter((e) => isTask(e) && e.pid === main?.pid && e.tid === main?.tid)
      .map((e) => (e.tdur ?? 0) / 1000);
    return {
      cpuMs: cpu.reduce((sum, ms) => sum + ms, 0),
      longestTaskMs: Math.max(0, ...cpu),
      blockingAt4xMs: cpu.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
    };
  } finally {
    await browser.close();
  }
}

/** The line of `homeMainThreadCpu`'s figures. */
export const formatCpu = (c: MainThreadCpu): string =>
  `/home main thread: CPU ${Math.round(c.cpuMs)} ms, longest task ${Math.round(c.longestTaskMs)} ms, ` +
  `blocking at 4× CPU ${Math.round(c.blockingAt4xMs)} ms (thread time: the machine's load does not count)`;

/** One line per route: the scores against their targets, and what costs accessibility points. */
function formatScore(s: LighthouseScore): string {
  const target = LIGHTHOUSE_TARGETS[s.route as keyof typeof LIGHTHOUSE_TARGETS];
  return (
    `${s.route}: performance ${s.performance}${target ? ` (≥ ${target.performance})` : ''}, ` +
    `accessibility ${s.accessibility}${target ? ` (${target.accessibility})` : ''}; ` +
    `LCP ${(s.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}` +
    (s.failedA11y.length ? `; failing: ${s.failedA11y.join(', ')}` : '')
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://127.0.0.1:8080'] = process.argv.slice(2);
  for (const score of await lighthouseScores(base)) console.log(formatScore(score));
  console.log(formatCpu(await homeMainThreadCpu(base)));
}
