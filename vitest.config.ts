import { defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };
import { catalogueModules } from './scripts/catalogue-modules.ts';

export default defineConfig({
  // The client's catalogue modules (client/lib/i18n.ts): every string at once in the unit tests.
  plugins: [catalogueModules()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: { alias: { '@': new URL('./client', import.meta.url).pathname } },
  test: {
    // A guard against hangs, not a speed check (speed is npm run bench's): vitest's 5 s default
    // failed a test seeding 13,000 cards on a loaded 2-core CI machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
