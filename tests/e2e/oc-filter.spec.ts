import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows } from './helpers.ts';

/**
 * /oc_card/distribute by the card list's filter: the user chooses status, carrier and a number,
 * sees how many cards (and multi-carrier cards) match, checks, runs, and follows the cards in
 * the distribution log (待生效, then 已生效 on the emulator clock).
 */

async function api<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  init: { method?: string; data?: unknown } = {},
) {
  const response = await request.fetch(`/ep/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `JWT ${token}` },
    data: init.data,
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

const CARRIER_NAMES: Record<string, string> = { cmcc: '中国移动', cucc: '中国联通', ctcc: '中国电信' };

test('demo distributes a policy to the cards of a filter: the count, the check, the log', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const cards = (
    await api<{ tableData: { id: number; iccid: string; eid: string | null; carrier: string }[] }>(
      request,
      token,
      '/card/list/?page_size=50&status=active',
    )
  ).data.tableData;
  const card = cards.find((c) => c.eid !== null)!;
  const made = await api<{ id: number }>(request, token, '/oc_card/policy/', {
    method: 'POST',
    data: { name: '筛选下发策略', mode: 'priority', priority: ['ctcc', 'cmcc', 'cucc'], blacklist: [] },
  });
  expect(made.code).toBe(200);

  await signIn(page, DEMO, '/#/oc_card/distribute');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: '切换策略' }).click();
  await page.getByRole('option', { name: '筛选下发策略' }).click();
  await main.getByRole('tab', { name: '按筛选条件' }).click();
  const panel = main.getByRole('tabpanel', { name: '按筛选条件' });
  await panel.getByRole('combobox', { name: '卡状态' }).click();
  await page.getByRole('option', { name: '正使用', exact: true }).click();
  await panel.getByRole('combobox', { name: '运营商' }).click();
  await page.getByRole('option', { name: CARRIER_NAMES[card.carrier]!, exact: true }).click();
  await panel.getByRole('textbox', { name: '卡号', exact: true }).fill(card.iccid);
  await expect(panel.getByRole('status')).toHaveText('匹配 1 张卡，其中多网卡 1 张');

  await page.getByRole('button', { name: '校验' }).click();
  await expect(page.getByRole('heading', { name: '校验结果：策略下发' })).toBeVisible();
  await page.getByRole('button', { name: '确认执行（1 张）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/^任务 \d+ 已创建/)).toBeVisible();

  expect((await request.put('/__emulator/clock', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
  await page.getByRole('button', { name: '搜索' }).click();
  // This run's row: the card may be in the seeded distribution of another policy too.
  const logRow = dataRows(page, '下发记录')
    .filter({ hasText: card.iccid })
    .filter({ hasText: '筛选下发策略' });
  await expect(logRow).toContainText('待生效');
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 11 * 60_000 } })).ok()).toBe(true);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(logRow).toContainText('已生效');
  const info = (await api<{ policy: { name: string } }>(request, token, `/oc_card/card/?card_id=${card.id}`))
    .data;
  expect(info.policy.name).toBe('筛选下发策略');
});
