/**
 * The JavaScript a route really loads, gzip-compressed, measured by opening it in Chromium against
 * the built portal. Usage: `npm run build`, start the portal (`npm start`), then
 * `npx tsx scripts/bench/route-size.ts [baseUrl] [route...]`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/browser.ts';

export async function routeScriptSizes(base: string, routes: string[]) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results: { route: string; files: number; raw: number; gzip: number }[] = [];
  for (const route of routes) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(`${base}/#${route}`);
    await page.waitForLoadState('networkidle');
    let raw = 0;
    let gzip = 0;
    for (const path of scripts) {
      const body = readFileSync(`dist${path}`);
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    results.push({ route, files: scripts.size, raw, gzip });
    await page.close();
  }
  await browser.close();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://127.0.0.1:8080', ...routes] = process.argv.slice(2);
  for (const r of await routeScriptSizes(base, routes.length ? routes : ['/login'])) {
    console.log(
      `${r.route}: ${r.files} scripts, ${(r.raw / 1024).toFixed(1)} kB raw, ${(r.gzip / 1024).toFixed(1)} kB gzip`,
    );
  }
}
