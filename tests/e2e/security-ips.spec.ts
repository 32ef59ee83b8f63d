import { expect, signIn, test } from './fixtures.ts';
import { apiGet, apiToken, DEMO, dataRows, tableSettled } from './helpers.ts';

/**
 * Intrusion events (/sap_ips, issue 44): a customer opens them from the menu, finds the telnet
 * scan of its block-list's suspect card still only alerted, blocks its destination (a block host
 * of that group, 下发中), and once the clock has moved a day sees the card's traffic there counted
 * as blocked in the group's chart and the day's new event as 阻断.
 */
test('a customer blocks an intrusion event’s destination and its later traffic there is blocked', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '安全感知' }).click();
  await nav.getByRole('link', { name: '入侵防护事件', exact: true }).click();
  await expect(page).toHaveTitle('入侵防护事件 - 物联网卡管理平台');
  const CAPTION = '入侵防护事件';
  await tableSettled(page, CAPTION);

  await page.getByRole('combobox', { name: '事件类型' }).click();
  await page.getByRole('option', { name: '扫描' }).click();
  await page.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, CAPTION);
  const alerted = dataRows(page, CAPTION)
    .filter({ hasText: '103.77.192.9:23' })
    .filter({ hasText: '可疑地址黑名单' })
    .filter({ hasText: '未处理' })
    .first();
  await expect(alerted).toContainText('告警');
  const iccid = (await alerted.getByRole('cell').nth(1).textContent())!.trim();

  await alerted.getByRole('button', { name: '阻断目的地' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('在定向组“可疑地址黑名单”中添加阻断地址 103.77.192.9:23？');
  await confirm.getByRole('button', { name: '阻断目的地' }).click();
  await expect(page.getByText('已在定向组“可疑地址黑名单”中添加阻断地址，下发中')).toBeVisible();

  // A day on: the gateway applied the host minutes after it was sent; the day's traffic is blocked.
  // The page leaves the portal first: its expiring session must not log out the new one.
  await page.goto('about:blank');
  const moved = await request.put('/__emulator/clock', { data: { advance_ms: 86_400_000 } });
  expect(moved.status(), await moved.text()).toBe(200);
  // A day on, the session has expired: sign in again.
  await signIn(page, DEMO, '/#/sap_sim_chart');
  const scanner = page.getByRole('table', { name: '访问最多的目的地址' }).getByRole('row', {
    name: /103\.77\.192\.9:23\/TCP/,
  });
  await expect(scanner.getByRole('cell').nth(3)).toHaveText(/^[1-9]\d* \/ [1-9]\d*$/);

  await page.goto('/#/sap_ips');
  await page.getByLabel('卡号', { exact: true }).fill(iccid);
  await page.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, CAPTION);
  const latest = dataRows(page, CAPTION).filter({ hasText: '103.77.192.9:23' }).first();
  await expect(latest).toContainText('阻断');
  const events = await apiGet<{ tableData: { destination: string; action: string; status: string }[] }>(
    request,
    await apiToken(request, DEMO),
    '/sap_ips/list/',
    { number: iccid, category: 'scan', page_size: 50 },
  );
  expect(events.tableData[0]).toMatchObject({ destination: '103.77.192.9:23', action: 'block' });
  expect(events.tableData.some((e) => e.action === 'alert' && e.status === 'handled')).toBe(true);
});
