import type { MouseEvent, ReactNode } from 'react';
import { buttonVariants, INPUT_CLASS, LABEL_CLASS } from '@/components/ui/variants';

/**
 * The login page's controls as the shared ones draw them (FormField with its Label, Input,
 * Button, the language switch's trigger), their classes merged ahead: the first page loads neither
 * tailwind-merge nor Radix (issue 21). tests/unit/client/login-controls.test.ts checks that each
 * class list is the one `cn` gives the shared component.
 */
export const LOGIN_CLASSES = {
  input: (extra: string) => `${INPUT_CLASS} ${extra}`,
  submit: buttonVariants({ variant: 'primary', size: 'lg' }),
  language: `${buttonVariants({ variant: null, size: 'sm' })} text-white hover:bg-white/10`,
};

/** As Radix's Label: a double click on the label does not select the text around it. */
const keepSelection = (event: MouseEvent) => {
  const target = event.target as HTMLElement;
  if (!target.closest('button, input, select, textarea') && event.detail > 1) event.preventDefault();
};

/** FormField: a labelled field with its error under it, wired for assistive technology. */
export function LoginField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label data-slot="label" htmlFor={id} className={LABEL_CLASS} onMouseDown={keepSelection}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
