import type { Words } from './text.ts';

/**
 * Every permission code the server can grant; its display names are the catalogue's `perm.<code>`. The server names them in
 * 599 answers (`data.perm_names`), the client hides controls by the same codes. Later screens
 * add their codes here, once.
 */
interface PermissionInfo {
  /** Which side holds it: customer logins or support logins. */
  side: 'client' | 'support';
  kind: 'route' | 'func';
}

const perm = (side: PermissionInfo['side'], kind: PermissionInfo['kind']) =>
  ({ side, kind }) satisfies PermissionInfo;

export const PERMISSIONS = {
  router_home: perm('client', 'route'),
  router_card_list: perm('client', 'route'),
  router_billing_group: perm('client', 'route'),
  router_sms_send: perm('client', 'route'),
  router_charge_account: perm('client', 'route'),
  router_export_log: perm('client', 'route'),
  router_import_log: perm('client', 'route'),
  // Card-domain pages the spec routes without naming their codes: one code per page, as its others.
  router_sms_warning_record: perm('client', 'route'),
  router_voice_whitelist: perm('client', 'route'),
  router_card_status: perm('client', 'route'),
  router_card_data_search: perm('client', 'route'),
  router_card_export: perm('client', 'route'),
  router_recharge_record: perm('client', 'route'),
  router_vup_detail: perm('client', 'route'),
  router_hardware_manage: perm('client', 'route'),
  router_project_group: perm('client', 'route'),
  router_card_project: perm('client', 'route'),
  router_locate_funcbrief: perm('client', 'route'),
  router_locate_service: perm('client', 'route'),
  router_ctcc_nb_query: perm('client', 'route'),
  router_batch_net: perm('client', 'route'),
  router_batch_sor: perm('client', 'route'),
  router_change_carrier: perm('client', 'route'),
  router_perm_group: perm('client', 'route'),
  router_perm_user: perm('client', 'route'),
  router_api_config: perm('client', 'route'),
  router_platform_sop: perm('client', 'route'),
  router_balance_transfer: perm('client', 'route'),
  router_sub_customer: perm('client', 'route'),
  router_card_assgin_log: perm('client', 'route'),
  router_user_func: perm('client', 'route'),
  router_sms_template: perm('client', 'route'),
  router_batch_sms: perm('client', 'route'),
  router_batch_sms_detail: perm('client', 'route'),
  // Strategy management (策略管理): multi-carrier cards' switching policies.
  router_oc_config: perm('client', 'route'),
  router_oc_distribute: perm('client', 'route'),
  router_oc_switch_record: perm('client', 'route'),
  // Recharge (充值): the catalogue, recharging cards, 加油包 and fixed-flow pages, orders, export.
  router_charge_product: perm('client', 'route'),
  router_charge_card: perm('client', 'route'),
  router_refueling_packet: perm('client', 'route'),
  router_fixed_flow: perm('client', 'route'),
  router_charge_order_list: perm('client', 'route'),
  router_charge_order_detail: perm('client', 'route'),
  router_charge_export: perm('client', 'route'),
  // Trade query (交易查询, issue 40): every order with its payment and fulfilment, refunds.
  router_service_order_list: perm('client', 'route'),
  router_service_order_detail: perm('client', 'route'),
  func_service_refund: perm('client', 'func'),
  // Monthly bills (月度账单, issue 40): the list and a bill's xlsx and PDF.
  router_service_bill: perm('client', 'route'),
  func_service_bill_download: perm('client', 'func'),
  // Special-card resume (特殊卡复机, issue 40): the applications, one's detail, applying.
  router_speccard_resume: perm('client', 'route'),
  router_speccard_resume_detail: perm('client', 'route'),
  func_speccard_resume: perm('client', 'func'),
  // Warnings (预警, issue 43): rules, the rule dialog, the rule log, a rule's details, records, notices.
  router_warning_rule: perm('client', 'route'),
  router_add_warning_rule: perm('client', 'route'),
  router_warning_rule_log: perm('client', 'route'),
  router_warning_rule_details: perm('client', 'route'),
  router_warning_record: perm('client', 'route'),
  router_warning_notice: perm('client', 'route'),
  // Work orders (工单, issue 42): the work-order centre, and opening, commenting on and cancelling orders.
  router_work_center: perm('client', 'route'),
  router_work_order_detail: perm('client', 'route'),
  router_net_group: perm('client', 'route'),
  router_net_group_host: perm('client', 'route'),
  router_net_group_card: perm('client', 'route'),
  router_work_tac: perm('client', 'route'),
  router_product_change: perm('client', 'route'),
  func_work_order_submit: perm('client', 'func'),
  // Security awareness (安全感知, issue 44): flexible directed access at the platform's gateway.
  router_sap_flex_direct_group: perm('client', 'route'),
  router_sap_flex_direct_host: perm('client', 'route'),
  router_sap_group_card: perm('client', 'route'),
  router_sap_sim_chart: perm('client', 'route'),
  router_sap_sim_session: perm('client', 'route'),
  router_sap_ips: perm('client', 'route'),
  // Reports (报表, issue 41): the spec routes /report/chart without naming its code.
  router_report_chart: perm('client', 'route'),
  // Nor /report/payment_card's: named as the chart's.
  router_report_payment_card: perm('client', 'route'),
  // Profit sharing (分润, issue 41): the spec routes /profit/* without naming their codes.
  router_profit_product_list: perm('client', 'route'),
  router_profit_sc_product: perm('client', 'route'),
  router_profit_exa: perm('client', 'route'),
  // A main client's: pricing its sub-customers' products, reviewing their withdrawals.
  func_profit_price: perm('client', 'func'),
  func_profit_review: perm('client', 'func'),

  router_spt_client: perm('support', 'route'),
  router_spt_card: perm('support', 'route'),
  router_spt_card_status: perm('support', 'route'),
  router_spt_card_unbind: perm('support', 'route'),
  router_spt_limit_control_resume: perm('support', 'route'),
  router_remote_reroot: perm('support', 'route'),
  router_spt_batch_task: perm('support', 'route'),
  router_spt_batchtask_subclient_handout_cards: perm('support', 'route'),
  router_spt_batchtask_card_gprs_status_reset: perm('support', 'route'),
  // Issue 47: the task centre's exports (Q_CE, Q_IRE); the spec names their routes but gives them no code.
  router_spt_batchtask_card_export: perm('support', 'route'),
  router_spt_batchtask_recharge_export: perm('support', 'route'),
  // Issue 47: Q_CU, daily usage per card (the spec names the route, 'daily usage query', without a code).
  router_spt_batchtask_card_usage_export: perm('support', 'route'),
  router_spt_change_status: perm('support', 'route'),
  router_spt_yum_order: perm('support', 'route'),
  router_spt_client_work: perm('support', 'route'),
  router_ipconfig_worklist: perm('support', 'route'),
  router_card_ip_group_query: perm('support', 'route'),
  router_spt_product_change: perm('support', 'route'),
  // Issue 49: the review queues of API access applications and SMS signatures.
  router_spt_api_review: perm('support', 'route'),
  router_spt_signature_review: perm('support', 'route'),
  // Issue 49 (qa): the review queues of special-card resumes, refunds and self-registrations.
  router_spt_speccard_review: perm('support', 'route'),
  router_spt_refund_review: perm('support', 'route'),
  router_spt_register_review: perm('support', 'route'),
  router_spt_export_log: perm('support', 'route'),
  router_spt_api_doc: perm('support', 'route'),
  router_spt_carrier_api: perm('support', 'route'),
  router_spt_reports: perm('support', 'route'),
  router_spt_operation_log: perm('support', 'route'),
  // Issue 50 part A (no code in the spec): security awareness across clients, the gateway's API log.
  router_spt_sap_flex_group: perm('support', 'route'),
  router_spt_sap_flex_host: perm('support', 'route'),
  router_spt_sap_group_card: perm('support', 'route'),
  router_spt_sap_host_ip: perm('support', 'route'),
  router_spt_sap_api_log: perm('support', 'route'),
  // Issue 50 part B: security awareness across clients (no code in the spec).
  router_spt_sap_chart_task: perm('support', 'route'),
  router_spt_sap_ips_event_log: perm('support', 'route'),
  router_spt_sap_session_task: perm('support', 'route'),

  func_view_vbg: perm('client', 'func'),
  func_front_sor: perm('client', 'func'),
  func_change_carrier: perm('client', 'func'),
  func_show_active: perm('client', 'func'),
  func_sms_send: perm('client', 'func'),
  func_sms_sign: perm('client', 'func'),
  func_sms_encrypt_view: perm('client', 'func'),
  func_sms_encrypt_send: perm('client', 'func'),
  func_front_sms_by_user: perm('client', 'func'),
  func_export_data: perm('client', 'func'),
  func_used_detail: perm('client', 'func'),
  func_card_active: perm('client', 'func'),
  func_accountbalances_charge: perm('client', 'func'),
  func_llc_add_on: perm('client', 'func'),
  function_wechat_charge: perm('client', 'func'),
  func_spt_fn_switch_account: perm('support', 'func'),
} as const satisfies Record<string, PermissionInfo>;

export type PermCode = keyof typeof PERMISSIONS;
export type Lang = 'zh-CN' | 'en';

/** The languages both sides speak: a `lang` parameter is one of these or ignored. */
export const LANGS: readonly Lang[] = ['zh-CN', 'en'];
export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

export const ALL_PERM_CODES = Object.keys(PERMISSIONS) as PermCode[];

export const isPermCode = (code: string): code is PermCode => Object.hasOwn(PERMISSIONS, code);

/** A permission's name (the catalogue's `perm.<code>`), in the language `words` reads. */
export const permName = (code: PermCode, words: Words): string => words(`perm.${code}`);

export const codesForSide = (side: PermissionInfo['side']): PermCode[] =>
  ALL_PERM_CODES.filter((code) => PERMISSIONS[code].side === side);
