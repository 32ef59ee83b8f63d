import { describe, expect, it } from 'vitest';
import { pageItems } from '@/components/data-table/page-items';

describe('pageItems', () => {
  it('shows a single page as [1]', () => {
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('shows [1] when there are no pages at all', () => {
    expect(pageItems(1, 0)).toEqual([1]);
  });

  it('shows every page when they fit in the window', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts a gap before the last page when on the first page', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, null, 10]);
  });

  it('puts a gap after the first page when on the last page', () => {
    expect(pageItems(10, 10)).toEqual([1, null, 8, 9, 10]);
  });

  it('puts gaps on both sides of the window in the middle', () => {
    expect(pageItems(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
  });

  it('leaves no gap where the window touches the first or last page', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10]);
    expect(pageItems(7, 10)).toEqual([1, null, 5, 6, 7, 8, 9, 10]);
  });

  it('takes the window width as a parameter', () => {
    expect(pageItems(5, 10, 1)).toEqual([1, null, 4, 5, 6, null, 10]);
  });
});
