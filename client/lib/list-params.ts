import { PAGE_SIZES } from '#contract';
import { navigate } from './hash-location.ts';
import { usePageLocation } from './page-location.tsx';

/**
 * A list page's state lives in its URL (`#/card/list?status=active&page=2`): links such as the
 * top bar's counts open a filtered list, and a visited tab comes back as it was left.
 */
export interface ListParams {
  filters: Record<string, string>;
  page: number;
  pageSize: number;
  sort: { prop: string; order: 'asc' | 'desc' } | null;
}

const RESERVED = new Set(['page', 'page_size', 'sort', 'order']);

export function parseListParams(search: string): ListParams {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const [key, value] of params) if (!RESERVED.has(key) && value !== '') filters[key] = value;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const size = Number(params.get('page_size'));
  const sortProp = params.get('sort');
  return {
    filters,
    page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    sort: sortProp ? { prop: sortProp, order: params.get('order') === 'asc' ? 'asc' : 'desc' } : null,
  };
}

export function formatListParams({ filters, page, pageSize, sort }: ListParams): string {
  const params = new URLSearchParams(filters);
  if (page > 1) params.set('page', String(page));
  if (pageSize !== 10) params.set('page_size', String(pageSize));
  if (sort) {
    params.set('sort', sort.prop);
    params.set('order', sort.order);
  }
  return params.toString();
}

/** The list's params from the URL, and a setter that replaces them (no new history entry per click). */
export function useListParams(): [ListParams, (next: Partial<ListParams>) => void] {
  const { path, search } = usePageLocation();
  const current = parseListParams(search);
  const update = (next: Partial<ListParams>) => {
    const qs = formatListParams({ ...current, ...next });
    navigate(qs ? `${path}?${qs}` : path, { replace: true });
  };
  return [current, update];
}

/** The list endpoint's query for these params: filters, page, page_size and, when set, sort and order. */
export const listQueryOf = ({
  filters,
  page,
  pageSize,
  sort,
}: ListParams): Record<string, string | number> => ({
  ...filters,
  page,
  page_size: pageSize,
  ...(sort ? { sort: sort.prop, order: sort.order } : {}),
});
