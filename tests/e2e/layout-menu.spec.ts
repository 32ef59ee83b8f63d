import { expect, signIn, test } from './fixtures.ts';
import { DEMO, DEMO_SUB, dataRows, SUPPORT } from './helpers.ts';

/** The sidebar menu and what the route table puts around the pages, per login. */

test('demo sees the home page and the card group with its card list, nothing hidden', async ({ page }) => {
  await signIn(page, DEMO);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  const group = nav.getByRole('button', { name: '卡管理' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: '卡列表' }).click();
  await expect(page).toHaveURL(/#\/card\/list$/);
  await expect(nav.getByRole('link', { name: '卡列表' })).toHaveAttribute('aria-current', 'page');
  // The detail page is reachable but never in the menu; nor is the support menu.
  await expect(nav.getByText('卡详情')).toHaveCount(0);
  await expect(nav.getByText('客户管理')).toHaveCount(0);
});

test('demo_sub sees the card group without the card list, the pages it holds codes for', async ({ page }) => {
  await signIn(page, DEMO_SUB);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '首页' })).toBeVisible();
  await nav.getByRole('button', { name: '卡管理' }).click();
  await expect(nav.getByRole('link', { name: '计费组' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '卡列表' })).toHaveCount(0);
  // Profit sharing: its prices and its withdrawals; the products' pricing is its main client's.
  await nav.getByRole('button', { name: '分润' }).click();
  await expect(nav.getByRole('link', { name: '分润提现' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '子客户定价' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '分润产品' })).toHaveCount(0);
  // Every group a customer's menu has in this release; none is empty.
  await expect(nav.getByRole('button')).toHaveText([
    '卡管理',
    '硬件',
    '项目',
    '短信',
    '交易查询',
    '增值服务',
    '充值',
    '分润',
    '工单',
    '安全感知',
    '定位',
    '信号',
    'API',
    '手册',
  ]);
});

test('support sees the client management, the export log and the API pages of the support menu', async ({
  page,
}) => {
  await signIn(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '客户管理' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link')).toHaveText([
    '客户管理',
    '注册审核',
    '单卡查询',
    '卡状态查询',
    '机卡解绑',
    '限速复机',
    '远程复机查询',
    '快餐连锁卡订单',
    '导出日志',
    '报表',
    '操作日志',
    '安全网关接口日志',
    'API文档',
    '运营商API',
  ]);
  // Three groups, closed: the task centre, the work-order centre and security awareness (their pages
  // are links once opened).
  await expect(nav.getByRole('button')).toHaveText(['任务中心', '工单中心', '安全感知']);
  await nav.getByRole('button', { name: '安全感知' }).click();
  for (const name of ['灵活定向组', '域名解析记录', '流量分析任务', '入侵防护事件日志', '会话提取任务']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await nav.getByRole('button', { name: '任务中心' }).click();
  await expect(nav.getByRole('link', { name: '批量任务' })).toBeVisible();
  await expect(nav.getByText('首页')).toHaveCount(0);
  // Support users have neither the card search nor the counts, nor a survey.
  await expect(page.getByPlaceholder('按完整卡号查询')).toHaveCount(0);
  await expect(page.getByRole('list', { name: '卡片概况' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '问卷调查' })).toHaveCount(0);
  // Nor the online-service button, which is for client logins only.
  await expect(dataRows(page, '客户管理').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '在线客服' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer: hidden, opened by the menu button, closed by choosing a page', async ({
    page,
  }) => {
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/#\/home$/);
    const nav = page.getByRole('navigation', { name: '主菜单' });
    const toggle = page.getByRole('button', { name: '展开/收起菜单' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toHaveCount(0);
    await expect(page.locator('aside')).not.toBeInViewport();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeInViewport({ ratio: 1 });
    await nav.getByRole('button', { name: '卡管理' }).click();
    await nav.getByRole('link', { name: '卡列表' }).click();

    await expect(page).toHaveURL(/#\/card\/list$/);
    await expect(dataRows(page, '卡列表')).toHaveCount(10);
    await expect(nav).toHaveCount(0);
    await expect(page.locator('aside')).not.toBeInViewport();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The backdrop closes it too, and the page under it stays as it was.
    await toggle.click();
    await expect(nav).toBeInViewport({ ratio: 1 });
    await page.mouse.click(370, 400);
    await expect(nav).toHaveCount(0);
    await expect(page).toHaveURL(/#\/card\/list$/);
  });

  test('the top bar fits the phone: no card search or counts, and nothing sticks out', async ({ page }) => {
    await signIn(page, DEMO);
    await expect(page.getByRole('tab', { name: '首页' })).toBeVisible();
    await expect(page.getByPlaceholder('按完整卡号查询')).toHaveCount(0);
    await expect(page.getByRole('list', { name: '卡片概况' })).toHaveCount(0);
    for (const name of ['问卷调查', '语言', '用户菜单', '关闭其他', '关闭所有']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the online-service button is on the home page and the card list of a client login', async ({
  page,
}) => {
  const service = page.getByRole('button', { name: '在线客服' });
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/#\/home$/);
  await expect(service).toBeVisible();
  await service.click();
  await expect(page.getByRole('dialog').getByText('联系客服')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/#/card/list');
  await expect(dataRows(page, '卡列表')).toHaveCount(10);
  await expect(service).toBeVisible();
  await page.goto('/#/platform_notice');
  await expect(page.getByRole('heading', { name: '平台公告' })).toBeVisible();
  await expect(service).toHaveCount(0);
});
