import { expect, quietWorld, signIn, test } from './fixtures.ts';
import { apiToken, dataRows, SCREEN_SIZES, SUPPORT, shoot, tableSettled } from './helpers.ts';

/** /yum_order (issue 46): chain-store card orders, shipped by support from the platform's stock. */

const CHAIN = { username: 'chain', password: 'Demo1234' };
const CAPTION = '快餐连锁卡订单';

test("support records a store's order of 5 cards and ships it; the chain-store customer then holds those 5 cards", async ({
  page,
  request,
  world,
}) => {
  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('link', { name: CAPTION }).click();
  await expect(page).toHaveURL(/#\/yum_order$/);
  await tableSettled(page, CAPTION);
  // The seeded history: orders in every step.
  for (const status of ['待发货', '已发货', '已签收', '已激活']) {
    await expect(dataRows(page, CAPTION).filter({ hasText: status }).first()).toBeVisible();
  }

  const main = page.getByRole('main');
  await main.getByRole('button', { name: '新建订单' }).click();
  const form = page.getByRole('dialog', { name: '新建订单' });
  await form.getByRole('combobox', { name: '门店' }).click();
  await page.getByRole('option', { name: /上海人民广场店/ }).click();
  await form.getByRole('combobox', { name: '套餐' }).click();
  await page.getByRole('option', { name: /移动物联网月包 500MB/ }).click();
  // Bad input is refused under its field, and the dialog keeps what was typed.
  await form.getByLabel('数量').fill('0');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('订购数量为 1 至 500 张')).toBeVisible();
  await form.getByLabel('数量').fill('5');
  await form.getByRole('button', { name: '保存' }).click();
  const created = page.getByText(/订单 YO\d+ 已创建，待发货/);
  await expect(created).toBeVisible();
  const orderNo = /YO\d+/.exec((await created.textContent()) ?? '')![0];

  await tableSettled(page, CAPTION);
  const row = dataRows(page, CAPTION).filter({ hasText: orderNo });
  await expect(row).toContainText('待发货');
  await row.getByRole('button', { name: '发货' }).click();
  const ship = page.getByRole('dialog', { name: '订单发货' });
  await ship.getByLabel('快递单号').fill('12');
  await ship.getByRole('button', { name: '保存' }).click();
  await expect(ship.getByText('请输入快递单号：8 至 20 位字母或数字')).toBeVisible();
  await ship.getByLabel('快递单号').fill('SF1234567890');
  await ship.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已发货：5 张卡已分配给客户')).toBeVisible();
  await tableSettled(page, CAPTION);
  await expect(row).toContainText('已发货');
  await expect(row).toContainText('SF1234567890');

  // The detail lists the 5 cards taken from the stock.
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/#\/yum_order\/detail\?id=\d+$/);
  const cards = page.getByRole('table', { name: '发货卡片' }).locator('tbody th');
  await expect(cards).toHaveCount(5);
  const iccids = await cards.allTextContents();

  // The chain-store customer's own login holds them (待激活 until the store signs and they go live).
  await page.goto('about:blank');
  // The chain-store customer has read its notices, so none covers the list.
  await quietWorld(request, world, [CHAIN.username]);
  await signIn(page, CHAIN, '/#/card/list?status=pending');
  const list = '卡列表';
  await tableSettled(page, list);
  for (const iccid of iccids) {
    await expect(dataRows(page, list).filter({ hasText: iccid })).toHaveCount(1);
  }
});

test('in English, the list and the ship dialog read in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, SUPPORT, '/#/yum_order');
  const caption = 'Fast-food chain card orders';
  await tableSettled(page, caption);
  await expect(page.getByRole('columnheader', { name: 'Courier no.' })).toBeVisible();
  await dataRows(page, caption)
    .filter({ hasText: 'To ship' })
    .first()
    .getByRole('button', { name: 'Ship' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Ship the order' })).toBeVisible();
});

test('support without router_spt_yum_order sees no entry, cannot open the page, and gets 599', async ({
  page,
  request,
}) => {
  const revoked = await request.put('/__emulator/users/support/perms', {
    data: { revoke: ['router_spt_yum_order'] },
  });
  expect(revoked.ok()).toBe(true);
  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '单卡查询' })).toBeVisible();
  await expect(nav.getByRole('link', { name: CAPTION })).toHaveCount(0);
  await page.goto('/#/yum_order');
  await expect(page).toHaveURL(/#\/401$/);
  const headers = { Authorization: `JWT ${await apiToken(request, SUPPORT)}` };
  const list = await (await request.get('/ep/api/support/_list/yum_order/', { headers })).json();
  expect(list.code).toBe(599);
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`/yum_order and an order's detail fit at ${size.width} px in ${lang}`, async ({ page }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', 'english'));
      await signIn(page, SUPPORT, '/#/yum_order');
      const caption = lang === 'en' ? 'Fast-food chain card orders' : CAPTION;
      await tableSettled(page, caption);
      await expect(dataRows(page, caption).first()).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-yum-order`);
      await page.goto('/#/yum_order/detail?id=1');
      await expect(
        page.getByRole('table', { name: lang === 'en' ? 'Cards shipped' : '发货卡片' }),
      ).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-yum-order-detail`);
    });
  }
}
