// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardList, login, UPLOAD_FIELD, uploadFile } from '#contract';
import { ApiError, apiRequest, apiUpload, onApiOutcome, REQUEST_TIMEOUT_MS } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { sessionStore, tokenAtom } from '@/lib/session';

type FetchArgs = [url: string, init: RequestInit];

const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
const handler = vi.fn();

const envelope = (code: number, data: unknown = null, msg = '') =>
  new Response(JSON.stringify({ code, msg, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** The url and init of the only fetch call. */
const sent = (): { url: string; init: RequestInit; headers: Record<string, string> } => {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url, init, headers: init.headers as Record<string, string> };
};

/** The ApiError a request rejects with. */
const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => expect.fail('the request should have been rejected'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

beforeEach(() => {
  fetchMock.mockReset();
  handler.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  onApiOutcome(handler);
  sessionStore.set(tokenAtom, null);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('zh-CN');
});

describe('apiRequest: what it sends', () => {
  it('calls /ep/api + path with the query string, leaving out empty values', async () => {
    fetchMock.mockResolvedValue(envelope(200, {}));
    await apiRequest(cardList, {
      query: { page: 2, page_size: 20, order: 'asc', status: 'active', number: '', carrier: undefined },
    });
    const { url, init } = sent();
    expect(url).toBe('/ep/api/card/list/?page=2&page_size=20&order=asc&status=active');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('calls /ep/api + path without a question mark when there is no query', async () => {
    fetchMock.mockResolvedValue(envelope(200, {}));
    await apiRequest(cardList);
    expect(sent().url).toBe('/ep/api/card/list/');
  });

  it('sends Authorization: JWT <token> when a token is set', async () => {
    sessionStore.set(tokenAtom, 'abc');
    fetchMock.mockResolvedValue(envelope(200, {}));
    await apiRequest(cardList);
    expect(sent().headers.Authorization).toBe('JWT abc');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(envelope(200, {}));
    await apiRequest(cardList);
    expect(sent().headers).not.toHaveProperty('Authorization');
  });

  it('sends Accept-Language zh-CN by default', async () => {
    fetchMock.mockResolvedValue(envelope(200, {}));
    await apiRequest(cardList);
    expect(sent().headers['Accept-Language']).toBe('zh-CN');
  });

  it('sends Accept-Language en after switching to English', async () => {
    await i18n.changeLanguage('en');
    fetchMock.mockResolvedValue(envelope(200, {}));
    await apiRequest(cardList);
    expect(sent().headers['Accept-Language']).toBe('en');
  });

  it('sends a body as JSON with Content-Type application/json', async () => {
    fetchMock.mockResolvedValue(envelope(200, { token: 't', need_changed: false, need_confirm: false }));
    await apiRequest(login, { body: { username: 'demo', password: 'secret123' } });
    const { url, init, headers } = sent();
    expect(url).toBe('/ep/api/login/');
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'demo', password: 'secret123' });
  });

  it('sends no Content-Type without a body', async () => {
    fetchMock.mockResolvedValue(envelope(200, {}));
    await apiRequest(cardList);
    expect(sent().headers).not.toHaveProperty('Content-Type');
  });
});

describe('apiRequest: what it does with the answer', () => {
  it('resolves with data on code 200 and calls no handler', async () => {
    const data = { tableData: [], tableHeader: [], page: 1, page_size: 10, total_count: 0 };
    fetchMock.mockResolvedValue(envelope(200, data));
    await expect(apiRequest(cardList)).resolves.toEqual(data);
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands a 599 to the handler once and rejects with the same outcome', async () => {
    fetchMock.mockResolvedValue(envelope(599, { perm_names: ['卡列表', '计费组'] }, 'denied'));
    const error = await rejection(apiRequest(cardList));
    const outcome = { kind: 'no-permission', message: '当前用户无 卡列表或计费组 权限' };
    expect(error.outcome).toEqual(outcome);
    expect(error.message).toBe('当前用户无 卡列表或计费组 权限');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(outcome);
  });

  it('hands a 403 to the handler once as an invalid token', async () => {
    fetchMock.mockResolvedValue(envelope(403, null, 'token expired'));
    const error = await rejection(apiRequest(cardList));
    expect(error.outcome).toEqual({ kind: 'token-invalid', message: 'token expired' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('hands a silent 300 to the handler once', async () => {
    fetchMock.mockResolvedValue(envelope(300, null, ''));
    const error = await rejection(apiRequest(cardList));
    expect(error.outcome).toEqual({ kind: 'silent', code: 300, message: '' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('hands a 905 to the handler once as an upgrade', async () => {
    fetchMock.mockResolvedValue(envelope(905, null, '升级中'));
    const error = await rejection(apiRequest(cardList));
    expect(error.outcome).toEqual({ kind: 'upgrade', message: '升级中' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('shows HTTP 500 with a non-JSON body as 服务器发生错误', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Internal Server Error</html>', { status: 500 }));
    const error = await rejection(apiRequest(cardList));
    expect(error.outcome).toEqual({ kind: 'error', code: 500, message: '服务器发生错误' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(error.outcome);
  });

  it('shows the server msg of an HTTP error that carries an envelope', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 502, msg: '上游不可用', data: null }), { status: 502 }),
    );
    const error = await rejection(apiRequest(cardList));
    expect(error.outcome).toEqual({ kind: 'error', code: 502, message: '上游不可用' });
  });

  it('shows an HTTP 200 that is not an envelope as 未知错误或跨域错误', async () => {
    fetchMock.mockResolvedValue(new Response('<html>proxy page</html>', { status: 200 }));
    const error = await rejection(apiRequest(cardList));
    expect(error.outcome).toEqual({ kind: 'error', code: 0, message: '未知错误或跨域错误' });
  });

  it('shows a network failure as 未知错误或跨域错误 (status 0)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(apiRequest(cardList));
    expect(error.outcome).toEqual({ kind: 'error', code: 0, message: '未知错误或跨域错误' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('gives up after 50 s with 请求超时，请稍后再试', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled = false;
    const request = apiRequest(cardList);
    request
      .catch(() => {})
      .finally(() => {
        settled = true;
      });

    await vi.advanceTimersByTimeAsync(49_999);
    expect(settled).toBe(false);
    expect(handler).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    const error = await rejection(request);
    expect(error.outcome).toEqual({ kind: 'error', code: 408, message: '请求超时，请稍后再试' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(sent().init.signal?.aborted).toBe(true);
  });

  it('stops the fetch when the caller gives up (the page was left), without a toast or a redirect', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const leaving = new AbortController();
    const request = apiRequest(cardList, { signal: leaving.signal });
    leaving.abort();
    const error = await request.then(
      () => expect.fail('the request should have been cancelled'),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect(sent().init.signal?.aborted).toBe(true);
    expect(handler).not.toHaveBeenCalled();
  });

  it('leaves no toast when the caller gives up while the answer is being read', async () => {
    const leaving = new AbortController();
    // The headers have arrived; the body's read fails because the caller left meanwhile.
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: () => {
        leaving.abort();
        return Promise.reject(new DOMException('aborted', 'AbortError'));
      },
    } as unknown as Response);
    const error = await apiRequest(cardList, { signal: leaving.signal }).then(
      () => expect.fail('the request should have been cancelled'),
      (e: unknown) => e,
    );
    // The signal's own abort reason (an AbortError of the environment's realm).
    expect((error as Error).name).toBe('AbortError');
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('apiUpload: a multipart form through the same request module', () => {
  const form = () => {
    const body = new FormData();
    body.append(UPLOAD_FIELD, new File(['iccid\n8986'], 'cards.csv', { type: 'text/csv' }), 'cards.csv');
    return body;
  };
  const uploaded = { file_url: '/ep/api/upload/file/abc/', file_name: 'cards.csv', size: 10 };

  it('sends the FormData itself as the body, with the same headers but no JSON content type', async () => {
    sessionStore.set(tokenAtom, 'abc');
    await i18n.changeLanguage('en');
    sessionStorage.setItem('emulator_session', 'world-1');
    fetchMock.mockResolvedValue(envelope(200, uploaded));
    const body = form();
    await apiUpload(uploadFile, body).finally(() => sessionStorage.removeItem('emulator_session'));
    const { url, init, headers } = sent();
    expect(url).toBe('/ep/api/upload/file/');
    expect(init.method).toBe('POST');
    // The very FormData: fetch then sets multipart/form-data with its boundary.
    expect(init.body).toBe(body);
    expect((init.body as FormData).get(UPLOAD_FIELD)).toBeInstanceOf(File);
    expect(headers).not.toHaveProperty('Content-Type');
    expect(headers.Authorization).toBe('JWT abc');
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['X-Emulator-Session']).toBe('world-1');
  });

  it('resolves with data on code 200 and calls no handler', async () => {
    fetchMock.mockResolvedValue(envelope(200, uploaded));
    await expect(apiUpload(uploadFile, form())).resolves.toEqual(uploaded);
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands a 403 to the handler as an invalid token (the session is reset), then rejects', async () => {
    fetchMock.mockResolvedValue(envelope(403, null, '登录已过期'));
    const error = await rejection(apiUpload(uploadFile, form()));
    const outcome = { kind: 'token-invalid', message: '登录已过期' };
    expect(error.outcome).toEqual(outcome);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(outcome);
  });

  it('hands a 905 to the handler as an upgrade (/upgrade opens), then rejects', async () => {
    fetchMock.mockResolvedValue(envelope(905, null, '系统升级中，请稍后访问'));
    const error = await rejection(apiUpload(uploadFile, form()));
    const outcome = { kind: 'upgrade', message: '系统升级中，请稍后访问' };
    expect(error.outcome).toEqual(outcome);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(outcome);
  });

  it('hands a refused file to the handler with the server msg, and rejects with it for the widget', async () => {
    fetchMock.mockResolvedValue(envelope(400, null, '文件内容为空'));
    const error = await rejection(apiUpload(uploadFile, form()));
    expect(error.message).toBe('文件内容为空');
    expect(handler).toHaveBeenCalledWith({ kind: 'error', code: 400, message: '文件内容为空' });
  });

  it('leaves a refused file to a caller that shows it under its field (showsErrors): no toast as well', async () => {
    fetchMock.mockResolvedValue(envelope(400, null, '文件内容为空'));
    const error = await rejection(apiUpload(uploadFile, form(), { showsErrors: true }));
    expect(error.message).toBe('文件内容为空');
    expect(handler).not.toHaveBeenCalled();
  });

  it('still hands a 403 to the handler when the caller shows errors itself', async () => {
    fetchMock.mockResolvedValue(envelope(403, null, '登录已失效，请重新登录'));
    await rejection(apiUpload(uploadFile, form(), { showsErrors: true }));
    expect(handler).toHaveBeenCalledWith({ kind: 'token-invalid', message: '登录已失效，请重新登录' });
  });

  it('gives up after the same 50 s as every other request', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const request = apiUpload(uploadFile, form());
    request.catch(() => {});
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await rejection(request);
    expect(error.outcome).toEqual({ kind: 'error', code: 408, message: '请求超时，请稍后再试' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('stops without a handler call when the caller gives up', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const leaving = new AbortController();
    const request = apiUpload(uploadFile, form(), { signal: leaving.signal });
    leaving.abort();
    await expect(request).rejects.toBeInstanceOf(DOMException);
    expect(handler).not.toHaveBeenCalled();
  });
});
