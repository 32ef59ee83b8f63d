import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { catalogueModules } from './scripts/catalogue-modules.ts';
import { precompress } from './scripts/precompress.ts';

/** The libraries the login page runs (with the bundler's runtime and preload helper: 'vendor'). */
const FIRST_PAGE_LIBRARIES =
  /\/node_modules\/(react|react-dom|scheduler|i18next|react-i18next|jotai|regexparam|clsx|class-variance-authority)\//;

/** Where /ep/api goes in dev: the local emulator, or a real backend given by EP_API_TARGET. */
const target = process.env.EP_API_TARGET ?? `http://127.0.0.1:${process.env.EMULATOR_PORT ?? 8080}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), catalogueModules(), precompress()],
  resolve: { alias: { '@': new URL('./client', import.meta.url).pathname } },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the portal supports preloads modules itself: no polyfill in the first script.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Zod and the module that turns its eval off share one chunk, which runs before any chunk
        // building a schema: the Content-Security-Policy forbids eval (client/lib/zod-jitless.ts).
        manualChunks: (id) => {
          if (id.includes('/node_modules/zod/') || id.endsWith('/client/lib/zod-jitless.ts')) return 'zod';
          // The libraries the login page runs, in one script with the loader of the others: fewer
          // requests, and less glue between chunks in the first page's JavaScript (issue 21).
          return FIRST_PAGE_LIBRARIES.test(id) || /vite\/preload-helper|rolldown\/runtime/.test(id)
            ? 'vendor'
            : undefined;
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    host: process.env.HOST ?? '127.0.0.1',
    proxy: {
      '/ep/api': { target, changeOrigin: true },
      '/app/v1': { target, changeOrigin: true },
      '/__emulator': { target, changeOrigin: true },
    },
  },
});
