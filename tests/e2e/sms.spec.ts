import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, dataRows, tableSettled } from './helpers.ts';

/**
 * SMS: a send walked from the menu (template, live counter, check with its cost, confirmation),
 * delivered and answered on the emulator clock; a refused card; templates and signatures;
 * encrypted SMS and their reveal; a batch's failed cards re-sent; demo_sub without the codes.
 */

async function api<T>(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const response = await request.fetch(`/ep/api${path}`, {
    method: data === undefined ? 'GET' : 'POST',
    headers: { Authorization: `JWT ${token}` },
    data,
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

const advance = async (request: APIRequestContext, ms: number) =>
  expect((await request.put('/__emulator/clock', { data: { advance_ms: ms } })).ok()).toBe(true);
const freeze = async (request: APIRequestContext) =>
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);

interface Row {
  iccid: string;
  id: number;
}

/** China Mobile cards of the caller that can receive an SMS now (asked of the emulator's own check). */
async function capableCards(request: APIRequestContext, token: string, n: number) {
  const list = await api<{ tableData: Row[] }>(
    request,
    token,
    '/card/list/?status=active&carrier=cmcc&page_size=50',
  );
  const numbers = list.data.tableData.map((r) => r.iccid);
  const check = await api<{ bad_rows: { number: string }[] }>(request, token, '/sms/check/', {
    target: 'numbers',
    numbers: numbers.join('\n'),
    content: 'PING',
  });
  const refused = new Set(check.data.bad_rows.map((r) => r.number));
  return numbers.filter((n) => !refused.has(n)).slice(0, n);
}

interface RecordRow {
  direction: string;
  status: string;
  content: string;
  iccid: string;
  id: number;
}

test('demo sends a command from a template to one card; it is delivered and the device answers on the clock', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  await freeze(request);
  const [iccid] = await capableCards(request, token, 1);
  await signIn(page, DEMO, '/#/home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '短信', exact: true }).click();
  await nav.getByRole('link', { name: '短信发送' }).click();
  await expect(page).toHaveTitle('短信发送 - 物联网卡管理平台');

  // Nothing typed: the form says what it needs, and keeps the rest.
  await page.getByRole('button', { name: '校验并计算费用' }).click();
  await expect(page.getByText('请输入卡号（ICCID或MSISDN）')).toBeVisible();
  await expect(page.getByText('请输入短信内容')).toBeVisible();

  await page.getByPlaceholder('ICCID 或 MSISDN').fill(iccid!);
  // The template fills the content; its variable must be replaced.
  await page.getByLabel('短信模板').click();
  await page.getByRole('option', { name: '设置上报间隔' }).click();
  const content = page.getByRole('textbox', { name: '短信内容' });
  await expect(content).toHaveValue('设置上报间隔 ${seconds} 秒');
  await expect(page.getByRole('radio', { name: '指令' })).toBeChecked();
  await page.getByRole('button', { name: '校验并计算费用' }).click();
  await expect(page.getByText('请将模板变量 ${seconds} 替换为实际内容')).toBeVisible();
  await content.fill('设置上报间隔 60 秒');
  await expect(page.getByTestId('sms-counter')).toHaveText('11 字 · UCS-2 · 共 1 条（每条 70 字）');
  await content.fill('设'.repeat(71));
  await expect(page.getByTestId('sms-counter')).toHaveText('71 字 · UCS-2 · 共 2 条（每条 67 字）');
  await content.fill('设置上报间隔 60 秒');
  await page.getByRole('button', { name: '校验并计算费用' }).click();

  await expect(page.getByRole('heading', { name: '发送校验结果' })).toBeVisible();
  await expect(page.getByText('预计费用 ¥0.10（共 1 条短信，发送后从账户扣费）')).toBeVisible();
  await page.getByRole('button', { name: '确认发送（1 张）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/batch_sms\/detail\?task_id=\d+/);
  await tableSettled(page, '批量短信详情');

  // The step runs, the carrier reports delivery, the device answers.
  await advance(request, 20_000);
  await expect(dataRows(page, '批量短信详情').first()).toContainText('已送达');
  const records = await api<{ tableData: RecordRow[] }>(request, token, `/sms/records/?number=${iccid}`);
  expect(records.data.tableData.map((r) => [r.direction, r.status])).toEqual([
    ['mo', 'delivered'],
    ['mt', 'delivered'],
  ]);
  expect(records.data.tableData[1]!.content).toBe('设置上报间隔 60 秒');
  await nav.getByRole('link', { name: '短信发送' }).click();
  await page.getByPlaceholder('ICCID / MSISDN').fill(iccid!);
  await page.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, '短信记录');
  await expect(dataRows(page, '短信记录')).toHaveCount(2);
  await expect(dataRows(page, '短信记录').first()).toContainText('上行');
});

test('a card that cannot receive SMS is refused with its reason; nothing is sent', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  const suspended = await api<{ tableData: Row[] }>(
    request,
    token,
    '/card/list/?status=suspended&page_size=5',
  );
  const iccid = suspended.data.tableData[0]!.iccid;
  await signIn(page, DEMO, '/#/sms/send');
  await page.getByRole('radio', { name: '粘贴号码' }).check();
  await page.getByPlaceholder('每行一个 ICCID 或 MSISDN，也可用逗号、空格分隔').fill(`${iccid}\nabc`);
  await page.getByRole('textbox', { name: '短信内容' }).fill('REBOOT');
  await page.getByRole('button', { name: '校验并计算费用' }).click();
  const bad = page.getByRole('table', { name: '不可发送的卡' });
  await expect(bad.getByRole('row').filter({ hasText: iccid })).toContainText('卡状态为停机，不在服务中');
  await expect(bad.getByRole('row').filter({ hasText: 'abc' })).toContainText('号码格式错误');
  await expect(page.getByRole('button', { name: '确认发送（0 张）' })).toBeDisabled();
  // Back: what was typed is still there.
  await page.getByRole('button', { name: '返回修改' }).click();
  await expect(page.getByRole('textbox', { name: '短信内容' })).toHaveValue('REBOOT');
});

test('templates: a bad variable is refused, a new one saved, one in use cannot be deleted, an unused one can', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO, '/#/sms/template');
  await tableSettled(page, '模板');
  await page.getByRole('button', { name: '新建模板' }).click();
  const dialog = page.getByRole('dialog', { name: '新建模板' });
  await dialog.getByLabel('模板名称').fill('开启定位');
  await dialog.getByLabel('模板内容').fill('开启 GPS ${1mode}');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('变量名只能包含字母、数字和下划线，且不能以数字开头')).toBeVisible();
  await dialog.getByLabel('模板内容').fill('开启 GPS ${mode}');
  await expect(dialog.getByText('变量：${mode}')).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('模板“开启定位”已创建')).toBeVisible();
  const token = await apiToken(request, DEMO);
  const list = await api<{ tableData: { name: string; variables: string; used: number }[] }>(
    request,
    token,
    '/sms/template/list/?name=开启定位',
  );
  expect(list.data.tableData).toMatchObject([{ name: '开启定位', variables: '${mode}', used: 0 }]);

  // The seeded 设备重启 was used by SMS already.
  const used = dataRows(page, '模板').filter({ hasText: '设备重启' });
  await used.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('不能删除');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await dataRows(page, '模板').filter({ hasText: '开启定位' }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('模板“开启定位”已删除')).toBeVisible();
  const after = await api<{ total_count: number }>(request, token, '/sms/template/list/?name=开启定位');
  expect(after.data.total_count).toBe(0);
});

test('a signature applied for is approved on the clock', async ({ page, request }) => {
  await freeze(request);
  await signIn(page, DEMO, '/#/sms/template');
  await page.getByRole('tab', { name: '签名' }).click();
  await page.getByRole('button', { name: '申请签名' }).click();
  const dialog = page.getByRole('dialog', { name: '申请签名' });
  await dialog.getByLabel('签名名称').fill('【智联】');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('签名须为2-12个汉字、字母或数字')).toBeVisible();
  await dialog.getByLabel('签名名称').fill('智联售后');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('签名“智联售后”已提交审核')).toBeVisible();
  const row = dataRows(page, '签名').filter({ hasText: '智联售后' });
  await expect(row).toContainText('审核中');
  await advance(request, 31 * 60_000);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(row).toContainText('已通过');
});

test('an encrypted SMS is listed masked and revealed; demo_sub has neither the reveal nor the signature', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  await freeze(request);
  const [iccid] = await capableCards(request, token, 1);
  await signIn(page, DEMO, '/#/sms/send');
  await page.getByPlaceholder('ICCID 或 MSISDN').fill(iccid!);
  await page.getByRole('textbox', { name: '短信内容' }).fill('SET KEY 8a7b6c');
  await page.getByRole('switch', { name: '加密发送（内容加密存储，记录中不显示原文）' }).click();
  await page.getByRole('button', { name: '校验并计算费用' }).click();
  await page.getByRole('button', { name: '确认发送（1 张）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/batch_sms\/detail/);
  await advance(request, 20_000);
  await page.goto(`/#/sms/send?number=${iccid}&direction=mt`);
  await tableSettled(page, '短信记录');
  const row = dataRows(page, '短信记录').first();
  await expect(row).toContainText('******');
  await row.getByRole('button', { name: '查看内容' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('SET KEY 8a7b6c');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  // The reveal is in the card's operation log.
  const id = (
    await api<{ tableData: RecordRow[] }>(request, token, `/sms/records/?number=${iccid}&direction=mt`)
  ).data.tableData[0]!;
  const detail = await api<{ card_id: number }>(
    request,
    token,
    `/card/get_id/?number=${iccid}&num_type=iccid`,
  );
  const ops = await api<{ tableData: { action: string }[] }>(
    request,
    token,
    `/card/operations/?card_id=${detail.data.card_id}`,
  );
  expect(ops.data.tableData.map((o) => o.action)).toContain('sms_reveal');
  expect(id.content).toBe('******');

  // demo_sub lacks func_sms_sign and func_sms_encrypt_view: no button to apply, 599 on the reveal.
  await page.context().clearCookies();
  await signIn(page, DEMO_SUB, '/#/sms/template');
  await page.reload();
  await page.getByRole('tab', { name: '签名' }).click();
  await expect(page.getByRole('button', { name: '申请签名' })).toHaveCount(0);
  const sub = await apiToken(request, DEMO_SUB);
  expect((await api(request, sub, '/sms/reveal/', { id: id.id })).code).toBe(599);
});

test('a batch with a failed card is re-sent from the batch list; the new batch delivers it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO);
  await freeze(request);
  const [a, b] = await capableCards(request, token, 2);
  const net = async (kind: 'net_off' | 'net_on') => {
    const check = await api<{ task_id: number }>(request, token, '/batch/check/', {
      kind,
      numbers: b,
      functions: ['sms'],
    });
    expect((await api(request, token, '/batch/start/', { task_id: check.data.task_id })).code).toBe(200);
  };
  // Sent to two cards; the second loses its SMS function before delivery, so its SMS fails.
  const check = await api<{ task_id: number }>(request, token, '/sms/check/', {
    target: 'numbers',
    numbers: `${a}\n${b}`,
    content: 'REBOOT',
  });
  expect((await api(request, token, '/sms/start/', { task_id: check.data.task_id })).code).toBe(200);
  await advance(request, 2_000);
  await net('net_off');
  // The 断网 step runs before the SMS's delivery report is due, then the report comes.
  await advance(request, 1_500);
  await advance(request, 20_000);
  // SMS back on: the re-send reaches it.
  await net('net_on');
  await advance(request, 1_500);

  await signIn(page, DEMO, '/#/batch_sms');
  await tableSettled(page, '批量短信');
  const row = dataRows(page, '批量短信').filter({ hasText: 'REBOOT' }).first();
  await expect(row).toContainText('部分失败');
  await row.getByRole('button', { name: '重发失败' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('失败的 1 张卡');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: '发送校验结果' })).toBeVisible();
  await page.getByRole('button', { name: '确认发送（1 张）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/batch_sms\/detail\?task_id=\d+/);
  await advance(request, 20_000);
  await expect(dataRows(page, '批量短信详情')).toHaveCount(1);
  await expect(dataRows(page, '批量短信详情').first()).toContainText(b!);
  await expect(dataRows(page, '批量短信详情').first()).toContainText('已送达');
  const batches = await api<{ tableData: { source: string; delivered: number; status: string }[] }>(
    request,
    token,
    '/batch_sms/list/',
  );
  expect(batches.data.tableData[0]).toMatchObject({
    source: `批次 ${check.data.task_id} 的失败卡`,
    delivered: 1,
    status: 'done',
  });
});
