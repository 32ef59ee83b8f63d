import type { APIRequestContext, Page } from '@playwright/test';
import { expect, quietWorld, test } from './fixtures.ts';
import { SCREEN_SIZES, shoot } from './helpers.ts';

/**
 * The forced account pages and the registration pages, in both languages, on a desktop and on a
 * 390 px phone: screenshots into test-results/screens/ (not committed) to look at, with the checks
 * that each page is fully there and nothing spills out sideways.
 */

const LANGS = [
  { lang: 'zh-CN', setting: 'chinese_simplified' },
  { lang: 'en', setting: 'english' },
] as const;

async function loginToken(request: APIRequestContext, username: string) {
  const body = await (
    await request.post('/ep/api/login/', { data: { username, password: 'Demo1234' } })
  ).json();
  expect(body.code).toBe(200);
  return body.data.token as string;
}

async function useToken(page: Page, token: string, baseURL: string) {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: baseURL }]);
}

/** No element is wider than the viewport: nothing to scroll sideways to. */
for (const { lang, setting } of LANGS) {
  for (const size of SCREEN_SIZES) {
    const suffix = `${lang}-${size.name}`;

    test(`screenshots of the forced pages, ${suffix}`, async ({ page, request, world, baseURL }, info) => {
      await quietWorld(request, world, ['demo_pwd', 'demo_contact', 'demo_unsigned']);
      await page.setViewportSize(size);
      await page.addInitScript((value) => localStorage.setItem('language', value), setting);
      const en = lang === 'en';

      await useToken(page, await loginToken(request, 'demo_pwd'), baseURL!);
      await page.goto('/#/home');
      await expect(page).toHaveURL(/#\/change_password$/);
      await page.getByRole('button', { name: en ? 'Change password' : '确认修改' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await shoot(page, info, `change-password-${suffix}`, { fullPage: true });

      await useToken(page, await loginToken(request, 'demo_contact'), baseURL!);
      await page.goto('/#/home');
      await page.reload();
      await expect(page).toHaveURL(/#\/change_contact$/);
      await expect(page.getByLabel(en ? 'Mobile phone' : '手机号码')).toHaveValue('13200132000');
      await page.getByRole('button', { name: en ? 'Send code' : '获取验证码' }).click();
      await expect(page.getByRole('button', { name: en ? /Resend in/ : /秒后重发/ })).toBeDisabled();
      await shoot(page, info, `change-contact-${suffix}`, { fullPage: true });

      await useToken(page, await loginToken(request, 'demo_unsigned'), baseURL!);
      await page.goto('/#/home');
      await page.reload();
      await expect(page).toHaveURL(/#\/protocol\/base_module$/);
      await expect(page.getByRole('checkbox')).toBeVisible();
      await shoot(page, info, `protocol-sign-${suffix}`, { fullPage: true });
    });

    test(`screenshots of the registration pages, ${suffix}`, async ({ page, request }, info) => {
      await page.setViewportSize(size);
      await page.addInitScript((value) => localStorage.setItem('language', value), setting);
      const en = lang === 'en';

      await page.goto('/#/login');
      await expect(page.getByRole('heading', { name: en ? 'Sign in' : '账号登录' })).toBeVisible();
      await shoot(page, info, `login-${suffix}`, { fullPage: true });

      await page.goto('/#/register');
      await page.getByRole('button', { name: en ? 'Submit' : '提交注册' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await shoot(page, info, `register-errors-${suffix}`, { fullPage: true });

      const phone = '15011112222';
      await page.getByLabel(en ? 'Company name' : '企业名称').fill('东莞市测试精密电子有限公司');
      await page
        .getByLabel(en ? 'Unified social credit code' : '统一社会信用代码')
        .fill('91441900MA4W12345Q');
      await page.getByLabel(en ? 'Contact name' : '联系人').fill('陈晓东');
      await page.getByLabel(en ? 'Email' : '邮箱').fill('chen@dg-precision.cn');
      await page.getByLabel(en ? 'Mobile phone' : '手机号码').fill(phone);
      await page.getByRole('button', { name: en ? 'Send code' : '获取验证码' }).click();
      await expect(page.getByRole('button', { name: en ? /Resend in/ : /秒后重发/ })).toBeDisabled();
      const codes = await (await request.get(`/__emulator/codes?phone=${phone}`)).json();
      await page.getByLabel(en ? 'Code' : '验证码', { exact: true }).fill(codes.items[0].code);
      await page.getByLabel(en ? 'Username' : '用户名').fill('dg_precision');
      await page.getByRole('textbox', { name: en ? 'Password' : '密码', exact: true }).fill('Welcome2025');
      await page.getByLabel(en ? 'Confirm password' : '确认密码').fill('Welcome2025');
      await page.getByRole('button', { name: en ? 'Submit' : '提交注册' }).click();
      const submitted = page.getByText(en ? /Your registration number is/ : /您的注册编号为/);
      await expect(submitted).toBeVisible();
      await shoot(page, info, `register-submitted-${suffix}`, { fullPage: true });
      const id = /REG\d{12}/.exec((await submitted.textContent()) ?? '')?.[0];

      await page.goto(`/#/register_progress?register_id=${id}&phone=${phone}`);
      await expect(page.getByText(en ? 'Under review' : '审核中')).toBeVisible();
      await shoot(page, info, `register-progress-reviewing-${suffix}`, { fullPage: true });

      await request.put('/__emulator/clock', { data: { advance_ms: 25 * 3600 * 1000 } });
      await page.reload();
      await expect(page.getByText(en ? 'Rejected' : '未通过', { exact: true })).toBeVisible();
      await shoot(page, info, `register-progress-rejected-${suffix}`, { fullPage: true });
    });
  }
}
