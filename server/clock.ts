/**
 * The emulator's time. Everything that reads "now" (token expiry, card expiry, usage) asks the
 * clock, so tests and demos can freeze, set or advance it.
 */
export interface Clock {
  now(): number;
  set(epochMs: number): void;
  advance(ms: number): void;
  freeze(frozen: boolean): void;
  /** Back to how the clock was created (a reset world starts its time over too). */
  reset(): void;
  readonly frozen: boolean;
}

export function createClock(start: number = Date.now(), frozen = false): Clock {
  // Virtual time = real time + offset while running; a fixed instant while frozen.
  const initialOffset = start - Date.now();
  let offset = initialOffset;
  let frozenAt: number | null = frozen ? start : null;
  return {
    now: () => frozenAt ?? Date.now() + offset,
    set(epochMs) {
      if (frozenAt !== null) frozenAt = epochMs;
      else offset = epochMs - Date.now();
    },
    advance(ms) {
      if (frozenAt !== null) frozenAt += ms;
      else offset += ms;
    },
    freeze(freeze) {
      if (freeze && frozenAt === null) frozenAt = Date.now() + offset;
      if (!freeze && frozenAt !== null) {
        offset = frozenAt - Date.now();
        frozenAt = null;
      }
    },
    reset() {
      offset = initialOffset;
      frozenAt = frozen ? start : null;
    },
    get frozen() {
      return frozenAt !== null;
    },
  };
}
