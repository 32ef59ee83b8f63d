import type { Request } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { dataRows, SUPPORT } from './helpers.ts';

/**
 * The shared confirm dialog in the real browser, where the support client list uses it before
 * resetting a client's password: cancel does nothing, a burst of confirm clicks confirms once.
 */
const isReset = (r: Request) => r.url().includes('/ep/api/support/support_rpw/') && r.method() === 'POST';

test('the confirm dialog asks before a password reset; a burst of clicks resets it once', async ({
  page,
}) => {
  const resets: Request[] = [];
  page.on('request', (r) => {
    if (isReset(r)) resets.push(r);
  });
  await signIn(page, SUPPORT);
  const row = dataRows(page, '客户管理').first();
  await expect(row).toBeVisible();
  const name = (await row.getByRole('cell').nth(1).textContent())?.trim() ?? '';

  await row.getByRole('button', { name: '重置密码' }).click();
  const confirm = page.getByRole('alertdialog', { name: '提示' });
  await expect(confirm).toContainText('的登录密码吗？');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toHaveCount(0);
  expect(resets).toHaveLength(0);

  await row.getByRole('button', { name: '重置密码' }).click();
  const ok = confirm.getByRole('button', { name: '确定' });
  const responded = page.waitForResponse((r) => isReset(r.request()));
  await ok.click();
  await ok.click({ timeout: 150 }).catch(() => undefined);
  await ok.click({ timeout: 150 }).catch(() => undefined);
  expect((await responded).ok()).toBe(true);

  const shown = page.getByRole('dialog', { name: '密码已重置' });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('definition').nth(1)).toHaveText(/\S{8,}/);
  await expect(confirm).toHaveCount(0);
  expect(resets, `one reset of ${name}`).toHaveLength(1);
  await shown.getByRole('button', { name: '确定' }).click();
  await expect(shown).toHaveCount(0);
});
