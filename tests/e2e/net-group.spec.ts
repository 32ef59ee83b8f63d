import { expect, signIn, test } from './fixtures.ts';
import { DEMO, dataRows, tableSettled } from './helpers.ts';

const CAPTION = '定向地址';
const DAY = 86_400_000;

test('demo adds a directed address at 电信: 新增处理中, then 新增成功 once the clock passes the carrier’s SLA', async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  await signIn(page, DEMO, '/#/home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByText('工单', { exact: true }).click();
  await menu.getByRole('link', { name: CAPTION }).click();
  await expect(page).toHaveURL(/#\/net_group\/host$/);
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION).filter({ hasText: '10.8.0.1' })).toContainText('新增失败');

  await page.getByRole('button', { name: '添加地址' }).click();
  const dialog = page.getByRole('dialog', { name: '添加定向地址' });
  await dialog.getByRole('combobox', { name: '定向分组' }).click();
  await page.getByRole('option', { name: '车载终端平台 · 中国电信' }).click();
  // A wildcard IP is refused under the field, and nothing is sent.
  await dialog.getByLabel('地址', { exact: true }).fill('112.65.*.9');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('IP 地址不支持通配符，通配符仅可用于域名')).toBeVisible();
  await dialog.getByLabel('地址', { exact: true }).fill('112.65.3.21');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const row = dataRows(page, CAPTION).filter({ hasText: '112.65.3.21' });
  await expect(row).toContainText('新增处理中');

  // 电信's 5 working days: a week on the clock covers them whatever the day.
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 7 * DAY } })).ok()).toBe(true);
  // A week on, the morning's token has expired: a fresh page and login.
  await page.goto('about:blank');
  await signIn(page, DEMO, '/#/net_group/host');
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION).filter({ hasText: '112.65.3.21' })).toContainText('新增成功');
});
