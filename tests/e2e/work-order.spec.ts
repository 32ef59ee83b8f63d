import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiGet, apiToken, DEMO, dataRows, SCREEN_SIZES, shoot, tableSettled } from './helpers.ts';

/** Some of demo's cards in use, far from their quota (the carrier may stop or resume them), newest first. */
async function cardsInUse(request: APIRequestContext, n: number): Promise<string[]> {
  const token = await apiToken(request, DEMO);
  const { tableData } = await apiGet<{ tableData: { iccid: string; speed_state: string }[] }>(
    request,
    token,
    '/card/list/',
    { status: 'active', page_size: 50 },
  );
  return tableData
    .filter((c) => c.speed_state === 'normal')
    .slice(0, n)
    .map((c) => c.iccid);
}

const CAPTION = '工单中心';

test('demo opens a ticket with an attachment from the menu, comments on it and cancels it while pending', async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  await signIn(page, DEMO, '/#/home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByText('工单', { exact: true }).click();
  await menu.getByRole('link', { name: CAPTION }).click();
  await expect(page).toHaveURL(/#\/work\/center$/);
  await page.goto('/#/work/center?page_size=50');
  await tableSettled(page, CAPTION);
  // The seeded history: answered, rejected and cancelled orders beside the newest, awaiting review.
  const table = page.getByRole('table', { name: CAPTION });
  for (const status of ['已完成', '部分失败', '已驳回', '已撤销', '待审核']) {
    await expect(table.getByText(status, { exact: true }).first()).toBeVisible();
  }
  const before = await dataRows(page, CAPTION).count();

  await page.getByRole('button', { name: '新建工单' }).click();
  const dialog = page.getByRole('dialog', { name: '新建工单' });
  await dialog.getByRole('combobox', { name: '工单类型' }).click();
  await page.getByRole('option', { name: '停复机' }).click();
  // A 停复机 ticket says what to do to which cards.
  await dialog.getByRole('radio', { name: '复机' }).check();
  await dialog.getByLabel('涉及卡片（选填）').fill((await cardsInUse(request, 1)).join('\n'));
  await dialog.getByLabel('工单标题').fill('申请复机：仓库温控终端');
  await dialog.getByLabel('工单内容').fill('已续费，请恢复数据功能。');
  await dialog.getByRole('button', { name: '选择文件' }).setInputFiles({
    name: '续费凭证.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('订单 C0001 已支付'),
  });
  await expect(dialog.getByRole('button', { name: /^移除 / })).toBeVisible();
  await dialog.getByRole('button', { name: '提交工单' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('工单已提交，等待审核')).toBeVisible();
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION)).toHaveCount(before + 1);
  const row = dataRows(page, CAPTION).filter({ hasText: '申请复机：仓库温控终端' });
  await expect(row.getByText('待审核')).toBeVisible();
  await row.getByRole('button', { name: '详情' }).click();

  await expect(page).toHaveURL(/#\/work\/center\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /^工单 GD\d+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '续费凭证.txt' })).toBeVisible();
  await expect(page.getByText('暂无留言')).toBeVisible();

  await page.getByRole('button', { name: '留言', exact: true }).click();
  const comment = page.getByRole('dialog', { name: '留言' });
  await comment.getByLabel('留言内容').fill('现场设备已离线两天，请优先处理');
  await comment.getByRole('button', { name: '发送留言' }).click();
  await expect(comment).toBeHidden();
  await expect(page.getByText('现场设备已离线两天，请优先处理')).toBeVisible();
  await expect(page.getByText(/^客户 · demo · /)).toBeVisible();

  await page.getByRole('button', { name: '撤销' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '撤销' }).click();
  await expect(page.getByText(/^工单 GD\d+ 已撤销$/)).toBeVisible();
  await expect(page.getByRole('button', { name: '撤销' })).toBeHidden();
  await expect(page.getByRole('button', { name: '留言', exact: true })).toBeHidden();
  const progress = page.getByRole('region', { name: '处理进度' });
  await expect(progress.getByRole('listitem').filter({ hasText: '已撤销' })).toBeVisible();
  await expect(progress.getByRole('listitem').filter({ hasText: '平台审核' })).toContainText('-');
});

test('a 停机 ticket the carrier answers stops its card: the detail says so per card, the card list shows 停机', async ({
  page,
  request,
}, info) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const [card] = await cardsInUse(request, 1);
  await signIn(page, DEMO, '/#/work/center');
  await tableSettled(page, CAPTION);
  await page.getByRole('button', { name: '新建工单' }).click();
  const dialog = page.getByRole('dialog', { name: '新建工单' });
  await dialog.getByRole('combobox', { name: '工单类型' }).click();
  await page.getByRole('option', { name: '停复机' }).click();
  // No card named: refused under the field, nothing opened.
  await dialog.getByRole('radio', { name: '停机' }).check();
  await dialog.getByLabel('工单标题').fill('项目暂停：停机一张卡');
  await dialog.getByLabel('工单内容').fill('设备返厂维修，请停机。');
  await dialog.getByRole('button', { name: '提交工单' }).click();
  await expect(dialog.getByText('停复机、限速、实名清除、解绑工单请填写涉及的卡片')).toBeVisible();
  await dialog.getByLabel('涉及卡片（选填）').fill(card!);
  await shoot(page, info, 'ticket-stop-form');
  await dialog.getByRole('button', { name: '提交工单' }).click();
  await expect(dialog).toBeHidden();
  const row = dataRows(page, CAPTION).filter({ hasText: '项目暂停：停机一张卡' });
  await expect(row.getByText('待审核')).toBeVisible();

  // The clock moves past the carrier's SLA (at most 2 working days): reviewed, forwarded, answered.
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 4 * 24 * 3_600_000 } })).ok()).toBe(
    true,
  );
  await page.goto('about:blank'); // the morning's token has expired: sign in again
  await signIn(page, DEMO, '/#/work/center');
  await tableSettled(page, CAPTION);
  await expect(row.getByText('已完成')).toBeVisible();
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page.locator('dl > div').filter({ hasText: '办理事项' })).toContainText('停机');
  const results = page.getByRole('table', { name: '卡片处理结果' });
  await expect(results.getByRole('row').filter({ hasText: card! })).toContainText('运营商已停机');
  await shoot(page, info, 'ticket-stop-detail');

  await page.goto(`/#/card/list?number=${card}`);
  await tableSettled(page, '卡列表');
  await expect(dataRows(page, '卡列表')).toHaveCount(1);
  await expect(dataRows(page, '卡列表')).toContainText('停机');
});

for (const lang of ['zh-CN', 'en'] as const) {
  test(`the work-order screens fit at desktop and phone widths in ${lang}`, async ({ page }, info) => {
    const caption = lang === 'en' ? 'Work order centre' : CAPTION;
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO, '/#/work/center?page_size=50');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      await expect(page).toHaveTitle(new RegExp(`^${caption} - `));
      await tableSettled(page, caption);
      await expect(dataRows(page, caption).first()).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-work-center`);
      // The seeded real-name clearing that the carrier could do for two of its three cards.
      const partial = dataRows(page, caption)
        .filter({ hasText: lang === 'en' ? 'Partly failed' : '部分失败' })
        .filter({ hasText: '设备转售，清除实名信息' });
      await partial.getByRole('button', { name: lang === 'en' ? 'Details' : '详情' }).click();
      await expect(
        page.getByRole('table', { name: lang === 'en' ? 'Result per card' : '卡片处理结果' }),
      ).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-work-order-detail`);
    }
  });
}
