import { NUM_TYPE_LABELS, NUM_TYPES } from '#contract';
import { pick } from '../../server/i18n.ts';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO } from './helpers.ts';

/** A prefix every seeded number of that type starts with. */
const PREFIX = {
  msisdn: '14',
  iccid: '8986',
  imsi: '460',
  eid: '8904',
  oc_imsi: '460',
  o_iccid: '89860',
} as const;

test('the top-bar search finds a card by each number type and opens its detail', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await apiToken(request, DEMO)}` };
  const cards = [];
  for (const type of NUM_TYPES) {
    const list = await request.get(`/ep/api/card/list/?num_type=${type}&number=${PREFIX[type]}&page_size=5`, {
      headers,
    });
    const id: number = (await list.json()).data.tableData[0].id;
    const detail = await request.get(`/ep/api/card/detail/?card_id=${id}`, { headers });
    const data = (await detail.json()).data;
    expect(data[type], `a card of demo has a ${type}`).toBeTruthy();
    cards.push({ type, id, iccid: data.iccid as string, number: data[type] as string });
  }

  await signIn(page, DEMO, '/#/home');
  const search = page.getByRole('search').filter({ has: page.getByPlaceholder('按完整卡号查询') });
  for (const card of cards) {
    await search.getByRole('combobox', { name: '号码类型' }).click();
    await page.getByRole('option', { name: pick(NUM_TYPE_LABELS[card.type], 'zh-CN'), exact: true }).click();
    await search.getByPlaceholder('按完整卡号查询').fill(`  ${card.number}  `);
    await search.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/card/detail\\?card_id=${card.id}$`));
    await expect(page.getByRole('heading', { name: card.iccid })).toBeVisible();
  }
});

test('the top-bar search shows the emulator not-found message for an unknown number', async ({ page }) => {
  await signIn(page, DEMO, '/#/home');
  const search = page.getByRole('search').filter({ has: page.getByPlaceholder('按完整卡号查询') });
  await search.getByPlaceholder('按完整卡号查询').fill('89860000000000000000');
  await search.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByText('未找到ICCID为 89860000000000000000 的卡')).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);
});
