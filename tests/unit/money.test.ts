import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '#catalogue';
import { formatMoney, formatNumber, type Lang } from '#contract';

/** Issue 36: money reads the same in both languages, ¥ with thousands separators and two decimals. */

describe('formatMoney', () => {
  it('writes yuan with ¥, thousands separators and two decimals', () => {
    expect(formatMoney(12860.5)).toBe('¥12,860.50');
    expect(formatMoney(1520)).toBe('¥1,520.00');
    expect(formatMoney(1234567.891)).toBe('¥1,234,567.89');
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney(999.99)).toBe('¥999.99');
  });

  it('reads the decimal text the API carries', () => {
    expect(formatMoney('12865.50')).toBe('¥12,865.50');
    expect(formatMoney('1520.00')).toBe('¥1,520.00');
    expect(formatMoney('-10.00')).toBe('-¥10.00');
  });

  it('puts the minus before the sign, and shows no minus for an amount that rounds to zero', () => {
    expect(formatMoney(-88.8)).toBe('-¥88.80');
    expect(formatMoney(-0.001)).toBe('¥0.00');
  });

  it('rounds to the fen as a cashier would, not as binary fractions do', () => {
    expect(formatMoney(1.005)).toBe('¥1.01');
    expect(formatMoney(0.1 + 0.2)).toBe('¥0.30');
    expect(formatMoney(999.995)).toBe('¥1,000.00');
  });

  it('shows a dash where there is no amount', () => {
    for (const none of [null, undefined, '', ' ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(none)).toBe('-');
    }
  });
});

describe('money in the catalogue', () => {
  const ledger = (lang: Lang) =>
    (catalogue(lang) as unknown as { ledger: Record<string, Record<string, string>> }).ledger;
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

  it.each(['zh-CN', 'en'] as const)(
    'in %s takes the formatted amount as it is: no second ¥, no 元',
    (lang) => {
      const money = formatMoney(12860.5);
      const { account, transfer } = ledger(lang);
      const texts = [
        fill(account!.totals!, { n: '3', income: money, expense: money, net: money }),
        fill(account!.kindTotal!, { kind: 'x', n: '1', amount: money }),
        fill(transfer!.availableNow!, { available: money }),
        fill(transfer!.subClientOption!, { name: 'x', balance: money }),
        fill(transfer!.confirm!, { name: 'x', amount: money }),
        fill(transfer!.done!, { name: 'x', amount: money }),
      ];
      for (const text of texts) {
        expect(text).toContain('¥12,860.50');
        expect(text).not.toMatch(/¥¥|元/);
      }
    },
  );
});

describe('formatNumber', () => {
  it('groups thousands and keeps no decimals by default', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.6)).toBe('1,235');
  });

  it('keeps up to the decimals asked for, trailing zeros dropped', () => {
    expect(formatNumber(1234.5, 2)).toBe('1,234.5');
    expect(formatNumber(1234.567, 2)).toBe('1,234.57');
    expect(formatNumber(2.4, 2)).toBe('2.4');
    expect(formatNumber(2, 2)).toBe('2');
    expect(formatNumber(0.1 + 0.2, 2)).toBe('0.3');
    expect(formatNumber(1.005, 2)).toBe('1.01');
  });

  it('writes a minus only for a value that does not round to zero', () => {
    expect(formatNumber(-1234.5, 1)).toBe('-1,234.5');
    expect(formatNumber(-0.001, 2)).toBe('0');
  });

  it('shows a value that is not a number as a dash', () => {
    expect(formatNumber(Number.NaN)).toBe('-');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('the client formats numbers itself', () => {
  it('calls no toLocaleString on a number (formatNumber and formatMoney instead)', () => {
    const root = new URL('../../client/', import.meta.url).pathname;
    const offenders = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          // A date's month name may still come from the browser's formats; a number may not.
          .filter((line) => /\.toLocaleString\(/.test(line) && !/new Date\(/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
