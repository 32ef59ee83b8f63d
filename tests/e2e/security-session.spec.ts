import { expect, settled, signIn, test } from './fixtures.ts';
import { apiGet, apiToken, DEMO, dataRows, tableSettled } from './helpers.ts';

/**
 * Sessions (issue 44): a customer opens 会话查询 from the menu, finds one card's sessions, exports
 * them as a task listed in the export log, and sees the same sessions on the card's detail.
 */

interface Session {
  id: number;
  card_id: number;
  iccid: string;
  ip: string;
  rat: string;
  started_at: string;
}

test("a customer finds a card's sessions, exports them, and sees them on the card detail", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  const newest = await apiGet<{ tableData: Session[] }>(request, token, '/sap_sim_session/list/', {
    page_size: 50,
  });
  // A card with an ended session (its bytes counted) among the newest.
  const card = newest.tableData.find((s) => s.started_at < newest.tableData[0]!.started_at)!;
  const own = await apiGet<{ tableData: Session[]; total_count: number }>(
    request,
    token,
    '/sap_sim_session/list/',
    { number: card.iccid, page_size: 50 },
  );
  expect(own.total_count).toBeGreaterThan(0);

  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '安全感知' }).click();
  await nav.getByRole('link', { name: '会话查询', exact: true }).click();
  await expect(page).toHaveTitle('会话查询 - 物联网卡管理平台');
  const CAPTION = '会话查询';
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION).first()).toBeVisible();

  await page.getByLabel('卡号', { exact: true }).fill(card.iccid);
  await page.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION)).toHaveCount(own.total_count);
  for (const [i, session] of own.tableData.entries()) {
    const row = dataRows(page, CAPTION).nth(i);
    await expect(row).toContainText(card.iccid);
    await expect(row).toContainText(session.ip);
    await expect(row).toContainText(session.started_at);
  }

  // Exported as a task of the engine, listed in the export log.
  await page.getByRole('button', { name: '导出会话' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    `按当前筛选条件导出 ${own.total_count} 条会话记录？`,
  );
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`导出任务已创建，共 ${own.total_count} 条会话记录`)).toBeVisible();
  const exports = await apiGet<{ tableData: { kind: string; total: number; filters: string }[] }>(
    request,
    token,
    '/task/export_log/',
    { kind: 'sap_session_export' },
  );
  expect(exports.tableData[0]).toMatchObject({
    kind: 'sap_session_export',
    total: own.total_count,
    filters: `卡号：${card.iccid}`,
  });

  // The card detail lists the same sessions.
  await page.goto(`/#/card/detail/${card.card_id}`);
  await page.getByRole('tab', { name: '会话与位置' }).click();
  const detail = page.getByRole('table', { name: '会话记录' });
  await expect(detail).toHaveAttribute('aria-busy', 'false');
  for (const session of own.tableData.slice(0, 3)) {
    await expect(detail.getByRole('row').filter({ hasText: session.started_at })).toContainText(session.ip);
  }
});

for (const [lang, setting] of [
  ['zh-CN', 'chinese_simplified'],
  ['en', 'english'],
] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    test(`screenshot of the sessions page (${lang}, ${device})`, async ({ page }, info) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('language', value), setting);
      await signIn(page, DEMO, '/#/sap_sim_session');
      await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      await settled(page);
      await page.screenshot({
        path: info.outputPath(`sap_sim_session-${lang}-${device}.png`),
        fullPage: true,
      });
    });
  }
}
