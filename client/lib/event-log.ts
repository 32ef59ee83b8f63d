/**
 * User events queued in session storage and uploaded in batches (spec sections 3 and 4). A
 * caller-given minimum interval drops repeats of the same event that come too soon.
 */
interface LoggedEvent {
  event_name: string;
  event_time: string;
}

const QUEUE_KEY = 'event_log_queue';
const LAST_KEY = 'event_log_last';

const read = <T>(key: string, fallback: T): T => {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** The pure rule: log unless the same event was logged less than minIntervalMs ago. */
export const shouldLog = (lastAt: number | undefined, now: number, minIntervalMs: number) =>
  lastAt === undefined || now - lastAt >= minIntervalMs;

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

export function logEvent(name: string, minIntervalMs = 0, now = new Date()): boolean {
  const last = read<Record<string, number>>(LAST_KEY, {});
  if (!shouldLog(last[name], now.getTime(), minIntervalMs)) return false;
  last[name] = now.getTime();
  sessionStorage.setItem(LAST_KEY, JSON.stringify(last));
  const queue = read<LoggedEvent[]>(QUEUE_KEY, []);
  queue.push({ event_name: name, event_time: stamp(now) });
  sessionStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
  return true;
}

export const queuedEvents = () => read<LoggedEvent[]>(QUEUE_KEY, []);

/** After an upload answered 200: drop what was sent, keep what was queued meanwhile. */
export function dropUploaded(count: number): void {
  const rest = queuedEvents().slice(count);
  if (rest.length) sessionStorage.setItem(QUEUE_KEY, JSON.stringify(rest));
  else sessionStorage.removeItem(QUEUE_KEY);
}
