/** Page buttons to show: first, last, and a window around the current page, with gaps as null. */
export function pageItems(page: number, pages: number, around = 2): (number | null)[] {
  if (pages <= 1) return [1];
  const items: (number | null)[] = [];
  const from = Math.max(2, page - around);
  const to = Math.min(pages - 1, page + around);
  items.push(1);
  if (from > 2) items.push(null);
  for (let p = from; p <= to; p++) items.push(p);
  if (to < pages - 1) items.push(null);
  items.push(pages);
  return items;
}
