import { readFile } from 'node:fs/promises';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, pdfInfo } from './helpers.ts';

/**
 * The Manuals menu: the platform manual downloaded as a PDF behind the full-screen mask, and the
 * frequently asked questions searched, opened (a view counted) and reached from the home page.
 */

test('downloads the platform manual as a PDF behind the downloading mask, in both languages', async ({
  page,
}) => {
  await signIn(page, DEMO_SUB, '/#/home');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '手册' }).click();
  await page.getByRole('link', { name: '平台操作手册' }).click();
  // Hold the answer so the mask can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/ep/api/api/platform/sop/', async (route) => {
    await held;
    await route.continue();
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载手册' }).click();
  await expect(page.getByRole('alertdialog', { name: 'downloading...' })).toBeVisible();
  release();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('平台操作手册.pdf');
  await expect(page.getByRole('alertdialog', { name: 'downloading...' })).toHaveCount(0);
  const pdf = pdfInfo(await readFile((await download.path())!));
  expect(pdf.header).toBe('%PDF-');
  expect(pdf.pages).toBeGreaterThan(3);
  expect(pdf.title).toBe('物联网卡管理平台 操作手册');
  await page.unroute('**/ep/api/api/platform/sop/');

  await page.evaluate(() => localStorage.setItem('language', 'english'));
  await page.reload();
  const english = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the manual' }).click();
  const file = await english;
  expect(file.suggestedFilename()).toBe('Platform manual.pdf');
  expect(pdfInfo(await readFile((await file.path())!)).title).toBe('IoT SIM Portal User Manual');
});

test('searches the FAQ, opens one and counts the view; the home panel links to it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  const headers = { Authorization: `JWT ${token}` };
  const list = (
    await (await request.get('/ep/api/questions/list/?keyword=停机&page_size=50', { headers })).json()
  ).data;
  expect(list.total_count).toBeGreaterThan(0);
  const first = list.tableData[0] as { id: number; question: string; views: number };

  await signIn(page, DEMO, '/#/home');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '手册' }).click();
  await page.getByRole('link', { name: '常见问题' }).click();
  await page.getByLabel('问题', { exact: true }).fill('停机');
  await page.getByRole('button', { name: '搜索' }).click();
  const table = page.getByRole('table', { name: '常见问题' });
  await expect(table.getByRole('row')).toHaveCount(list.total_count + 1);
  await table.getByRole('row', { name: first.question }).getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(new RegExp(`#/questions/content\\?id=${first.id}$`));
  await expect(page.getByRole('heading', { name: first.question })).toBeVisible();
  await expect(page.getByText(`浏览 ${first.views + 1} 次`)).toBeVisible();
  const after = (
    await (await request.get(`/ep/api/questions/list/?keyword=停机&page_size=50`, { headers })).json()
  ).data.tableData as { id: number; views: number }[];
  expect(after.find((r) => r.id === first.id)!.views).toBe(first.views + 1);

  // From the home page's panel: open an answer, then its own page.
  await page.goto('/#/home');
  const home = (await (await request.get('/ep/api/index/questions/', { headers })).json()).data.items[0] as {
    id: number;
    question: string;
  };
  await page.getByRole('button', { name: home.question }).click();
  await page.getByRole('button', { name: '在新页面查看' }).click();
  await expect(page).toHaveURL(new RegExp(`#/questions/content\\?id=${home.id}$`));
  await expect(page.getByRole('heading', { name: home.question })).toBeVisible();
});

test('shows the FAQ in English with categories', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, DEMO_SUB, '/#/questions');
  const table = page.getByRole('table', { name: 'Frequently asked questions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Real-name verification' }).click();
  // The filter bar's button (the top bar's search is an icon of the same name).
  await page.getByText('Search', { exact: true }).click();
  await expect(table.getByRole('cell', { name: 'Card status' })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Real-name verification' }).first()).toBeVisible();
});
