/**
 * Builds the platform manual (served by GET /api/platform/sop/) from the running portal: logs in as
 * the demo customer in a world of its own, takes a JPEG screenshot of each screen the manual
 * describes, and prints an HTML manual (title page, contents, one chapter per menu group) to PDF
 * with Chromium, in Chinese and in English, into server/assets/manual/.
 * Usage: start the portal (`npm start`), then `npm run manual -- [baseUrl]` (default http://127.0.0.1:8080).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';
import { CONTROL_BASE, type Lang, SESSION_HEADER } from '#contract';
import { chromiumLaunchOptions } from '../../tests/e2e/browser.ts';
import { CHAPTERS, CONTENTS, MANUAL_SUBTITLE, MANUAL_TITLE, SCREEN_LABEL } from './content.ts';

const base = process.argv[2] ?? process.env.MANUAL_BASE_URL ?? 'http://127.0.0.1:8080';
const OUT = new URL('../../server/assets/manual/', import.meta.url);
const USER = { username: 'demo', password: 'Demo1234' };
const STORED_LANGUAGE: Record<Lang, string> = { 'zh-CN': 'chinese_simplified', en: 'english' };

const html = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Screenshots of every screen of the manual, as JPEG data, by path. */
async function screenshots(browser: Browser, lang: Lang): Promise<Map<string, Buffer>> {
  const world = `manual-${lang}-${process.pid}`;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 760 },
    locale: lang,
    extraHTTPHeaders: { [SESSION_HEADER]: world },
  });
  const login = await (await context.request.post(`${base}/ep/api/login/`, { data: USER })).json();
  if (login.code !== 200) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const auth = { Authorization: `JWT ${login.data.token}` };
  // Greeted already: notices read, survey and tour dismissed, so no dialog covers the screens.
  const unread = await (
    await context.request.get(`${base}/ep/api/unread/marquees/`, { headers: auth })
  ).json();
  for (const notice of unread.data?.items ?? []) {
    await context.request.post(`${base}/ep/api/unread/marquees/`, {
      headers: auth,
      data: { mq_id: notice.id },
    });
  }
  await context.addInitScript(
    ([language, user]) => {
      localStorage.setItem('language', language!);
      sessionStorage.setItem('questionnaire_dismissed', '1');
      sessionStorage.setItem('welcomed', '1');
      localStorage.setItem(`tour_progress:${user}`, '99');
    },
    [STORED_LANGUAGE[lang], USER.username],
  );
  await context.addCookies([{ name: 'Admin-Token', value: login.data.token, url: base }]);
  const page = await context.newPage();
  const shots = new Map<string, Buffer>();
  for (const chapter of CHAPTERS) {
    for (const screen of chapter.screens) {
      await page.goto(`${base}/#${screen.path}`);
      await page.waitForLoadState('networkidle');
      await page
        .waitForFunction(() => !document.querySelector('[role=status]'), undefined, { timeout: 10_000 })
        .catch(() => undefined);
      await page.waitForTimeout(600);
      shots.set(screen.path, await page.screenshot({ type: 'jpeg', quality: 55 }));
    }
  }
  await context.request.delete(`${base}${CONTROL_BASE}/world`);
  await context.close();
  return shots;
}

function manualHtml(lang: Lang, shots: Map<string, Buffer>): string {
  const contents = CHAPTERS.map(
    (c, i) => `<li><a href="#ch${i + 1}">${i + 1}. ${html(c.title[lang])}</a></li>`,
  ).join('');
  const chapters = CHAPTERS.map((chapter, i) => {
    const screens = chapter.screens
      .map((screen, j) => {
        const image = shots.get(screen.path);
        return `<section class="screen">
          <h3>${i + 1}.${j + 1} ${html(screen.title[lang])}</h3>
          <p class="path">${html(SCREEN_LABEL[lang])}<code>${html(screen.path)}</code></p>
          <p>${html(screen.text[lang])}</p>
          ${image ? `<img alt="${html(screen.title[lang])}" src="data:image/jpeg;base64,${image.toString('base64')}">` : ''}
        </section>`;
      })
      .join('');
    return `<section class="chapter" id="ch${i + 1}">
      <h2>${i + 1}. ${html(chapter.title[lang])}</h2>
      <p>${html(chapter.intro[lang])}</p>${screens}</section>`;
  }).join('');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<title>${html(MANUAL_TITLE[lang])}</title>
<style>
  body { font-family: "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", sans-serif; color: #1e293b; font-size: 11pt; line-height: 1.6; }
  .cover { height: 250mm; display: flex; flex-direction: column; justify-content: center; }
  .cover h1 { font-size: 28pt; margin: 0 0 8mm; color: #1d4ed8; }
  .cover p { font-size: 14pt; color: #475569; }
  .toc { page-break-after: always; }
  .toc ol { list-style: none; padding: 0; font-size: 13pt; }
  .toc a { color: inherit; text-decoration: none; }
  .chapter { page-break-before: always; }
  h2 { color: #1d4ed8; border-bottom: 1px solid #cbd5e1; padding-bottom: 2mm; }
  .screen { page-break-inside: avoid; margin-bottom: 6mm; }
  .path { color: #64748b; font-size: 9pt; margin: 0; }
  img { width: 100%; border: 1px solid #cbd5e1; }
</style></head><body>
<div class="cover"><h1>${html(MANUAL_TITLE[lang])}</h1><p>${html(MANUAL_SUBTITLE[lang])}</p></div>
<nav class="toc"><h2>${html(CONTENTS[lang])}</h2><ol>${contents}</ol></nav>
${chapters}
</body></html>`;
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const lang of ['zh-CN', 'en'] as const) {
    const shots = await screenshots(browser, lang);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(manualHtml(lang, shots), { waitUntil: 'load' });
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      margin: { top: '15mm', bottom: '15mm', left: '15mm', right: '15mm' },
      outline: true,
      tagged: true,
    });
    await context.close();
    const file = new URL(`platform-manual.${lang}.pdf`, OUT);
    writeFileSync(file, pdf);
    console.log(`${file.pathname}: ${(pdf.length / 1024).toFixed(0)} kB`);
  }
} finally {
  await browser.close();
}
