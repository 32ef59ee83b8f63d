import { expect, signIn, test } from './fixtures.ts';
import { DEMO, dataRows, tableSettled } from './helpers.ts';

test('a page kept alive in its tab finds its typed filter and page again; refresh starts it afresh', async ({
  page,
}) => {
  await signIn(page, DEMO, '/#/card/list');
  const tabs = page.getByRole('tablist', { name: '已打开的页面' });
  await expect(tabs.getByRole('tab', { name: '首页' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: '卡列表' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: '跳至第 3 页' }).click();
  await expect(page).toHaveURL(/page=3/);
  await tableSettled(page, '卡列表');
  const firstOnPage3 = await dataRows(page, '卡列表').first().textContent();
  await page.getByLabel('卡号', { exact: true }).fill('8986');

  await tabs.getByRole('tab', { name: '首页' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByText(/欢迎/)).toBeVisible();

  await tabs.getByRole('tab', { name: '卡列表' }).click();
  await expect(page).toHaveURL(/#\/card\/list\?page=3$/);
  await expect(page.getByLabel('卡号', { exact: true })).toHaveValue('8986');
  await expect(page.getByRole('button', { name: '跳至第 3 页' })).toHaveAttribute('aria-current', 'page');
  await expect(dataRows(page, '卡列表').first()).toHaveText(firstOnPage3 ?? '');

  await page.getByRole('button', { name: '刷新当前页' }).click();
  await expect(page).toHaveURL(/#\/card\/list$/);
  await expect(page.getByLabel('卡号', { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: '跳至第 1 页' })).toHaveAttribute('aria-current', 'page');
});

test('closing a tab goes to its neighbour; close all keeps the pinned home tab', async ({ page }) => {
  await signIn(page, DEMO, '/#/card/list');
  const tabs = page.getByRole('tablist', { name: '已打开的页面' });
  await expect(tabs.getByRole('tab')).toHaveCount(2);
  await expect(page.getByRole('button', { name: '关闭 首页' })).toHaveCount(0);

  await page.getByRole('button', { name: '关闭 卡列表' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(tabs.getByRole('tab')).toHaveCount(1);

  await page.goto('/#/card/list');
  await expect(tabs.getByRole('tab')).toHaveCount(2);
  await tabs.getByRole('tab', { name: '卡列表' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭所有' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(tabs.getByRole('tab')).toHaveCount(1);
});
