/**
 * Looks at the portal as a person would: logs in and saves screenshots of each main screen at
 * desktop and mobile width, in Chinese and English, to .data/screenshots/.
 * Usage: start the portal (`npm start`), then `npx tsx scripts/screenshots.ts [baseUrl]`.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/browser.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = '.data/screenshots';
mkdirSync(out, { recursive: true });

const shots: { user: string; password: string; pages: string[] }[] = [
  {
    user: 'demo',
    password: 'Demo1234',
    pages: [
      '/home',
      '/card/list',
      '/card/detail/3000',
      '/billing_group',
      '/sms_warning_record',
      '/voice/whitelist',
      '/card_status',
      '/card_data_search',
      '/card/export',
      '/recharge_record',
      '/vup_detail?card_id=3000',
      '/hardware_manage',
      '/project_group',
      '/card_project',
      '/locate_funcbrief',
      '/locate_service',
      '/ctcc_nb_query',
    ],
  },
  {
    user: 'support',
    password: 'Support1234',
    pages: ['/client', '/card', '/card/detail/3000', '/card_status', '/operation_log', '/client/detail/1'],
  },
];

const browser = await chromium.launch(chromiumLaunchOptions);
for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  for (const lang of ['chinese_simplified', 'english']) {
    for (const { user, password, pages } of shots) {
      const context = await browser.newContext({ viewport });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      await page.goto(`${base}/#/login`);
      await page.screenshot({ path: `${out}/login-${device}-${lang}.png` });
      await page.locator('#username').fill(user);
      await page.locator('#password').fill(password);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL((url) => !url.hash.startsWith('#/login'));
      // The greetings (unread notices, survey, tour) take turns after a login: close each.
      await page.waitForTimeout(1500);
      for (let i = 0; i < 8 && (await page.getByRole('dialog').count()) > 0; i++) {
        await page.keyboard.press('Escape');
        await page.waitForTimeout(400);
      }
      for (const path of pages) {
        await page.goto(`${base}/#${path}`);
        // A hash change is no navigation: wait until no table or page is still loading.
        // (Some pages keep a polite status region for announcements: only busy tables count.)
        await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'));
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const name = `${user}${path.replaceAll(/[/?=]/g, '-')}-${device}-${lang}.png`;
        await page.screenshot({ path: `${out}/${name}`, fullPage: true });
        console.log(`${out}/${name}`);
      }
      await context.close();
    }
  }
}
await browser.close();
