import { readFile } from 'node:fs/promises';
import { expect, signIn, test } from './fixtures.ts';
import { apiGet, apiToken, DEMO, dataRows, SCREEN_SIZES, shoot, tableSettled } from './helpers.ts';

const CAPTION = '特殊卡复机申请';
const HOUR = 3_600_000;

/**
 * Special-card resume (/speccard_resume, issue 40): demo applies, from the menu, to resume its card
 * the carrier stopped for 机卡分离 (the seeded separated card of its machine-card binding), with an
 * evidence file; the clock's reviewer approves it and the carrier resumes the card: the application
 * shows 已复机 with 已通过 in its timeline, and the card is in use again.
 */
test('demo applies to resume its 机卡分离-stopped card; after the review on the clock it is resumed', async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const token = await apiToken(request, DEMO);
  const events = await apiGet<{ tableData: { iccid: string; card_id: number; action: string }[] }>(
    request,
    token,
    '/work/tac/history/',
    { page: 1, page_size: 50 },
  );
  const separated = events.tableData.find((e) => e.action === 'stopped');
  if (!separated) throw new Error('no card of demo’s stopped for 机卡分离');
  const active = await apiGet<{ tableData: { iccid: string }[] }>(request, token, '/card/list/', {
    page: 1,
    page_size: 10,
    status: 'active',
  });

  await signIn(page, DEMO, '/#/home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByText('增值服务', { exact: true }).click();
  await menu.getByRole('link', { name: '特殊卡复机' }).click();
  await expect(page).toHaveURL(/#\/speccard_resume$/);
  await tableSettled(page, CAPTION);
  // The seeded history: one resumed, one rejected, one awaiting review.
  const table = page.getByRole('table', { name: CAPTION });
  for (const status of ['已复机', '已驳回', '待审核']) {
    await expect(table.getByText(status, { exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: '申请复机' }).click();
  const dialog = page.getByRole('dialog', { name: '申请特殊卡复机' });
  await expect(dialog.getByText(/复机费：违规停机 ¥50.00/)).toBeVisible();
  // A card that is not stopped for a special reason is refused under its field.
  await dialog.getByLabel('卡号').fill(active.tableData[0]!.iccid);
  await dialog.getByLabel('申请原因').fill('设备维修后已装回原设备，申请复机');
  await dialog.getByRole('button', { name: '选择文件' }).setInputFiles({
    name: '设备照片.png',
    mimeType: 'image/png',
    buffer: Buffer.from('png evidence'),
  });
  await expect(dialog.getByRole('button', { name: /^移除 / })).toBeVisible();
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog.getByText(/只有停机的卡才能申请特殊卡复机/)).toBeVisible();
  await dialog.getByLabel('卡号').fill(separated.iccid);
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^复机申请 SR\d+ 已提交，预计 .+ 前审核完成$/)).toBeVisible();
  await tableSettled(page, CAPTION);
  const row = dataRows(page, CAPTION).filter({ hasText: separated.iccid });
  await expect(row.getByText('待审核')).toBeVisible();
  await expect(row.getByText('机卡分离停机')).toBeVisible();

  // The review comes due two hours later, the carrier answers five minutes after: the list (polled) shows it.
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 3 * HOUR } })).ok()).toBe(true);
  await expect(row.getByText('已复机')).toBeVisible();
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/#\/speccard_resume\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /^复机申请 SR\d+$/ })).toBeVisible();
  const progress = page.getByRole('region', { name: '办理进度' });
  for (const step of ['提交申请', '已通过', '已复机']) {
    await expect(progress.getByRole('listitem').filter({ hasText: step })).toBeVisible();
  }
  await expect(page.getByText('此申请没有产生资金流水')).toBeVisible();
  // The evidence downloads as it was sent.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载证明材料' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('设备照片.png');
  expect((await readFile((await download.path())!)).toString()).toBe('png evidence');

  // The card is in use again (the browser's login replaced the first one's token).
  const again = await apiToken(request, DEMO);
  const card = await apiGet<{ status: string }>(request, again, '/card/detail/', {
    card_id: separated.card_id,
  });
  expect(card.status).toBe('active');
});

for (const lang of ['zh-CN', 'en'] as const) {
  test(`the special-card resume screens fit at desktop and phone widths in ${lang}`, async ({
    page,
  }, info) => {
    const caption = lang === 'en' ? 'Special-card resume applications' : CAPTION;
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO, '/#/speccard_resume');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      await expect(page).toHaveTitle(
        new RegExp(`^${lang === 'en' ? 'Special-card resume' : '特殊卡复机'} - `),
      );
      await tableSettled(page, caption);
      await expect(dataRows(page, caption)).toHaveCount(3);
      await shoot(page, info, `${size.name}-${lang}-speccard-list`);
      await page.getByRole('button', { name: lang === 'en' ? 'Apply to resume' : '申请复机' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-speccard-apply`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      const rejected = dataRows(page, caption).filter({ hasText: lang === 'en' ? 'Rejected' : '已驳回' });
      await rejected.getByRole('button', { name: lang === 'en' ? 'Details' : '详情' }).click();
      await expect(page.getByRole('heading', { name: /SR\d+/ })).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-speccard-detail`);
    }
  });
}
