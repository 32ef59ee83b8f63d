import type { APIRequestContext, Page } from '@playwright/test';
import { WX_PAY_SECONDS } from '#contract';
import { CHARGE_PRODUCTS } from '../../fixtures/index.ts';
import { CARD_ANSWER_MS } from '../../server/services/charge.ts';
import { expect, settled, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, SCREEN_SIZES } from './helpers.ts';

const SUB_NAME = '智联物联华南运营中心';
const HOUR = 3_600_000;

/** The cheapest China Mobile add-on of the catalogue, not a pool's: what the H5 offers first. */
const addon = CHARGE_PRODUCTS.map((p, i) => ({ ...p, id: i + 1 }))
  .filter((p) => p.carrier === 'cmcc' && p.kind === 'addon' && !p.pool && !p.off)
  .sort((a, b) => a.price - b.price || a.id - b.id)[0]!;
const SUB_PRICE = addon.price + 2;
const RETAIL = SUB_PRICE + 25;

const clockNow = async (request: APIRequestContext) =>
  (await (await request.get('/__emulator/clock')).json()).epoch_ms as number;
const advance = (request: APIRequestContext, ms: number) =>
  request.put('/__emulator/clock', { data: { advance_ms: ms } });
const chinaDay = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
/** The first instant (UTC+8) of the month after `ms`'s. */
function nextMonthStart(ms: number) {
  const d = new Date(ms + 8 * HOUR);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 8 * HOUR;
}

/** An active China Mobile card of demo_sub's outside billing groups, from demo's card list. */
async function subCard(request: APIRequestContext, token: string) {
  for (let page = 1; page <= 10; page++) {
    const res = await request.get(`/ep/api/card/list/?page=${page}&page_size=50&status=active&carrier=cmcc`, {
      headers: { Authorization: `JWT ${token}` },
    });
    const rows = (await res.json()).data.tableData as {
      iccid: string;
      client_name: string;
      billing_group: string | null;
    }[];
    const found = rows.find((row) => row.client_name === SUB_NAME && row.billing_group === null);
    if (found) return found;
  }
  throw new Error(`no active China Mobile card of ${SUB_NAME} outside billing groups`);
}

/** Signs `user` in afresh: a new document, so the portal reads the new login rather than the page's. */
async function as(page: Page, user: { username: string; password: string }, path: string) {
  await page.goto('about:blank');
  await signIn(page, user, path);
}

async function shootBoth(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `test-results/profit-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `test-results/profit-${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test.use({ viewport: { width: 390, height: 844 } });

test('a demo_sub card recharged on the WeChat H5 earns demo and demo_sub their rows; demo_sub withdraws, demo approves, the clock pays both ledgers', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const demoToken = await apiToken(request, DEMO);
  const card = await subCard(request, demoToken);
  // demo prices the add-on for demo_sub: cost + 2 yuan, retail 25 yuan above that.
  const saved = await request.post('/ep/api/profit/sc_product/save/', {
    headers: { Authorization: `JWT ${demoToken}` },
    data: {
      sub_client_id: (
        await (
          await request.get('/ep/api/profit/sc_product/list/', {
            headers: { Authorization: `JWT ${demoToken}` },
          })
        ).json()
      ).data.sub_clients.find((s: { name: string }) => s.name === SUB_NAME).id,
      product_id: addon.id,
      mode: 'diff',
      markup: '2',
      retail_price: String(RETAIL),
      effective_date: chinaDay(await clockNow(request)),
    },
  });
  expect((await saved.json()).code).toBe(200);

  // A device user buys it on the H5 at the retail price.
  await page.goto('/#/wx_recharge');
  await page.getByLabel('卡号').fill(card.iccid);
  await page.getByRole('button', { name: '查询' }).click();
  const products = page.getByRole('radiogroup', { name: '选择充值产品' });
  await products.getByRole('radio').first().click();
  await expect(page.getByText(`应付金额¥${RETAIL.toFixed(2)}`)).toBeVisible();
  await page.getByRole('button', { name: '微信支付' }).click();
  const result = page.getByRole('region', { name: '支付结果' });
  const orderNo = (await result.getByText(/^WX\d{16}$/).textContent())!;
  await advance(request, WX_PAY_SECONDS * 1000 + CARD_ANSWER_MS);
  await expect(result.getByRole('heading', { name: '充值成功' })).toBeVisible();

  // demo sees its row (cost + 2 less cost), demo_sub its own (retail less its price), both pending.
  await as(page, DEMO, '/#/profit/exa');
  await page.getByRole('tab', { name: '分润明细' }).click();
  const demoRow = dataRows(page, '分润明细').filter({ hasText: orderNo });
  await expect(demoRow).toHaveCount(1);
  await expect(demoRow).toContainText('¥2.00');
  await expect(demoRow).toContainText('待结算');
  await shootBoth(page, 'rows-demo-zh');

  await as(page, DEMO_SUB, '/#/profit/exa');
  await page.getByRole('tab', { name: '分润明细' }).click();
  const subRow = dataRows(page, '分润明细').filter({ hasText: orderNo });
  await expect(subRow).toContainText('¥25.00');
  await expect(subRow).toContainText('待结算');

  // The month's cut-off settles it; demo_sub applies for a withdrawal.
  const now = await clockNow(request);
  await advance(request, nextMonthStart(now) - now + 60_000);
  await as(page, DEMO_SUB, '/#/profit/exa');
  await expect(page.getByText(/可提现 ¥25\.00/).first()).toBeVisible();
  await page.getByRole('button', { name: '申请提现' }).click();
  const apply = page.getByRole('dialog', { name: '申请提现' });
  await apply.getByLabel('提现金额').fill('5');
  await apply.getByLabel('收款账户').fill('招商银行 6225 8800 1234 5678');
  await apply.getByRole('button', { name: '提交' }).click();
  await expect(apply.getByText('提现金额不能少于 10.00 元')).toBeVisible();
  await apply.getByLabel('提现金额').fill('20');
  await apply.getByRole('button', { name: '提交' }).click();
  await expect(apply).toHaveCount(0);
  const mine = dataRows(page, '提现申请').first();
  await expect(mine).toContainText('待审核');
  await expect(mine).toContainText('¥20.00');
  await shootBoth(page, 'withdrawals-sub-zh');

  // demo approves it.
  await as(page, DEMO, '/#/profit/exa');
  const queued = dataRows(page, '提现申请').filter({ hasText: SUB_NAME }).filter({ hasText: '待审核' });
  await expect(queued).toHaveCount(1);
  const appNo = (await queued.getByText(/^PW\d{14}$/).textContent())!;
  await queued.getByRole('button', { name: '审核通过' }).click();
  const approve = page.getByRole('dialog', { name: '通过提现申请' });
  await approve
    .getByRole('button')
    .filter({ hasText: /确定|保存|提交|确认/ })
    .first()
    .click();
  await expect(approve).toHaveCount(0);
  await expect(dataRows(page, '提现申请').filter({ hasText: appNo })).toContainText('通过');
  await shootBoth(page, 'withdrawals-demo-zh');

  // The next day the clock pays it: demo's ledger has the debit, demo_sub's row its credit.
  await advance(request, 25 * HOUR);
  await as(page, DEMO, '/#/charge/account');
  await expect(dataRows(page, '账户台账').filter({ hasText: appNo }).first()).toContainText('-¥20.00');
  await shootBoth(page, 'ledger-demo-zh');
  await as(page, DEMO_SUB, '/#/profit/exa');
  const paid = dataRows(page, '提现申请').filter({ hasText: appNo });
  await expect(paid).toContainText('已打款');
  await expect(paid.getByText(/^L\d{16}$/)).toBeVisible();
});

const TITLES = {
  '/profit/product_list': ['分润产品', 'Profit products'],
  '/profit/exa': ['分润提现', 'Profit withdrawals'],
  '/profit/sc_product': ['子客户定价', 'Sub-customer prices'],
} as const;

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`the profit screens fit at ${size.width} px in ${lang}; a price below cost is refused under its field`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await as(page, DEMO, '/#/home');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      const at = lang === 'en' ? 1 : 0;
      for (const [path, titles] of Object.entries(TITLES)) {
        await page.goto(`/#${path}`);
        await expect(page).toHaveTitle(new RegExp(`^${titles[at]} - `));
        await expect(page.locator('tbody').getByRole('row').first()).toBeVisible();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
          path,
        ).toBeLessThanOrEqual(0);
        await settled(page);
        await page.screenshot({
          path: info.outputPath(`${size.name}-${lang}-${path.slice(1).replaceAll('/', '-')}.png`),
        });
      }
      // The seeded price of demo_sub, edited below cost: refused under 加价, nothing saved.
      await page.goto('/#/profit/sc_product');
      const row = page.locator('tbody').getByRole('row').first();
      await row.getByRole('button', { name: lang === 'en' ? 'Edit' : '编辑' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(lang === 'en' ? 'Markup (% or yuan)' : '加价（% 或 元）').fill('-5');
      await dialog.getByRole('button', { name: lang === 'en' ? 'Save' : '保存' }).click();
      await expect(
        dialog.getByText(
          lang === 'en'
            ? /^The sub-customer's price [\d.]+ yuan is below cost/
            : /^子客户价格 [\d.]+ 元低于成本价/,
        ),
      ).toBeVisible();
      await settled(page);
      await page.screenshot({ path: info.outputPath(`${size.name}-${lang}-price-refused.png`) });
    });
  }
}
