import { useCallback, useMemo, useState } from 'react';
import type { Row } from './cells.tsx';

/**
 * The rows selected for a batch action, by key, kept while the user pages through the list: a
 * batch toolbar needs the rows themselves (their status, their numbers), not only their keys.
 */
export function useRowSelection(rowKey: string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(() => new Map());
  const keys = useMemo(() => new Set(selected.keys()), [selected]);
  const rows = useMemo(() => [...selected.values()], [selected]);
  /** The table's new set of keys; rows of the current page are looked up in `pageRows`. */
  const change = useCallback(
    (next: ReadonlySet<string>, pageRows: readonly Row[]) =>
      setSelected((previous) => {
        const map = new Map<string, Row>();
        for (const key of next) {
          const row = previous.get(key) ?? pageRows.find((r) => String(r[rowKey]) === key);
          if (row) map.set(key, row);
        }
        return map;
      }),
    [rowKey],
  );
  const clear = useCallback(() => setSelected(new Map()), []);
  return { keys, rows, change, clear };
}
