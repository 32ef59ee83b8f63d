import type { Page, TestInfo } from '@playwright/test';
import { expect, settled, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, SCREEN_SIZES } from './helpers.ts';

/**
 * The recharge screens at desktop and phone widths in both languages, with the seeded history:
 * each opens with its title, nothing sticks out of the page, and a screenshot of each goes to the
 * test's output folder (test-results/, not committed) to be looked at.
 */
const LANGS = ['zh-CN', 'en'] as const;

const TITLES = {
  '/charge/product': ['充值产品', 'Recharge products'],
  '/charge/card': ['卡充值', 'Recharge cards'],
  '/refueling_packet': ['加油包充值', 'Add-on packages'],
  '/fixed_flow': ['固定流量包', 'Fixed-flow packages'],
  '/charge/order_list': ['充值订单', 'Recharge orders'],
  '/charge/export': ['充值订单导出', 'Recharge order export'],
} as const;

const CHOOSE = ['选择卡和产品', 'Choose cards and a product'] as const;

async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
}

async function shoot(page: Page, info: TestInfo, name: string) {
  await settled(page);
  await page.screenshot({ path: info.outputPath(`${name}.png`), animations: 'disabled' });
}

for (const lang of LANGS) {
  for (const size of SCREEN_SIZES) {
    test(`the recharge screens fit at ${size.width} px in ${lang}, with seeded history`, async ({
      page,
      request,
    }, info) => {
      const token = await apiToken(request, DEMO);
      const orders = await request.get('/ep/api/charge/order/list/?kind=card&page_size=5', {
        headers: { Authorization: `JWT ${token}` },
      });
      const order: { id: number; order_no: string } = (await orders.json()).data.tableData[0];

      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO, '/#/home');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      const at = lang === 'en' ? 1 : 0;
      for (const [path, titles] of Object.entries(TITLES)) {
        await page.goto(`/#${path}`);
        await expect(page).toHaveTitle(new RegExp(`^${titles[at]} - `));
        if (path === '/charge/product' || path.startsWith('/charge/order') || path === '/charge/export') {
          await expect(page.getByRole('table', { name: titles[at] })).toHaveAttribute('aria-busy', 'false');
          await expect(
            page.getByRole('table', { name: titles[at] }).locator('tbody').getByRole('row').first(),
          ).toBeVisible();
        } else {
          // A recharge page: the account and the button that opens the form.
          await expect(page.getByRole('button', { name: CHOOSE[at] })).toBeEnabled();
        }
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
        await shoot(page, info, `${size.name}-${lang}-${path.slice(1).replaceAll('/', '-')}`);
      }
      await page.goto(`/#/charge/order_detail?id=${order.id}`);
      await expect(page.getByRole('heading', { name: new RegExp(order.order_no) })).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, info, `${size.name}-${lang}-order-detail`);
    });
  }
}
