/** A limit: at most `max` events per `windowMs`, sliding. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Sliding-window counters by key (an address, an account), on the wall clock (or one a test gives).
 * Kept in the process, not in a world: a limit on an address holds whichever world the caller
 * names, and a new world does not reset it.
 */
export class Throttle {
  private readonly events = new Map<string, number[]>();
  /** The longest window seen: pruning keeps everything inside it. */
  private longest = 0;

  constructor(readonly now: () => number = Date.now) {}

  private recent(key: string, windowMs: number, now: number): number[] {
    const times = (this.events.get(key) ?? []).filter((at) => at > now - windowMs && at <= now);
    if (times.length) this.events.set(key, times);
    else this.events.delete(key);
    return times;
  }

  /** Seconds until one more event under `key` fits the limit; 0 when it fits now. */
  wait(key: string, limit: Limit): number {
    const now = this.now();
    const times = this.recent(key, limit.windowMs, now);
    if (times.length < limit.max) return 0;
    const frees = times[times.length - limit.max]! + limit.windowMs;
    return Math.max(1, Math.ceil((frees - now) / 1000));
  }

  /** Counts one event under `key`. */
  record(key: string, limit: Limit): void {
    const now = this.now();
    const times = this.recent(key, limit.windowMs, now);
    times.push(now);
    this.events.set(key, times);
    this.longest = Math.max(this.longest, limit.windowMs);
    if (this.events.size > 50_000) this.prune(now);
  }

  /** Counts one event if it fits and answers 0; otherwise counts nothing and answers the wait. */
  take(key: string, limit: Limit): number {
    const seconds = this.wait(key, limit);
    if (seconds === 0) this.record(key, limit);
    return seconds;
  }

  /** Forgets the events of every key starting with `prefix` (all of them without one). */
  clear(prefix = ''): number {
    let cleared = 0;
    for (const key of [...this.events.keys()]) {
      if (key.startsWith(prefix)) {
        this.events.delete(key);
        cleared++;
      }
    }
    return cleared;
  }

  /** Bounds memory: keys with nothing inside the longest window are dropped. */
  private prune(now: number): void {
    for (const [key, times] of this.events) {
      if (times.every((at) => at <= now - this.longest)) this.events.delete(key);
    }
  }
}

/** Minutes for a message, at least 1. */
export const minutesOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));
