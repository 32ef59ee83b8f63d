import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from 'react';
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

/** A checkbox and its label (the native input: keyboard and screen readers for free). `strong` sets the label in medium weight, for a branch of a tree. */
export function CheckboxField({
  checked,
  indeterminate = false,
  strong = false,
  disabled,
  onChange,
  children,
}: {
  checked: boolean;
  indeterminate?: boolean;
  strong?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2 py-0.5">
      <SelectCheckbox
        id={id}
        checked={checked}
        indeterminate={indeterminate}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label
        htmlFor={id}
        className={
          strong ? 'text-sm font-medium text-slate-800' : 'min-w-0 break-words text-sm text-slate-700'
        }
      >
        {children}
      </label>
    </div>
  );
}
