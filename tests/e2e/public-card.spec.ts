import { expect, test } from './fixtures.ts';
import { apiToken, DEMO } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

interface CardRow {
  id: number;
  iccid: string;
  msisdn: string;
  plan_name: string;
}

async function someCard(request: import('@playwright/test').APIRequestContext, query: string) {
  const token = await apiToken(request, DEMO);
  const res = await request.get(`/ep/api/card/list/?${query}`, {
    headers: { Authorization: `JWT ${token}` },
  });
  return (await res.json()).data.tableData[0] as CardRow;
}

const masked = (iccid: string) => `${iccid.slice(0, 6)}${'*'.repeat(iccid.length - 10)}${iccid.slice(-4)}`;

test('a card user looks a card up by ICCID and by MSISDN on a phone, without logging in', async ({
  page,
  request,
}) => {
  const card = await someCard(request, 'status=active');
  await page.goto('/#/cardH5');
  await expect(page).toHaveURL(/#\/cardH5$/);
  await expect(page.getByRole('heading', { name: '物联网卡查询' })).toBeVisible();
  await expect(page).toHaveTitle(/^物联网卡查询 - /);

  await page.getByLabel('卡号').fill('12345');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入正确的ICCID（19-20位）或MSISDN（11或13位）');

  await page.getByLabel('卡号').fill(` ${card.iccid} `);
  await page.getByRole('button', { name: '查询' }).click();
  const view = page.getByRole('region', { name: masked(card.iccid) });
  await expect(view).toBeVisible();
  await expect(view).toContainText('正使用');
  await expect(view).toContainText(card.plan_name);
  await expect(view.getByRole('progressbar', { name: '本月已用' })).toBeVisible();
  await expect(page.getByText(card.iccid)).toHaveCount(0);
  await expect(page.getByText(card.msisdn)).toHaveCount(0);

  await page.getByLabel('卡号').fill(card.msisdn);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('region', { name: masked(card.iccid) })).toBeVisible();

  await page.getByLabel('卡号').fill('89860000000000000000');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '未查询到该卡' }).first()).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the QR code page shows the card it names, in English too', async ({ page, request }) => {
  const card = await someCard(request, 'status=pending');
  await page.goto(`/#/card_qrcode_info/card/${card.id}`);
  const view = page.getByRole('region', { name: masked(card.iccid) });
  await expect(view).toContainText('待激活');
  await expect(view).toContainText('未激活');

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Card information' })).toBeVisible();
  await expect(view).toContainText('Pending activation');

  await page.goto('/#/card_qrcode_info/card/abc');
  await expect(page.getByRole('alert')).toHaveText('The card id in this QR code is not valid');
});
