/**
 * Permission filtering of route tables (spec section 6): a page stays when its code is granted
 * (or it needs none); a group stays when any of its children stays.
 */
interface Leaf {
  perm?: string;
}
interface Group<L extends Leaf> {
  children: readonly L[];
}

export function filterByCodes<L extends Leaf, E extends L | (Group<L> & object)>(
  entries: readonly E[],
  codes: ReadonlySet<string>,
): E[] {
  const allowed = (leaf: Leaf) => leaf.perm === undefined || codes.has(leaf.perm);
  return entries.flatMap((entry) => {
    if ('children' in entry) {
      const children = entry.children.filter(allowed);
      return children.length > 0 ? [{ ...entry, children }] : [];
    }
    return allowed(entry) ? [entry] : [];
  });
}

/** The pages of a table, groups flattened. */
export const flattenPages = <L extends Leaf>(entries: readonly (L | Group<L>)[]): L[] =>
  entries.flatMap((entry) => ('children' in entry ? entry.children : [entry]));
