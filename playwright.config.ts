import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/browser.ts';
import { EPOCH_TEXT } from './tests/e2e/epoch.ts';

/** The built portal served by the emulator on one port, on a fresh in-memory world. */
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Each test has its own world: any two can run side by side, so the two workers stay busy to the end.
  fullyParallel: true,
  workers: 2,
  // CI retries a failed test once (a rare flake cannot block a merge) and the flaky reporter names
  // every test that passed only on its retry; locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // A net for a test that hangs, not a speed limit: the longest tests take ~15 s on an idle
  // 2-core machine, and CI machines are often busier (speed is measured by npm run bench).
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['./tests/e2e/flaky-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/ep/api/login_config/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DB_FILE: ':memory:',
      SEED_CARDS: '600',
      LOG_LEVEL: 'warn',
      EMULATOR_EPOCH: EPOCH_TEXT,
      // The whole suite comes from one address: its per-address limits are raised, the per-account
      // ones (a locked account, a used-up code) stay as a user meets them.
      EMULATOR_LIMITS: JSON.stringify({
        codeSendsPerAddress: { max: 10_000 },
        codeTriesPerAddress: { max: 10_000 },
        passwordPerAddress: { max: 10_000 },
        worldsPerAddress: { max: 10_000 },
        publicLookupsPerAddress: { max: 10_000 },
        wxOrdersPerAddress: { max: 10_000 },
      }),
      // Another build than dist/ (vite build --outDir), so two test runs do not share one.
      ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
    },
  },
});
