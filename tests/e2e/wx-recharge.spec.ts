import type { APIRequestContext, Page } from '@playwright/test';
import { WX_PAY_SECONDS } from '#contract';
import { CARD_ANSWER_MS } from '../../server/services/charge.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, DEMO } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

interface CardRow {
  id: number;
  iccid: string;
  msisdn: string;
  billing_group: string | null;
}

/**
 * A card of demo's (main client demo holds function_wechat_charge) with the list filter `query`,
 * outside billing groups (a pooled card buys its pool's add-on only).
 */
async function demoCard(request: APIRequestContext, query: string) {
  const token = await apiToken(request, DEMO);
  const res = await request.get(`/ep/api/card/list/?page_size=50&${query}`, {
    headers: { Authorization: `JWT ${token}` },
  });
  const rows = (await res.json()).data.tableData as CardRow[];
  return { card: rows.find((row) => row.billing_group === null)!, token };
}

const masked = (iccid: string) => `${iccid.slice(0, 6)}${'*'.repeat(iccid.length - 10)}${iccid.slice(-4)}`;

/** This month's allowance of a card, as the public lookup answers it. */
async function quotaOf(request: APIRequestContext, iccid: string): Promise<number> {
  return (await (await request.get(`/ep/api/card_h5/info/?number=${iccid}`)).json()).data.quota_mb;
}

/** The emulator's clock stands still, so the order waits for WeChat until the test moves it. */
async function freezeClock(request: APIRequestContext) {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
}

const orderToken = (page: Page) => new URL(page.url().replace('#', '')).searchParams.get('order')!;

test("a visitor buys the catalogue's 中国移动加油包 500MB for a demo card with WeChat: pending, paid, then recharged as the clock moves", async ({
  page,
  request,
}) => {
  await freezeClock(request);
  const { card, token } = await demoCard(request, 'status=active&carrier=cmcc');
  const quota = await quotaOf(request, card.iccid);

  await page.goto('/#/wx_recharge');
  await expect(page.getByRole('heading', { name: '微信充值' })).toBeVisible();
  await expect(page).toHaveTitle(/^微信充值 - /);
  await page.getByLabel('卡号').fill('12345');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入正确的ICCID（19-20位）或MSISDN（11或13位）');

  await page.getByLabel('卡号').fill(card.iccid);
  await page.getByRole('button', { name: '查询' }).click();
  const view = page.getByRole('region', { name: masked(card.iccid) });
  await expect(view).toContainText('正使用');
  await expect(view.getByRole('progressbar', { name: '本月已用' })).toBeVisible();

  const pay = page.getByRole('button', { name: '微信支付' });
  await expect(pay).toBeDisabled();
  const products = page.getByRole('radiogroup', { name: '选择充值产品' });
  // The catalogue's China Mobile add-ons on sale, cheapest first: not another carrier's, not a pool's.
  await expect(products.getByRole('radio')).toHaveCount(3);
  await expect(products.getByRole('radio').first()).toHaveAccessibleName(/^中国移动加油包 100MB/);
  await products.getByText('中国移动加油包 500MB').click();
  await expect(products.getByRole('radio', { name: /中国移动加油包 500MB/ })).toBeChecked();
  await expect(page.getByText('应付金额¥30.00')).toBeVisible();
  await page.screenshot({ path: 'test-results/wx-recharge-zh-390.png', fullPage: true });
  await pay.click();

  await expect(page).toHaveURL(/#\/wx_recharge_confirm\?order=[\w-]{22}$/);
  const result = page.getByRole('region', { name: '支付结果' });
  await expect(result.getByRole('heading', { name: '待支付' })).toBeVisible();
  await expect(result).toContainText('中国移动加油包 500MB');
  await expect(result).toContainText('¥30.00');
  await expect(result).toContainText(masked(card.iccid));
  const orderNo = (await result.getByText(/^WX\d{16}$/).textContent())!;

  await request.put('/__emulator/clock', { data: { advance_ms: WX_PAY_SECONDS * 1000 } });
  await expect(result.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(result).toContainText('运营商正在为该卡充值');
  await expect(result).toContainText('支付时间');
  expect(await quotaOf(request, card.iccid)).toBe(quota);

  // The carrier answers for the card like for any card order.
  await request.put('/__emulator/clock', { data: { advance_ms: CARD_ANSWER_MS } });
  await expect(result.getByRole('heading', { name: '充值成功' })).toBeVisible();
  await expect(result).toContainText(
    `中国移动加油包 500MB 已到账，本月流量共 ${(quota + 500).toLocaleString()} MB`,
  );
  await page.screenshot({ path: 'test-results/wx-recharge-confirm-zh-390.png', fullPage: true });

  // The card has the add-on, and its recharges the WeChat payment (the customer paid nothing).
  expect(await quotaOf(request, card.iccid)).toBe(quota + 500);
  const recharges = await (
    await request.get(`/ep/api/card/recharges/?card_id=${card.id}`, {
      headers: { Authorization: `JWT ${token}` },
    })
  ).json();
  expect(recharges.data.tableData[0]).toMatchObject({
    order_no: orderNo,
    pay_method: 'wechat',
    status: 'success',
    operator: '微信用户',
  });
  // The customer's orders list it as a card order paid by 微信, nothing frozen.
  const orders = await (
    await request.get(`/ep/api/charge/order/list/?order_no=${orderNo}`, {
      headers: { Authorization: `JWT ${token}` },
    })
  ).json();
  expect(orders.data.tableData[0]).toMatchObject({
    kind: 'card',
    channel: 'wechat',
    status: 'done',
    frozen: '0.00',
    amount: '30.00',
  });

  await page.getByRole('link', { name: '继续充值' }).click();
  await expect(page).toHaveURL(/#\/wx_recharge$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('in English: a card by its MSISDN, an order WeChat fails, and the way back', async ({
  page,
  request,
}) => {
  await freezeClock(request);
  const { card } = await demoCard(request, 'status=active&carrier=cmcc');
  await page.goto('/#/wx_recharge');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'WeChat recharge' })).toBeVisible();

  await page.getByLabel('Card number').fill(card.msisdn);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('region', { name: masked(card.iccid) })).toContainText('In use');
  await page
    .getByRole('radiogroup', { name: 'Choose a product' })
    .getByText('China Mobile Add-on 1GB')
    .click();
  await expect(page.getByText('Amount due¥50.00')).toBeVisible();
  await page.screenshot({ path: 'test-results/wx-recharge-en-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Pay with WeChat' }).click();

  const result = page.getByRole('region', { name: 'Payment result' });
  await expect(result.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
  await expect(result).toContainText('Complete the payment in WeChat');
  const decided = await request.post(`/__emulator/wx_orders/${orderToken(page)}`, {
    data: { outcome: 'fail' },
  });
  expect(await decided.json()).toMatchObject({ status: 'failed' });
  await expect(result.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(result).toContainText('nothing was charged');
  await page.getByRole('link', { name: 'Back to recharge' }).click();
  await expect(page.getByRole('heading', { name: 'WeChat recharge' })).toBeVisible();
});

test('a card that cannot be recharged shows why, and a link without an order says so', async ({
  page,
  request,
}) => {
  const { card } = await demoCard(request, 'status=cancelled');
  await page.goto('/#/wx_recharge');
  await page.getByLabel('卡号').fill(card.iccid);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '该卡已销户，无法充值' }).first()).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);

  await page.goto('/#/wx_recharge_confirm');
  await expect(page.getByRole('alert')).toHaveText('链接中没有订单，请返回重新下单');
  await page.goto('/#/wx_recharge_confirm?order=AAAAAAAAAAAAAAAAAAAAAA');
  await expect(
    page.getByRole('alert').filter({ hasText: '订单不存在，请确认链接是否完整' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '返回充值' })).toBeVisible();
});
