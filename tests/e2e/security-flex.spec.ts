import { expect, settled, signIn, test } from './fixtures.ts';
import { apiGet, apiToken, DEMO, dataRows, tableSettled } from './helpers.ts';

/**
 * Flexible directed access (issue 44): a customer opens the groups from the menu, adds a host to
 * its block-list (refused first for a wildcard on an IP), sees it 下发中 and in effect once the
 * clock moves on three minutes, and puts a card of its allow-list into the block-list, which is
 * refused until moving it is ticked.
 */

test('a customer adds a host to a group and sees the gateway apply it on the clock', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '安全感知' }).click();
  await nav.getByRole('link', { name: '灵活定向组', exact: true }).click();
  await expect(page).toHaveTitle('灵活定向组 - 物联网卡管理平台');
  const groups = page.getByRole('table', { name: '灵活定向组' });
  await expect(groups.getByRole('row', { name: /设备平台白名单/ })).toContainText('白名单（仅允许）');
  await expect(groups.getByRole('row', { name: /可疑地址黑名单/ })).toContainText('黑名单（禁止）');

  // The block-list's hosts, from its row.
  await groups
    .getByRole('row', { name: /可疑地址黑名单/ })
    .getByRole('button', { name: '地址' })
    .click();
  await expect(page).toHaveURL(/#\/sap_flex_direct_host\?group_id=\d+$/);
  const CAPTION = '灵活定向地址';
  await tableSettled(page, CAPTION);
  // Three in effect and one the gateway timed out on (support may push it again, issue 50).
  await expect(dataRows(page, CAPTION)).toHaveCount(4);

  await page.getByRole('button', { name: '添加地址' }).click();
  const dialog = page.getByRole('dialog', { name: '添加地址' });
  await dialog.getByRole('combobox', { name: '定向组' }).click();
  await page.getByRole('option', { name: '可疑地址黑名单' }).click();
  await dialog.getByLabel('地址', { exact: true }).fill('45.*.10.1');
  await dialog.getByLabel('端口').fill('70000');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('通配符 * 只能用于域名，不能用于 IP 地址')).toBeVisible();
  await expect(dialog.getByText('端口须为 1 到 65535 之间的整数')).toBeVisible();
  await dialog.getByLabel('地址', { exact: true }).fill('c2.badhost.example.com');
  await dialog.getByLabel('端口').fill('4444');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('已提交地址 c2.badhost.example.com，下发中')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = dataRows(page, CAPTION).filter({ hasText: 'c2.badhost.example.com' });
  await expect(row).toContainText('下发中');
  await expect(row).toContainText('4444');

  // The gateway applies it three minutes later on the emulator clock.
  await request.put('/__emulator/clock', { data: { advance_ms: 3 * 60_000 } });
  await page.reload();
  await expect(dataRows(page, CAPTION).filter({ hasText: 'c2.badhost.example.com' })).toContainText('生效');
  const hosts = await apiGet<{ tableData: { address: string; status: string; port: string }[] }>(
    request,
    token,
    '/sap_flex_direct_host/list/',
    { address: 'c2.badhost', page_size: 10 },
  );
  expect(hosts.tableData.map((h) => [h.address, h.port, h.status])).toEqual([
    ['c2.badhost.example.com', '4444', 'active'],
  ]);
});

test('moving a card from another group must be ticked explicitly', async ({ page, request }) => {
  const token = await apiToken(request, DEMO);
  const groups = await apiGet<{ id: number; name: string }[]>(
    request,
    token,
    '/sap_flex_direct_group/options/',
    {},
  );
  const allow = groups.find((g) => g.name === '设备平台白名单')!;
  const members = await apiGet<{ tableData: { iccid: string }[] }>(request, token, '/sap_group_card/list/', {
    group_id: allow.id,
    page_size: 5,
  });
  const card = members.tableData[0]!;
  await signIn(page, DEMO, '/#/sap_group_card');
  const CAPTION = '定向组成员卡';
  await tableSettled(page, CAPTION);

  await page.getByRole('button', { name: '添加成员卡' }).click();
  const dialog = page.getByRole('dialog', { name: '添加成员卡' });
  await dialog.getByRole('combobox', { name: '定向组' }).click();
  await page.getByRole('option', { name: '可疑地址黑名单' }).click();
  await dialog.getByLabel('卡号').fill(card.iccid);
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(
    dialog.getByText(`卡 ${card.iccid} 已在定向组“设备平台白名单”中；如需移入，请勾选“移入已在其他组的卡”`),
  ).toBeVisible();
  const before = await apiGet<{ tableData: { group_name: string }[] }>(
    request,
    token,
    '/sap_group_card/list/',
    {
      number: card.iccid,
    },
  );
  expect(before.tableData.map((m) => m.group_name)).toEqual(['设备平台白名单']);

  await dialog.getByRole('switch', { name: '移入已在其他组的卡' }).click();
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('已加入 0 张卡，从其他组移入 1 张，0 张原已在该组')).toBeVisible();
  await page.getByLabel('卡号', { exact: true }).fill(card.iccid);
  await page.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION)).toHaveCount(1);
  await expect(dataRows(page, CAPTION)).toContainText('可疑地址黑名单');
});

test("a group's traffic chart counts a destination as blocked once a block host for it is in effect", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  await signIn(page, DEMO, '/#/sap_sim_chart');
  await expect(page.getByText(/^可疑地址黑名单：近 7 天放行 [\d.]+ MB，阻断 [\d.]+ MB$/)).toBeVisible();
  const top = page.getByRole('table', { name: '访问最多的目的地址' });
  const scanner = top.getByRole('row', { name: /103\.77\.192\.9:23\/TCP/ });
  // Before: the block-list does not name the telnet scanner, so none of its traffic is blocked.
  await expect(scanner.getByRole('cell').nth(3)).toHaveText(/^0 \/ [1-9]\d*$/);
  await expect(page.getByRole('table', { name: '每日流量' }).getByRole('row')).toHaveCount(8);

  const groups = await apiGet<{ id: number; name: string }[]>(
    request,
    token,
    '/sap_flex_direct_group/options/',
    {},
  );
  const block = groups.find((g) => g.name === '可疑地址黑名单')!;
  const added = await request.post('/ep/api/sap_flex_direct_host/', {
    headers: { Authorization: `JWT ${token}` },
    data: { group_id: block.id, address: '103.77.192.9', port: 23, protocol: 'tcp' },
  });
  expect((await added.json()).code).toBe(200);
  // The gateway applies it in minutes; the day that ends after it counts the scanner as blocked.
  // The page leaves the portal first: its expiring session must not log out the new one.
  await page.goto('about:blank');
  const moved = await request.put('/__emulator/clock', { data: { advance_ms: 86_400_000 } });
  expect(moved.status(), await moved.text()).toBe(200);
  // A day on, the session has expired: sign in again.
  await signIn(page, DEMO, '/#/sap_sim_chart');
  await expect(scanner.getByRole('cell').nth(3)).toHaveText(/^[1-9]\d* \/ [1-9]\d*$/);
  const chart = await apiGet<{ top: { address: string; blocked_flows: number }[] }>(
    request,
    await apiToken(request, DEMO),
    '/sap_sim_chart/',
    {
      group_id: block.id,
    },
  );
  expect(chart.top.find((d) => d.address === '103.77.192.9')!.blocked_flows).toBeGreaterThan(0);
});

for (const [lang, setting] of [
  ['zh-CN', 'chinese_simplified'],
  ['en', 'english'],
] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    test(`screenshots of the directed access pages (${lang}, ${device})`, async ({ page }, info) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('language', value), setting);
      for (const path of [
        'sap_flex_direct_group',
        'sap_flex_direct_host',
        'sap_group_card',
        'sap_sim_chart',
      ]) {
        await signIn(page, DEMO, `/#/${path}`);
        await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
        await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
        await settled(page);
        await page.screenshot({ path: info.outputPath(`${path}-${lang}-${device}.png`), fullPage: true });
      }
    });
  }
}
