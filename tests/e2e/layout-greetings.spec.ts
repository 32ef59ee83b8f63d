import type { APIRequestContext, BrowserContext, Page, Response } from '@playwright/test';
import { expect, quietWorld, test } from './fixtures.ts';
import { apiToken, DEMO, DEMO_SUB, logIn } from './helpers.ts';

/**
 * What greets a user entering the layout, one thing at a time: the unread notices, then the
 * survey (once per session), then the first-time tour of a main client on desktop.
 */
test.use({ quiet: false, viewport: { width: 1440, height: 900 } });

interface Notice {
  id: number;
  title: string;
}

async function unreadOf(request: APIRequestContext, user: typeof DEMO): Promise<Notice[]> {
  const token = await apiToken(request, user);
  const response = await request.get('/ep/api/unread/marquees/', {
    headers: { Authorization: `JWT ${token}` },
  });
  return (await response.json()).data.items;
}

/** Session and local storage of a user who has already seen the given greetings. */
async function alreadySeen(context: BrowserContext, seen: { survey?: boolean; tour?: string[] }) {
  await context.addInitScript(
    ({ survey, tour }) => {
      if (survey) sessionStorage.setItem('questionnaire_dismissed', '1');
      for (const name of tour) localStorage.setItem(`tour_progress:${name}`, '99');
    },
    { survey: seen.survey ?? false, tour: seen.tour ?? [] },
  );
}

const isMarkRead = (r: Response) =>
  r.url().includes('/ep/api/unread/marquees/') && r.request().method() === 'POST';
const isUnreadList = (r: Response) =>
  r.url().includes('/ep/api/unread/marquees/') && r.request().method() === 'GET';
const isSurveyAsked = (r: Response) =>
  r.url().includes('/ep/api/questionnaire/') && r.request().method() === 'GET';

async function logOut(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
}

test.describe('unread notices', () => {
  test('are shown one after another once, and are then read in the notices page', async ({
    page,
    context,
    request,
  }) => {
    const unread = await unreadOf(request, DEMO);
    expect(unread.length, 'demo has unread notices').toBeGreaterThan(1);
    await alreadySeen(context, { survey: true, tour: ['demo'] });

    await page.goto('/#/login');
    await logIn(page, DEMO);
    const dialog = page.getByRole('dialog');
    for (const [index, notice] of unread.entries()) {
      const last = index === unread.length - 1;
      await expect(dialog).toHaveCount(1);
      await expect(dialog.getByRole('heading', { name: notice.title })).toBeVisible();
      await expect(dialog).toContainText(`第 ${index + 1} / ${unread.length} 条`);
      await expect(dialog).toContainText('尊敬的客户');
      const marked = page.waitForResponse(isMarkRead);
      await dialog.getByRole('button', { name: last ? '我知道了' : '下一条' }).click();
      expect((await marked).ok()).toBe(true);
    }
    await expect(dialog).toHaveCount(0);

    const asked = page.waitForResponse(isUnreadList);
    await page.reload();
    await asked;
    await expect(page.getByRole('tab', { name: '首页' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '平台公告' }).click();
    await expect(page).toHaveURL(/#\/platform_notice$/);
    const list = page.getByRole('main').getByRole('listitem');
    await expect(list).toHaveCount(unread.length);
    for (const notice of unread) {
      const item = list.filter({ hasText: notice.title });
      await expect(item.getByText('已读', { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('main').getByText('未读', { exact: true })).toHaveCount(0);
  });

  test('come first: the survey and the tour wait for them, and each other', async ({ page, request }) => {
    const unread = await unreadOf(request, DEMO);
    await page.goto('/#/login');
    await logIn(page, DEMO);
    const dialogs = page.getByRole('dialog');
    for (const [index, notice] of unread.entries()) {
      await expect(dialogs.getByRole('heading', { name: notice.title })).toBeVisible();
      await expect(dialogs).toHaveCount(1);
      const last = index === unread.length - 1;
      await dialogs.getByRole('button', { name: last ? '我知道了' : '下一条' }).click();
    }
    const survey = page.getByRole('dialog', { name: '平台使用满意度调查' });
    await expect(survey).toBeVisible();
    await expect(dialogs).toHaveCount(1);
    await survey.getByRole('button', { name: '以后再说' }).click();

    await expect(page.getByRole('dialog', { name: '功能菜单' })).toBeVisible();
    await expect(dialogs).toHaveCount(1);
  });
});

test.describe('the survey', () => {
  test.beforeEach(async ({ context, request, world }) => {
    await quietWorld(request, world, ['demo']);
    await alreadySeen(context, { tour: ['demo'] });
  });

  test('opens once per session, reopens from the top bar, and once answered is never asked again', async ({
    page,
    request,
  }) => {
    await page.goto('/#/login');
    await logIn(page, DEMO);
    const survey = page.getByRole('dialog', { name: '平台使用满意度调查' });
    await expect(survey).toBeVisible();
    await survey.getByRole('button', { name: '以后再说' }).click();
    await expect(survey).toHaveCount(0);

    // Not again in this session: neither on another page nor after a reload.
    await page.getByRole('tab', { name: '首页' }).click();
    await page.goto('/#/card/list');
    await expect(page.getByRole('tab', { name: '卡列表' })).toHaveAttribute('aria-selected', 'true');
    const asked = page.waitForResponse(isSurveyAsked);
    await page.reload();
    await asked;
    await expect(page.getByRole('button', { name: '问卷调查' })).toBeVisible();
    await expect(survey).toHaveCount(0);

    // The top-bar button opens it; answering it thanks the user and it is gone for good.
    await page.getByRole('button', { name: '问卷调查' }).click();
    await expect(survey).toBeVisible();
    await survey.getByRole('radio', { name: '满意', exact: true }).check();
    await survey.getByRole('radio', { name: '卡片查询与管理' }).check();
    await survey.getByRole('textbox', { name: '您对平台还有哪些意见或建议？' }).fill('希望增加批量导出');
    await survey.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('感谢您的反馈')).toBeVisible();
    await expect(survey).toHaveCount(0);
    await expect(page.getByRole('button', { name: '问卷调查' })).toHaveCount(0);

    const token = await apiToken(request, DEMO);
    const offered = await request.get('/ep/api/questionnaire/', {
      headers: { Authorization: `JWT ${token}` },
    });
    expect((await offered.json()).data.questionnaire).toBeNull();

    await logOut(page);
    const askedAgain = page.waitForResponse(isSurveyAsked);
    await logIn(page, DEMO);
    expect((await (await askedAgain).json()).data.questionnaire).toBeNull();
    await expect(page.getByRole('tab', { name: '首页' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '问卷调查' })).toHaveCount(0);
  });

  test('left unanswered, it opens again after logging out and in', async ({ page }) => {
    await page.goto('/#/login');
    await logIn(page, DEMO);
    const survey = page.getByRole('dialog', { name: '平台使用满意度调查' });
    await survey.getByRole('button', { name: '以后再说' }).click();
    await expect(survey).toHaveCount(0);

    await logOut(page);
    await logIn(page, DEMO);
    await expect(survey).toBeVisible();
  });
});

test.describe('the first-time tour', () => {
  test('shows a main client the tour from its first step, resumes it where it was left, then never again', async ({
    page,
    context,
    request,
    world,
  }) => {
    await quietWorld(request, world, ['demo']);
    await alreadySeen(context, { survey: true });
    await page.goto('/#/login');
    await logIn(page, DEMO);

    const step = (title: string) => page.getByRole('dialog', { name: title });
    await expect(step('功能菜单')).toBeVisible();
    await expect(step('功能菜单')).toContainText('1 / 5');
    await step('功能菜单').getByRole('button', { name: '下一步' }).click();
    await expect(step('卡号查询')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tour_progress:demo'))).toBe('1');

    // Cut short on the second step by a reload: it comes back there.
    await page.reload();
    await expect(step('卡号查询')).toBeVisible();
    await expect(step('卡号查询')).toContainText('2 / 5');
    for (const title of ['卡号查询', '卡片概况', '页面标签']) {
      await step(title).getByRole('button', { name: '下一步' }).click();
    }
    await step('账号设置').getByRole('button', { name: '完成' }).click();
    await expect(step('账号设置')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tour_progress:demo'))).toBe('5');

    await page.reload();
    await expect(page.getByRole('tab', { name: '首页' })).toBeVisible();
    // Every greeting is decided from the session's answers: once the page has no request left, none comes.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('closed with ×, is over for good: not on opening a card, a reload or another language', async ({
    page,
    context,
    request,
    world,
  }) => {
    await quietWorld(request, world, ['demo']);
    await alreadySeen(context, { survey: true });
    await page.goto('/#/login');
    await logIn(page, DEMO);

    const first = page.getByRole('dialog', { name: '功能菜单' });
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tour_progress:demo'))).toBe('5');

    // A table link opens the card through /redirect, outside the layout, and back into it.
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await nav.getByRole('button', { name: '卡管理' }).click();
    await nav.getByRole('link', { name: '卡列表' }).click();
    const cards = page.getByRole('table', { name: '卡列表' });
    await expect(cards).toHaveAttribute('aria-busy', 'false');
    const iccid = cards.locator('tbody').getByRole('link').first();
    const number = (await iccid.textContent())!.trim();
    await iccid.click();
    await expect(page).toHaveURL(/#\/card\/detail\//);
    await expect(page.getByText(number).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    await expect(page.getByText(number).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('tour_progress:demo'))).toBe('5');
  });

  test('is not shown to a sub-client, who is welcomed instead', async ({ page, context, request, world }) => {
    await quietWorld(request, world, ['demo_sub']);
    await alreadySeen(context, { survey: true });
    await page.goto('/#/login');
    await logIn(page, DEMO_SUB);
    await expect(page.getByText('欢迎使用物联网卡管理平台，智联物联华南运营中心')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('tour_progress:demo_sub'))).toBeNull();
  });
});
