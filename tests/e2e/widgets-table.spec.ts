import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, tableSettled } from './helpers.ts';

/** The shared table in the real browser: the column chooser. */

test('the column chooser hides a column, shows a hidden one, and remembers both after a reload', async ({
  page,
}) => {
  await signIn(page, DEMO, '/#/card/list');
  const table = page.getByRole('table', { name: '卡列表' });
  await expect(dataRows(page, '卡列表')).toHaveCount(10);
  await expect(table.getByRole('columnheader', { name: 'MSISDN' })).toBeVisible();
  // The server marks IMSI hidden by default.
  await expect(table.getByRole('columnheader', { name: 'IMSI' })).toHaveCount(0);

  await page.getByRole('button', { name: '列设置' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'MSISDN' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(menu.getByRole('menuitemcheckbox', { name: 'IMSI' })).toHaveAttribute('aria-checked', 'false');
  await menu.getByRole('menuitemcheckbox', { name: 'MSISDN' }).click();
  // The menu stays open for the next choice.
  await menu.getByRole('menuitemcheckbox', { name: 'IMSI' }).click();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'MSISDN' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await expect(table.getByRole('columnheader', { name: 'MSISDN' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'IMSI' })).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  const imsiColumn = headers.findIndex((h) => h.trim().startsWith('IMSI'));
  const imsi = await dataRows(page, '卡列表').first().getByRole('cell').nth(imsiColumn).textContent();
  expect(imsi).toMatch(/^460\d+$/);

  await page.reload();
  await tableSettled(page, '卡列表');
  await expect(dataRows(page, '卡列表')).toHaveCount(10);
  await expect(table.getByRole('columnheader', { name: 'IMSI' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'MSISDN' })).toHaveCount(0);
});

test('搜索 with unchanged filters fetches the list again: a change made elsewhere shows up', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO, '/#/billing_group');
  const caption = '计费组';
  await tableSettled(page, caption);
  const first = dataRows(page, caption).first();
  const code = (await first.getByRole('cell').first().textContent())!.trim();

  // Another user changes the group's comment; this page has not been told.
  const headers = { Authorization: `JWT ${await apiToken(request, DEMO)}` };
  const list = await (await request.get('/ep/api/vbg/list/', { headers })).json();
  const group = list.data.tableData.find((g: { code: string }) => g.code === code);
  const saved = await request.post('/ep/api/vbg/edit/comment/', {
    headers,
    data: { vbg_id: group.id, comment: '搜索后可见的备注' },
  });
  expect((await saved.json()).code).toBe(200);
  await expect(first).not.toContainText('搜索后可见的备注');

  const url = page.url();
  const answered = page.waitForResponse((r) => r.url().includes('/ep/api/vbg/list/'));
  await page.getByRole('main').getByRole('button', { name: '搜索' }).click();
  await answered;
  expect(page.url()).toBe(url);
  await expect(dataRows(page, caption).filter({ hasText: code })).toContainText('搜索后可见的备注');
});
