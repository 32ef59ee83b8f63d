import type { APIRequestContext } from '@playwright/test';
import { formatMoney, REFUND_REVIEW_HOURS } from '#contract';
import { expect, signIn, test } from './fixtures.ts';
import { apiGet, apiToken, DEMO, dataRows, SCREEN_SIZES, shoot, tableSettled } from './helpers.ts';

interface TradeRow {
  id: number;
  order_no: string;
  amount: string;
  pay_status: string;
  fulfil_status: string;
}

/** demo's seeded next-month renewal that lapsed on a card out of service, not refunded yet. */
async function lapsedOrder(request: APIRequestContext): Promise<TradeRow> {
  const token = await apiToken(request, DEMO);
  const res = await request.get('/ep/api/service/order/list/?type=renewal&page_size=50', {
    headers: { Authorization: `JWT ${token}` },
  });
  const rows = (await res.json()).data.tableData as TradeRow[];
  return rows.find((r) => r.fulfil_status === 'failed' && r.pay_status === 'paid')!;
}

test("demo asks for the refund of a failed card's share: reviewed on the clock, paid back and shown in the order's ledger", async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const order = await lapsedOrder(request);
  expect(order).toBeDefined();
  const token = await apiToken(request, DEMO);
  const balance = async () =>
    (await apiGet<{ client_balance: number }>(request, token, '/index/header/', {})).client_balance;
  const before = await balance();

  await signIn(page, DEMO, '/#/home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByText('交易查询', { exact: true }).click();
  await menu.getByRole('link', { name: '交易订单' }).click();
  await expect(page).toHaveURL(/#\/service\/order_list/);
  await tableSettled(page, '交易订单');
  await page.goto(`/#/service/order_list?order_no=${order.order_no}`);
  await tableSettled(page, '交易订单');
  const row = dataRows(page, '交易订单').filter({ hasText: order.order_no });
  await expect(row).toContainText('套餐续费');
  await expect(row).toContainText('已支付');
  await row.getByRole('button', { name: '查看详情' }).click();

  await expect(page).toHaveURL(/#\/service\/order_detail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: `交易订单 ${order.order_no}` })).toBeVisible();
  const cards = page.getByRole('table', { name: '每张卡的办理结果' });
  await expect(cards.getByRole('row').filter({ hasText: '未生效' })).toContainText('未能生效');
  const ledger = page.getByRole('table', { name: '订单的账户流水' });
  await expect(ledger.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(page.getByText('暂无退款申请')).toBeVisible();

  await page.getByRole('button', { name: '申请退款' }).click();
  const dialog = page.getByRole('dialog', { name: '申请退款' });
  await dialog.getByLabel('退款原因').fill('卡已销户，套餐未生效');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog).toBeHidden();
  const timeline = page.getByRole('region', { name: '退款记录' });
  await expect(timeline).toContainText('审核中');
  await expect(timeline).toContainText('卡已销户，套餐未生效');
  await expect(page.getByRole('button', { name: '申请退款' })).toBeHidden();

  // The review comes due on the clock: approved, paid back through the ledger.
  expect(
    (await request.put('/__emulator/clock', { data: { advance_ms: REFUND_REVIEW_HOURS * 3_600_000 } })).ok(),
  ).toBe(true);
  await expect(timeline).toContainText('已通过');
  await expect(timeline).toContainText(`已退回账户余额`);
  await expect(ledger.locator('tbody').getByRole('row')).toHaveCount(2);
  await expect(ledger.locator('tbody').getByRole('row').filter({ hasText: '退款' })).toContainText(
    `+${formatMoney(order.amount)}`,
  );
  await expect(cards.getByRole('row').filter({ hasText: '已退款' })).toHaveCount(1);
  // The refund went back to the balance, and nothing is left to refund.
  expect(await balance()).toBeCloseTo(before + Number(order.amount), 2);
  await expect(page.getByRole('button', { name: '申请退款' })).toHaveCount(0);

  // The account ledger has the refund under the order's number.
  await page.goto(`/#/charge/account?order_no=${order.order_no}`);
  await tableSettled(page, '账户台账');
  await expect(dataRows(page, '账户台账').filter({ hasText: '退款' })).toHaveCount(1);
});

test('申请退款 shows only for an order with an unfulfilled or failed part, and only to a user with func_service_refund', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  const rows = await apiGet<{ tableData: TradeRow[] }>(request, token, '/service/order/list/', {
    page_size: 50,
  });
  const done = rows.tableData.find((r) => r.fulfil_status === 'done' && r.pay_status === 'paid')!;
  expect(done).toBeDefined();
  const failed = await lapsedOrder(request);

  // A fulfilled order has nothing to refund: no button, though demo holds the code.
  await signIn(page, DEMO, `/#/service/order_detail?id=${done.id}`);
  await expect(page.getByRole('heading', { name: `交易订单 ${done.order_no}` })).toBeVisible();
  await expect(page.getByRole('table', { name: '每张卡的办理结果' })).toBeVisible();
  await expect(page.getByRole('button', { name: '申请退款' })).toHaveCount(0);
  await page.goto(`/#/service/order_detail?id=${failed.id}`);
  await expect(page.getByRole('heading', { name: `交易订单 ${failed.order_no}` })).toBeVisible();
  await expect(page.getByRole('button', { name: '申请退款' })).toBeVisible();

  // Without the code, the failed order's detail shows no button either, and the API answers 599.
  const revoked = await request.put('/__emulator/users/demo/perms', {
    data: { revoke: ['func_service_refund'] },
  });
  expect(revoked.ok()).toBe(true);
  // A new login, loaded afresh: the portal reads the user's codes when it starts.
  await signIn(page, DEMO, `/#/service/order_detail?id=${failed.id}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: `交易订单 ${failed.order_no}` })).toBeVisible();
  await expect(page.getByRole('table', { name: '每张卡的办理结果' })).toBeVisible();
  await expect(page.getByRole('button', { name: '申请退款' })).toHaveCount(0);
  const refused = await request.post('/ep/api/service/order/refund/', {
    headers: { Authorization: `JWT ${await apiToken(request, DEMO)}` },
    data: { order_id: failed.id, reason: '' },
  });
  expect((await refused.json()).code).toBe(599);
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`the trade screens fit at ${size.width} px in ${lang}, with seeded history`, async ({
      page,
      request,
    }, info) => {
      const order = await lapsedOrder(request);
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO, '/#/home');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      const caption = lang === 'en' ? 'Trade orders' : '交易订单';
      await page.goto('/#/service/order_list');
      await expect(page).toHaveTitle(new RegExp(`^${caption} - `));
      await tableSettled(page, caption);
      await expect(dataRows(page, caption).first()).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-order-list`);
      await page.goto(`/#/service/order_detail?id=${order.id}`);
      await expect(page.getByRole('heading', { name: new RegExp(order.order_no) })).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-order-detail`);
    });
  }
}
