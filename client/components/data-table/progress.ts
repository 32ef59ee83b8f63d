/**
 * Progress cells. A usage (spec section 4): 0 is empty; up to 80% blue; over 80 up to 100 amber;
 * above 100 red. A task's progress: blue while it runs, green once whole. The bar is capped at 100
 * while the label keeps the real percentage.
 */
export type ProgressTone = 'empty' | 'normal' | 'warning' | 'exceeded' | 'complete';

export function progressView(
  percent: number,
  scale: 'usage' | 'task' = 'usage',
): { tone: ProgressTone; width: number; label: string } {
  const value = Number.isFinite(percent) ? percent : 0;
  const tone: ProgressTone =
    value <= 0
      ? 'empty'
      : scale === 'task'
        ? value >= 100
          ? 'complete'
          : 'normal'
        : value <= 80
          ? 'normal'
          : value <= 100
            ? 'warning'
            : 'exceeded';
  return { tone, width: Math.min(Math.max(value, 0), 100), label: `${Math.round(value * 10) / 10}%` };
}
