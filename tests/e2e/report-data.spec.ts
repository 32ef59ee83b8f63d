import { expect, signIn, test } from './fixtures.ts';
import {
  apiToken,
  DEMO_SUB,
  dataRows,
  downloadedName,
  exportLogRow,
  SCREEN_SIZES,
  SUPPORT,
  shoot,
  tableSettled,
} from './helpers.ts';

/**
 * /report_data (报表, issue 46): the cards on a small plan the platform stopped once their month's
 * usage passed 1 GB, every client, filtered by client and month, exported as a task.
 */

const SUB_CLIENT = '智联物联华南运营中心';
const CAPTION = '小包超1G停机报表';

test("support opens the report from the menu, filters a client's earlier month, and exports it", async ({
  page,
  request,
}) => {
  // What the filters should select, read through the API as support.
  const headers = { Authorization: `JWT ${await apiToken(request, SUPPORT)}` };
  const clients = await (
    await request.get('/ep/api/support/_list/client/?page_name=client_manage&page_size=50', { headers })
  ).json();
  const sub = (clients.data.tableData as { id: number; name: string }[]).find((c) => c.name === SUB_CLIENT)!;
  expect(sub, SUB_CLIENT).toBeTruthy();
  const all = await (
    await request.get(`/ep/api/support/_list/report_data/?client_id=${sub.id}&page_size=50`, { headers })
  ).json();
  type Row = { iccid: string; month: string; usage_mb: number; stopped_at: string };
  // An earlier month than the newest (the seed holds a few months of stops for each client).
  const months = [...new Set((all.data.tableData as Row[]).map((r) => r.month))];
  expect(months.length).toBeGreaterThan(1);
  const month = months[1]!;
  const rows = (all.data.tableData as Row[]).filter((r) => r.month === month);
  expect(rows.length).toBeGreaterThan(0);

  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('link', { name: '报表' }).click();
  await expect(page).toHaveURL(/#\/report_data$/);
  const main = page.getByRole('main');
  await tableSettled(page, CAPTION);
  await expect(main.getByText('小流量套餐（每月不足1GB）当月用量超过1G、被平台停机的卡片')).toBeVisible();
  await expect(dataRows(page, CAPTION).first()).toBeVisible();

  await main.getByRole('combobox', { name: '客户', exact: true }).fill('华南运营中心');
  await page.getByRole('option', { name: new RegExp(SUB_CLIENT) }).click();
  await main.getByLabel('月份（开始）').fill(month);
  await main.getByLabel('月份（结束）').fill(month);
  await main.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`month_start=${month}`));
  await tableSettled(page, CAPTION);
  const shown = dataRows(page, CAPTION);
  await expect(shown).toHaveCount(rows.length);
  for (const [i, row] of rows.entries()) {
    await expect(shown.nth(i)).toContainText(row.iccid);
    await expect(shown.nth(i)).toContainText(SUB_CLIENT);
    await expect(shown.nth(i)).toContainText(row.stopped_at);
    await expect(shown.nth(i)).toContainText(String(row.usage_mb));
  }

  await main.getByRole('button', { name: '导出报表' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    `确定导出当前筛选条件下的 ${rows.length} 条停机记录吗？`,
  );
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`导出任务已创建，共 ${rows.length} 条停机记录`)).toBeVisible();

  // It runs on the emulator clock, in the platform's queue, and is listed in the export log.
  const logged = await exportLogRow(page, request, CAPTION, '导出日志');
  await expect(logged).toContainText(`客户：${SUB_CLIENT}；月份：${month} ~ ${month}`);
  await expect(logged).toContainText('已完成');
  expect(await downloadedName(page, logged)).toMatch(/^小包超1G停机报表_\d{14}_\d+\.xlsx$/);
});

test('in English, the report reads in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, SUPPORT);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
  const caption = 'Small plans stopped over 1 GB';
  await tableSettled(page, caption);
  await expect(page.getByRole('columnheader', { name: 'Used that month (MB)' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Stopped at' })).toBeVisible();
  await expect(dataRows(page, caption).first()).toContainText('China ');
  await expect(page.getByRole('button', { name: 'Export the report' })).toBeVisible();
});

test('support without router_spt_reports sees no entry, cannot open the page, and gets 599', async ({
  page,
  request,
}) => {
  const revoked = await request.put('/__emulator/users/support/perms', {
    data: { revoke: ['router_spt_reports'] },
  });
  expect(revoked.ok()).toBe(true);
  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '操作日志' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '报表' })).toHaveCount(0);
  await page.goto('/#/report_data');
  await expect(page).toHaveURL(/#\/401$/);
  const headers = { Authorization: `JWT ${await apiToken(request, SUPPORT)}` };
  expect((await (await request.get('/ep/api/support/_list/report_data/', { headers })).json()).code).toBe(
    599,
  );
  const exported = await request.post('/ep/api/support/report_data/export/', { headers, data: {} });
  expect((await exported.json()).code).toBe(599);
  // A customer gets 599 too.
  const customer = { Authorization: `JWT ${await apiToken(request, DEMO_SUB)}` };
  expect(
    (await (await request.get('/ep/api/support/_list/report_data/', { headers: customer })).json()).code,
  ).toBe(599);
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`/report_data fits at ${size.width} px in ${lang}`, async ({ page }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', 'english'));
      await signIn(page, SUPPORT, '/#/report_data');
      const caption = lang === 'en' ? 'Small plans stopped over 1 GB' : CAPTION;
      await tableSettled(page, caption);
      await expect(dataRows(page, caption).first()).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-report-data`);
    });
  }
}
