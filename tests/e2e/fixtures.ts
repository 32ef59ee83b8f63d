import { type APIRequestContext, type BrowserContext, test as base, expect } from '@playwright/test';
import { SESSION_HEADER } from '#contract';
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
  for (const username of usernames) {
    const password = USERS.find((u) => u.username === username)?.password;
    const login = await (
      await request.post('/ep/api/login/', { headers, data: { username, password } })
    ).json();
    expect(login.code, `log ${username} in`).toBe(200);
    const auth = { ...headers, Authorization: `JWT ${login.data.token}` };
    const unread = await (await request.get('/ep/api/unread/marquees/', { headers: auth })).json();
    for (const notice of unread.data.items) {
      await request.post('/ep/api/unread/marquees/', { headers: auth, data: { mq_id: notice.id } });
    }
  }
}

/** Session and local storage of a user who has been greeted already. */
export async function skipGreetings(context: BrowserContext) {
  await context.addInitScript(
    (names) => {
      sessionStorage.setItem('questionnaire_dismissed', '1');
      sessionStorage.setItem('welcomed', '1');
      for (const name of names) localStorage.setItem(`tour_progress:${name}`, '99');
    },
    USERS.map((u) => u.username),
  );
}

const GREETED = ['demo', 'demo_sub', 'support'];

export const test = base.extend<{ quiet: boolean; world: string }>({
  quiet: [true, { option: true }],
  world: [
    async ({ context, quiet, playwright, baseURL }, use, info) => {
      const world = `e2e-${info.workerIndex}-${info.testId}-${info.repeatEachIndex}-${info.retry}`;
      await context.setExtraHTTPHeaders({ [SESSION_HEADER]: world });
      // The page's clock starts where the world's does (EMULATOR_EPOCH) and runs on from there.
      await context.clock.install({ time: EPOCH_MS });
      if (quiet) {
        const api = await playwright.request.newContext({ baseURL });
        await quietWorld(api, world, GREETED);
        await api.dispose();
        await skipGreetings(context);
      }
      await use(world);
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

export { expect };
