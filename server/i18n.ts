import type { FastifyRequest } from 'fastify';
import { type Catalogue, catalogue } from '#catalogue';
import {
  type Bilingual,
  fillMessage,
  type Labelled,
  type Lang,
  type TextKey,
  UPLOAD_MESSAGES,
  VALIDATION_MESSAGES,
  type Wording,
  type Words,
  word,
} from '#contract';

/**
 * The emulator's own messages, by the keys services raise: each names its text in the catalogue
 * (contract/catalogue, mostly `messages.*`), `{name}` being a parameter. Services raise a key with
 * its parameters (`badRequest('voice_duplicate', { phone })`); the envelope words it once, in the
 * request's language. The 599 answer is contract/messages.ts `noPermissionMessage`.
 */
export const MESSAGES = {
  ok: 'messages.ok',
  token_missing: 'messages.token_missing',
  token_invalid: 'messages.token_invalid',
  upgrading: 'errors.upgrading',
  login_failed: 'messages.login_failed',
  logout_ok: 'messages.logout_ok',
  invalid_param: 'validation.invalid_param',
  invalid_path: 'messages.invalid_path',
  invalid_body: 'messages.invalid_body',
  card_not_found: 'messages.card_not_found',
  card_id_not_found: 'messages.card_id_not_found',
  card_usage_month_range: 'messages.card_usage_month_range',
  report_month_range: 'messages.report_month_range',
  vbg_not_found: 'messages.vbg_not_found',
  session_invalid: 'messages.session_invalid',
  session_needs_token: 'messages.session_needs_token',
  session_rate_limited: 'messages.session_rate_limited',
  session_full: 'messages.session_full',
  route_not_found: 'messages.route_not_found',
  server_error: 'codes.status500',
  // Accounts: codes, registration, profile, agreements, WeChat, support switching.
  code_wait: 'messages.code_wait',
  code_hourly_limit: 'messages.code_hourly_limit',
  code_not_sent: 'messages.code_not_sent',
  code_expired: 'messages.code_expired',
  code_wrong: 'messages.code_wrong',
  code_tries_used: 'messages.code_tries_used',
  code_address_sends: 'messages.code_address_sends',
  code_address_tries: 'messages.code_address_tries',
  login_locked: 'messages.login_locked',
  login_address_locked: 'messages.login_address_locked',
  phone_not_registered: 'messages.phone_not_registered',
  register_closed: 'messages.register_closed',
  username_taken: 'messages.username_taken',
  phone_taken: 'messages.phone_taken',
  email_taken: 'messages.email_taken',
  registration_not_found: 'messages.registration_not_found',
  registration_not_rejected: 'messages.registration_not_rejected',
  contact_phone_taken: 'messages.contact_phone_taken',
  old_password_wrong: 'messages.old_password_wrong',
  password_unchanged: 'messages.password_unchanged',
  not_while_switched: 'messages.not_while_switched',
  sign_main_only: 'messages.sign_main_only',
  wx_client_only: 'messages.wx_client_only',
  wx_no_phone: 'messages.wx_no_phone',
  wx_already_bound: 'messages.wx_already_bound',
  wx_not_bound: 'messages.wx_not_bound',
  client_not_found: 'messages.client_not_found',
  client_has_no_user: 'messages.client_has_no_user',
  not_switched: 'messages.not_switched',
  // Notices and questionnaires (the layout's dialogs).
  notice_not_found: 'messages.notice_not_found',
  review_notice_title: 'notices.review.title',
  review_notice_approved: 'notices.review.approved',
  review_notice_rejected: 'notices.review.rejected',
  questionnaire_not_found: 'messages.questionnaire_not_found',
  questionnaire_client_only: 'messages.questionnaire_client_only',
  questionnaire_closed: 'messages.questionnaire_closed',
  questionnaire_answered: 'messages.questionnaire_answered',
  questionnaire_unknown_question: 'messages.questionnaire_unknown_question',
  questionnaire_missing_answer: 'messages.questionnaire_missing_answer',
  questionnaire_bad_option: 'messages.questionnaire_bad_option',
  // Project groups, the location service, the NB query and the public card pages.
  project_main_only: 'messages.project_main_only',
  project_name_taken: 'messages.project_name_taken',
  project_not_found: 'messages.project_not_found',
  project_has_cards: 'messages.project_has_cards',
  project_cards_not_found: 'messages.project_cards_not_found',
  locate_main_only: 'messages.locate_main_only',
  locate_not_subscribed: 'messages.locate_not_subscribed',
  locate_card_not_found: 'messages.locate_card_not_found',
  locate_card_cancelled: 'messages.locate_card_cancelled',
  locate_no_session: 'messages.locate_no_session',
  nb_not_ctcc: 'messages.nb_not_ctcc',
  public_card_not_found: 'messages.public_card_not_found',
  public_rate_limited: 'messages.public_rate_limited',
  // The WeChat recharge pages.
  wx_card_cancelled: 'messages.wx_card_cancelled',
  wx_card_not_active: 'messages.wx_card_not_active',
  wx_charge_not_allowed: 'messages.wx_charge_not_allowed',
  wx_order_not_found: 'messages.wx_order_not_found',
  wx_order_rate_limited: 'messages.wx_order_rate_limited',
  // Voice whitelist, hardware and real name.
  card_number_not_found: 'messages.card_number_not_found',
  voice_card_cancelled: 'messages.voice_card_cancelled',
  voice_limit: 'messages.voice_limit',
  voice_duplicate: 'messages.voice_duplicate',
  voice_exists: 'messages.voice_exists',
  voice_missing: 'messages.voice_missing',
  voice_added: 'messages.voice_added',
  voice_removed: 'messages.voice_removed',
  voice_batch_line: 'messages.voice_batch_line',
  voice_batch_empty: 'messages.voice_batch_empty',
  voice_batch_too_many: 'messages.voice_batch_too_many',
  voice_batch_file_missing: 'messages.voice_batch_file_missing',
  voice_batch_file_type: 'messages.voice_batch_file_type',
  voice_batch_file_unreadable: 'messages.voice_batch_file_unreadable',
  hardware_not_found: 'messages.hardware_not_found',
  hardware_sn_taken: 'messages.hardware_sn_taken',
  hardware_has_card: 'messages.hardware_has_card',
  hardware_no_card: 'messages.hardware_no_card',
  hardware_card_taken: 'messages.hardware_card_taken',
  hardware_card_cancelled: 'messages.hardware_card_cancelled',
  real_name_cancelled: 'messages.real_name_cancelled',
  real_name_reviewing: 'messages.real_name_reviewing',
  real_name_done: 'messages.real_name_done',
  // Card list actions and exports.
  card_action_not_found: 'messages.card_action_not_found',
  activate_not_pending: 'messages.activate_not_pending',
  stop_not_active: 'messages.stop_not_active',
  resume_not_suspended: 'messages.resume_not_suspended',
  resume_arrears: 'messages.resume_arrears',
  resume_over_quota: 'messages.resume_over_quota',
  resume_over_1g: 'messages.resume_over_1g',
  resume_expired: 'messages.resume_expired',
  resume_real_name: 'messages.resume_real_name',
  resume_imei_mismatch: 'messages.resume_imei_mismatch',
  speed_limit_not_limited: 'messages.speed_limit_not_limited',
  speed_limit_reason_required: 'messages.speed_limit_reason_required',
  carrier_resume_done: 'messages.carrier_resume_done',
  carrier_resume_cancelled: 'messages.carrier_resume_cancelled',
  chain_store_unknown: 'messages.chain_store_unknown',
  chain_plan_unknown: 'messages.chain_plan_unknown',
  chain_order_unknown: 'messages.chain_order_unknown',
  chain_order_not_pending: 'messages.chain_order_not_pending',
  chain_stock_short: 'messages.chain_stock_short',
  carrier_not_esim: 'messages.carrier_not_esim',
  carrier_same: 'messages.carrier_same',
  carrier_blacklisted: 'messages.carrier_blacklisted',
  oc_system_policy_name: 'messages.oc_system_policy_name',
  oc_policy_not_found: 'messages.oc_policy_not_found',
  oc_policy_read_only: 'messages.oc_policy_read_only',
  oc_policy_name_taken: 'messages.oc_policy_name_taken',
  oc_policy_in_use: 'messages.oc_policy_in_use',
  oc_policy_copy_name: 'messages.oc_policy_copy_name',
  oc_policy_gone: 'messages.oc_policy_gone',
  oc_policy_disabled: 'messages.oc_policy_disabled',
  oc_card_cancelled: 'messages.oc_card_cancelled',
  oc_not_multi: 'messages.oc_not_multi',
  oc_threshold_dbm: 'messages.oc_threshold_dbm',
  oc_threshold_latency: 'messages.oc_threshold_latency',
  oc_blacklist_none: 'card.detail.none',
  card_cancelled: 'messages.oc_card_cancelled',
  plan_not_found: 'messages.plan_not_found',
  plan_not_of_carrier: 'messages.plan_not_of_carrier',
  net_not_in_service: 'messages.net_not_in_service',
  net_already_off: 'messages.net_already_off',
  net_already_on: 'messages.net_already_on',
  charge_product_not_addon: 'messages.charge_product_not_addon',
  balance_short: 'messages.balance_short',
  export_nothing: 'messages.export_nothing',
  export_task_not_found: 'messages.export_task_not_found',
  export_not_ready: 'messages.export_not_ready',
  export_failed: 'messages.export_failed',
  export_all: 'messages.export_all',
  export_sheet: 'messages.export_sheet',
  export_file: 'messages.export_file',
  // The task engine (server/tasks/engine.ts).
  task_failed: 'messages.task_failed',
  task_unknown_kind: 'messages.task_unknown_kind',
  task_row_skipped: 'messages.task_row_skipped',
  task_not_found: 'messages.task_not_found',
  task_not_cancellable: 'messages.task_not_cancellable',
  task_file_gone: 'messages.task_file_gone',
  // The import reader (server/tasks/import-file.ts): the limits every imported file is held to.
  import_rows_over: 'messages.import_rows_over',
  import_unpacked_over: 'messages.import_unpacked_over',
  import_ratio_over: 'messages.import_ratio_over',
  import_too_slow: 'messages.import_too_slow',
  import_zip_broken: 'messages.import_zip_broken',
  import_wrong_template: 'messages.import_wrong_template',
  import_row_not_digits: 'messages.import_row_not_digits',
  // The task engine (server/tasks/engine.ts).
  tasks_queue_full: 'messages.tasks_queue_full',
  // Batches (server/services/batch.ts).
  batch_file_missing: 'messages.batch_file_missing',
  batch_file_type: 'messages.voice_batch_file_type',
  batch_file_unreadable: 'messages.batch_file_unreadable',
  batch_empty: 'messages.batch_empty',
  batch_too_many_pasted: 'messages.batch_too_many_pasted',
  batch_too_many_rows: 'messages.batch_too_many_rows',
  batch_row_format: 'messages.batch_row_format',
  batch_target_missing: 'messages.batch_target_missing',
  template_cell_missing: 'messages.template_cell_missing',
  template_cell_invalid: 'messages.template_cell_invalid',
  batch_row_duplicate: 'messages.batch_row_duplicate',
  batch_row_not_yours: 'messages.batch_row_not_yours',
  batch_check_gone: 'messages.batch_check_gone',
  batch_nothing_valid: 'messages.batch_nothing_valid',
  batch_not_retryable: 'messages.batch_not_retryable',
  batch_pasted: 'sms.targets.numbers',
  batch_retry_of: 'messages.batch_retry_of',
  batch_by_filter: 'common.byFilter',
  batch_filter_too_many: 'messages.batch_filter_too_many',
  batch_fee_line: 'messages.batch_fee_line',
  results_sheet: 'voiceWhitelist.results',
  results_file: 'messages.results_file',
  results_row: 'widgets.check.row',
  results_outcome: 'subCustomer.cardAssignDetail.filter.outcome.placeholder',
  results_message: 'messages.results_message',
  results_ok: 'common.succeeded',
  results_failed: 'common.failed',
  results_pending: 'messages.results_pending',
  template_notes: 'messages.template_notes',
  // SMS (services/sms.ts).
  sms_refused_status: 'messages.sms_refused_status',
  sms_refused_plan: 'messages.sms_refused_plan',
  sms_balance_short: 'messages.sms_balance_short',
  sms_row_balance_short: 'messages.sms_row_balance_short',
  sms_refused_function: 'messages.sms_refused_function',
  sms_refused_long: 'messages.sms_refused_long',
  sms_refused_encrypted: 'messages.sms_refused_encrypted',
  sms_fail_card_state: 'messages.sms_fail_card_state',
  sms_fail_unreachable: 'messages.sms_fail_unreachable',
  sms_template_not_found: 'messages.sms_template_not_found',
  sms_template_disabled: 'messages.sms_template_disabled',
  sms_template_name_taken: 'messages.sms_template_name_taken',
  // Security awareness, flexible directed access (issue 44).
  sap_group_name_taken: 'security.errors.group_name_taken',
  sap_group_not_found: 'security.errors.group_not_found',
  sap_group_has_cards: 'security.errors.group_has_cards',
  sap_host_not_found: 'security.errors.host_not_found',
  sap_host_exists: 'security.errors.host_exists',
  sap_card_in_other_group: 'security.errors.card_in_other_group',
  sap_card_not_in_group: 'security.errors.card_not_in_group',
  sap_host_reserved: 'security.host.reserved',
  sap_gateway_timeout: 'supportSecurity.errors.gatewayTimeout',
  sap_host_not_failed: 'supportSecurity.errors.hostNotFailed',
  sap_ips_not_found: 'security.errors.ips_not_found',
  sap_ips_closed: 'security.errors.ips_closed',
  sap_ips_no_group: 'security.errors.ips_no_group',
  sap_ips_allow_group: 'security.errors.ips_allow_group',
  sms_template_in_use: 'messages.sms_template_in_use',
  sms_signature_not_approved: 'messages.sms_signature_not_approved',
  sms_signature_taken: 'messages.sms_signature_taken',
  sms_signature_rejected: 'messages.sms_signature_rejected',
  sms_group_not_found: 'messages.sms_group_not_found',
  sms_empty: 'messages.sms_empty',
  sms_too_many_pasted: 'messages.sms_too_many_pasted',
  sms_check_gone: 'messages.sms_check_gone',
  sms_nothing_valid: 'messages.sms_nothing_valid',
  sms_row_content_missing: 'messages.sms_row_content_missing',
  sms_record_not_found: 'messages.sms_record_not_found',
  sms_not_encrypted: 'messages.sms_not_encrypted',
  sms_batch_not_found: 'messages.sms_batch_not_found',
  sms_batch_not_resendable: 'messages.sms_batch_not_resendable',
  sms_source_card: 'messages.sms_source_card',
  sms_source_resend: 'messages.sms_source_resend',
  // Warning rules (issue 43, services/warning-rules.ts).
  warning_rule_name_taken: 'messages.warning_rule_name_taken',
  warning_rule_not_found: 'messages.warning_rule_not_found',
  warning_record_not_found: 'messages.warning_record_not_found',
  warning_scope_not_yours: 'messages.warning_scope_not_yours',
  warning_scope_empty: 'messages.warning_scope_empty',
  warning_cards_not_yours: 'messages.warning_cards_not_yours',
  warning_main_only: 'messages.warning_main_only',
  // Figures with their unit.
  days: 'messages.days',
  // Checks the contract words (contract/validators.ts, the upload widget's own messages).
  range_end_before_start: VALIDATION_MESSAGES.range_end_before_start,
  card_number_invalid: VALIDATION_MESSAGES.card_number_invalid,
  sms_content_too_long: VALIDATION_MESSAGES.sms_content_too_long,
  whitelist_phone_invalid: VALIDATION_MESSAGES.whitelist_phone_invalid,
  ...UPLOAD_MESSAGES,
  sap_analysis_no_cards: VALIDATION_MESSAGES.sap_analysis_no_cards,
  sap_analysis_days_max: 'supportAnalysis.errors.days_max',
  sap_analysis_future: 'supportAnalysis.errors.future',
  sap_analysis_unknown: 'supportAnalysis.errors.unknown',
  sap_analysis_client_not_found: 'supportAnalysis.errors.client_not_found',
  sap_analysis_group_not_client: 'supportAnalysis.errors.group_not_client',
  sap_analysis_task_not_found: 'supportAnalysis.errors.task_not_found',
  sap_session_task_too_many: 'supportAnalysis.errors.sessions_too_many',
  sap_session_task_none: 'supportAnalysis.errors.sessions_none',
  sap_analysis_cards_list: 'supportAnalysis.words.list',
  sap_analysis_cards_file: 'supportAnalysis.words.file',
  sap_analysis_cards_client: 'supportAnalysis.words.client',
  sap_analysis_cards_group: 'supportAnalysis.words.group',
  sap_analysis_platform: 'supportAnalysis.words.platform',
  sap_session_task_file: 'supportAnalysis.words.fileName',
  // Open-API settings (/api/config), the manual and the FAQs.
  api_status_none: 'messages.api_status_none',
  api_status_pending: 'common.underReview',
  api_status_approved: 'messages.api_status_approved',
  api_status_rejected: 'messages.api_status_rejected',
  api_no_client: 'messages.api_no_client',
  api_apply_pending: 'messages.api_apply_pending',
  api_apply_approved: 'messages.api_apply_approved',
  api_not_approved: 'messages.api_not_approved',
  api_secret_already_issued: 'messages.api_secret_already_issued',
  api_reject_daily_calls: 'messages.api_reject_daily_calls',
  faq_not_found: 'messages.faq_not_found',
  sop_missing: 'messages.sop_missing',
  sop_file_name: 'messages.sop_file_name',
  fault_injected: 'messages.fault_injected',
  // How texts are put together: 'A：1；B：2' and 'A: 1; B: 2', 'x、y' and 'x, y'.
  label_separator: 'messages.label_separator',
  clause_separator: 'batch.feeJoiner',
  list_separator: 'common.listSeparator',
  // User management: permission groups and users (/perm_group, /perm_user).
  login_user_locked: 'messages.login_user_locked',
  perm_main_only: 'messages.perm_main_only',
  perm_group_not_found: 'messages.perm_group_not_found',
  perm_group_name_taken: 'messages.perm_group_name_taken',
  perm_group_in_use: 'messages.perm_group_in_use',
  perm_code_not_held: 'messages.perm_code_not_held',
  perm_user_not_found: 'messages.perm_user_not_found',
  perm_username_taken: 'messages.perm_username_taken',
  perm_user_fixed: 'messages.perm_user_fixed',
  // The account ledger and balance transfers (server/services/ledger.ts).
  transfer_main_only: 'messages.transfer_main_only',
  transfer_sub_client_not_found: 'messages.transfer_sub_client_not_found',
  transfer_balance_short: 'messages.transfer_balance_short',
  charge_product_not_found: 'messages.charge_product_not_found',
  charge_product_off: 'messages.charge_product_off',
  charge_effect_mode_not_allowed: 'messages.charge_effect_mode_not_allowed',
  charge_cards_not_found: 'messages.charge_cards_not_found',
  charge_mixed_carriers: 'messages.charge_mixed_carriers',
  charge_carrier_mismatch: 'messages.charge_carrier_mismatch',
  charge_card_cancelled: 'messages.charge_card_cancelled',
  charge_card_not_active: 'messages.charge_card_not_active',
  charge_pool_addon_only: 'messages.charge_pool_addon_only',
  charge_pool_product_only: 'messages.charge_pool_product_only',
  charge_cards_repeated: 'messages.charge_cards_repeated',
  charge_balance_short: 'messages.charge_balance_short',
  charge_order_not_found: 'messages.charge_order_not_found',
  charge_answer_done: 'messages.charge_answer_done',
  charge_answer_card_changed: 'messages.charge_answer_card_changed',
  charge_filter_none: 'messages.charge_filter_none',
  charge_filter_too_many: 'messages.charge_filter_too_many',
  charge_file_product_mismatch: 'messages.charge_file_product_mismatch',
  work_order_not_found: 'messages.work_order_not_found',
  work_order_not_pending: 'messages.work_order_not_pending',
  work_order_closed: 'messages.work_order_closed',
  work_order_cards_not_found: 'messages.work_order_cards_not_found',
  work_order_cards_repeated: 'messages.work_order_cards_repeated',
  work_order_attachment_missing: 'messages.work_order_attachment_missing',
  work_order_answer_done: 'messages.work_order_answer_done',
  work_order_answer_partial: 'messages.work_order_answer_partial',
  work_order_answer_failed: 'messages.work_order_answer_failed',
  work_order_card_done: 'messages.work_order_card_done',
  work_order_card_cancelled: 'messages.work_order_card_cancelled',
  work_order_card_stopped: 'messages.work_order_card_stopped',
  work_order_card_limited: 'messages.work_order_card_limited',
  work_order_card_lifted: 'messages.work_order_card_lifted',
  work_order_card_real_name_cleared: 'messages.work_order_card_real_name_cleared',
  work_order_card_real_name_stopped: 'messages.work_order_card_real_name_stopped',
  work_order_real_name_not_verified: 'messages.work_order_real_name_not_verified',
  work_order_card_unbound: 'messages.work_order_card_unbound',
  work_order_unbind_nothing: 'messages.work_order_unbind_nothing',
  speed_limit_already: 'messages.speed_limit_already',
  speed_limit_not_active: 'messages.speed_limit_not_active',
  net_group_not_found: 'messages.net_group_not_found',
  net_group_name_taken: 'messages.net_group_name_taken',
  net_group_has_hosts: 'messages.net_group_has_hosts',
  net_host_not_found: 'messages.net_host_not_found',
  net_host_duplicate: 'messages.net_host_duplicate',
  net_host_limit_ip: 'messages.net_host_limit_ip',
  net_host_limit_domain: 'messages.net_host_limit_domain',
  net_host_limit_total: 'messages.net_host_limit_total',
  net_host_busy: 'messages.net_host_busy',
  net_host_private: 'messages.net_host_private',
  net_host_title_add: 'messages.net_host_title_add',
  net_host_title_delete: 'messages.net_host_title_delete',
  net_group_has_cards: 'messages.net_group_has_cards',
  net_card_not_found: 'messages.net_card_not_found',
  net_card_unknown: 'messages.net_card_unknown',
  net_card_repeated: 'messages.net_card_repeated',
  net_card_other_carrier: 'messages.net_card_other_carrier',
  net_card_not_directed: 'messages.net_card_not_directed',
  net_card_in_group: 'messages.net_card_in_group',
  net_card_tag_empty: 'messages.net_card_tag_empty',
  net_card_tag_too_many: 'messages.net_card_tag_too_many',
  net_card_busy: 'messages.net_card_busy',
  net_card_title_add: 'messages.net_card_title_add',
  net_card_title_delete: 'messages.net_card_title_delete',
  tac_card_cancelled: 'messages.tac_card_cancelled',
  tac_card_bound: 'messages.tac_card_bound',
  tac_binding_not_found: 'messages.tac_binding_not_found',
  tac_title_bind: 'messages.tac_title_bind',
  tac_title_unbind: 'messages.tac_title_unbind',
  product_change_plan_unknown: 'messages.product_change_plan_unknown',
  product_change_other_carrier: 'messages.product_change_other_carrier',
  product_change_same_plan: 'messages.product_change_same_plan',
  product_change_card_cancelled: 'messages.product_change_card_cancelled',
  product_change_busy: 'messages.product_change_busy',
  product_change_short: 'messages.product_change_short',
  product_change_title: 'messages.product_change_title',
  product_change_remark: 'messages.product_change_remark',
  topup_wechat_not_allowed: 'messages.topup_wechat_not_allowed',
  topup_order_not_found: 'messages.topup_order_not_found',
  charge_export_nothing: 'messages.charge_export_nothing',
  charge_export_sheet: 'messages.charge_export_sheet',
  charge_export_file: 'messages.charge_export_file',
  charge_remark_card: 'messages.charge_remark_card',
  charge_remark_topup: 'messages.charge_remark_topup',
  charge_answer_waiting: 'messages.charge_answer_waiting',
  charge_answer_lapsed: 'messages.charge_answer_lapsed',
  charge_answer_waiting_activation: 'messages.charge_answer_waiting_activation',
  charge_answer_refunded: 'messages.charge_answer_refunded',
  charge_answer_pay_failed: 'messages.charge_answer_pay_failed',
  charge_answer_pay_closed: 'messages.charge_answer_pay_closed',
  refund_nothing: 'messages.refund_nothing',
  refund_pending: 'messages.refund_pending',
  refund_not_found: 'messages.refund_not_found',
  bill_not_found: 'messages.bill_not_found',
  refund_decided: 'messages.refund_decided',
  refund_remark: 'messages.refund_remark',
  // Special-card resume (issue 40).
  speccard_card_not_found: 'speccard.messages.cardNotFound',
  speccard_not_stopped: 'speccard.messages.notStopped',
  speccard_not_special: 'speccard.messages.notSpecial',
  speccard_pending: 'speccard.messages.pending',
  speccard_evidence_missing: 'speccard.messages.evidenceMissing',
  speccard_fee_short: 'speccard.messages.feeShort',
  speccard_not_found: 'speccard.messages.notFound',
  speccard_decided: 'speccard.messages.decided',
  speccard_reject_reason_required: 'speccard.messages.rejectReasonRequired',
  speccard_card_changed: 'speccard.messages.cardChanged',
  speccard_arrears_unpaid: 'speccard.messages.arrearsUnpaid',
  speccard_fee_remark: 'speccard.messages.feeRemark',
  speccard_resume_note: 'speccard.messages.resumeNote',
  speccard_evidence_gone: 'speccard.messages.evidenceGone',
  // Issue 49 (qa): the review queues of special-card resumes, refunds and self-registrations.
  review_reason_required: 'speccard.messages.rejectReasonRequired',
  registration_decided: 'supportReview.messages.registrationDecided',
  registration_review_not_found: 'supportReview.messages.registrationNotFound',
  resume_violation: 'speccard.messages.resumeViolation',
  charge_remark_next_month: 'messages.charge_remark_next_month',
  ledger_export_nothing: 'messages.ledger_export_nothing',
  ledger_export_all: 'messages.ledger_export_all',
  charge_export_all: 'messages.charge_export_all',
  operation_log_export_nothing: 'messages.operation_log_export_nothing',
  operation_log_export_sheet: 'messages.operation_log_export_sheet',
  operation_log_export_file: 'messages.operation_log_export_file',
  operation_log_export_all: 'messages.operation_log_export_all',
  small_plan_stop_export_nothing: 'messages.small_plan_stop_export_nothing',
  small_plan_stop_export_sheet: 'messages.small_plan_stop_export_sheet',
  small_plan_stop_export_file: 'messages.small_plan_stop_export_file',
  small_plan_stop_export_all: 'messages.small_plan_stop_export_all',
  payment_card_export_nothing: 'messages.payment_card_export_nothing',
  payment_card_export_sheet: 'messages.payment_card_export_sheet',
  payment_card_export_file: 'messages.payment_card_export_file',
  payment_card_export_all: 'messages.payment_card_export_all',
  payment_card_client_unknown: 'messages.payment_card_client_unknown',
  ledger_export_sheet: 'messages.ledger_export_sheet',
  ledger_export_file: 'messages.ledger_export_file',
  sap_session_export_nothing: 'messages.sap_session_export_nothing',
  sap_session_export_all: 'messages.sap_session_export_all',
  sap_session_export_sheet: 'messages.sap_session_export_sheet',
  sap_session_export_file: 'messages.sap_session_export_file',
  sub_not_found: 'messages.sub_not_found',
  sub_main_only: 'messages.sub_main_only',
  sub_username_taken: 'messages.sub_username_taken',
  perm_user_group_sub_client: 'messages.perm_user_group_sub_client',
  sub_group_unknown: 'messages.sub_group_unknown',
  sub_has_active_cards: 'messages.sub_has_active_cards',
  sub_disabled_login: 'messages.sub_disabled_login',
  sub_import_empty: 'messages.sub_import_empty',
  sub_import_repeat: 'messages.sub_import_repeat',
  assign_client_unknown: 'messages.assign_client_unknown',
  assign_client_disabled: 'messages.assign_client_disabled',
  assign_sub_login_unknown: 'messages.assign_sub_login_unknown',
  assign_none: 'messages.assign_none',
  assign_too_many: 'messages.assign_too_many',
  assign_range_order: 'messages.assign_range_order',
  assign_not_held: 'messages.assign_not_held',
  assign_moved_since: 'messages.assign_moved_since',
  assign_several: 'messages.assign_several',
  assign_not_found: 'messages.assign_not_found',
  assign_not_withdrawable: 'messages.assign_not_withdrawable',
  user_func_not_held: 'messages.user_func_not_held',
  // Issue 47: the support task centre.
  support_task_not_main: 'messages.support_task_not_main',
  support_task_not_sub: 'messages.support_task_not_sub',
  support_task_not_client: 'messages.support_task_not_client',
  support_task_not_found: 'messages.support_task_not_found',
  gprs_not_in_service: 'messages.gprs_not_in_service',
  usage_export_nothing: 'messages.usage_export_nothing',
  usage_export_span: 'messages.usage_export_span',
  // Issue 48 part B: directed-address orders and plan changes, support side.
  work_order_handled: 'messages.work_order_handled',
  flex_order_not_found: 'messages.flex_order_not_found',
  carrier_answer: 'messages.carrier_answer',
  product_change_order_not_found: 'messages.product_change_order_not_found',
  product_change_date_invalid: 'validation.product_change_date_invalid',
  product_change_date_past: 'messages.product_change_date_past',
  product_change_date_far: 'messages.product_change_date_far',
  // Issue 48, part A: the support work-order centre and card unbinding.
  support_work_handler_unknown: 'messages.support_work_handler_unknown',
  card_unbind_unknown: 'messages.card_unbind_unknown',
  card_unbind_cancelled: 'messages.card_unbind_cancelled',
  card_unbind_open: 'messages.card_unbind_open',
  card_unbind_refused: 'messages.card_unbind_refused',
  card_unbind_reason_missing: 'messages.card_unbind_reason_missing',
  card_unbind_title: 'messages.card_unbind_title',
  work_order_closed_answer: 'messages.work_order_closed_answer',
  // Issue 49: the review queues of API access applications and SMS signatures.
  access_review_decided: 'messages.access_review_decided',
  access_review_not_found: 'messages.access_review_not_found',
  // Issue 41: profit sharing.
  profit_main_only: 'profit.messages.mainOnly',
  profit_sub_only: 'profit.messages.subOnly',
  profit_sub_client_not_found: 'profit.messages.subClientNotFound',
  profit_product_not_found: 'profit.messages.productNotFound',
  profit_price_below_cost: 'profit.messages.priceBelowCost',
  profit_retail_below_price: 'profit.messages.retailBelowPrice',
  profit_date_past: 'profit.messages.datePast',
  profit_withdrawal_below_min: 'profit.messages.belowMin',
  profit_withdrawal_above_available: 'profit.messages.aboveAvailable',
  profit_withdrawal_nothing_settled: 'profit.messages.nothingSettled',
  profit_withdrawal_not_found: 'profit.messages.withdrawalNotFound',
  profit_withdrawal_decided: 'profit.messages.decided',
  profit_remark_settle: 'profit.messages.remarkSettle',
  profit_remark_withdraw_out: 'profit.messages.remarkWithdrawOut',
  profit_remark_withdraw_in: 'profit.messages.remarkWithdrawIn',
} as const satisfies Record<string, TextKey>;

export type MessageKey = keyof typeof MESSAGES;

/** The `{name}` placeholders of a text: 'No card has {type} {number}' -> 'type' | 'number'. */
type PlaceholdersIn<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersIn<Rest>
  : never;

/** The parameters a key's texts name, in either language. */
export type PlaceholderOf<K extends MessageKey> = PlaceholdersIn<TextAt<Catalogue, (typeof MESSAGES)[K]>>;

/** The (Chinese) text at a dotted key of the catalogue's type. */
type TextAt<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P] & string
    : never;

/** A parameter's value: the same in both languages, or a text in each (a carrier's name, a status). */
export type MessageParam =
  | string
  | number
  | Readonly<Bilingual>
  | Readonly<Pick<Labelled, 'label'>>
  | Wording
  | { readonly list: readonly MessageParam[] };

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
export const pick = (
  texts: Readonly<Bilingual> | TextKey | Readonly<Pick<Labelled, 'label'>>,
  lang: Lang,
): string =>
  typeof texts === 'string'
    ? wordsIn(lang)(texts)
    : 'label' in texts
      ? wordsIn(lang)(texts.label)
      : texts[lang];

type Tree = { readonly [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> => {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
};
const TEXTS: Record<Lang, Map<string, string>> = {
  'zh-CN': flatten(catalogue('zh-CN') as Tree),
  en: flatten(catalogue('en') as Tree),
};
const wordsOf =
  (lang: Lang): Words =>
  (key, params) =>
    fillMessage(TEXTS[lang].get(key) ?? key, params);
const WORDS: Record<Lang, Words> = { 'zh-CN': wordsOf('zh-CN'), en: wordsOf('en') };

/**
 * The catalogue in one language, as the contract's functions take it (`headerOf(list, wordsIn(lang))`):
 * the same texts the client's i18next reads (contract/catalogue).
 */
export const wordsIn = (lang: Lang): Words => WORDS[lang];

/** Both languages' words: what reads a cell written in either (an import's carrier column). */
export const BOTH_WORDS: readonly Words[] = [WORDS['zh-CN'], WORDS.en];

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

/**
 * A name the database stores in Chinese and in English (`plan_name`, `plan_name_en`), in `lang`: a
 * row written before its English name existed reads its Chinese one.
 */
export const nameIn = <C extends string>(
  row: NoInfer<{ readonly [K in C | `${C}_en`]: string | null }>,
  column: C,
  lang: Lang,
): string => pick({ 'zh-CN': row[column] ?? '', en: row[`${column}_en`] || (row[column] ?? '') }, lang);

/** Items listed in each language, 'x、y' and 'x, y'; an item may itself be bilingual. */
export const listOf = (items: readonly (string | Readonly<Bilingual>)[]): Bilingual =>
  inBoth((lang) =>
    items
      .map((item) => (typeof item === 'string' ? item : item[lang]))
      .join(wordsIn(lang)('common.listSeparator')),
  );

/** The column of a text the database stores twice (`city`, `city_en`) that holds it in `lang`. */
export const columnIn = (column: string, lang: Lang): string =>
  pick({ 'zh-CN': column, en: `${column}_en` }, lang);

/** A parameter in `lang`: a value as it is, a text of the catalogue or a list of them worded. */
function paramIn(lang: Lang, value: MessageParam): string | number {
  // A catalogue key given as a plain string is worded too: a label map's key passed where its
  // text was meant never reaches the user as 'field.iccid'.
  if (typeof value === 'string') return TEXTS[lang].has(value) ? wordsIn(lang)(value as TextKey) : value;
  if (typeof value !== 'object') return value;
  if ('list' in value)
    return value.list.map((item) => paramIn(lang, item)).join(wordsIn(lang)('common.listSeparator'));
  if ('key' in value) return word(wordsIn(lang), value);
  if ('label' in value) return wordsIn(lang)(value.label);
  return value[lang];
}

/**
 * A text the database keeps as its catalogue key and parameters (a ledger row's remark), so each
 * reader gets it in its own language. `params` is the JSON the writer stored.
 */
export interface StoredText {
  readonly key: TextKey;
  readonly params: Readonly<Record<string, MessageParam>>;
}

/** A stored text in `lang`, or `fallback` (a user's own words) when there is none. */
export function storedTextIn(
  lang: Lang,
  key: string | null,
  params: string | null,
  fallback: string,
): string {
  if (key === null || !TEXTS[lang].has(key)) return fallback;
  const values: Record<string, string | number> = {};
  const stored = JSON.parse(params ?? '{}') as Record<string, MessageParam>;
  for (const [name, value] of Object.entries(stored)) values[name] = paramIn(lang, value);
  return wordsIn(lang)(key as TextKey, values);
}

/**
 * A message in `lang`, each bilingual parameter in the same language. `mapParam` maps each worded
 * parameter first (HTML escaping, for a text that lands in a notice).
 */
export function wordIn(lang: Lang, { key, params }: Message, mapParam?: (text: string) => string): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const worded = paramIn(lang, value);
    values[name] = mapParam && typeof worded === 'string' ? mapParam(worded) : worded;
  }
  return wordsIn(lang)(MESSAGES[key], values);
}

/** A message worded in both languages: a parameter that stays the same whichever language reads it. */
export const bilingual = (m: Message): Bilingual => ({ 'zh-CN': wordIn('zh-CN', m), en: wordIn('en', m) });

export const translate = <K extends MessageKey>(lang: Lang, key: K, ...params: ParamsOf<K>): string =>
  wordIn(lang, message(key, ...params));

/** `Accept-Language: en...` selects English; anything else gets the default, Chinese. */
export function langOf(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'] ?? '';
  return /^en\b/i.test(header.trim()) ? 'en' : 'zh-CN';
}
