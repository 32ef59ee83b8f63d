import { expect, signIn, test } from './fixtures.ts';
import { DEMO, SUPPORT } from './helpers.ts';

test('the API menu opens the open-API document in a new browser tab', async ({ page, context }) => {
  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: 'API' }).click();
  const link = nav.getByRole('link', { name: 'API文档' });
  await expect(link).toHaveAttribute('target', '_blank');
  const [doc] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(doc).toHaveURL(/#\/api_doc$/);
  await expect(doc.getByRole('heading', { name: '物联网卡管理平台开放接口', level: 1 })).toBeVisible();
  await expect(doc.getByRole('table', { name: '单卡信息 的参数' })).toContainText('iccid');
  // The page the user was on stays where it was.
  await expect(page).toHaveURL(/#\/home$/);
});

test("support opens the carriers' APIs in a new tab; typing the menu path leads to the document", async ({
  page,
  context,
}) => {
  await signIn(page, SUPPORT);
  const [doc] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '运营商API' }).click(),
  ]);
  await expect(doc).toHaveURL(/#\/carrier_doc$/);
  await expect(doc.getByRole('heading', { name: '中国移动 OneLink' })).toBeVisible();

  await page.goto('/#/carrier_api');
  await expect(page).toHaveURL(/#\/carrier_doc$/);
  await expect(page.getByRole('heading', { name: '运营商接口', level: 1 })).toBeVisible();
});
