import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, logIn, SCREEN_SIZES, shoot, tableSettled } from './helpers.ts';

const HOUR = 3_600_000;
const CHINA = 8 * HOUR;
const PHONE = '13912345678';

interface GroupRow {
  id: number;
  code: string;
  name: string;
  usage_percent: number;
  warn_enabled: 'true' | 'false';
}

/** `day` at `hour` o'clock (UTC+8) of the world's month, or of a later one. */
async function monthDay(request: APIRequestContext, { monthsAhead = 0, day = 1, hour = 0 }) {
  const clock = await (await request.get('/__emulator/clock')).json();
  const local = new Date(clock.epoch_ms + CHINA);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + monthsAhead, day, hour) - CHINA;
}

const setClock = async (request: APIRequestContext, body: { now?: number; advance_ms?: number }) =>
  expect((await request.put('/__emulator/clock', { data: body })).ok()).toBe(true);

async function api(request: APIRequestContext, token: string, path: string) {
  const body = await (
    await request.get(`/ep/api${path}`, { headers: { Authorization: `JWT ${token}` } })
  ).json();
  return body as { code: number; msg: string; data: unknown };
}

test('demo sets a pool warning and a comment, the clock fills the pool, and the SMS is on the records page', async ({
  page,
  request,
}) => {
  // The 10th of next month: a third of the month used, so the pools have somewhere to grow.
  await setClock(request, { now: await monthDay(request, { monthsAhead: 1, day: 10, hour: 10 }) });
  const token = await apiToken(request, DEMO);
  const list = await api(request, token, '/vbg/list/?page_size=50&sort=usage_percent&order=desc');
  const groups = (list.data as { tableData: GroupRow[] }).tableData;
  // The busiest pool without warnings that has a threshold left above its use.
  const group = groups.find((g) => g.warn_enabled === 'false' && g.usage_percent < 90)!;
  expect(group.usage_percent, 'a pool that fills past a threshold by the 28th').toBeGreaterThan(18);
  const above = [50, 80, 90, 100].filter((th) => th > group.usage_percent);

  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '卡管理' }).click();
  await nav.getByRole('link', { name: '计费组' }).click();
  await expect(page).toHaveTitle('计费组 - 物联网卡管理平台');
  await tableSettled(page, '计费组');
  const row = dataRows(page, '计费组').filter({ hasText: group.code });
  await expect(row).toContainText('未开启');

  // Warning settings: on, the thresholds above the pool's use, one phone (a wrong one first).
  await row.getByRole('button', { name: '预警设置' }).click();
  const dialog = page.getByRole('dialog', { name: '预警设置' });
  await expect(dialog.getByText(`${group.name}（${group.code}）`)).toBeVisible();
  await dialog.getByRole('switch', { name: '开启流量池预警' }).click();
  for (const th of [50, 80, 90, 100]) {
    await dialog.getByRole('checkbox', { name: `${th}%` }).setChecked(above.includes(th));
  }
  await dialog.getByLabel('手机号 1', { exact: true }).fill('1391234');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('手机号 1391234 格式不正确，请输入以1开头的11位手机号');
  await dialog.getByLabel('手机号 1', { exact: true }).fill(PHONE);
  await dialog.getByRole('button', { name: '保存' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`确定保存计费组“${group.name}”的预警设置吗？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('预警设置已保存')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('已开启');
  const saved = await api(request, token, `/vbg/early/warning/?vbg_id=${group.id}`);
  expect(saved.data).toMatchObject({ enabled: true, thresholds: above, phones: [PHONE], warned_percent: 0 });

  // The comment.
  await row.getByRole('button', { name: '修改备注' }).click();
  const commentDialog = page.getByRole('dialog', { name: '修改备注' });
  await commentDialog.getByLabel('备注').fill('冷链车队专用');
  await commentDialog.getByRole('button', { name: '保存' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('备注已修改')).toBeVisible();
  await expect(row).toContainText('冷链车队专用');
  const after = await api(request, token, `/vbg/list/?q=${group.code}`);
  expect((after.data as { tableData: GroupRow[] }).tableData[0]).toMatchObject({ comment: '冷链车队专用' });

  // 18 days later the pool has passed a threshold: the login has expired meanwhile.
  await setClock(request, { now: await monthDay(request, { day: 28, hour: 12 }) });
  const later = await apiToken(request, DEMO);
  const sent = await api(request, later, `/sms_warning_record/list/?phone=${PHONE}`);
  expect((sent.data as { total_count: number }).total_count).toBe(1);

  await page.goto('/#/sms_warning_record');
  await logIn(page, DEMO);
  await expect(page).toHaveURL(/#\/sms_warning_record/);
  // A new login is greeted by the survey again.
  await page
    .getByRole('dialog', { name: '平台使用满意度调查' })
    .getByRole('button', { name: '以后再说' })
    .click();
  await page.getByLabel('接收号码').fill(PHONE);
  await page.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, '短信预警记录');
  const records = dataRows(page, '短信预警记录');
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText(`${group.name} (${group.code})`);
  await expect(records.first()).toContainText('计费组流量预警');
  await expect(records.first()).toContainText(
    `【物联网卡管理平台】您的计费组${group.name}(${group.code})本月流量池已使用`,
  );
  await expect(records.first()).toContainText('发送成功');
});

test('demo_sub sees its billing groups without member, warning or comment controls', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_SUB, '/#/billing_group');
  await tableSettled(page, '计费组');
  await expect(dataRows(page, '计费组').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '流量池使用率' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '操作' })).toHaveCount(0);
  for (const name of ['成员卡', '预警设置', '修改备注']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  const token = await apiToken(request, DEMO_SUB);
  const denied = await api(request, token, '/vbg/early/warning_config/');
  expect(denied).toMatchObject({ code: 599, msg: '当前用户无 查看计费组 权限' });
});

test('the member-cards button opens the card list filtered by the group', async ({ page, request }) => {
  const token = await apiToken(request, DEMO);
  const list = await api(request, token, '/vbg/list/?page_size=5');
  const group = (list.data as { tableData: GroupRow[] }).tableData[0]!;
  await signIn(page, DEMO, '/#/billing_group');
  await dataRows(page, '计费组')
    .filter({ hasText: group.code })
    .getByRole('button', { name: '成员卡' })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/card/list\\?billing_group_id=${group.id}$`));
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`billing groups, their settings and the warning SMS fit at ${size.width} px in ${lang}`, async ({
      page,
    }, info) => {
      const en = lang === 'en';
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO, '/#/billing_group');
      if (en) {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
      }
      const caption = en ? 'Billing groups' : '计费组';
      await tableSettled(page, caption);
      await expect(dataRows(page, caption).first()).toBeVisible();
      await shoot(page, info, `${lang}-${size.name}-billing-group`);

      await dataRows(page, caption)
        .first()
        .getByRole('button', { name: en ? 'Warnings' : '预警设置' })
        .click();
      await expect(
        page.getByRole('switch', { name: en ? 'Warn when the pool fills up' : '开启流量池预警' }),
      ).toBeVisible();
      await shoot(page, info, `${lang}-${size.name}-warning-settings`);
      await page.keyboard.press('Escape');

      await page.goto('/#/sms_warning_record');
      const records = en ? 'SMS warning records' : '短信预警记录';
      await tableSettled(page, records);
      await expect(dataRows(page, records).first()).toBeVisible();
      await shoot(page, info, `${lang}-${size.name}-sms-warning-record`);
    });
  }
}
