import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '#contract';
import { expect, signIn, test } from './fixtures.ts';
import { apiGet, apiToken, DEMO, dataRows, SCREEN_SIZES, shoot, tableSettled } from './helpers.ts';

/**
 * Plan change (issue 42, /product_change): demo opens 套餐变更 from the menu, is refused a plan of
 * another carrier under the field, changes one card from 30MB to 500MB at 移动 now: the difference
 * (7.00) is frozen while the 套餐变更 work order waits; once the clock passes the carrier's SLA the
 * card is on the new plan and the difference charged: one ledger row of 7.00, nothing frozen for it.
 * From next month: the carrier's answer charges the difference (the ledger row on 账户台账) while the
 * card keeps its plan, 待生效 from the 1st; when the clock passes into that month (UTC+8) the card is
 * on the new plan.
 */

const CAPTION = '套餐变更';
const LEDGER = '账户台账';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHINA = 8 * HOUR;
const SMALL = '移动物联网月包 30MB';
const BIG = '移动物联网月包 500MB';

interface Header {
  client_balance: number | null;
  client_frozen: number | null;
}

interface LedgerRows {
  tableData: {
    kind: string;
    amount: string;
    balance_before: string;
    balance_after: string;
    remark: string;
  }[];
}

const setClock = async (
  request: APIRequestContext,
  body: { now?: string | number; advance_ms?: number; frozen?: boolean },
) => expect((await request.put('/__emulator/clock', { data: body })).ok()).toBe(true);

/** A 'YYYY-MM-DD HH:mm:ss' of the emulator's (UTC+8) as epoch ms. */
const chinaTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

/** The start (00:00 in UTC+8) of the month `ahead` months after the one holding `ms`. */
function monthStart(ms: number, ahead: number) {
  const local = new Date(ms + CHINA);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + ahead, 1) - CHINA;
}

/** One of demo's cards in use on the 30MB plan, with no plan change. */
async function freeCard(request: APIRequestContext, token: string): Promise<string> {
  for (let p = 1; p <= 5; p++) {
    const list = await apiGet<{ tableData: { iccid: string; plan_name: string }[] }>(
      request,
      token,
      '/card/list/',
      {
        page: p,
        page_size: 50,
        status: 'active',
      },
    );
    for (const row of list.tableData.filter((r) => r.plan_name === SMALL)) {
      const changes = await apiGet<{ total_count: number }>(request, token, '/product_change/list/', {
        page: 1,
        page_size: 5,
        number: row.iccid,
      });
      if (changes.total_count === 0) return row.iccid;
    }
  }
  throw new Error(`no card of demo’s in use on ${SMALL} without a plan change`);
}

/** The card's plan as the emulator holds it. */
async function planOf(request: APIRequestContext, token: string, iccid: string) {
  const list = await apiGet<{ tableData: { iccid: string; plan_name: string }[] }>(
    request,
    token,
    '/card/list/',
    {
      page: 1,
      page_size: 5,
      number: iccid,
    },
  );
  return list.tableData.find((r) => r.iccid === iccid)?.plan_name;
}

/** The card's own page, from the top bar's search: its heading and what it says. */
async function openCard(page: Page, iccid: string) {
  const search = page.getByRole('search');
  await search.getByPlaceholder('按完整卡号查询').fill(iccid);
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('heading', { level: 1, name: iccid })).toBeVisible();
  return page.getByRole('main');
}

/**
 * What the emulator holds once the carrier confirmed the change of `iccid` (order `orderNo`): one
 * ledger row of the order's, 7.00 off the balance and naming the card, and nothing frozen for it.
 */
async function expectChargedOnce(
  request: APIRequestContext,
  orderNo: string,
  iccid: string,
  frozenBefore: number | null,
) {
  const token = await apiToken(request, DEMO);
  const ledger = await apiGet<LedgerRows>(request, token, '/charge/account/ledger/', {
    page: 1,
    page_size: 10,
    order_no: orderNo,
  });
  expect(ledger.tableData).toHaveLength(1);
  expect(ledger.tableData[0]).toMatchObject({ kind: 'package', amount: '-7.00' });
  expect(
    Number(ledger.tableData[0]!.balance_before) - Number(ledger.tableData[0]!.balance_after),
  ).toBeCloseTo(7);
  expect(ledger.tableData[0]!.remark).toContain(iccid);
  expect((await apiGet<Header>(request, token, '/index/header/', {})).client_frozen).toBe(frozenBefore);
}

/** /product_change opened afresh (the clock moved past the last token's life): the row of `iccid`. */
async function reopenChanges(page: Page, iccid: string) {
  await page.goto('about:blank');
  await signIn(page, DEMO, '/#/product_change');
  await tableSettled(page, CAPTION);
  return dataRows(page, CAPTION).filter({ hasText: iccid });
}

test('demo changes a card’s plan now: the difference is frozen, then charged when the carrier confirms', async ({
  page,
  request,
}) => {
  await setClock(request, { frozen: true });
  // The seeded changes on their way settle first, so the balance then moves by this change alone.
  await setClock(request, { advance_ms: 7 * DAY });
  const token = await apiToken(request, DEMO);
  const iccid = await freeCard(request, token);
  const before = await apiGet<Header>(request, token, '/index/header/', {});

  await signIn(page, DEMO, '/#/home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByText('工单', { exact: true }).click();
  await menu.getByRole('link', { name: '套餐变更' }).click();
  await expect(page).toHaveURL(/#\/product_change$/);
  await tableSettled(page, CAPTION);

  // A plan of another carrier is refused under its field, and nothing is sent on.
  await page.getByRole('button', { name: '变更套餐' }).click();
  const dialog = page.getByRole('dialog', { name: '变更套餐' });
  await dialog.getByLabel('卡号', { exact: true }).fill(iccid);
  await dialog.getByRole('combobox', { name: '目标套餐' }).click();
  await page.getByRole('option', { name: /电信物联网月包 300MB/ }).click();
  await dialog.getByRole('radio', { name: '立即生效' }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText(/不能变更为该套餐/)).toBeVisible();
  await dialog.getByRole('combobox', { name: '目标套餐' }).click();
  await page.getByRole('option', { name: new RegExp(BIG) }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const mine = dataRows(page, CAPTION).filter({ hasText: iccid });
  await expect(mine).toContainText('待审核');
  await expect(mine).toContainText('冻结中');
  await expect(mine).toContainText('7.00');
  const frozen = await apiGet<Header>(request, token, '/index/header/', {});
  expect(frozen.client_balance).toBe(before.client_balance);
  expect(Math.round((frozen.client_frozen! - before.client_frozen!) * 100)).toBe(700);

  // The carrier confirms within 3 working days: a week on the clock covers them whatever the day.
  await setClock(request, { advance_ms: 7 * DAY });
  const done = await reopenChanges(page, iccid);
  await expect(done).toContainText('已变更');
  await expect(done).toContainText('已扣差价');
  // The balance moved by the difference: one ledger row of the order's, and nothing frozen for it any more.
  const [row] = (
    await apiGet<{ tableData: { order_no: string }[] }>(
      request,
      await apiToken(request, DEMO),
      '/product_change/list/',
      {
        page: 1,
        page_size: 5,
        number: iccid,
      },
    )
  ).tableData;
  await expectChargedOnce(request, row!.order_no, iccid, before.client_frozen);

  // The card's own page shows the new plan.
  await expect(await openCard(page, iccid)).toContainText(BIG);
});

test('demo changes a card’s plan from next month: charged when the carrier confirms, on the new plan when the month comes', async ({
  page,
  request,
}) => {
  await setClock(request, { frozen: true });
  // The 2nd of a month a week or more on: the seeded changes on their way have settled (the balance
  // then moves by this change alone), and the carrier answers well before the month ends.
  const start = (await (await request.get('/__emulator/clock')).json()).epoch_ms as number;
  const second = (ahead: number) => monthStart(start, ahead) + DAY + 10 * HOUR;
  const placed = second(1) - start >= 7 * DAY ? second(1) : second(2);
  await setClock(request, { now: placed });
  const token = await apiToken(request, DEMO);
  const iccid = await freeCard(request, token);
  const before = await apiGet<Header>(request, token, '/index/header/', {});

  await signIn(page, DEMO, '/#/product_change');
  await tableSettled(page, CAPTION);
  await page.getByRole('button', { name: '变更套餐' }).click();
  const dialog = page.getByRole('dialog', { name: '变更套餐' });
  await dialog.getByLabel('卡号', { exact: true }).fill(iccid);
  await dialog.getByRole('combobox', { name: '目标套餐' }).click();
  await page.getByRole('option', { name: new RegExp(BIG) }).click();
  await dialog.getByRole('radio', { name: '次月生效' }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const mine = dataRows(page, CAPTION).filter({ hasText: iccid });
  await expect(mine).toContainText('次月生效');
  await expect(mine).toContainText('待审核');
  await expect(mine).toContainText('冻结中');
  const frozen = await apiGet<Header>(request, token, '/index/header/', {});
  expect(frozen.client_balance).toBe(before.client_balance);
  expect(Math.round((frozen.client_frozen! - before.client_frozen!) * 100)).toBe(700);

  // The order's due date from the carrier's SLA (3 working days), still in the month it was placed.
  const changeOf = async (t: string) =>
    (
      await apiGet<{
        tableData: {
          order_id: number;
          order_no: string;
          effect_mode: string;
          status: string;
          money: string;
          effect_at: string;
        }[];
      }>(request, t, '/product_change/list/', { page: 1, page_size: 5, number: iccid })
    ).tableData;
  const [change] = await changeOf(token);
  expect(change).toMatchObject({ effect_mode: 'next_month', status: 'reviewing', money: 'held' });
  const order = await apiGet<{ order: { due_at: string } }>(request, token, '/work/order/detail/', {
    id: change!.order_id,
  });
  const due = chinaTime(order.order.due_at);
  expect(monthStart(due, 0)).toBe(monthStart(placed, 0));
  const next = monthStart(placed, 1);
  const nextDay = new Date(next + CHINA).toISOString().slice(0, 10);

  // The clock passes the carrier's answer (made before the due date): the difference is charged,
  // the card keeps its plan until the 1st.
  await setClock(request, { now: due });
  const waiting = await reopenChanges(page, iccid);
  await expect(waiting).toContainText('待生效');
  await expect(waiting).toContainText('已扣差价');
  await expect(waiting).toContainText(`${nextDay} 00:00:00`);
  const answered = await apiToken(request, DEMO);
  expect(await changeOf(answered)).toEqual([
    expect.objectContaining({ status: 'waiting', money: 'charged', effect_at: `${nextDay} 00:00:00` }),
  ]);
  expect(await planOf(request, answered, iccid)).toBe(SMALL);
  await expectChargedOnce(request, change!.order_no, iccid, before.client_frozen);

  // The ledger row on 账户台账, found by the order's number.
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '用户管理' }).click();
  await menu.getByRole('link', { name: LEDGER }).click();
  await tableSettled(page, LEDGER);
  await page.getByRole('search').getByLabel('关联订单号').fill(change!.order_no);
  await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, LEDGER);
  const charged = dataRows(page, LEDGER);
  await expect(charged).toHaveCount(1);
  await expect(charged).toContainText(formatMoney(-7));
  await expect(charged).toContainText('套餐');
  await expect(charged).toContainText(`套餐变更差价：${iccid} 由“${SMALL}”改为“${BIG}”`);
  await expect(await openCard(page, iccid)).toContainText(SMALL);

  // Into the next month (UTC+8): the card is on the new plan, charged once.
  await setClock(request, { now: next + HOUR });
  const done = await reopenChanges(page, iccid);
  await expect(done).toContainText('已变更');
  await expect(done).toContainText('已扣差价');
  const later = await apiToken(request, DEMO);
  expect(await changeOf(later)).toEqual([expect.objectContaining({ status: 'done', money: 'charged' })]);
  expect(await planOf(request, later, iccid)).toBe(BIG);
  await expectChargedOnce(request, change!.order_no, iccid, before.client_frozen);
  await expect(await openCard(page, iccid)).toContainText(BIG);
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`plan change fits at ${size.width} px in ${lang}, with seeded history`, async ({ page }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO, '/#/home');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      const caption = lang === 'en' ? 'Plan changes' : CAPTION;
      await page.goto('/#/product_change');
      await expect(page).toHaveTitle(new RegExp(`^${caption} - `));
      await tableSettled(page, caption);
      await expect(
        dataRows(page, caption)
          .filter({ hasText: lang === 'en' ? 'Released' : '已解冻' })
          .first(),
      ).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-list`);
      await page.getByRole('button', { name: lang === 'en' ? 'Change plan' : '变更套餐' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-form`);
    });
  }
}
