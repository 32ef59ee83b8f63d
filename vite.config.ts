import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { precompress } from './scripts/precompress.ts';

/** Where /ep/api goes in dev: the local emulator, or a real backend given by EP_API_TARGET. */
const target = process.env.EP_API_TARGET ?? `http://127.0.0.1:${process.env.EMULATOR_PORT ?? 8080}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': new URL('./client', import.meta.url).pathname } },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        // Zod and the module that turns its eval off share one chunk, which runs before any chunk
        // building a schema: the Content-Security-Policy forbids eval (client/lib/zod-jitless.ts).
        manualChunks: (id) =>
          id.includes('/node_modules/zod/') || id.endsWith('/client/lib/zod-jitless.ts') ? 'zod' : undefined,
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
