import type { APIRequestContext, Page } from '@playwright/test';
import { CARD_OPERATION_ACTIONS, type CardDetail, SMS_DIRECTIONS, STATUS_REASONS } from '#contract';
import { pick } from '../../server/i18n.ts';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, SCREEN_SIZES, shoot, tableSettled } from './helpers.ts';

/** The emulator's answer to a GET, as the portal would get it for demo. */
async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request, DEMO);
  const body = await (
    await request.get(`/ep/api${path}`, { headers: { Authorization: `JWT ${token}` } })
  ).json();
  expect(body.code, path).toBe(200);
  return body.data as T;
}

interface Rows<R> {
  tableData: R[];
  total_count: number;
}

/** demo's cards of a status, up to 50. */
const cardsOf = async (request: APIRequestContext, status: string) =>
  (await api<Rows<{ id: number; iccid: string }>>(request, `/card/list/?status=${status}&page_size=50`))
    .tableData;

/** The first of demo's cards (of a status) whose section `path` has rows. */
async function cardWith(request: APIRequestContext, status: string, path: string) {
  for (const card of await cardsOf(request, status)) {
    const section = await api<Rows<Record<string, unknown>>>(
      request,
      `${path}?card_id=${card.id}&page_size=50`,
    );
    if (section.total_count > 0) return { card, section };
  }
  throw new Error(`no ${status} card of demo has rows in ${path}`);
}

const sectionTab = (page: Page, name: string) =>
  page
    .getByRole('tablist', { name: /卡详情分区|Card detail sections/ })
    .getByRole('tab', { name, exact: true });

async function switchToEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('language', 'english'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('a suspended card opened from the top-bar search says why it was suspended and shows its history', async ({
  page,
  request,
}) => {
  const [card] = await cardsOf(request, 'suspended');
  const detail = await api<CardDetail>(request, `/card/detail/?card_id=${card!.id}`);
  const reason = pick(STATUS_REASONS[detail.status_change!.reason], 'zh-CN');
  const history = await api<Rows<{ reason: keyof typeof STATUS_REASONS; at: string }>>(
    request,
    `/card/status_history/?card_id=${card!.id}`,
  );

  await signIn(page, DEMO, '/#/home');
  const search = page.getByRole('search');
  await search.getByPlaceholder('按完整卡号查询').fill(card!.iccid);
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('heading', { level: 1, name: card!.iccid })).toBeVisible();

  const why = page.getByRole('region', { name: '停机原因' });
  await expect(why).toContainText(reason);
  await expect(why).toContainText(detail.status_change!.at);
  await expect(why).toContainText('您可以这样处理：');

  await sectionTab(page, '状态记录').click();
  await tableSettled(page, '状态变更记录');
  const rows = dataRows(page, '状态变更记录');
  await expect(rows).toHaveCount(history.tableData.length);
  for (const [i, event] of history.tableData.entries()) {
    await expect(rows.nth(i)).toContainText(event.at);
    await expect(rows.nth(i)).toContainText(pick(STATUS_REASONS[event.reason], 'zh-CN'));
  }
  // Latest first: the stop that answers the question heads the list.
  await expect(rows.first()).toContainText(reason);
});

test('the usage charts show the database figures, for this month and a chosen one', async ({
  page,
  request,
}) => {
  const [card] = await cardsOf(request, 'active');
  type Usage = {
    month: string;
    months: string[];
    daily: { usage_mb: number }[];
    monthly: { month: string; usage_mb: number }[];
  };
  const usage = await api<Usage>(request, `/card/usage/?card_id=${card!.id}`);
  const earlier = usage.months[usage.months.length - 3]!;
  const earlierUsage = await api<Usage>(request, `/card/usage/?card_id=${card!.id}&month=${earlier}`);
  const round = (n: number) => Math.round(n * 100) / 100;
  const monthOf = (m: string) => usage.monthly.find((x) => x.month === m)!.usage_mb;

  await signIn(page, DEMO, `/#/card/detail/${card!.id}`);
  await sectionTab(page, '用量').click();
  // The chart's figures, read from its data table (a drawn label may repeat an axis tick).
  const monthly = dataRows(page, '近 6 个月用量');
  await expect(monthly).toHaveCount(usage.monthly.length);
  for (const [i, m] of usage.monthly.entries()) {
    await expect(monthly.nth(i).getByRole('rowheader')).toHaveText(m.month);
    await expect(monthly.nth(i).getByRole('cell')).toHaveText(String(round(m.usage_mb)));
  }
  // The days of this month add up to the month's figure.
  await expect(page.getByText(`${usage.month} 合计 ${round(monthOf(usage.month))} MB`)).toBeVisible();
  expect(round(usage.daily.reduce((s, d) => s + d.usage_mb, 0))).toBe(round(monthOf(usage.month)));
  await expect(dataRows(page, `每日用量 ${usage.month}`)).toHaveCount(usage.daily.length);

  await page.getByRole('combobox', { name: '选择月份' }).click();
  await page.getByRole('option', { name: earlier }).click();
  await expect(page.getByText(`${earlier} 合计 ${round(monthOf(earlier))} MB`)).toBeVisible();
  const earlierDays = dataRows(page, `每日用量 ${earlier}`);
  await expect(earlierDays).toHaveCount(earlierUsage.daily.length);
  const first = earlierUsage.daily[0]! as { date: string; usage_mb: number };
  await expect(earlierDays.first().getByRole('rowheader')).toHaveText(first.date);
  await expect(earlierDays.first().getByRole('cell')).toHaveText(String(round(first.usage_mb)));
  const daily = page.getByRole('figure', { name: `每日用量 ${earlier}` });
  // A day's bar tells its date and figure.
  await daily.locator('.recharts-bar-rectangle').first().hover();
  await expect(daily.locator('.recharts-tooltip-wrapper')).toContainText(first.date);
  await expect(daily.locator('.recharts-tooltip-wrapper')).toContainText(`${round(first.usage_mb)} MB`);
});

test('the SMS and operation log sections list what the emulator holds', async ({ page, request }) => {
  const sms = await cardWith(request, 'active', '/card/sms/');
  const ops = await cardWith(request, 'active', '/card/operations/');

  await signIn(page, DEMO, `/#/card/detail/${sms.card.id}`);
  await sectionTab(page, '短信').click();
  await tableSettled(page, '短信记录');
  const smsRows = dataRows(page, '短信记录');
  await expect(smsRows).toHaveCount(sms.section.tableData.length);
  for (const [i, row] of sms.section.tableData.entries()) {
    await expect(smsRows.nth(i)).toContainText(String(row.content));
    await expect(smsRows.nth(i)).toContainText(pick(SMS_DIRECTIONS[row.direction as 'mt' | 'mo'], 'zh-CN'));
  }

  // A second card in a tab of its own; the first keeps its section.
  await page.goto(`/#/card/detail/${ops.card.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ops.card.iccid })).toBeVisible();
  await sectionTab(page, '操作日志').click();
  await tableSettled(page, '操作日志');
  const opRows = dataRows(page, '操作日志');
  await expect(opRows).toHaveCount(ops.section.tableData.length);
  for (const [i, row] of ops.section.tableData.entries()) {
    await expect(opRows.nth(i)).toContainText(pick(CARD_OPERATION_ACTIONS[row.action as 'add_on'], 'zh-CN'));
    await expect(opRows.nth(i)).toContainText(String(row.detail));
    await expect(opRows.nth(i)).toContainText(String(row.username));
  }
  await page.getByRole('tab', { name: `卡详情 ${sms.card.id}`, exact: true }).click();
  await expect(sectionTab(page, '短信')).toHaveAttribute('aria-selected', 'true');
  await expect(dataRows(page, '短信记录')).toHaveCount(sms.section.tableData.length);
});

test('the page reads in English: reason, advice, sections and server labels', async ({ page, request }) => {
  const [card] = await cardsOf(request, 'suspended');
  const detail = await api<CardDetail>(request, `/card/detail/?card_id=${card!.id}`);
  await signIn(page, DEMO, `/#/card/detail/${card!.id}`);
  await switchToEnglish(page);
  const why = page.getByRole('region', { name: 'Why this card is suspended' });
  await expect(why).toContainText(pick(STATUS_REASONS[detail.status_change!.reason], 'en'));
  await expect(why).toContainText('What you can do:');
  await expect(page.getByRole('region', { name: 'Usage this month' })).toBeVisible();
  await sectionTab(page, 'Status history').click();
  await tableSettled(page, 'Status changes');
  const table = page.getByRole('table', { name: 'Status changes' });
  await expect(table.getByRole('columnheader', { name: 'Reason' })).toBeVisible();
  await expect(dataRows(page, 'Status changes').first()).toContainText(
    pick(STATUS_REASONS[detail.status_change!.reason], 'en'),
  );
  await sectionTab(page, 'Usage').click();
  await expect(page.getByRole('figure', { name: 'Last 6 months' })).toBeVisible();
});

test('at 390 px the reason, the sections and the charts fit the phone', async ({ page, request }) => {
  const [card] = await cardsOf(request, 'suspended');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO, `/#/card/detail/${card!.id}`);
  await expect(page.getByRole('region', { name: '停机原因' })).toBeInViewport();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
  expect(await fits()).toBe(true);
  // The section strip scrolls sideways: its last tab can be reached and opened.
  await sectionTab(page, '操作日志').click();
  await expect(page.getByRole('table', { name: '操作日志' })).toBeVisible();
  await sectionTab(page, '用量').click();
  const monthly = page.getByRole('figure', { name: '近 6 个月用量' });
  await expect(monthly).toBeVisible();
  const box = (await monthly.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await fits()).toBe(true);
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`screenshots of a suspended card's sections at ${size.width} px in ${lang}`, async ({
      page,
      request,
    }, info) => {
      // A suspended card with operations when there is one (the customer's own stops are logged).
      const card = await cardWith(request, 'suspended', '/card/operations/')
        .then((found) => found.card)
        .catch(async () => (await cardsOf(request, 'suspended'))[0]);
      // Tall, so that each screenshot holds the whole section (the page scrolls in its own box).
      await page.setViewportSize({ width: size.width, height: 1500 });
      await signIn(page, DEMO, `/#/card/detail/${card!.id}`);
      if (lang === 'en') await switchToEnglish(page);
      await expect(page.getByRole('heading', { level: 1, name: card!.iccid })).toBeVisible();
      await expect(
        page.getByRole('region', { name: lang === 'en' ? 'Real-name verification' : '实名认证' }),
      ).toBeVisible();
      await shoot(page, info, `${lang}-${size.name}-overview`, { fullPage: true });
      const sections = {
        usage: lang === 'en' ? 'Usage' : '用量',
        status: lang === 'en' ? 'Status history' : '状态记录',
        sessions: lang === 'en' ? 'Sessions & location' : '会话与位置',
        operations: lang === 'en' ? 'Operation log' : '操作日志',
      };
      for (const [slug, name] of Object.entries(sections)) {
        await sectionTab(page, name).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expect(page.locator('[aria-busy=true], [role=status]').filter({ visible: true })).toHaveCount(
          0,
        );
        await shoot(page, info, `${lang}-${size.name}-${slug}`, { fullPage: true });
      }
    });
  }
}
