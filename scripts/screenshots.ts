/**
 * Looks at the portal as a person would: saves screenshots of screens at desktop and mobile width,
 * in Chinese and English, to .data/screenshots/.
 *
 *   npx vite build                                       # into dist/
 *   npx tsx scripts/screenshots.ts                       # the default tour, demo and support
 *   npx tsx scripts/screenshots.ts --user=support /client_work /product_change
 *   npx tsx scripts/screenshots.ts --base=http://127.0.0.1:8080 /home   # a portal already running
 *
 * Without --base it starts its own emulator on a fresh in-memory world (port 4199, the build in
 * CLIENT_DIR, default dist/). Each user is signed in through the API and given the portal's own
 * cookie (Admin-Token), as tests/e2e/fixtures.ts `signIn` does, with the greetings already seen.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium } from '@playwright/test';
import { USERS } from '../fixtures/accounts.ts';
import { chromiumLaunchOptions } from '../tests/e2e/browser.ts';

const { values, positionals } = parseArgs({
  options: { base: { type: 'string' }, user: { type: 'string' } },
  allowPositionals: true,
});

const TOUR: Record<string, string[]> = {
  demo: [
    '/home',
    '/card/list',
    '/card/detail/3000',
    '/billing_group',
    '/sms/template',
    '/oc_card/config',
    '/project_group',
    '/charge/card',
    '/recharge_record',
    '/hardware_manage',
    '/locate_service',
  ],
  support: ['/client', '/card', '/card_status', '/client_work', '/product_change', '/operation_log'],
};
const tour: [string, string[]][] = values.user
  ? [[values.user, positionals.length > 0 ? positionals : (TOUR[values.user] ?? ['/home'])]]
  : Object.entries(TOUR);

const out = '.data/screenshots';
mkdirSync(out, { recursive: true });

let server: ChildProcess | undefined;
let base = values.base;
if (!base) {
  const port = 4199;
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DB_FILE: ':memory:',
      SEED_CARDS: '600',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist',
    },
    stdio: 'inherit',
  });
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/ep/api/login_config/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 120) throw new Error('the emulator did not start in 60 s');
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function signIn(context: BrowserContext, username: string) {
  const user = USERS.find((u) => u.username === username);
  if (!user) throw new Error(`no demo login named ${username}`);
  const login = await (
    await context.request.post(`${base}/ep/api/login/`, { data: { username, password: user.password } })
  ).json();
  if (login.code !== 200) throw new Error(`${username} could not log in: ${login.msg}`);
  await context.addCookies([{ name: 'Admin-Token', value: login.data.token, url: base }]);
  // The unread notices would cover the first screen: read them first.
  const headers = { Authorization: `JWT ${login.data.token}` };
  const unread = await (await context.request.get(`${base}/ep/api/unread/marquees/`, { headers })).json();
  for (const notice of unread.data?.items ?? []) {
    await context.request.post(`${base}/ep/api/unread/marquees/`, { headers, data: { mq_id: notice.id } });
  }
  await context.addInitScript((name) => {
    if (location.origin === 'null') return;
    sessionStorage.setItem('questionnaire_dismissed', '1');
    sessionStorage.setItem('welcomed', '1');
    localStorage.setItem(`tour_progress:${name}`, '99');
  }, username);
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    for (const lang of ['chinese_simplified', 'english']) {
      for (const [user, pages] of tour) {
        const context = await browser.newContext({ viewport });
        await context.addInitScript((l) => localStorage.setItem('language', l), lang);
        await signIn(context, user);
        const page = await context.newPage();
        for (const path of pages) {
          await page.goto(`${base}/#${path}`);
          // A hash change is no navigation: wait until no table or page is still loading.
          await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'));
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          const name = `${user}${path.replaceAll(/[/?=]/g, '-')}-${device}-${lang}.png`;
          await page.screenshot({ path: `${out}/${name}`, fullPage: true });
          console.log(`${out}/${name}`);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server?.kill();
}
