import type { Lang } from './permissions.ts';

/**
 * The field vocabulary: what a card's (and a record's) fields are called, declared once per
 * language. The emulator's column headers and export descriptions, the filter bars, the detail
 * pages and the client's catalogue (`t('field.carrier')`) all take their names from here, so a
 * field reads the same on every screen.
 */
type Bilingual = Record<Lang, string>;

const same = (text: string): Bilingual => ({ 'zh-CN': text, en: text });

export const FIELDS = {
  iccid: same('ICCID'),
  msisdn: same('MSISDN'),
  imsi: same('IMSI'),
  eid: same('EID'),
  imei: same('IMEI'),
  ocImsi: same('oc_imsi'),
  oIccid: same('O-ICCID'),
  apn: same('APN'),
  cardNumber: { 'zh-CN': '卡号', en: 'Card number' },
  numType: { 'zh-CN': '号码类型', en: 'Number type' },
  cardStatus: { 'zh-CN': '卡状态', en: 'Status' },
  status: { 'zh-CN': '状态', en: 'Status' },
  carrier: { 'zh-CN': '运营商', en: 'Carrier' },
  plan: { 'zh-CN': '套餐', en: 'Plan' },
  billingGroup: { 'zh-CN': '计费组', en: 'Billing group' },
  projectGroup: { 'zh-CN': '项目组', en: 'Project group' },
  activated: { 'zh-CN': '激活日期', en: 'Activated' },
  expires: { 'zh-CN': '到期日期', en: 'Expires' },
  realName: { 'zh-CN': '实名状态', en: 'Real name' },
  networkFunctions: { 'zh-CN': '网络功能', en: 'Network functions' },
  usedThisMonth: { 'zh-CN': '本月用量', en: 'Used this month' },
  date: { 'zh-CN': '日期', en: 'Date' },
  month: { 'zh-CN': '月份', en: 'Month' },
  province: { 'zh-CN': '省份', en: 'Province' },
  city: { 'zh-CN': '城市', en: 'City' },
  address: { 'zh-CN': '地址', en: 'Address' },
  cell: { 'zh-CN': '基站 LAC / CI', en: 'Cell LAC / CI' },
  personName: { 'zh-CN': '姓名', en: 'Name' },
  idNumber: { 'zh-CN': '身份证号码', en: 'ID number' },
  submittedAt: { 'zh-CN': '提交时间', en: 'Submitted' },
  reviewedAt: { 'zh-CN': '审核时间', en: 'Reviewed' },
  whitelistPhone: { 'zh-CN': '白名单号码', en: 'Whitelist number' },
  expiringThisMonth: { 'zh-CN': '本月到期', en: 'Expiring this month' },
  // A task (an export, an import, a batch) as the task lists show it.
  taskId: { 'zh-CN': '任务编号', en: 'Task' },
  taskStatus: { 'zh-CN': '任务状态', en: 'Task status' },
  taskType: { 'zh-CN': '任务类型', en: 'Type' },
  createdAt: { 'zh-CN': '创建时间', en: 'Started' },
  finishedAt: { 'zh-CN': '完成时间', en: 'Finished' },
  operator: { 'zh-CN': '操作人', en: 'By' },
  filtersUsed: { 'zh-CN': '筛选条件', en: 'Filters' },
  progress: { 'zh-CN': '进度', en: 'Progress' },
  download: { 'zh-CN': '下载', en: 'Download' },
  actions: { 'zh-CN': '操作', en: 'Actions' },
  // Units a value is shown in.
  unitDbm: same('dBm'),
  unitDb: same('dB'),
} as const satisfies Record<string, Bilingual>;

export type FieldName = keyof typeof FIELDS;

/** Every field's name in one language, keyed by field: the client catalogue's `field` namespace. */
export const fieldNamesIn = (lang: Lang): Record<FieldName, string> =>
  Object.fromEntries(Object.entries(FIELDS).map(([name, text]) => [name, text[lang]])) as Record<
    FieldName,
    string
  >;
