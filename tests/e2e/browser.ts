import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded browser (the machine cannot download one). The flags keep
 * it from reaching out to the network it does not have.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
