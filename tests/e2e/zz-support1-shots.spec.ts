import { expect, signIn, test } from './fixtures.ts';
import { SUPPORT, tableSettled } from './helpers.ts';

const LANGS = [
  { lang: 'zh-CN', setting: 'chinese_simplified' },
  { lang: 'en', setting: 'english' },
] as const;
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

for (const { lang, setting } of LANGS) {
  for (const size of SIZES) {
    test(`shots ${lang} ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript((value) => localStorage.setItem('language', value), setting);
      const s = `${lang}-${size.name}`;
      await signIn(page, SUPPORT, '/#/card?number=8986');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/support1-shots/card-${s}.png`, fullPage: size.name === 'mobile' });
      await page.goto('/#/operation_log');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/support1-shots/oplog-${s}.png`, fullPage: size.name === 'mobile' });
      await page.goto('/#/client/detail/1');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/support1-shots/client-${s}.png`, fullPage: true });
      await page.goto('/#/card?status=active');
      await page.waitForTimeout(1500);
      const btn = page.getByRole('button', { name: lang === 'en' ? 'Change status' : '变更状态' }).first();
      await btn.click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/support1-shots/dialog-${s}.png` });
      expect(true).toBe(true);
    });
  }
}
