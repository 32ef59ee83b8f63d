import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { dataRows, SCREEN_SIZES, SUPPORT, saveRequired, shoot, tableSettled } from './helpers.ts';

/**
 * Security awareness, support side (issue 50 part A): support opens each page from the 安全感知
 * group of its menu, filters by client, pushes demo's failed host again (下发中, then 生效 once the
 * clock has moved the gateway's minutes) and finds its call in /sap_api_log. A support user
 * without the hosts' code has no such entry, no 地址 button on a group and is sent to 401. Each
 * page fits at 1440 and 390 px in both languages.
 */

const DEMO_CLIENT = '深圳市智联物联科技有限公司';
const FAILED_HOST = 'c2.miner-relay.top';
const REASON = '客户反馈网关超时，申请重新下发';
const GROUPS = '灵活定向组';
const HOSTS = '灵活定向地址';
const API_LOG = '安全网关接口日志';

async function filterByClient(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: '客户', exact: true }).fill('智联物联科技');
  await page.getByRole('option', { name: new RegExp(DEMO_CLIENT) }).click();
  await main.getByRole('button', { name: '搜索' }).click();
}

async function openFromMenu(page: Page, name: string, group = true) {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const link = nav.getByRole('link', { name, exact: true });
  if (group && !(await link.isVisible())) await nav.getByRole('button', { name: '安全感知' }).click();
  await link.click();
  await tableSettled(page, name);
}

test('support pushes a failed host of demo’s again, sees it 下发中 then 生效, and finds its call in the API log', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, SUPPORT);

  // Every client's groups, then demo's only.
  await openFromMenu(page, GROUPS);
  const clients = await dataRows(page, GROUPS).allInnerTexts();
  expect(clients.some((text) => !text.includes(DEMO_CLIENT))).toBe(true);
  await filterByClient(page);
  await expect(dataRows(page, GROUPS)).toHaveCount(2);
  for (const text of await dataRows(page, GROUPS).allInnerTexts()) expect(text).toContain(DEMO_CLIENT);

  // The block-list's hosts, from its row: the timed-out one is 失败.
  await dataRows(page, GROUPS)
    .filter({ hasText: '可疑地址黑名单' })
    .getByRole('button', { name: '地址' })
    .click();
  await expect(page).toHaveURL(/#\/sap_flex_direct_host\?client_id=\d+&group_id=\d+$/);
  await tableSettled(page, HOSTS);
  const row = dataRows(page, HOSTS).filter({ hasText: FAILED_HOST });
  await expect(row).toContainText('失败');
  await expect(row).toContainText('网关下发超时，请重新下发');
  // Only a failed host may be pushed again.
  await expect(
    dataRows(page, HOSTS).filter({ hasText: '185.220.101.34' }).getByRole('button', { name: '重新下发' }),
  ).toHaveCount(0);
  await row.getByRole('button', { name: '重新下发' }).click();
  const dialog = page.getByRole('dialog', { name: '重新下发地址' });
  await expect(dialog).toContainText(`地址 ${FAILED_HOST}（${DEMO_CLIENT}）将重新下发到网关`);
  await saveRequired(dialog, '原因', '请填写变更原因', REASON);
  await expect(page.getByText('已重新下发，状态为“下发中”')).toBeVisible();
  await expect(row).toContainText('下发中');
  await expect(row.getByRole('button', { name: '重新下发' })).toHaveCount(0);

  // The gateway's minutes pass on the emulator clock: 生效 (the list polls while one is 下发中).
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 3 * 60_000 } })).ok()).toBe(true);
  await expect(row).toContainText('生效', { timeout: 10_000 });
  await expect(row).not.toContainText('网关下发超时');

  // Support's push, and the gateway's apply after it, in the gateway's API log.
  await openFromMenu(page, API_LOG, false);
  await filterByClient(page);
  const push = dataRows(page, API_LOG)
    .filter({ hasText: FAILED_HOST })
    .filter({ hasText: '下发地址' })
    .first();
  await expect(push).toContainText('运维人员');
  await expect(push).toContainText('support');
  await expect(push).toContainText('成功');
  const apply = dataRows(page, API_LOG)
    .filter({ hasText: FAILED_HOST })
    .filter({ hasText: '地址生效回执' })
    .first();
  await expect(apply).toContainText('网关');

  // The reason is in the operation log.
  await page.goto('/#/operation_log');
  await tableSettled(page, '操作日志');
  await expect(dataRows(page, '操作日志').first()).toContainText(REASON);

  // The cards and the domains' resolutions open from the menu too.
  await openFromMenu(page, '定向组成员卡');
  await filterByClient(page);
  await expect(dataRows(page, '定向组成员卡').first()).toContainText(DEMO_CLIENT);
  await openFromMenu(page, '域名解析记录');
  await filterByClient(page);
  await expect(
    dataRows(page, '域名解析记录').filter({ hasText: 'iot.zhilian-iot.cn' }).first(),
  ).toContainText('当前');
});

test('a support user without the hosts’ code has no such entry nor 地址 button, and is sent to 401', async ({
  page,
  request,
}) => {
  expect(
    (
      await request.put('/__emulator/users/support/perms', { data: { revoke: ['router_spt_sap_flex_host'] } })
    ).ok(),
  ).toBe(true);
  await signIn(page, SUPPORT, '/#/sap_flex_direct_group');
  await tableSettled(page, GROUPS);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: GROUPS, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: HOSTS, exact: true })).toHaveCount(0);
  const first = dataRows(page, GROUPS).first();
  await expect(first.getByRole('button', { name: '成员卡' })).toBeVisible();
  await expect(first.getByRole('button', { name: '地址' })).toHaveCount(0);
  await page.goto('/#/sap_flex_direct_host');
  await expect(page).toHaveURL(/#\/401$/);
});

const PAGES = [
  { path: '/sap_flex_direct_group', zh: GROUPS, en: 'Flexible directed groups' },
  { path: '/sap_flex_direct_host', zh: HOSTS, en: 'Flexible directed hosts' },
  { path: '/sap_group_card', zh: '定向组成员卡', en: 'Directed group cards' },
  { path: '/sap_host_ip', zh: '域名解析记录', en: 'Domain resolutions' },
  { path: '/sap_api_log', zh: API_LOG, en: 'Security gateway API log' },
];

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`the support security pages fit at ${size.width} px in ${lang}`, async ({ page }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, SUPPORT, '/#/sap_api_log');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      for (const p of PAGES) {
        await page.goto(`/#${p.path}`);
        const caption = lang === 'en' ? p.en : p.zh;
        await tableSettled(page, caption);
        await expect(dataRows(page, caption).first()).toBeVisible();
        await shoot(page, info, `${size.name}-${lang}-${p.path.slice(1)}`);
      }
      const failed = dataRows(page, lang === 'en' ? 'Flexible directed hosts' : HOSTS);
      await page.goto('/#/sap_flex_direct_host?status=failed');
      await failed
        .filter({ hasText: FAILED_HOST })
        .first()
        .getByRole('button', { name: lang === 'en' ? 'Push again' : '重新下发' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-repush`);
    });
  }
}
