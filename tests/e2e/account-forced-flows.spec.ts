import type { APIRequestContext, Page } from '@playwright/test';
import { expect, quietWorld, test } from './fixtures.ts';
import { logIn, SUPPORT, sentCode } from './helpers.ts';

/**
 * The steps the guard forces before the portal opens (spec section 2): a new password, then the
 * contact details, then (main clients) the user agreement, each walked from login to home.
 */

const DEMO_PWD = { username: 'demo_pwd', password: 'Demo1234' };
const DEMO_CONTACT = { username: 'demo_contact', password: 'Demo1234' };
const DEMO_UNSIGNED = { username: 'demo_unsigned', password: 'Demo1234' };

/** The emulator's answer to a login, whatever its code. */
async function tryLogin(request: APIRequestContext, user: { username: string; password: string }) {
  return (await (await request.post('/ep/api/login/', { data: user })).json()) as {
    code: number;
    msg: string;
    data: { token: string } | null;
  };
}

async function apiGet(request: APIRequestContext, token: string, path: string) {
  const body = await (await request.get(path, { headers: { Authorization: `JWT ${token}` } })).json();
  expect(body.code, `GET ${path}`).toBe(200);
  return body.data;
}

/** Support resets a client's password from the emulator: a new random one, to change at login. */
async function resetPassword(request: APIRequestContext, clientName: string) {
  const support = await tryLogin(request, SUPPORT);
  const auth = { Authorization: `JWT ${support.data?.token}` };
  const list = await (
    await request.get('/ep/api/support/_list/client/', {
      headers: auth,
      params: { page_name: 'client_manage', q: clientName, page: 1, page_size: 10 },
    })
  ).json();
  const row = list.data.tableData.find((r: { name: string }) => r.name === clientName);
  expect(row, `client ${clientName} in the support list`).toBeTruthy();
  const reset = await (
    await request.post('/ep/api/support/support_rpw/', { headers: auth, data: { client_id: row.id } })
  ).json();
  expect(reset.code).toBe(200);
  return reset.data.password as string;
}

async function changePassword(page: Page, old: string, next: string) {
  await page.getByLabel('原密码').fill(old);
  await page.getByLabel('新密码', { exact: true }).fill(next);
  await page.getByLabel('确认新密码').fill(next);
  await page.getByRole('button', { name: '确认修改' }).click();
}

async function confirmContact(page: Page, request: APIRequestContext, phone: string) {
  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await page.getByLabel('验证码').fill(await sentCode(request, phone, 'contact'));
  await page.getByRole('button', { name: '保存', exact: true }).click();
}

const home = (page: Page) =>
  expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' })).toBeVisible();

test('demo_pwd must change the password first; the new one works at the next login and the old does not', async ({
  page,
  request,
  world,
}) => {
  await quietWorld(request, world, ['demo_pwd']);
  await page.goto('/#/card/list');
  await logIn(page, DEMO_PWD);
  await expect(page).toHaveURL(/#\/change_password$/);
  await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();
  await expect(page.getByText('为了您的账号安全，请先修改初始密码')).toBeVisible();
  await expect(page).toHaveTitle('修改密码 - 物联网卡管理平台');

  // Going anywhere else first still ends on the password page.
  for (const elsewhere of ['/#/home', '/#/card/list', '/#/change_contact', '/#/protocol']) {
    await page.goto(elsewhere);
    await expect(page).toHaveURL(/#\/change_password$/);
  }
  await page.reload();
  await expect(page).toHaveURL(/#\/change_password$/);

  // The form's own checks, then the server's (a wrong old password).
  await page.getByLabel('原密码').fill(DEMO_PWD.password);
  await page.getByLabel('新密码', { exact: true }).fill('short');
  await page.getByLabel('确认新密码').fill('different');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '两次输入的密码不一致' })).toBeVisible();
  await changePassword(page, 'Wrong1234', 'Better5678');
  await expect(page.getByText('原密码错误')).toBeVisible();
  await expect(page).toHaveURL(/#\/change_password$/);

  await changePassword(page, DEMO_PWD.password, 'Better5678');
  await expect(page.getByText('密码修改成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);
  await home(page);

  // The emulator holds the new password: the old one fails, the new one needs no change.
  expect((await tryLogin(request, DEMO_PWD)).msg).toBe('用户名或密码错误');
  const again = await tryLogin(request, { username: 'demo_pwd', password: 'Better5678' });
  expect(again.code).toBe(200);
  expect(again.data).toMatchObject({ need_changed: false });

  // And so does the portal, after logging out.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByLabel('用户名').fill('demo_pwd');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PWD.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByLabel('密码', { exact: true }).fill('Better5678');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  // Logging out forgot that the survey was put off: it asks again in the new session.
  await page
    .getByRole('dialog', { name: '平台使用满意度调查' })
    .getByRole('button', { name: '以后再说' })
    .click();
  await home(page);
});

test('demo_contact confirms its contact details with a code sent to the new phone, then reaches home', async ({
  page,
  request,
  world,
}) => {
  await quietWorld(request, world, ['demo_contact']);
  await page.goto('/#/login');
  await logIn(page, DEMO_CONTACT);
  await expect(page).toHaveURL(/#\/change_contact$/);
  await expect(page.getByRole('heading', { name: '修改联系方式' })).toBeVisible();
  await expect(page.getByText('请确认您的联系人信息，验证码将发送到新的手机号')).toBeVisible();
  // The form starts from what the emulator holds.
  await expect(page.getByLabel('联系人')).toHaveValue('刘芳');
  await expect(page.getByLabel('手机号码')).toHaveValue('13200132000');
  await expect(page.getByLabel('邮箱')).toHaveValue('admin@rongxin-meter.cn');

  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/change_contact$/);

  // A wrong code is refused by the server and keeps the user here.
  const phone = '13212345678';
  await page.getByLabel('联系人').fill('刘芳芳');
  await page.getByLabel('邮箱').fill('liufang@rongxin-meter.cn');
  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const code = await sentCode(request, phone, 'contact');
  await page.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('验证码错误，请重新输入')).toBeVisible();
  await expect(page).toHaveURL(/#\/change_contact$/);

  await page.getByLabel('验证码').fill(code);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('联系方式已更新')).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);
  await home(page);

  const login = await tryLogin(request, DEMO_CONTACT);
  expect(login.data).toMatchObject({ need_confirm: false });
  const info = await apiGet(request, login.data!.token, '/ep/api/client/info/');
  expect(info).toMatchObject({
    phone,
    contact_name: '刘芳芳',
    email: 'liufang@rongxin-meter.cn',
    need_confirm: false,
  });
});

test('demo_unsigned reads and signs the user agreement, then reaches home', async ({
  page,
  request,
  world,
}) => {
  await quietWorld(request, world, ['demo_unsigned']);
  await page.goto('/#/login');
  await logIn(page, DEMO_UNSIGNED);
  await expect(page).toHaveURL(/#\/protocol\/base_module$/);
  await expect(page.getByText('使用平台前，请阅读并签署用户协议')).toBeVisible();
  await expect(page.getByText('尚未签署')).toBeVisible();
  const token = (await tryLogin(request, DEMO_UNSIGNED)).data!.token;
  const agreement = await apiGet(request, token, '/ep/api/user_agreement/?module=base_module');
  expect(agreement.signed).toBe(false);
  await expect(page.getByRole('heading', { name: agreement.title }).first()).toBeVisible();

  await page.goto('/#/card/list');
  await expect(page).toHaveURL(/#\/protocol\/base_module$/);

  const sign = page.getByRole('button', { name: '签署协议' });
  await expect(sign).toBeDisabled();
  await page.getByRole('checkbox', { name: '我已阅读并同意以上协议' }).check();
  await sign.click();
  await expect(page.getByText('协议签署成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);
  await home(page);

  const after = await apiGet(request, token, '/ep/api/user_agreement/?module=base_module');
  expect(after.signed).toBe(true);
  expect((await apiGet(request, token, '/ep/api/client/info/')).need_sign).toBe(false);

  // The signed agreement can be read again from the user menu.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '用户协议' }).click();
  await expect(page).toHaveURL(/#\/protocol$/);
  await expect(page.getByText(/^已于 .+ 签署$/).first()).toBeVisible();
});

test('a user who must change the password and confirm the contact does the password first, then the contact', async ({
  page,
  request,
  world,
}) => {
  await quietWorld(request, world, ['demo_contact']);
  // Support resets demo_contact's password: it now needs both steps.
  const password = await resetPassword(request, '成都蓉信智能表计有限公司');
  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fhome$/);
  await logIn(page, { username: 'demo_contact', password });
  await expect(page).toHaveURL(/#\/change_password$/);
  await page.goto('/#/change_contact');
  await expect(page).toHaveURL(/#\/change_password$/);

  await changePassword(page, password, 'Rongxin2025');
  await expect(page).toHaveURL(/#\/change_contact$/);
  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/change_contact$/);

  await confirmContact(page, request, '13287654321');
  await expect(page).toHaveURL(/#\/home$/);
  await home(page);
  const login = await tryLogin(request, { username: 'demo_contact', password: 'Rongxin2025' });
  expect(login.data).toMatchObject({ need_changed: false, need_confirm: false });
});

test('a main client that must change the password and sign the agreement changes the password first', async ({
  page,
  request,
  world,
}) => {
  await quietWorld(request, world, ['demo_unsigned']);
  const password = await resetPassword(request, '苏州新禾农业物联有限公司');
  await page.goto('/#/login');
  await logIn(page, { username: 'demo_unsigned', password });
  await expect(page).toHaveURL(/#\/change_password$/);
  await page.goto('/#/protocol/base_module');
  await expect(page).toHaveURL(/#\/change_password$/);

  await changePassword(page, password, 'Xinhe2025ok');
  await expect(page).toHaveURL(/#\/protocol\/base_module$/);
  await page.getByRole('checkbox', { name: '我已阅读并同意以上协议' }).check();
  await page.getByRole('button', { name: '签署协议' }).click();
  await expect(page).toHaveURL(/#\/home$/);
});

test('a revoked token on a forced page sends the user to login instead of leaving a dead form', async ({
  page,
  request,
  world,
}) => {
  await quietWorld(request, world, ['demo_pwd']);
  await page.goto('/#/login');
  await logIn(page, DEMO_PWD);
  await expect(page).toHaveURL(/#\/change_password$/);
  await request.post('/__emulator/users/demo_pwd/revoke');

  await changePassword(page, DEMO_PWD.password, 'Better5678');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fchange_password$/);
  // Nothing was changed: the old password still logs in, and still has to be changed.
  await logIn(page, DEMO_PWD);
  await expect(page).toHaveURL(/#\/change_password$/);
});
