import { cva } from 'class-variance-authority';

/**
 * The classes of the ui primitives, apart from the components (which merge a caller's classes
 * with tailwind-merge): the login page draws its few controls from these without loading it.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-white hover:bg-primary-hover active:bg-primary-active',
        default: 'border border-slate-300 bg-white text-slate-700 hover:border-primary hover:text-primary',
        danger: 'bg-danger text-white hover:opacity-90',
        ghost: 'text-slate-600 hover:bg-slate-100',
        link: 'text-primary hover:underline',
      },
      size: {
        sm: 'h-7 px-2.5 text-xs',
        md: 'h-8 px-3 text-sm',
        lg: 'h-10 px-4 text-base',
        icon: 'size-8',
      },
    },
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

/** Input's classes but its height (h-8 unless the caller's className says otherwise). */
export const INPUT_CLASS =
  'w-full min-w-0 rounded border border-slate-300 bg-white px-2.5 text-sm outline-none transition-colors placeholder:text-slate-400 hover:border-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/20 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-danger aria-invalid:ring-danger/20';

export const LABEL_CLASS = 'text-sm font-medium text-slate-700 select-none';
