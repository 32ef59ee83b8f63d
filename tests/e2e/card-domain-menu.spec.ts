import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { DEMO } from './helpers.ts';

/**
 * Every page of the customer menu opens from the menu for demo, shows its data and logs no
 * console error, in both languages: a sweep over whatever the route table puts in the menu.
 */

const LANGS = [
  {
    lang: 'zh-CN',
    setting: 'chinese_simplified',
    nav: '主菜单',
    home: '首页',
    tabs: '已打开的页面',
    user: '用户名',
    submit: '登录',
  },
  {
    lang: 'en',
    setting: 'english',
    nav: 'Main menu',
    home: 'Home',
    tabs: 'Open pages',
    user: 'Username',
    submit: 'Log in',
  },
] as const;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The menu's pages are swept in this many parts, each its own test (every PARTS-th link): the
 * menu grows with each domain, and one test for all its pages outgrew any sensible time limit.
 */
const PARTS = 3;

for (const { lang, setting, nav: navName, home, tabs, user, submit } of LANGS)
  for (let part = 0; part < PARTS; part++) {
    test(`demo opens every page of the customer menu without an error (${lang}, part ${part + 1} of ${PARTS})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.addInitScript((value) => localStorage.setItem('language', value), setting);
      const errors = collectErrors(page);
      // Requests that got no answer (aborted by a navigation, refused by the network): named in the
      // message of a failed toast check, so a rare error toast says what it came from.
      const unanswered: string[] = [];
      page.on('requestfailed', (request) =>
        unanswered.push(`${request.url()} ${request.failure()?.errorText}`),
      );
      await page.goto('/#/login');
      await page.getByLabel(user).fill(DEMO.username);
      // The password field (its label would also match the password tab's panel).
      await page.locator('input[type="password"]').fill(DEMO.password);
      await page.getByRole('button', { name: submit, exact: true }).click();
      await expect(page).toHaveURL(/#\/home$/);

      const nav = page.getByRole('navigation', { name: navName });
      await expect(nav.getByRole('link', { name: home, exact: true })).toBeVisible();
      // Open every group, then visit every page link it shows (those opening a new tab aside).
      for (const group of await nav.getByRole('button').all()) {
        if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
        await expect(group).toHaveAttribute('aria-expanded', 'true');
      }
      const links = await nav
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors
            .filter((a) => a.getAttribute('target') !== '_blank')
            .map((a) => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
        );
      expect(links.length).toBeGreaterThanOrEqual(16);
      for (const link of links.filter((_, i) => i % PARTS === part)) {
        await nav.getByRole('link', { name: link.name, exact: true }).click();
        const path = link.href.replace(/^#/, '');
        await expect(page, `${link.name} opens ${path}`).toHaveURL(
          new RegExp(`#${path.replace(/[/?]/g, '\\$&')}$`),
        );
        // The page's tab in the strip of open pages (a page may have tabs of its own).
        const strip = page.getByRole('tablist', { name: tabs });
        // A page that is a dialog (新建预警规则) opens over the strip: it is its own proof, and closes.
        const selected = strip.getByRole('tab', { selected: true }).filter({ hasText: link.name });
        const dialog = page.getByRole('dialog', { name: link.name });
        await expect(selected.or(dialog)).toBeVisible();
        // The page has loaded its content: no spinner left, no error toast.
        await expect(page.getByRole('main').getByText(/加载中|Loading/)).toHaveCount(0, { timeout: 10_000 });
        if (await dialog.isVisible()) {
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
        const toasts = page.locator('[data-sonner-toast][data-type="error"]');
        if ((await toasts.count()) > 0)
          expect.soft(await toasts.allTextContents(), `${link.name}: ${unanswered.join(' | ')}`).toEqual([]);
        await expect(toasts).toHaveCount(0);
      }
      expect(errors).toEqual([]);
    });
  }

test('the pages of the card menu are in the spec order', async ({ page }) => {
  await signIn(page, DEMO);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '卡管理' }).click();
  await expect(nav.getByRole('link', { name: '卡列表' })).toBeVisible();
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')).filter((h) => h !== '#/home'));
  const order = [
    '#/card/list',
    '#/billing_group',
    '#/sms_warning_record',
    '#/voice/whitelist',
    '#/card_status',
    '#/card_data_search',
    '#/card/export',
    '#/recharge_record',
    '#/vup_detail',
  ];
  expect(hrefs.filter((h) => order.includes(h ?? ''))).toEqual(order);
});
