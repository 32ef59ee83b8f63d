import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, tableSettled } from './helpers.ts';

/**
 * Strategy management: switching policies of multi-carrier cards written in the page, a policy
 * distributed to a card (pending until the card attaches on the emulator clock, then applied) and
 * the switch it causes in the card's detail.
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

interface PolicyRow {
  id: number;
  name: string;
  mode: string;
  enabled: boolean;
  blacklist: string[];
  threshold_dbm: number | null;
}

const policies = async (request: APIRequestContext, token: string) =>
  (await api<{ tableData: PolicyRow[] }>(request, token, '/oc_card/policy/?page_size=50')).data.tableData;

test('demo creates, copies, edits, disables and deletes a switching policy', async ({ page, request }) => {
  const token = await apiToken(request, DEMO);
  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '策略管理' }).click();
  await nav.getByRole('link', { name: '切换策略配置' }).click();
  await expect(page).toHaveTitle('切换策略配置 - 物联网卡管理平台');
  await tableSettled(page, '切换策略配置');
  await expect(dataRows(page, '切换策略配置').first()).toContainText('系统默认策略');

  await page.getByRole('button', { name: '新建策略' }).click();
  const dialog = page.getByRole('dialog', { name: '新建策略' });
  await dialog.getByLabel('策略名称').fill('测'.repeat(33));
  await dialog.getByRole('combobox', { name: '切换模式' }).click();
  await page.getByRole('option', { name: '弱信号切换' }).click();
  await dialog.getByLabel('信号阈值（dBm）').fill('-20');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('策略名称不能超过32个字符')).toBeVisible();
  await expect(dialog.getByText('信号阈值须为 -130 到 -70 dBm 的整数')).toBeVisible();
  // What was typed stays; fixed, the policy is saved.
  await expect(dialog.getByLabel('信号阈值（dBm）')).toHaveValue('-20');
  await dialog.getByLabel('策略名称').fill('冷库弱信号');
  await dialog.getByLabel('信号阈值（dBm）').fill('-105');
  await dialog.getByRole('checkbox', { name: '中国联通' }).check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('策略“冷库弱信号”已创建')).toBeVisible();
  const created = dataRows(page, '切换策略配置').filter({ hasText: '冷库弱信号' });
  await expect(created).toContainText('信号低于 -105 dBm');
  expect((await policies(request, token)).find((p) => p.name === '冷库弱信号')).toMatchObject({
    mode: 'weak_signal',
    threshold_dbm: -105,
    blacklist: ['cucc'],
    enabled: true,
  });

  // Copy it: a disabled copy; edit the copy's name.
  await created.getByRole('button', { name: '复制' }).click();
  await expect(page.getByText('已复制为“冷库弱信号-副本”（已禁用）')).toBeVisible();
  const copy = dataRows(page, '切换策略配置').filter({ hasText: '冷库弱信号-副本' });
  await expect(copy).toContainText('禁用');
  await copy.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑策略' });
  await edit.getByLabel('策略名称').fill('冷库备用');
  await edit.getByRole('button', { name: '保存' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('策略“冷库备用”已保存')).toBeVisible();

  // Disable the first; delete the copy.
  await created.getByRole('button', { name: '禁用' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('策略“冷库弱信号”已禁用')).toBeVisible();
  const spare = dataRows(page, '切换策略配置').filter({ hasText: '冷库备用' });
  await spare.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('策略“冷库备用”已删除')).toBeVisible();
  const after = await policies(request, token);
  expect(after.find((p) => p.name === '冷库弱信号')?.enabled).toBe(false);
  expect(after.some((p) => p.name === '冷库备用' || p.name === '冷库弱信号-副本')).toBe(false);
});

test('demo distributes a policy to a card: pending, applied at its attach, and the switch in its detail', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const cards = (
    await api<{ tableData: { id: number; eid: string | null; status: string }[] }>(
      request,
      token,
      '/card/list/?page_size=50&status=active',
    )
  ).data.tableData;
  const card = cards.find((c) => c.eid !== null)!;
  const info = (
    await api<{ profiles: { carrier: string; online: boolean }[] }>(
      request,
      token,
      `/oc_card/card/?card_id=${card.id}`,
    )
  ).data;
  const online = info.profiles.find((p) => p.online)!.carrier;
  // The policy blacklists the carrier the card is on: applied, it moves the card.
  const made = await api<{ id: number }>(request, token, '/oc_card/policy/', {
    method: 'POST',
    data: {
      name: '避开当前网络',
      mode: 'best_signal',
      priority: ['cmcc', 'cucc', 'ctcc'],
      blacklist: [online],
    },
  });
  expect(made.code).toBe(200);

  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '策略管理' }).click();
  await nav.getByRole('link', { name: '策略下发' }).click();
  await expect(page).toHaveURL(/#\/oc_card\/distribute$/);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: '卡号', exact: true }).first().fill(card.eid!);
  await page.getByRole('button', { name: '校验' }).click();
  await expect(page.getByRole('alert')).toHaveText('请选择要下发的切换策略');
  await main.getByRole('combobox', { name: '切换策略' }).click();
  await page.getByRole('option', { name: '避开当前网络' }).click();
  await page.getByRole('button', { name: '校验' }).click();
  await expect(page.getByRole('heading', { name: '校验结果：策略下发' })).toBeVisible();
  await page.getByRole('button', { name: '确认执行（1 张）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/^任务 \d+ 已创建/)).toBeVisible();

  // The task runs on the clock; the card waits for its attach.
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
  await page.getByRole('button', { name: '搜索' }).click();
  const logRow = dataRows(page, '下发记录').filter({ hasText: card.eid! });
  await expect(logRow).toContainText('待生效');
  await expect(logRow).toContainText('避开当前网络');
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 11 * 60_000 } })).ok()).toBe(true);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(logRow).toContainText('已生效');

  // The card's detail: the policy, another profile online, and the switch with its reason.
  await page.goto(`/#/card/detail?card_id=${card.id}`);
  await page.getByRole('tab', { name: '多网卡' }).click();
  const profiles = page.getByRole('region', { name: '运营商档案' });
  await expect(profiles).toContainText('避开当前网络');
  const after = (
    await api<{ profiles: { carrier: string; online: boolean }[]; policy: { name: string } }>(
      request,
      token,
      `/oc_card/card/?card_id=${card.id}`,
    )
  ).data;
  expect(after.policy.name).toBe('避开当前网络');
  expect(after.profiles.find((p) => p.online)!.carrier).not.toBe(online);
  await tableSettled(page, '切换记录');
  await expect(dataRows(page, '切换记录').first()).toContainText('策略生效');
});

test('demo_sub has no strategy pages: hidden in the menu, 599 from the API', async ({ page, request }) => {
  const token = await apiToken(request, DEMO_SUB);
  expect((await api(request, token, '/oc_card/policy/')).code).toBe(599);
  await signIn(page, DEMO_SUB, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('button', { name: '策略管理' })).toHaveCount(0);
  await page.goto('/#/oc_card/config');
  await expect(page).toHaveURL(/#\/401/);
});
