import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO = { username: 'demo', password: 'Demo1234' };
export const DEMO_SUB = { username: 'demo_sub', password: 'Demo1234' };
export const SUPPORT = { username: 'support', password: 'Support1234' };

/** Fills the login form as a user would and waits to leave the login page. */
export async function logIn(page: Page, user: { username: string; password: string }) {
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/#\/login/);
}

/** A token straight from the emulator, to read data the test then looks for in the page. */
export async function apiToken(request: APIRequestContext, user: { username: string; password: string }) {
  const response = await request.post('/ep/api/login/', { data: user });
  const body = await response.json();
  expect(body.code).toBe(200);
  return body.data.token as string;
}

/** The data rows of a table (the header row excluded). */
export const dataRows = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody').getByRole('row');

/** Waits until a table has finished loading (keepPreviousData shows the old rows meanwhile). */
export async function tableSettled(page: Page, caption: string) {
  await expect(page.getByRole('table', { name: caption })).toHaveAttribute('aria-busy', 'false');
}
