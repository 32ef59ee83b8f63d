import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      data-slot="card"
      className={cn('rounded-md border border-slate-200 bg-white shadow-xs', className)}
      {...props}
    />
  );
}
