import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { type DataOf, type EndpointName, endpoints, formatMoney, type TableColumn } from '#contract';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, tableSettled } from './helpers.ts';

/**
 * The card query pages (/vup_detail, /card_status, /card_data_search, /recharge_record) walked with
 * the seeded data, in Chinese from the menu and in English by their URLs; every figure on screen is
 * checked against what the API answers for the same question.
 */

type Lang = 'zh-CN' | 'en';

/** `data` of an /ep/api answer, as the given user. */
async function apiData<N extends EndpointName>(
  request: APIRequestContext,
  token: string,
  name: N,
  options: { query?: Record<string, string | number>; body?: unknown; lang?: Lang } = {},
): Promise<DataOf<(typeof endpoints)[N]>> {
  const endpoint = endpoints[name];
  const headers = { Authorization: `JWT ${token}`, 'Accept-Language': options.lang ?? 'zh-CN' };
  const query = new URLSearchParams(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)]));
  const url = `/ep/api${endpoint.path}${query.size ? `?${query}` : ''}`;
  const response =
    endpoint.method === 'POST'
      ? await request.post(url, { headers, data: options.body })
      : await request.get(url, { headers });
  const body = await response.json();
  expect(body.code, `${url}: ${body.msg}`).toBe(200);
  return body.data;
}

/** Starts logged in (the token's cookie) in the given language, on a page of the portal. */
async function openAs(page: Page, token: string, baseURL: string, lang: Lang, path: string) {
  await page.addInitScript(
    (v) => localStorage.setItem('language', v),
    lang === 'en' ? 'english' : 'chinese_simplified',
  );
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: baseURL }]);
  await page.goto(`/#${path}`);
}

async function openFromMenu(page: Page, link: string) {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '卡管理' }).click();
  await nav.getByRole('link', { name: link }).click();
}

/** The page's own content, below the top bar (which has a number search of its own). */
const main = (page: Page) => page.getByRole('main');

/** The option label the server's header gives a value of a tag or status column. */
function labelOf(header: TableColumn[], prop: string, value: string | null): string {
  const column = header.find((c) => c.prop === prop);
  const option = column && 'options' in column ? column.options.find((o) => o.value === value) : undefined;
  if (!option) throw new Error(`no label for ${prop} = ${value}`);
  return option.label;
}

test.describe('/vup_detail', () => {
  test('finds a card by its MSISDN from the menu, shows its days with the month total, another month, and the CSV', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO);
    const card = (
      await apiData(request, token, 'cardList', { query: { status: 'active', page: 2, page_size: 5 } })
    ).tableData[0]!;
    await signIn(page, DEMO);
    await openFromMenu(page, '用量详情');
    await expect(page).toHaveURL(/#\/vup_detail$/);
    await expect(page).toHaveTitle('用量详情 - 物联网卡管理平台');

    await main(page).getByRole('combobox', { name: '号码类型' }).click();
    await page.getByRole('option', { name: 'MSISDN' }).click();
    await main(page).getByLabel('卡号', { exact: true }).fill(` ${card.msisdn} `);
    await main(page).getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(new RegExp(`#/vup_detail\\?card_id=${card.id}$`));

    const now = await apiData(request, token, 'cardUsageDetail', { query: { card_id: card.id } });
    const table = main(page).getByRole('table', { name: `${card.iccid} ${now.month} 每日用量` });
    await expect(table.locator('tbody tr')).toHaveCount(now.days.length);
    await expect(table.locator('tbody tr').first()).toContainText(now.days[0]!.usage_mb.toFixed(2));
    await expect(table.locator('tfoot tr')).toContainText(`合计${now.total_mb.toFixed(2)}`);
    await expect(page.getByText(`${now.total_mb.toFixed(2)} MB (${now.total_percent}%)`)).toBeVisible();

    // An earlier month: all its days in service, adding up to what the database keeps.
    const earlier = now.months[2]!;
    await main(page).getByRole('combobox', { name: '月份' }).click();
    await page.getByRole('option', { name: earlier }).click();
    await expect(page).toHaveURL(new RegExp(`month=${earlier}$`));
    const past = await apiData(request, token, 'cardUsageDetail', {
      query: { card_id: card.id, month: earlier },
    });
    const pastTable = main(page).getByRole('table', { name: `${card.iccid} ${earlier} 每日用量` });
    await expect(pastTable.locator('tbody tr')).toHaveCount(past.days.length);
    await expect(pastTable.locator('tfoot tr')).toContainText(past.total_mb.toFixed(2));

    const download = page.waitForEvent('download');
    await main(page).getByRole('button', { name: '导出CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`用量详情_${card.iccid}_${earlier}.csv`);
    const bytes = await readFile(await file.path());
    // A UTF-8 byte-order mark first, so that Excel reads the Chinese headers right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('日期,当日用量(MB),累计用量(MB),累计占比');
    expect(lines).toHaveLength(past.days.length + 2);
    expect(lines.at(-1)).toBe(
      `合计,${past.total_mb.toFixed(2)},${past.total_mb.toFixed(2)},${past.total_percent}%`,
    );
  });

  test('opens in English from a link with card_id, and a number of no card of the caller toasts', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await apiToken(request, DEMO);
    const card = (await apiData(request, token, 'cardList', { query: { status: 'active', page_size: 5 } }))
      .tableData[1]!;
    const detail = await apiData(request, token, 'cardUsageDetail', {
      query: { card_id: card.id },
      lang: 'en',
    });
    await openAs(page, token, baseURL!, 'en', `/vup_detail?card_id=${card.id}`);
    const table = main(page).getByRole('table', { name: `Daily usage of ${card.iccid} in ${detail.month}` });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Date',
      'Used that day (MB)',
      'Used so far (MB)',
      'Share used',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(detail.days.length);
    await expect(table.locator('tfoot tr')).toContainText(`Total${detail.total_mb.toFixed(2)}`);

    await main(page).getByLabel('Card number', { exact: true }).fill('89860400000000000000');
    await main(page).getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('No card has ICCID 89860400000000000000')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`card_id=${card.id}$`));
  });
});

test.describe('/card_status', () => {
  test('looks up pasted numbers of any type from the menu, with each status and reason as the API gives them', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO);
    const suspended = (
      await apiData(request, token, 'cardList', { query: { status: 'suspended', page_size: 5 } })
    ).tableData[0]!;
    const active = (await apiData(request, token, 'cardList', { query: { status: 'active', page_size: 5 } }))
      .tableData[0]!;
    const text = `${suspended.iccid}\n${active.msisdn}, ${suspended.iccid}\n 9999999999 `;
    const api = await apiData(request, token, 'cardStatusQuery', { body: { numbers: text } });

    await signIn(page, DEMO);
    await openFromMenu(page, '卡状态查询');
    await expect(page).toHaveURL(/#\/card_status$/);

    const box = main(page).getByLabel('卡号列表');
    await main(page).getByRole('button', { name: '查询' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('请输入要查询的卡号');
    await box.fill('12345\n8986x01\nabc');
    await expect(main(page).getByRole('alert')).toContainText('卡号只能包含数字');
    await expect(main(page).getByRole('alert')).toContainText('以下号码包含非数字字符：8986x01、abc');
    await box.fill(Array.from({ length: 201 }, (_, i) => 10_000 + i).join('\n'));
    await expect(main(page).getByRole('alert')).toHaveText('一次最多查询200个卡号');
    await expect(page.getByText('已输入 201 个号码（已去重）')).toBeVisible();

    await box.fill(text);
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('已输入 3 个号码（已去重）')).toBeVisible();
    await main(page).getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('共查询 3 个号码：找到 2 张卡，1 个未找到')).toBeVisible();
    const rows = dataRows(page, '卡状态查询结果');
    await expect(rows).toHaveCount(3);
    for (const [i, row] of api.tableData.entries()) {
      await expect(rows.nth(i)).toContainText(row.number);
      await expect(rows.nth(i)).toContainText(labelOf(api.tableHeader, 'status', row.status));
      if (row.status_reason) {
        await expect(rows.nth(i)).toContainText(labelOf(api.tableHeader, 'status_reason', row.status_reason));
        await expect(rows.nth(i)).toContainText(row.status_changed_at!);
      }
    }
    await expect(rows.nth(0)).toContainText('停机');
    await expect(rows.nth(2)).toContainText('未找到');

    // The ICCID opens the card's detail page.
    await rows.nth(1).getByRole('link', { name: active.iccid }).click();
    await expect(page).toHaveURL(new RegExp(`#/card/detail/${active.id}$`));
  });

  test('looks up numbers in English', async ({ page, request, baseURL }) => {
    const token = await apiToken(request, DEMO);
    const cards = (await apiData(request, token, 'cardList', { query: { page_size: 5 } })).tableData;
    const text = cards.map((c) => c.imsi).join(',');
    const api = await apiData(request, token, 'cardStatusQuery', { body: { numbers: text }, lang: 'en' });
    await openAs(page, token, baseURL!, 'en', '/card_status');
    await main(page).getByLabel('Card numbers').fill(text);
    await main(page).getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('Numbers looked up: 5; cards found: 5; not found: 0')).toBeVisible();
    const rows = dataRows(page, 'Card status results');
    await expect(rows).toHaveCount(5);
    for (const [i, row] of api.tableData.entries()) {
      await expect(rows.nth(i)).toContainText(row.iccid!);
      await expect(rows.nth(i)).toContainText(
        labelOf(api.tableHeader, 'real_name_status', row.real_name_status),
      );
    }
    await main(page).getByLabel('Card numbers').fill('1,x2');
    await main(page).getByRole('button', { name: 'Look up' }).click();
    await expect(main(page).getByRole('alert')).toContainText('Card numbers may contain digits only');
  });
});

test.describe('/card_data_search', () => {
  test('shows each card by month with the range as columns, filtered, equal to the API', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO);
    const all = await apiData(request, token, 'cardDataSearch');
    await signIn(page, DEMO);
    await openFromMenu(page, '卡数据查询');
    await expect(page).toHaveURL(/#\/card_data_search$/);
    await tableSettled(page, '卡数据查询');

    const table = main(page).getByRole('table', { name: '卡数据查询' });
    // The carrier column starts hidden (each plan's name says it).
    const shown = (header: TableColumn[]) => header.filter((c) => !c.hidden).map((c) => c.label);
    await expect(table.getByRole('columnheader')).toHaveText(shown(all.tableHeader));
    await expect(page.getByText(`共 ${all.total_count} 条`)).toBeVisible();
    await expect(
      page.getByText(
        `统计月份：${all.months[0]} 至 ${all.months.at(-1)}，各月用量单位为 MB（可查询最近 6 个月）`,
      ),
    ).toBeVisible();
    const first = all.tableData[0]!;
    const cells = dataRows(page, '卡数据查询').first().getByRole('cell');
    await expect(cells).toHaveText([
      first.iccid,
      first.msisdn,
      labelOf(all.tableHeader, 'status', first.status),
      first.plan_name,
      ...all.months.map((m) => String(first[m])),
      String(first.total_mb),
    ]);

    // Active cards over the last two months.
    const [start, end] = all.months.slice(-2) as [string, string];
    await main(page).getByRole('combobox', { name: '卡状态' }).click();
    await page.getByRole('option', { name: '正使用' }).click();
    await main(page).getByLabel('统计月份（开始）').fill(start);
    await main(page).getByLabel('统计月份（结束）').fill(end);
    await main(page).getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(new RegExp(`status=active&month_start=${start}&month_end=${end}`));
    const filtered = await apiData(request, token, 'cardDataSearch', {
      query: { status: 'active', month_start: start, month_end: end },
    });
    await tableSettled(page, '卡数据查询');
    await expect(table.getByRole('columnheader')).toHaveText(shown(filtered.tableHeader));
    await expect(table.getByRole('columnheader')).toHaveCount(7);
    await expect(page.getByText(`共 ${filtered.total_count} 条`)).toBeVisible();
    await expect(dataRows(page, '卡数据查询').first()).toContainText(String(filtered.tableData[0]!.total_mb));

    // A range ending before it starts is refused in the bar, before asking the server.
    await main(page).getByLabel('统计月份（开始）').fill(end);
    await main(page).getByLabel('统计月份（结束）').fill(start);
    await main(page).getByRole('button', { name: '搜索' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('结束时间不能早于开始时间');
  });

  test('filters by plan in English', async ({ page, request, baseURL }) => {
    const token = await apiToken(request, DEMO);
    // The plan as the English page names it (plans have an English name).
    const plans = await apiData(request, token, 'cardPlanOptions', { lang: 'en' });
    const plan = plans[0]!;
    expect(plan.name).toMatch(/^China /);
    const api = await apiData(request, token, 'cardDataSearch', { query: { plan_id: plan.id }, lang: 'en' });
    await openAs(page, token, baseURL!, 'en', '/card_data_search');
    await tableSettled(page, 'Card data query');
    await main(page).getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: plan.name, exact: true }).click();
    await main(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`plan_id=${plan.id}`));
    await tableSettled(page, 'Card data query');
    await expect(page.getByText(`${api.total_count} in total`)).toBeVisible();
    await expect(main(page).getByRole('columnheader', { name: 'Total (MB)' })).toBeVisible();
    await expect(dataRows(page, 'Card data query').first()).toContainText(api.tableData[0]!.iccid);
  });
});

test.describe('/recharge_record', () => {
  test('lists the records with the filtered totals, filters by kind, and opens a card', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO);
    const all = await apiData(request, token, 'rechargeRecordList');
    const addons = await apiData(request, token, 'rechargeRecordList', { query: { kind: 'addon' } });
    await signIn(page, DEMO);
    await openFromMenu(page, '充值记录');
    await expect(page).toHaveURL(/#\/recharge_record$/);
    await tableSettled(page, '充值记录');
    const totals = (s: { count: number; amount: string; success_amount: string }) =>
      `共 ${s.count} 笔，金额合计 ${formatMoney(s.amount)}，其中充值成功 ${formatMoney(s.success_amount)}`;
    await expect(page.getByText(totals(all.summary))).toBeVisible();
    await expect(dataRows(page, '充值记录').first()).toContainText(all.tableData[0]!.order_no);

    await main(page).getByRole('combobox', { name: '充值类型' }).click();
    await page.getByRole('option', { name: '加油包' }).click();
    await main(page).getByRole('button', { name: '搜索' }).click();
    await expect(page.getByText(totals(addons.summary))).toBeVisible();
    await expect(page.getByText(`共 ${addons.total_count} 条`)).toBeVisible();
    const row = dataRows(page, '充值记录').first();
    await expect(row).toContainText('加油包');
    await expect(row).toContainText(addons.tableData[0]!.amount);

    await row.getByRole('link', { name: addons.tableData[0]!.msisdn }).click();
    await expect(page).toHaveURL(new RegExp(`#/card/detail/${addons.tableData[0]!.card_id}$`));
  });

  test('filters by date range in English', async ({ page, request, baseURL }) => {
    const token = await apiToken(request, DEMO);
    const latest = (await apiData(request, token, 'rechargeRecordList')).tableData[0]!;
    const day = latest.at.slice(0, 10);
    const api = await apiData(request, token, 'rechargeRecordList', {
      query: { date_start: day, date_end: day },
    });
    await openAs(page, token, baseURL!, 'en', '/recharge_record');
    await main(page).getByLabel('Time (start)').fill(day);
    await main(page).getByLabel('Time (end)').fill(day);
    await main(page).getByRole('button', { name: 'Search' }).click();
    await tableSettled(page, 'Recharge records');
    await expect(
      page.getByText(
        `${api.summary.count} records, ${formatMoney(api.summary.amount)} in all, of which ${formatMoney(api.summary.success_amount)} succeeded`,
      ),
    ).toBeVisible();
    await expect(main(page).getByRole('columnheader', { name: 'Amount (CNY)' })).toBeVisible();
    await expect(dataRows(page, 'Recharge records').first()).toContainText(day);
  });
});

test('a sub-client without router_recharge_record has no such menu entry and is sent to 401', async ({
  page,
  request,
}) => {
  const revoked = await request.put('/__emulator/users/demo_sub/perms', {
    data: { revoke: ['router_recharge_record'] },
  });
  expect(revoked.ok()).toBe(true);
  await signIn(page, DEMO_SUB);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '卡管理' }).click();
  await expect(nav.getByRole('link', { name: '卡状态查询' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '充值记录' })).toHaveCount(0);
  await page.goto('/#/recharge_record');
  await expect(page).toHaveURL(/#\/401$/);
});
