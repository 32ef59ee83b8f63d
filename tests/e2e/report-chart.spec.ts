import type { APIRequestContext, Page } from '@playwright/test';
import type { DataOf, reportChart } from '#contract';
import { expect, signIn, test } from './fixtures.ts';
import { apiGet, apiToken, DEMO, DEMO_SUB, SCREEN_SIZES, shoot } from './helpers.ts';

/** /report/chart (报表 › 图表报表, issue 41): the report of demo's cards, filtered. */

type Report = DataOf<typeof reportChart>;

const report = async (request: APIRequestContext, query: Record<string, string | number> = {}) =>
  apiGet<Report>(request, await apiToken(request, DEMO), '/report/chart/', query);

/** A KPI tile's value, as the page shows it. */
const kpi = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

/**
 * Waits for the report's figures: the page's chunk (with its chart library) is large, and a loaded
 * machine takes a while to parse it the first time.
 */
const loaded = (page: Page, caption: string) =>
  expect(page.getByRole('table', { name: caption })).toBeAttached({ timeout: 30_000 });

/** The screen-reader table of a chart: its row of `label` holds `value`. */
async function expectFigure(page: Page, caption: string, label: string, value: string) {
  const row = page.getByRole('table', { name: caption }).getByRole('row').filter({ hasText: label });
  await expect(row).toContainText(value);
}

test('demo opens the report from the menu: its figures are the emulator’s; a sub-customer narrows them (zh, 1440 and 390 px)', async ({
  page,
  request,
}, info) => {
  const whole = await report(request);
  const subId = whole.options.subs.find((s) => s.name === '智联物联华南运营中心')!.id;
  const sub = await report(request, { client_id: subId });
  expect(sub.kpis.cards).toBeLessThan(whole.kpis.cards);

  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '报表', exact: true }).click();
  await nav.getByRole('link', { name: '图表报表', exact: true }).click();
  await expect(page).toHaveTitle('图表报表 - 物联网卡管理平台');
  await loaded(page, '卡片状态构成');

  await expect(kpi(page, '卡片总数')).toHaveText(whole.kpis.cards.toLocaleString());
  await expect(kpi(page, '正使用卡')).toHaveText(whole.kpis.active.toLocaleString());
  await expect(kpi(page, '当月激活')).toHaveText(whole.kpis.activated.toLocaleString());
  for (const s of whole.by_status) await expectFigure(page, '卡片状态构成', s.name, s.value.toLocaleString());
  for (const c of whole.by_carrier) await expectFigure(page, '运营商构成', c.name, c.value.toLocaleString());
  const busiest = whole.activation_days.reduce((a, b) => (b.count > a.count ? b : a));
  await expectFigure(page, `每日激活（${whole.month}）`, busiest.date, busiest.count.toLocaleString());
  const top = page.getByRole('table', { name: '本月用量排行 Top 10' });
  await expect(top.locator('tbody').getByRole('row')).toHaveCount(whole.top_cards.items.length);
  await expect(top.locator('tbody').getByRole('row').first()).toContainText(whole.top_cards.items[0]!.iccid);
  const expiring = page.getByRole('region', { name: '即将到期' });
  for (const w of whole.expiring) {
    await expect(expiring.getByRole('listitem').filter({ hasText: `${w.days} 天内到期` })).toContainText(
      `${w.count.toLocaleString()} 张`,
    );
  }
  await shoot(page, info, 'report-chart-desktop-zh', { fullPage: true });

  // The sub-customer filter: every figure becomes demo_sub's.
  await page.getByRole('combobox', { name: '子客户' }).click();
  await page.getByRole('option', { name: '智联物联华南运营中心' }).click();
  await expect(kpi(page, '卡片总数')).toHaveText(sub.kpis.cards.toLocaleString());
  for (const s of sub.by_status) await expectFigure(page, '卡片状态构成', s.name, s.value.toLocaleString());
  await expect(top.locator('tbody').getByRole('row')).toHaveCount(sub.top_cards.items.length);

  // 在卡列表中查看 opens the card list filtered to the same window, with the same count.
  const week = sub.expiring[0]!;
  const weekWhole = whole.expiring[0]!;
  await expiring.getByRole('link', { name: /7 天内到期/ }).click();
  await expect(page).toHaveURL(new RegExp(`expires_start=${weekWhole.from}&expires_end=${weekWhole.to}`));
  await expect(page.getByText(`共 ${weekWhole.count.toLocaleString()} 条`)).toBeVisible();
  expect(week.count).toBeLessThanOrEqual(weekWhole.count);

  await page.setViewportSize(SCREEN_SIZES[1]);
  await page.goto('/#/report/chart');
  // The open tab keeps its filters; a reload starts the page afresh, with the whole tree.
  await expect(kpi(page, '卡片总数')).toHaveText(sub.kpis.cards.toLocaleString());
  await page.reload();
  await loaded(page, '卡片状态构成');
  await expect(kpi(page, '卡片总数')).toHaveText(whole.kpis.cards.toLocaleString());
  await shoot(page, info, 'report-chart-phone-zh', { fullPage: true });
});

test('in English at 1440 and 390 px: a carrier and a month; a sub-customer without cards shows every empty state', async ({
  page,
  request,
}, info) => {
  const token = await apiToken(request, DEMO);
  const created = await request.post('/ep/api/sub_customer/', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      name: '空白测试子客户',
      contact_name: '赵六',
      contact_phone: '13700137000',
      username: 'empty_sub',
      password: 'Empty12345',
    },
  });
  expect((await created.json()).code).toBe(200);
  const whole = await report(request);
  const lastMonth = whole.options.months[1]!;
  const mobile = await report(request, { carrier: 'cmcc', month: lastMonth });

  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await signIn(page, DEMO, '/#/report/chart');
    // A fresh page at each size (the open tab would keep the filters chosen before).
    await page.reload();
    await expect(page).toHaveTitle(/^Chart report - /);
    await loaded(page, 'Cards by status (report)');
    await expect(kpi(page, 'Total cards')).toHaveText(whole.kpis.cards.toLocaleString('en'));
    await page.getByRole('combobox', { name: 'Carrier' }).click();
    await page.getByRole('option', { name: 'China Mobile' }).click();
    await page.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: lastMonth }).click();
    await expect(page.getByText(`${lastMonth} · figures as of ${whole.today}`)).toBeVisible();
    await expect(kpi(page, 'Total cards')).toHaveText(mobile.kpis.cards.toLocaleString('en'));
    await expect(kpi(page, 'Activated in the month')).toHaveText(mobile.kpis.activated.toLocaleString('en'));
    const days = page.getByRole('table', { name: `Usage per day (${lastMonth})` });
    await expect(days.locator('tbody').getByRole('row')).toHaveCount(mobile.usage_days.length);
    await shoot(page, info, `report-chart-${size.name}-en`, { fullPage: true });

    await page.getByRole('combobox', { name: 'Sub-client' }).click();
    await page.getByRole('option', { name: '空白测试子客户' }).click();
    await expect(kpi(page, 'Total cards')).toHaveText('0');
    await expect(page.getByText('No cards match these filters')).toHaveCount(2);
    await expect(page.getByText('No card was activated in this period')).toHaveCount(2);
    await expect(page.getByText('No data was used in this period')).toHaveCount(2);
    await expect(page.getByText('No card has used data yet this month')).toBeVisible();
    await shoot(page, info, `report-chart-empty-${size.name}-en`, { fullPage: true });
  }
});

test('a sub-customer has no 报表 in its menu, is sent to 401, and the API answers 599', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_SUB);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('button', { name: '报表', exact: true })).toHaveCount(0);
  await page.goto('/#/report/chart');
  await expect(page).toHaveURL(/#\/401$/);
  const answer = await request.get('/ep/api/report/chart/', {
    headers: { Authorization: `JWT ${await apiToken(request, DEMO_SUB)}` },
  });
  expect((await answer.json()).code).toBe(599);
});
