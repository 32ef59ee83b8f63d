import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { INPUT_CLASS } from './variants.ts';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(`h-8 ${INPUT_CLASS}`, className)} {...props} />;
}
