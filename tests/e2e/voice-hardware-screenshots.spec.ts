import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { apiToken, DEMO, SCREEN_SIZES } from './helpers.ts';

/**
 * The voice whitelist, hardware and real-name screens at desktop and phone widths in both
 * languages: nothing sticks out of the page, and a screenshot of each goes to the test's output
 * folder to be looked at. The H5 pages are shown with their answers (a whitelist, a status).
 */
const LANGS = ['zh-CN', 'en'] as const;

async function useLanguage(page: Page, lang: (typeof LANGS)[number]) {
  if (lang === 'zh-CN') return;
  await page.evaluate(() => localStorage.setItem('language', 'english'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

async function fits(page: Page, info: TestInfo, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath(`${name}.png`), animations: 'disabled', fullPage: true });
}

/** A pending card of demo's with no real name yet. */
async function unverifiedCard(request: APIRequestContext, token: string) {
  const headers = { Authorization: `JWT ${token}` };
  const res = await request.get('/ep/api/card/list/', {
    headers,
    params: { status: 'pending', page_size: 50 },
  });
  for (const card of (await res.json()).data.tableData as { id: number; iccid: string }[]) {
    const detail = await request.get('/ep/api/card/detail/', { headers, params: { card_id: card.id } });
    if ((await detail.json()).data.real_name_status === 'unverified') return card.iccid;
  }
  throw new Error('no unverified card');
}

async function latestCode(request: APIRequestContext, phone: string) {
  const res = await request.get('/__emulator/codes', { params: { phone } });
  return (await res.json()).items[0].code as string;
}

for (const lang of LANGS) {
  for (const size of SCREEN_SIZES) {
    const en = lang === 'en';
    test(`whitelist, hardware and their dialogs fit at ${size.width} px in ${lang}`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO, '/#/voice/whitelist');
      await useLanguage(page, lang);
      await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
      await fits(page, info, `${lang}-${size.name}-voice-whitelist`);
      await page.getByRole('button', { name: en ? 'Batch' : '批量操作', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: info.outputPath(`${lang}-${size.name}-voice-batch.png`) });
      await page.keyboard.press('Escape');

      await page.goto('/#/hardware_manage');
      await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
      await fits(page, info, `${lang}-${size.name}-hardware`);
      await page
        .getByRole('button', { name: en ? 'Bind card' : '绑定卡' })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: info.outputPath(`${lang}-${size.name}-hardware-bind.png`) });
    });

    test(`the H5 whitelist and real-name pages fit at ${size.width} px in ${lang}`, async ({
      page,
      request,
    }, info) => {
      const token = await apiToken(request, DEMO);
      const res = await request.get('/ep/api/voice/whitelist/', {
        headers: { Authorization: `JWT ${token}` },
        params: { page_size: 5 },
      });
      const seeded = (await res.json()).data.tableData[0] as { iccid: string; msisdn: string };
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/#/voiceWhite/add');
      await useLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await fits(page, info, `${lang}-${size.name}-h5-voice-add`);

      await page.goto('/#/voiceWhite/search');
      await page.getByLabel(en ? 'Card number' : '卡号').fill(seeded.msisdn);
      await page.getByRole('button', { name: en ? 'Send code' : '获取验证码' }).click();
      await expect(page.getByRole('status')).toBeVisible();
      await page
        .getByLabel(en ? 'Verification code' : '验证码')
        .fill(await latestCode(request, seeded.msisdn));
      await page.getByRole('button', { name: en ? 'Look up' : '查询' }).click();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await fits(page, info, `${lang}-${size.name}-h5-voice-search`);

      await page.goto('/#/realName');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await fits(page, info, `${lang}-${size.name}-h5-real-name`);
      // A submission the carrier rejected, as its user looks it up.
      const unverified = await unverifiedCard(request, token);
      await request.post('/ep/api/real_name/h5/', {
        data: {
          card_number: unverified,
          name: 'Li Si',
          id_number: '11010519491231002X',
          phone: '13712345678',
        },
      });
      await request.put('/__emulator/clock', { data: { advance_ms: 25 * 3600_000 } });
      await page.getByRole('tab', { name: en ? 'Check progress' : '查询进度' }).click();
      await page.getByLabel(en ? 'Card number' : '卡号').fill(unverified);
      await page.getByRole('button', { name: en ? 'Look up' : '查询' }).click();
      await expect(page.getByRole('region', { name: en ? /^Card / : /^卡 / })).toBeVisible();
      await fits(page, info, `${lang}-${size.name}-h5-real-name-status`);
    });
  }
}
