import { type CSSProperties, type KeyboardEvent, type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * Which item of a chart (a day, a slice) shows its tooltip: the one under the pointer, or, from the
 * keyboard, the one the arrow keys (Home, End) step to once the chart has focus; none on leaving.
 */
export function useActiveItem(count: number, firstOnFocus: 'first' | 'last') {
  const [active, setActive] = useState<number | null>(null);
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i));
  const onKeyDown = (event: KeyboardEvent) => {
    const from = active ?? (firstOnFocus === 'first' ? 0 : count - 1);
    const next: Record<string, number | null> = {
      ArrowRight: from + 1,
      ArrowDown: from + 1,
      ArrowLeft: from - 1,
      ArrowUp: from - 1,
      Home: 0,
      End: count - 1,
      Escape: null,
    };
    if (!(event.key in next)) return;
    const to = next[event.key] ?? null;
    if (to === null) return setActive(null);
    event.preventDefault();
    setActive(clamp(to));
  };
  return {
    active: active === null || active >= count ? null : active,
    setActive,
    /** Spread on the focusable chart. */
    focusProps: {
      tabIndex: 0,
      onKeyDown,
      onFocus: () => setActive((a) => a ?? (firstOnFocus === 'first' ? 0 : count - 1)),
      onBlur: () => setActive(null),
    },
  };
}

/** A chart's tooltip: the figures of the item under the pointer or the keyboard. */
export function ChartTooltip({
  id,
  style,
  className,
  children,
}: {
  id: string;
  style: CSSProperties;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role="tooltip"
      style={style}
      className={cn(
        'pointer-events-none absolute z-10 whitespace-nowrap rounded border border-slate-200 bg-white px-2.5 py-1.5 text-xs shadow-md',
        className,
      )}
    >
      {children}
    </div>
  );
}
