import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { INPUT_CLASS } from './variants.ts';

/** A multi-line input styled as every other input. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(`py-1.5 ${INPUT_CLASS}`, className)}
      {...props}
    />
  );
}
