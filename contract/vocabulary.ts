import type { TextKey } from './catalogue/index.ts';

/**
 * The field vocabulary: what a card's (and a record's) fields are called, declared once per
 * language. The emulator's column headers and export descriptions, the filter bars, the detail
 * pages and the client's catalogue (`t('field.carrier')`) all take their names from here, so a
 * field reads the same on every screen.
 */
export const FIELDS = {
  iccid: 'field.iccid',
  msisdn: 'field.msisdn',
  imsi: 'field.imsi',
  eid: 'field.eid',
  imei: 'field.imei',
  ocImsi: 'field.ocImsi',
  oIccid: 'field.oIccid',
  apn: 'field.apn',
  cardNumber: 'field.cardNumber',
  numType: 'field.numType',
  cardStatus: 'field.cardStatus',
  status: 'field.status',
  carrier: 'field.carrier',
  plan: 'field.plan',
  billingGroup: 'field.billingGroup',
  projectGroup: 'field.projectGroup',
  activated: 'field.activated',
  expires: 'field.expires',
  realName: 'field.realName',
  networkFunctions: 'field.networkFunctions',
  usedThisMonth: 'field.usedThisMonth',
  date: 'field.date',
  month: 'field.month',
  province: 'field.province',
  city: 'field.city',
  address: 'field.address',
  cell: 'field.cell',
  personName: 'field.personName',
  idNumber: 'field.idNumber',
  submittedAt: 'field.submittedAt',
  reviewedAt: 'field.reviewedAt',
  whitelistPhone: 'field.whitelistPhone',
  expiringThisMonth: 'field.expiringThisMonth',
  // A task (an export, an import, a batch) as the task lists show it.
  taskId: 'field.taskId',
  taskStatus: 'field.taskStatus',
  taskType: 'field.taskType',
  createdAt: 'field.createdAt',
  finishedAt: 'field.finishedAt',
  operator: 'field.operator',
  filtersUsed: 'field.filtersUsed',
  progress: 'field.progress',
  download: 'field.download',
  actions: 'field.actions',
  // Units a value is shown in.
  unitDbm: 'field.unitDbm',
  unitDb: 'field.unitDb',
} as const satisfies Record<string, TextKey>;

export type FieldName = keyof typeof FIELDS;
