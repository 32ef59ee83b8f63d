/**
 * The messages of the validation rules (validators.ts), in both languages. Apart from the rules,
 * so a page that checks a field (the login page) does not carry every message of the spec.
 */
export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

export const VALIDATION_MESSAGES = {
  username_required: { 'zh-CN': '用户名不能为空', en: 'Username cannot be empty' },
  username_chars: {
    'zh-CN': '用户名不能包含非法字符',
    en: 'Username must not contain disallowed characters',
  },
  password_required: { 'zh-CN': '请输入密码', en: 'Please enter password' },
  password_rule: {
    'zh-CN': '密码必须包含字母和数字，且长度不少于8位',
    en: 'Password must contain letters and digits and be at least 8 characters',
  },
  domain_invalid: {
    'zh-CN': '域名格式不正确（3-255个字符，1-4个点）',
    en: 'Invalid domain (3 to 255 characters, 1 to 4 dots)',
  },
  page_size_invalid: {
    'zh-CN': '每页条数只能是 5、10、20、30 或 50',
    en: 'Page size must be 5, 10, 20, 30 or 50',
  },
  phone_invalid: { 'zh-CN': '请输入正确的11位手机号码', en: 'Enter a valid 11-digit mobile number' },
  code_invalid: { 'zh-CN': '请输入6位数字验证码', en: 'Enter the 6-digit code' },
  email_invalid: { 'zh-CN': '请输入正确的邮箱地址', en: 'Enter a valid email address' },
  credit_code_invalid: {
    'zh-CN': '请输入正确的18位统一社会信用代码',
    en: 'Enter a valid 18-character unified social credit code',
  },
  carrier_target_required: {
    'zh-CN': '请选择目标运营商和套餐',
    en: 'Choose the target carrier and a plan',
  },
  net_functions_required: {
    'zh-CN': '请选择要断开或恢复的网络功能',
    en: 'Choose the network functions to turn off or on',
  },
  range_end_before_start: { 'zh-CN': '结束时间不能早于开始时间', en: 'The end cannot precede the start' },
  contact_name_required: { 'zh-CN': '请输入联系人', en: 'Enter a contact name' },
  contact_name_too_long: {
    'zh-CN': '联系人不能超过 {max} 个字符',
    en: 'The contact name must be at most {max} characters',
  },
  // Project groups, location and the public card pages.
  project_name_required: { 'zh-CN': '请输入项目组名称', en: 'Enter the project group name' },
  project_name_too_long: {
    'zh-CN': '项目组名称不能超过30个字符',
    en: 'The project group name may have at most 30 characters',
  },
  project_description_too_long: {
    'zh-CN': '项目组描述不能超过200个字符',
    en: 'The description may have at most 200 characters',
  },
  // User management: permission groups and users.
  perm_group_name_required: { 'zh-CN': '请输入权限组名称', en: 'Enter the permission group name' },
  perm_group_name_too_long: {
    'zh-CN': '权限组名称不能超过30个字符',
    en: 'The permission group name may have at most 30 characters',
  },
  username_too_long: { 'zh-CN': '用户名不能超过50个字符', en: 'The username may have at most 50 characters' },
  user_name_too_long: { 'zh-CN': '姓名不能超过30个字符', en: 'The name may have at most 30 characters' },
  perm_user_group_required: { 'zh-CN': '请选择权限组', en: 'Choose a permission group' },
  perm_group_codes_required: {
    'zh-CN': '请至少选择一项权限',
    en: 'Choose at least one permission',
  },
  card_ids_required: { 'zh-CN': '请选择卡片', en: 'Select at least one card' },
  card_ids_too_many: { 'zh-CN': '一次最多操作500张卡', en: 'At most 500 cards at a time' },
  card_number_required: { 'zh-CN': '请输入卡号', en: 'Enter a card number' },
  card_number_invalid: {
    'zh-CN': '请输入正确的ICCID（19-20位）或MSISDN（11或13位）',
    en: 'Enter a valid ICCID (19-20 characters) or MSISDN (11 or 13 digits)',
  },
  card_id_invalid: { 'zh-CN': '卡片编号不正确', en: 'Invalid card id' },
  month_invalid: { 'zh-CN': '月份格式应为 YYYY-MM', en: 'A month is written YYYY-MM' },
  // Card queries: batch status query, data query.
  numbers_required: { 'zh-CN': '请输入要查询的卡号', en: 'Enter the card numbers to look up' },
  numbers_too_many: {
    'zh-CN': '一次最多查询200个卡号',
    en: 'At most 200 numbers can be looked up at a time',
  },
  numbers_not_digits: { 'zh-CN': '卡号只能包含数字', en: 'Card numbers may contain digits only' },
  date_invalid: { 'zh-CN': '日期格式应为 YYYY-MM-DD', en: 'A date is written YYYY-MM-DD' },
  // Voice whitelist, hardware and real name.
  whitelist_phone_invalid: {
    'zh-CN': '请输入正确的白名单号码（手机号、带区号的固话或服务号码）',
    en: 'Enter a valid whitelist number (a mobile number, a landline with its area code or a service number)',
  },
  whitelist_phones_required: { 'zh-CN': '请输入白名单号码', en: 'Enter at least one whitelist number' },
  whitelist_phones_too_many: {
    'zh-CN': '每张卡最多5个白名单号码',
    en: 'A card may have at most 5 whitelist numbers',
  },
  whitelist_batch_source: {
    'zh-CN': '请上传文件或粘贴“卡号,号码”列表（二选一）',
    en: 'Upload a file or paste "card number,phone" lines (one of the two)',
  },
  oc_policy_required: { 'zh-CN': '请选择要下发的切换策略', en: 'Choose the policy to distribute' },
  oc_policy_name_required: { 'zh-CN': '请输入策略名称', en: 'Enter the policy name' },
  oc_policy_name_too_long: {
    'zh-CN': '策略名称不能超过32个字符',
    en: 'The policy name may have at most 32 characters',
  },
  oc_mode_required: { 'zh-CN': '请选择切换模式', en: 'Choose the switching mode' },
  oc_priority_permutation: {
    'zh-CN': '优先级须包含移动、联通、电信各一次',
    en: 'The priority must list China Mobile, China Unicom and China Telecom once each',
  },
  oc_blacklist_all: {
    'zh-CN': '黑名单不能包含全部运营商',
    en: 'The blacklist cannot hold every carrier',
  },
  oc_threshold_dbm_range: {
    'zh-CN': '信号阈值须为 -130 到 -70 dBm 的整数',
    en: 'The signal threshold must be a whole number from -130 to -70 dBm',
  },
  oc_probe_ip_invalid: {
    'zh-CN': '请输入正确的探测IP地址（如 114.114.114.114）',
    en: 'Enter a valid probe IP address (such as 114.114.114.114)',
  },
  oc_latency_range: {
    'zh-CN': '时延阈值须为 20 到 5000 毫秒的整数',
    en: 'The latency threshold must be a whole number from 20 to 5000 ms',
  },
  batch_source: {
    'zh-CN': '请上传文件或粘贴卡号（二选一）',
    en: 'Upload a file or paste card numbers (one of the two)',
  },
  batch_filter_kind: {
    'zh-CN': '只有策略下发可以按筛选条件选卡',
    en: 'Only a policy distribution can take its cards from a filter',
  },
  sn_invalid: {
    'zh-CN': '请输入正确的设备SN（4-32位字母、数字或-）',
    en: 'Enter a valid SN (4 to 32 letters, digits or -)',
  },
  imei_invalid: { 'zh-CN': '请输入15位数字IMEI', en: 'Enter a 15-digit IMEI' },
  model_required: { 'zh-CN': '请输入设备型号', en: 'Enter the device model' },
  model_too_long: { 'zh-CN': '设备型号不能超过40个字符', en: 'The model may have at most 40 characters' },
  hardware_id_invalid: { 'zh-CN': '设备编号不正确', en: 'Invalid device id' },
  real_name_invalid: { 'zh-CN': '请输入正确的姓名（2-30个字）', en: 'Enter a valid name (2 to 30 letters)' },
  id_number_invalid: {
    'zh-CN': '请输入正确的18位居民身份证号码',
    en: 'Enter a valid 18-character resident ID number',
  },
  // A billing group's early warnings and comment (contract/vbg-warning.ts).
  vbg_threshold_required: {
    'zh-CN': '开启预警时请至少选择一个预警阈值',
    en: 'Choose at least one threshold to turn warnings on',
  },
  vbg_threshold_invalid: {
    'zh-CN': '预警阈值 {value}% 不可选，可选：{allowed}',
    en: 'Threshold {value}% is not offered; choose from {allowed}',
  },
  vbg_phone_required: {
    'zh-CN': '开启预警时请至少填写一个接收短信的手机号',
    en: 'Enter at least one mobile number to receive the warnings',
  },
  vbg_phone_invalid: {
    'zh-CN': '手机号 {phone} 格式不正确，请输入以1开头的11位手机号',
    en: '{phone} is not a valid mobile number (11 digits starting with 1)',
  },
  vbg_phones_too_many: { 'zh-CN': '最多填写 {max} 个手机号', en: 'Enter at most {max} mobile numbers' },
  vbg_comment_too_long: {
    'zh-CN': '备注不能超过 {max} 个字符',
    en: 'The comment must be at most {max} characters',
  },
  // Open-API settings (/api/config).
  api_purpose_required: { 'zh-CN': '请填写申请用途', en: 'Describe what you will use the API for' },
  api_purpose_too_long: {
    'zh-CN': '申请用途不能超过200个字符',
    en: 'The purpose may have at most 200 characters',
  },
  api_daily_calls_invalid: {
    'zh-CN': '预计日调用量须为1到100000000之间的整数',
    en: 'Expected calls per day must be a whole number from 1 to 100000000',
  },
  api_ip_invalid: {
    'zh-CN': 'IP地址 {value} 格式不正确，请输入IPv4地址（如 10.0.0.1）或网段（如 10.0.0.0/24）',
    en: '{value} is not a valid IPv4 address (e.g. 10.0.0.1) or CIDR block (e.g. 10.0.0.0/24)',
  },
  api_ip_duplicate: { 'zh-CN': 'IP地址 {value} 重复', en: '{value} is listed twice' },
  api_ip_too_many: {
    'zh-CN': '最多填写 {max} 个IP地址或网段',
    en: 'Enter at most {max} addresses or blocks',
  },
  api_callback_invalid: {
    'zh-CN': '回调地址须为以 https:// 开头的完整网址，且不超过255个字符',
    en: 'The callback must be a full address starting with https:// (at most 255 characters)',
  },
  // Balance transfers.
  transfer_sub_client_required: { 'zh-CN': '请选择子客户', en: 'Choose a sub-client' },
  transfer_amount_invalid: {
    'zh-CN': '请输入大于0的金额，最多两位小数',
    en: 'Enter an amount greater than 0 with at most two decimals',
  },
  transfer_amount_too_large: {
    'zh-CN': '单次划拨金额不能超过10,000,000元',
    en: 'One transfer may move at most ¥10,000,000',
  },
  transfer_remark_too_long: {
    'zh-CN': '备注不能超过100个字符',
    en: 'The remark may have at most 100 characters',
  },
  sub_name_required: { 'zh-CN': '请输入子客户名称', en: "Enter the sub-customer's name" },
  sub_name_too_long: {
    'zh-CN': '子客户名称不能超过 {max} 个字符',
    en: "The sub-customer's name must be at most {max} characters",
  },
  assign_source: {
    'zh-CN': '请按所选方式填写要划拨的卡（号段、卡号、文件或筛选条件）',
    en: 'Give the cards to move as the chosen way asks (a range, numbers, a file or a filter)',
  },
  assign_target_required: { 'zh-CN': '请选择划入的客户', en: 'Choose who receives the cards' },
  assign_same_client: { 'zh-CN': '划出与划入不能是同一客户', en: 'The cards cannot go to where they are' },
  // SMS.
  sms_content_required: { 'zh-CN': '请输入短信内容', en: 'Enter the message' },
  sms_content_too_long: {
    'zh-CN': '短信内容不能超过500个字符',
    en: 'The message may have at most 500 characters',
  },
  sms_variables_unfilled: {
    'zh-CN': '请将模板变量 {names} 替换为实际内容',
    en: 'Replace the template variables {names} with the actual text',
  },
  sms_number_required: {
    'zh-CN': '请输入卡号（ICCID或MSISDN）',
    en: 'Enter the card number (ICCID or MSISDN)',
  },
  sms_numbers_required: { 'zh-CN': '请粘贴卡号，每行一个', en: 'Paste the card numbers, one a line' },
  sms_group_required: { 'zh-CN': '请选择分组', en: 'Choose a group' },
  sms_file_required: { 'zh-CN': '请上传短信发送模板', en: 'Upload the SMS template file' },
  sms_template_name_required: { 'zh-CN': '请输入模板名称', en: 'Enter the template name' },
  sms_template_name_too_long: {
    'zh-CN': '模板名称不能超过30个字符',
    en: 'The template name may have at most 30 characters',
  },
  sms_variable_unclosed: {
    'zh-CN': '变量格式不正确：缺少右花括号',
    en: 'Malformed variable: the closing brace is missing',
  },
  sms_variable_bad_name: {
    'zh-CN': '变量名只能包含字母、数字和下划线，且不能以数字开头',
    en: 'A variable name has only letters, digits and underscores and does not start with a digit',
  },
  sms_signature_name_invalid: {
    'zh-CN': '签名须为2-12个汉字、字母或数字',
    en: 'A signature has 2 to 12 Chinese characters, letters or digits',
  },
} as const;
