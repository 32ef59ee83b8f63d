import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/** A native checkbox (keyboard and screen readers for free) that can also show "some selected". */
export function SelectCheckbox({
  indeterminate = false,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-checked={indeterminate ? 'mixed' : undefined}
      className={cn(
        'size-3.5 cursor-pointer align-middle accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        className,
      )}
      {...props}
    />
  );
}
