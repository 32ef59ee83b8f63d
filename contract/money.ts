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
  const whole = Math.floor(fen / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(fen % 100).padStart(2, '0');
  return `${amount < 0 && fen > 0 ? '-' : ''}¥${whole}.${cents}`;
}
