import { describe, expect, it } from 'vitest';
import { nextSort } from '@/components/data-table/data-table';

describe('nextSort (column header clicks)', () => {
  it('sorts an unsorted table descending by the clicked column', () => {
    expect(nextSort(null, 'iccid')).toEqual({ prop: 'iccid', order: 'desc' });
    expect(nextSort(undefined, 'iccid')).toEqual({ prop: 'iccid', order: 'desc' });
  });

  it('turns descending into ascending on the same column', () => {
    expect(nextSort({ prop: 'iccid', order: 'desc' }, 'iccid')).toEqual({ prop: 'iccid', order: 'asc' });
  });

  it('clears the sort after ascending on the same column', () => {
    expect(nextSort({ prop: 'iccid', order: 'asc' }, 'iccid')).toBeNull();
  });

  it('starts descending again when another column is clicked', () => {
    expect(nextSort({ prop: 'iccid', order: 'asc' }, 'usage_mb')).toEqual({
      prop: 'usage_mb',
      order: 'desc',
    });
    expect(nextSort({ prop: 'iccid', order: 'desc' }, 'usage_mb')).toEqual({
      prop: 'usage_mb',
      order: 'desc',
    });
  });
});
