// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, sessionStore, tokenAtom } from '@/lib/session';
import { loadSession } from '@/lib/session-loader';

/** Every request fails as the network does (an aborted fetch rejects with a TypeError). */
const fetchMock = vi.fn<() => Promise<Response>>(() => Promise.reject(new TypeError('Failed to fetch')));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.set(tokenAtom, 'token-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.dispatchEvent(new Event('pageshow'));
});

describe('loadSession', () => {
  it('clears the token when the session cannot be loaded', async () => {
    await loadSession();
    expect(fetchMock).toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it('keeps the token when the requests fail because the page is being left (a reload)', async () => {
    window.dispatchEvent(new Event('pagehide'));
    await loadSession();
    expect(fetchMock).toHaveBeenCalled();
    expect(getToken()).toBe('token-1');
  });
});
