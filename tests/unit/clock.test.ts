import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClock } from '../../server/clock.ts';

const REAL = Date.UTC(2025, 0, 1);
const START = Date.UTC(2025, 9, 15, 4);

beforeEach(() => {
  vi.useFakeTimers({ now: REAL });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createClock', () => {
  it('starts at the given instant and, frozen, stays there while real time passes', () => {
    const clock = createClock(START, true);
    expect(clock.frozen).toBe(true);
    expect(clock.now()).toBe(START);
    vi.advanceTimersByTime(5000);
    expect(clock.now()).toBe(START);
  });

  it('runs with real time when not frozen, from the given instant', () => {
    const clock = createClock(START);
    expect(clock.frozen).toBe(false);
    expect(clock.now()).toBe(START);
    vi.advanceTimersByTime(5000);
    expect(clock.now()).toBe(START + 5000);
  });

  it('defaults to the real now, running', () => {
    const clock = createClock();
    expect(clock.now()).toBe(REAL);
    vi.advanceTimersByTime(1000);
    expect(clock.now()).toBe(REAL + 1000);
  });

  it('advances a frozen clock by exactly the given amount', () => {
    const clock = createClock(START, true);
    clock.advance(10 * 60 * 60 * 1000);
    expect(clock.now()).toBe(START + 36_000_000);
    clock.advance(-1000);
    expect(clock.now()).toBe(START + 35_999_000);
  });

  it('advances a running clock and keeps it running', () => {
    const clock = createClock(START);
    clock.advance(60_000);
    vi.advanceTimersByTime(500);
    expect(clock.now()).toBe(START + 60_500);
  });

  it('sets a frozen clock to an instant and keeps it frozen there', () => {
    const clock = createClock(START, true);
    clock.set(REAL);
    vi.advanceTimersByTime(1000);
    expect(clock.now()).toBe(REAL);
    expect(clock.frozen).toBe(true);
  });

  it('sets a running clock to an instant from which it keeps running', () => {
    const clock = createClock(START);
    vi.advanceTimersByTime(1000);
    clock.set(REAL);
    expect(clock.now()).toBe(REAL);
    vi.advanceTimersByTime(250);
    expect(clock.now()).toBe(REAL + 250);
  });

  it('freezes a running clock at its current virtual now', () => {
    const clock = createClock(START);
    vi.advanceTimersByTime(2000);
    clock.freeze(true);
    expect(clock.frozen).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(clock.now()).toBe(START + 2000);
  });

  it('unfreezes a frozen clock so it runs on from where it stood', () => {
    const clock = createClock(START, true);
    vi.advanceTimersByTime(3000);
    clock.freeze(false);
    expect(clock.frozen).toBe(false);
    expect(clock.now()).toBe(START);
    vi.advanceTimersByTime(700);
    expect(clock.now()).toBe(START + 700);
  });

  it('ignores freezing an already frozen clock and unfreezing a running one', () => {
    const frozen = createClock(START, true);
    frozen.advance(100);
    frozen.freeze(true);
    expect(frozen.now()).toBe(START + 100);
    const running = createClock(START);
    running.freeze(false);
    vi.advanceTimersByTime(10);
    expect(running.now()).toBe(START + 10);
  });
});
