// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { dropUploaded, logEvent, queuedEvents, shouldLog } from '../../../client/lib/event-log.ts';

describe('the user event log queue (session storage)', () => {
  beforeEach(() => sessionStorage.clear());

  it('queues events with their time, in order', () => {
    logEvent('visit:/home', 0, new Date(2025, 9, 15, 9, 5, 7));
    logEvent('visit:/card/list', 0, new Date(2025, 9, 15, 9, 6, 0));
    expect(queuedEvents()).toEqual([
      { event_name: 'visit:/home', event_time: '2025-10-15 09:05:07' },
      { event_name: 'visit:/card/list', event_time: '2025-10-15 09:06:00' },
    ]);
  });

  it('drops a repeat of the same event that comes before the caller-given minimum interval', () => {
    const at = (s: number) => new Date(2025, 9, 15, 9, 0, s);
    expect(logEvent('search', 10_000, at(0))).toBe(true);
    expect(logEvent('search', 10_000, at(5))).toBe(false);
    expect(logEvent('export', 10_000, at(5))).toBe(true);
    expect(logEvent('search', 10_000, at(10))).toBe(true);
    expect(queuedEvents().map((e) => e.event_name)).toEqual(['search', 'export', 'search']);
  });

  it('keeps what was queued during an upload after the upload answered 200, and empties otherwise', () => {
    logEvent('a');
    logEvent('b');
    const sent = queuedEvents().length;
    logEvent('c');
    dropUploaded(sent);
    expect(queuedEvents().map((e) => e.event_name)).toEqual(['c']);
    dropUploaded(1);
    expect(sessionStorage.getItem('event_log_queue')).toBeNull();
  });

  it('decides repeats with a pure rule', () => {
    expect(shouldLog(undefined, 5, 100)).toBe(true);
    expect(shouldLog(0, 99, 100)).toBe(false);
    expect(shouldLog(0, 100, 100)).toBe(true);
  });
});
