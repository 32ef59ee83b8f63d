/**
 * Progress cells (spec section 4): 0 is empty; up to 80% blue; over 80 up to 100 amber; above 100
 * red. The bar is capped at 100 while the label keeps the real percentage.
 */
export type ProgressTone = 'empty' | 'normal' | 'warning' | 'exceeded';

export function progressView(percent: number): { tone: ProgressTone; width: number; label: string } {
  const value = Number.isFinite(percent) ? percent : 0;
  const tone: ProgressTone =
    value <= 0 ? 'empty' : value <= 80 ? 'normal' : value <= 100 ? 'warning' : 'exceeded';
  return { tone, width: Math.min(Math.max(value, 0), 100), label: `${Math.round(value * 10) / 10}%` };
}
