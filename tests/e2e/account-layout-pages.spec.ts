import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, logIn, SUPPORT, sentCode } from './helpers.ts';

/** The account pages under the layout, reached from the user menu. */

async function openFromUserMenu(page: Page, item: string) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('demo changes the password from the user menu and stays logged in; other sessions end', async ({
  page,
  request,
}) => {
  const otherSession = await apiToken(request, DEMO);
  await signIn(page, DEMO);
  await openFromUserMenu(page, '修改密码');
  await expect(page).toHaveURL(/#\/change_password_page$/);
  await expect(page).toHaveTitle('修改密码 - 物联网卡管理平台');
  await page.getByLabel('原密码').fill(DEMO.password);
  await page.getByLabel('新密码', { exact: true }).fill('Demo5678');
  await page.getByLabel('确认新密码').fill('Demo5678');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码修改成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/change_password_page$/);

  // This session goes on; the other one was signed out; the new password is the one.
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  const stale = await (
    await request.get('/ep/api/client/info/', { headers: { Authorization: `JWT ${otherSession}` } })
  ).json();
  expect(stale.code).toBe(403);
  expect((await (await request.post('/ep/api/login/', { data: DEMO })).json()).code).not.toBe(200);
  await apiToken(request, { username: 'demo', password: 'Demo5678' });
});

test('demo changes its contact details from the user menu with a code sent to the new phone', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO);
  await openFromUserMenu(page, '修改联系方式');
  await expect(page).toHaveURL(/#\/change_contact_page$/);
  await expect(page.getByLabel('手机号码')).toHaveValue('13800138000');

  const phone = '13811112222';
  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码').fill(await sentCode(request, phone, 'contact'));
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('联系方式已更新')).toBeVisible();

  const token = await apiToken(request, DEMO);
  const info = await (
    await request.get('/ep/api/client/info/', { headers: { Authorization: `JWT ${token}` } })
  ).json();
  expect(info.data.phone).toBe(phone);
});

test('demo binds and unbinds the WeChat check with a code sent to its phone', async ({ page, request }) => {
  await signIn(page, DEMO);
  await openFromUserMenu(page, '微信校验');
  await expect(page).toHaveURL(/#\/change_wx_page$/);
  await expect(page.getByText('验证码将发送到 13800138000')).toBeVisible();
  await page.getByLabel('微信昵称').fill('王敏');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码').fill(await sentCode(request, '13800138000', 'contact'));
  await page.getByRole('button', { name: '绑定微信' }).click();
  await expect(page.getByText('微信绑定成功')).toBeVisible();
  await expect(page.getByText(/^已绑定微信：王敏（.+）$/)).toBeVisible();

  const token = await apiToken(request, DEMO);
  const bound = await (
    await request.get('/ep/api/wx_func/verify/', { headers: { Authorization: `JWT ${token}` } })
  ).json();
  expect(bound.data).toMatchObject({ bound: true, nickname: '王敏' });

  await page.getByRole('button', { name: '解除绑定' }).click();
  await expect(page.getByText('已解除微信绑定')).toBeVisible();
  await expect(page.getByRole('button', { name: '绑定微信' })).toBeVisible();
});

test('the agreements can be read again from the user menu; support has no WeChat or agreement entry', async ({
  page,
}) => {
  await signIn(page, DEMO);
  await openFromUserMenu(page, '用户协议');
  await expect(page).toHaveURL(/#\/protocol$/);
  await expect(page.getByText(/^已于 .+ 签署$/)).toHaveCount(2);

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await logIn(page, SUPPORT);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '微信校验' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '用户协议' })).toHaveCount(0);
});

test('/redirect/<path>?<query> opens that page, through login when logged out', async ({ page }) => {
  await page.goto('/#/redirect/card/list?status=active');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fcard%2Flist%3Fstatus%3Dactive$/);
  await logIn(page, DEMO);
  await expect(page).toHaveURL(/#\/card\/list\?status=active$/);

  await page.goto('/#/redirect/home');
  await expect(page).toHaveURL(/#\/home$/);
  // The redirect replaced itself: going back does not land on it again.
  await page.goBack();
  await expect(page).not.toHaveURL(/redirect/);
});
