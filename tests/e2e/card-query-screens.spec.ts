import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, tableSettled } from './helpers.ts';

/**
 * The card query pages with data, in both languages, at 1440 px and on a 390 px phone:
 * screenshots into test-results/screens/ (not committed) to look at, with the checks that each
 * page is fully there and nothing spills out sideways.
 */

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGS = [
  {
    lang: 'zh-CN',
    setting: 'chinese_simplified',
    caption: '卡数据查询',
    records: '充值记录',
    query: '查询',
    results: '卡状态查询结果',
  },
  {
    lang: 'en',
    setting: 'english',
    caption: 'Card data query',
    records: 'Recharge records',
    query: 'Look up',
    results: 'Card status results',
  },
] as const;

async function shoot(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/card-query-${name}.png`, fullPage: true });
}

for (const { lang, setting, caption, records, query, results } of LANGS) {
  for (const size of SIZES) {
    const suffix = `${lang}-${size.name}`;
    test(`screenshots of the card query pages, ${suffix}`, async ({ page, request, baseURL }) => {
      const token = await apiToken(request, DEMO);
      const list = await (
        await request.get('/ep/api/card/list/?status=active&page_size=5', {
          headers: { Authorization: `JWT ${token}` },
        })
      ).json();
      const cards: { id: number; iccid: string; msisdn: string }[] = list.data.tableData;
      await page.setViewportSize(size);
      await page.addInitScript((value) => localStorage.setItem('language', value), setting);
      await page.context().addCookies([{ name: 'Admin-Token', value: token, url: baseURL! }]);
      const main = page.getByRole('main');

      await page.goto(`/#/vup_detail?card_id=${cards[0]!.id}`);
      await expect(main.locator('tfoot tr')).toBeVisible();
      await shoot(page, `vup-detail-${suffix}`);

      await page.goto('/#/card_status');
      await main
        .getByRole('textbox')
        .fill(`${cards.map((c) => c.iccid).join('\n')}\n${cards[0]!.msisdn}\n1234567`);
      await main.getByRole('button', { name: query }).click();
      // Five ICCIDs, the first card's MSISDN again (its own row) and a number of no card.
      await expect(dataRows(page, results)).toHaveCount(7);
      await shoot(page, `card-status-${suffix}`);

      await page.goto('/#/card_data_search');
      await tableSettled(page, caption);
      await shoot(page, `card-data-search-${suffix}`);

      await page.goto('/#/recharge_record');
      await tableSettled(page, records);
      await shoot(page, `recharge-record-${suffix}`);
    });
  }
}
