import { describe, expect, it } from 'vitest';
import { isPermissionDenied, permissionDeniedSchema } from '#contract';
import { buttonVariants, INPUT_CLASS } from '@/components/ui/variants';
import { LOGIN_CLASSES } from '@/features/auth/login-controls';
import { cn } from '@/lib/cn';

// The login page draws its controls without tailwind-merge (issue 21): each class list must be
// the one the shared component gives with the same props.
describe('the login page controls', () => {
  it('have the classes of the shared Input, Button and language switch', () => {
    for (const extra of ['h-10 pl-8', 'h-10 pr-9 pl-8']) {
      expect(LOGIN_CLASSES.input(extra)).toBe(cn(`h-8 ${INPUT_CLASS}`, extra));
    }
    expect(LOGIN_CLASSES.submit).toBe(cn(buttonVariants({ variant: 'primary', size: 'lg' })));
    expect(LOGIN_CLASSES.language).toBe(
      cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'text-white hover:bg-white/10'),
    );
  });
});

describe('isPermissionDenied', () => {
  it("accepts what permissionDeniedSchema accepts, without zod (the login page's code table)", () => {
    const samples: unknown[] = [
      { perm_names: ['卡列表', '计费组'] },
      { perm_names: [] },
      { perm_names: ['a'], extra: 1 },
      { perm_names: [1] },
      { perm_names: 'a' },
      {},
      null,
      undefined,
      'perm_names',
      [],
      42,
    ];
    for (const sample of samples) {
      expect(isPermissionDenied(sample), JSON.stringify(sample)).toBe(
        permissionDeniedSchema.safeParse(sample).success,
      );
    }
  });
});
