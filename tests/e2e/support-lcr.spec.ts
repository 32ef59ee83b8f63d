import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiGet, apiToken, DEMO, dataRows, SCREEN_SIZES, SUPPORT, shoot, tableSettled } from './helpers.ts';

/**
 * /batch_task/O_LCR (限速恢复, issue 46): support lifts the speed limit of three of demo's cards, one
 * not limited and refused with its reason, and watches the task finish; demo's card list then says
 * 不限速 for the two, and /remote_reroot lists their resumes.
 */

const DEMO_CLIENT = '深圳市智联物联科技有限公司';
const CAPTION = '限速复机';

interface CardRow {
  iccid: string;
  status: string;
  speed_state: 'normal' | 'limited';
}

/** Two of demo's cards the carrier slows down now, and one in service that it does not. */
async function demoCards(request: APIRequestContext) {
  const token = await apiToken(request, DEMO);
  const limited: string[] = [];
  let free: string | undefined;
  for (let page = 1; page <= 80 && (limited.length < 2 || !free); page++) {
    const { tableData } = await apiGet<{ tableData: CardRow[] }>(request, token, '/card/list/', {
      status: 'active',
      page_size: 50,
      page,
    });
    if (tableData.length === 0) break;
    for (const card of tableData) {
      if (card.speed_state === 'limited' && limited.length < 2) limited.push(card.iccid);
      if (card.speed_state === 'normal') free ??= card.iccid;
    }
  }
  expect(limited).toHaveLength(2);
  return { limited, free: free! };
}

test('support lifts the speed limit of three of demo’s cards, one refused as not limited; demo’s list and /remote_reroot follow', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  const { limited, free } = await demoCards(request);

  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('link', { name: CAPTION }).click();
  await expect(page).toHaveURL(/#\/batch_task\/O_LCR$/);
  await tableSettled(page, CAPTION);
  // The seeded history: an earlier lift for demo, one card refused.
  await expect(dataRows(page, CAPTION).filter({ hasText: DEMO_CLIENT }).first()).toContainText('部分失败');

  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page).toHaveURL(/#\/add_support_task\?kind=O_LCR$/);
  const dialog = page.getByRole('dialog', { name: CAPTION });
  await dialog.getByRole('combobox', { name: '客户', exact: true }).fill('智联物联科技');
  await page.getByRole('option', { name: new RegExp(DEMO_CLIENT) }).click();
  await dialog.getByRole('textbox', { name: '卡号' }).fill([...limited, free].join('\n'));
  // No reason: refused under its field, nothing checked.
  await dialog.getByRole('button', { name: '校验' }).click();
  await expect(dialog.getByText('请填写解除限速的原因')).toBeVisible();
  await dialog.getByRole('textbox', { name: '原因' }).fill('客户已购买加油包');
  await dialog.getByRole('button', { name: '校验' }).click();

  await expect(page.getByRole('heading', { name: `${CAPTION}：校验结果` })).toBeVisible();
  const figure = (name: string) => page.locator('dl > div').filter({ hasText: name }).getByRole('definition');
  await expect(figure('总行数')).toHaveText('3');
  await expect(figure('可执行')).toHaveText('2');
  await expect(figure('未通过')).toHaveText('1');
  const refused = page.getByRole('table', { name: '未通过校验的行' });
  await expect(refused).toContainText(free);
  await expect(refused).toContainText('该卡当前未限速，无需解除限速');

  await page.getByRole('button', { name: '执行（2 行）' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `将为客户“${DEMO_CLIENT}”执行${CAPTION}：2 行可执行，1 行未通过将不执行。`,
  );
  await confirm.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/#\/batch_task\/O_LCR$/);
  const row = dataRows(page, CAPTION).first();
  await expect(row).toContainText(/运行中|排队中/);
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
  await expect(row).toContainText('部分失败');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  // /remote_reroot lists each lifted card's resume, from the lift.
  await nav.getByRole('link', { name: '远程复机查询' }).click();
  const main = page.getByRole('main');
  for (const iccid of limited) {
    await main.getByRole('textbox', { name: 'ICCID' }).fill(iccid);
    await main.getByRole('button', { name: '搜索' }).click();
    await tableSettled(page, '远程复机查询');
    await expect(dataRows(page, '远程复机查询').first()).toContainText('解除达量限速');
    await expect(dataRows(page, '远程复机查询').first()).toContainText('support');
  }

  // demo's card list: the two lifted cards are at full speed; the refused one is as it was.
  await page.goto('about:blank');
  for (const iccid of limited) {
    await signIn(page, DEMO, `/#/card/list?number=${iccid}`);
    await tableSettled(page, '卡列表');
    await expect(dataRows(page, '卡列表')).toHaveCount(1);
    await expect(dataRows(page, '卡列表')).toContainText('不限速');
    await page.goto('about:blank');
  }
});

test('in English, and a support user lacking router_spt_limit_control_resume sees neither the entry nor the kind, and gets 599', async ({
  page,
  request,
}, info) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, SUPPORT, '/#/batch_task/O_LCR');
  const caption = 'Limit-control resume';
  await tableSettled(page, caption);
  await expect(dataRows(page, caption).first()).toContainText('Partly failed');
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await shoot(page, info, `lcr-list-en-${size.name}`);
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: caption });
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeVisible();
  await shoot(page, info, 'lcr-form-en-desktop');

  expect(
    (
      await request.put('/__emulator/users/support/perms', {
        data: { revoke: ['router_spt_limit_control_resume'] },
      })
    ).ok(),
  ).toBe(true);
  await page.goto('about:blank');
  await signIn(page, SUPPORT, '/#/add_support_task');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Remote resume query' })).toBeVisible();
  await expect(nav.getByRole('link', { name: caption })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Assign cards to sub-clients' })).toBeVisible();
  await expect(page.getByRole('radio', { name: caption })).toHaveCount(0);
  await page.goto('/#/batch_task/O_LCR');
  await expect(page).toHaveURL(/#\/401$/);
  const token = await apiToken(request, SUPPORT);
  const check = await (
    await request.post('/ep/api/support/task/check/', {
      headers: { Authorization: `JWT ${token}` },
      data: { kind: 'O_LCR', client_id: 1, reason: 'x', numbers: ['89860000000000000000'] },
    })
  ).json();
  expect(check.code).toBe(599);
});

test('screenshots of the page and the check in Chinese', async ({ page }, info) => {
  await signIn(page, SUPPORT, '/#/batch_task/O_LCR');
  await tableSettled(page, CAPTION);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await shoot(page, info, `lcr-list-zh-${size.name}`);
  }
  await page.getByRole('button', { name: '新建任务' }).click();
  await expect(page.getByRole('dialog', { name: CAPTION })).toBeVisible();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await shoot(page, info, `lcr-form-zh-${size.name}`);
  }
});
