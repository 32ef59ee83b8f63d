import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A group of radio buttons (Radix): arrow keys move between them, one tab stop for the group. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn('flex flex-wrap gap-x-4 gap-y-2', className)}
      {...props}
    />
  );
}

/** One choice of a RadioGroup with its label. */
export function RadioGroupItem({
  className,
  children,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the Radix item inside is the control
    <label className={cn('inline-flex cursor-pointer items-center gap-1.5 text-sm', className)}>
      <RadioGroupPrimitive.Item
        data-slot="radio-group-item"
        className="flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 outline-none focus-visible:ring-2 focus-visible:ring-primary/30 data-[state=checked]:border-primary disabled:opacity-50"
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />
      </RadioGroupPrimitive.Item>
      {children}
    </label>
  );
}

/**
 * A choice drawn as a card: the whole card is the radio (a Radix item), so a click anywhere on it
 * chooses it and the arrow keys move between cards. `indicator` shows on the chosen card only.
 */
export function RadioCard({
  className,
  children,
  indicator,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item> & { indicator?: ReactNode }) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-card"
      className={cn(
        'relative flex cursor-pointer items-center justify-between gap-2 rounded-md border p-3 text-left outline-none transition-colors focus-visible:ring-2 focus-visible:ring-primary/40 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      {children}
      {indicator && <RadioGroupPrimitive.Indicator asChild>{indicator}</RadioGroupPrimitive.Indicator>}
    </RadioGroupPrimitive.Item>
  );
}
