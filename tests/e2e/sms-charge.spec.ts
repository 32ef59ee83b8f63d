import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney, SMS_PRICE_CENTS } from '#contract';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, tableSettled } from './helpers.ts';

/**
 * SMS charged per message (issue 40): an SMS sent from /sms/send lowers the account's balance by its
 * price, and the ledger shows the charge under the batch's number; a send the available balance
 * cannot pay is refused before it starts.
 */

async function api<T>(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const response = await request.fetch(`/ep/api${path}`, {
    method: data === undefined ? 'GET' : 'POST',
    headers: { Authorization: `JWT ${token}` },
    data,
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

/** China Mobile cards of demo that can receive an SMS now (asked of the emulator's own check). */
async function capableCards(request: APIRequestContext, token: string) {
  const list = await api<{ tableData: { iccid: string }[] }>(
    request,
    token,
    '/card/list/?status=active&carrier=cmcc&page_size=50',
  );
  const numbers = list.tableData.map((r) => r.iccid);
  const check = await api<{ bad_rows: { number: string }[] }>(request, token, '/sms/check/', {
    target: 'numbers',
    numbers: numbers.join('\n'),
    content: 'PING',
  });
  const refused = new Set(check.bad_rows.map((r) => r.number));
  return numbers.filter((n) => !refused.has(n));
}

const available = async (request: APIRequestContext, token: string) =>
  (await api<{ account: { balance: string; available: string } }>(request, token, '/charge/account/ledger/'))
    .account;

/** The top bar's balance as the user reads it. */
const topBalance = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('listitem')
    .filter({ hasText: /账户余额|Balance/ });

async function checkSend(page: Page, iccid: string, content: string) {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '短信', exact: true }).click();
  await nav.getByRole('link', { name: '短信发送' }).click();
  await expect(page).toHaveTitle('短信发送 - 物联网卡管理平台');
  await page.getByPlaceholder('ICCID 或 MSISDN').fill(iccid);
  await page.getByRole('textbox', { name: '短信内容' }).fill(content);
  await page.getByRole('button', { name: '校验并计算费用' }).click();
  await expect(page.getByRole('heading', { name: '发送校验结果' })).toBeVisible();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('an SMS send lowers the balance by its price, and the ledger shows the charge', async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const token = await apiToken(request, DEMO);
  const [iccid] = await capableCards(request, token);
  const before = await available(request, token);
  const price = formatMoney(SMS_PRICE_CENTS.cmcc / 100);

  await signIn(page, DEMO, '/#/home');
  await expect(topBalance(page)).toContainText(formatMoney(before.balance));
  await checkSend(page, iccid!, '查询设备状态');
  await expect(page.getByText(`预计费用 ${price}（共 1 条短信，发送后从账户扣费）`)).toBeVisible();
  await expect(page.getByText(`当前可用余额 ${formatMoney(before.available)}`)).toBeVisible();
  await page.getByRole('button', { name: '确认发送（1 张）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/batch_sms\/detail\?task_id=\d+/);
  const taskId = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('task_id'));
  const batchNo = `SMS${String(taskId).padStart(8, '0')}`;

  // The step submits the SMS: its price is taken from the balance through the ledger.
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 20_000 } })).ok()).toBe(true);
  const after = Number(before.balance) - SMS_PRICE_CENTS.cmcc / 100;
  expect(Number((await available(request, token)).balance)).toBeCloseTo(after, 2);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '用户管理' }).click();
  await nav.getByRole('link', { name: '账户台账' }).click();
  await tableSettled(page, '账户台账');
  const row = dataRows(page, '账户台账').first();
  await expect(row).toContainText(batchNo);
  await expect(row).toContainText(`短信发送 ${batchNo}（1 条）`);
  await expect(row).toContainText(`-${price}`);
  await expect(row).toContainText(formatMoney(after));
  await page.reload();
  await expect(topBalance(page)).toContainText(formatMoney(after));
});

test('a send the available balance cannot pay is refused before it starts; nothing is charged', async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const token = await apiToken(request, DEMO);
  const [iccid] = await capableCards(request, token);
  // demo moves all but 0.05 of its available balance to its sub-client.
  const subs = await api<{ sub_clients: { id: number }[] }>(
    request,
    token,
    '/balance/transfer/list/sub_client/?page=1&page_size=10',
  );
  const start = await available(request, token);
  const keep = 5;
  const move = Math.round(Number(start.available) * 100) - keep;
  await api(request, token, '/balance/transfer/', {
    sub_client_id: subs.sub_clients[0]!.id,
    amount: (move / 100).toFixed(2),
  });
  const before = await available(request, token);
  expect(before.available).toBe('0.05');

  await signIn(page, DEMO, '/#/home');
  await checkSend(page, iccid!, '设备将于今晚维护');
  await expect(page.getByText('当前可用余额 ¥0.05')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '可用余额不足以支付本次发送' })).toBeVisible();
  await page.getByRole('button', { name: '确认发送（1 张）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(
    page.getByText(
      `可用余额不足：本次发送预计扣费 ${formatMoney(SMS_PRICE_CENTS.cmcc / 100)}，当前可用余额 ¥0.05，请充值后再发送`,
    ),
  ).toBeVisible();
  // Still on the check, nothing started, nothing frozen or charged.
  await expect(page.getByRole('heading', { name: '发送校验结果' })).toBeVisible();
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 20_000 } })).ok()).toBe(true);
  expect(await available(request, token)).toEqual(before);
});
