import { defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };

export default defineConfig({
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
