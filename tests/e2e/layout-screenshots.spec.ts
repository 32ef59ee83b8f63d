import type { Page, TestInfo } from '@playwright/test';
import { expect, settled, signIn, test } from './fixtures.ts';
import { apiToken, DEMO } from './helpers.ts';

/**
 * The layout at desktop, mid and phone widths in both languages: nothing may stick out of the top
 * bar, the tab bar or the page, and a screenshot of each screen goes to the test's output folder
 * (test-results/, not committed) to be looked at.
 */
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mid', width: 1100, height: 800 },
  { name: 'narrow', width: 992, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGS = ['zh-CN', 'en'] as const;
type Lang = (typeof LANGS)[number];

async function useLanguage(page: Page, lang: Lang) {
  if (lang === 'zh-CN') return;
  await page.evaluate(() => localStorage.setItem('language', 'english'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** No horizontal overflow anywhere in the layout's bars, nor in the document. */
async function expectNothingSticksOut(page: Page, screen: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > innerWidth) found.push(`document ${root.scrollWidth} > ${innerWidth}`);
    const header = document.querySelector('header');
    if (header) {
      if (header.scrollWidth > header.clientWidth)
        found.push(`header ${header.scrollWidth} > ${header.clientWidth}`);
      const box = header.getBoundingClientRect();
      for (const el of header.querySelectorAll<HTMLElement>('a, button, input, [role="combobox"]')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0) continue;
        if (
          r.left < box.left - 0.5 ||
          r.right > box.right + 0.5 ||
          r.top < box.top - 0.5 ||
          r.bottom > box.bottom + 0.5
        )
          found.push(`header item "${el.textContent || el.getAttribute('aria-label')}" outside the bar`);
        if (r.height > 40)
          found.push(`header item "${el.textContent}" wraps (${Math.round(r.height)} px high)`);
      }
    }
    const tabs = document.querySelector('[data-tour="tab-bar"] [role="tablist"]');
    for (const tab of tabs?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []) {
      if (tab.getBoundingClientRect().height > 30) found.push(`tab "${tab.textContent}" wraps`);
    }
    return found;
  });
  expect(problems, screen).toEqual([]);
}

async function shoot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), animations: 'disabled' });
}

for (const lang of LANGS) {
  for (const size of SIZES) {
    test(`home, card list, card detail and notices fit at ${size.width} px in ${lang}`, async ({
      page,
      request,
    }, info) => {
      const token = await apiToken(request, DEMO);
      const list = await request.get('/ep/api/card/list/?page_size=5', {
        headers: { Authorization: `JWT ${token}` },
      });
      const card: { id: number; iccid: string } = (await list.json()).data.tableData[0];

      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO);
      await useLanguage(page, lang);
      const screens = [
        { name: 'home', path: '/home', ready: page.getByRole('region').getByRole('link').first() },
        { name: 'card-list', path: '/card/list', ready: page.getByRole('table').locator('tbody tr').nth(9) },
        {
          name: 'card-detail',
          path: `/card/detail/${card.id}`,
          ready: page.getByRole('heading', { name: card.iccid }),
        },
        {
          name: 'notices',
          path: '/platform_notice',
          ready: page.getByRole('main').getByRole('listitem').first(),
        },
      ];
      for (const screen of screens) {
        await page.goto(`/#${screen.path}`);
        await expect(screen.ready).toBeVisible();
        await expectNothingSticksOut(page, `${screen.name} at ${size.width} px in ${lang}`);
        await shoot(page, info, `${lang}-${size.name}-${screen.name}`);
      }
      if (size.name === 'phone') {
        await page.getByRole('button', { name: lang === 'en' ? 'Toggle menu' : '展开/收起菜单' }).click();
        const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Main menu' : '主菜单' });
        await expect(nav).toBeInViewport({ ratio: 1 });
        await shoot(page, info, `${lang}-${size.name}-drawer`);
        await page.keyboard.press('Escape');
        await expect(nav).toHaveCount(0);
      }
      // The login page, in the language just used.
      await page.getByRole('button', { name: lang === 'en' ? 'User menu' : '用户菜单' }).click();
      await page.getByRole('menuitem', { name: lang === 'en' ? 'Log out' : '退出登录' }).click();
      await expect(page.getByRole('button', { name: lang === 'en' ? 'Log in' : '登录' })).toBeVisible();
      for (const img of await page.locator('main img').all())
        await expect(img).toHaveJSProperty('complete', true);
      await expectNothingSticksOut(page, `login at ${size.width} px in ${lang}`);
      await shoot(page, info, `${lang}-${size.name}-login`);
    });
  }
}

test.describe('greetings', () => {
  test.use({ quiet: false });

  for (const lang of LANGS) {
    for (const size of [SIZES[0], SIZES[3]]) {
      test(`the notices dialog${size.name === 'desktop' ? ', the survey and the tour' : ''} at ${size.width} px in ${lang}`, async ({
        page,
      }, info) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await signIn(page, DEMO);
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await useLanguage(page, lang);
        await expect(dialog).toBeVisible();
        await settled(page);
        await shoot(page, info, `${lang}-${size.name}-notice-dialog`);
        const box = await dialog.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= size.width, 'the dialog is within the screen').toBe(
          true,
        );

        const next = lang === 'en' ? /^(Next|Got it)$/ : /^(下一条|我知道了)$/;
        while ((await page.getByRole('dialog').getByRole('button', { name: next }).count()) > 0) {
          await page.getByRole('dialog').getByRole('button', { name: next }).click();
          await settled(page);
          if ((await page.getByRole('dialog').getByRole('button', { name: next }).count()) === 0) break;
        }
        const later = page.getByRole('button', { name: lang === 'en' ? 'Later' : '以后再说' });
        await expect(later).toBeVisible();
        await settled(page);
        await shoot(page, info, `${lang}-${size.name}-survey`);
        await later.click();
        if (size.name === 'desktop') {
          await expect(page.locator('.driver-popover')).toBeVisible();
          await settled(page);
          await shoot(page, info, `${lang}-${size.name}-tour`);
        }
      });
    }
  }
});
