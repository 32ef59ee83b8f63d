import { expect, test } from './fixtures.ts';
import { apiToken, DEMO, dataRows, SCREEN_SIZES, shoot, tableSettled } from './helpers.ts';

/**
 * The card query pages with data, in both languages, at 1440 px and on a 390 px phone:
 * screenshots into test-results/screens/ (not committed) to look at, with the checks that each
 * page is fully there and nothing spills out sideways.
 */

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

for (const { lang, setting, caption, records, query, results } of LANGS) {
  for (const size of SCREEN_SIZES) {
    const suffix = `${lang}-${size.name}`;
    test(`screenshots of the card query pages, ${suffix}`, async ({ page, request, baseURL }, info) => {
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
      await shoot(page, info, `vup-detail-${suffix}`, { fullPage: true });

      await page.goto('/#/card_status');
      await main
        .getByRole('textbox')
        .fill(`${cards.map((c) => c.iccid).join('\n')}\n${cards[0]!.msisdn}\n1234567`);
      await main.getByRole('button', { name: query }).click();
      // Five ICCIDs, the first card's MSISDN again (its own row) and a number of no card.
      await expect(dataRows(page, results)).toHaveCount(7);
      await shoot(page, info, `card-status-${suffix}`, { fullPage: true });

      await page.goto('/#/card_data_search');
      await tableSettled(page, caption);
      await shoot(page, info, `card-data-search-${suffix}`, { fullPage: true });

      await page.goto('/#/recharge_record');
      await tableSettled(page, records);
      await shoot(page, info, `recharge-record-${suffix}`, { fullPage: true });
    });
  }
}
