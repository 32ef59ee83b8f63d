/** Row selection for batch actions, as pure functions over the keys of the page's rows. */
type PageSelection = 'all' | 'some' | 'none';

/** What the header checkbox shows: every row of the page selected, some, or none. */
export function pageSelection(keys: readonly string[], selected: ReadonlySet<string>): PageSelection {
  const count = keys.filter((key) => selected.has(key)).length;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

/** Selects or clears the page's rows, leaving rows of other pages as they were. */
export function selectPage(
  keys: readonly string[],
  selected: ReadonlySet<string>,
  select: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const key of keys) {
    if (select) next.add(key);
    else next.delete(key);
  }
  return next;
}

export function selectRow(selected: ReadonlySet<string>, key: string, select: boolean): Set<string> {
  return selectPage([key], selected, select);
}
