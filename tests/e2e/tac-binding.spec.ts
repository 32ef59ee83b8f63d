import { expect, signIn, test } from './fixtures.ts';
import { apiGet, apiToken, DEMO, dataRows, SCREEN_SIZES, shoot, tableSettled } from './helpers.ts';

/**
 * Machine-card binding (issue 42, /work/tac): demo opens 机卡绑定 from the menu, sees the soldered
 * card the carrier stopped for 机卡分离 (已分离, and 机卡分离停机 as its stop reason on the card's
 * detail), is refused a TAC of 7 digits under the field, binds a card by its TAC segment (绑定处理中)
 * and sees it 已绑定 once the clock passes the carrier's SLA.
 */

const CAPTION = '绑定查询';
const DAY = 86_400_000;

test('demo binds a card by its TAC, sees it bound after the SLA, and the separated soldered card stopped for 机卡分离', async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const token = await apiToken(request, DEMO);
  // One of demo's cards in use, in a device and in no binding.
  const list = await apiGet<{ tableData: { id: number; iccid: string }[] }>(request, token, '/card/list/', {
    page: 1,
    page_size: 20,
    status: 'active',
  });
  let free: { iccid: string; imei: string } | undefined;
  for (const row of list.tableData) {
    const detail = await apiGet<{ imei: string | null }>(request, token, '/card/detail/', {
      card_id: row.id,
    });
    const held = await apiGet<{ total_count: number }>(request, token, '/work/tac/list/', {
      page: 1,
      page_size: 5,
      number: row.iccid,
    });
    if (detail.imei && held.total_count === 0) {
      free = { iccid: row.iccid, imei: detail.imei };
      break;
    }
  }
  if (!free) throw new Error('no active card of demo’s in a device and in no binding');

  await signIn(page, DEMO, '/#/home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByText('工单', { exact: true }).click();
  await menu.getByRole('link', { name: '机卡绑定' }).click();
  await expect(page).toHaveURL(/#\/work\/tac$/);
  await tableSettled(page, CAPTION);
  const separated = dataRows(page, CAPTION).filter({ hasText: '已分离' });
  await expect(separated).toHaveCount(1);
  const separatedIccid = (await separated.getByRole('cell').first().innerText()).trim();

  // A TAC of seven digits is refused under its field, and nothing is sent on.
  await page.getByRole('button', { name: '新增绑定' }).click();
  const dialog = page.getByRole('dialog', { name: '新增机卡绑定' });
  await dialog.getByRole('radio', { name: 'IMEI号段（TAC）' }).click();
  await dialog.getByLabel('TAC号段').fill(free.imei.slice(0, 7));
  await dialog.getByLabel('卡号', { exact: true }).fill(free.iccid);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('TAC号段须为 8 到 14 位数字')).toBeVisible();
  await dialog.getByLabel('TAC号段').fill(free.imei.slice(0, 8));
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const mine = dataRows(page, CAPTION).filter({ hasText: free.iccid });
  await expect(mine).toContainText('绑定处理中');
  await expect(mine).toContainText(free.imei.slice(0, 8));

  // The carrier answers within 3 working days: a week on the clock covers them whatever the day.
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 7 * DAY } })).ok()).toBe(true);
  await page.goto('about:blank');
  await signIn(page, DEMO, '/#/work/tac');
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION).filter({ hasText: free.iccid })).toContainText('已绑定');
  await expect(dataRows(page, CAPTION).filter({ hasText: free.iccid })).toContainText('未分离');

  // The history: the soldered card's move to another device, and what the carrier did.
  await page.getByRole('tab', { name: '分离记录' }).click();
  await tableSettled(page, '分离记录');
  await expect(dataRows(page, '分离记录').filter({ hasText: separatedIccid })).toContainText('机卡分离停机');

  // Its detail says why it is stopped.
  const search = page.getByRole('search');
  await search.getByPlaceholder('按完整卡号查询').fill(separatedIccid);
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('heading', { level: 1, name: separatedIccid })).toBeVisible();
  await expect(page.getByRole('region', { name: '停机原因' })).toContainText('机卡分离停机');
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`machine-card binding fits at ${size.width} px in ${lang}, with seeded history`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO, '/#/home');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      const title = lang === 'en' ? 'Machine-card binding' : '机卡绑定';
      const caption = lang === 'en' ? 'Bindings' : CAPTION;
      await page.goto('/#/work/tac');
      await expect(page).toHaveTitle(new RegExp(`^${title} - `));
      await tableSettled(page, caption);
      await expect(
        dataRows(page, caption)
          .filter({ hasText: lang === 'en' ? 'Separated' : '已分离' })
          .first(),
      ).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-bindings`);
      const history = lang === 'en' ? 'Separation history' : '分离记录';
      await page.getByRole('tab', { name: history }).click();
      await tableSettled(page, history);
      await expect(dataRows(page, history)).toHaveCount(2);
      await shoot(page, info, `${size.name}-${lang}-history`);
    });
  }
}
