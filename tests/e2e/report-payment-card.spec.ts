import type { APIRequestContext } from '@playwright/test';
import { type DataOf, formatMoney, type paymentCardCards, type paymentCardList } from '#contract';
import { expect, signIn, test } from './fixtures.ts';
import {
  apiGet,
  apiToken,
  DEMO,
  DEMO_SUB,
  dataRows,
  downloadedName,
  exportLogRow,
  SCREEN_SIZES,
  shoot,
  tableSettled,
} from './helpers.ts';

/**
 * /report/payment_card (报表 › 付费卡报表, issue 41): demo's paid cards per month and paying client,
 * filtered, drilled down to the cards, exported as a task.
 */

const CAPTION = '付费卡报表';
const SUB_CLIENT = '智联物联华南运营中心';

const list = async (request: APIRequestContext, query: Record<string, string | number> = {}) =>
  apiGet<DataOf<typeof paymentCardList>>(
    request,
    await apiToken(request, DEMO),
    '/report/payment_card/list/',
    {
      page: 1,
      page_size: 50,
      ...query,
    },
  );

test('demo opens the report from the menu, filters a month, drills down to the cards and exports (zh, 1440 and 390 px)', async ({
  page,
  request,
}, info) => {
  const whole = await list(request);
  expect(whole.total_count).toBeGreaterThan(2);
  // The month of the row with the most cards (the seed holds months of charges).
  const month = whole.tableData.reduce((a, b) => (b.cards_billed > a.cards_billed ? b : a)).month;
  expect(whole.tableData.filter((r) => r.month !== month).length).toBeGreaterThan(0);
  const ofMonth = await list(request, { month_start: month, month_end: month });
  const row = ofMonth.tableData[0]!;
  const cards = await apiGet<DataOf<typeof paymentCardCards>>(
    request,
    await apiToken(request, DEMO),
    '/report/payment_card/cards/',
    { client_id: row.client_id, month: row.month, page: 1, page_size: 10 },
  );
  expect(cards.total_count).toBe(row.cards_billed);

  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '报表', exact: true }).click();
  await nav.getByRole('link', { name: CAPTION, exact: true }).click();
  await expect(page).toHaveTitle(`${CAPTION} - 物联网卡管理平台`);
  const main = page.getByRole('main');
  await tableSettled(page, CAPTION);
  await expect(main.getByText('按月份和付费客户统计的计费卡数')).toBeVisible();
  await expect(main.getByText(`合计收入`).first()).toBeVisible();
  await expect(main.getByText(`合计 ${formatMoney(whole.totals.revenue)}`)).toBeVisible();
  const first = whole.tableData[0]!;
  await expect(dataRows(page, CAPTION).first()).toContainText(first.month);
  await expect(dataRows(page, CAPTION).first()).toContainText(first.client_name);
  await expect(dataRows(page, CAPTION).first()).toContainText(formatMoney(first.revenue));
  await shoot(page, info, 'report-payment-card-desktop-zh', { fullPage: true });

  // One month: its rows and totals.
  await main.getByLabel('月份（开始）').fill(month);
  await main.getByLabel('月份（结束）').fill(month);
  await main.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`month_start=${month}`));
  await tableSettled(page, CAPTION);
  const shown = dataRows(page, CAPTION);
  await expect(shown).toHaveCount(ofMonth.tableData.length);
  await expect(shown.first()).toContainText(row.client_name);
  await expect(shown.first()).toContainText(formatMoney(row.package_revenue));
  await expect(shown.first()).toContainText(formatMoney(row.addon_revenue));
  await expect(shown.first()).toContainText(formatMoney(row.arpu));
  await expect(main.getByText(`计费卡 ${ofMonth.totals.cards_billed} 张次`)).toBeVisible();

  // The row's cards.
  await shown.first().getByRole('button', { name: '查看卡片' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/report/payment_card/cards\\?client_id=${row.client_id}&month=${month}`),
  );
  await tableSettled(page, CAPTION);
  await expect(main.getByText(`${row.client_name} · ${month} 的计费卡片`)).toBeVisible();
  await expect(main.getByText(`共 ${row.cards_billed} 条`).first()).toBeVisible();
  const cardRows = dataRows(page, CAPTION);
  await expect(cardRows).toHaveCount(Math.min(10, cards.tableData.length));
  await expect(cardRows.first()).toContainText(cards.tableData[0]!.iccid);
  await expect(cardRows.first()).toContainText(formatMoney(cards.tableData[0]!.revenue));
  await shoot(page, info, 'report-payment-card-cards-desktop-zh', { fullPage: true });
  await main.getByRole('button', { name: '返回付费卡报表' }).click();
  await tableSettled(page, CAPTION);

  // The export of the month's rows: a task listed in the export log.
  await main.getByRole('button', { name: '导出付费卡报表' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    `确定导出当前筛选条件下的 ${ofMonth.total_count} 行报表吗？`,
  );
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`导出任务已创建，共 ${ofMonth.total_count} 行`)).toBeVisible();
  const logged = await exportLogRow(page, request, CAPTION, '导出记录');
  await expect(logged).toContainText(`月份：${month} ~ ${month}`);
  await expect(logged).toContainText('已完成');
  expect(await downloadedName(page, logged)).toMatch(/^付费卡报表_\d{14}_\d+\.xlsx$/);

  // At 390 px: the report, and a paying client without charges shows the empty table.
  await page.setViewportSize(SCREEN_SIZES[1]);
  await page.goto('/#/report/payment_card');
  await page.reload();
  await tableSettled(page, CAPTION);
  await shoot(page, info, 'report-payment-card-phone-zh', { fullPage: true });
  await main.getByRole('combobox', { name: '付费客户' }).click();
  await page.getByRole('option', { name: SUB_CLIENT }).click();
  await main.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, CAPTION);
  // demo_sub's seeded cards were recharged from demo's balance: it paid for none.
  const subId = whole.clients.find((c) => c.name === SUB_CLIENT)!.id;
  expect((await list(request, { client_id: subId })).total_count).toBe(0);
  await expect(page.getByRole('table', { name: CAPTION }).getByText('暂无数据')).toBeVisible();
  await expect(main.getByText('合计：')).toHaveCount(0);
  await shoot(page, info, 'report-payment-card-filtered-phone-zh', { fullPage: true });
});

test('in English at 1440 and 390 px, the report reads in English', async ({ page, request }, info) => {
  const whole = await list(request);
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await signIn(page, DEMO, '/#/report/payment_card');
    await expect(page).toHaveTitle(/^Paid-card report - /);
    await tableSettled(page, 'Paid-card report');
    for (const header of ['Cards billed', 'Cards renewed', 'Package revenue', 'Add-on revenue', 'ARPU'])
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(page.getByText(`total ${formatMoney(whole.totals.revenue)}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export the paid-card report' })).toBeVisible();
    await shoot(page, info, `report-payment-card-${size.name}-en`, { fullPage: true });
  }
});

test('a sub-customer has no 付费卡报表, is sent to 401, and the API answers 599', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_SUB);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: CAPTION })).toHaveCount(0);
  await page.goto('/#/report/payment_card');
  await expect(page).toHaveURL(/#\/401$/);
  const headers = { Authorization: `JWT ${await apiToken(request, DEMO_SUB)}` };
  expect((await (await request.get('/ep/api/report/payment_card/list/', { headers })).json()).code).toBe(599);
  const exported = await request.post('/ep/api/report/payment_card/export/', { headers, data: {} });
  expect((await exported.json()).code).toBe(599);
});
