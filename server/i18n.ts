import type { FastifyRequest } from 'fastify';
import type { Lang } from '#contract';

/** The emulator's own messages, as the real backend words them, in both languages. */
const MESSAGES = {
  ok: { 'zh-CN': '成功', en: 'Success' },
  token_missing: { 'zh-CN': '未登录或登录已过期，请重新登录', en: 'Not logged in or the login has expired' },
  token_invalid: {
    'zh-CN': '登录已失效，请重新登录',
    en: 'Your login is no longer valid, please log in again',
  },
  no_permission: { 'zh-CN': '当前用户无 {names} 权限', en: 'The current user lacks the {names} permission' },
  or: { 'zh-CN': '或', en: ' or ' },
  upgrading: {
    'zh-CN': '系统升级中，请稍后访问',
    en: 'The platform is being upgraded, please come back later',
  },
  login_failed: { 'zh-CN': '用户名或密码错误', en: 'Incorrect username or password' },
  logout_ok: { 'zh-CN': '已退出登录', en: 'Logged out' },
  invalid_param: { 'zh-CN': '参数 {field} 不正确：{reason}', en: 'Invalid parameter {field}: {reason}' },
  invalid_body: { 'zh-CN': '请求内容格式不正确', en: 'The request body is malformed' },
  card_not_found: { 'zh-CN': '未找到{type}为 {number} 的卡', en: 'No card has {type} {number}' },
  route_not_found: { 'zh-CN': '接口不存在：{path}', en: 'No such endpoint: {path}' },
  server_error: { 'zh-CN': '服务器发生错误', en: 'Internal server error' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** `Accept-Language: en...` selects English; anything else gets the default, Chinese. */
export function langOf(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'] ?? '';
  return /^en\b/i.test(header.trim()) ? 'en' : 'zh-CN';
}
