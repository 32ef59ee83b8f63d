import { describe, expect, it } from 'vitest';
import { type FilterField, normalizeFilters } from '@/components/filter-bar/filter-values';

const fields: FilterField[] = [
  { type: 'text', name: 'number', label: '卡号' },
  { type: 'text', name: 'remark', label: '备注' },
  {
    type: 'select',
    name: 'status',
    label: '状态',
    options: [
      { value: 'active', label: '正使用' },
      { value: ' spaced ', label: '带空格' },
    ],
  },
];

describe('normalizeFilters (spec section 5: filter text inputs strip whitespace)', () => {
  it('strips whitespace around and inside text values', () => {
    expect(normalizeFilters(fields, { number: ' 8986 0112\t3456\n ' })).toEqual({ number: '898601123456' });
  });

  it('leaves select values untouched', () => {
    expect(normalizeFilters(fields, { status: ' spaced ' })).toEqual({ status: ' spaced ' });
    expect(normalizeFilters(fields, { status: 'active' })).toEqual({ status: 'active' });
  });

  it('drops empty values and text values that were only whitespace', () => {
    expect(normalizeFilters(fields, { number: '   ', remark: '', status: '' })).toEqual({});
  });

  it('drops values of names that are not fields', () => {
    expect(normalizeFilters(fields, { number: '1', page: '3' })).toEqual({ number: '1' });
  });

  it('keeps every filled field together', () => {
    expect(normalizeFilters(fields, { number: ' 123 ', remark: 'a b', status: 'active' })).toEqual({
      number: '123',
      remark: 'ab',
      status: 'active',
    });
  });
});
