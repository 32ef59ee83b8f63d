import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { EPOCH_MS } from './epoch.ts';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, tableSettled } from './helpers.ts';

const CAPTION = '卡列表';

interface Row {
  id: number;
  iccid: string;
  status: string;
  carrier: string;
  addon_mb: number;
  eid: string | null;
  billing_group: string | null;
}

/** The emulator's API as demo, to find cards to act on and to check what an action changed. */
async function api(request: APIRequestContext) {
  const token = await apiToken(request, DEMO);
  const get = async <T>(path: string, query: Record<string, string | number> = {}) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const body = await (
      await request.get(`/ep/api${path}?${params}`, { headers: { Authorization: `JWT ${token}` } })
    ).json();
    expect(body.code, `${path} ${body.msg}`).toBe(200);
    return body.data as T;
  };
  const list = (query: Record<string, string | number>) =>
    get<{ tableData: Row[]; total_count: number }>('/card/list/', { page_size: 50, ...query });
  const card = async (iccid: string) => (await list({ number: iccid })).tableData[0]!;
  return { get, list, card };
}

/** Opens the card list (with a query) as demo, once the table has loaded. */
async function openList(page: Page, query = '') {
  await signIn(page, DEMO, `/#/card/list${query}`);
  await expect(dataRows(page, CAPTION).first()).toBeVisible();
  await tableSettled(page, CAPTION);
}

const toolbar = (page: Page, name = '批量操作') => page.getByRole('toolbar', { name });
const rowOf = (page: Page, iccid: string) => dataRows(page, CAPTION).filter({ hasText: iccid });

async function confirm(page: Page, message: RegExp | string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

test('activates two selected pending cards, shows who activated one, and the pending count drops', async ({
  page,
  request,
}) => {
  const demo = await api(request);
  const pending = (await demo.list({ status: 'pending' })).tableData.slice(0, 2);
  const before = await demo.get<{ not_active: number }>('/index/header/');
  await openList(page, '?status=pending');

  const header = page.getByRole('link', { name: /待激活/ });
  await expect(header).toContainText(String(before.not_active));
  for (const card of pending) await rowOf(page, card.iccid).getByRole('checkbox').check();
  await expect(page.getByText('已选择 2 项')).toBeVisible();
  await toolbar(page).getByRole('button', { name: '激活' }).click();
  await confirm(page, '确定激活选中的 2 张卡？');
  await expect(page.getByText('激活成功：2 张卡')).toBeVisible();

  // The list (still filtered to pending cards) and the header count follow.
  for (const card of pending) await expect(rowOf(page, card.iccid)).toHaveCount(0);
  await expect(header).toContainText(String(before.not_active - 2));
  for (const card of pending) expect((await demo.card(card.iccid)).status).toBe('active');

  // Its activation: by demo, in the portal, now.
  await page.goto(`/#/card/list?number=${pending[0]!.iccid}`);
  await expect(dataRows(page, CAPTION)).toHaveCount(1);
  await rowOf(page, pending[0]!.iccid).getByRole('button', { name: '激活信息' }).click();
  const dialog = page.getByRole('dialog', { name: '激活信息' });
  await expect(dialog).toContainText('平台手动激活');
  await expect(dialog).toContainText('demo');
  const info = await demo.get<{ activation: { at: string } }>('/card/activation/', {
    card_id: pending[0]!.id,
  });
  await expect(dialog).toContainText(info.activation.at);
});

test('stops a card in use from its row, resumes it, and refuses to resume one the carrier stopped', async ({
  page,
  request,
}) => {
  const demo = await api(request);
  const active = (await demo.list({ status: 'active' })).tableData[4]!;
  await openList(page, `?number=${active.iccid}`);

  await rowOf(page, active.iccid).getByRole('button', { name: '停机' }).click();
  await confirm(page, '确定将选中的 1 张卡停机？');
  await expect(page.getByText('停机成功：1 张卡')).toBeVisible();
  await expect(rowOf(page, active.iccid)).toContainText('停机');
  expect((await demo.card(active.iccid)).status).toBe('suspended');

  await rowOf(page, active.iccid).getByRole('button', { name: '复机' }).click();
  await confirm(page, '确定将选中的 1 张卡复机？');
  await expect(page.getByText('复机成功：1 张卡')).toBeVisible();
  await expect(rowOf(page, active.iccid)).toContainText('正使用');
  expect((await demo.card(active.iccid)).status).toBe('active');

  // A card the carrier stopped (here for being in another device: demo's account is not short, so
  // none of its cards is stopped for arrears) is not the customer's to resume.
  const suspended = (await demo.list({ status: 'suspended' })).tableData;
  let stopped: Row | undefined;
  for (const card of suspended) {
    const detail = await demo.get<{ status_change: { reason: string } | null }>('/card/detail/', {
      card_id: card.id,
    });
    if (detail.status_change?.reason === 'imei_mismatch') {
      stopped = card;
      break;
    }
  }
  expect(stopped, 'a card the carrier stopped for an IMEI mismatch').toBeDefined();
  await page.goto(`/#/card/list?number=${stopped!.iccid}`);
  await expect(dataRows(page, CAPTION)).toHaveCount(1);
  await rowOf(page, stopped!.iccid).getByRole('checkbox').check();
  await toolbar(page).getByRole('button', { name: '复机' }).click();
  await confirm(page, '确定将选中的 1 张卡复机？');
  await expect(page.getByText('1 张卡未能复机：')).toBeVisible();
  await expect(page.getByText(`${stopped!.iccid}: 该卡因机卡分离停机，不能手动复机`)).toBeVisible();
  expect((await demo.card(stopped!.iccid)).status).toBe('suspended');
});

test('moves an eSIM card to another carrier and plan, and refuses a card without EID', async ({
  page,
  request,
}) => {
  const demo = await api(request);
  // An eSIM card and one without EID on the same page of demo's active China Mobile cards.
  const page1 = (await demo.list({ status: 'active', carrier: 'cmcc', page_size: 50 })).tableData;
  const esim = page1.find((r) => r.eid !== null)!;
  const plain = page1.find((r) => r.eid === null)!;
  await openList(page, '?status=active&carrier=cmcc&page_size=50');

  // Selection is kept while paging, and cleared by a new search: both are chosen on this page.
  for (const iccid of [esim.iccid, plain.iccid]) await rowOf(page, iccid).getByRole('checkbox').check();
  await expect(page.getByText('已选择 2 项')).toBeVisible();
  await toolbar(page).getByRole('button', { name: '切换运营商' }).click();
  const dialog = page.getByRole('dialog', { name: '切换运营商' });
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('请选择目标运营商和套餐')).toBeVisible();
  await dialog.getByLabel('目标运营商').click();
  await page.getByRole('option', { name: '中国联通' }).click();
  await dialog.getByLabel('套餐').click();
  await page.getByRole('option', { name: /联通物联网月包 100MB/ }).click();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await confirm(page, '确定将选中的 2 张卡切换到中国联通，套餐为“联通物联网月包 100MB”？');
  await expect(page.getByText('切换运营商成功：1 张卡')).toBeVisible();
  await expect(page.getByText(`${plain.iccid}: 该卡不是多运营商（eSIM）卡，不能切换运营商`)).toBeVisible();

  const moved = await demo.get<{ carrier: string; plan_name: string }>('/card/detail/', { card_id: esim.id });
  expect(moved).toMatchObject({ carrier: 'cucc', plan_name: '联通物联网月包 100MB' });
  expect((await demo.card(plain.iccid)).carrier).toBe('cmcc');
});

test('buys a catalogue add-on for two cards: frozen first, charged and in effect as the carrier answers, then opens a card’s usage detail', async ({
  page,
  request,
}) => {
  const demo = await api(request);
  // Two China Mobile cards in use outside any billing group (a pooled card buys a pool's add-on).
  const cards: Row[] = [];
  for (const row of (await demo.list({ status: 'active', carrier: 'cmcc' })).tableData) {
    if (cards.length === 2) break;
    if (row.addon_mb > 0) continue;
    const detail = await demo.get<{ billing_group: unknown }>('/card/detail/', { card_id: row.id });
    if (detail.billing_group === null) cards.push(row);
  }
  expect(cards).toHaveLength(2);
  type Header = { client_balance: number; client_frozen: number };
  const before = await demo.get<Header>('/index/header/');
  await openList(page, '?status=active&carrier=cmcc&page_size=50');

  for (const card of cards) await rowOf(page, card.iccid).getByRole('checkbox').check();
  await toolbar(page).getByRole('button', { name: '加油包' }).click();
  const dialog = page.getByRole('dialog', { name: '订购加油包' });
  // Only China Mobile's own add-ons on sale: not another carrier's, not a billing group's.
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  for (const option of ['中国移动加油包 100MB · ¥10.00', '中国移动加油包 1GB · ¥50.00']) {
    await expect(dialog.getByLabel(option)).toBeVisible();
  }
  await dialog.getByLabel('中国移动加油包 500MB · ¥30.00').check();
  await expect(dialog).toContainText('合计：2 张 × ¥30.00 = ¥60.00');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await confirm(
    page,
    '确定为选中的 2 张卡订购中国移动加油包 500MB？共需支付 ¥60.00，先从账户余额冻结，运营商办理后扣款。',
  );
  await expect(page.getByText(/^订单 C\d{16} 已支付，¥60\.00 已冻结，等待运营商办理$/)).toBeVisible();
  // Frozen, not yet charged: the carrier has not answered.
  const placed = await demo.get<Header>('/index/header/');
  expect(placed.client_balance).toBeCloseTo(before.client_balance, 2);
  expect(placed.client_frozen).toBeCloseTo(before.client_frozen + 60, 2);
  for (const card of cards) expect((await demo.card(card.iccid)).addon_mb).toBe(0);

  // The carrier answers one card after the other (30 s, then 10 s apart on the emulator's clock).
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 40_000 } })).ok()).toBe(true);
  const after = await demo.get<Header>('/index/header/');
  expect(after.client_balance).toBeCloseTo(before.client_balance - 60, 2);
  expect(after.client_frozen).toBeCloseTo(before.client_frozen, 2);
  for (const card of cards) expect((await demo.card(card.iccid)).addon_mb).toBe(500);

  await page.reload();
  await tableSettled(page, CAPTION);
  await rowOf(page, cards[1]!.iccid).getByRole('button', { name: '用量详情' }).click();
  await expect(page).toHaveURL(new RegExp(`#/vup_detail\\?card_id=${cards[1]!.id}`));
});

test("the add-on dialog offers only the cards' carrier's add-ons, a pooled card only its pool's, and says so when carriers are mixed", async ({
  page,
  request,
}) => {
  const demo = await api(request);
  const active = (await demo.list({ status: 'active' })).tableData.filter(
    (row) => row.billing_group === null,
  );
  const cmcc = active.find((row) => row.carrier === 'cmcc')!;
  const cucc = active.find((row) => row.carrier === 'cucc')!;
  await openList(page, '?status=active&page_size=50');
  await rowOf(page, cmcc.iccid).getByRole('checkbox').check();
  await rowOf(page, cucc.iccid).getByRole('checkbox').check();
  await toolbar(page).getByRole('button', { name: '加油包' }).click();
  const dialog = page.getByRole('dialog', { name: '订购加油包' });
  await expect(dialog.getByRole('alert')).toHaveText(
    '选中的卡属于多个运营商（中国移动、中国联通）：加油包按运营商订购，请只选择同一运营商的卡。',
  );
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '下一步' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/wx-addon-dialog-mixed.png' });
  await dialog.getByRole('button', { name: '取消' }).click();

  // A China Unicom card alone: China Unicom's three add-ons.
  await rowOf(page, cmcc.iccid).getByRole('checkbox').uncheck();
  await toolbar(page).getByRole('button', { name: '加油包' }).click();
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  for (const radio of await dialog.getByRole('radio').all()) {
    await expect(radio).toHaveAccessibleName(/^中国联通加油包 \S+ · ¥/);
  }
  await dialog.getByRole('button', { name: '取消' }).click();

  // A pooled card, from its own row: only its billing group's add-on.
  const groups = await demo.get<{ billing_groups: { id: number }[] }>('/card/list/options/');
  const pooled = (await demo.list({ status: 'active', billing_group_id: groups.billing_groups[0]!.id }))
    .tableData[0]!;
  await openList(page, `?number=${pooled.iccid}`);
  await rowOf(page, pooled.iccid).getByRole('button', { name: '加油包' }).click();
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog.getByRole('radio')).toHaveAccessibleName(/加油包 \S+（计费组） · ¥/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/wx-addon-dialog-pool.png' });
});

test('exports the filtered list, watches the task move with the emulator clock, then downloads the xlsx', async ({
  page,
  request,
}) => {
  const demo = await api(request);
  const expected = await demo.list({ status: 'active', page_size: 5 });
  // Steps of 100 cards, a tenth of a second of emulator time each: at least three steps here.
  expect(expected.total_count).toBeGreaterThan(200);
  const clock = (body: object) => request.put('/__emulator/clock', { data: body });
  expect((await clock({ frozen: true })).ok()).toBe(true);
  await openList(page, '?status=active');

  await toolbar(page).getByRole('button', { name: '导出' }).click();
  await confirm(page, `确定导出当前筛选条件下的 ${expected.total_count} 张卡？`);
  await expect(page.getByText(`导出任务已创建，共 ${expected.total_count} 张卡`)).toBeVisible();
  await page.getByRole('button', { name: '查看导出' }).click();
  await expect(page).toHaveURL(/#\/card\/export$/);

  const exports = page.getByRole('table', { name: '卡导出' });
  const row = exports.locator('tbody').getByRole('row').first();
  await expect(row).toContainText('卡状态：正使用');
  // The clock stands still: so does the task.
  await expect(row).toContainText('运行中');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  const steps = Math.ceil(expected.total_count / 100);
  await clock({ advance_ms: 100 });
  const afterOne = String(Math.floor((1 / steps) * 100));
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', afterOne);
  await expect(row).toContainText('运行中');
  await clock({ advance_ms: steps * 100 });
  await expect(row).toContainText('已完成');
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: '下载' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^卡列表导出_\d{14}_\d+\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('卡列表');
  expect(sheet.actualRowCount).toBe(expected.total_count + 1);
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  expect(headers).toEqual(expect.arrayContaining(['ICCID', '运营商', '卡状态', '计费组', '项目组', '标签']));
  const status = headers.indexOf('卡状态') + 1;
  const statuses = new Set<unknown>();
  sheet.eachRow((r, n) => n > 1 && statuses.add(r.getCell(status).value));
  expect([...statuses]).toEqual(['正使用']);
});

test('filters by plan, billing group, tag and activation dates in Chinese, totals as the API counts', async ({
  page,
  request,
}) => {
  const demo = await api(request);
  const options = await demo.get<{
    plans: { id: number; name: string }[];
    billing_groups: { id: number; name: string }[];
    tags: string[];
  }>('/card/list/options/');
  const plan = options.plans[0]!;
  const group = options.billing_groups[0]!;
  await openList(page);

  await page.getByLabel('套餐', { exact: true }).click();
  await page.getByRole('option', { name: plan.name }).click();
  await page.getByLabel('计费组', { exact: true }).click();
  await page.getByRole('option', { name: group.name }).click();
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`plan_id=${plan.id}&billing_group_id=${group.id}`));
  const both = await demo.list({ plan_id: plan.id, billing_group_id: group.id });
  await expect(page.getByText(`共 ${both.total_count} 条`)).toBeVisible();
  await expect(dataRows(page, CAPTION).first()).toContainText(group.name);

  await page.getByRole('button', { name: '重置' }).click();
  // The less used filters are folded until asked for.
  await expect(page.getByLabel('标签', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '展开', exact: true }).click();
  // Dates relative to the pinned clock (the seed activates cards in the 900 days before it), and a
  // tag that some of demo's cards activated then carry (which tag does depends on the day).
  const dayBefore = (days: number) =>
    new Date(EPOCH_MS + 8 * 3600_000 - days * 24 * 3600_000).toISOString().slice(0, 10);
  const [from, to] = [dayBefore(600), dayBefore(60)];
  let tag = '';
  let tagged = { total_count: 0 };
  for (const candidate of options.tags) {
    tagged = await demo.list({ tag: candidate, activated_start: from, activated_end: to });
    tag = candidate;
    if (tagged.total_count > 0) break;
  }
  expect(tagged.total_count, `a tag of demo's cards activated from ${from} to ${to}`).toBeGreaterThan(0);
  await page.getByLabel('标签', { exact: true }).click();
  await page.getByRole('option', { name: tag }).click();
  await page.getByLabel('激活日期（开始）').fill(from);
  await page.getByLabel('激活日期（结束）').fill(to);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`activated_start=${from}&activated_end=${to}`));
  await expect(page.getByText(`共 ${tagged.total_count} 条`)).toBeVisible();
  await expect(dataRows(page, CAPTION).first()).toContainText(tag);

  // A backwards range is refused before any request.
  await page.getByLabel('激活日期（结束）').fill(dayBefore(700));
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('结束时间不能早于开始时间')).toBeVisible();
});

test('filters by real-name status and project group in English, with English labels and columns', async ({
  page,
  request,
}) => {
  const demo = await api(request);
  const projects = (await demo.get<{ project_groups: { id: number; name: string }[] }>('/card/list/options/'))
    .project_groups;
  await page.goto('/#/card/list');
  await page.evaluate(() => localStorage.setItem('language', 'english'));
  await page.reload();
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/card\/list$/);
  await expect(dataRows(page, 'Card list').first()).toBeVisible();
  for (const name of ['Real name', 'Billing group', 'Project group', 'Tags']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByLabel('Real name', { exact: true }).click();
  await page.getByRole('option', { name: 'Not verified' }).click();
  await page.getByLabel('Project group', { exact: true }).click();
  await page.getByRole('option', { name: projects[0]!.name }).click();
  const filterBar = page.locator('form').filter({ has: page.getByLabel('Real name', { exact: true }) });
  await filterBar.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/real_name_status=unverified/);
  const expected = await demo.list({ real_name_status: 'unverified', project_group_id: projects[0]!.id });
  await expect(page.getByText(`${expected.total_count} in total`)).toBeVisible();
  if (expected.total_count > 0)
    await expect(dataRows(page, 'Card list').first()).toContainText('Not verified');
  await expect(
    page.getByRole('toolbar', { name: 'Batch actions' }).getByRole('button', { name: 'Export' }),
  ).toBeVisible();
});

test('a sub-client granted the card list sees only the actions its codes allow', async ({
  page,
  request,
}) => {
  const grant = await request.put('/__emulator/users/demo_sub/perms', {
    data: { grant: ['router_card_list'] },
  });
  expect(grant.status()).toBe(200);
  await signIn(page, DEMO_SUB, '/#/card/list?status=pending');
  await expect(dataRows(page, CAPTION).first()).toBeVisible();
  const bar = toolbar(page);
  await expect(bar.getByRole('button', { name: '激活' })).toBeVisible();
  for (const name of ['停机', '复机', '切换运营商', '加油包', '导出']) {
    await expect(bar.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(dataRows(page, CAPTION).first().getByRole('button', { name: '激活' })).toBeVisible();
  await expect(page.getByRole('button', { name: '加油包' })).toHaveCount(0);
});
