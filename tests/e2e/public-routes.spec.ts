import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiToken, DEMO } from './helpers.ts';

/**
 * The public routes of spec section 2 ("Public routes (no login)"), each opened by a visitor who
 * is not logged in: the page renders its own content and the address stays where it was (the
 * guard, or a call the page makes, does not send the visitor to /login).
 *
 * All 18 of them: the 16 below (/protocol/:module twice), /card_qrcode_info/card/:card_id and
 * /wx_recharge_confirm after them. /redirect/:path(.*) is covered where table link cells use it.
 */

/** The address is `/#{path}` still, and not the login page. */
async function stays(page: Page, path: string) {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`/#${escaped}$`));
  if (path !== '/login') await expect(page).not.toHaveURL(/#\/login/);
}

const ROUTES: { path: string; renders: (page: Page) => Promise<void> }[] = [
  {
    path: '/login',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
      await expect(page.getByLabel('用户名')).toBeVisible();
      await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    },
  },
  {
    // The demo world is hosted_on_ec: registration is open.
    path: '/register',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '企业注册' })).toBeVisible();
      await expect(page.getByRole('button', { name: '提交注册' })).toBeVisible();
    },
  },
  {
    path: '/register_progress',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '查询注册进度' })).toBeVisible();
      await expect(page.getByLabel('注册编号')).toBeVisible();
      await expect(page.getByRole('button', { name: '搜索' })).toBeVisible();
    },
  },
  {
    path: '/upgrade',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '系统升级中，请稍后访问' })).toBeVisible();
      await expect(page.getByText('905', { exact: true })).toBeVisible();
    },
  },
  {
    path: '/voiceWhite/add',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '添加语音白名单' })).toBeVisible();
      await expect(page.getByLabel('白名单号码')).toBeVisible();
      await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
    },
  },
  {
    path: '/voiceWhite/search',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '查询语音白名单' })).toBeVisible();
      await expect(page.getByLabel('卡号')).toBeVisible();
      await expect(page.getByRole('button', { name: '查询', exact: true })).toBeVisible();
    },
  },
  {
    path: '/realName',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '实名认证' })).toBeVisible();
      await expect(page.getByRole('tab', { name: '提交认证' })).toBeVisible();
      await expect(page.getByLabel('身份证号码')).toBeVisible();
    },
  },
  {
    path: '/cardH5',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '物联网卡查询' })).toBeVisible();
      await expect(page.getByLabel('卡号')).toBeVisible();
      await expect(page.getByRole('button', { name: '查询', exact: true })).toBeVisible();
    },
  },
  {
    path: '/wx_recharge',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '微信充值' })).toBeVisible();
      await expect(page.getByLabel('卡号')).toBeVisible();
      await expect(page.getByRole('button', { name: '查询', exact: true })).toBeVisible();
    },
  },
  {
    // The forced password step renders for anyone; without a login its form cannot be sent (the
    // emulator answers 403 and the portal goes to /login then), which is not this test's concern.
    path: '/change_password',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();
      await expect(page.getByText('为了您的账号安全，请先修改初始密码')).toBeVisible();
      await expect(page.getByLabel('原密码')).toBeVisible();
      await expect(page.getByRole('button', { name: '确认修改' })).toBeVisible();
    },
  },
  {
    // As /change_password: the form renders, empty (there is no user to fill it from).
    path: '/change_contact',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '修改联系方式' })).toBeVisible();
      await expect(page.getByLabel('手机号码')).toHaveValue('');
      await expect(page.getByRole('button', { name: '保存', exact: true })).toBeVisible();
    },
  },
  {
    // A visitor reads the agreement (before registering, say); there is nothing to sign without a login.
    path: '/protocol/base_module',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '用户协议', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: '物联网卡管理平台用户服务协议' })).toBeVisible();
      await expect(page.getByText('版本：2025.10').first()).toBeVisible();
      await expect(page.getByRole('link', { name: '返回登录' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: '我已阅读并同意以上协议' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: '签署协议' })).toHaveCount(0);
      await expect(page.getByText('尚未签署')).toHaveCount(0);
    },
  },
  {
    path: '/protocol/privacy_module',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '物联网卡管理平台隐私政策' })).toBeVisible();
    },
  },
  {
    path: '/api_doc',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '物联网卡管理平台开放接口', level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: '单卡信息 的参数' })).toContainText('iccid');
    },
  },
  {
    path: '/carrier_doc',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '运营商接口', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: '中国移动 OneLink' })).toBeVisible();
    },
  },
  {
    path: '/404',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
      await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    },
  },
  {
    path: '/401',
    renders: async (page) => {
      await expect(page.getByRole('heading', { name: '抱歉，您没有访问该页面的权限' })).toBeVisible();
      await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    },
  },
];

for (const { path, renders } of ROUTES) {
  test(`${path} renders for a visitor without a login`, async ({ page }) => {
    await page.goto(`/#${path}`);
    await renders(page);
    await stays(page, path);
  });
}

test('/card_qrcode_info/card/:card_id renders for a visitor without a login', async ({ page, request }) => {
  const token = await apiToken(request, DEMO);
  const list = await (
    await request.get('/ep/api/card/list/?page_size=5', { headers: { Authorization: `JWT ${token}` } })
  ).json();
  const card = list.data.tableData[0] as { id: number; iccid: string };
  const path = `/card_qrcode_info/card/${card.id}`;
  await page.goto(`/#${path}`);
  await expect(page.getByRole('heading', { name: '卡片信息' })).toBeVisible();
  const masked = `${card.iccid.slice(0, 6)}${'*'.repeat(card.iccid.length - 10)}${card.iccid.slice(-4)}`;
  await expect(page.getByRole('region', { name: masked })).toBeVisible();
  await stays(page, path);
});

test('/wx_recharge_confirm renders an order for a visitor without a login', async ({ page, request }) => {
  const token = await apiToken(request, DEMO);
  const list = await (
    await request.get('/ep/api/card/list/?page_size=5&status=active', {
      headers: { Authorization: `JWT ${token}` },
    })
  ).json();
  const card = list.data.tableData[0] as { iccid: string };
  const offer = await (await request.get(`/ep/api/wx_recharge/products/?number=${card.iccid}`)).json();
  const order = await (
    await request.post('/ep/api/wx_recharge/order/', {
      data: { number: card.iccid, product_id: offer.data.products[0].id },
    })
  ).json();
  expect(order.code, order.msg).toBe(200);
  const path = `/wx_recharge_confirm?order=${order.data.order_token}`;
  await page.goto(`/#${path}`);
  await expect(page.getByRole('heading', { name: '支付结果', level: 1 })).toBeVisible();
  await expect(page.getByText(order.data.order_no)).toBeVisible();
  await stays(page, path);
});

test('a page that is not public still sends the visitor to /login', async ({ page }) => {
  await page.goto('/#/card/list');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fcard%2Flist$/);
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
});
