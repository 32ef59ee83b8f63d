import { describe, expect, it } from 'vitest';
import { topupAmount, word } from '#contract';
import { wordIn, wordsIn } from '../../server/i18n.ts';
import { cardRefusal, carrierRefusal, orderTotal } from '../../server/services/charge.ts';
import { productName, sizeOf } from '../../server/services/charge-products.ts';

const active = { iccid: '8986001', status: 'active' as const, billing_group_id: null };
const inPool = { ...active, billing_group_id: 3 };

describe('the rules of one card order', () => {
  it('refuses a cancelled card, a card not in service unless the product waits for activation', () => {
    expect(cardRefusal({ ...active, status: 'cancelled' }, { pool: 0 }, 'immediate')?.key).toBe(
      'charge_card_cancelled',
    );
    expect(cardRefusal({ ...active, status: 'cancelled' }, { pool: 0 }, 'on_activation')?.key).toBe(
      'charge_card_cancelled',
    );
    expect(cardRefusal({ ...active, status: 'pending' }, { pool: 0 }, 'immediate')?.key).toBe(
      'charge_card_not_active',
    );
    expect(cardRefusal({ ...active, status: 'pending' }, { pool: 0 }, 'on_activation')).toBeNull();
    expect(cardRefusal({ ...active, status: 'suspended' }, { pool: 0 }, 'immediate')).toBeNull();
  });

  it('lets a pooled card buy only the pool add-on, and the pool add-on only a pooled card', () => {
    expect(cardRefusal(inPool, { pool: 0 }, 'immediate')?.key).toBe('charge_pool_addon_only');
    expect(cardRefusal(inPool, { pool: 1 }, 'immediate')).toBeNull();
    expect(cardRefusal(active, { pool: 1 }, 'immediate')?.key).toBe('charge_pool_product_only');
  });

  it('allows one carrier per order, the product’s, and words the refusal in both languages', () => {
    expect(carrierRefusal(['cmcc', 'cmcc'], 'cmcc')).toBeNull();
    expect(carrierRefusal([], 'cmcc')).toBeNull();
    const mixed = carrierRefusal(['cmcc', 'cucc', 'cmcc'], 'cmcc')!;
    expect(wordIn('zh-CN', mixed)).toBe('一个订单只能充值同一运营商的卡，所选卡涉及：中国移动、中国联通');
    expect(wordIn('en', mixed)).toMatch(
      /^One order recharges cards of one carrier; the cards chosen are with China Mobile/,
    );
    expect(wordIn('en', carrierRefusal(['ctcc'], 'cmcc')!)).toBe(
      'The product is for China Mobile, the cards are with China Telecom',
    );
  });

  it('prices an order as the price times the cards, in whole cents', () => {
    expect(orderTotal(3000, 2)).toBe(6000);
    expect(orderTotal(1000, 0)).toBe(0);
    expect(orderTotal(4500, 500)).toBe(2_250_000);
  });
});

describe('product names', () => {
  const name = (p: Parameters<typeof productName>[0], lang: 'zh-CN' | 'en') =>
    word(wordsIn(lang), productName(p));

  it('name carrier, type and size in each language, a pool add-on marked', () => {
    expect(name({ carrier: 'cmcc', kind: 'addon', mb: 100, sms: 0, pool: 0 }, 'zh-CN')).toBe(
      '中国移动加油包 100MB',
    );
    expect(name({ carrier: 'cucc', kind: 'fixed', mb: 3072, sms: 0, pool: 0 }, 'en')).toBe(
      'China Unicom Fixed flow 3GB',
    );
    expect(name({ carrier: 'ctcc', kind: 'addon', mb: 1024, sms: 0, pool: 1 }, 'zh-CN')).toBe(
      '中国电信加油包 1GB（计费组）',
    );
    expect(sizeOf({ kind: 'addon', mb: 1536, sms: 0 })).toBe('1.5GB');
    expect(word(wordsIn('en'), sizeOf({ kind: 'sms', mb: 0, sms: 100 }) as never)).toBe('100 SMS');
  });
});

describe('the top-up amount', () => {
  const amount = topupAmount;
  it('takes 1 to 500 yuan with at most two decimals', () => {
    for (const ok of ['1', '1.00', '88.8', '500', '500.00', ' 20 '])
      expect(amount.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0', '0.99', '-5', '1.005', '501', '500.01', 'abc', '', '1e2']) {
      expect(amount.safeParse(bad).success, bad).toBe(false);
    }
  });
});
