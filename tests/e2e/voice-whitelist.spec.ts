import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, tableSettled } from './helpers.ts';

const CAPTION = '语音白名单';

interface WhitelistRow {
  iccid: string;
  msisdn: string;
  phone: string;
  status: string;
  source: string;
}

/** demo's whitelist numbers on a card, read straight from the emulator. */
async function whitelistOf(request: APIRequestContext, token: string, number: string) {
  const res = await request.get('/ep/api/voice/whitelist/', {
    headers: { Authorization: `JWT ${token}` },
    params: { number, page_size: 50 },
  });
  return (await res.json()).data.tableData as WhitelistRow[];
}

/** An in-service card of demo's own with nothing on its whitelist. */
async function cardWithoutWhitelist(request: APIRequestContext, token: string) {
  const res = await request.get('/ep/api/card/list/', {
    headers: { Authorization: `JWT ${token}` },
    params: { status: 'active', page_size: 20, sort: 'iccid', order: 'asc' },
  });
  for (const card of (await res.json()).data.tableData as { iccid: string; msisdn: string }[]) {
    if ((await whitelistOf(request, token, card.iccid)).length === 0) return card;
  }
  throw new Error('no active card without a whitelist');
}

/** The latest code the emulator "sent" to a number, through its control API. */
async function latestCode(request: APIRequestContext, phone: string) {
  const res = await request.get('/__emulator/codes', { params: { phone } });
  const [latest] = (await res.json()).items;
  expect(latest.purpose).toBe('voice_whitelist');
  return latest.code as string;
}

test('a customer adds two numbers to a card, sees them take effect, and removes one, confirming each', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  const card = await cardWithoutWhitelist(request, token);

  await signIn(page, DEMO, '/#/voice/whitelist');
  await expect(page).toHaveTitle('语音白名单 - 物联网卡管理平台');
  await expect(page.getByRole('columnheader', { name: '白名单号码' })).toBeVisible();

  await page.getByRole('button', { name: '添加白名单' }).click();
  const dialog = page.getByRole('dialog', { name: '添加语音白名单' });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('请输入卡号')).toBeVisible();
  await expect(dialog.getByText('请输入白名单号码')).toBeVisible();

  await dialog.getByLabel('卡号').fill(card.iccid);
  await dialog.getByLabel('白名单号码').fill('13912340001\n0755-8600 1234');
  await dialog.getByRole('button', { name: '提交' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`确定为卡 ${card.iccid} 添加 2 个白名单号码吗？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已提交 2 个号码，待运营商生效')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('卡号', { exact: true }).fill(card.iccid);
  await page.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION)).toHaveCount(2);
  await expect(dataRows(page, CAPTION).filter({ hasText: '075586001234' })).toContainText('待生效');
  expect(
    (await whitelistOf(request, token, card.iccid)).map((r) => [r.phone, r.status, r.source]).sort(),
  ).toEqual([
    ['075586001234', 'pending', 'portal'],
    ['13912340001', 'pending', 'portal'],
  ]);

  // The carrier puts them into effect five minutes later.
  await request.put('/__emulator/clock', { data: { advance_ms: 5 * 60_000 } });
  await page.reload();
  await expect(dataRows(page, CAPTION).filter({ hasText: '13912340001' })).toContainText('已生效');

  const row = dataRows(page, CAPTION).filter({ hasText: '13912340001' });
  await row.getByRole('button', { name: '删除' }).click();
  await expect(confirm).toContainText(`确定将 13912340001 从卡 ${card.iccid} 的白名单中删除吗？`);
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(dataRows(page, CAPTION)).toHaveCount(2);
  await row.getByRole('button', { name: '删除' }).click();
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('已删除白名单号码 13912340001')).toBeVisible();
  await expect(dataRows(page, CAPTION)).toHaveCount(1);
  expect((await whitelistOf(request, token, card.iccid)).map((r) => r.phone)).toEqual(['075586001234']);
});

test('a batch of pasted lines reports each line, and adds the good ones', async ({ page, request }) => {
  const token = await apiToken(request, DEMO);
  const card = await cardWithoutWhitelist(request, token);
  await signIn(page, DEMO, '/#/voice/whitelist');

  await page.getByRole('button', { name: '批量操作' }).click();
  const dialog = page.getByRole('dialog', { name: '批量添加或删除白名单' });
  await dialog.getByRole('tab', { name: '粘贴列表' }).click();
  await dialog.getByLabel('卡号,白名单号码').fill(`${card.iccid},13912340011\n${card.msisdn},abc`);
  await dialog.getByRole('button', { name: '提交' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('处理完成：成功 1 条，失败 1 条')).toBeVisible();
  const results = dialog.getByRole('table', { name: '处理结果' });
  await expect(results.getByRole('row').nth(1)).toContainText('成功: 已提交，待运营商生效');
  await expect(results.getByRole('row').nth(2)).toContainText('失败: 请输入正确的白名单号码');
  expect((await whitelistOf(request, token, card.iccid)).map((r) => [r.phone, r.source])).toEqual([
    ['13912340011', 'batch'],
  ]);
});

test('a file the emulator refuses is reported once, under the upload, not in a toast as well', async ({
  page,
}) => {
  await signIn(page, DEMO, '/#/voice/whitelist');
  await page.getByRole('button', { name: '批量操作' }).click();
  const dialog = page.getByRole('dialog', { name: '批量添加或删除白名单' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
  await expect(dialog.getByText('文件内容为空')).toBeVisible();
  await expect(page.getByText('文件内容为空')).toHaveCount(1);
});

test('on a phone, the card user adds a number on the public H5 page with the code sent to the card', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  const card = await cardWithoutWhitelist(request, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/voiceWhite/add');
  await expect(page.getByRole('heading', { name: '添加语音白名单' })).toBeVisible();

  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入卡号', { exact: true })).toBeVisible();
  await page.getByLabel('卡号').fill(card.msisdn);
  await page.getByLabel('白名单号码').fill('13912340021');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/^验证码已发送至 \d{3}\*+\d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^\d+ 秒后重发$/ })).toBeDisabled();

  await page.getByLabel('验证码').fill(await latestCode(request, card.msisdn));
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('确定为该卡添加白名单号码 13912340021 吗？');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已提交，约 5 分钟后生效')).toBeVisible();
  const list = page.getByRole('region', { name: /的白名单$/ });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('13912340021');
  await expect(list.getByRole('listitem')).toContainText('待生效');
  await expect(list.getByRole('listitem')).toContainText('H5页面');
  const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
  expect(noOverflow).toBe(true);

  expect((await whitelistOf(request, token, card.iccid)).map((r) => [r.phone, r.status, r.source])).toEqual([
    ['13912340021', 'pending', 'h5'],
  ]);
});

test('the public search page lists a card’s whitelist once the code is entered', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  const res = await request.get('/ep/api/voice/whitelist/', {
    headers: { Authorization: `JWT ${token}` },
    params: { status: 'active' },
  });
  const seeded = (await res.json()).data.tableData[0] as WhitelistRow;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/voiceWhite/search');
  await page.getByLabel('卡号').fill(seeded.iccid);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/^验证码已发送至/)).toBeVisible();
  const code = await latestCode(request, seeded.msisdn);
  await page.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('验证码错误，请重新输入')).toBeVisible();

  await page.getByLabel('验证码').fill(code);
  await page.getByRole('button', { name: '查询' }).click();
  const list = page.getByRole('region', { name: /的白名单$/ });
  await expect(list.getByRole('listitem').filter({ hasText: seeded.phone })).toContainText('已生效');
  await page.getByRole('link', { name: '添加白名单' }).click();
  await expect(page).toHaveURL(/#\/voiceWhite\/add$/);
});
