import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, tableSettled } from './helpers.ts';

/** The top bar's counts and the language switch, in the browser. */

const COUNTS = [
  { label: '共有卡', key: 'count', url: /#\/card\/list$/ },
  {
    label: '正使用',
    key: 'normal_count',
    url: /#\/card\/list\?status=active$/,
    filter: ['卡状态', '正使用'],
  },
  { label: '待激活', key: 'not_active', url: /#\/card\/list\?status=pending$/, filter: ['卡状态', '待激活'] },
  {
    label: '本月到期',
    key: 'expiry_count',
    url: /#\/card\/list\?expiring=1$/,
    filter: ['本月到期', '本月到期'],
  },
] as const;

test('each header count opens the card list with its filter, and the list total is that count', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  const counts = (
    await (await request.get('/ep/api/index/header/', { headers: { Authorization: `JWT ${token}` } })).json()
  ).data;
  await signIn(page, DEMO);
  const header = page.getByRole('banner').getByRole('list', { name: '卡片概况' });
  await expect(header.getByRole('link')).toHaveCount(COUNTS.length);

  for (const { label, key, url, ...rest } of COUNTS) {
    const value = Number(counts[key]);
    expect(value, `${key} of the emulator`).toBeGreaterThan(0);
    const link = header.getByRole('link', { name: new RegExp(label) });
    await expect(link).toContainText(value.toLocaleString('zh-CN'));
    await link.click();
    await expect(page).toHaveURL(url);
    await tableSettled(page, '卡列表');
    await expect(page.getByText(`共 ${value} 条`, { exact: true })).toBeVisible();
    if ('filter' in rest) {
      const [field, option] = rest.filter;
      await expect(page.getByRole('combobox', { name: field, exact: true })).toHaveText(option);
    }
  }
});

test('a user without router_card_list sees the same counts as plain figures, not links', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO_SUB);
  const counts = (
    await (await request.get('/ep/api/index/header/', { headers: { Authorization: `JWT ${token}` } })).json()
  ).data;
  await signIn(page, DEMO_SUB);
  await expect(page).toHaveURL(/#\/home$/);
  const header = page.getByRole('banner').getByRole('list', { name: '卡片概况' });
  await expect(header).toBeVisible();

  for (const { label, key } of COUNTS) {
    const item = header.getByRole('listitem').filter({ hasText: label });
    await expect(item, label).toBeVisible();
    await expect(item).toContainText(Number(counts[key]).toLocaleString('zh-CN'));
  }
  // Nothing to follow: demo_sub may not open the card list (it would land on 401).
  await expect(header.getByRole('link')).toHaveCount(0);
  await expect(header.locator('a, [href]')).toHaveCount(0);
  await header.getByRole('listitem').filter({ hasText: '共有卡' }).click();
  await expect(page).toHaveURL(/#\/home$/);
});

test('switching to English changes the menu, the server table headers and messages, and is remembered', async ({
  page,
}) => {
  await signIn(page, DEMO, '/#/card/list');
  await expect(page.getByRole('columnheader', { name: '卡状态' })).toBeVisible();

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Cards' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Card list' })).toHaveAttribute('aria-current', 'page');
  // The table's headers come from the server's tableHeader, asked again in English.
  const table = page.getByRole('table', { name: 'Card list' });
  await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Carrier' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: '卡状态' })).toHaveCount(0);
  await expect(dataRows(page, 'Card list').first()).toContainText(/China (Mobile|Unicom|Telecom)/);
  await expect(page.getByRole('tab', { name: 'Card list' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle(/^Card list - /);

  // A message of the server, in English.
  const search = page.getByRole('search').filter({ has: page.getByPlaceholder('Full card number') });
  await search.getByPlaceholder('Full card number').fill('89860000000000000000');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No card has ICCID 89860000000000000000')).toBeVisible();

  await page.reload();
  await expect(nav.getByRole('link', { name: 'Card list' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // And back to Chinese.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(
    page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '卡列表' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: '卡列表' }).getByRole('columnheader', { name: '卡状态' }),
  ).toBeVisible();
});
