import { describe, expect, it } from 'vitest';
import { balanceTransfer } from '#contract';
import { centsOf } from '../../server/services/ledger.ts';

describe('a transfer amount as typed', () => {
  it('is read to whole cents without floating-point error', () => {
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('0.29')).toBe(29);
    expect(centsOf('1.005'.slice(0, 4))).toBe(100);
    expect(centsOf('123.45')).toBe(12345);
    expect(centsOf(' 88.8 ')).toBe(8880);
    expect(centsOf('10000000')).toBe(1_000_000_000);
  });

  it('must be more than 0 with at most two decimals (the contract rule the form and the emulator share)', () => {
    const amount = (value: unknown) =>
      balanceTransfer.body!.safeParse({ sub_client_id: 1, amount: value }).success;
    for (const ok of ['1', '0.01', '88.80', '10000000']) expect(amount(ok)).toBe(true);
    for (const bad of ['0', '0.00', '-1', '1.234', '1e3', 'abc', '', '10000000.01', 5])
      expect(amount(bad)).toBe(false);
  });
});
