import { cn } from '@/lib/cn';
import { LanguageSwitchButton } from './language-switch-button.tsx';
import { buttonVariants } from './ui/variants.ts';

/**
 * Switches every visible string; the server's messages and table labels follow the same setting.
 * `labelClassName` lets a crowded bar show the current language's name only where it fits (hide
 * it with `hidden`, not `sr-only`: the button's name is then "语言" alone).
 */
export function LanguageSwitch({
  className,
  labelClassName,
}: {
  className?: string;
  labelClassName?: string;
}) {
  return (
    <LanguageSwitchButton
      triggerClassName={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), className)}
      labelClassName={labelClassName}
    />
  );
}
