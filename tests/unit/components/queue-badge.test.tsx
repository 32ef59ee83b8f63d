// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueueBadge } from '../../../client/app/layout/queue-badge.tsx';
import { QUEUE_POLL_MS } from '../../../client/lib/api/layout.ts';
import { envelope, renderWidget } from './render.tsx';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('the pending-tasks badge (GET /celery_info/queue_size/ every 10 s)', () => {
  it('shows nothing while no task waits, then the count once tasks are queued, polling every 10 s', async () => {
    const sizes = [0, 3];
    const fetch = vi.fn(async () => envelope({ size: sizes.shift() ?? 3 }));
    vi.stubGlobal('fetch', fetch);
    const view = renderWidget(<QueueBadge />);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/ep/api/celery_info/queue_size/');
    expect(view.queryByText('3 个任务处理中')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(QUEUE_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(view.getByText('3 个任务处理中')).toBeTruthy();
  });
});
