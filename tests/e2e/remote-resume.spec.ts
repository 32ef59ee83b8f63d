import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, SCREEN_SIZES, SUPPORT, shoot, tableSettled } from './helpers.ts';

/** /remote_reroot (issue 46): every resume sent to a carrier, with the carrier's answer on the emulator clock. */

const DEMO_CLIENT = '深圳市智联物联科技有限公司';
const CAPTION = '远程复机查询';

test("support sees demo's resume from the card list, sent and then answered by the carrier", async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await apiToken(request, DEMO)}` };
  const cards = await (await request.get('/ep/api/card/list/?status=active&page_size=5', { headers })).json();
  const card = cards.data.tableData[0] as { id: number; iccid: string };
  for (const action of ['stop', 'resume']) {
    const done = await (
      await request.post('/ep/api/card/action/sor/', { headers, data: { card_ids: [card.id], action } })
    ).json();
    expect(done.code, `${action}: ${done.msg}`).toBe(200);
  }

  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('link', { name: CAPTION }).click();
  await expect(page).toHaveURL(/#\/remote_reroot$/);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'ICCID' }).fill(card.iccid);
  await main.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, CAPTION);
  const row = dataRows(page, CAPTION);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(DEMO_CLIENT);
  await expect(row).toContainText('卡片列表复机');
  await expect(row).toContainText('已提交运营商');
  await expect(row).toContainText('demo');

  // The carrier answers 5 minutes later on the emulator clock.
  expect((await request.put('/__emulator/clock', { data: { advance_ms: 5 * 60_000 } })).ok()).toBe(true);
  await main.getByRole('button', { name: '搜索' }).click();
  await tableSettled(page, CAPTION);
  await expect(row).toContainText('已复机');
  await expect(row).toContainText('运营商已复机');

  // The seeded history: a status filter keeps only refused resumes.
  await main.getByRole('textbox', { name: 'ICCID' }).fill('');
  await main.getByRole('combobox', { name: '复机状态' }).click();
  await page.getByRole('option', { name: '复机失败' }).click();
  await main.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await tableSettled(page, CAPTION);
  await expect(dataRows(page, CAPTION).first()).toContainText('该卡已销户，运营商拒绝复机');
  await expect(dataRows(page, CAPTION).filter({ hasText: /已提交运营商|已复机/ })).toHaveCount(0);
});

test('in English, the list reads in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'english'));
  await signIn(page, SUPPORT, '/#/remote_reroot');
  const caption = 'Remote resume query';
  await tableSettled(page, caption);
  await expect(page.getByRole('columnheader', { name: "Carrier's answer" })).toBeVisible();
  await expect(dataRows(page, caption).filter({ hasText: 'Resumed by the carrier' }).first()).toBeVisible();
});

test('support without router_remote_reroot sees no entry, cannot open the page, and gets 599', async ({
  page,
  request,
}) => {
  const revoked = await request.put('/__emulator/users/support/perms', {
    data: { revoke: ['router_remote_reroot'] },
  });
  expect(revoked.ok()).toBe(true);
  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '单卡查询' })).toBeVisible();
  await expect(nav.getByRole('link', { name: CAPTION })).toHaveCount(0);
  await page.goto('/#/remote_reroot');
  await expect(page).toHaveURL(/#\/401$/);
  const headers = { Authorization: `JWT ${await apiToken(request, SUPPORT)}` };
  const list = await (await request.get('/ep/api/support/_list/remote_reroot/', { headers })).json();
  expect(list.code).toBe(599);
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const size of SCREEN_SIZES) {
    test(`/remote_reroot and a speed-limited card's detail fit at ${size.width} px in ${lang}`, async ({
      page,
      request,
    }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', 'english'));
      await signIn(page, SUPPORT, '/#/remote_reroot');
      const caption = lang === 'en' ? 'Remote resume query' : CAPTION;
      await tableSettled(page, caption);
      await expect(dataRows(page, caption).first()).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-remote-reroot`);

      // A seeded speed-limited card of demo's, in demo's card list and detail.
      const headers = { Authorization: `JWT ${await apiToken(request, DEMO)}` };
      // The 达量限速 plans are the yearly 1GB (id 3) and 2GB (id 5) ones.
      let limited: { id: number } | undefined;
      for (const plan of [3, 5]) {
        const url = `/ep/api/card/list/?plan_id=${plan}&status=active&page_size=50`;
        const cards = await (await request.get(url, { headers })).json();
        limited ??= (cards.data.tableData as { id: number; speed_state: string }[]).find(
          (c) => c.speed_state === 'limited',
        );
      }
      expect(limited, 'a limited card of demo').toBeTruthy();
      await page.goto('about:blank');
      await signIn(page, DEMO, `/#/card/detail/${limited!.id}`);
      await expect(
        page.getByText(lang === 'en' ? 'Slowed down since' : '达量限速中：', { exact: false }),
      ).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-card-detail-limited`);
    });
  }
}
