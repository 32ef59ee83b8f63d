/**
 * The instant every browser test starts at: the emulator's worlds (EMULATOR_EPOCH, passed to the
 * test server) and each page's own clock. A given EMULATOR_EPOCH runs the suite at another instant
 * (`EMULATOR_EPOCH=2028-02-29T12:00:00+08:00 npm run test:e2e`).
 */
import { parseEpoch } from '../../server/lib/epoch.ts';

const DEFAULT_EPOCH = '2026-11-18T10:30:00+08:00';
export const EPOCH_TEXT = process.env.EMULATOR_EPOCH || DEFAULT_EPOCH;
export const EPOCH_MS = parseEpoch(EPOCH_TEXT);
