import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import { NOW } from './helpers.ts';

/** `npm start`: the build served precompressed, hashed assets cached for good, index.html never. */

const dir = mkdtempSync(join(tmpdir(), 'portal-build-'));
const html =
  '<!doctype html><title>物联网卡管理平台</title><script type="module" src="/assets/index-AbC_dE12.js"></script>';
const js = `console.log(${JSON.stringify('x'.repeat(2000))});`;
mkdirSync(join(dir, 'assets'));
for (const [name, text] of [
  ['index.html', html],
  ['assets/index-AbC_dE12.js', js],
] as const) {
  writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
}
const app = await buildApp({ seedCards: 20, clock: createClock(NOW, true), config: { clientDir: dir } });
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built portal', () => {
  it('serves brotli to a browser that takes it, gzip to one that takes only gzip, plain otherwise', async () => {
    const br = await get('/assets/index-AbC_dE12.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await get('/assets/index-AbC_dE12.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await get('/assets/index-AbC_dE12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it('caches hashed assets for a year, immutable, and has index.html asked for again every time', async () => {
    expect((await get('/assets/index-AbC_dE12.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const index = await get('/', 'br');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(html);
  });
});
