import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB } from './helpers.ts';

/**
 * /api/config (API menu): the main client applies for open-API access, the review settles on the
 * emulator clock, the secret is shown once at issue and at rotation, and the IP allow-list and
 * callback are edited with localised errors that keep what was typed.
 */

async function access(request: APIRequestContext) {
  const token = await apiToken(request, DEMO);
  const response = await request.get('/ep/api/custom/api/info/', {
    headers: { Authorization: `JWT ${token}` },
  });
  return (await response.json()).data as {
    application: { status: string };
    app_key: string | null;
    secret_issued: boolean;
    secret_hint: string | null;
    ip_allowlist: string[];
    callback_url: string;
  };
}

test('applies for API access, is approved on the clock, reveals and rotates the secret, edits the allow-list', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO, '/#/home');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: 'API' }).click();
  await page.getByRole('link', { name: 'API配置' }).click();
  await expect(page.getByText('未申请')).toBeVisible();
  await expect(page.getByText('API开通后可设置IP白名单和回调地址。')).toBeVisible();

  await page.getByRole('button', { name: '申请开通' }).click();
  const dialog = page.getByRole('dialog', { name: '申请开通API' });
  await dialog.getByLabel('申请用途').fill('设备平台每小时同步卡状态');
  await dialog.getByLabel('预计日调用量（次）').fill('abc');
  await dialog.getByLabel('联系人').fill('王磊');
  await dialog.getByLabel('联系电话').fill('1381234');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('预计日调用量须为1到100000000之间的整数')).toBeVisible();
  await expect(dialog.getByText('请输入正确的11位手机号码')).toBeVisible();
  await expect(dialog.getByLabel('申请用途')).toHaveValue('设备平台每小时同步卡状态');
  await dialog.getByLabel('预计日调用量（次）').fill('20000');
  await dialog.getByLabel('联系电话').fill('13812345678');
  await dialog.getByRole('button', { name: '提交' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('申请已提交，请等待审核')).toBeVisible();
  await expect(page.getByText('审核中')).toBeVisible();
  expect((await access(request)).application.status).toBe('pending');

  expect((await request.put('/__emulator/clock', { data: { advance_ms: 2 * 3600 * 1000 } })).ok()).toBe(true);
  await page.reload();
  // The automatic review tells demo in a notice (issue 49), after the notices of older outcomes
  // (demo's seeded special-card application, decided on the clock an hour in).
  const notice = page.getByRole('dialog');
  await expect(notice.getByText(/^第 1 \/ 2 条/)).toBeVisible();
  await expect(notice.getByRole('heading', { name: '特殊卡复机申请审核结果' })).toBeVisible();
  await notice.getByRole('button', { name: '下一条' }).click();
  await expect(notice.getByRole('heading', { name: 'API开通申请审核结果' })).toBeVisible();
  await expect(notice).toContainText('已通过审核');
  await notice.getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByText('已开通')).toBeVisible();
  const approved = await access(request);
  expect(approved.application.status).toBe('approved');
  await expect(page.getByText(approved.app_key!)).toBeVisible();

  // The secret: shown once in a dialog, then only its last four characters.
  await page.getByRole('button', { name: '生成密钥' }).click();
  const secretDialog = page.getByRole('dialog', { name: '请保存您的密钥' });
  const secret = (await secretDialog.getByTestId('api-secret').textContent())!;
  expect(secret.length).toBeGreaterThanOrEqual(32);
  await secretDialog.getByRole('button', { name: '我已保存' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByText(`••••••••${secret.slice(-4)}`)).toBeVisible();
  expect((await access(request)).secret_hint).toBe(secret.slice(-4));

  await page.getByRole('button', { name: '重置密钥' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  const rotated = (await page
    .getByRole('dialog', { name: '请保存您的密钥' })
    .getByTestId('api-secret')
    .textContent())!;
  expect(rotated).not.toBe(secret);
  await page.getByRole('button', { name: '我已保存' }).click();
  expect((await access(request)).secret_hint).toBe(rotated.slice(-4));

  // The allow-list: a bad block is refused under the field and the text stays.
  const ips = page.getByLabel('IP白名单');
  await ips.fill('203.0.113.7\n10.0.0.0/33');
  await page.getByLabel('回调地址').fill('https://iot.example.com/hook');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('IP地址 10.0.0.0/33 格式不正确', { exact: false })).toBeVisible();
  await expect(ips).toHaveValue('203.0.113.7\n10.0.0.0/33');
  expect((await access(request)).ip_allowlist).toEqual([]);
  await ips.fill('203.0.113.7\n10.0.0.0/24');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('API设置已保存')).toBeVisible();
  const saved = await access(request);
  expect(saved.ip_allowlist).toEqual(['203.0.113.7', '10.0.0.0/24']);
  expect(saved.callback_url).toBe('https://iot.example.com/hook');
});

test('words the settings in English, and refuses an http callback keeping it', async ({ page, request }) => {
  const token = await apiToken(request, DEMO);
  const headers = { Authorization: `JWT ${token}` };
  await request.post('/ep/api/custom/api/info/', {
    headers,
    data: { purpose: 'ERP sync', daily_calls: 1000, contact_name: 'Li', contact_phone: '13812345678' },
  });
  await request.put('/__emulator/clock', { data: { advance_ms: 3 * 3600 * 1000 } });
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  // Signed in after the review: its notice was published before, and is read (greeted).
  await signIn(page, DEMO, '/#/api/config');
  await expect(page.getByText('Approved')).toBeVisible();
  await page.getByRole('button', { name: 'Issue secret' }).click();
  await expect(page.getByRole('dialog', { name: 'Save your secret' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await page.getByLabel('Callback URL').fill('http://iot.example.com/hook');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The callback must be a full address starting with https://', { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel('Callback URL')).toHaveValue('http://iot.example.com/hook');
});

test("demo's sub-client has no API settings: no menu entry, and 599 from the API", async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_SUB, '/#/home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: 'API' }).click();
  await expect(menu.getByRole('link', { name: 'API文档' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'API配置' })).toHaveCount(0);
  const token = await apiToken(request, DEMO_SUB);
  const answer = await (
    await request.get('/ep/api/custom/api/info/', { headers: { Authorization: `JWT ${token}` } })
  ).json();
  expect(answer.code).toBe(599);
});
