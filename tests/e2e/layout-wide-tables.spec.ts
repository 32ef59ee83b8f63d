import type { APIRequestContext, Page } from '@playwright/test';
import { filterByCodes, flattenPages } from '../../client/lib/route-filter.ts';
import { customerRoutes } from '../../client/routes/customer-routes.ts';
import { supportRoutes } from '../../client/routes/support-routes.ts';
import type { MenuEntry } from '../../client/routes/types.ts';
import type { TextKey } from '../../contract/catalogue/index.ts';
import { permName } from '../../contract/permissions.ts';
import { wordsIn } from '../../server/i18n.ts';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, SUPPORT } from './helpers.ts';

/**
 * Issue 36: at 1440×900 every table keeps its actions on screen and only the table scrolls
 * sideways, never the page. The pages walked are the user's own menu, derived as the portal
 * derives it (the route table filtered by the user's menu codes), so a new list screen is walked
 * the day it is added.
 */
test.use({ viewport: { width: 1440, height: 900 } });

async function menuPages(request: APIRequestContext, user: typeof DEMO, routes: MenuEntry[]) {
  const token = await apiToken(request, user);
  const answer = await (
    await request.get('/ep/api/perminfo/?is_sub=0', { headers: { Authorization: `JWT ${token}` } })
  ).json();
  expect(answer.code).toBe(200);
  const codes = new Set<string>(answer.data.menu_lst);
  // Pages the menu opens in the portal itself (not the API documents in a new tab).
  return flattenPages(filterByCodes(routes, codes)).filter((r) => !r.hidden && !r.newTab);
}

/** Widths that would mean a sideways scroll: of the document and of the page's own box. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    // Each page scrolls in its own box under <main> (the visible one; kept-alive pages are hidden).
    const box = [...document.querySelectorAll('main > div')].find((d) => d.checkVisibility()) as
      | HTMLElement
      | undefined;
    return {
      document: root.scrollWidth - root.clientWidth,
      page: box ? box.scrollWidth - box.clientWidth : 0,
    };
  });
}

/**
 * Each user's pages are walked in this many parts, each its own test (every PARTS-th page): the
 * menu grows with every screen, and one test walking all of it met its timeout on a busy machine.
 */
const PARTS = 3;

for (const [user, routes] of [
  [DEMO, customerRoutes],
  [SUPPORT, supportRoutes],
] as const) {
  for (let part = 0; part < PARTS; part++) {
    test(`every list page of ${user.username} keeps 操作 on screen and never scrolls sideways (part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const pages = await menuPages(request, user, routes);
      expect(pages.length).toBeGreaterThan(user === DEMO ? 20 : 1);
      await signIn(page, user);
      let actionColumns = 0;
      for (const route of pages.filter((_, i) => i % PARTS === part)) {
        await page.goto(`/#${route.path}`);
        await expect(page).toHaveURL(new RegExp(`#${route.path}`));
        // A hash change is no navigation, so no load state waits for it: wait for the page itself,
        // its title (set as the route renders), then its code (the lazy page's fallback gone).
        // A route's own title, or its code's name.
        if (route.titleKey)
          await expect(page).toHaveTitle(`${wordsIn('zh-CN')(route.titleKey as TextKey)} - 物联网卡管理平台`);
        else if (route.perm)
          await expect(page).toHaveTitle(`${permName(route.perm, wordsIn('zh-CN'))} - 物联网卡管理平台`);
        await expect(
          page.getByRole('main').getByRole('status').filter({ hasText: '加载中…', visible: true }),
        ).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const table = page.locator('main table[aria-busy]').filter({ visible: true }).first();
        if ((await table.count()) > 0) {
          await expect(table).toHaveAttribute('aria-busy', 'false');
          const actions = table.getByRole('columnheader', { name: '操作', exact: true });
          if ((await actions.count()) > 0) {
            actionColumns++;
            const box = await actions.boundingBox();
            expect(box, `${route.path}: the 操作 header is drawn`).not.toBeNull();
            expect.soft(box!.x, `${route.path}: 操作 starts on screen`).toBeGreaterThanOrEqual(0);
            expect.soft(box!.x + box!.width, `${route.path}: 操作 ends on screen`).toBeLessThanOrEqual(1440);
          }
        }
        const wide = await overflow(page);
        expect.soft(wide, `${route.path}: no sideways scroll`).toEqual({ document: 0, page: 0 });
      }
      // Each part met tables with actions (the card list, SMS, policies, logs; the client list).
      expect(actionColumns).toBeGreaterThanOrEqual(user === DEMO ? 1 : part === 0 ? 1 : 0);
    });
  }
}
