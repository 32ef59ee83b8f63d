import type { APIRequestContext, Page } from '@playwright/test';
import { WX_PAY_SECONDS } from '#contract';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, filledTemplate, shoot, tableSettled, uploadFile } from './helpers.ts';

/** The carrier answers each card 30 s after the order, the next 10 s later (server/services/charge.ts). */
const FIRST_ANSWER_MS = 30_000;
const NEXT_ANSWER_MS = 10_000;

interface CardRow {
  id: number;
  iccid: string;
  carrier: string;
  billing_group: string | null;
  quota_mb: number;
}

/** Two of demo's China Mobile cards in use, outside billing groups, with this month's quota. */
async function twoCards(request: APIRequestContext) {
  const token = await apiToken(request, DEMO);
  const res = await request.get('/ep/api/card/list/?carrier=cmcc&status=active&page_size=50', {
    headers: { Authorization: `JWT ${token}` },
  });
  const rows = (await res.json()).data.tableData as CardRow[];
  return { cards: rows.filter((r) => !r.billing_group).slice(0, 2), token };
}

async function moveClock(request: APIRequestContext, ms: number) {
  expect((await request.put('/__emulator/clock', { data: { advance_ms: ms } })).ok()).toBe(true);
}

async function quotaOf(request: APIRequestContext, token: string, cardId: number): Promise<number> {
  const res = await request.get(`/ep/api/card/detail/?card_id=${cardId}`, {
    headers: { Authorization: `JWT ${token}` },
  });
  const data = (await res.json()).data;
  return data.quota_mb + data.addon_mb;
}

const account = (page: Page) => page.getByText(/^账户余额 /);

test('demo recharges two cards: frozen, then charged card by card as the clock moves, with the ledger rows and the new quota', async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const { cards, token } = await twoCards(request);
  expect(cards).toHaveLength(2);
  const quotas = [await quotaOf(request, token, cards[0]!.id), await quotaOf(request, token, cards[1]!.id)];

  await signIn(page, DEMO, '/#/home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByText('充值', { exact: true }).click();
  await menu.getByRole('link', { name: '卡充值' }).click();
  await expect(page).toHaveURL(/#\/charge\/card$/);
  await expect(account(page)).toContainText('冻结 ¥0.00');

  await page.getByRole('button', { name: '选择卡和产品' }).click();
  const dialog = page.getByRole('dialog', { name: '选择卡和产品' });
  await dialog.getByLabel('卡号（ICCID 或 MSISDN）').fill(`${cards[0]!.iccid}\n${cards[1]!.iccid}`);
  await dialog.getByRole('combobox', { name: '充值产品' }).click();
  await page.getByRole('option', { name: '中国移动加油包 500MB · ¥30.00' }).click();
  await expect(dialog.getByRole('radio', { name: '立即生效' })).toBeChecked();
  await dialog.getByRole('button', { name: '价格预览' }).click();
  await expect(dialog).toBeHidden();

  const lines = page.getByRole('table', { name: '价格明细' });
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines).toContainText(cards[0]!.iccid);
  await expect(page.getByText('共 2 张卡，合计 ¥60.00')).toBeVisible();
  await page.getByRole('button', { name: '余额支付' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(account(page)).toContainText('冻结 ¥60.00');
  await page.getByRole('button', { name: '查看订单' }).click();

  await expect(page).toHaveURL(/#\/charge\/order_detail\?id=\d+$/);
  const orderNo = (await page.getByRole('heading', { name: /^订单 C\d+$/ }).textContent())!.replace(
    '订单 ',
    '',
  );
  const fulfilment = page.getByRole('table', { name: '办理明细' });
  await expect(fulfilment.getByRole('row').filter({ hasText: '处理中' })).toHaveCount(2);

  // The carrier answers the first card: its share is charged, the second's still frozen.
  await moveClock(request, FIRST_ANSWER_MS);
  await expect(fulfilment.getByRole('row').filter({ hasText: '处理中' })).toHaveCount(1);
  await expect(fulfilment.getByRole('row').filter({ hasText: cards[0]!.iccid })).toContainText(
    '运营商已受理：中国移动加油包 500MB',
  );
  await moveClock(request, NEXT_ANSWER_MS);
  await expect(fulfilment.getByRole('row').filter({ hasText: '成功' })).toHaveCount(2);
  for (const [i, card] of cards.entries()) {
    await expect(fulfilment.getByRole('row').filter({ hasText: card.iccid })).toContainText(
      String(quotas[i]! + 500),
    );
    expect(await quotaOf(request, token, card.id)).toBe(quotas[i]! + 500);
  }

  // The ledger holds one charge per card under the order's number; nothing is frozen any more.
  await page.goto(`/#/charge/account?order_no=${orderNo}`);
  await tableSettled(page, '账户台账');
  const ledger = page.getByRole('table', { name: '账户台账' });
  await expect(ledger.getByRole('row').filter({ hasText: '-¥30.00' })).toHaveCount(2);
  await expect(page.getByRole('term').filter({ hasText: '冻结金额' }).locator('+ dd')).toHaveText('¥0.00');
});

test("the cards by the product's template, its second column checked row by row, or by the card list's filter", async ({
  page,
  request,
}, info) => {
  const { cards } = await twoCards(request);
  await signIn(page, DEMO, '/#/charge/card');
  await page.getByRole('button', { name: '选择卡和产品' }).click();
  const dialog = page.getByRole('dialog', { name: '选择卡和产品' });
  await dialog.getByRole('radio', { name: '导入文件' }).check();
  // Before a product is chosen, both templates; then the chosen product's.
  await expect(dialog.getByRole('link', { name: '下载套餐续费模板' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: '下载加油包充值模板' })).toBeVisible();
  await dialog.getByRole('combobox', { name: '充值产品' }).click();
  await page.getByRole('option', { name: '中国移动加油包 500MB · ¥30.00' }).click();
  await expect(dialog.getByRole('link', { name: '下载套餐续费模板' })).toBeHidden();
  const file = await filledTemplate(page, '下载加油包充值模板', [
    [cards[0]!.iccid, '500MB'],
    [cards[1]!.iccid, '1GB'],
  ]);
  await uploadFile(page, file);
  await dialog.getByRole('button', { name: '价格预览' }).click();
  await expect(
    dialog.getByText('文件中有 1 行的产品与所选产品“中国移动加油包 500MB”不符：第 3 行“1GB”'),
  ).toBeVisible();
  await shoot(page, info, 'file-mismatch');

  // The card list's filter: this one card.
  await dialog.getByRole('radio', { name: '按筛选条件' }).check();
  await dialog.getByLabel('卡号', { exact: true }).fill(cards[1]!.iccid);
  await shoot(page, info, 'by-filter');
  await dialog.getByRole('button', { name: '价格预览' }).click();
  await expect(dialog).toBeHidden();
  const lines = page.getByRole('table', { name: '价格明细' });
  await expect(lines.getByRole('row')).toHaveCount(2);
  await expect(lines).toContainText(cards[1]!.iccid);
  await expect(page.getByText('共 1 张卡，合计 ¥30.00')).toBeVisible();
});

test('a top-up paid by WeChat on the clock, and one the provider fails through the control call', async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  await signIn(page, DEMO, '/#/charge/order_list');
  await tableSettled(page, '充值订单');

  const topUp = async (amount: string) => {
    await page.getByRole('button', { name: '在线充值' }).click();
    const dialog = page.getByRole('dialog', { name: '微信在线充值' });
    await dialog.getByLabel('充值金额(元)').fill(amount);
    const answer = page.waitForResponse((r) => r.url().includes('/ep/api/charge/topup/'));
    await dialog.getByRole('button', { name: '去支付' }).click();
    const data = (await (await answer).json()).data as { order_no: string; token: string };
    await expect(dialog).toBeHidden();
    return data;
  };

  // A refused amount stays in the form with its message, and creates nothing.
  await page.getByRole('button', { name: '在线充值' }).click();
  const dialog = page.getByRole('dialog', { name: '微信在线充值' });
  await dialog.getByLabel('充值金额(元)').fill('501');
  await dialog.getByRole('button', { name: '去支付' }).click();
  await expect(dialog.getByText('单次充值金额为 1 至 500 元')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();

  const paid = await topUp('88.80');
  const rows = page.getByRole('table', { name: '充值订单' }).getByRole('row');
  await expect(rows.filter({ hasText: paid.order_no })).toContainText('处理中');
  await moveClock(request, WX_PAY_SECONDS * 1000);
  await expect(rows.filter({ hasText: paid.order_no })).toContainText('成功');

  const failed = await topUp('20');
  await expect(rows.filter({ hasText: failed.order_no })).toContainText('处理中');
  const decided = await request.post(`/__emulator/wx_orders/${failed.token}`, { data: { outcome: 'fail' } });
  expect(await decided.json()).toMatchObject({ status: 'failed' });
  await expect(rows.filter({ hasText: failed.order_no })).toContainText('失败');

  // The paid one is a top-up row of the ledger; the failed one is not.
  await page.goto(`/#/charge/account?order_no=${paid.order_no}`);
  await tableSettled(page, '账户台账');
  await expect(
    page.getByRole('table', { name: '账户台账' }).getByRole('row').filter({ hasText: '¥88.80' }),
  ).toHaveCount(1);
  await page.goto(`/#/charge/account?order_no=${failed.order_no}`);
  await tableSettled(page, '账户台账');
  await expect(page.getByRole('table', { name: '账户台账' }).getByRole('row')).toHaveCount(2);
});
