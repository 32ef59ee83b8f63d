import type { FastifyRequest } from 'fastify';
import {
  type Bilingual,
  fillMessage,
  INVALID_PARAM_MESSAGE,
  type Lang,
  UPLOAD_MESSAGES,
  VALIDATION_MESSAGES,
} from '#contract';

/**
 * The emulator's own messages, as the real backend words them, in both languages, `{name}` being
 * a parameter (contract/messages.ts `fillMessage`). Services raise a key with its parameters
 * (`badRequest('voice_duplicate', { phone })`); the envelope words it once, in the request's
 * language. The 599 answer is contract/messages.ts `noPermissionMessage`.
 */
export const MESSAGES = {
  ok: { 'zh-CN': '成功', en: 'Success' },
  token_missing: { 'zh-CN': '未登录或登录已过期，请重新登录', en: 'Not logged in or the login has expired' },
  token_invalid: {
    'zh-CN': '登录已失效，请重新登录',
    en: 'Your login is no longer valid, please log in again',
  },
  upgrading: {
    'zh-CN': '系统升级中，请稍后访问',
    en: 'The platform is being upgraded, please come back later',
  },
  login_failed: { 'zh-CN': '用户名或密码错误', en: 'Incorrect username or password' },
  logout_ok: { 'zh-CN': '已退出登录', en: 'Logged out' },
  invalid_param: INVALID_PARAM_MESSAGE,
  invalid_path: { 'zh-CN': '请求地址格式不正确', en: 'The request path is malformed' },
  invalid_body: { 'zh-CN': '请求内容格式不正确', en: 'The request body is malformed' },
  card_not_found: { 'zh-CN': '未找到{type}为 {number} 的卡', en: 'No card has {type} {number}' },
  card_id_not_found: {
    'zh-CN': '卡片不存在或无权查看（ID {id}）',
    en: 'No card with id {id}, or not yours to see',
  },
  card_usage_month_range: {
    'zh-CN': '只能查询最近 6 个月（{first} 至 {last}）的用量',
    en: 'Usage can be shown for the last 6 months only ({first} to {last})',
  },
  vbg_not_found: {
    'zh-CN': '计费组不存在或无权查看（ID {id}）',
    en: 'No billing group with id {id}, or not yours to see',
  },
  session_invalid: {
    'zh-CN': '请求头 {header} 不正确：只能使用 1-64 位字母、数字、“.”、“-”或“_”',
    en: "Invalid {header}: use 1-64 letters, digits, '.', '-' or '_'",
  },
  session_needs_token: {
    'zh-CN': '创建新的模拟会话需要控制令牌（X-Emulator-Token）',
    en: 'Creating a new emulator session needs the control token (X-Emulator-Token)',
  },
  session_rate_limited: {
    'zh-CN': '创建模拟会话过于频繁，请 {minutes} 分钟后再试',
    en: 'Too many new emulator sessions from this address: try again in {minutes} minutes',
  },
  session_full: {
    'zh-CN': '模拟器的 {max} 个会话都在使用中，请稍后再试或删除不再使用的会话',
    en: 'All {max} emulator sessions are in use: try again later or delete one you no longer need',
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
  code_tries_used: {
    'zh-CN': '验证码错误次数过多，该验证码已失效，请重新获取',
    en: 'Too many wrong tries: this code no longer works, request a new one',
  },
  code_address_sends: {
    'zh-CN': '获取验证码过于频繁，请 {minutes} 分钟后再试',
    en: 'Too many codes requested from this network: try again in {minutes} minutes',
  },
  code_address_tries: {
    'zh-CN': '验证码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong codes from this network: try again in {minutes} minutes',
  },
  login_locked: {
    'zh-CN': '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords: the account is locked, try again in {minutes} minutes',
  },
  login_address_locked: {
    'zh-CN': '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed logins from this network: try again in {minutes} minutes',
  },
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
  // Project groups, the location service, the NB query and the public card pages.
  project_main_only: {
    'zh-CN': '项目组由主客户账号管理，子客户可将自己的卡分配到已有项目组',
    en: 'Project groups are managed by the main client account; a sub-client assigns its own cards to them',
  },
  project_name_taken: {
    'zh-CN': '项目组名称“{name}”已存在',
    en: 'A project group named "{name}" already exists',
  },
  project_not_found: { 'zh-CN': '项目组不存在（ID {id}）', en: 'No project group with id {id}' },
  project_has_cards: {
    'zh-CN': '项目组“{name}”下还有 {count} 张卡，请先在“卡项目”中将卡移出后再删除',
    en: 'Project group "{name}" still holds {count} cards: remove them in Card projects before deleting it',
  },
  project_cards_not_found: {
    'zh-CN': '有 {count} 张卡不存在或无权操作，未做任何修改',
    en: '{count} of the cards do not exist or are not yours: nothing was changed',
  },
  locate_main_only: {
    'zh-CN': '仅主客户账号可以开通或关闭定位服务',
    en: 'Only the main client account can subscribe to or cancel the location service',
  },
  locate_not_subscribed: {
    'zh-CN': '尚未开通基站定位服务，请先在“功能简介”中开通',
    en: 'The location service is not subscribed: subscribe on the service overview page first',
  },
  locate_card_not_found: { 'zh-CN': '未找到卡号为 {number} 的卡', en: 'No card has the number {number}' },
  locate_card_cancelled: {
    'zh-CN': '卡 {number} 已销户，无法定位',
    en: 'Card {number} is cancelled and cannot be located',
  },
  locate_no_session: {
    'zh-CN': '卡 {number} 暂无上网记录，无法定位',
    en: 'Card {number} has never been online, so it cannot be located',
  },
  nb_not_ctcc: {
    'zh-CN': '卡 {number} 是{carrier}卡，电信NB查询仅支持中国电信物联网卡',
    en: 'Card {number} is a {carrier} card: the NB query covers China Telecom cards only',
  },
  public_card_not_found: {
    'zh-CN': '未查询到该卡，请核对卡号后重试',
    en: 'No card was found: check the number and try again',
  },
  public_rate_limited: {
    'zh-CN': '查询过于频繁，请 {seconds} 秒后再试',
    en: 'Too many lookups: try again in {seconds} seconds',
  },
  // The WeChat recharge pages.
  wx_card_cancelled: {
    'zh-CN': '该卡已销户，无法充值',
    en: 'This card is cancelled and cannot be recharged',
  },
  wx_card_not_active: {
    'zh-CN': '该卡尚未激活，激活后才能充值',
    en: 'This card is not activated yet: it can be recharged once it is',
  },
  wx_charge_not_allowed: {
    'zh-CN': '该卡暂不支持微信充值，请联系卡片供应商',
    en: "This card cannot be recharged with WeChat: contact the card's supplier",
  },
  wx_order_not_found: {
    'zh-CN': '订单不存在，请确认链接是否完整',
    en: 'No such order: check that the link is complete',
  },
  wx_order_rate_limited: {
    'zh-CN': '下单过于频繁，请 {seconds} 秒后再试',
    en: 'Too many orders: try again in {seconds} seconds',
  },
  // Voice whitelist, hardware and real name.
  card_number_not_found: {
    'zh-CN': '未找到卡号为 {number} 的卡，或无权操作',
    en: 'No card has the number {number}, or it is not yours',
  },
  voice_card_cancelled: {
    'zh-CN': '卡 {number} 已销户，不能设置语音白名单',
    en: 'Card {number} is cancelled: its voice whitelist cannot be changed',
  },
  voice_limit: {
    'zh-CN': '每张卡最多 {max} 个白名单号码，该卡已有 {count} 个',
    en: 'A card may have at most {max} whitelist numbers; this one has {count}',
  },
  voice_duplicate: { 'zh-CN': '号码 {phone} 重复', en: 'Number {phone} is given twice' },
  voice_exists: {
    'zh-CN': '号码 {phone} 已在该卡的白名单中',
    en: "{phone} is already on the card's whitelist",
  },
  voice_missing: { 'zh-CN': '号码 {phone} 不在该卡的白名单中', en: "{phone} is not on the card's whitelist" },
  voice_added: { 'zh-CN': '已提交，待运营商生效', en: 'Sent to the carrier, pending' },
  voice_removed: { 'zh-CN': '已删除', en: 'Removed' },
  voice_batch_line: {
    'zh-CN': '格式不正确，应为“卡号,白名单号码”',
    en: 'Malformed: write "card number,whitelist number"',
  },
  voice_batch_empty: { 'zh-CN': '没有可处理的数据行', en: 'There are no lines to process' },
  voice_batch_too_many: { 'zh-CN': '一次最多处理 {max} 行', en: 'At most {max} lines at a time' },
  voice_batch_file_missing: {
    'zh-CN': '上传的文件不存在，请重新上传',
    en: 'The uploaded file is gone: upload it again',
  },
  voice_batch_file_type: { 'zh-CN': '只能导入 {types} 文件', en: 'Only {types} files can be imported' },
  voice_batch_file_unreadable: {
    'zh-CN': '无法读取该文件，请使用导入模板',
    en: 'The file cannot be read: use the import template',
  },
  hardware_not_found: {
    'zh-CN': '设备不存在或无权操作（ID {id}）',
    en: 'No device with id {id}, or not yours',
  },
  hardware_sn_taken: { 'zh-CN': '设备SN {sn} 已存在', en: 'A device with SN {sn} already exists' },
  hardware_has_card: {
    'zh-CN': '设备 {sn} 已绑定卡 {iccid}，请先解绑',
    en: 'Device {sn} already holds card {iccid}: unbind it first',
  },
  hardware_no_card: { 'zh-CN': '设备 {sn} 未绑定卡', en: 'Device {sn} holds no card' },
  hardware_card_taken: {
    'zh-CN': '卡 {iccid} 已绑定设备 {sn}',
    en: 'Card {iccid} is already in device {sn}',
  },
  hardware_card_cancelled: {
    'zh-CN': '卡 {iccid} 已销户，不能绑定设备',
    en: 'Card {iccid} is cancelled and cannot be bound',
  },
  real_name_cancelled: {
    'zh-CN': '卡 {iccid} 已销户，无需实名',
    en: 'Card {iccid} is cancelled: no real name is needed',
  },
  real_name_reviewing: {
    'zh-CN': '该卡的实名信息正在审核中（预计 {due} 前完成），请勿重复提交',
    en: "This card's real name is under review (decided by {due}): do not submit again",
  },
  real_name_done: { 'zh-CN': '该卡已完成实名认证', en: 'This card is verified already' },
  // Card list actions and exports.
  card_action_not_found: {
    'zh-CN': '卡片不存在或无权操作（ID {id}）',
    en: 'No card with id {id}, or not yours to change',
  },
  activate_not_pending: {
    'zh-CN': '仅待激活或测试期的卡可以激活，该卡当前为{status}',
    en: 'Only cards pending activation or in testing can be activated; this one is {status}',
  },
  stop_not_active: {
    'zh-CN': '仅正使用的卡可以停机，该卡当前为{status}',
    en: 'Only cards in use can be stopped; this one is {status}',
  },
  resume_not_suspended: {
    'zh-CN': '仅停机的卡可以复机，该卡当前为{status}',
    en: 'Only suspended cards can be resumed; this one is {status}',
  },
  resume_arrears: {
    'zh-CN': '该卡因欠费停机，不能手动复机：请先充值缴清欠费，到账后将自动复机',
    en: 'Suspended for arrears, so it cannot be resumed by hand: pay what is owed and it resumes by itself',
  },
  resume_over_quota: {
    'zh-CN': '该卡因超流量停机，不能手动复机：请订购加油包，订购后将自动复机',
    en: 'Suspended for using up its data, so it cannot be resumed by hand: buy an add-on package and it resumes by itself',
  },
  resume_expired: {
    'zh-CN': '该卡因套餐到期停机，不能手动复机：请先续费套餐',
    en: 'Suspended because its plan expired, so it cannot be resumed by hand: renew the plan first',
  },
  resume_real_name: {
    'zh-CN': '该卡因未实名停机，请先完成实名认证',
    en: 'Suspended for a missing real-name verification: complete the verification first',
  },
  resume_imei_mismatch: {
    'zh-CN': '该卡因机卡分离停机，不能手动复机：请将卡插回绑定的设备，或先解除机卡绑定',
    en: 'Suspended for being in another device, so it cannot be resumed by hand: put it back in its device or unbind it first',
  },
  carrier_not_esim: {
    'zh-CN': '该卡不是多运营商（eSIM）卡，不能切换运营商',
    en: 'Not a multi-carrier (eSIM) card: its carrier cannot be changed',
  },
  carrier_same: { 'zh-CN': '该卡已是{carrier}的卡', en: 'This card is with {carrier} already' },
  carrier_blacklisted: {
    'zh-CN': '该卡的切换策略“{policy}”已将{carrier}列入黑名单',
    en: 'The card\'s switching policy "{policy}" blacklists {carrier}',
  },
  oc_system_policy_name: { 'zh-CN': '系统默认策略', en: 'System default policy' },
  oc_policy_not_found: { 'zh-CN': '切换策略不存在（ID {id}）', en: 'No switching policy with id {id}' },
  oc_policy_read_only: {
    'zh-CN': '系统默认策略不能修改，请复制后再编辑',
    en: 'The system default policy cannot be changed: copy it and edit the copy',
  },
  oc_policy_name_taken: { 'zh-CN': '已存在名为“{name}”的策略', en: 'A policy named "{name}" already exists' },
  oc_policy_in_use: {
    'zh-CN': '策略“{name}”仍有 {count} 张卡在使用或待生效，不能删除',
    en: 'Policy "{name}" is still used by or pending on {count} cards, so it cannot be deleted',
  },
  oc_policy_copy_name: { 'zh-CN': '{name}-副本', en: '{name} (copy)' },
  oc_policy_gone: { 'zh-CN': '策略已被删除', en: 'The policy was deleted' },
  oc_policy_disabled: { 'zh-CN': '策略“{name}”已禁用', en: 'Policy "{name}" is disabled' },
  oc_card_cancelled: { 'zh-CN': '该卡已销户', en: 'This card is cancelled' },
  oc_not_multi: {
    'zh-CN': '该卡不是多运营商卡（一卡三网）',
    en: 'Not a multi-carrier card',
  },
  oc_threshold_dbm: { 'zh-CN': '信号低于 {dbm} dBm', en: 'Signal below {dbm} dBm' },
  oc_threshold_latency: { 'zh-CN': '{ip} 时延高于 {ms} ms', en: 'Latency to {ip} above {ms} ms' },
  oc_blacklist_none: { 'zh-CN': '无', en: 'None' },
  card_cancelled: { 'zh-CN': '该卡已销户', en: 'This card is cancelled' },
  plan_not_found: { 'zh-CN': '套餐不存在（ID {id}）', en: 'No plan with id {id}' },
  plan_not_of_carrier: {
    'zh-CN': '套餐“{plan}”不是{carrier}的套餐',
    en: 'The plan "{plan}" is not a {carrier} plan',
  },
  net_not_in_service: {
    'zh-CN': '仅正使用或停机的卡可以断网或复网，该卡当前为{status}',
    en: 'Network functions are set for cards in use or suspended; this one is {status}',
  },
  net_already_off: { 'zh-CN': '该卡的{functions}已全部关闭', en: 'This card has {functions} off already' },
  net_already_on: { 'zh-CN': '该卡的{functions}已全部开启', en: 'This card has {functions} on already' },
  addon_not_in_service: {
    'zh-CN': '仅正使用或停机的卡可以订购加油包，该卡当前为{status}',
    en: 'Add-on packages are for cards in use or suspended; this one is {status}',
  },
  balance_short: {
    'zh-CN': '账户余额不足：{count} 张卡需支付 ¥{amount}，当前余额 ¥{balance}，请先充值',
    en: 'Insufficient balance: {count} cards cost ¥{amount} and the balance is ¥{balance}; top up first',
  },
  export_nothing: {
    'zh-CN': '当前筛选条件下没有卡，无需导出',
    en: 'No card matches these filters: there is nothing to export',
  },
  export_task_not_found: { 'zh-CN': '导出任务不存在（ID {id}）', en: 'No export task with id {id}' },
  export_not_ready: {
    'zh-CN': '导出任务尚未完成，请稍后再下载',
    en: 'The export has not finished yet: download it a little later',
  },
  export_failed: { 'zh-CN': '生成文件失败，请重新导出', en: 'Building the file failed: export again' },
  export_all: { 'zh-CN': '全部卡', en: 'All cards' },
  export_sheet: { 'zh-CN': '卡列表', en: 'Cards' },
  export_file: { 'zh-CN': '卡列表导出', en: 'card-export' },
  // The task engine (server/tasks/engine.ts).
  task_failed: { 'zh-CN': '任务执行失败，请重试', en: 'The task failed: try again' },
  task_unknown_kind: { 'zh-CN': '不支持的任务类型', en: 'This kind of task is not supported' },
  task_row_skipped: { 'zh-CN': '该行未处理', en: 'This row was not handled' },
  task_not_found: { 'zh-CN': '任务不存在（ID {id}）', en: 'No task with id {id}' },
  task_not_cancellable: {
    'zh-CN': '只能取消排队中的任务，该任务已开始或已结束',
    en: 'Only a queued task can be cancelled: this one has started or ended',
  },
  task_file_gone: {
    'zh-CN': '文件已过期（保留 {days} 天），请重新导出',
    en: 'The file has expired (kept {days} days): export again',
  },
  // The import reader (server/tasks/import-file.ts): the limits every imported file is held to.
  import_rows_over: {
    'zh-CN': '文件最多 {max} 行（空行也计算在内），请删除多余的行或拆分后再导入',
    en: 'A file may hold at most {max} rows, blank ones included: delete the extra rows or split the file',
  },
  import_unpacked_over: {
    'zh-CN': '文件解压后超过 {size}，请拆分后再导入',
    en: 'The file unpacks to more than {size}: split it and import again',
  },
  import_ratio_over: {
    'zh-CN': '文件解压后是原来的 {ratio} 倍以上，可能是压缩炸弹，已拒绝读取',
    en: 'The file unpacks to more than {ratio} times its size and may be a zip bomb: it was not read',
  },
  import_too_slow: {
    'zh-CN': '读取文件超过 {seconds} 秒，请拆分后再导入',
    en: 'Reading the file took more than {seconds} seconds: split it and import again',
  },
  import_zip_broken: {
    'zh-CN': 'xlsx 文件已损坏或使用了不支持的压缩方式，请用 Excel 另存后再导入',
    en: 'The xlsx file is damaged or uses a compression that is not supported: save it again in Excel and import it',
  },
  // The task engine (server/tasks/engine.ts).
  tasks_queue_full: {
    'zh-CN': '已有 {max} 个任务在排队或等待确认，请等它们完成后再提交',
    en: '{max} tasks are already queued or waiting for confirmation: wait for them to finish',
  },
  // Batches (server/services/batch.ts).
  batch_file_missing: {
    'zh-CN': '找不到上传的文件，请重新上传',
    en: 'The uploaded file was not found: upload it again',
  },
  batch_file_type: { 'zh-CN': '只能导入 {types} 文件', en: 'Only {types} files can be imported' },
  batch_file_unreadable: {
    'zh-CN': '无法读取文件，请使用导入模板（xlsx）或每行一个卡号的 csv、txt 文件',
    en: 'The file cannot be read: use the import template (xlsx), or a csv or txt file with one card number a line',
  },
  batch_empty: {
    'zh-CN': '没有读到卡号，请检查文件或输入',
    en: 'No card number was found: check the file or the list',
  },
  batch_too_many_pasted: {
    'zh-CN': '粘贴的号码一次最多 {max} 个，更多请使用文件导入',
    en: 'At most {max} pasted numbers at a time: import a file for more',
  },
  batch_too_many_rows: {
    'zh-CN': '一个文件最多 {max} 行',
    en: 'A file may hold at most {max} rows',
  },
  batch_row_format: {
    'zh-CN': '不是有效的卡号（ICCID 19-20 位，或 MSISDN 11、13 位）',
    en: 'Not a card number (an ICCID of 19-20 characters, or an MSISDN of 11 or 13 digits)',
  },
  batch_target_missing: {
    'zh-CN': '缺少目标运营商或套餐',
    en: 'The target carrier or plan is missing',
  },
  template_cell_missing: { 'zh-CN': '{column}不能为空', en: '{column} is required' },
  template_cell_invalid: { 'zh-CN': '{column}应为{expected}', en: '{column} must be {expected}' },
  batch_row_duplicate: { 'zh-CN': '与第 {row} 行重复', en: 'Repeats row {row}' },
  batch_row_not_yours: { 'zh-CN': '不是本客户的卡', en: 'Not a card of your account' },
  batch_check_gone: {
    'zh-CN': '该批次已提交或已失效（校验后 {minutes} 分钟内未确认），请重新校验',
    en: 'This batch was already started or has lapsed (not confirmed within {minutes} minutes of its check): check it again',
  },
  batch_nothing_valid: {
    'zh-CN': '没有可执行的行：所有行均未通过校验',
    en: 'Nothing to do: no row passed the check',
  },
  batch_not_retryable: {
    'zh-CN': '只能重试已结束且有失败行的任务',
    en: 'Only a finished task with failed rows can be retried',
  },
  batch_pasted: { 'zh-CN': '粘贴号码', en: 'Pasted numbers' },
  batch_retry_of: { 'zh-CN': '任务 {id} 的失败行', en: 'Failed rows of task {id}' },
  batch_by_filter: { 'zh-CN': '按筛选条件', en: 'By filter' },
  batch_filter_too_many: {
    'zh-CN': '筛选条件匹配 {count} 张卡，一次最多下发 {max} 张，请缩小筛选范围',
    en: 'The filter matches {count} cards; at most {max} can be given a policy at once: narrow it down',
  },
  batch_fee_line: {
    'zh-CN': '{carrier} {count} 张 × {fee}/月',
    en: '{carrier}: {fee} a month × {count}',
  },
  results_sheet: { 'zh-CN': '处理结果', en: 'Results' },
  results_file: { 'zh-CN': '批量任务结果', en: 'batch-results' },
  results_row: { 'zh-CN': '行号', en: 'Row' },
  results_outcome: { 'zh-CN': '结果', en: 'Outcome' },
  results_message: { 'zh-CN': '说明', en: 'Message' },
  results_ok: { 'zh-CN': '成功', en: 'Succeeded' },
  results_failed: { 'zh-CN': '失败', en: 'Failed' },
  results_pending: { 'zh-CN': '待处理', en: 'Not yet handled' },
  template_notes: { 'zh-CN': '填写说明', en: 'Notes' },
  // SMS (services/sms.ts).
  sms_refused_status: { 'zh-CN': '卡状态为{status}，不在服务中', en: 'The card is {status}, not in service' },
  sms_refused_plan: { 'zh-CN': '套餐“{plan}”不含短信功能', en: 'Its plan “{plan}” includes no SMS' },
  sms_refused_function: { 'zh-CN': '该卡的短信功能已关闭', en: "The card's SMS function is off" },
  sms_refused_long: {
    'zh-CN': '{carrier}卡不支持长短信（本条短信需分 {segments} 条发送）',
    en: '{carrier} cards take no long SMS (this message goes as {segments} parts)',
  },
  sms_refused_encrypted: {
    'zh-CN': '{carrier}卡不支持加密短信',
    en: '{carrier} cards take no encrypted SMS',
  },
  sms_fail_card_state: {
    'zh-CN': '送达前卡已停机或短信功能已关闭',
    en: 'The card was stopped or its SMS turned off before delivery',
  },
  sms_fail_unreachable: {
    'zh-CN': '终端不可达（设备离线或关机）',
    en: 'Device unreachable (offline or switched off)',
  },
  sms_template_not_found: { 'zh-CN': '短信模板不存在（ID {id}）', en: 'No SMS template with id {id}' },
  sms_template_disabled: { 'zh-CN': '短信模板“{name}”已停用', en: 'The SMS template “{name}” is disabled' },
  sms_template_name_taken: {
    'zh-CN': '模板名称“{name}”已存在',
    en: 'A template named “{name}” exists already',
  },
  sms_template_in_use: {
    'zh-CN': '模板“{name}”已被 {count} 条短信使用，不能删除，可将其停用',
    en: 'The template “{name}” was used by {count} SMS and cannot be deleted; disable it instead',
  },
  sms_signature_not_approved: {
    'zh-CN': '签名未通过审核，暂不能使用',
    en: 'The signature is not approved and cannot be used yet',
  },
  sms_signature_taken: {
    'zh-CN': '签名“{name}”已申请过',
    en: 'The signature “{name}” was applied for already',
  },
  sms_signature_rejected: {
    'zh-CN': '签名不能含“测试”或“test”字样',
    en: 'A signature may not contain “测试” or “test”',
  },
  sms_group_not_found: {
    'zh-CN': '分组不存在或不属于本客户（ID {id}）',
    en: 'No group with id {id}, or not yours',
  },
  sms_empty: { 'zh-CN': '没有要发送的卡', en: 'There are no cards to send to' },
  sms_too_many_pasted: {
    'zh-CN': '一次最多粘贴 {max} 个号码，更多请按分组或上传模板发送',
    en: 'Paste at most {max} numbers; send to more by group or with the template file',
  },
  sms_check_gone: {
    'zh-CN': '该发送已提交或已失效，请重新校验',
    en: 'This send was already started or has lapsed: check it again',
  },
  sms_nothing_valid: { 'zh-CN': '没有可以接收短信的卡', en: 'No card can receive the SMS' },
  sms_row_content_missing: {
    'zh-CN': '该行没有短信内容，页面也未填写',
    en: 'The row has no message and none was entered on the page',
  },
  sms_record_not_found: { 'zh-CN': '短信记录不存在（ID {id}）', en: 'No SMS record with id {id}' },
  sms_not_encrypted: { 'zh-CN': '该短信未加密', en: 'This SMS is not encrypted' },
  sms_batch_not_found: { 'zh-CN': '短信批次不存在（ID {id}）', en: 'No SMS batch with id {id}' },
  sms_batch_not_resendable: {
    'zh-CN': '该批次仍在发送中，或没有失败的卡',
    en: 'This batch is still sending, or no card failed',
  },
  sms_source_card: { 'zh-CN': '单卡 {number}', en: 'Card {number}' },
  sms_source_resend: { 'zh-CN': '批次 {id} 的失败卡', en: 'Failed cards of batch {id}' },
  // Figures with their unit.
  days: { 'zh-CN': '{count}天', en: '{count} days' },
  // Checks the contract words (contract/validators.ts, the upload widget's own messages).
  range_end_before_start: VALIDATION_MESSAGES.range_end_before_start,
  card_number_invalid: VALIDATION_MESSAGES.card_number_invalid,
  sms_content_too_long: VALIDATION_MESSAGES.sms_content_too_long,
  whitelist_phone_invalid: VALIDATION_MESSAGES.whitelist_phone_invalid,
  ...UPLOAD_MESSAGES,
  // Open-API settings (/api/config), the manual and the FAQs.
  api_status_none: { 'zh-CN': '未申请', en: 'Not applied' },
  api_status_pending: { 'zh-CN': '审核中', en: 'Under review' },
  api_status_approved: { 'zh-CN': '已开通', en: 'Approved' },
  api_status_rejected: { 'zh-CN': '已驳回', en: 'Refused' },
  api_no_client: { 'zh-CN': '当前账号不属于任何客户', en: 'This login does not belong to a client' },
  api_apply_pending: {
    'zh-CN': '开通申请正在审核中，请勿重复提交',
    en: 'Your application is under review; do not submit it again',
  },
  api_apply_approved: { 'zh-CN': 'API已开通，无需再次申请', en: 'API access is already approved' },
  api_not_approved: {
    'zh-CN': 'API尚未开通，请先申请开通并等待审核通过',
    en: 'API access is not approved yet: apply and wait for the review',
  },
  api_secret_already_issued: {
    'zh-CN': '密钥已生成且只显示一次；如已遗失，请重置密钥',
    en: 'The secret was already issued and is shown only once; rotate it if it was lost',
  },
  api_reject_daily_calls: {
    'zh-CN': '预计日调用量 {calls} 次超过平台上限 {limit} 次，请降低调用量后重新申请，或联系客户经理',
    en: 'The expected {calls} calls a day exceed the platform limit of {limit}; lower it and apply again, or contact your account manager',
  },
  faq_not_found: { 'zh-CN': '常见问题不存在', en: 'No such question' },
  sop_missing: { 'zh-CN': '平台操作手册暂不可用', en: 'The platform manual is not available' },
  sop_file_name: { 'zh-CN': '平台操作手册.pdf', en: 'Platform manual.pdf' },
  fault_injected: { 'zh-CN': '模拟故障（代码 {code}）', en: 'Injected fault (code {code})' },
  // How texts are put together: 'A：1；B：2' and 'A: 1; B: 2', 'x、y' and 'x, y'.
  label_separator: { 'zh-CN': '：', en: ': ' },
  clause_separator: { 'zh-CN': '；', en: '; ' },
  list_separator: { 'zh-CN': '、', en: ', ' },
  // User management: permission groups and users (/perm_group, /perm_user).
  login_user_locked: {
    'zh-CN': '该账号已被锁定，请联系管理员解锁',
    en: 'This account is locked: ask your administrator to unlock it',
  },
  perm_main_only: {
    'zh-CN': '用户和权限组由主客户账号管理',
    en: 'Users and permission groups are managed by the main client account',
  },
  perm_group_not_found: { 'zh-CN': '权限组不存在（ID {id}）', en: 'No permission group with id {id}' },
  perm_group_name_taken: {
    'zh-CN': '权限组名称“{name}”已存在',
    en: 'A permission group named "{name}" already exists',
  },
  perm_group_in_use: {
    'zh-CN': '权限组“{name}”下还有 {count} 个用户，不能删除；请先将这些用户移到其他权限组',
    en: 'Permission group "{name}" still has {count} users: move them to another group before deleting it',
  },
  perm_code_not_held: {
    'zh-CN': '不能授予本账号未拥有的权限：{names}',
    en: 'You cannot grant permissions your account does not hold: {names}',
  },
  perm_user_not_found: { 'zh-CN': '用户不存在（ID {id}）', en: 'No user with id {id}' },
  perm_username_taken: {
    'zh-CN': '用户名“{username}”已被使用',
    en: 'The username "{username}" is already taken',
  },
  perm_user_fixed: {
    'zh-CN': '不能对当前登录的账号或主账号执行此操作',
    en: 'This cannot be done to your own account or the main account',
  },
  // The account ledger and balance transfers (server/services/ledger.ts).
  transfer_main_only: {
    'zh-CN': '只有主客户可以向子客户划拨余额',
    en: 'Only a main client can transfer balance to its sub-clients',
  },
  transfer_sub_client_not_found: {
    'zh-CN': '子客户 {id} 不存在，或不是本账户的子客户',
    en: 'Sub-client {id} does not exist or is not one of your sub-clients',
  },
  transfer_balance_short: {
    'zh-CN': '可用余额不足：本次划拨 ¥{amount}，当前可用余额 ¥{available}',
    en: 'Insufficient available balance: the transfer is ¥{amount} and ¥{available} is available',
  },
  ledger_export_nothing: {
    'zh-CN': '当前筛选条件下没有账户流水，无需导出',
    en: 'No ledger row matches these filters: there is nothing to export',
  },
  ledger_export_all: { 'zh-CN': '全部流水', en: 'All rows' },
  ledger_export_sheet: { 'zh-CN': '账户流水', en: 'Ledger' },
  ledger_export_file: { 'zh-CN': '账户流水导出', en: 'ledger-export' },
  sub_not_found: { 'zh-CN': '子客户不存在（ID {id}）', en: 'No sub-customer with id {id}' },
  sub_main_only: { 'zh-CN': '仅主客户可管理子客户', en: 'Only a main client manages sub-customers' },
  sub_username_taken: {
    'zh-CN': '登录账号 {username} 已被使用',
    en: 'The login name {username} is already taken',
  },
  perm_user_group_sub_client: {
    'zh-CN': '权限组“{name}”适用于子客户，不能分配给本企业用户，请选择适用于本企业用户的权限组',
    en: 'The permission group "{name}" is for sub-customers; choose a group for your own staff',
  },
  sub_group_unknown: {
    'zh-CN': '权限组不存在或不属于本客户',
    en: 'No such permission group of your account',
  },
  sub_has_active_cards: {
    'zh-CN': '子客户“{name}”仍有 {count} 张正使用的卡，请先将卡划回或停机后再停用',
    en: '{name} still holds {count} cards in service: move them back or stop them before disabling it',
  },
  sub_disabled_login: {
    'zh-CN': '该账号所属客户已停用，请联系主客户',
    en: 'The customer of this account is disabled; contact its main client',
  },
  sub_import_empty: { 'zh-CN': '文件中没有可导入的子客户', en: 'The file holds no sub-customer to create' },
  sub_import_repeat: { 'zh-CN': '与第 {row} 行的登录账号重复', en: 'Same login name as row {row}' },
  assign_client_unknown: {
    'zh-CN': '客户不存在或不是本客户的子客户（ID {id}）',
    en: 'No sub-customer of yours has id {id}',
  },
  assign_client_disabled: { 'zh-CN': '子客户“{name}”已停用', en: '{name} is disabled' },
  assign_sub_login_unknown: {
    'zh-CN': '子客户账号 {username} 不存在或已停用',
    en: 'No active sub-customer has the login {username}',
  },
  assign_none: { 'zh-CN': '没有找到可划拨的卡', en: 'No card to move was found' },
  assign_too_many: {
    'zh-CN': '一次最多划拨 {max} 张卡，请缩小范围',
    en: 'At most {max} cards can be moved at once: narrow it down',
  },
  assign_range_order: {
    'zh-CN': '起始 ICCID 不能大于结束 ICCID',
    en: 'The first ICCID must not come after the last',
  },
  assign_not_held: {
    'zh-CN': '该卡不在“{name}”名下',
    en: 'The card is not held by {name}',
  },
  assign_moved_since: {
    'zh-CN': '该卡划拨后已被再次划拨，现属“{name}”，无法撤回',
    en: 'The card was moved again since, to {name}: it cannot be withdrawn',
  },
  assign_several: { 'zh-CN': '多个子客户', en: 'Several sub-customers' },
  assign_not_found: { 'zh-CN': '划卡记录不存在（批次 {id}）', en: 'No card assignment {id}' },
  assign_not_withdrawable: {
    'zh-CN': '只能撤回已完成且未撤回的划卡批次',
    en: 'Only a finished assignment that was not withdrawn can be withdrawn',
  },
  user_func_not_held: {
    'zh-CN': '不能授予主客户自身没有的功能：{codes}',
    en: 'These functions are not yours to pass on: {codes}',
  },
} as const satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof MESSAGES;

/** The `{name}` placeholders of a text: 'No card has {type} {number}' -> 'type' | 'number'. */
type PlaceholdersIn<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersIn<Rest>
  : never;

/** The parameters a key's texts name, in either language. */
export type PlaceholderOf<K extends MessageKey> = PlaceholdersIn<(typeof MESSAGES)[K][Lang]>;

/** A parameter's value: the same in both languages, or a text in each (a carrier's name, a status). */
export type MessageParam = string | number | Readonly<Bilingual>;

/** A key's parameters: every placeholder given, none unknown; nothing at all for a key without any. */
export type ParamsOf<K extends MessageKey> = [PlaceholderOf<K>] extends [never]
  ? [params?: Readonly<Record<string, never>>]
  : [params: { readonly [P in PlaceholderOf<K>]: MessageParam }];

/** A message not yet worded: a catalogue key and its parameters, worded once the language is known. */
export interface Message {
  readonly key: MessageKey;
  readonly params: Readonly<Record<string, MessageParam>>;
}

export const message = <K extends MessageKey>(key: K, ...[params]: ParamsOf<K>): Message => ({
  key,
  params: params ?? {},
});

/**
 * A bilingual text in one language: `pick(bothColumns(row, 'title'), lang)`, `pick(CARRIERS[c], lang)`.
 * The one way server code chooses by language, besides the catalogue: never an inline comparison.
 */
export const pick = (texts: Readonly<Bilingual>, lang: Lang): string => texts[lang];

/** The same text built in each language: `inBoth((lang) => parts.join(translate(lang, 'clause_separator')))`. */
const inBoth = (build: (lang: Lang) => string): Bilingual => ({
  'zh-CN': build('zh-CN'),
  en: build('en'),
});

/** A text the database stores twice, `title` and `title_en`, as one bilingual text. */
export const bothColumns = <C extends string>(
  row: NoInfer<{ readonly [K in C | `${C}_en`]: string }>,
  column: C,
): Bilingual => ({ 'zh-CN': row[column], en: row[`${column}_en`] });

/** Items listed in each language, 'x、y' and 'x, y'; an item may itself be bilingual. */
export const listOf = (items: readonly (string | Readonly<Bilingual>)[]): Bilingual =>
  inBoth((lang) =>
    items.map((item) => (typeof item === 'string' ? item : item[lang])).join(MESSAGES.list_separator[lang]),
  );

/** The column of a text the database stores twice (`city`, `city_en`) that holds it in `lang`. */
export const columnIn = (column: string, lang: Lang): string =>
  pick({ 'zh-CN': column, en: `${column}_en` }, lang);

/** A message in `lang`, each bilingual parameter in the same language. */
export function wordIn(lang: Lang, { key, params }: Message): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params))
    values[name] = typeof value === 'object' ? value[lang] : value;
  return fillMessage(MESSAGES[key][lang], values);
}

export const translate = <K extends MessageKey>(lang: Lang, key: K, ...params: ParamsOf<K>): string =>
  wordIn(lang, message(key, ...params));

/** `Accept-Language: en...` selects English; anything else gets the default, Chinese. */
export function langOf(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'] ?? '';
  return /^en\b/i.test(header.trim()) ? 'en' : 'zh-CN';
}
