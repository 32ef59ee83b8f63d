import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import type { Tone } from '#contract';
import { cn } from '@/lib/cn';

const badgeVariants = cva(
  'inline-flex items-center rounded border px-1.5 py-0.5 text-xs leading-4 whitespace-nowrap',
  {
    variants: {
      tone: {
        success: 'border-green-200 bg-green-50 text-green-700',
        warning: 'border-amber-200 bg-amber-50 text-amber-700',
        danger: 'border-red-200 bg-red-50 text-red-700',
        info: 'border-sky-200 bg-sky-50 text-sky-700',
        default: 'border-slate-200 bg-slate-50 text-slate-600',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & { tone?: Tone }) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}
