import { expect, test } from './fixtures.ts';
import { DEMO, dataRows, logIn, SCREEN_SIZES, shoot, tableSettled } from './helpers.ts';

/**
 * The card list with its action bar and each action's dialog, and the export page, at desktop and
 * phone width in both languages: the page never scrolls sideways (the table scrolls in its own
 * box), and a screenshot of each goes to the test's output folder to be looked at.
 */

const TEXT = {
  'zh-CN': {
    caption: '卡列表',
    bar: '批量操作',
    addOn: '加油包',
    carrier: '切换运营商',
    activate: '激活',
    activation: '激活信息',
    export: '导出',
    cancel: '取消',
    exports: '卡导出',
  },
  en: {
    caption: 'Card list',
    bar: 'Batch actions',
    addOn: 'Add-on',
    carrier: 'Change carrier',
    activate: 'Activate',
    activation: 'Activation',
    export: 'Export',
    cancel: 'Cancel',
    exports: 'Card export',
  },
} as const;

for (const size of SCREEN_SIZES) {
  for (const lang of ['zh-CN', 'en'] as const) {
    test(`card list actions and dialogs, ${size.name}, ${lang}`, async ({ page }, info) => {
      const text = TEXT[lang];
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/#/card/list?status=active');
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('language', 'english'));
        await page.reload();
      }
      if (lang === 'zh-CN') {
        await logIn(page, DEMO);
      } else {
        await page.getByRole('textbox', { name: 'Username' }).fill(DEMO.username);
        await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
        await page.getByRole('button', { name: 'Log in' }).click();
      }
      await expect(dataRows(page, text.caption).first()).toBeVisible();
      await tableSettled(page, text.caption);
      await shoot(page, info, `${size.name}-${lang}-list`);

      const rows = dataRows(page, text.caption);
      await rows.nth(0).getByRole('checkbox').check();
      await rows.nth(1).getByRole('checkbox').check();
      const bar = page.getByRole('toolbar', { name: text.bar });
      await bar.scrollIntoViewIfNeeded();
      await shoot(page, info, `${size.name}-${lang}-selected`);

      await bar.getByRole('button', { name: text.addOn }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-add-on-dialog`);
      await page.getByRole('dialog').getByRole('button', { name: text.cancel }).click();

      await bar.getByRole('button', { name: text.carrier }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-carrier-dialog`);
      await page.getByRole('dialog').getByRole('button', { name: text.cancel }).click();

      await bar.getByRole('button', { name: text.activate, exact: true }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-confirm`);
      await page.getByRole('alertdialog').getByRole('button', { name: text.cancel }).click();

      await rows.nth(0).getByRole('button', { name: text.activation }).click();
      await expect(page.getByRole('dialog')).toContainText(/运营商自动激活|Activated by the carrier/);
      await shoot(page, info, `${size.name}-${lang}-activation-dialog`);
      await page.keyboard.press('Escape');

      await bar.getByRole('button', { name: text.export }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: lang === 'en' ? 'OK' : '确定' })
        .click();
      await page.goto('/#/card/export');
      await expect(dataRows(page, text.exports).first()).toBeVisible();
      await shoot(page, info, `${size.name}-${lang}-exports`);
    });
  }
}
