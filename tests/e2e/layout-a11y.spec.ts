import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { DEMO, dataRows } from './helpers.ts';

/** The serious and critical axe-core violations of the page as it is now, one line each. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${process.env.AXE_DEBUG ? n.failureSummary : ''}`).join(', ')}`,
    );
}

test('the login page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the layout with the card list has no serious or critical accessibility violations', async ({
  page,
}) => {
  await signIn(page, DEMO, '/#/card/list');
  await expect(dataRows(page, '卡列表')).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the layout with the drawer open has no serious or critical accessibility violations', async ({
    page,
  }) => {
    await signIn(page, DEMO, '/#/card/list');
    await expect(dataRows(page, '卡列表')).toHaveCount(10);
    await page.getByRole('button', { name: '展开/收起菜单' }).click();
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeInViewport({ ratio: 1 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('greetings', () => {
  test.use({ quiet: false });

  test('the notices and survey dialogs have no serious or critical accessibility violations', async ({
    page,
  }) => {
    await signIn(page, DEMO);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: '下一条' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    while (await dialog.getByRole('button', { name: '下一条' }).isVisible()) {
      await dialog.getByRole('button', { name: '下一条' }).click();
    }
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await expect(page.getByRole('dialog', { name: '平台使用满意度调查' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
