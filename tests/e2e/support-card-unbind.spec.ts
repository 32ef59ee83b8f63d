import { expect, signIn, test } from './fixtures.ts';
import { apiToken, dataRows, SCREEN_SIZES, SUPPORT, shoot, tableSettled } from './helpers.ts';

/** /card_unbind (issue 48): support unbinds cards at their carriers; the carrier answers within its SLA. */

const CAPTION = '机卡解绑';
const DAY = 86_400_000;

test('support asks to unbind a card; after the carrier’s SLA on the clock it shows 已解绑', async ({
  page,
  request,
}) => {
  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('link', { name: CAPTION }).click();
  await expect(page).toHaveURL(/#\/card_unbind$/);
  await tableSettled(page, CAPTION);
  for (const status of ['待处理', '处理中', '已解绑', '失败']) {
    await expect(dataRows(page, CAPTION).filter({ hasText: status }).first()).toBeVisible();
  }
  // A card of demo's in a device: something to unbind.
  const demoToken = await apiToken(request, { username: 'demo', password: 'Demo1234' });
  const devices = await (
    await request.get('/ep/api/hardware_card/', {
      headers: { Authorization: `JWT ${demoToken}` },
      params: { page_size: 50 },
    })
  ).json();
  const iccid = (devices.data.tableData as { iccid: string }[]).find((d) => d.iccid)!.iccid;

  await page.getByRole('main').getByRole('button', { name: '新增解绑' }).click();
  const form = page.getByRole('dialog', { name: '新增解绑' });
  await form.getByRole('textbox', { name: '卡号' }).fill(iccid);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请填写原因（至少 2 个字）')).toBeVisible();
  await form.getByLabel('解绑原因').fill('终端更换');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已提交 1 个解绑工单')).toBeVisible();
  await tableSettled(page, CAPTION);
  const row = dataRows(page, CAPTION).filter({ hasText: iccid }).first();
  await expect(row).toContainText('待处理');

  // 移动 and the others: 3 working days. Past them on the clock, the carrier has answered.
  const moved = await request.put('/__emulator/clock', { data: { advance_ms: 6 * DAY } });
  expect(moved.ok()).toBe(true);
  await page.goto('about:blank'); // the morning's token has expired: sign in again
  await signIn(page, SUPPORT, '/#/card_unbind');
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION).filter({ hasText: iccid }).first()).toContainText('已解绑');
});

test('support without router_spt_card_unbind sees no entry and gets 599', async ({ page, request }) => {
  const revoked = await request.put('/__emulator/users/support/perms', {
    data: { revoke: ['router_spt_card_unbind'] },
  });
  expect(revoked.ok()).toBe(true);
  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '单卡查询' })).toBeVisible();
  await expect(nav.getByRole('link', { name: CAPTION })).toHaveCount(0);
  await page.goto('/#/card_unbind');
  await expect(page).toHaveURL(/#\/401$/);
  const headers = { Authorization: `JWT ${await apiToken(request, SUPPORT)}` };
  const list = await (await request.get('/ep/api/support/_list/card_unbind/', { headers })).json();
  expect(list.code).toBe(599);
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`/card_unbind fits at ${size.width} px in ${lang}`, async ({ page }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', 'english'));
      await signIn(page, SUPPORT, '/#/card_unbind');
      const caption = lang === 'en' ? 'Card unbind' : CAPTION;
      await tableSettled(page, caption);
      await expect(dataRows(page, caption).first()).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-card-unbind`);
      await page
        .getByRole('main')
        .getByRole('button', { name: lang === 'en' ? 'New unbinding' : '新增解绑' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-card-unbind-add`);
    });
  }
}
