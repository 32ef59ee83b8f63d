import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { sentCode } from './helpers.ts';

/** SMS-code login, the English login page, self-registration and its progress page. */

const DEMO_PHONE = '13800138000';
const DAY_AND_AN_HOUR_MS = 25 * 3600 * 1000;

async function advanceClock(request: APIRequestContext, ms: number) {
  const moved = await request.put('/__emulator/clock', { data: { advance_ms: ms } });
  expect(moved.ok()).toBe(true);
}

test('SMS-code login with the code read back from the emulator; the resend countdown survives a reload', async ({
  page,
  request,
}) => {
  await page.goto('/#/card/list');
  await page.getByRole('tab', { name: '短信登录' }).click();
  await expect(page.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
  const send = page.getByRole('tabpanel').getByRole('button', { name: '获取验证码' });
  await expect(send).toBeDisabled();
  await page.getByLabel('手机号码').fill(DEMO_PHONE);
  await send.click();
  const countdown = page.getByRole('button', { name: /^\d+ 秒后重发$/ });
  await expect(countdown).toBeDisabled();
  await expect(countdown).toHaveText(/^(60|59|58) 秒后重发$/);
  const code = await sentCode(request, DEMO_PHONE, 'login');
  expect(code).toMatch(/^\d{6}$/);

  // A reload does not let the user send again early.
  await page.reload();
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByLabel('手机号码').fill(DEMO_PHONE);
  await expect(countdown).toBeDisabled();
  await expect(countdown).toHaveText(/^5\d 秒后重发$/);
  await expect(page.getByRole('button', { name: '获取验证码' })).toHaveCount(0);

  await page.getByLabel('验证码').fill(code);
  await page.getByRole('tabpanel').getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/card\/list$/);
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('demo');

  // The code is used up: the emulator refuses it a second time.
  const again = await (
    await request.post('/ep/api/c/code_login/', { data: { phone: DEMO_PHONE, code } })
  ).json();
  expect(again.code).toBe(400);
});

test('the SMS-code form checks the phone and code before asking the server, and shows what the server says', async ({
  page,
}) => {
  await page.goto('/#/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入正确的11位手机号码')).toBeVisible();
  await expect(page.getByText('请输入6位数字验证码')).toBeVisible();

  await page.getByLabel('手机号码').fill('13011112222');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('该手机号未绑定平台账号')).toBeVisible();
  // A failed send starts no countdown.
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});

test('the login page in English: tab labels, client checks and a server message', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('button', { name: '语言' }).click();
  await expect(page.getByRole('menuitemradio', { name: '简体中文' })).toBeChecked();
  await page.getByRole('menuitemradio', { name: 'English' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'SMS code' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in - IoT SIM Management Platform');

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username cannot be empty')).toBeVisible();
  await expect(page.getByText('Please enter password')).toBeVisible();

  await page.getByLabel('Username').fill('demo');
  await page.getByRole('textbox', { name: 'Password' }).fill('Wrong1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect username or password')).toBeVisible();

  await page.getByRole('tab', { name: 'SMS code' }).click();
  await page.getByLabel('Mobile phone').fill('13011112222');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('No account of the platform uses this mobile number')).toBeVisible();

  // The choice is kept: a reload stays in English.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language' })).toContainText('English');
});

interface Applicant {
  company: string;
  phone: string;
  username: string;
}

/** Fills and submits the registration form; returns the register_id the page shows. */
async function register(page: Page, request: APIRequestContext, who: Applicant) {
  await page.getByLabel('企业名称').fill(who.company);
  await page.getByLabel('统一社会信用代码').fill('91440300MA5G12345X');
  await page.getByLabel('联系人').fill('张伟');
  await page.getByLabel('邮箱').fill(`${who.username}@example.cn`);
  await page.getByLabel('手机号码').fill(who.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await page.getByLabel('验证码').fill(await sentCode(request, who.phone, 'register'));
  await page.getByLabel('用户名').fill(who.username);
  await page.getByLabel('密码', { exact: true }).fill('Welcome2025');
  await page.getByLabel('确认密码').fill('Welcome2025');
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByRole('heading', { name: '注册申请已提交' })).toBeVisible();
  const text = await page.getByText(/您的注册编号为/).textContent();
  const id = /REG\d{12}/.exec(text ?? '')?.[0];
  expect(id, `register_id in "${text}"`).toBeTruthy();
  return id!;
}

const progressStatus = (page: Page) => page.getByRole('region', { name: '审核进度' });

test('a registration is under review, then approved 24 hours later; the new account logs in', async ({
  page,
  request,
}) => {
  await page.goto('/#/login');
  await page.getByRole('link', { name: '注册账号' }).click();
  await expect(page).toHaveURL(/#\/register$/);
  await expect(page.getByRole('heading', { name: '企业注册' })).toBeVisible();
  await expect(page).toHaveTitle('企业注册 - 物联网卡管理平台');

  // The form's own checks come first.
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByText('请输入企业名称')).toBeVisible();
  await expect(page.getByText('请输入正确的18位统一社会信用代码')).toBeVisible();
  // A username already in use is caught before submitting.
  await page.getByLabel('用户名').fill('demo');
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByText('该用户名已被使用')).toBeVisible();

  const phone = '15012345678';
  const id = await register(page, request, {
    company: '深圳市启明物联网有限公司',
    phone,
    username: 'qiming',
  });
  const stored = await (
    await request.get('/ep/api/client_register/', { params: { register_id: id, phone } })
  ).json();
  expect(stored.data).toMatchObject({
    register_id: id,
    status: 'reviewing',
    company_name: '深圳市启明物联网有限公司',
  });

  await page.getByRole('link', { name: '查询注册进度' }).click();
  await expect(page).toHaveURL(new RegExp(`#/register_progress\\?register_id=${id}&phone=${phone}$`));
  await expect(page.getByLabel('注册编号')).toHaveValue(id);
  await expect(progressStatus(page)).toContainText('深圳市启明物联网有限公司');
  await expect(progressStatus(page)).toContainText('审核中');

  await advanceClock(request, DAY_AND_AN_HOUR_MS);
  await page.reload();
  await expect(progressStatus(page)).toContainText('已通过');
  await expect(progressStatus(page)).not.toContainText('审核中');

  // The approved account exists: it logs in and, as a new main client, signs the agreement first.
  await progressStatus(page).getByRole('link', { name: '审核已通过，去登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByLabel('用户名').fill('qiming');
  await page.getByLabel('密码', { exact: true }).fill('Welcome2025');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/protocol\/base_module$/);
});

test('a registration whose company name contains 测试 is rejected with the reason', async ({
  page,
  request,
}) => {
  await page.goto('/#/register');
  const phone = '15087654321';
  const id = await register(page, request, { company: '广州测试设备有限公司', phone, username: 'ceshi' });

  // The progress page can also be asked by hand.
  await page.goto('/#/register_progress');
  await expect(page.getByRole('heading', { name: '查询注册进度' })).toBeVisible();
  await page.getByLabel('注册编号').fill(id);
  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(progressStatus(page)).toContainText('审核中');

  await advanceClock(request, DAY_AND_AN_HOUR_MS);
  await page.reload();
  await page.getByLabel('注册编号').fill(id);
  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(progressStatus(page)).toContainText('未通过');
  await expect(progressStatus(page).getByText('未通过原因：营业执照信息与企业名称不一致')).toBeVisible();
  await expect(progressStatus(page).getByRole('link', { name: '修改并重新提交' })).toBeVisible();

  const stored = await (
    await request.get('/ep/api/client_register/', { params: { register_id: id, phone } })
  ).json();
  expect(stored.data).toMatchObject({ status: 'rejected', reject_reason: '营业执照信息与企业名称不一致' });
});

test('when the platform is not hosted, the registration pages lead to / and then to login', async ({
  page,
  request,
}) => {
  await page.goto('/#/login');
  await expect(page.getByRole('link', { name: '注册账号' })).toBeVisible();

  const scenario = await request.put('/__emulator/scenario', { data: { hosted_on_ec: false } });
  expect(await scenario.json()).toMatchObject({ hosted_on_ec: false });
  for (const path of ['/#/register', '/#/register_progress?register_id=REG202501010001&phone=15012345678']) {
    await page.goto(path);
    await page.reload();
    await expect(page).toHaveURL(/#\/login\?redirect=%2F$/);
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
    await expect(page.getByRole('link', { name: '注册账号' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '查询注册进度' })).toHaveCount(0);
  }

  // The emulator refuses registration too.
  const unique = await (
    await request.get('/ep/api/check_unique_info/', { params: { field: 'username', value: 'someone' } })
  ).json();
  expect(unique.msg).toBe('当前平台未开放自助注册，请联系客户经理开户');
});
