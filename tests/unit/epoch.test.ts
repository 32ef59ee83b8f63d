import { describe, expect, it } from 'vitest';
import { epochFromEnv, parseEpoch } from '../../server/lib/epoch.ts';

describe('parseEpoch (EMULATOR_EPOCH)', () => {
  it('reads an instant with its offset, or in UTC', () => {
    expect(parseEpoch('2026-03-31T23:59:00+08:00')).toBe(Date.UTC(2026, 2, 31, 15, 59));
    expect(parseEpoch('2027-01-01T00:05:00+08:00')).toBe(Date.UTC(2026, 11, 31, 16, 5));
    expect(parseEpoch('2028-02-29T12:00:00+08:00')).toBe(Date.UTC(2028, 1, 29, 4));
    expect(parseEpoch('2026-11-18T02:30:00Z')).toBe(Date.UTC(2026, 10, 18, 2, 30));
    expect(parseEpoch('2026-11-18T10:30+08:00')).toBe(Date.UTC(2026, 10, 18, 2, 30));
  });

  it('refuses an instant without an offset, a day that does not exist, and anything else', () => {
    for (const text of [
      '2026-11-18T10:30:00', // no offset: the host's zone would decide
      '2026-11-18',
      '2027-02-29T12:00:00+08:00', // not a leap year: Date.parse would roll it to March
      '2026-04-31T00:00:00+08:00',
      '2026-11-18T24:00:00+08:00',
      'yesterday',
      '',
    ]) {
      expect(() => parseEpoch(text), text).toThrow(/EMULATOR_EPOCH/);
    }
  });

  it('is undefined when the variable is not set, so the emulator follows real time', () => {
    expect(epochFromEnv({})).toBeUndefined();
    expect(epochFromEnv({ EMULATOR_EPOCH: '2026-11-18T10:30:00+08:00' })).toBe(Date.UTC(2026, 10, 18, 2, 30));
  });
});
