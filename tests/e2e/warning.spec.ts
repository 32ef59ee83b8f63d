import type { APIRequestContext, Page } from '@playwright/test';
import { expect, settled, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, tableSettled } from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHINA = 8 * HOUR;
const RULE = '重点卡用量停机';

/** `day` at `hour` o'clock (UTC+8) of the world's month, or of a later one. */
async function monthDay(request: APIRequestContext, { monthsAhead = 0, day = 1, hour = 0 }) {
  const clock = await (await request.get('/__emulator/clock')).json();
  const local = new Date(clock.epoch_ms + CHINA);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + monthsAhead, day, hour) - CHINA;
}

const setClock = async (request: APIRequestContext, body: { now?: number; advance_ms?: number }) =>
  expect((await request.put('/__emulator/clock', { data: body })).ok()).toBe(true);

async function api<T>(request: APIRequestContext, token: string, path: string) {
  const body = await (
    await request.get(`/ep/api${path}`, { headers: { Authorization: `JWT ${token}` } })
  ).json();
  return body as { code: number; msg: string; data: T };
}

interface CardRow {
  id: number;
  msisdn: string;
  status: string;
  quota_mb: number;
  usage_percent: number;
}

const sectionTab = (page: Page, name: string) =>
  page
    .getByRole('tablist', { name: /卡详情分区|Card detail sections/ })
    .getByRole('tab', { name, exact: true });

/**
 * Signs in again after the clock moved past the login's lifetime: a fresh token, and the page
 * loaded anew so the portal reads it (a change of the hash alone would keep the page's old one).
 */
async function signInAgain(page: Page, path: string) {
  await page.goto('about:blank');
  await signIn(page, DEMO, path);
}

/** Opens a page of the 预警 menu from the sidebar. */
async function openFromMenu(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: '预警' }).click();
  await link.click();
}

test('demo creates a usage rule with a stop; the clock fires it, stops the card with the rule as reason, and restores it next month', async ({
  page,
  request,
}) => {
  test.slow();
  // The 10th of next month: a third of the month used, and days left before it ends.
  await setClock(request, { now: await monthDay(request, { monthsAhead: 1, day: 10, hour: 10 }) });
  const token = await apiToken(request, DEMO);
  const cards = await api<{ tableData: CardRow[] }>(
    request,
    token,
    '/card/list/?status=active&page_size=50&sort=expires_at&order=desc',
  );
  const card = cards.data.tableData.find((c) => c.quota_mb >= 100 && c.usage_percent < 60)!;
  // Just above today's use: five days' accrual (at least a sixtieth of the quota) crosses it.
  const threshold = Math.floor(card.usage_percent) + 1;

  await signIn(page, DEMO, '/#/home');
  await openFromMenu(page, '预警规则');
  await expect(page).toHaveTitle('预警规则 - 物联网卡管理平台');
  await tableSettled(page, '预警规则');
  await expect(dataRows(page, '预警规则').filter({ hasText: '单卡月用量预警' })).toBeVisible();

  await page.getByRole('button', { name: '新建预警规则' }).click();
  const dialog = page.getByRole('dialog', { name: '新建预警规则' });
  await dialog.getByLabel('规则名称').fill(RULE);
  // The dialog starts with one threshold row: a second one.
  await dialog.getByRole('button', { name: '添加阈值' }).click();
  await dialog
    .getByRole('group', { name: '第 1 行' })
    .getByLabel('阈值')
    .fill(String(threshold + 30));
  await dialog.getByRole('group', { name: '第 2 行' }).getByLabel('阈值').fill(String(threshold));
  await dialog.getByRole('radio', { name: '指定卡' }).check();
  await dialog.getByRole('textbox', { name: '指定卡' }).fill(card.msisdn);
  await dialog.getByRole('radio', { name: '停机' }).check();
  await dialog.getByRole('radio', { name: '次月自动恢复' }).check();
  await dialog.getByRole('checkbox', { name: '站内信' }).check();
  await dialog.getByRole('button', { name: '保存' }).click();
  // Not ascending: refused under the thresholds, nothing saved, what was typed kept.
  await expect(dialog.getByText('阈值须按从小到大的顺序排列，且不能重复')).toBeVisible();
  await dialog.getByRole('group', { name: '第 1 行' }).getByLabel('阈值').fill(String(threshold));
  await dialog
    .getByRole('group', { name: '第 2 行' })
    .getByLabel('阈值')
    .fill(String(threshold + 30));
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`预警规则“${RULE}”已创建`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = dataRows(page, '预警规则').filter({ hasText: RULE });
  await expect(row).toContainText(`${threshold}% / ${threshold + 30}%`);
  await expect(row).toContainText('停机');
  await expect(row).toContainText('次月自动恢复');

  // Five days on the emulator clock, moved through its control API.
  await setClock(request, { advance_ms: 5 * DAY });
  await signInAgain(page, '/#/home');
  await openFromMenu(page, '预警记录');
  await page.getByLabel('卡号/计费组').fill(card.msisdn);
  await page.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, '预警记录');
  const record = dataRows(page, '预警记录').filter({ hasText: RULE });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(`≥ ${threshold}%`);
  await expect(record).toContainText('已停机');

  await openFromMenu(page, '预警通知');
  await tableSettled(page, '预警通知');
  const notice = dataRows(page, '预警通知').filter({ hasText: RULE }).first();
  await expect(notice).toContainText('站内信');
  await expect(notice).toContainText(card.msisdn);
  await expect(notice).toContainText('已送达');

  // The card: stopped, and its history says why.
  await page.goto(`/#/card/detail?card_id=${card.id}`);
  await expect(page.getByRole('region', { name: '停机原因' })).toContainText('预警规则');
  await sectionTab(page, '状态记录').click();
  await tableSettled(page, '状态变更记录');
  const latest = dataRows(page, '状态变更记录').first();
  await expect(latest).toContainText('预警规则');
  await expect(latest).toContainText(RULE);
  const stopped = await api<{ status: string }>(
    request,
    await apiToken(request, DEMO),
    `/card/detail/?card_id=${card.id}`,
  );
  expect(stopped.data.status).toBe('suspended');

  // The 1st of the month after, an hour in: restored.
  await setClock(request, { now: await monthDay(request, { monthsAhead: 1, day: 1, hour: 1 }) });
  await signInAgain(page, `/#/card/detail?card_id=${card.id}`);
  await sectionTab(page, '状态记录').click();
  await tableSettled(page, '状态变更记录');
  await expect(dataRows(page, '状态变更记录').first()).toContainText('复机');
  await expect(dataRows(page, '状态变更记录').first()).toContainText(RULE);
  const restored = await api<{ status: string }>(
    request,
    await apiToken(request, DEMO),
    `/card/detail/?card_id=${card.id}`,
  );
  expect(restored.data.status).toBe('active');
  await openFromMenu(page, '预警记录');
  await page.getByLabel('卡号/计费组').fill(card.msisdn);
  await page.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, '预警记录');
  await expect(dataRows(page, '预警记录').filter({ hasText: RULE })).toContainText('已恢复');
});

test('demo deletes a rule after confirming; the log tells what it was; the editor explains the thresholds', async ({
  page,
  request,
}) => {
  const name = '待删除离线规则';
  const token = await apiToken(request, DEMO);
  const created = await (
    await request.post('/ep/api/warning_rule/', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        name,
        type: 'offline',
        scope: 'all',
        thresholds: [{ value: 48 }],
        action: 'notify',
        restore: 'none',
        channels: ['portal'],
        recipients: '',
        status: 'enabled',
      },
    })
  ).json();
  expect(created.code).toBe(200);

  await signIn(page, DEMO, '/#/warning_rule');
  await tableSettled(page, '预警规则');
  // The editor's thresholds say their unit for every type.
  await page.getByRole('button', { name: '新建预警规则' }).click();
  const dialog = page.getByRole('dialog', { name: '新建预警规则' });
  await expect(dialog.getByRole('group', { name: '阈值（升序，最多10个）' })).toContainText('离线按小时');
  await dialog.getByRole('button', { name: '取消' }).click();

  const row = dataRows(page, '预警规则').filter({ hasText: name });
  await row.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`删除规则“${name}”？`);
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText(`规则“${name}”已删除`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const rules = await api<{ tableData: { name: string }[] }>(
    request,
    token,
    '/warning_rule/list/?page_size=50',
  );
  expect(rules.data.tableData.map((r) => r.name)).not.toContain(name);

  await openFromMenu(page, '规则日志');
  await tableSettled(page, '规则日志');
  const log = dataRows(page, '规则日志').filter({ hasText: name }).first();
  await expect(log).toContainText('删除');
  await expect(log).toContainText('48 小时');
});

test('demo_sub has no warning menu and gets 599 from the warning endpoints', async ({ page, request }) => {
  await signIn(page, DEMO_SUB, '/#/home');
  await expect(
    page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '预警' }),
  ).toHaveCount(0);
  const token = await apiToken(request, DEMO_SUB);
  const denied = await api(request, token, '/warning_rule/list/');
  expect(denied).toMatchObject({ code: 599, msg: '当前用户无 预警规则 权限' });
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`warning pages at ${width}px in ${lang}`, async ({ page }, info) => {
      await page.setViewportSize({ width, height });
      if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', 'english'));
      for (const path of ['/warning_rule', '/warning_record', '/warning_notice', '/warning_rule_log']) {
        await signIn(page, DEMO, `/#${path}`);
        await expect(page.getByRole('table').first()).toBeVisible();
        await settled(page);
        await page.screenshot({
          path: info.outputPath(`${path.slice(1)}-${lang}-${width}.png`),
          fullPage: false,
        });
      }
      await signIn(page, DEMO, '/#/add_warning_rule');
      await expect(page.getByRole('dialog')).toBeVisible();
      await settled(page);
      await page.screenshot({
        path: info.outputPath(`add_warning_rule-${lang}-${width}.png`),
        fullPage: true,
      });
    });
  }
}
