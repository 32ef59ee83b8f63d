/**
 * Every permission code the server can grant, with its display names. The server names them in
 * 599 answers (`data.perm_names`), the client hides controls by the same codes. Later screens
 * add their codes here, once.
 */
interface PermissionInfo {
  /** Which side holds it: customer logins or support logins. */
  side: 'client' | 'support';
  kind: 'route' | 'func';
  zh: string;
  en: string;
}

const perm = (side: PermissionInfo['side'], kind: PermissionInfo['kind'], zh: string, en: string) =>
  ({ side, kind, zh, en }) satisfies PermissionInfo;

export const PERMISSIONS = {
  router_home: perm('client', 'route', '首页', 'Home'),
  router_card_list: perm('client', 'route', '卡列表', 'Card list'),
  router_billing_group: perm('client', 'route', '计费组', 'Billing groups'),
  router_sms_send: perm('client', 'route', '短信发送', 'Send SMS'),
  router_charge_account: perm('client', 'route', '账户台账', 'Account ledger'),
  router_export_log: perm('client', 'route', '导出记录', 'Export log'),
  router_import_log: perm('client', 'route', '导入记录', 'Import log'),
  // Card-domain pages the spec routes without naming their codes: one code per page, as its others.
  router_sms_warning_record: perm('client', 'route', '短信预警记录', 'SMS warning records'),
  router_voice_whitelist: perm('client', 'route', '语音白名单', 'Voice whitelist'),
  router_card_status: perm('client', 'route', '卡状态查询', 'Card status query'),
  router_card_data_search: perm('client', 'route', '卡数据查询', 'Card data query'),
  router_card_export: perm('client', 'route', '卡导出', 'Card export'),
  router_recharge_record: perm('client', 'route', '充值记录', 'Recharge records'),
  router_vup_detail: perm('client', 'route', '用量详情', 'Usage details'),
  router_hardware_manage: perm('client', 'route', '硬件管理', 'Hardware management'),
  router_project_group: perm('client', 'route', '项目组', 'Project groups'),
  router_card_project: perm('client', 'route', '卡项目', 'Card projects'),
  router_locate_funcbrief: perm('client', 'route', '功能简介', 'Location service overview'),
  router_locate_service: perm('client', 'route', '定位服务', 'Location service'),
  router_ctcc_nb_query: perm('client', 'route', '电信NB查询', 'China Telecom NB query'),
  router_batch_net: perm('client', 'route', '批量断复网', 'Batch network on/off'),
  router_batch_sor: perm('client', 'route', '批量停复机', 'Batch stop/resume'),
  router_change_carrier: perm('client', 'route', '批量切换运营商', 'Batch carrier change'),
  router_perm_group: perm('client', 'route', '权限组', 'Permission groups'),
  router_perm_user: perm('client', 'route', '用户列表', 'Users'),
  router_api_config: perm('client', 'route', 'API配置', 'API settings'),
  router_platform_sop: perm('client', 'route', '平台操作手册', 'Platform manual'),
  router_balance_transfer: perm('client', 'route', '余额划拨', 'Balance transfer'),
  router_sub_customer: perm('client', 'route', '子客户管理', 'Sub-customers'),
  router_card_assgin_log: perm('client', 'route', '划卡记录', 'Card assignments'),
  router_user_func: perm('client', 'route', '子客户功能', 'Sub-customer functions'),
  router_sms_template: perm('client', 'route', '短信模板', 'SMS templates'),
  router_batch_sms: perm('client', 'route', '批量短信', 'Batch SMS'),
  router_batch_sms_detail: perm('client', 'route', '批量短信详情', 'Batch SMS details'),
  // Strategy management (策略管理): multi-carrier cards' switching policies.
  router_oc_config: perm('client', 'route', '切换策略配置', 'Switching policies'),
  router_oc_distribute: perm('client', 'route', '策略下发', 'Policy distribution'),
  router_oc_switch_record: perm('client', 'route', '切换记录', 'Carrier switch records'),

  router_spt_client: perm('support', 'route', '客户管理', 'Client management'),
  router_spt_card: perm('support', 'route', '单卡查询', 'Single-card query'),
  router_spt_card_status: perm('support', 'route', '卡状态查询', 'Card status query'),
  router_spt_card_unbind: perm('support', 'route', '机卡解绑', 'Card unbind'),
  router_spt_limit_control_resume: perm('support', 'route', '限速复机', 'Limit-control resume'),
  router_remote_reroot: perm('support', 'route', '远程复机查询', 'Remote resume query'),
  router_spt_batch_task: perm('support', 'route', '批量任务', 'Batch tasks'),
  router_spt_batchtask_subclient_handout_cards: perm(
    'support',
    'route',
    '子客户分卡',
    'Assign cards to sub-clients',
  ),
  router_spt_batchtask_card_gprs_status_reset: perm(
    'support',
    'route',
    'GPRS功能重置',
    'GPRS function reset',
  ),
  router_spt_change_status: perm('support', 'route', '批量变更状态', 'Batch status change'),
  router_spt_yum_order: perm('support', 'route', '快餐连锁卡订单', 'Fast-food chain card orders'),
  router_spt_client_work: perm('support', 'route', '客户工单', 'Client work orders'),
  router_ipconfig_worklist: perm('support', 'route', '定向配置工单', 'Directed-access work orders'),
  router_card_ip_group_query: perm('support', 'route', '卡定向组查询', 'Card directed-group query'),
  router_spt_product_change: perm('support', 'route', '产品变更', 'Product change'),
  router_spt_export_log: perm('support', 'route', '导出日志', 'Export log'),
  router_spt_api_doc: perm('support', 'route', 'API文档', 'API documentation'),
  router_spt_carrier_api: perm('support', 'route', '运营商API', 'Carrier API'),
  router_spt_reports: perm('support', 'route', '报表', 'Reports'),

  func_view_vbg: perm('client', 'func', '查看计费组', 'View billing groups'),
  func_front_sor: perm('client', 'func', '停复机', 'Stop/resume'),
  func_change_carrier: perm('client', 'func', '切换运营商', 'Change carrier'),
  func_show_active: perm('client', 'func', '查看激活', 'Show activation'),
  func_sms_send: perm('client', 'func', '发送短信', 'Send SMS'),
  func_sms_sign: perm('client', 'func', '短信签名', 'SMS signature'),
  func_sms_encrypt_view: perm('client', 'func', '查看加密短信', 'View encrypted SMS'),
  func_sms_encrypt_send: perm('client', 'func', '发送加密短信', 'Send encrypted SMS'),
  func_front_sms_by_user: perm('client', 'func', '用户自助短信', 'User self-service SMS'),
  func_export_data: perm('client', 'func', '导出数据', 'Export data'),
  func_used_detail: perm('client', 'func', '用量详情', 'Usage details'),
  func_card_active: perm('client', 'func', '卡激活', 'Card activation'),
  func_accountbalances_charge: perm('client', 'func', '账户余额充值', 'Account balance recharge'),
  func_llc_add_on: perm('client', 'func', '加油包', 'Add-on package'),
  function_wechat_charge: perm('client', 'func', '微信充值', 'WeChat recharge'),
  func_spt_fn_switch_account: perm('support', 'func', '切换客户账号', 'Switch into client account'),
} as const satisfies Record<string, PermissionInfo>;

export type PermCode = keyof typeof PERMISSIONS;
export type Lang = 'zh-CN' | 'en';

export const ALL_PERM_CODES = Object.keys(PERMISSIONS) as PermCode[];

export const isPermCode = (code: string): code is PermCode => Object.hasOwn(PERMISSIONS, code);

export const permName = (code: PermCode, lang: Lang): string =>
  lang === 'en' ? PERMISSIONS[code].en : PERMISSIONS[code].zh;

export const codesForSide = (side: PermissionInfo['side']): PermCode[] =>
  ALL_PERM_CODES.filter((code) => PERMISSIONS[code].side === side);
