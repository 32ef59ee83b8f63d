// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EVENT_LOG_INTERVAL_MS,
  useEventLogUpload,
} from '../../../client/app/background/use-event-log-upload.ts';
import { useVersionCheck, VERSION_CHECK_MS } from '../../../client/app/background/use-version-check.ts';
import { logEvent, queuedEvents } from '../../../client/lib/event-log.ts';
import '../../../client/lib/i18n.ts';
import { sessionStore, tokenAtom } from '../../../client/lib/session.ts';

const sonner = vi.hoisted(() => ({ info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

function VersionCheck() {
  useVersionCheck();
  return null;
}
function Upload() {
  useEventLogUpload();
  return null;
}
const EventLogUpload = () => (
  <Provider store={sessionStore}>
    <Upload />
  </Provider>
);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sonner.info.mockClear();
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the version check (every 10 minutes)', () => {
  it('says nothing while the deployed version is the running one', async () => {
    const fetch = vi.fn(async () => json({ version: __APP_VERSION__ }));
    vi.stubGlobal('fetch', fetch);
    const view = render(<VersionCheck />);
    await act(() => vi.advanceTimersByTimeAsync(VERSION_CHECK_MS));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/^\/app\/v1\/version\/version\.json/);
    expect(sonner.info).not.toHaveBeenCalled();
    view.unmount();
  });

  it('asks the user to refresh once a newer version is deployed, not before 10 minutes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ version: '2099.01.01' })),
    );
    const view = render(<VersionCheck />);
    await act(() => vi.advanceTimersByTimeAsync(VERSION_CHECK_MS - 1000));
    expect(sonner.info).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sonner.info).toHaveBeenCalledTimes(1);
    expect(sonner.info.mock.calls[0]?.[0]).toBe('前端页面新版本已更新，请及时刷新页面');
    // Told once: the next check does not repeat it.
    await act(() => vi.advanceTimersByTimeAsync(VERSION_CHECK_MS));
    expect(sonner.info).toHaveBeenCalledTimes(1);
    view.unmount();
  });
});

describe('the event log upload (every 10 s)', () => {
  it('sends the queue with POST /user_event_log/add/ and drops it after code 200', async () => {
    sessionStore.set(tokenAtom, 'token-1');
    const fetch = vi.fn(async () => json({ code: 200, msg: '', data: { saved: 2 } }));
    vi.stubGlobal('fetch', fetch);
    logEvent('visit:/home');
    logEvent('visit:/card/list');
    const view = render(<EventLogUpload />);
    await act(() => vi.advanceTimersByTimeAsync(EVENT_LOG_INTERVAL_MS));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ep/api/user_event_log/add/');
    expect(JSON.parse(String(init.body)).event_list.map((e: { event_name: string }) => e.event_name)).toEqual(
      ['visit:/home', 'visit:/card/list'],
    );
    expect(queuedEvents()).toEqual([]);
    view.unmount();
    sessionStore.set(tokenAtom, null);
  });

  it('keeps the queue when the upload fails, to send it again later', async () => {
    sessionStore.set(tokenAtom, 'token-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 500, msg: 'boom', data: null })),
    );
    logEvent('visit:/home');
    const view = render(<EventLogUpload />);
    await act(() => vi.advanceTimersByTimeAsync(EVENT_LOG_INTERVAL_MS));
    expect(queuedEvents().map((e) => e.event_name)).toEqual(['visit:/home']);
    view.unmount();
    sessionStore.set(tokenAtom, null);
  });
});
