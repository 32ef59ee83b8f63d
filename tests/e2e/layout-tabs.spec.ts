import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO } from './helpers.ts';

/**
 * The keep-alive cache holds 20 pages. The observable of "still the same mounted page" is the DOM
 * itself: a hidden page kept by React's Activity keeps its very elements, so a mark put on its
 * heading is still there when it comes back; a page evicted and mounted again has new elements.
 */
const MARK = '__e2eKeptAlive';

const heading = (page: Page, iccid: string) => page.getByRole('heading', { name: iccid, exact: true });

async function markHeading(page: Page, iccid: string) {
  await heading(page, iccid).evaluate((el, mark) => {
    (el as unknown as Record<string, boolean>)[mark] = true;
  }, MARK);
}

const isMarked = (page: Page, iccid: string) =>
  heading(page, iccid).evaluate(
    (el, mark) => (el as unknown as Record<string, boolean>)[mark] === true,
    MARK,
  );

test('the 21st page opened evicts the least recently used one; the others come back as they were', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, DEMO);
  const list = await request.get('/ep/api/card/list/?page_size=50', {
    headers: { Authorization: `JWT ${token}` },
  });
  const cards: { id: number; iccid: string }[] = (await list.json()).data.tableData.slice(0, 21);
  expect(cards).toHaveLength(21);
  const [first, second] = [cards[0]!, cards[1]!];

  // Straight to the first card's detail: the home tab is pinned but its page was never opened.
  await signIn(page, DEMO, `/#/card/detail/${first.id}`);
  await expect(heading(page, first.iccid)).toBeVisible();
  await markHeading(page, first.iccid);

  for (const card of cards.slice(1)) {
    await page.goto(`/#/card/detail/${card.id}`);
    await expect(heading(page, card.iccid)).toBeVisible();
    if (card === second) await markHeading(page, second.iccid);
  }
  // One tab per card, told apart by its id; the pinned home tab first.
  const tabs = page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');
  await expect(tabs).toHaveCount(22);
  await expect(tabs.first()).toHaveText('首页');
  await expect(tabs.last()).toHaveText(`卡详情 ${cards[20]!.id}`);
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');

  // The second card's page was kept: the same elements, mark and all. No new request either.
  let refetched = false;
  const onRequest = (r: import('@playwright/test').Request) => {
    if (r.url().includes(`/card/detail/?card_id=${second.id}`)) refetched = true;
  };
  page.on('request', onRequest);
  await page.getByRole('tab', { name: `卡详情 ${second.id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/card/detail/${second.id}$`));
  await expect(heading(page, second.iccid)).toBeVisible();
  expect(await isMarked(page, second.iccid)).toBe(true);
  expect(refetched).toBe(false);
  page.off('request', onRequest);

  // The first card's page was evicted by the 21st: its tab stays, its page mounts afresh.
  await page.getByRole('tab', { name: `卡详情 ${first.id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/card/detail/${first.id}$`));
  await expect(heading(page, first.iccid)).toBeVisible();
  expect(await isMarked(page, first.iccid)).toBe(false);
  // Only the visible page is in the accessibility tree: one heading of a card at a time.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a tab scrolled out of the strip comes into view when its page is shown', async ({ page, request }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  const token = await apiToken(request, DEMO);
  const list = await request.get('/ep/api/card/list/?page_size=20', {
    headers: { Authorization: `JWT ${token}` },
  });
  const ids: number[] = (await list.json()).data.tableData.slice(0, 12).map((c: { id: number }) => c.id);
  await signIn(page, DEMO);
  const tab = (id: number) => page.getByRole('tab', { name: `卡详情 ${id}`, exact: true });
  for (const id of ids) {
    await page.goto(`/#/card/detail/${id}`);
    await expect(tab(id)).toHaveAttribute('aria-selected', 'true');
  }
  await expect(tab(ids[11]!)).toBeInViewport({ ratio: 1 });
  await expect(tab(ids[0]!)).not.toBeInViewport({ ratio: 1 });

  await page.goto(`/#/card/detail/${ids[0]}`);
  await expect(tab(ids[0]!)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(ids[0]!)).toBeInViewport({ ratio: 1 });
  // Its close button sits on it and closes it.
  await page.getByRole('button', { name: `关闭 卡详情 ${ids[0]}` }).click();
  await expect(tab(ids[0]!)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`#/card/detail/${ids[1]}$`));
});
