import { expect, signIn, test } from './fixtures.ts';
import { apiGet, apiToken, DEMO, dataRows, SCREEN_SIZES, shoot, tableSettled } from './helpers.ts';

/**
 * Plan change (issue 42, /product_change): demo opens 套餐变更 from the menu, is refused a plan of
 * another carrier under the field, changes one card from 30MB to 500MB at 移动 now: the difference
 * (7.00) is frozen while the 套餐变更 work order waits; once the clock passes the carrier's SLA the
 * card is on the new plan and the difference charged: one ledger row of 7.00, nothing frozen for it.
 */

const CAPTION = '套餐变更';
const DAY = 86_400_000;
const SMALL = '移动物联网月包 30MB';
const BIG = '移动物联网月包 500MB';

interface Header {
  client_balance: number | null;
  client_frozen: number | null;
}

test('demo changes a card’s plan now: the difference is frozen, then charged when the carrier confirms', async ({
  page,
  request,
}) => {
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);
  // The seeded changes on their way settle first, so the balance then moves by this change alone.
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 7 * DAY } })).ok()).toBe(true);
  const token = await apiToken(request, DEMO);
  // One of demo's cards in use on the 30MB plan, with no plan change.
  let iccid: string | undefined;
  for (let p = 1; p <= 5 && !iccid; p++) {
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
      if (changes.total_count === 0) {
        iccid = row.iccid;
        break;
      }
    }
  }
  if (!iccid) throw new Error(`no card of demo’s in use on ${SMALL} without a plan change`);
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
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 7 * DAY } })).ok()).toBe(true);
  await page.goto('about:blank');
  await signIn(page, DEMO, '/#/product_change');
  await tableSettled(page, CAPTION);
  const done = dataRows(page, CAPTION).filter({ hasText: iccid });
  await expect(done).toContainText('已变更');
  await expect(done).toContainText('已扣差价');
  // The balance moved by the difference: one ledger row of the order's, and nothing frozen for it any more.
  const again = await apiToken(request, DEMO);
  const [row] = (
    await apiGet<{ tableData: { order_no: string }[] }>(request, again, '/product_change/list/', {
      page: 1,
      page_size: 5,
      number: iccid,
    })
  ).tableData;
  const ledger = await apiGet<{
    tableData: {
      kind: string;
      amount: string;
      balance_before: string;
      balance_after: string;
      remark: string;
    }[];
  }>(request, again, '/charge/account/ledger/', { page: 1, page_size: 10, order_no: row!.order_no });
  expect(ledger.tableData).toHaveLength(1);
  expect(ledger.tableData[0]).toMatchObject({ kind: 'package', amount: '-7.00' });
  expect(
    Number(ledger.tableData[0]!.balance_before) - Number(ledger.tableData[0]!.balance_after),
  ).toBeCloseTo(7);
  expect(ledger.tableData[0]!.remark).toContain(iccid);
  const after = await apiGet<Header>(request, again, '/index/header/', {});
  expect(after.client_frozen).toBe(before.client_frozen);

  // The card's own page shows the new plan.
  const search = page.getByRole('search');
  await search.getByPlaceholder('按完整卡号查询').fill(iccid);
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('heading', { level: 1, name: iccid })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(BIG);
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
