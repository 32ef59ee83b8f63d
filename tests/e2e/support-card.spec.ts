import ExcelJS from 'exceljs';
import { formatMoney } from '#contract';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, SUPPORT, tableSettled, uploadFile } from './helpers.ts';

/**
 * The support side's cards, operation log and client detail, as support and demo see them: support
 * finds demo's card by its IMSI and stops it with a reason; demo reads that reason in the card's
 * history; the operation log holds the stop and demo's own last write; demo's client detail shows
 * the figures demo's own header and /charge/account show.
 */

const DEMO_CLIENT = '深圳市智联物联科技有限公司';
const REASON = '客户来电要求停机，工单 SR-20251015-07';

test.use({ viewport: { width: 1440, height: 900 } });

test('support stops a demo card found by IMSI with a reason; demo sees it; the log and client detail agree', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await apiToken(request, DEMO)}` };
  const get = async <T>(path: string) => {
    const body = await (await request.get(`/ep/api${path}`, { headers })).json();
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data as T;
  };
  const active = (
    await get<{ tableData: { id: number; iccid: string; imsi: string }[] }>(
      '/card/list/?status=active&page_size=5',
    )
  ).tableData;
  const [card, other] = active;
  // demo's own last write: it stops another of its cards itself.
  const own = await (
    await request.post('/ep/api/card/action/sor/', {
      headers,
      data: { card_ids: [other!.id], action: 'stop' },
    })
  ).json();
  expect(own.code).toBe(200);

  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const main = page.getByRole('main');
  await nav.getByRole('link', { name: '单卡查询' }).click();
  await expect(page).toHaveURL(/#\/card(\?|$)/);
  await main.getByRole('textbox', { name: '卡号' }).fill(card!.imsi);
  await main.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, '单卡查询');
  const rows = dataRows(page, '单卡查询');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(card!.iccid);
  await expect(rows.first()).toContainText(DEMO_CLIENT);

  await rows.first().getByRole('button', { name: '变更状态' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(card!.iccid);
  await dialog.getByRole('radio', { name: '停机' }).check();
  // A reason left empty is refused under its field, and nothing is sent.
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写变更原因')).toBeVisible();
  await dialog.getByRole('textbox', { name: '原因' }).fill(REASON);
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`卡 ${card!.iccid} 的状态已变更`)).toBeVisible();
  await tableSettled(page, '单卡查询');
  await expect(rows.first()).toContainText('停机');

  // The operation log: support's stop first, with its reason and demo's client; demo's own write.
  await nav.getByRole('link', { name: '操作日志' }).click();
  await tableSettled(page, '操作日志');
  const log = dataRows(page, '操作日志');
  await expect(log.first()).toContainText('POST /support/card/change_status/');
  await expect(log.first()).toContainText(REASON);
  await expect(log.first()).toContainText(DEMO_CLIENT);
  await expect(log.first()).toContainText('运维登录');
  await main.getByRole('textbox', { name: '操作人' }).fill('demo');
  await main.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/username=demo/);
  await tableSettled(page, '操作日志');
  await expect(log.first()).toContainText('POST /card/action/sor/');
  await expect(log.first()).toContainText(`card_ids=${other!.id} action=stop`);
  await expect(log.first()).toContainText('客户登录');

  // demo's client detail, opened from /client: the account as demo's own pages show it.
  const account = (
    await get<{ account: { balance: string; frozen: string; available: string } }>(
      '/charge/account/ledger/?page_size=10',
    )
  ).account;
  const headerBalance = (await get<{ client_balance: number }>('/index/header/')).client_balance;
  await nav.getByRole('link', { name: '客户管理' }).click();
  await tableSettled(page, '客户管理');
  await main.getByRole('link', { name: DEMO_CLIENT, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_CLIENT })).toBeVisible();
  const figures = main.getByRole('definition');
  const figure = (label: string) =>
    main.locator('dl div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figures.first()).toBeVisible();
  await expect(figure('账户余额')).toContainText(formatMoney(headerBalance));
  await expect(figure('账户余额')).toContainText(formatMoney(account.balance));
  await expect(figure('冻结金额')).toContainText(formatMoney(account.frozen));
  await expect(figure('可用余额')).toContainText(formatMoney(account.available));

  // demo, logged in, reads support's reason in the card's status history.
  await signIn(page, DEMO, `/#/card/detail/${card!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: card!.iccid })).toBeVisible();
  await page.getByRole('tab', { name: '状态记录' }).click();
  await tableSettled(page, '状态变更记录');
  const history = dataRows(page, '状态变更记录');
  await expect(history.first()).toContainText(REASON);
  await expect(history.first()).toContainText('运维变更');
  await expect(history.first()).toContainText('support');
});

test("support resumes a stopped card from the card's detail page; demo's own detail has no such button", async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await apiToken(request, DEMO)}` };
  const body = await (
    await request.get('/ep/api/card/list/?status=suspended&page_size=5', { headers })
  ).json();
  expect(body.code).toBe(200);
  const card = (body.data as { tableData: { id: number; iccid: string; client_name: string }[] })
    .tableData[0]!;
  const reason = '客户已缴清欠费，申请复机';

  await signIn(page, SUPPORT, `/#/card/detail/${card.id}`);
  const header = page.getByRole('heading', { level: 1, name: card.iccid });
  await expect(header).toBeVisible();
  await expect(page.getByRole('main')).toContainText(card.client_name);
  await page.getByRole('button', { name: '变更状态' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(card.iccid);
  await dialog.getByRole('radio', { name: '正使用' }).check();
  await dialog.getByRole('textbox', { name: '原因' }).fill(reason);
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`卡 ${card.iccid} 的状态已变更`)).toBeVisible();
  // The header's status follows, and the history holds the reason.
  await expect(page.getByRole('main').getByText('正使用').first()).toBeVisible();
  await page.getByRole('tab', { name: '状态记录' }).click();
  await tableSettled(page, '状态变更记录');
  await expect(dataRows(page, '状态变更记录').first()).toContainText(reason);

  // The database holds it: demo's API reads the card in use.
  const after = await (await request.get(`/ep/api/card/detail/?card_id=${card.id}`, { headers })).json();
  expect(after.data.status).toBe('active');

  // demo's own card detail is the customer's: no support button. (The same hash URL would not
  // load the page again: leave it first.)
  await page.goto('about:blank');
  await signIn(page, DEMO, `/#/card/detail/${card.id}`);
  await expect(page.getByRole('heading', { level: 1, name: card.iccid })).toBeVisible();
  await expect(page.getByRole('tab', { name: '状态记录' })).toBeVisible();
  await expect(page.getByRole('button', { name: '变更状态' })).toHaveCount(0);
});

test('support without router_spt_operation_log and router_spt_change_status sees neither the entry nor the controls, and gets 599', async ({
  page,
  request,
}) => {
  const revoked = await request.put('/__emulator/users/support/perms', {
    data: { revoke: ['router_spt_operation_log', 'router_spt_change_status'] },
  });
  expect(revoked.ok()).toBe(true);
  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '单卡查询' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '操作日志' })).toHaveCount(0);
  await page.goto('/#/operation_log');
  await expect(page).toHaveURL(/#\/401$/);

  // The card list keeps its rows, without the change-status button; so does a card's detail.
  await page.goto('/#/card');
  await tableSettled(page, '单卡查询');
  const first = dataRows(page, '单卡查询').first();
  await expect(first).toBeVisible();
  await expect(first.getByRole('button', { name: '变更状态' })).toHaveCount(0);
  const link = first.getByRole('link').first();
  const iccid = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: iccid })).toBeVisible();
  await expect(page.getByRole('button', { name: '变更状态' })).toHaveCount(0);

  // The API refuses both with 599.
  const headers = { Authorization: `JWT ${await apiToken(request, SUPPORT)}` };
  const log = await (await request.get('/ep/api/support/_list/operation_log/', { headers })).json();
  expect(log.code).toBe(599);
  const change = await (
    await request.post('/ep/api/support/card/change_status/', {
      headers,
      data: { card_id: 1, status: 'suspended', reason: '测试' },
    })
  ).json();
  expect(change.code).toBe(599);
});

test('support looks up a file of numbers across clients; a file of another template is refused where it was chosen', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await apiToken(request, SUPPORT)}` };
  const get = async (path: string) => {
    const body = await (await request.get(`/ep/api${path}`, { headers })).json();
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data.tableData;
  };
  // A card of each of two clients (the list holds sub-clients too: a main client's filter spans its tree).
  const clients = (await get('/support/_list/client/?page_name=client_manage&page_size=50')) as {
    id: number;
  }[];
  const cardOf = async (clientId: number) =>
    (
      (await get(`/support/_list/card/?client_id=${clientId}&page_size=5`)) as {
        iccid: string;
        client_name: string;
      }[]
    )[0];
  const first = (await cardOf(clients[0]!.id))!;
  let second: typeof first | undefined;
  for (const client of clients.slice(1)) {
    second = await cardOf(client.id);
    if (second && second.client_name !== first.client_name) break;
  }
  if (!second || second.client_name === first.client_name) throw new Error('no second client with cards');
  const xlsx = async (rows: string[][]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, SUPPORT, '/#/card_status');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Import a file' }).click();
  await expect(main.getByRole('link', { name: 'Download the import template' })).toHaveAttribute(
    'href',
    /\/ep\/api\/batch\/template\/\?template=card_numbers&lang=en$/,
  );
  // Nothing chosen yet.
  await main.getByRole('button', { name: 'Look up' }).click();
  await expect(main.getByRole('alert')).toHaveText('Choose the file to import');

  await uploadFile(page, {
    name: 'sub-clients.xlsx',
    mimeType: XLSX,
    buffer: await xlsx([
      ['Customer name', 'Login name'],
      ['East branch', 'east'],
    ]),
  });
  await main.getByRole('button', { name: 'Look up' }).click();
  await expect(main.getByRole('alert')).toContainText('The header row is not that of the template');
  await expect(main.getByRole('table')).toHaveCount(0);

  await main.getByRole('button', { name: /^Remove / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await uploadFile(page, {
    name: 'numbers.xlsx',
    mimeType: XLSX,
    buffer: await xlsx([['Card number'], [first.iccid], [second.iccid], ['89860000000000000000']]),
  });
  await main.getByRole('button', { name: 'Look up' }).click();
  await expect(main.getByText('Numbers looked up: 3; cards found: 2; not found: 1')).toBeVisible();
  const table = main.getByRole('table', { name: 'Card status results' });
  await expect(table.getByRole('columnheader', { name: 'Client' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: first.iccid })).toContainText(first.client_name);
  await expect(table.getByRole('row').filter({ hasText: second.iccid })).toContainText(second.client_name);
  await expect(main.getByRole('alert')).toHaveCount(0);
});
