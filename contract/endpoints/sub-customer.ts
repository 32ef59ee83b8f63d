import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import type { PermCode } from '../permissions.ts';
import { meetsPasswordRule, PHONE_PATTERN, validateUsername } from '../validators.ts';
import { FIELDS } from '../vocabulary.ts';
import { BATCH_FILE_EXTENSIONS } from './batch.ts';
import { CARD_STATUSES, CARRIERS } from './card.ts';
import { TASK_STATUS_KEYS, TASK_STATUSES } from './card-export.ts';
import { cardFilterSchema } from './card-list.ts';
import { UPLOAD_MAX_BYTES } from './common.ts';

/**
 * Sub-customers (子客户) of a main client: /sub_customer lists and creates them (one by one, or
 * from the sub-client template as a task), edits their contact, disables and enables them;
 * /card_assgin_log moves the main client's cards to a sub-customer and back, as tasks of the
 * engine, and withdraws (撤回) an assignment; /user_func chooses the function codes each
 * sub-customer may use, among those the main client holds. Only a main client's users manage
 * them; a sub-client lacks the three codes.
 */

export const SUB_NAME_MAX = 50;
export const SUB_CONTACT_MAX = 20;
/** Cards one assignment may move (a range, a filter or a file). */
export const ASSIGN_MAX = 10_000;
/** Numbers one pasted assignment may hold. */
export const ASSIGN_PASTE_MAX = 1000;
/** Refused rows an assignment's or an import's answer lists (the detail has them all). */
export const ASSIGN_ROWS_SHOWN = 100;

export const SUB_CUSTOMER_STATUSES = labelled({
  active: { label: 'common.active', tone: 'success' },
  disabled: { label: 'common.disabled', tone: 'danger' },
});
export type SubCustomerStatus = keyof typeof SUB_CUSTOMER_STATUSES;
export const SUB_CUSTOMER_STATUS_KEYS = Object.keys(SUB_CUSTOMER_STATUSES) as [
  SubCustomerStatus,
  ...SubCustomerStatus[],
];

const subName = z
  .string({ error: 'sub_name_required' })
  .trim()
  .min(1, 'sub_name_required')
  .refine((v) => [...v].length <= SUB_NAME_MAX, {
    message: 'sub_name_too_long',
    params: { max: SUB_NAME_MAX },
  });
const contactName = z
  .string({ error: 'contact_name_required' })
  .trim()
  .min(1, 'contact_name_required')
  .refine((v) => [...v].length <= SUB_CONTACT_MAX, {
    message: 'contact_name_too_long',
    params: { max: SUB_CONTACT_MAX },
  });
const contactPhone = z
  .string({ error: 'phone_invalid' })
  .trim()
  .regex(PHONE_PATTERN, { message: 'phone_invalid' });
/** Optional: '' for none. */
const contactEmail = z
  .string()
  .trim()
  .max(100)
  .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'email_invalid' });
const username = z
  .string({ error: 'username_required' })
  .trim()
  .max(50)
  .superRefine((value, ctx) => {
    const key = validateUsername(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
const password = z
  .string({ error: 'password_required' })
  .min(1, { message: 'password_required' })
  .max(64)
  .refine(meetsPasswordRule, { message: 'password_rule' });

export const subCustomerRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  /** The sub-customer's login (its first user). */
  username: z.string(),
  card_count: z.number().int(),
  /** Cards in service (正使用): a sub-customer holding any cannot be disabled. */
  active_count: z.number().int(),
  /** Its account balance in yuan, two decimals ('1520.00'); the table shows it as money. */
  balance: z.string(),
  status: z.enum(SUB_CUSTOMER_STATUS_KEYS),
  created_at: z.string(),
});
export type SubCustomerRow = z.infer<typeof subCustomerRowSchema>;

const SUB: PermCode = 'router_sub_customer';

export const subCustomerList = defineList({
  path: '/sub_customer/list/',
  summary: "The caller's (a main client's) sub-customers with their cards, balance and status",
  access: { anyOf: ['router_sub_customer'] },
  row: subCustomerRowSchema,
  filters: {
    name: filter.text('subCustomer.list.filter.name', 'subCustomer.list_filter_name_placeholder'),
    status: filter.enum(SUB_CUSTOMER_STATUSES, FIELDS.status),
    created: filter.dateRange('common.createdOn'),
  },
  sorts: ['created_at', 'card_count'],
  columns: [
    { prop: 'name', label: 'subCustomer.list.filter.name', type: 'text', width: 200 },
    { prop: 'contact_name', label: 'common.contactName', type: 'text' },
    { prop: 'contact_phone', label: 'common.contactPhone', type: 'text' },
    { prop: 'contact_email', label: 'common.email', type: 'text', hidden: true },
    { prop: 'username', label: 'common.loginName', type: 'text' },
    { prop: 'card_count', label: 'common.cardCount', type: 'text', sortable: true },
    { prop: 'active_count', label: 'subCustomer.list.column.active_count', type: 'text' },
    { prop: 'balance', label: 'common.balance', type: 'money' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SUB_CUSTOMER_STATUSES },
    { prop: 'created_at', label: 'common.created', type: 'text', sortable: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'edit', label: 'actions.edit', perm: SUB },
        {
          key: 'assign',
          label: 'subCustomer.assign.title',
          perm: 'router_card_assgin_log',
          when: { prop: 'status', values: ['active'] },
        },
        { key: 'transfer', label: 'subCustomer.list.column.actions.transfer', perm: SUB },
        {
          key: 'disable',
          label: 'subCustomer.list.column.actions.disable',
          perm: SUB,
          when: { prop: 'status', values: ['active'] },
        },
        {
          key: 'enable',
          label: 'actions.enable',
          perm: SUB,
          when: { prop: 'status', values: ['disabled'] },
        },
      ],
    },
  ],
});

const clientOption = z.object({ id: z.number().int(), name: z.string() });

export const subCustomerOptions = defineEndpoint({
  method: 'GET',
  path: '/sub_customer/options/',
  summary: "The caller's main client and its sub-customers, for pickers (from, to, whose functions)",
  access: { anyOf: ['router_sub_customer', 'router_card_assgin_log', 'router_user_func'] },
  data: z.object({
    main: clientOption,
    subs: z.array(clientOption.extend({ username: z.string(), status: z.enum(SUB_CUSTOMER_STATUS_KEYS) })),
    /** The main client's permission groups for sub-customers, which a new one may be given. */
    groups: z.array(clientOption),
  }),
});

export const createSubCustomer = defineEndpoint({
  method: 'POST',
  path: '/sub_customer/',
  summary:
    'Creates a sub-customer and its login user in one transaction, with the main client’s sub-client permission group',
  access: { anyOf: ['router_sub_customer'] },
  body: z.object({
    name: subName,
    contact_name: contactName,
    contact_phone: contactPhone,
    contact_email: contactEmail.default(''),
    username,
    password,
    /** One of the main client's sub-client permission groups (options' `groups`); the first if none. */
    group_id: positiveId().optional(),
  }),
  data: subCustomerRowSchema,
});

export const updateSubCustomer = defineEndpoint({
  method: 'PUT',
  path: '/sub_customer/',
  summary: "Changes a sub-customer's contact (name, phone, email)",
  access: { anyOf: ['router_sub_customer'] },
  body: z.object({
    id: positiveId(),
    contact_name: contactName,
    contact_phone: contactPhone,
    contact_email: contactEmail.default(''),
  }),
  data: subCustomerRowSchema,
});

/**
 * A sub-customer's dialog: a new one gets its name, login and permission group (the page supplies
 * the main client's sub-client groups; none picked: the first); both edit the contact.
 */
export const subCustomerForm = defineForm({
  create: createSubCustomer,
  update: updateSubCustomer,
  fields: {
    name: { kind: 'text', label: 'subCustomer.name', createOnly: true },
    contact_name: { kind: 'text', label: 'common.contactName' },
    contact_phone: { kind: 'text', label: 'common.contactPhone' },
    contact_email: { kind: 'text', label: 'common.optionalEmail' },
    username: { kind: 'text', label: 'common.loginName', createOnly: true },
    password: { kind: 'text', label: 'common.users.user.initialPassword', createOnly: true },
    group_id: { kind: 'option', value: 'id', label: 'common.users.user.group', createOnly: true },
  },
  texts: {
    create: 'subCustomer.create',
    update: 'subCustomer.editTitle',
    description: 'subCustomer.createHint',
    updateDescription: 'subCustomer.editOf',
    created: 'subCustomer.created',
    updated: 'subCustomer.updated',
  },
});

export const setSubCustomerStatus = defineEndpoint({
  method: 'POST',
  path: '/sub_customer/status/',
  summary:
    'Disables a sub-customer (only while it holds no card in service; its users stop working at once) or enables it again',
  access: { anyOf: ['router_sub_customer'] },
  body: z.object({ id: positiveId(), status: z.enum(SUB_CUSTOMER_STATUS_KEYS) }),
  data: subCustomerRowSchema,
});

const refusedRows = z.array(z.object({ row_no: z.number().int(), number: z.string(), reason: z.string() }));

export const importSubCustomers = defineEndpoint({
  method: 'POST',
  path: '/sub_customer/import/',
  summary:
    'Creates sub-customers from the sub-client template (an uploaded xlsx) as a task; every row’s login gets the initial password given',
  access: { anyOf: ['router_sub_customer'] },
  body: z.object({ file_url: z.string().trim().min(1).max(300), password }),
  data: z.object({
    task_id: z.number().int(),
    total: z.number().int(),
    valid: z.number().int(),
    /** The first refused rows (at most ASSIGN_ROWS_SHOWN), each with its reason. */
    bad_rows: refusedRows,
  }),
});

/** The import dialog: the filled template and the logins' initial password. */
export const subCustomerImportForm = defineForm({
  create: importSubCustomers,
  textParams: { id: 'task_id', count: 'valid' },
  fields: {
    file_url: {
      kind: 'upload',
      accept: ['xlsx'],
      maxBytes: UPLOAD_MAX_BYTES,
      label: 'common.batch.fromFile',
    },
    password: { kind: 'password', label: 'subCustomer.initialPassword' },
  },
  texts: {
    create: 'subCustomer.import',
    description: 'subCustomer.importHint',
    submit: 'common.submit',
    created: 'subCustomer.importQueued',
  },
});

// ---------------------------------------------------------------------------------------------
// Card assignments

export const ASSIGN_METHODS = labelled({
  range: { label: 'subCustomer.assignMethods.range', tone: 'info' },
  list: { label: 'subCustomer.assignMethods.list', tone: 'info' },
  file: { label: 'subCustomer.assignMethods.file', tone: 'info' },
  filter: { label: 'common.byFilter', tone: 'info' },
  withdraw: { label: 'subCustomer.assignMethods.withdraw', tone: 'warning' },
});
export type AssignMethod = keyof typeof ASSIGN_METHODS;
export const ASSIGN_METHOD_KEYS = Object.keys(ASSIGN_METHODS) as [AssignMethod, ...AssignMethod[]];
/** The ways a user gives the cards (a withdrawal is made by the log's button). */
export const ASSIGN_INPUT_METHODS = ['range', 'list', 'file', 'filter'] as const;

const iccidPattern = /^[0-9A-Fa-f]{19,20}$/;
const iccidField = z.string().trim().max(20).optional();

export const assignCards = defineEndpoint({
  method: 'POST',
  path: '/card_assign/',
  summary:
    'Moves cards of the main client between it and its sub-customers as a task: by ICCID range, pasted numbers, a file (the sub_client_cards template, each row naming its sub-customer) or the card list’s filter',
  access: { anyOf: ['router_card_assgin_log'] },
  body: z
    .object({
      method: z.enum(ASSIGN_INPUT_METHODS),
      /** Where the cards are now: the main client (default) or one of its sub-customers. */
      from_client_id: positiveId().optional(),
      /** Where they go; a file names it on each row instead. */
      to_client_id: positiveId().optional(),
      start_iccid: iccidField,
      end_iccid: iccidField,
      numbers: z.string().max(30_000).optional(),
      file_url: z.string().trim().max(300).optional(),
      filter: cardFilterSchema.optional(),
    })
    .refine(
      (b) =>
        b.method === 'range'
          ? iccidPattern.test(b.start_iccid ?? '') && iccidPattern.test(b.end_iccid ?? '')
          : b.method === 'list'
            ? Boolean(b.numbers?.trim())
            : b.method === 'file'
              ? Boolean(b.file_url)
              : b.filter !== undefined,
      'assign_source',
    )
    .refine((b) => b.method === 'file' || b.to_client_id !== undefined, {
      message: 'assign_target_required',
      path: ['to_client_id'],
    })
    .refine((b) => b.to_client_id === undefined || b.from_client_id !== b.to_client_id, {
      message: 'assign_same_client',
      path: ['to_client_id'],
    }),
  data: z.object({
    task_id: z.number().int(),
    /** Cards read, cards that will move, and the first refused ones with their reasons. */
    total: z.number().int(),
    valid: z.number().int(),
    bad_rows: refusedRows,
  }),
});

/**
 * The 划卡 dialog: how the cards are given (a range, pasted numbers, the template file naming each
 * row's sub-customer, or the card list's filter), where they are now and where they go. The page
 * supplies the clients (`from_client_id`, `to_client_id`) and starts the draft with the main client
 * as the source and, from a row's 划卡, that sub-customer as the target. `{refused}` is the page's
 * `total - valid`: refused rows are shown under the form, which stays open.
 */
export const assignForm = defineForm({
  create: assignCards,
  textParams: { id: 'task_id', count: 'total' },
  fields: {
    method: {
      kind: 'enum',
      as: 'radio',
      values: Object.fromEntries(ASSIGN_INPUT_METHODS.map((m) => [m, ASSIGN_METHODS[m]])),
      initial: 'list',
      label: 'subCustomer.assign.method',
    },
    from_client_id: { kind: 'option', value: 'id', label: 'subCustomer.assign.from' },
    to_client_id: {
      kind: 'option',
      value: 'id',
      label: 'subCustomer.assign.to',
      placeholder: 'widgets.carrierTarget.choose',
      showWhen: { field: 'method', values: ['range', 'list', 'filter'] },
    },
    start_iccid: {
      kind: 'text',
      label: 'subCustomer.assign.start',
      width: 'half',
      showWhen: { field: 'method', values: ['range'] },
    },
    end_iccid: {
      kind: 'text',
      label: 'subCustomer.assign.end',
      width: 'half',
      showWhen: { field: 'method', values: ['range'] },
    },
    numbers: {
      kind: 'textarea',
      rows: 6,
      label: 'common.batch.numbers',
      placeholder: 'common.batch.numbersPlaceholder',
      showWhen: { field: 'method', values: ['list'] },
    },
    file_url: {
      kind: 'upload',
      accept: BATCH_FILE_EXTENSIONS,
      maxBytes: UPLOAD_MAX_BYTES,
      label: 'common.batch.fromFile',
      help: 'subCustomer.assign.fileHint',
      showWhen: { field: 'method', values: ['file'] },
    },
    'filter.status': {
      kind: 'enum',
      empty: 'common.all',
      values: CARD_STATUSES,
      label: FIELDS.cardStatus,
      width: 'half',
      showWhen: { field: 'method', values: ['filter'] },
    },
    'filter.carrier': {
      kind: 'enum',
      empty: 'common.all',
      values: CARRIERS,
      label: FIELDS.carrier,
      width: 'half',
      showWhen: { field: 'method', values: ['filter'] },
    },
  },
  texts: {
    create: 'subCustomer.assign.title',
    description: 'subCustomer.assign.hint',
    submit: 'subCustomer.assign.submit',
    created: 'subCustomer.assign.queued',
    failures: 'refused',
    failed: 'subCustomer.assign.queuedRefused',
  },
});

export const cardAssignRowSchema = z.object({
  id: z.number().int(),
  from_name: z.string(),
  /** The receiving client, or 多个子客户 / Several sub-customers (a file). */
  to_name: z.string(),
  method: z.enum(ASSIGN_METHOD_KEYS),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  username: z.string(),
  status: z.enum(TASK_STATUS_KEYS),
  progress: z.number().int(),
  created_at: z.string(),
  /** withdrawn once its cards went back, open while it may be withdrawn, none otherwise. */
  withdrawn: z.enum(['withdrawn', 'open', 'none']),
  /** The assignment a withdrawal returns, or null. */
  withdraw_of: z.number().int().nullable(),
});
export type CardAssignRow = z.infer<typeof cardAssignRowSchema>;

export const WITHDRAWN = labelled({
  withdrawn: { label: 'subCustomer.withdrawn.withdrawn', tone: 'warning' },
  open: { label: 'subCustomer.withdrawn.open', tone: 'default' },
  none: { label: 'subCustomer.withdrawn.none', tone: 'default' },
});

export const cardAssignLog = defineList({
  path: '/card_assign/log/',
  summary: "The main client's card assignments (and their withdrawals), newest first",
  access: { anyOf: ['router_card_assgin_log'] },
  row: cardAssignRowSchema,
  filters: {
    client_id: filter.option('id', 'subCustomer.func.pick'),
    method: filter.enum(ASSIGN_METHODS, 'subCustomer.cardAssignLog.filter.method.placeholder'),
    status: filter.enum(TASK_STATUSES, FIELDS.taskStatus),
    created: filter.dateRange('subCustomer.cardAssignLog.filter.created'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'id', label: 'subCustomer.cardAssignLog.column.id', type: 'text' },
    { prop: 'from_name', label: 'subCustomer.assign.from', type: 'text', width: 180 },
    { prop: 'to_name', label: 'subCustomer.assign.to', type: 'text', width: 180 },
    { prop: 'total', label: 'common.cards', type: 'text' },
    { prop: 'succeeded', label: 'common.succeeded', type: 'text' },
    { prop: 'failed', label: 'common.failed', type: 'text' },
    {
      prop: 'method',
      label: 'subCustomer.cardAssignLog.filter.method.placeholder',
      type: 'tag',
      options: ASSIGN_METHODS,
    },
    { prop: 'username', label: FIELDS.operator, type: 'text' },
    { prop: 'status', label: FIELDS.taskStatus, type: 'status', options: TASK_STATUSES },
    { prop: 'progress', label: FIELDS.progress, type: 'progress', scale: 'task' },
    {
      prop: 'withdrawn',
      label: 'subCustomer.cardAssignLog.column.withdrawn',
      type: 'tag',
      options: WITHDRAWN,
    },
    {
      prop: 'created_at',
      label: 'subCustomer.cardAssignLog.column.created_at',
      type: 'text',
      sortable: true,
    },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'detail',
          label: 'subCustomer.cardAssignLog.column.actions.detail',
          perm: 'router_card_assgin_log',
        },
        {
          key: 'withdraw',
          label: 'subCustomer.cardAssignLog.column.actions.withdraw',
          perm: 'router_card_assgin_log',
          when: { prop: 'withdrawn', values: ['open'] },
        },
      ],
    },
  ],
});

export const ASSIGN_OUTCOMES = labelled({
  pending: { label: 'subCustomer.assignOutcomes.pending', tone: 'default' },
  ok: { label: 'subCustomer.assignOutcomes.ok', tone: 'success' },
  failed: { label: 'common.failed', tone: 'danger' },
});
export type AssignOutcome = keyof typeof ASSIGN_OUTCOMES;

export const cardAssignDetailRowSchema = z.object({
  row_no: z.number().int(),
  number: z.string(),
  to_name: z.string(),
  outcome: z.enum(Object.keys(ASSIGN_OUTCOMES) as [AssignOutcome, ...AssignOutcome[]]),
  reason: z.string(),
});

export const cardAssignDetail = defineList({
  path: '/card_assign/detail/',
  summary: "One assignment's cards, each with its outcome and the reason it was refused",
  access: { anyOf: ['router_card_assgin_log'] },
  row: cardAssignDetailRowSchema,
  fixedQuery: { task_id: positiveId() },
  filters: {
    outcome: filter.enum(ASSIGN_OUTCOMES, 'subCustomer.cardAssignDetail.filter.outcome.placeholder'),
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
  },
  columns: [
    { prop: 'row_no', label: 'common.no', type: 'text' },
    { prop: 'number', label: FIELDS.cardNumber, type: 'text', width: 200 },
    { prop: 'to_name', label: 'subCustomer.assign.to', type: 'text' },
    {
      prop: 'outcome',
      label: 'subCustomer.cardAssignDetail.filter.outcome.placeholder',
      type: 'status',
      options: ASSIGN_OUTCOMES,
    },
    { prop: 'reason', label: 'common.note', type: 'text', width: 240 },
  ],
});

export const withdrawAssign = defineEndpoint({
  method: 'POST',
  path: '/card_assign/withdraw/',
  summary:
    'Withdraws (撤回) a finished assignment as a new task: its moved cards go back where they came from; a card moved since is refused with the reason',
  access: { anyOf: ['router_card_assgin_log'] },
  body: z.object({ task_id: positiveId() }),
  data: z.object({ task_id: z.number().int(), total: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Functions per sub-customer

export const subCustomerFuncs = defineEndpoint({
  method: 'GET',
  path: '/user_func/',
  summary:
    "A sub-customer's function codes: those the main client holds itself (which it may pass on) and those the sub-customer has",
  access: { anyOf: ['router_user_func'] },
  query: z.object({ client_id: positiveId() }),
  data: z.object({
    client_id: z.number().int(),
    name: z.string(),
    /** The func_* codes the main client holds, each with its name in the caller's language. */
    available: z.array(z.object({ code: z.string(), name: z.string() })),
    granted: z.array(z.string()),
    /** Whether the sub-customer has its own group (its functions were customised). */
    customised: z.boolean(),
  }),
});

export const saveSubCustomerFuncs = defineEndpoint({
  method: 'PUT',
  path: '/user_func/',
  summary:
    "Sets a sub-customer's function codes (within the main client's own); it gets a group of its own the first time; its users' next call uses them",
  access: { anyOf: ['router_user_func'] },
  body: z.object({
    client_id: positiveId(),
    codes: z
      .array(
        z
          .string()
          .regex(/^func[a-z_]*$/)
          .max(60),
      )
      .max(100),
  }),
  data: subCustomerFuncs.data,
});

/**
 * A sub-customer's functions on /user_func: the codes it may use, among those the page offers (the
 * main client's own). The page supplies `client_id` and starts from the codes granted now.
 */
export const subCustomerFuncForm = defineForm({
  create: saveSubCustomerFuncs,
  fields: { codes: { kind: 'tree', label: 'subCustomer.func.codes' } },
  texts: { create: 'subCustomer.func.codes', created: 'subCustomer.func.saved' },
});
