import type { Page } from '@playwright/test';
import { expect, otherBrowser, signIn, test } from './fixtures.ts';
import {
  apiGet,
  apiToken,
  DEMO,
  dataRows,
  SCREEN_SIZES,
  SUPPORT,
  sentCode,
  shoot,
  tableSettled,
} from './helpers.ts';

/**
 * Support's review queues (issue 49), across two browsers on a frozen clock: a visitor registers
 * on the public /register; support rejects the registration with a reason from 注册审核
 * (/register_review); the visitor's /register_progress shows the reason. Then demo applies for a
 * special-card resume on /speccard_resume; support approves it from 工单中心 › 特殊卡复机审核
 * (/speccard_review); demo is told in the unread-notice dialog, and sees the card resumed once
 * the carrier answered. Each queue's screen fits at 1440 and 390 px in both languages.
 */

const HOUR = 3_600_000;
const REGISTER_CAPTION = '注册审核';
const SPECCARD_CAPTION = '特殊卡复机审核';
const REASON = '营业执照已过有效期，请上传最新的营业执照后重新提交';

const menuOf = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

test('support rejects a visitor’s registration with a reason the visitor reads; it approves demo’s special-card resume, which demo is told of and sees resumed', async ({
  page,
  browser,
  request,
  world,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  expect((await request.put('/__emulator/clock', { data: { frozen: true } })).ok()).toBe(true);

  // A visitor registers on the public page.
  const phone = '15066668888';
  await page.goto('/#/register');
  await page.getByLabel('企业名称').fill('珠海星河物联科技有限公司');
  await page.getByLabel('统一社会信用代码').fill('91440400MA5G67890X');
  await page.getByLabel('联系人').fill('何静');
  await page.getByLabel('邮箱').fill('hejing@xinghe-iot.cn');
  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码').fill(await sentCode(request, phone, 'register'));
  await page.getByLabel('用户名').fill('xinghe');
  await page.getByLabel('密码', { exact: true }).fill('Welcome2025');
  await page.getByLabel('确认密码').fill('Welcome2025');
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByRole('heading', { name: '注册申请已提交' })).toBeVisible();
  const registerId = /REG\d{12}/.exec((await page.getByText(/您的注册编号为/).textContent()) ?? '')?.[0];
  expect(registerId).toBeTruthy();

  // Support rejects it from 注册审核, beside the client list; a reason is required.
  const support = await otherBrowser(browser, baseURL!, world, await apiToken(request, SUPPORT), '/#/client');
  const sp = support.page;
  await sp.setViewportSize({ width: 1440, height: 900 });
  await menuOf(sp).getByRole('link', { name: REGISTER_CAPTION }).click();
  await expect(sp).toHaveURL(/#\/register_review$/);
  await tableSettled(sp, REGISTER_CAPTION);
  const registration = dataRows(sp, REGISTER_CAPTION).filter({ hasText: registerId! });
  await expect(registration).toContainText('珠海星河物联科技有限公司');
  await expect(registration).toContainText('审核中');
  await registration.getByRole('button', { name: '驳回' }).click();
  const reject = sp.getByRole('dialog', { name: '驳回申请' });
  await reject.getByRole('button', { name: '保存' }).click();
  await expect(reject.getByText('请输入驳回原因')).toBeVisible();
  await reject.getByLabel('驳回原因').fill(REASON);
  await reject.getByRole('button', { name: '保存' }).click();
  await expect(sp.getByText('已驳回，客户可看到驳回原因')).toBeVisible();
  await expect(registration).toContainText('未通过');
  await expect(registration).toContainText(REASON);
  await expect(registration.getByRole('button', { name: '通过' })).toHaveCount(0);

  // The visitor's progress page shows the reason.
  await page.goto(`/#/register_progress?register_id=${registerId}&phone=${phone}`);
  const progress = page.getByRole('region', { name: '审核进度' });
  await expect(progress).toContainText('未通过');
  await expect(progress.getByText(`未通过原因：${REASON}`)).toBeVisible();

  // demo applies to resume its card the carrier stopped for 机卡分离.
  const token = await apiToken(request, DEMO);
  const events = await apiGet<{ tableData: { iccid: string; card_id: number; action: string }[] }>(
    request,
    token,
    '/work/tac/history/',
    { page: 1, page_size: 50 },
  );
  const separated = events.tableData.find((e) => e.action === 'stopped');
  if (!separated) throw new Error('no card of demo’s stopped for 机卡分离');
  // Leave the public page, so the portal loads anew with demo's sign-in.
  await page.goto('about:blank');
  await signIn(page, DEMO, '/#/speccard_resume');
  await tableSettled(page, '特殊卡复机申请');
  await page.getByRole('button', { name: '申请复机' }).click();
  const apply = page.getByRole('dialog', { name: '申请特殊卡复机' });
  await apply.getByLabel('卡号').fill(separated.iccid);
  await apply.getByLabel('申请原因').fill('终端已装回原设备，申请复机');
  await apply.getByRole('button', { name: '选择文件' }).setInputFiles({
    name: '设备照片.png',
    mimeType: 'image/png',
    buffer: Buffer.from('png evidence'),
  });
  await apply.getByRole('button', { name: '提交申请' }).click();
  await expect(apply).toBeHidden();
  const applied = page.getByText(/^复机申请 SR\d+ 已提交/);
  const appNo = /SR\d+/.exec((await applied.textContent()) ?? '')![0];

  // Support approves it from 工单中心 › 特殊卡复机审核.
  await menuOf(sp).getByRole('button', { name: '工单中心' }).click();
  await menuOf(sp).getByRole('link', { name: SPECCARD_CAPTION }).click();
  await expect(sp).toHaveURL(/#\/speccard_review$/);
  await tableSettled(sp, SPECCARD_CAPTION);
  const application = dataRows(sp, SPECCARD_CAPTION).filter({ hasText: appNo });
  await expect(application).toContainText('待审核');
  await expect(application).toContainText(separated.iccid);
  await application.getByRole('button', { name: '通过' }).click();
  const approve = sp.getByRole('dialog', { name: '审核通过' });
  await expect(approve).toContainText('向运营商提交复机');
  await approve.getByRole('button', { name: '保存' }).click();
  await expect(sp.getByText('已审核通过')).toBeVisible();
  await expect(application).toContainText('已通过');
  await expect(application).toContainText('support');
  // Its 详情 holds what the table leaves out: the evidence demo sent.
  await application.getByRole('button', { name: '详情' }).click();
  const detail = sp.getByRole('dialog', { name: '审核详情' });
  await expect(detail).toContainText('设备照片.png');
  await expect(detail).toContainText('终端已装回原设备，申请复机');
  await sp.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await support.context.close();

  // The carrier answers five minutes later; demo is told in the unread-notice dialog.
  expect((await request.put('/__emulator/clock', { data: { advance_ms: HOUR / 6 } })).ok()).toBe(true);
  await page.reload();
  const notice = page.getByRole('dialog');
  await expect(notice.getByRole('heading', { name: '特殊卡复机申请审核结果' })).toBeVisible();
  await expect(notice).toContainText(`您提交的特殊卡复机申请（${appNo}）已通过审核。`);
  await notice.getByRole('button', { name: '我知道了' }).click();
  await expect(notice).toHaveCount(0);
  await tableSettled(page, '特殊卡复机申请');
  const mine = dataRows(page, '特殊卡复机申请').filter({ hasText: appNo });
  await expect(mine).toContainText('已复机');
  // The card is in use again: its detail says so.
  await page.goto(`/#/card/detail/${separated.card_id}`);
  await expect(page.getByRole('main')).toContainText(separated.iccid);
  const card = await apiGet<{ status: string }>(request, await apiToken(request, DEMO), '/card/detail/', {
    card_id: separated.card_id,
  });
  expect(card.status).toBe('active');
});

for (const lang of ['zh-CN', 'en'] as const) {
  test(`the review queues fit at desktop and phone widths in ${lang}`, async ({ page }, info) => {
    const queues = [
      { path: '/speccard_review', zh: SPECCARD_CAPTION, en: 'Special-card resume review' },
      { path: '/refund_review', zh: '退款审核', en: 'Refund review' },
      { path: '/register_review', zh: REGISTER_CAPTION, en: 'Registration review' },
    ];
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const queue of queues) {
        await signIn(page, SUPPORT, `/#${queue.path}`);
        if (lang === 'en') {
          await page.evaluate(() => localStorage.setItem('language', 'english'));
          await page.reload();
          await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        }
        const caption = lang === 'en' ? queue.en : queue.zh;
        await expect(page).toHaveTitle(new RegExp(`^${caption} - `));
        await tableSettled(page, caption);
        // Seeded history: a pending item with its decisions, and decided ones.
        const rows = dataRows(page, caption);
        expect(await rows.count()).toBeGreaterThanOrEqual(3);
        await expect(rows.getByRole('button', { name: lang === 'en' ? 'Approve' : '通过' })).toHaveCount(1);
        await shoot(page, info, `${size.name}-${lang}-${queue.path.slice(1)}`);
        await rows
          .first()
          .getByRole('button', { name: lang === 'en' ? 'Details' : '详情' })
          .click();
        await expect(
          page.getByRole('dialog', { name: lang === 'en' ? 'Review details' : '审核详情' }),
        ).toBeVisible();
        await shoot(page, info, `${size.name}-${lang}-${queue.path.slice(1)}-detail`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    }
  });
}
