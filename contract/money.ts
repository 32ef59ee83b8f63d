/**
 * Money as the portal shows it, the same in both languages (issue 36): the yuan sign, thousands
 * separators and two decimals: ¥12,860.50, -¥10.00. One pure function, so the header, the
 * pages and the `money` table cells cannot drift apart, and the emulator can use it for any
 * text it writes itself.
 *
 * Takes yuan as a number or as the decimal text the API carries ('-10.00', '1520.00'); anything
 * else (no amount) is shown as '-'.
 */
export function formatMoney(yuan: number | string | null | undefined): string {
  const amount = typeof yuan === 'string' ? (yuan.trim() === '' ? Number.NaN : Number(yuan)) : yuan;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-';
  // Whole fen first, so 0.1 + 0.2 and 1.005 round as a cashier would, not as binary floats do.
  const fen = Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100);
  const whole = groupThousands(Math.floor(fen / 100).toString());
  const cents = String(fen % 100).padStart(2, '0');
  return `${amount < 0 && fen > 0 ? '-' : ''}¥${whole}.${cents}`;
}

/** '1234567' as '1,234,567'. */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A count or an amount with thousands separators and at most `maxFractionDigits` decimals, trailing
 * zeros dropped: 1234567 as '1,234,567', 1234.5 as '1,234.5'. The same in both languages and every
 * browser, and without Intl: a page's first `toLocaleString` costs ~40 ms of main thread to set up
 * the browser's number formats (about 170 ms on Lighthouse's phone), which /home paid for four figures.
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return '-';
  const scale = 10 ** maxFractionDigits;
  const scaled = Math.round(Math.abs(value) * scale + Number.EPSILON * scale);
  const whole = groupThousands(Math.floor(scaled / scale).toString());
  const fraction =
    maxFractionDigits > 0
      ? String(scaled % scale)
          .padStart(maxFractionDigits, '0')
          .replace(/0+$/, '')
      : '';
  return `${value < 0 && scaled > 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
