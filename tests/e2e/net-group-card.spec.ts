import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, SCREEN_SIZES, shoot, tableSettled } from './helpers.ts';

/**
 * Directed groups' cards (issue 42): demo opens 定向卡片 from the menu, is refused a China Mobile
 * card in its China Unicom group (under the field, nothing sent on), adds a Unicom card on a
 * directed plan, cannot delete the group that now holds it, and sees the card 新增成功 once the
 * clock passes the carrier's SLA.
 */

const CAPTION = '定向卡片';
const DAY = 86_400_000;
/** 联通物联网月包 100MB, a directed plan (fixtures/plans.ts). */
const CUCC_DIRECTED_PLAN = 4;

async function get<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  params: Record<string, string | number>,
) {
  const res = await request.get(`/ep/api${path}`, { headers: { Authorization: `JWT ${token}` }, params });
  const body = await res.json();
  expect(body.code, `${path} ${body.msg}`).toBe(200);
  return body.data as T;
}

test('demo adds a card to a directed group: another carrier’s is refused, the group is kept, 新增成功 after the SLA', async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const token = await apiToken(request, DEMO);
  const seeded = await get<{ tableData: { iccid: string; carrier: string }[] }>(
    request,
    token,
    '/net_group/card/list/',
    { page: 1, page_size: 50 },
  );
  const cmcc = seeded.tableData.find((r) => r.carrier === 'cmcc')!.iccid;
  const unicom = await get<{ tableData: { iccid: string }[] }>(request, token, '/card/list/', {
    page: 1,
    page_size: 5,
    plan_id: CUCC_DIRECTED_PLAN,
    status: 'active',
  });
  const cucc = unicom.tableData[0]!.iccid;

  await signIn(page, DEMO, '/#/home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByText('工单', { exact: true }).click();
  await menu.getByRole('link', { name: CAPTION }).click();
  await expect(page).toHaveURL(/#\/net_group\/card$/);
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION).filter({ hasText: cmcc })).toContainText('新增成功');
  await expect(dataRows(page, CAPTION).filter({ hasText: '新增处理中' }).first()).toBeVisible();

  await page.getByRole('button', { name: '添加卡片' }).click();
  const dialog = page.getByRole('dialog', { name: '添加定向卡片' });
  await dialog.getByRole('combobox', { name: '定向分组' }).click();
  await page.getByRole('option', { name: '联通测试分组 · 中国联通' }).click();
  await dialog.getByLabel('卡号', { exact: true }).fill(`${cucc}\n${cmcc}`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText(`以下卡不属于中国联通，不能加入该分组：${cmcc}`)).toBeVisible();
  await expect(dataRows(page, CAPTION).filter({ hasText: cucc })).toHaveCount(0);
  await dialog.getByLabel('卡号', { exact: true }).fill(cucc);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(dataRows(page, CAPTION).filter({ hasText: cucc })).toContainText('新增处理中');

  // The group now holds a card: its deletion is refused and it stays.
  await menu.getByRole('link', { name: '定向分组' }).click();
  await tableSettled(page, '定向分组');
  const group = dataRows(page, '定向分组').filter({ hasText: '联通测试分组' });
  await group.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('定向分组“联通测试分组”还有 1 张卡，请先移出卡片')).toBeVisible();
  await expect(group).toBeVisible();

  // 联通's 7 working days: two weeks on the clock cover them whatever the day.
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 14 * DAY } })).ok()).toBe(true);
  await page.goto('about:blank');
  await signIn(page, DEMO, '/#/net_group/card');
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION).filter({ hasText: cucc })).toContainText('新增成功');
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`the directed cards fit at ${size.width} px in ${lang}, with seeded history`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO, '/#/home');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      const caption = lang === 'en' ? 'Directed cards' : CAPTION;
      await page.goto('/#/net_group/card');
      await expect(page).toHaveTitle(new RegExp(`^${caption} - `));
      await tableSettled(page, caption);
      await expect(
        dataRows(page, caption)
          .filter({ hasText: lang === 'en' ? 'Added' : '新增成功' })
          .first(),
      ).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-cards`);
      await page.getByRole('button', { name: lang === 'en' ? 'Add cards' : '添加卡片' }).click();
      const dialog = page.getByRole('dialog', {
        name: lang === 'en' ? 'Add directed cards' : '添加定向卡片',
      });
      await dialog.getByRole('radio', { name: lang === 'en' ? 'Tag' : '按标签' }).click();
      await expect(dialog.getByRole('combobox', { name: lang === 'en' ? 'Tags' : '标签' })).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-add`);
    });
  }
}
