import { expect, signIn, test } from './fixtures.ts';
import { DEMO, dataRows, tableSettled } from './helpers.ts';

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
