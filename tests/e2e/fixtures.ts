import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { CONTROL_BASE, SESSION_HEADER } from '#contract';
import { USERS } from '../../fixtures/index.ts';
import { EPOCH_MS } from './epoch.ts';

/**
 * Every browser test runs in its own world of the emulator (X-Emulator-Session), so tests run in
 * parallel without seeing each other's changes. Unless a test asks otherwise (`quiet: false`),
 * the world's users have read their notices, answered nothing yet but dismissed the survey for
 * this session, and seen the tour: the dialogs that greet a real user do not cover the page.
 */
export async function quietWorld(request: APIRequestContext, world: string, usernames: string[]) {
  const headers = { [SESSION_HEADER]: world };
  // The users at once: each login's password check runs on its own thread in the emulator.
  await Promise.all(
    usernames.map(async (username) => {
      const password = USERS.find((u) => u.username === username)?.password;
      const login = await (
        await request.post('/ep/api/login/', { headers, data: { username, password } })
      ).json();
      expect(login.code, `log ${username} in`).toBe(200);
      await readNotices(request, { ...headers, Authorization: `JWT ${login.data.token}` });
    }),
  );
}

/** Marks every notice the token's user has not read yet as read. */
async function readNotices(request: APIRequestContext, headers: Record<string, string>) {
  const unread = await (await request.get('/ep/api/unread/marquees/', { headers })).json();
  for (const notice of unread.data.items) {
    await request.post('/ep/api/unread/marquees/', { headers, data: { mq_id: notice.id } });
  }
}

/** The contexts of quiet worlds (see the `quiet` option), whose users have been greeted already. */
const quietContexts = new WeakSet<BrowserContext>();

/** The portal's origin per browser context, for signIn's cookie. */
const origins = new WeakMap<BrowserContext, string>();

/**
 * Opens `path` already signed in as `user`, without the login form: the token of an API login in
 * this test's world, set as the portal's own cookie (Admin-Token), as a reload after logging in
 * would find it. For every test that is not about signing in (those fill the form: `logIn`).
 * `path` defaults to `/#/`, which the portal sends to the user's first page.
 */
export async function signIn(page: Page, user: { username: string; password: string }, path = '/#/') {
  const context = page.context();
  const origin = origins.get(context);
  if (!origin) throw new Error('signIn needs the test from fixtures.ts (its world fixture)');
  // A fresh login, not one of the world fixture's: the test may have moved the clock past its 10 h.
  const login = await (await context.request.post('/ep/api/login/', { data: user })).json();
  expect(login.code, `log ${user.username} in`).toBe(200);
  await context.addCookies([{ name: 'Admin-Token', value: login.data.token, url: origin }]);
  // A greeted user has read what was published before this sign-in (a review's outcome the clock
  // decided while the test moved it); what comes after shows on the next load, as it would.
  if (quietContexts.has(context)) {
    await readNotices(context.request, { Authorization: `JWT ${login.data.token}` });
  }
  await page.goto(path);
  await expect(page).not.toHaveURL(/#\/(login.*)?$/);
}

/** Session and local storage of a user who has been greeted already. */
export async function skipGreetings(context: BrowserContext) {
  await context.addInitScript(
    (names) => {
      // about:blank (a test leaving the portal) has no storage of the portal's origin.
      if (location.origin === 'null') return;
      sessionStorage.setItem('questionnaire_dismissed', '1');
      sessionStorage.setItem('welcomed', '1');
      for (const name of names) localStorage.setItem(`tour_progress:${name}`, '99');
    },
    USERS.map((u) => u.username),
  );
}

const GREETED = ['demo', 'demo_sub', 'support'];

/**
 * Waits until nothing on the page is animating (a dialog opening, a popover sliding in), so a
 * screenshot shows the finished layout: no fixed wait that is too short on a slow machine.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

export const test = base.extend<{ quiet: boolean; world: string }>({
  quiet: [true, { option: true }],
  world: [
    async ({ context, quiet, playwright, baseURL }, use, info) => {
      const world = `e2e-${info.workerIndex}-${info.testId}-${info.repeatEachIndex}-${info.retry}`;
      await context.setExtraHTTPHeaders({ [SESSION_HEADER]: world });
      // The portal is served with its Content-Security-Policy: whatever it blocks fails the test.
      const violations: string[] = [];
      await context.exposeBinding('__cspViolation', (_source, text: string) => violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`);
        });
      });
      // The page's clock starts where the world's does (EMULATOR_EPOCH) and runs on from there.
      await context.clock.install({ time: EPOCH_MS });
      origins.set(context, new URL(baseURL!).origin);
      if (quiet) {
        const api = await playwright.request.newContext({ baseURL });
        await quietWorld(api, world, GREETED);
        await api.dispose();
        await skipGreetings(context);
        quietContexts.add(context);
      }
      await use(world);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      // The world goes with the test (pages first, so none of their requests brings it back).
      for (const page of context.pages()) await page.close();
      const api = await playwright.request.newContext({ baseURL });
      await api.delete(`${CONTROL_BASE}/world`, { headers: { [SESSION_HEADER]: world } });
      await api.dispose();
    },
    { auto: true },
  ],
  request: async ({ playwright, baseURL, world }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { [SESSION_HEADER]: world },
    });
    await use(request);
    await request.dispose();
  },
});

/** A second browser of the same world, signed in with `token`, opening `path` (support beside a customer). */
export async function otherBrowser(
  browser: Browser,
  baseURL: string,
  world: string,
  token: string,
  path: string,
) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { [SESSION_HEADER]: world } });
  await context.clock.install({ time: EPOCH_MS });
  await skipGreetings(context);
  await context.addCookies([{ name: 'Admin-Token', value: token, url: new URL(baseURL).origin }]);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

export { expect };
