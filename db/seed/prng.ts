/** mulberry32: a small, fast seeded PRNG, so the same seed always makes the same world. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** Picks a key by weight. */
    weighted: <K extends string>(weights: Record<K, number>): K => weightedPicker(weights)(next),
  };
}

/**
 * A by-weight picker prepared once, for hot loops: the same draws and the same arithmetic as
 * `rng.weighted`, without rebuilding the entries on every call.
 */
export function weightedPicker<K extends string>(weights: Record<K, number>): (next: () => number) => K {
  const entries = Object.entries(weights) as [K, number][];
  const keys = entries.map(([key]) => key);
  const values = entries.map(([, w]) => w);
  const total = values.reduce((sum, w) => sum + w, 0);
  const last = keys[keys.length - 1]!;
  return (next) => {
    let r = next() * total;
    for (let k = 0; k < values.length; k++) {
      r -= values[k]!;
      if (r < 0) return keys[k]!;
    }
    return last;
  };
}
export type Rng = ReturnType<typeof createRng>;
