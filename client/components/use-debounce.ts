import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** `value`, once it has stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel: () => void;
}

/**
 * A stable function that calls the latest `fn` once, `ms` after the last of a burst of calls:
 * a double click runs it once. A pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): Debounced<A> {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const call = (...args: A) => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(...args), ms);
    };
    return Object.assign(call, { cancel: () => clearTimeout(timer) });
  }, [ms]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
