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
  card_id_not_found: {
    'zh-CN': '卡片不存在或无权查看（ID {id}）',
    en: 'No card with id {id}, or not yours to see',
  },
  route_not_found: { 'zh-CN': '接口不存在：{path}', en: 'No such endpoint: {path}' },
  server_error: { 'zh-CN': '服务器发生错误', en: 'Internal server error' },
  // Accounts: codes, registration, profile, agreements, WeChat, support switching.
  code_wait: {
    'zh-CN': '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'A code was sent less than a minute ago: try again in {seconds} seconds',
  },
  code_hourly_limit: {
    'zh-CN': '该手机号1小时内获取验证码已达 {limit} 次上限，请 {seconds} 秒后再试',
    en: 'This number has received {limit} codes in the last hour: try again in {seconds} seconds',
  },
  code_not_sent: { 'zh-CN': '请先获取验证码', en: 'Request a verification code first' },
  code_expired: {
    'zh-CN': '验证码已过期，请重新获取',
    en: 'The verification code has expired, request a new one',
  },
  code_wrong: { 'zh-CN': '验证码错误，请重新输入', en: 'Wrong verification code, enter it again' },
  phone_not_registered: {
    'zh-CN': '该手机号未绑定平台账号',
    en: 'No account of the platform uses this mobile number',
  },
  register_closed: {
    'zh-CN': '当前平台未开放自助注册，请联系客户经理开户',
    en: 'Self-registration is not open on this platform: ask your account manager to open an account',
  },
  username_taken: { 'zh-CN': '用户名已被占用', en: 'This username is already taken' },
  phone_taken: { 'zh-CN': '该手机号已被注册', en: 'This mobile number is already registered' },
  email_taken: { 'zh-CN': '该邮箱已被注册', en: 'This email address is already registered' },
  registration_not_found: {
    'zh-CN': '未找到该注册申请，请核对申请编号和手机号',
    en: 'No registration matches this registration number and mobile number',
  },
  registration_not_rejected: {
    'zh-CN': '只有审核未通过的注册申请可以修改后重新提交',
    en: 'Only a rejected registration can be corrected and resubmitted',
  },
  contact_phone_taken: {
    'zh-CN': '该手机号已被其他账号使用',
    en: 'Another account already uses this mobile number',
  },
  old_password_wrong: { 'zh-CN': '原密码错误', en: 'The current password is incorrect' },
  password_unchanged: {
    'zh-CN': '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
  },
  not_while_switched: {
    'zh-CN': '切换客户账号期间不能修改账号信息，请先切回运维账号',
    en: 'Account details cannot be changed while switched into a client: switch back first',
  },
  sign_main_only: {
    'zh-CN': '仅主客户账号可以签署用户协议',
    en: 'Only a main client account can sign the user agreement',
  },
  wx_client_only: { 'zh-CN': '仅客户账号可以绑定微信', en: 'Only client accounts can bind WeChat' },
  wx_no_phone: {
    'zh-CN': '当前账号未设置手机号，无法发送验证码，请先修改联系方式',
    en: 'This account has no mobile number to verify with: update the contact details first',
  },
  wx_already_bound: {
    'zh-CN': '当前账号已绑定微信，请先解除绑定',
    en: 'A WeChat account is already bound: remove it first',
  },
  wx_not_bound: { 'zh-CN': '当前账号未绑定微信', en: 'No WeChat account is bound' },
  client_not_found: { 'zh-CN': '客户不存在（ID {id}）', en: 'No client with id {id}' },
  client_has_no_user: {
    'zh-CN': '该客户下没有可登录的账号',
    en: 'This client has no user account',
  },
  not_switched: {
    'zh-CN': '当前未切换到客户账号，无需切回',
    en: 'You are not switched into a client account',
  },
  // Notices and questionnaires (the layout's dialogs).
  notice_not_found: { 'zh-CN': '公告不存在（ID {id}）', en: 'No notice with id {id}' },
  questionnaire_not_found: { 'zh-CN': '问卷不存在（ID {id}）', en: 'No questionnaire with id {id}' },
  questionnaire_client_only: {
    'zh-CN': '问卷仅面向客户账号',
    en: 'Questionnaires are for client accounts only',
  },
  questionnaire_closed: { 'zh-CN': '该问卷已结束', en: 'This questionnaire is closed' },
  questionnaire_answered: {
    'zh-CN': '已提交过该问卷，感谢您的参与',
    en: 'You have already answered this questionnaire, thank you',
  },
  questionnaire_unknown_question: {
    'zh-CN': '问卷中没有问题 {id}',
    en: 'The questionnaire has no question {id}',
  },
  questionnaire_missing_answer: { 'zh-CN': '请回答：{question}', en: 'Please answer: {question}' },
  questionnaire_bad_option: {
    'zh-CN': '“{question}”的答案须为以下选项之一：{options}',
    en: 'The answer to "{question}" must be one of: {options}',
  },
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
