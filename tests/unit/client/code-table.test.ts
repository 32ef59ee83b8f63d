import { afterEach, describe, expect, it } from 'vitest';
import { interpretEnvelope, interpretHttpFailure, isEnvelope, timeoutOutcome } from '@/lib/code-table';
import { i18n, loadCatalogue, type Translate } from '@/lib/i18n';

const t: Translate = (key, params) => i18n.t(key, params);

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('interpretEnvelope (spec section 8)', () => {
  it('unwraps the data of a 200 answer', () => {
    const data = { card_id: 42 };
    expect(interpretEnvelope({ code: 200, msg: '', data }, t)).toEqual({ kind: 'ok', data });
  });

  it('returns 300 silently, keeping the server msg', () => {
    expect(interpretEnvelope({ code: 300, msg: '无需处理', data: null }, t)).toEqual({
      kind: 'silent',
      code: 300,
      message: '无需处理',
    });
  });

  it('returns 433 silently', () => {
    expect(interpretEnvelope({ code: 433, msg: '', data: null }, t)).toEqual({
      kind: 'silent',
      code: 433,
      message: '',
    });
  });

  it('treats 403 as an invalid token, with the server msg', () => {
    expect(interpretEnvelope({ code: 403, msg: '登录已过期', data: null }, t)).toEqual({
      kind: 'token-invalid',
      message: '登录已过期',
    });
  });

  it('treats 403 without msg as an invalid token reading 访问被禁止', () => {
    expect(interpretEnvelope({ code: 403, msg: '', data: null }, t)).toEqual({
      kind: 'token-invalid',
      message: '访问被禁止',
    });
  });

  it('shows 599 as 当前用户无 卡列表或计费组 权限, names joined with 或', () => {
    const envelope = { code: 599, msg: 'permission denied', data: { perm_names: ['卡列表', '计费组'] } };
    expect(interpretEnvelope(envelope, t)).toEqual({
      kind: 'no-permission',
      message: '当前用户无 卡列表或计费组 权限',
    });
  });

  it('shows 599 with a single permission name without any 或', () => {
    const envelope = { code: 599, msg: 'permission denied', data: { perm_names: ['卡列表'] } };
    expect(interpretEnvelope(envelope, t)).toEqual({
      kind: 'no-permission',
      message: '当前用户无 卡列表 权限',
    });
  });

  it('falls back to the server msg on 599 when perm_names is missing', () => {
    expect(interpretEnvelope({ code: 599, msg: '无权限', data: null }, t)).toEqual({
      kind: 'no-permission',
      message: '无权限',
    });
    expect(interpretEnvelope({ code: 599, msg: '无权限', data: {} }, t)).toEqual({
      kind: 'no-permission',
      message: '无权限',
    });
  });

  it('falls back to the server msg on 599 when perm_names is empty', () => {
    expect(interpretEnvelope({ code: 599, msg: '无权限', data: { perm_names: [] } }, t)).toEqual({
      kind: 'no-permission',
      message: '无权限',
    });
  });

  it('sends 905 to the upgrade page', () => {
    expect(interpretEnvelope({ code: 905, msg: '系统升级中', data: null }, t)).toEqual({
      kind: 'upgrade',
      message: '系统升级中',
    });
  });

  it('shows any other code as an error with the server msg', () => {
    expect(interpretEnvelope({ code: 400, msg: '卡号格式错误', data: null }, t)).toEqual({
      kind: 'error',
      code: 400,
      message: '卡号格式错误',
    });
    expect(interpretEnvelope({ code: 500, msg: '数据库繁忙', data: null }, t)).toEqual({
      kind: 'error',
      code: 500,
      message: '数据库繁忙',
    });
  });

  it('shows the default message by status when the error msg is empty', () => {
    expect(interpretEnvelope({ code: 400, msg: '', data: null }, t)).toEqual({
      kind: 'error',
      code: 400,
      message: '发出信息有误',
    });
    expect(interpretEnvelope({ code: 404, msg: '', data: null }, t)).toEqual({
      kind: 'error',
      code: 404,
      message: '访问资源不存在',
    });
    expect(interpretEnvelope({ code: 500, msg: '', data: null }, t)).toEqual({
      kind: 'error',
      code: 500,
      message: '服务器发生错误',
    });
  });

  it('names the code of an unlisted error without msg', () => {
    expect(interpretEnvelope({ code: 777, msg: '', data: null }, t)).toEqual({
      kind: 'error',
      code: 777,
      message: '请求失败（777）',
    });
  });
});

describe('interpretHttpFailure (spec section 8 default messages)', () => {
  const defaults: [number, string][] = [
    [0, '未知错误或跨域错误'],
    [400, '发出信息有误'],
    [401, '用户没有权限(令牌失效、用户名、密码错误、登录过期)'],
    [402, '令牌过期'],
    [403, '访问被禁止'],
    [404, '访问资源不存在'],
    [405, '请求方法未允许'],
    [406, '请求格式不可得'],
    [408, '请求超时'],
    [410, '请求的资源被永久删除，且不会再得到'],
    [500, '服务器发生错误'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
  ];

  it.each(defaults)('shows HTTP %i without server msg as %s', (status, message) => {
    expect(interpretHttpFailure(status, undefined, t)).toEqual({ kind: 'error', code: status, message });
  });

  it('shows an unlisted HTTP status with its number', () => {
    expect(interpretHttpFailure(418, undefined, t)).toEqual({
      kind: 'error',
      code: 418,
      message: '请求失败（418）',
    });
  });

  it('prefers the server msg over the default', () => {
    expect(interpretHttpFailure(502, '上游不可用', t)).toEqual({
      kind: 'error',
      code: 502,
      message: '上游不可用',
    });
  });

  it('uses the default when the server msg is empty', () => {
    expect(interpretHttpFailure(503, '', t)).toEqual({ kind: 'error', code: 503, message: '服务不可用' });
  });
});

describe('timeoutOutcome', () => {
  it('reads 请求超时，请稍后再试 with code 408', () => {
    expect(timeoutOutcome(t)).toEqual({ kind: 'error', code: 408, message: '请求超时，请稍后再试' });
  });
});

describe('the code table in English', () => {
  it('translates the default messages, the 599 message and the timeout', async () => {
    await loadCatalogue('en', 'all'); // English loads when first asked for
    await i18n.changeLanguage('en');
    expect(interpretHttpFailure(401, undefined, t)).toMatchObject({
      message: 'Not authorised (invalid token, wrong username or password, or login expired)',
    });
    expect(interpretHttpFailure(504, undefined, t)).toMatchObject({ message: 'Gateway timeout' });
    expect(interpretHttpFailure(418, undefined, t)).toMatchObject({ message: 'Request failed (418)' });
    expect(interpretEnvelope({ code: 403, msg: '', data: null }, t)).toEqual({
      kind: 'token-invalid',
      message: 'Access forbidden',
    });
    expect(
      interpretEnvelope({ code: 599, msg: '', data: { perm_names: ['Card list', 'Billing groups'] } }, t),
    ).toEqual({
      kind: 'no-permission',
      message: 'The current user lacks the Card list or Billing groups permission',
    });
    expect(timeoutOutcome(t)).toMatchObject({ message: 'The request timed out, please try again later' });
  });

  it('is back in Chinese after restoring zh-CN', () => {
    expect(i18n.language).toBe('zh-CN');
    expect(interpretHttpFailure(400, undefined, t)).toMatchObject({ message: '发出信息有误' });
  });
});

describe('isEnvelope', () => {
  it('accepts an object with a numeric code', () => {
    expect(isEnvelope({ code: 200, msg: '', data: null })).toBe(true);
    expect(isEnvelope({ code: 0 })).toBe(true);
  });

  it('rejects what a proxy error page or a broken answer looks like', () => {
    expect(isEnvelope('<html>502 Bad Gateway</html>')).toBe(false);
    expect(isEnvelope(undefined)).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope({ code: '200', msg: '' })).toBe(false);
    expect(isEnvelope({ msg: 'ok' })).toBe(false);
    expect(isEnvelope(200)).toBe(false);
  });
});
