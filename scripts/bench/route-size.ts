/**
 * The JavaScript a route really loads, gzip-compressed, measured by opening it in Chromium against
 * the built portal, and the bytes the whole first page takes on the wire (compressed as the server
 * sends it to a browser: HTML, scripts, styles, icons and the API calls it makes). Usage: build
 * (`npm run build`, or `npx vite build --outDir <dir>`), serve it (`npm start`, or
 * `CLIENT_DIR=<dir> NODE_ENV=production npx tsx server/main.ts`), then
 * `npx tsx scripts/bench/route-size.ts [--dir=<build dir>] [baseUrl] [route...]`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/browser.ts';

interface RouteSize {
  route: string;
  /** The scripts the route loaded, their size as built and gzip-compressed (level 9). */
  files: number;
  raw: number;
  gzip: number;
  /** Every response of the page load, as sent (compressed by the server where it does), headers included. */
  requests: number;
  transfer: number;
}

/**
 * Opens each route (a hash path) in a new page of Debian's Chromium and measures what it loaded.
 * `dir` is the build the server serves, where the scripts are read from (default `dist`).
 */
export async function routeScriptSizes(base: string, routes: string[], dir = 'dist'): Promise<RouteSize[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results: RouteSize[] = [];
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      const sizes: Promise<number>[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.endsWith('.js')) scripts.add(new URL(r.url()).pathname);
      });
      page.on('requestfinished', (request) => {
        sizes.push(
          request
            .sizes()
            .then((s) => s.responseBodySize + s.responseHeadersSize)
            .catch(() => 0),
        );
      });
      await page.goto(`${base}/#${route}`);
      await page.waitForLoadState('networkidle');
      let raw = 0;
      let gzip = 0;
      for (const path of scripts) {
        const body = readFileSync(join(dir, path));
        raw += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
      }
      const transfer = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      results.push({ route, files: scripts.size, raw, gzip, requests: sizes.length, transfer });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => a.startsWith('--dir='))?.slice('--dir='.length) ?? 'dist';
  const [base = 'http://127.0.0.1:8080', ...routes] = args.filter((a) => !a.startsWith('--dir='));
  for (const r of await routeScriptSizes(base, routes.length ? routes : ['/login'], dir)) {
    console.log(
      `${r.route}: ${r.files} scripts, ${(r.raw / 1024).toFixed(1)} kB raw, ${(r.gzip / 1024).toFixed(1)} kB gzip; ` +
        `first page ${r.requests} requests, ${(r.transfer / 1024).toFixed(1)} kB transferred`,
    );
  }
}
