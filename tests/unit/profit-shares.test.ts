import { describe, expect, it } from 'vitest';
import { profitShares, subPriceOf } from '../../server/services/profit.ts';

const price = { cost_cents: 1000, sub_price_cents: 1200, retail_cents: 1500 };

describe('the profit of a fulfilled share', () => {
  it('gives the main client its price to the sub-customer less cost on a balance order', () => {
    expect(profitShares(price, { channel: 'balance', sale_cents: 1000 })).toEqual([
      { role: 'main', sale_cents: 1000, cost_cents: 1000, profit_cents: 200 },
    ]);
  });

  it('also gives the sub-customer retail less its price on an H5 sale', () => {
    expect(profitShares(price, { channel: 'wechat', sale_cents: 1500 })).toEqual([
      { role: 'main', sale_cents: 1500, cost_cents: 1000, profit_cents: 200 },
      { role: 'sub', sale_cents: 1500, cost_cents: 1200, profit_cents: 300 },
    ]);
  });

  it('writes the same rows negative for a refund, and none that earn nothing', () => {
    expect(profitShares(price, { channel: 'wechat', sale_cents: 1500 }, -1)).toEqual([
      { role: 'main', sale_cents: -1500, cost_cents: -1000, profit_cents: -200 },
      { role: 'sub', sale_cents: -1500, cost_cents: -1200, profit_cents: -300 },
    ]);
    const atCost = { cost_cents: 1000, sub_price_cents: 1000, retail_cents: 1000 };
    expect(profitShares(atCost, { channel: 'wechat', sale_cents: 1000 })).toEqual([]);
  });

  it("sets the sub-customer's price by a ratio (hundredths of a percent) or a difference (cents) over cost", () => {
    expect(subPriceOf(1000, 'ratio', 1000)).toBe(1100);
    expect(subPriceOf(999, 'ratio', 1250)).toBe(1124);
    expect(subPriceOf(1000, 'diff', 250)).toBe(1250);
    expect(subPriceOf(1000, 'diff', -1)).toBeLessThan(1000);
  });
});
