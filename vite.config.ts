import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { catalogueModules } from './scripts/catalogue-modules.ts';
import { precompress } from './scripts/precompress.ts';

/** The libraries the login page runs (with the bundler's runtime and preload helper: 'vendor'). */
const FIRST_PAGE_LIBRARIES =
  /\/node_modules\/(react|react-dom|scheduler|i18next|react-i18next|jotai|regexparam|clsx|class-variance-authority)\//;

const CLIENT = new URL('./client/', import.meta.url).pathname;
/**
 * What every signed-in page waits for (services, layout, route tables) goes in one 'app' script
 * with the libraries it uses (TanStack Query, Radix, floating-ui, lucide, tailwind-merge…), and the
 * home page, where a client user lands, in 'home': after the login, ~50 small scripts fetched in a
 * waterfall were most of /home's Lighthouse score (issue 21).
 */
const APP_ROOTS = ['app/services.tsx', 'app/layout/app-layout.tsx', 'routes/index.ts'];
const HOME_ROOTS = ['features/home/home-page.tsx'];

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

const isZod = (id: string) => id.includes('/node_modules/zod/') || id.endsWith('/client/lib/zod-jitless.ts');

/** The modules `roots` import, directly or not (static imports only), leaving out `known`. */
function staticClosure(roots: string[], info: ModuleInfoOf, known: (id: string) => boolean): Set<string> {
  const found = new Set<string>();
  const todo = roots.map((root) => CLIENT + root);
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (found.has(id) || known(id)) continue;
    found.add(id);
    todo.push(...(info(id)?.importedIds ?? []));
  }
  return found;
}

let afterLogin: { app: Set<string>; home: Set<string> } | null = null;
/**
 * 'app' and 'home' as module sets, less the first page's: the login page never loads them, and
 * their modules import only what is in the first page, 'zod', 'app' (for 'home') or their own set,
 * so they need not pull their imports in with them. The first page is what the entry imports, but
 * no module that imports zod (the first page builds no schema): the contract's index re-exports
 * every endpoint, of which the login page takes none.
 */
function afterLoginChunk(id: string, info: ModuleInfoOf): 'app' | 'home' | null {
  if (!afterLogin) {
    const first = staticClosure(['main.tsx'], info, (m) => info(m)?.importedIds.some(isZod) ?? false);
    const app = staticClosure(APP_ROOTS, info, (m) => first.has(m));
    afterLogin = { app, home: staticClosure(HOME_ROOTS, info, (m) => first.has(m) || app.has(m)) };
  }
  return afterLogin.app.has(id) ? 'app' : afterLogin.home.has(id) ? 'home' : null;
}

/** Where /ep/api goes in dev: the local emulator, or a real backend given by EP_API_TARGET. */
const target = process.env.EP_API_TARGET ?? `http://127.0.0.1:${process.env.EMULATOR_PORT ?? 8080}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    catalogueModules(),
    precompress(),
    // A new build (a watch's next one) walks its own module graph.
    {
      name: 'after-login-chunks',
      buildStart() {
        afterLogin = null;
      },
    },
  ],
  resolve: { alias: { '@': new URL('./client', import.meta.url).pathname } },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the portal supports preloads modules itself: no polyfill in the first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Zod and the module that turns its eval off share one chunk, which runs before any chunk
            // building a schema: the Content-Security-Policy forbids eval (client/lib/zod-jitless.ts).
            {
              name: 'zod',
              test: isZod,
              priority: 3,
            },
            // The libraries the login page runs, in one script with the loader of the others: fewer
            // requests, and less glue between chunks in the first page's JavaScript (issue 21).
            {
              name: 'vendor',
              test: (id) =>
                FIRST_PAGE_LIBRARIES.test(id) || /vite\/preload-helper|rolldown\/runtime/.test(id),
              priority: 2,
            },
            {
              debugName: 'after-login',
              name: (id, ctx) => afterLoginChunk(id, (m) => ctx.getModuleInfo(m)),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // Recharts and the libraries under it, in one script the pages with charts load with them.
            { name: 'charts', test: /\/node_modules\/recharts\//, priority: 0 },
          ],
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
