import { describe, expect, it } from 'vitest';
import { formatListParams, type ListParams, parseListParams } from '@/lib/list-params';

describe('parseListParams', () => {
  it('gives page 1, page size 10, no filters and no sort for an empty search', () => {
    expect(parseListParams('')).toEqual({ filters: {}, page: 1, pageSize: 10, sort: null });
  });

  it('reads filters, page, page size and sort', () => {
    expect(parseListParams('status=active&carrier=cmcc&page=3&page_size=20&sort=iccid&order=asc')).toEqual({
      filters: { status: 'active', carrier: 'cmcc' },
      page: 3,
      pageSize: 20,
      sort: { prop: 'iccid', order: 'asc' },
    });
  });

  it('accepts each page size of the spec: 5, 10, 20, 30, 50', () => {
    expect([5, 10, 20, 30, 50].map((size) => parseListParams(`page_size=${size}`).pageSize)).toEqual([
      5, 10, 20, 30, 50,
    ]);
  });

  it('falls back to page size 10 for an invalid page size', () => {
    expect(parseListParams('page_size=15').pageSize).toBe(10);
    expect(parseListParams('page_size=100').pageSize).toBe(10);
    expect(parseListParams('page_size=abc').pageSize).toBe(10);
    expect(parseListParams('page_size=').pageSize).toBe(10);
  });

  it('turns a page below 1 into 1', () => {
    expect(parseListParams('page=0').page).toBe(1);
    expect(parseListParams('page=-4').page).toBe(1);
    expect(parseListParams('page=abc').page).toBe(1);
  });

  it('sorts descending unless the order is asc', () => {
    expect(parseListParams('sort=usage_mb').sort).toEqual({ prop: 'usage_mb', order: 'desc' });
    expect(parseListParams('sort=usage_mb&order=sideways').sort).toEqual({ prop: 'usage_mb', order: 'desc' });
  });

  it('ignores an order without a sort column', () => {
    expect(parseListParams('order=asc').sort).toBeNull();
  });

  it('drops empty filter values', () => {
    expect(parseListParams('status=&number=8986').filters).toEqual({ number: '8986' });
  });

  it('decodes encoded filter values', () => {
    expect(parseListParams('remark=%E6%B5%8B%E8%AF%95%20a').filters).toEqual({ remark: '测试 a' });
  });
});

describe('formatListParams', () => {
  it('leaves the defaults out of the URL', () => {
    expect(formatListParams({ filters: {}, page: 1, pageSize: 10, sort: null })).toBe('');
  });

  it('writes filters, page, page size and sort', () => {
    expect(
      formatListParams({
        filters: { status: 'active' },
        page: 2,
        pageSize: 50,
        sort: { prop: 'expires_at', order: 'desc' },
      }),
    ).toBe('status=active&page=2&page_size=50&sort=expires_at&order=desc');
  });
});

describe('list params round trip', () => {
  const cases: ListParams[] = [
    { filters: {}, page: 1, pageSize: 10, sort: null },
    {
      filters: { status: 'active', expiring: '1' },
      page: 4,
      pageSize: 30,
      sort: { prop: 'iccid', order: 'asc' },
    },
    { filters: { remark: '测试 & 备注=1' }, page: 1, pageSize: 5, sort: { prop: 'usage_mb', order: 'desc' } },
  ];

  it.each(cases)('parses back what it formats: %j', (params) => {
    expect(parseListParams(formatListParams(params))).toEqual(params);
  });

  it('formats back a search in its canonical form', () => {
    const search = 'status=active&page=2&page_size=20&sort=iccid&order=asc';
    expect(formatListParams(parseListParams(search))).toBe(search);
  });
});
