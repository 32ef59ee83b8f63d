import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

/** Customers. A main client has parent_id null and main_id = its own id; a sub-client points at its main client. */
export const clients = sqliteTable(
  'clients',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    mainId: integer('main_id').notNull(),
    balanceCents: integer('balance_cents').notNull().default(0),
    /**
     * Part of the balance held back (an order awaiting payment or review): it cannot be spent or
     * transferred. Available = balance_cents - frozen_cents. Changes only through the ledger.
     */
    frozenCents: integer('frozen_cents').notNull().default(0),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** Main clients must sign the user agreement before using the portal. */
    needSign: integer('need_sign', { mode: 'boolean' }).notNull().default(false),
    /** Whether the client may recharge online (support turns it on and off per client). */
    rechargeEnabled: integer('recharge_enabled', { mode: 'boolean' }).notNull().default(true),
    /** When the client subscribed to the location service (基站定位); null while it has not. */
    locateEnabledAt: integer('locate_enabled_at'),
    createdAt: integer('created_at').notNull(),
    /** A sub-customer its main client disabled (停用): its users can neither log in nor call. */
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
  },
  (t) => [index('clients_parent').on(t.parentId)],
);

/** Permission groups: a named set of codes, owned by a main client (for its sub-clients) or by the platform. */
export const permGroups = sqliteTable('perm_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  ownerClientId: integer('owner_client_id'),
  /** The sub-customer a group was made for when its functions were customised (/user_func). */
  forClientId: integer('for_client_id'),
  /**
   * Whom a main client's group is for: its own staff's logins (/perm_user) or its sub-customers'
   * (/sub_customer, /user_func). A login goes only into a group for its kind.
   */
  audience: text('audience', { enum: ['staff', 'sub_client'] })
    .notNull()
    .default('staff'),
});

export const permGroupCodes = sqliteTable(
  'perm_group_codes',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => permGroups.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.code] })],
);

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey(),
    username: text('username').notNull(),
    /** `scrypt$<N>$<salt b64>$<hash b64>`; never the plain password. */
    passwordHash: text('password_hash').notNull(),
    loginType: text('login_type', { enum: ['client', 'support'] }).notNull(),
    clientId: integer('client_id').references(() => clients.id),
    groupId: integer('group_id').references(() => permGroups.id),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    needChanged: integer('need_changed', { mode: 'boolean' }).notNull().default(false),
    needConfirm: integer('need_confirm', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    /** The person's name, as the main client's user list (/perm_user) shows it. */
    name: text('name').notNull().default(''),
    /** A locked user cannot log in, and its tokens stop working at once (403). */
    locked: integer('locked', { mode: 'boolean' }).notNull().default(false),
    /** The last successful login (password or SMS code): when, and from which address. */
    lastLoginAt: integer('last_login_at'),
    lastLoginIp: text('last_login_ip').notNull().default(''),
  },
  (t) => [uniqueIndex('users_username').on(t.username), index('users_client').on(t.clientId)],
);

/** Per-user exceptions to the group's codes, so a single code can be granted or withdrawn live. */
export const userPermOverrides = sqliteTable(
  'user_perm_overrides',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    effect: text('effect', { enum: ['grant', 'revoke'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** Issued JWTs by id, so logout and revocation take effect on the next call. */
export const tokens = sqliteTable(
  'tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when a support user acts as a customer (login_type support_switch_client). */
    actingClientId: integer('acting_client_id').references(() => clients.id),
    issuedAt: integer('issued_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
  },
  (t) => [index('tokens_user').on(t.userId)],
);

export const plans = sqliteTable('plans', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** The name in English; a plan written before it existed reads its Chinese name. */
  nameEn: text('name_en').notNull().default(''),
  carrier: text('carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
  quotaMb: integer('quota_mb').notNull(),
  months: integer('months').notNull(),
  priceCents: integer('price_cents').notNull(),
  /** Whether the plan includes SMS (a data-only plan's cards cannot receive any). */
  smsIncluded: integer('sms_included', { mode: 'boolean' }).notNull().default(true),
});

export const cards = sqliteTable(
  'cards',
  {
    id: integer('id').primaryKey(),
    /** The client holding the card (a main client or one of its sub-clients). */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** The main client of the holder, so a main client sees its whole tree with one index. */
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    iccid: text('iccid').notNull(),
    msisdn: text('msisdn').notNull(),
    imsi: text('imsi').notNull(),
    eid: text('eid'),
    imei: text('imei'),
    ocImsi: text('oc_imsi'),
    oIccid: text('o_iccid'),
    carrier: text('carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
    status: text('status', { enum: ['pending', 'testing', 'active', 'suspended', 'cancelled'] }).notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    usageMb: real('usage_mb').notNull().default(0),
    /** Epoch milliseconds. */
    activatedAt: integer('activated_at'),
    expiresAt: integer('expires_at'),
    createdAt: integer('created_at').notNull(),
    /** The billing group (pooled data) the card belongs to, if any (billing_groups.id). */
    billingGroupId: integer('billing_group_id'),
    /** The customer's project group the card is assigned to, if any (project_groups.id). */
    projectGroupId: integer('project_group_id'),
    /** 实名认证 state: Chinese IoT cards need the user's real name before they may be used. */
    realNameStatus: text('real_name_status', { enum: ['unverified', 'reviewing', 'verified', 'rejected'] })
      .notNull()
      .default('verified'),
    /** Add-on data (加油包) bought for the current month, on top of the plan's quota; reset each month. */
    addonMb: real('addon_mb').notNull().default(0),
    /** The network functions at the carrier, each on or off (批量断网 / 复网); a new card has all on. */
    dataOn: integer('data_on', { mode: 'boolean' }).notNull().default(true),
    smsOn: integer('sms_on', { mode: 'boolean' }).notNull().default(true),
    voiceOn: integer('voice_on', { mode: 'boolean' }).notNull().default(true),
    /** A multi-carrier card's own switching policy (oc_policies.id); null: the system default. */
    ocPolicyId: integer('oc_policy_id'),
  },
  (t) => [
    uniqueIndex('cards_iccid').on(t.iccid),
    uniqueIndex('cards_msisdn').on(t.msisdn),
    uniqueIndex('cards_imsi').on(t.imsi),
    index('cards_eid').on(t.eid).where(sql`eid is not null`),
    index('cards_oc_imsi').on(t.ocImsi).where(sql`oc_imsi is not null`),
    index('cards_o_iccid').on(t.oIccid).where(sql`o_iccid is not null`),
    // The card list and the header counts, once per scope: a main client's tree (main_client_id)
    // and a sub-client's own cards (client_id). (scope, status, carrier, expires_at) answers every
    // COUNT of the list's filters from the index alone; the others give each sort its order, so a
    // sorted page reads 20 entries instead of sorting a client's cards. See services/cards.ts.
    index('cards_main_status').on(t.mainClientId, t.status, t.carrier, t.expiresAt),
    index('cards_client_status').on(t.clientId, t.status, t.carrier, t.expiresAt),
    index('cards_main_expires').on(t.mainClientId, t.expiresAt),
    index('cards_client_expires').on(t.clientId, t.expiresAt),
    index('cards_main_activated').on(t.mainClientId, t.activatedAt),
    index('cards_client_activated').on(t.clientId, t.activatedAt),
    index('cards_main_usage').on(t.mainClientId, t.usageMb),
    index('cards_client_usage').on(t.clientId, t.usageMb),
    index('cards_main_plan').on(t.mainClientId, t.planId),
    index('cards_client_plan').on(t.clientId, t.planId),
    index('cards_main_real_name').on(t.mainClientId, t.realNameStatus),
    index('cards_client_real_name').on(t.clientId, t.realNameStatus),
    index('cards_billing_group').on(t.billingGroupId).where(sql`billing_group_id is not null`),
    index('cards_project_group').on(t.projectGroupId).where(sql`project_group_id is not null`),
    index('cards_oc_policy').on(t.ocPolicyId).where(sql`oc_policy_id is not null`),
  ],
);

/**
 * A multi-carrier (OC) card's profiles, one per carrier: the ICCID and IMSI the card uses on that
 * carrier's network. The card's o_iccid / oc_imsi are those of the profile online now.
 */
export const ocProfiles = sqliteTable(
  'oc_profiles',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    carrier: text('carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
    iccid: text('iccid').notNull(),
    imsi: text('imsi').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.carrier] })],
);

/**
 * Switching policies of multi-carrier cards. owner_client_id null: the system default, read-only
 * (the lowest such id). Carrier lists are comma-separated carrier keys.
 */
export const ocPolicies = sqliteTable(
  'oc_policies',
  {
    id: integer('id').primaryKey(),
    /** The main client owning it; null for the system default. */
    ownerClientId: integer('owner_client_id'),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['priority', 'best_signal', 'weak_signal', 'latency'] }).notNull(),
    priority: text('priority').notNull(),
    blacklist: text('blacklist').notNull().default(''),
    thresholdDbm: integer('threshold_dbm'),
    probeIp: text('probe_ip'),
    latencyMs: integer('latency_ms'),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('oc_policies_owner').on(t.ownerClientId)],
);

/**
 * A policy distributed to a card by a batch row: it waits for the card's next attach (pending,
 * applies_at), then applies or fails with the reason (an i18n message as JSON).
 */
export const ocAssignments = sqliteTable(
  'oc_assignments',
  {
    id: integer('id').primaryKey(),
    taskId: integer('task_id').notNull(),
    rowNo: integer('row_no').notNull(),
    cardId: integer('card_id').notNull(),
    policyId: integer('policy_id').notNull(),
    status: text('status', { enum: ['pending', 'applied', 'failed'] }).notNull(),
    message: text('message'),
    createdAt: integer('created_at').notNull(),
    appliesAt: integer('applies_at').notNull(),
    appliedAt: integer('applied_at'),
  },
  (t) => [
    uniqueIndex('oc_assignments_row').on(t.taskId, t.rowNo),
    index('oc_assignments_pending').on(t.status, t.appliesAt),
    index('oc_assignments_card').on(t.cardId),
  ],
);

/** A multi-carrier card's carrier switches: when, from, to, why (and the measurement behind it). */
export const ocSwitches = sqliteTable(
  'oc_switches',
  {
    id: integer('id').primaryKey(),
    cardId: integer('card_id').notNull(),
    at: integer('at').notNull(),
    fromCarrier: text('from_carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
    toCarrier: text('to_carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
    reason: text('reason', { enum: ['weak_signal', 'latency', 'policy', 'carrier_change'] }).notNull(),
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('oc_switches_card').on(t.cardId, t.at), index('oc_switches_at').on(t.at)],
);

/** Key-value settings of the emulated platform (hosted_on_ec, upgrade mode, ...). */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * SMS and verification codes the platform "sent". The emulator sends nothing: it keeps them here
 * so demos and tests can read them through the control API.
 */
export const sentCodes = sqliteTable(
  'sent_codes',
  {
    id: integer('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['login', 'register', 'contact', 'voice_whitelist'] }).notNull(),
    code: text('code').notNull(),
    sentAt: integer('sent_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    /** Wrong guesses at this code: it dies at CODE_MAX_TRIES. */
    wrongTries: integer('wrong_tries').notNull().default(0),
  },
  (t) => [index('sent_codes_phone').on(t.phone, t.sentAt)],
);

/**
 * Data used per card and calendar month (UTC+8), for the card's usage charts: a row for each
 * month the card was in service; the current month's row follows `cards.usage_mb`. Keyed by
 * (card_id, month), so one card's history is a single index range.
 */
export const cardUsageMonthly = sqliteTable(
  'card_usage_monthly',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    usageMb: real('usage_mb').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.month] })],
);

/**
 * Self-registrations (/client_register/), reviewed by the platform: the world approves one 24 hours
 * after it was submitted (creating its client and main user), or rejects it.
 */
export const registrations = sqliteTable(
  'registrations',
  {
    /** 'REG' + digits, the number the applicant quotes to follow its progress. */
    id: text('id').primaryKey(),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** Hashed like users.password_hash; it becomes the main user's password on approval. */
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['reviewing', 'approved', 'rejected'] }).notNull(),
    rejectReason: text('reject_reason'),
    submittedAt: integer('submitted_at').notNull(),
    reviewedAt: integer('reviewed_at'),
    /** Who decided: a support user's username, or 'platform' (the clock's reviewer). */
    reviewer: text('reviewer'),
    /** The client created on approval. */
    clientId: integer('client_id').references(() => clients.id),
  },
  (t) => [
    index('registrations_status').on(t.status, t.submittedAt),
    index('registrations_phone').on(t.phone),
    index('registrations_username').on(t.username),
  ],
);

/** Which version of which agreement module a main client signed, and when. */
export const agreementSignatures = sqliteTable(
  'agreement_signatures',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    version: text('version').notNull(),
    signedAt: integer('signed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.module, t.version] })],
);

/** The WeChat account a user bound for login checks (/wx_func/verify/): at most one per user. */
export const wxBindings = sqliteTable('wx_bindings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nickname: text('nickname').notNull(),
  boundAt: integer('bound_at').notNull(),
});

/** The portal's user events (/user_event_log/add/), as the client reported them. */
export const userEventLogs = sqliteTable(
  'user_event_logs',
  {
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventName: text('event_name').notNull(),
    /** As the portal sent it (its own clock and format). */
    eventTime: text('event_time').notNull(),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [index('user_event_logs_user').on(t.userId, t.receivedAt)],
);

/**
 * Long work (batch imports, exports) queued like the real backend's Celery tasks, run by the task
 * engine (server/tasks/engine.ts) on the emulator clock: a client's tasks run one after another,
 * each in steps of `rows per step` rows taking the kind's step time. A step is one transaction
 * (its effects, its rows' outcomes and `steps_done`), so a killed emulator resumes after the last
 * whole step and applies no row twice. The queue size the portal polls is the pending and running
 * tasks of the caller's client.
 */
export const tasks = sqliteTable(
  'tasks',
  {
    id: integer('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id),
    kind: text('kind').notNull(),
    status: text('status', {
      enum: ['checked', 'pending', 'running', 'done', 'partial', 'failed', 'cancelled'],
    }).notNull(),
    /** 0-100. */
    progress: integer('progress').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    /** The emulator time it began running (after the client's earlier tasks). */
    startedAt: integer('started_at'),
    finishedAt: integer('finished_at'),
    /** Who started it (null for the platform's own tasks). */
    userId: integer('user_id'),
    /** What was asked, as JSON (an export's filters, a batch's numbers). */
    params: text('params'),
    /** Rows the task covers (an export's card count). */
    total: integer('total'),
    /** Whole steps done: the point a restarted emulator resumes from. */
    stepsDone: integer('steps_done').notNull().default(0),
    /** Rows handled so far, and how many of them failed. */
    doneRows: integer('done_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    /** Why a failed task failed, as a message key the portal shows in the caller's language. */
    error: text('error'),
  },
  (t) => [
    index('tasks_status_client').on(t.status, t.clientId),
    index('tasks_client_kind').on(t.clientId, t.kind, t.createdAt),
  ],
);

/**
 * A row task's input and outcome, one per row of its file or list: `input` is the row as JSON,
 * `outcome` pending until its step ran, then ok or failed with a message key and its parameters.
 */
export const taskRows = sqliteTable(
  'task_rows',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    number: text('number').notNull().default(''),
    input: text('input').notNull(),
    outcome: text('outcome', { enum: ['pending', 'ok', 'failed'] })
      .notNull()
      .default('pending'),
    /** `{"key": ..., "params": {...}}` of the outcome's message, worded when read. */
    message: text('message'),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.rowNo] })],
);

/**
 * An export's cards, in the export's order, taken when the export is asked for: the export writes
 * what the list showed then, and each step reads its cards by key (`seq`), never by offset, so a
 * million-card export reads each card once. Dropped when the export ends.
 */
export const exportCards = sqliteTable(
  'export_cards',
  {
    /** Increasing in the export's order (rows are inserted in that order). */
    seq: integer('seq').primaryKey(),
    taskId: integer('task_id').notNull(),
    cardId: integer('card_id').notNull(),
  },
  (t) => [index('export_cards_task').on(t.taskId)],
);

/**
 * Platform notices (/unread/marquees/, /platform/notices/): HTML the portal sanitises, in Chinese
 * and English. `audience` is 'all' (every login), 'clients' (customer logins) or 'client' (the tree
 * of the main client in client_id). A notice shows from published_at until expires_at (epoch ms).
 */
export const notices = sqliteTable(
  'notices',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    content: text('content').notNull(),
    contentEn: text('content_en').notNull(),
    audience: text('audience', { enum: ['all', 'clients', 'client'] }).notNull(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    publishedAt: integer('published_at').notNull(),
    expiresAt: integer('expires_at'),
  },
  (t) => [
    index('notices_published').on(t.publishedAt),
    check('notices_audience_client', sql`(${t.audience} = 'client') = (${t.clientId} is not null)`),
  ],
);

/** Which user read which notice, and when (the first read stands). */
export const noticeReads = sqliteTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: integer('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);

/**
 * Surveys put to customer logins (/questionnaire/). `questions` is JSON: a list of
 * `{ id, text: {zh-CN, en}, options: [{zh-CN, en}] }` (no options asks for free text).
 */
export const questionnaires = sqliteTable('questionnaires', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  url: text('url').notNull(),
  questions: text('questions').notNull(),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  audience: text('audience', { enum: ['client'] })
    .notNull()
    .default('client'),
});

/** A user's answers to a questionnaire (JSON `{question id: answer}`): at most one per user. */
export const questionnaireAnswers = sqliteTable(
  'questionnaire_answers',
  {
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: text('answers').notNull(),
    answeredAt: integer('answered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionnaireId, t.userId] })],
);

/** A task's result file, kept on disk beside the world's uploads (`path`, relative to them). */
export const taskFiles = sqliteTable('task_files', {
  taskId: integer('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mime: text('mime').notNull(),
  path: text('path').notNull(),
  size: integer('size').notNull(),
  /** Times the file was downloaded (the export log shows it). */
  downloads: integer('downloads').notNull().default(0),
});

/**
 * Billing groups (计费组, "vbg"): cards of one main client that share their data as a pool. The
 * pool is the sum of the members' plan quotas (and add-ons); its use, the sum of their usage. The
 * early-warning settings say at which pool percentages an SMS goes to the phones listed;
 * `warned_percent` is the highest threshold already warned this month (reset on the 1st).
 */
export const billingGroups = sqliteTable(
  'billing_groups',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    /** 'VBG' + digits, the number the carrier knows the group by. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    carrier: text('carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
    comment: text('comment').notNull().default(''),
    warnEnabled: integer('warn_enabled', { mode: 'boolean' }).notNull().default(false),
    /** Comma-separated percentages, ascending (e.g. '80,100'). */
    warnThresholds: text('warn_thresholds').notNull().default('80,100'),
    /** Comma-separated mobile numbers that receive the warning SMS. */
    warnPhones: text('warn_phones').notNull().default(''),
    warnedPercent: integer('warned_percent').notNull().default(0),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('billing_groups_main').on(t.mainClientId), uniqueIndex('billing_groups_code').on(t.code)],
);

/** Warning SMS the platform sent (billing-group pool and card usage thresholds, expiry). */
export const smsWarningRecords = sqliteTable(
  'sms_warning_records',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind', { enum: ['vbg_usage', 'card_usage', 'card_expiry'] }).notNull(),
    billingGroupId: integer('billing_group_id').references(() => billingGroups.id, { onDelete: 'set null' }),
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
    /** The percentage crossed (usage kinds) or the days left (expiry). */
    threshold: integer('threshold').notNull(),
    phone: text('phone').notNull(),
    /** The SMS text as sent (in Chinese, as the carrier's SMS gateway sent it). */
    content: text('content').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    sentAt: integer('sent_at').notNull(),
  },
  (t) => [index('sms_warning_records_main').on(t.mainClientId, t.sentAt)],
);

/**
 * A card's status changes, with the reason, as the carrier and the platform recorded them: the
 * answer to "why was my card suspended?". `reason` is a key the contract labels in both languages.
 */
export const cardStatusEvents = sqliteTable(
  'card_status_events',
  {
    id: integer('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    at: integer('at').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    /** 'carrier', 'platform' or a username. */
    operator: text('operator').notNull(),
  },
  (t) => [
    index('card_status_events_card').on(t.cardId, t.at),
    // Issue 43: the warning rules read a clock step's status changes by time.
    index('card_status_events_at').on(t.at),
  ],
);

/** What users did to a card through the portal (activate, stop, resume, change carrier, add-on...). */
export const cardOperations = sqliteTable(
  'card_operations',
  {
    id: integer('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    username: text('username').notNull(),
    /** A key the contract labels in both languages. */
    action: text('action').notNull(),
    /** The action's parameters as JSON (the new carrier, the package...). */
    detail: text('detail').notNull().default('{}'),
    at: integer('at').notNull(),
  },
  (t) => [index('card_operations_card').on(t.cardId, t.at)],
);

/** Base stations the platform can place a card at (cell-based location). */
export const cells = sqliteTable('cells', {
  id: integer('id').primaryKey(),
  carrier: text('carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
  lac: integer('lac').notNull(),
  ci: integer('ci').notNull(),
  lat: real('lat').notNull(),
  lng: real('lng').notNull(),
  province: text('province').notNull(),
  provinceEn: text('province_en').notNull(),
  city: text('city').notNull(),
  cityEn: text('city_en').notNull(),
  address: text('address').notNull(),
  addressEn: text('address_en').notNull(),
});

/** A card's data sessions (PDP contexts): the latest one of a card is open while `ended_at` is null. */
export const cardSessions = sqliteTable(
  'card_sessions',
  {
    id: integer('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    startedAt: integer('started_at').notNull(),
    endedAt: integer('ended_at'),
    ip: text('ip').notNull(),
    apn: text('apn').notNull(),
    cellId: integer('cell_id')
      .notNull()
      .references(() => cells.id),
    /** Uplink and downlink together; of it, `up_kb` was sent by the card (counted when the session ends). */
    usageKb: integer('usage_kb').notNull().default(0),
    upKb: integer('up_kb').notNull().default(0),
    /** The radio access technology the card attached on (issue 44, /sap_sim_session). */
    rat: text('rat', { enum: ['gsm', 'lte', 'nr', 'nb', 'cat1'] })
      .notNull()
      .default('lte'),
  },
  (t) => [index('card_sessions_card').on(t.cardId, t.startedAt)],
);

/** SMS to (mt) and from (mo) a card. */
export const cardSms = sqliteTable(
  'card_sms',
  {
    id: integer('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['mt', 'mo'] }).notNull(),
    /** What the card got or sent; an encrypted SMS keeps it masked here and whole in `secret`. */
    content: text('content').notNull(),
    status: text('status', { enum: ['delivered', 'failed', 'pending'] }).notNull(),
    /** Submitted (下行) or received (上行), epoch ms. */
    at: integer('at').notNull(),
    /** The user who sent it (null: the seed's history, a device's reply). */
    senderUserId: integer('sender_user_id'),
    senderName: text('sender_name'),
    /** When the carrier reported it delivered or failed. */
    settledAt: integer('settled_at'),
    /** Why it failed, as a server message key. */
    failReason: text('fail_reason'),
    encrypted: integer('encrypted', { mode: 'boolean' }).notNull().default(false),
    secret: text('secret'),
    /** The send (a task of the engine) it belongs to, and the template it was written from. */
    taskId: integer('task_id'),
    templateId: integer('template_id'),
    /** command: the device answers (上行); notice: no answer. */
    kind: text('kind', { enum: ['command', 'notice'] }),
    segments: integer('segments').notNull().default(1),
    /** What it costs at the carrier's per-segment price, in cents (not yet charged to a balance). */
    costCents: integer('cost_cents').notNull().default(0),
    /** A command's reply is due at this instant; cleared when the reply is written. */
    replyAt: integer('reply_at'),
    /** On a reply (上行): the command (下行) it answers. */
    replyOf: integer('reply_of'),
  },
  (t) => [
    index('card_sms_card').on(t.cardId, t.at),
    index('card_sms_at').on(t.at),
    index('card_sms_pending').on(t.at).where(sql`status = 'pending'`),
    index('card_sms_reply_due').on(t.replyAt).where(sql`reply_at is not null`),
    index('card_sms_task').on(t.taskId, t.cardId).where(sql`task_id is not null`),
    index('card_sms_template').on(t.templateId).where(sql`template_id is not null`),
  ],
);

/** A main client's SMS templates: content with ${variables}, 指令 (command) or 通知 (notice). */
export const smsTemplates = sqliteTable(
  'sms_templates',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    content: text('content').notNull(),
    kind: text('kind', { enum: ['command', 'notice'] }).notNull(),
    status: text('status', { enum: ['enabled', 'disabled'] }).notNull(),
    createdAt: integer('created_at').notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [index('sms_templates_client').on(t.mainClientId, t.createdAt)],
);

/** SMS signatures (签名): a prefix for SMS read by people, approved at the carrier before use. */
export const smsSignatures = sqliteTable(
  'sms_signatures',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    status: text('status', { enum: ['reviewing', 'approved', 'rejected'] }).notNull(),
    createdAt: integer('created_at').notNull(),
    reviewedAt: integer('reviewed_at'),
    /**
     * Why it was rejected: a server message key when the carrier's automatic review decided
     * (reviewer 'auto'), else the support reviewer's own words (issue 49).
     */
    rejectReason: text('reject_reason'),
    /** Who decided: 'auto' (the automatic review on the clock) or the support user's name (issue 49). */
    reviewer: text('reviewer'),
    createdBy: text('created_by').notNull(),
  },
  (t) => [index('sms_signatures_client').on(t.mainClientId, t.createdAt)],
);

/** Numbers a voice-enabled card may call and be called by (语音白名单). */
export const voiceWhitelist = sqliteTable(
  'voice_whitelist',
  {
    id: integer('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    /** pending: sent to the carrier; active: in effect; failed: the carrier refused it. */
    status: text('status', { enum: ['pending', 'active', 'failed'] }).notNull(),
    source: text('source', { enum: ['portal', 'batch', 'h5'] }).notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('voice_whitelist_card_phone').on(t.cardId, t.phone)],
);

/** Renewals and add-on packages bought for cards. */
export const rechargeRecords = sqliteTable(
  'recharge_records',
  {
    id: integer('id').primaryKey(),
    /** 'R' + digits. */
    orderNo: text('order_no').notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind', { enum: ['renewal', 'addon'] }).notNull(),
    packageName: text('package_name').notNull(),
    // Its English name (issue 39); '' on a row written before it existed, which then reads the Chinese.
    packageNameEn: text('package_name_en').notNull().default(''),
    mb: real('mb').notNull(),
    months: integer('months').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    payMethod: text('pay_method', { enum: ['balance', 'wechat'] }).notNull(),
    status: text('status', { enum: ['success', 'failed', 'refunded'] }).notNull(),
    operator: text('operator').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [
    index('recharge_records_main').on(t.mainClientId, t.at),
    index('recharge_records_card').on(t.cardId, t.at),
  ],
);

/** Devices (modules, trackers, meters) the customer registered, and the card in each. */
export const hardware = sqliteTable(
  'hardware',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    sn: text('sn').notNull(),
    model: text('model').notNull(),
    imei: text('imei').notNull(),
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
    boundAt: integer('bound_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('hardware_main').on(t.mainClientId, t.createdAt),
    uniqueIndex('hardware_sn').on(t.sn),
    uniqueIndex('hardware_card').on(t.cardId).where(sql`card_id is not null`),
  ],
);

/** Real-name submissions (实名认证) for a card, reviewed by the carrier 24 hours later. */
export const realNameRequests = sqliteTable(
  'real_name_requests',
  {
    id: integer('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Kept masked: only the first 6 and last 4 digits. */
    idNumber: text('id_number').notNull(),
    phone: text('phone').notNull(),
    source: text('source', { enum: ['h5', 'hardware', 'portal'] }).notNull(),
    status: text('status', { enum: ['reviewing', 'verified', 'rejected'] }).notNull(),
    rejectReason: text('reject_reason'),
    submittedAt: integer('submitted_at').notNull(),
    reviewedAt: integer('reviewed_at'),
  },
  (t) => [
    index('real_name_requests_card').on(t.cardId, t.submittedAt),
    index('real_name_requests_status').on(t.status, t.submittedAt),
  ],
);

/** A customer's project groups (项目组): cards are assigned to at most one. */
export const projectGroups = sqliteTable(
  'project_groups',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('project_groups_main_name').on(t.mainClientId, t.name)],
);

/** Free tags a customer puts on its cards (filterable in the card list). */
export const cardTags = sqliteTable(
  'card_tags',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.tag] }), index('card_tags_tag').on(t.tag, t.cardId)],
);

/** The location service (基站定位) a client subscribed to, and each location it asked for. */
export const locateQueries = sqliteTable(
  'locate_queries',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    cellId: integer('cell_id').references(() => cells.id),
    userId: integer('user_id'),
    at: integer('at').notNull(),
  },
  (t) => [index('locate_queries_main').on(t.mainClientId, t.at)],
);

/** Frequently asked questions (常见问题), shown on the home page and under Manuals. */
export const faqs = sqliteTable('faqs', {
  id: integer('id').primaryKey(),
  category: text('category').notNull(),
  categoryEn: text('category_en').notNull(),
  question: text('question').notNull(),
  questionEn: text('question_en').notNull(),
  /** HTML, sanitised by the portal. */
  answer: text('answer').notNull(),
  answerEn: text('answer_en').notNull(),
  sort: integer('sort').notNull().default(0),
  views: integer('views').notNull().default(0),
});

/**
 * A main client's open-API access (/api/config): its application (申请开通), reviewed on the
 * emulator's clock, then the app key, the secret's hash (the secret is shown once), the IP
 * allow-list (JSON list of IPv4 addresses and CIDR blocks) and the callback URL.
 */
export const apiAccess = sqliteTable('api_access', {
  mainClientId: integer('main_client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  /** pending, approved or rejected (no row: never applied). */
  status: text('status').notNull(),
  purpose: text('purpose').notNull(),
  dailyCalls: integer('daily_calls').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  appliedAt: integer('applied_at').notNull(),
  reviewedAt: integer('reviewed_at'),
  /**
   * Why the review refused it: a server message key when the automatic review decided (reviewer
   * 'auto'), else the support reviewer's own words (issue 49).
   */
  rejectReason: text('reject_reason'),
  /** Who decided: 'auto' (the automatic review on the clock) or the support user's name (issue 49). */
  reviewer: text('reviewer'),
  appKey: text('app_key'),
  /** sha256 of the secret, hex. */
  secretHash: text('secret_hash'),
  secretHint: text('secret_hint'),
  secretIssuedAt: integer('secret_issued_at'),
  ipAllowlist: text('ip_allowlist').notNull().default('[]'),
  callbackUrl: text('callback_url').notNull().default(''),
});

/**
 * The account ledger (/charge/account): every change of a client's balance, one row each, in the
 * order they happened (id). A row's balance_before + amount_cents = balance_after, and the last
 * row's balance_after is the client's balance_cents: every write goes through `postLedger`
 * (server/services/ledger.ts), which changes the balance and inserts the row in one transaction.
 * A transfer to a sub-client is two rows (transfer_out on the main client, transfer_in on the
 * sub-client) naming each other's client in counterparty_client_id.
 */
export const accountLedger = sqliteTable(
  'account_ledger',
  {
    id: integer('id').primaryKey(),
    /** 'L' + the day + the id: the serial the ledger shows. */
    serialNo: text('serial_no').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'recharge',
        'package',
        'addon',
        'sms',
        'refund',
        'adjust',
        'transfer_in',
        'transfer_out',
        'profit',
      ],
    }).notNull(),
    /** Signed, in cents: a credit is positive, a debit negative. */
    amountCents: integer('amount_cents').notNull(),
    balanceBefore: integer('balance_before').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** The order the change belongs to (a recharge record's order_no, a transfer's number); '' for none. */
    orderNo: text('order_no').notNull().default(''),
    /** The other client of a transfer. */
    counterpartyClientId: integer('counterparty_client_id'),
    operator: text('operator').notNull(),
    /** A user's own note ('' for a remark the system wrote, below). */
    remark: text('remark').notNull().default(''),
    /**
     * A remark the system wrote: its catalogue key and its parameters (JSON), worded in the reader's
     * language (server/i18n.ts `storedTextIn`); null for a user's note.
     */
    remarkKey: text('remark_key'),
    remarkParams: text('remark_params'),
    at: integer('at').notNull(),
  },
  (t) => [
    uniqueIndex('account_ledger_serial').on(t.serialNo),
    index('account_ledger_client').on(t.clientId, t.id),
    index('account_ledger_client_at').on(t.clientId, t.at),
  ],
);

/**
 * Card assignments (划卡, /card_assgin_log): a task of the engine (tasks.kind 'card_assign') moving
 * cards of a main client between it and its sub-customers; its per-card rows are the task's rows.
 * `to_client_id` is null when a file names a sub-customer per row. A withdrawal (撤回) is an
 * assignment of its own that names the one it returns (`withdraw_of`).
 */
export const cardAssignments = sqliteTable(
  'card_assignments',
  {
    taskId: integer('task_id')
      .primaryKey()
      .references(() => tasks.id),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    /** Null for the withdrawal of a file's assignment, whose cards went to several sub-customers. */
    fromClientId: integer('from_client_id').references(() => clients.id),
    toClientId: integer('to_client_id').references(() => clients.id),
    method: text('method', { enum: ['range', 'list', 'file', 'filter', 'withdraw'] }).notNull(),
    /** The assignment this one withdraws, or null. */
    withdrawOf: integer('withdraw_of'),
    /** Set on an assignment once it was withdrawn (the withdrawal's task id). */
    withdrawnBy: integer('withdrawn_by'),
  },
  (t) => [index('card_assignments_main').on(t.mainClientId, t.taskId)],
);

/**
 * The recharge product catalogue (/charge/product): what a customer may buy for its cards, seeded
 * by the emulator and read-only for customers. `effect_modes` lists the modes allowed, comma
 * separated (immediate, next_month, on_activation); a pool product (`pool`) is a billing group's
 * add-on, the only one a pooled card may buy.
 */
export const chargeProducts = sqliteTable('charge_products', {
  id: integer('id').primaryKey(),
  carrier: text('carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
  kind: text('kind', { enum: ['month', 'year', 'addon', 'fixed', 'sms'] }).notNull(),
  /** Data in MB (0 for an SMS package). */
  mb: real('mb').notNull(),
  /** SMS count (0 for a data product). */
  sms: integer('sms').notNull().default(0),
  /** Months of validity (a 加油包: the current month, 1). */
  months: integer('months').notNull(),
  priceCents: integer('price_cents').notNull(),
  effectModes: text('effect_modes').notNull(),
  stackable: integer('stackable', { mode: 'boolean' }).notNull(),
  pool: integer('pool', { mode: 'boolean' }).notNull().default(false),
  status: text('status', { enum: ['on', 'off'] }).notNull(),
});

/**
 * Recharge orders (/charge/order_list): a card recharge paid from the balance (its amount frozen on
 * the account until every card is fulfilled: each card's share becomes a ledger charge or is
 * released), or an account top-up paid by the emulated WeChat provider (credited through the
 * ledger once paid). Amounts are cents; `held_cents` is what the order still holds frozen.
 */
export const chargeOrders = sqliteTable(
  'charge_orders',
  {
    id: integer('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    /** The client whose balance pays (or is topped up); a sub-client pays from its own. */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind', { enum: ['card', 'topup'] }).notNull(),
    productId: integer('product_id').references(() => chargeProducts.id),
    effectMode: text('effect_mode', { enum: ['immediate', 'next_month', 'on_activation'] }),
    /** How it was paid: the balance (card orders), WeChat (online top-ups, the H5's card orders) or a bank transfer (对公转账). */
    channel: text('channel', { enum: ['balance', 'wechat', 'bank'] }).notNull(),
    /** The product's name when the order was placed before the catalogue (seeded history); else ''. */
    productName: text('product_name').notNull().default(''),
    productNameEn: text('product_name_en').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    heldCents: integer('held_cents').notNull().default(0),
    chargedCents: integer('charged_cents').notNull().default(0),
    releasedCents: integer('released_cents').notNull().default(0),
    /** Paid back through the ledger by approved refunds (issue 40): charged - refunded is what the order cost. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** processing: the carrier works (cards) or the payer pays (top-up); then done, partial, failed or closed. */
    status: text('status', { enum: ['processing', 'done', 'partial', 'failed', 'closed'] }).notNull(),
    cardCount: integer('card_count').notNull().default(0),
    /**
     * A WeChat order's (a top-up, or a card order of the public H5 /wx_recharge): its token (the
     * result page's and the control call's address), when the emulated payer pays (null: never),
     * when it closes unpaid, and when it was paid (null until then). A card order paid by WeChat
     * holds nothing and writes no ledger row: the money is the payer's, not the client's balance.
     */
    token: text('token'),
    payAt: integer('pay_at'),
    closesAt: integer('closes_at'),
    paidAt: integer('paid_at'),
    operator: text('operator').notNull(),
    createdAt: integer('created_at').notNull(),
    settledAt: integer('settled_at'),
  },
  (t) => [
    uniqueIndex('charge_orders_no').on(t.orderNo),
    uniqueIndex('charge_orders_token').on(t.token),
    index('charge_orders_client').on(t.clientId, t.id),
    index('charge_orders_processing').on(t.id).where(sql`status = 'processing'`),
  ],
);

/** One card of a card recharge order: its share, when the carrier answers, and what it answered. */
export const chargeOrderCards = sqliteTable(
  'charge_order_cards',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => chargeOrders.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /**
     * processing: the carrier works; success: charged and in effect; failed: refused, its share
     * released; waiting: charged, the product takes effect at `effect_at` (次月生效, 生效中); lapsed:
     * charged, but the card was out of service when it should have taken effect (失败, refundable);
     * refunded: paid back (issue 40).
     */
    status: text('status', {
      enum: ['processing', 'success', 'failed', 'waiting', 'lapsed', 'refunded'],
    }).notNull(),
    /** When the carrier answers for this card. */
    dueAt: integer('due_at').notNull(),
    /** A next-month order's effect: the start of the month after the answer (UTC+8); null once applied. */
    effectAt: integer('effect_at'),
    /** The refund request that names this card's share (issue 40), or null. */
    refundId: integer('refund_id'),
    settledAt: integer('settled_at'),
    /** The carrier's answer: a message key of the emulator ('' while processing). */
    answer: text('answer').notNull().default(''),
  },
  (t) => [
    index('charge_order_cards_order').on(t.orderId),
    // What the clock settles next: the cards the carrier has yet to answer, by when it answers.
    index('charge_order_cards_due').on(t.dueAt).where(sql`status = 'processing'`),
  ],
);

/**
 * The operation log: every write a user made through the portal's API, customer or support,
 * written by one hook at the route layer (server/define-route.ts), successful or refused. `user`
 * is the person holding the token (the support user while switched into a customer), `client`
 * the client the write was for (the caller's, or the card's owner for a support action).
 */
export const operationLogs = sqliteTable(
  'operation_logs',
  {
    id: integer('id').primaryKey(),
    at: integer('at').notNull(),
    userId: integer('user_id'),
    username: text('username').notNull(),
    clientId: integer('client_id'),
    loginType: text('login_type', { enum: ['client', 'support', 'support_switch_client'] }).notNull(),
    /** The endpoint: its method and its path under /ep/api (the contract's endpoint). */
    method: text('method').notNull(),
    action: text('action').notNull(),
    /** What the write named: its ids, numbers or name, as `field=value` pairs. */
    object: text('object').notNull().default(''),
    /** A reason the user gave (a support action's reason), as typed. */
    note: text('note'),
    /** The envelope's code (200 done), and its message in the caller's language. */
    code: integer('code').notNull(),
    message: text('message').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('operation_logs_at').on(t.at),
    index('operation_logs_client').on(t.clientId, t.at),
    index('operation_logs_user').on(t.username, t.at),
  ],
);

/** Why support changed a card's status, as typed (card_status_events whose reason is 'support'). */
export const cardStatusNotes = sqliteTable('card_status_notes', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => cardStatusEvents.id, { onDelete: 'cascade' }),
  note: text('note').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Issue 40: trade query (交易查询) and refunds.

/**
 * A customer's request to refund the charged, unfulfilled shares of one of its orders (the cards
 * whose product waits for next month or lapsed): `charge_order_cards.refund_id` names its cards.
 * Reviewed on the emulator clock at `due_at` (or by support earlier) by one function,
 * `reviewRefund` (server/services/refunds.ts); an approved refund pays back through the ledger.
 */
export const refundRequests = sqliteTable(
  'refund_requests',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => chargeOrders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    amountCents: integer('amount_cents').notNull(),
    /** The customer's reason, as typed ('' for none). */
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: integer('requested_at').notNull(),
    /** When the emulated review decides it, unless a support user decided earlier. */
    dueAt: integer('due_at').notNull(),
    reviewedAt: integer('reviewed_at'),
    reviewer: text('reviewer'),
    /** Why it was refused: a catalogue key of the emulator's messages with its parameters (JSON). */
    rejectReason: text('reject_reason'),
  },
  (t) => [
    index('refund_requests_order').on(t.orderId),
    index('refund_requests_due').on(t.dueAt).where(sql`status = 'pending'`),
  ],
);
// Issue 43: warning rules (预警规则) evaluated on the emulator clock, their records, notices and log.

/**
 * A customer's warning rule: what it watches (`type`), over which cards (`scope` and its
 * `scope_ref`: a billing group or project group id, a tag; listed cards in warning_rule_cards), up
 * to 10 ascending thresholds (comma-separated), what it does (notify, stop, cut the network) and
 * when the cards come back (restore), who hears of it (channels, recipients), enabled or not.
 */
export const warningRules = sqliteTable(
  'warning_rules',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    scope: text('scope').notNull(),
    /** The billing group or project group id, or the tag, the scope names; '' for all or listed cards. */
    scopeRef: text('scope_ref').notNull().default(''),
    thresholds: text('thresholds').notNull(),
    action: text('action').notNull(),
    restore: text('restore').notNull().default('none'),
    /** Comma-separated channel keys (portal, sms, email, webhook). */
    channels: text('channels').notNull(),
    /** Comma-separated phones, e-mail addresses or webhook URLs. */
    recipients: text('recipients').notNull(),
    status: text('status', { enum: ['enabled', 'disabled'] }).notNull(),
    hits: integer('hits').notNull().default(0),
    lastTriggeredAt: integer('last_triggered_at'),
    createdAt: integer('created_at').notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [uniqueIndex('warning_rules_main_name').on(t.mainClientId, t.name)],
);

/** The cards a rule of scope `cards` watches. */
export const warningRuleCards = sqliteTable(
  'warning_rule_cards',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => warningRules.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.cardId] })],
);

/** Who changed which rule and how (/warning_rule_log); `detail` is JSON of the fields changed. */
export const warningRuleLogs = sqliteTable(
  'warning_rule_logs',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id').notNull(),
    ruleId: integer('rule_id'),
    ruleName: text('rule_name').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull().default('{}'),
    username: text('username').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('warning_rule_logs_main').on(t.mainClientId, t.at)],
);

/**
 * Each trigger: a rule reached a threshold (level) for a card in a cycle (month), once, by the
 * unique key; or a billing group's pool warning (source 'vbg', rule_id null). What was done
 * (action, result), when the card comes back (restore_at, restored_at), and the user's handling.
 */
export const warningRecords = sqliteTable(
  'warning_records',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id').notNull(),
    source: text('source', { enum: ['rule', 'vbg'] }).notNull(),
    ruleId: integer('rule_id'),
    billingGroupId: integer('billing_group_id'),
    cardId: integer('card_id'),
    level: integer('level').notNull(),
    /** 'YYYY-MM' (UTC+8). */
    cycle: text('cycle').notNull(),
    value: real('value').notNull(),
    threshold: real('threshold').notNull(),
    action: text('action').notNull(),
    result: text('result').notNull(),
    status: text('status', { enum: ['pending', 'handled', 'ignored'] }).notNull(),
    at: integer('at').notNull(),
    restoreAt: integer('restore_at'),
    restoredAt: integer('restored_at'),
  },
  (t) => [
    uniqueIndex('warning_records_once')
      .on(t.ruleId, t.cardId, t.level, t.cycle)
      .where(sql`rule_id is not null`),
    index('warning_records_main').on(t.mainClientId, t.at),
    index('warning_records_rule').on(t.ruleId, t.at),
    index('warning_records_restore')
      .on(t.restoreAt)
      .where(sql`restore_at is not null and restored_at is null`),
  ],
);

/** Each delivery of a warning: channel, recipient, content, status, retries. */
export const warningNotices = sqliteTable(
  'warning_notices',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id').notNull(),
    recordId: integer('record_id').notNull(),
    /** The rule's name, or the billing group's, as the notice was about. */
    subject: text('subject').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    retries: integer('retries').notNull().default(0),
    at: integer('at').notNull(),
  },
  (t) => [index('warning_notices_main').on(t.mainClientId, t.at)],
);

// ---------------------------------------------------------------------------------------------
// Issue 42: work orders (/work/center). Each order moves 待审核 → 处理中 → 待运营商 → 已完成 / 部分失败 /
// 失败 (or 已驳回 at review, 已撤销 by its submitter while pending); the emulator takes the next step at
// `next_at` on its clock (server/services/work-orders.ts), within the carrier's SLA (`due_at`).

export const workOrders = sqliteTable(
  'work_orders',
  {
    id: integer('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    /** The client that submitted it, and its main client (a main client sees its tree's orders). */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    type: text('type', {
      enum: [
        'directed',
        'tac_bind',
        'unbind',
        'product_change',
        'stop_resume',
        'realname_clear',
        'speed_limit',
        'other',
      ],
    }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** A title the platform wrote (a directed address's order): a message key and parameters (JSON), worded when read. */
    titleMessage: text('title_message'),
    /**
     * What a general ticket asks the carrier to do to its cards (a 停复机 ticket: stop or resume; a 限速
     * ticket: limit or lift the limit; a 实名清除 or 解绑 ticket: its type), done to each card when the
     * carrier answers; null for the others.
     */
    cardAction: text('card_action', {
      enum: ['stop', 'resume', 'limit', 'lift', 'realname_clear', 'unbind'],
    }),
    /** Where it came from: the portal, the open API or an automation rule. */
    source: text('source', { enum: ['portal', 'api', 'rule'] })
      .notNull()
      .default('portal'),
    status: text('status', {
      enum: [
        'pending',
        'processing',
        'carrier',
        'done',
        'partial',
        'failed',
        'rejected',
        'cancelled',
        'closed',
      ],
    }).notNull(),
    /** The carrier whose SLA applies (the cards'), and the SLA in working days. */
    carrier: text('carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }),
    slaDays: integer('sla_days').notNull(),
    submitter: text('submitter').notNull(),
    /** Who handles it: 'auto' (the platform's automatic handler) or a support user's name; null until reviewed. */
    handler: text('handler'),
    /** Why it was rejected, as the reviewer typed it. */
    rejectReason: text('reject_reason'),
    /** The carrier's answer to the whole order: a message key and its parameters (JSON), worded when read. */
    answer: text('answer'),
    cardCount: integer('card_count').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    dueAt: integer('due_at').notNull(),
    reviewedAt: integer('reviewed_at'),
    forwardedAt: integer('forwarded_at'),
    finishedAt: integer('finished_at'),
    /** When the emulator takes the next step by itself; null once finished. */
    nextAt: integer('next_at'),
  },
  (t) => [
    uniqueIndex('work_orders_no').on(t.orderNo),
    index('work_orders_main').on(t.mainClientId, t.createdAt),
    index('work_orders_client').on(t.clientId, t.createdAt),
    index('work_orders_next').on(t.nextAt).where(sql`next_at is not null`),
  ],
);

export const workOrderCards = sqliteTable(
  'work_order_cards',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['waiting', 'success', 'failed'] }).notNull(),
    /** The carrier's answer for this card: a message key and its parameters (JSON), worded when read. */
    answer: text('answer'),
    settledAt: integer('settled_at'),
  },
  (t) => [index('work_order_cards_order').on(t.orderId), index('work_order_cards_card').on(t.cardId)],
);

export const workOrderComments = sqliteTable(
  'work_order_comments',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** Written by the customer's user or by a support user. */
    side: text('side', { enum: ['customer', 'support'] }).notNull(),
    author: text('author').notNull(),
    content: text('content').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('work_order_comments_order').on(t.orderId, t.at)],
);

export const workOrderAttachments = sqliteTable(
  'work_order_attachments',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** Where /upload/file/ serves it back, its name as uploaded and its bytes. */
    fileUrl: text('file_url').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('work_order_attachments_order').on(t.orderId)],
);

/** Issue 42: directed-traffic network groups (定向, /net_group): a main client's groups of one carrier. */
export const netGroups = sqliteTable(
  'net_groups',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    carrier: text('carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('net_groups_name').on(t.mainClientId, t.name)],
);

/**
 * A group's addresses (/net_group/host). Each is added, and removed, by a work order of type
 * 定向配置: its state is read off the orders (新增处理中 while the add order is open, 新增成功 or 新增失败
 * by its outcome, 删除处理中 while the delete order is open, gone once that one is done).
 */
export const netGroupHosts = sqliteTable(
  'net_group_hosts',
  {
    id: integer('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => netGroups.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ip', 'domain'] }).notNull(),
    address: text('address').notNull(),
    protocol: text('protocol', { enum: ['tcp', 'udp', 'any'] }).notNull(),
    addOrderId: integer('add_order_id')
      .notNull()
      .references(() => workOrders.id),
    deleteOrderId: integer('delete_order_id').references(() => workOrders.id),
    createdBy: text('created_by').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('net_group_hosts_group').on(t.groupId), index('net_group_hosts_add').on(t.addOrderId)],
);

// ---------------------------------------------------------------------------------------------
// Issue 44: security awareness (安全感知). Flexible directed access (灵活定向) at the platform's own
// gateway: a main client's allow or block groups, their hosts and their cards.

/** A flexible directed access group: allow (the cards reach only its hosts) or block (never them). */
export const sapGroups = sqliteTable(
  'sap_groups',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['allow', 'block'] }).notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: integer('created_at').notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [uniqueIndex('sap_groups_name').on(t.mainClientId, t.name)],
);

/**
 * A host of a group: an IPv4 address, a CIDR block or a domain (`*.` for its subdomains), a port
 * (null: every port) and a protocol. Sent to the gateway as 'pending' and applied (or refused, with
 * a message key) SAP_HOST_EFFECT_MINUTES later on the emulator clock; `hits` counts the flows the
 * gateway matched against it.
 */
export const sapHosts = sqliteTable(
  'sap_hosts',
  {
    id: integer('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => sapGroups.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    kind: text('kind', { enum: ['ip', 'cidr', 'domain'] }).notNull(),
    port: integer('port'),
    protocol: text('protocol', { enum: ['any', 'tcp', 'udp', 'icmp'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'failed'] }).notNull(),
    failReason: text('fail_reason'),
    hits: integer('hits').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    /** When support last pushed it again after a failure (issue 50); null: sent once, at created_at. */
    pushedAt: integer('pushed_at'),
    appliedAt: integer('applied_at'),
  },
  (t) => [
    index('sap_hosts_group').on(t.groupId, t.createdAt),
    // What the clock settles next: the hosts the gateway has yet to apply.
    index('sap_hosts_pending').on(t.createdAt).where(sql`status = 'pending'`),
  ],
);

/**
 * What a domain host resolved to at the gateway (issue 50, /sap_host_ip): one row per address it
 * resolved to in a run, first and last seen, written as the emulator clock moves (db/sap-gateway.ts).
 */
export const sapHostIps = sqliteTable(
  'sap_host_ips',
  {
    id: integer('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => sapHosts.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeen: integer('first_seen').notNull(),
    lastSeen: integer('last_seen').notNull(),
  },
  (t) => [index('sap_host_ips_host').on(t.hostId, t.firstSeen), index('sap_host_ips_first').on(t.firstSeen)],
);

/**
 * Every call to the security gateway's API (issue 50, /sap_api_log): the group, host and card
 * changes of customers and support, and the gateway's own applies. `actor`: who called (a customer
 * user, a support user, or the gateway itself); `message`: a message key when it failed.
 */
export const sapApiCalls = sqliteTable(
  'sap_api_calls',
  {
    id: integer('id').primaryKey(),
    at: integer('at').notNull(),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    api: text('api').notNull(),
    params: text('params').notNull(),
    ok: integer('ok', { mode: 'boolean' }).notNull(),
    message: text('message'),
    latencyMs: integer('latency_ms').notNull(),
    actor: text('actor', { enum: ['client', 'support', 'gateway'] }).notNull(),
    username: text('username').notNull(),
  },
  (t) => [index('sap_api_calls_at').on(t.at), index('sap_api_calls_client_at').on(t.mainClientId, t.at)],
);

/** A card's directed group: one at most (the card is the key). */
export const sapGroupCards = sqliteTable(
  'sap_group_cards',
  {
    cardId: integer('card_id')
      .primaryKey()
      .references(() => cards.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => sapGroups.id, { onDelete: 'cascade' }),
    addedAt: integer('added_at').notNull(),
    addedBy: text('added_by').notNull(),
  },
  (t) => [index('sap_group_cards_group').on(t.groupId, t.addedAt)],
);

/**
 * Where devices connect, as the gateway sees it: a customer's own platform hosts (its
 * main_client_id) or public ones every device uses (main_client_id 0: NTP, DNS, firmware, and the
 * suspicious destinations a few seeded cards reach). Few rows: traffic refers to them by id.
 */
export const sapDestinations = sqliteTable(
  'sap_destinations',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id').notNull(),
    address: text('address').notNull(),
    port: integer('port').notNull(),
    protocol: text('protocol', { enum: ['tcp', 'udp', 'icmp'] }).notNull(),
    category: text('category', { enum: ['platform', 'ntp', 'dns', 'firmware', 'suspicious'] }).notNull(),
  },
  (t) => [index('sap_destinations_client').on(t.mainClientId, t.category)],
);

/** The cards that also reach suspicious destinations (seeded; the IPS reads them too). */
export const sapSuspectCards = sqliteTable('sap_suspect_cards', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => cards.id, { onDelete: 'cascade' }),
  mainClientId: integer('main_client_id').notNull(),
});

/**
 * Intrusion events the gateway's IPS raised (/sap_ips): one per suspect card, suspicious
 * destination and day, written with the day's traffic. Category and severity follow the
 * destination (a remote-login port is 暴力破解, a telnet sweep 扫描, a known bad address 恶意IP, a
 * mining pool's domain 异常外联); the action is 阻断 when the card's group blocked the flow, else 告警.
 * The customer handles an event, marks it a false positive, or blocks its destination (a block
 * host added to the card's group).
 */
export const sapIpsEvents = sqliteTable(
  'sap_ips_events',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id').notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    destId: integer('dest_id')
      .notNull()
      .references(() => sapDestinations.id),
    day: integer('day').notNull(),
    at: integer('at').notNull(),
    srcIp: text('src_ip').notNull(),
    srcPort: integer('src_port').notNull(),
    category: text('category', {
      enum: ['scan', 'brute_force', 'malicious_ip', 'abnormal_outbound'],
    }).notNull(),
    severity: text('severity', { enum: ['high', 'medium', 'low'] }).notNull(),
    action: text('action', { enum: ['alert', 'block'] }).notNull(),
    status: text('status', { enum: ['pending', 'handled', 'false_positive'] }).notNull(),
    handledBy: text('handled_by'),
    handledAt: integer('handled_at'),
    remark: text('remark'),
  },
  (t) => [
    uniqueIndex('sap_ips_events_card_dest_day').on(t.cardId, t.destId, t.day),
    index('sap_ips_events_client_at').on(t.mainClientId, t.at),
  ],
);

/**
 * A card's traffic to one destination on one day (days since the epoch, UTC+8): bytes up and down,
 * flows, and whether the gateway blocked it (by the card's group as the day was generated).
 * Keyed by day first (WITHOUT ROWID, set in the migration): a day is appended in one pass, and a
 * card's days are one key range each.
 */
export const sapTrafficDaily = sqliteTable(
  'sap_traffic_daily',
  {
    day: integer('day').notNull(),
    cardId: integer('card_id').notNull(),
    destId: integer('dest_id').notNull(),
    bytesUp: integer('bytes_up').notNull(),
    bytesDown: integer('bytes_down').notNull(),
    flows: integer('flows').notNull(),
    blocked: integer('blocked').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.cardId, t.destId] })],
);

/** Per group, day and destination: the rollup a group's chart reads (kept as each day is generated). */
export const sapTrafficGroupDaily = sqliteTable(
  'sap_traffic_group_daily',
  {
    groupId: integer('group_id').notNull(),
    day: integer('day').notNull(),
    destId: integer('dest_id').notNull(),
    allowedBytes: integer('allowed_bytes').notNull(),
    blockedBytes: integer('blocked_bytes').notNull(),
    flows: integer('flows').notNull(),
    blockedFlows: integer('blocked_flows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.day, t.destId] })],
);

/** The days whose traffic has been generated (the clock generates each day once, when it ends). */
export const sapTrafficDays = sqliteTable('sap_traffic_days', {
  day: integer('day').primaryKey(),
  generatedAt: integer('generated_at').notNull(),
  rows: integer('rows').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Issue 42 (continued): directed-traffic groups' cards (/net_group/card).

/** The plans a carrier directs traffic on (定向套餐): only their cards go into a directed group. */
export const directedPlans = sqliteTable('directed_plans', {
  planId: integer('plan_id')
    .primaryKey()
    .references(() => plans.id),
});

/**
 * A group's cards (/net_group/card). Each is put in, and taken out, by a 定向配置 work order naming
 * it: its state is read off that order's result for the card (新增处理中 while the add order is
 * open, 新增成功 or 新增失败 by the card's result, 删除处理中 while the removal is open, gone once the
 * carrier has taken it out). A card is in one group at most (checked when added).
 */
export const netGroupCards = sqliteTable(
  'net_group_cards',
  {
    id: integer('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => netGroups.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    addOrderId: integer('add_order_id')
      .notNull()
      .references(() => workOrders.id),
    deleteOrderId: integer('delete_order_id').references(() => workOrders.id),
    createdBy: text('created_by').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('net_group_cards_group').on(t.groupId, t.createdAt),
    index('net_group_cards_card').on(t.cardId),
    index('net_group_cards_add').on(t.addOrderId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Issue 40 (trade): the monthly 停机保号 fee (server/services/keep-fee.ts)

/**
 * Per holder and month ('YYYY-MM', UTC+8): the 停机保号 fee of its cards stopped at its request when
 * the month started, what its balance paid and what it still owes (未结清; the next top-up pays it).
 */
export const keepFeeCharges = sqliteTable(
  'keep_fee_charges',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    month: text('month').notNull(),
    cards: integer('cards').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidCents: integer('paid_cents').notNull(),
    owedCents: integer('owed_cents').notNull(),
    chargedAt: integer('charged_at').notNull(),
    /** When the last of it was paid; null while some is owed. */
    settledAt: integer('settled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.month] }),
    index('keep_fee_charges_owed').on(t.clientId).where(sql`owed_cents > 0`),
  ],
);

/** A month's per-card breakdown of the fee (the bill lists it): the card as it was then. */
export const keepFeeCards = sqliteTable(
  'keep_fee_cards',
  {
    month: text('month').notNull(),
    cardId: integer('card_id').notNull(),
    clientId: integer('client_id').notNull(),
    iccid: text('iccid').notNull(),
    carrier: text('carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
    feeCents: integer('fee_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.cardId] }),
    index('keep_fee_cards_client').on(t.clientId, t.month),
  ],
);

// ---------------------------------------------------------------------------------------------
// Issue 42 (work orders): machine-card binding, /work/tac (server/services/tac-bindings.ts)

/**
 * A card bound to its device (机卡绑定): to the first IMEI the carrier sees it in (首话单), or to an
 * IMEI segment by its TAC prefix (8 to 14 digits). Added and removed by work orders (机卡绑定 and
 * 解绑); its state is read off them, as a directed group's cards are.
 */
export const cardBindings = sqliteTable(
  'card_bindings',
  {
    id: integer('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    mode: text('mode', { enum: ['first_cdr', 'tac'] }).notNull(),
    tac: text('tac'),
    /** 首话单: the IMEI the card was first seen in once bound (null until it is seen). */
    boundImei: text('bound_imei'),
    addOrderId: integer('add_order_id')
      .notNull()
      .references(() => workOrders.id),
    deleteOrderId: integer('delete_order_id').references(() => workOrders.id),
    createdBy: text('created_by').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('card_bindings_main').on(t.mainClientId, t.createdAt),
    index('card_bindings_card').on(t.cardId),
    index('card_bindings_add').on(t.addOrderId),
  ],
);

/** Each device change the carrier saw for a card: the IMEI before and after, and whether it broke a binding. */
export const cardImeiEvents = sqliteTable(
  'card_imei_events',
  {
    id: integer('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    at: integer('at').notNull(),
    oldImei: text('old_imei'),
    newImei: text('new_imei').notNull(),
    /** The new device breaks the card's binding (已分离). */
    separated: integer('separated').notNull(),
    /** The card was stopped for it (机卡分离停机). */
    stopped: integer('stopped').notNull(),
  },
  (t) => [
    index('card_imei_events_main').on(t.mainClientId, t.at),
    index('card_imei_events_card').on(t.cardId, t.at),
  ],
);

/** The emulated world's script: a card moved to another device at `at` (applied, then deleted, as the clock passes it). */
export const imeiSwaps = sqliteTable(
  'imei_swaps',
  {
    id: integer('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    at: integer('at').notNull(),
    imei: text('imei').notNull(),
  },
  (t) => [index('imei_swaps_at').on(t.at)],
);

// ---------------------------------------------------------------------------------------------
// Issue 46: the support side, part 2 (speed limiting, the carrier's resume requests).

/** The plans whose cards the carrier slows down once their quota is used (达量限速) rather than stop. */
export const speedLimitPlans = sqliteTable('speed_limit_plans', {
  planId: integer('plan_id')
    .primaryKey()
    .references(() => plans.id),
});

/**
 * The cards slowed down now (限速), one row each: since when and the month's usage then. The clock
 * adds a card on a 达量限速 plan once its usage passes quota + add-on; a new month, or support's
 * lift (`liftSpeedLimit`), takes it out.
 */
export const speedLimitedCards = sqliteTable('speed_limited_cards', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => cards.id, { onDelete: 'cascade' }),
  since: integer('since').notNull(),
  usageMb: real('usage_mb').notNull(),
});

/**
 * Every resume (复机) the platform sent to a card's carrier (/remote_reroot): who asked, from where,
 * and the carrier's answer, which comes `next_at` on the emulator clock (`settleCarrierResumes`).
 */
export const carrierResumes = sqliteTable(
  'carrier_resumes',
  {
    id: integer('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** The card's holder when it was sent, and its main client (a client filter reads either). */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    iccid: text('iccid').notNull(),
    carrier: text('carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
    /** Where it came from: a batch, the card list, support's status change, support's speed-limit lift. */
    source: text('source', {
      enum: ['batch', 'card_list', 'support', 'speed_limit', 'speccard', 'work_order'],
    }).notNull(),
    requester: text('requester').notNull(),
    requestedAt: integer('requested_at').notNull(),
    status: text('status', { enum: ['sent', 'done', 'failed'] }).notNull(),
    /** The carrier's answer, a message key, once it came. */
    answer: text('answer'),
    answeredAt: integer('answered_at'),
    /** When the carrier answers, on the emulator clock. */
    nextAt: integer('next_at').notNull(),
  },
  (t) => [
    index('carrier_resumes_at').on(t.requestedAt),
    index('carrier_resumes_client').on(t.clientId, t.requestedAt),
    index('carrier_resumes_sent').on(t.nextAt).where(sql`status = 'sent'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Issue 40 (trade): monthly bills (server/services/bills.ts)

/**
 * One client's statement of a month ('YYYY-MM', UTC+8), issued by the clock's step when the month
 * ends, from that month's ledger rows: opening and closing balance, the sum of each ledger kind
 * (JSON object kind → signed cents), what was owed (未结清 停机保号) at its end and the month's data use.
 * 已出账 while something is owed, 已结清 once nothing is (settled_at).
 */
export const monthlyBills = sqliteTable(
  'monthly_bills',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    month: text('month').notNull(),
    openingCents: integer('opening_cents').notNull(),
    closingCents: integer('closing_cents').notNull(),
    kindCents: text('kind_cents').notNull(),
    owedCents: integer('owed_cents').notNull(),
    usageMb: real('usage_mb').notNull(),
    issuedAt: integer('issued_at').notNull(),
    /** When nothing was owed any more; null while the bill is 已出账. */
    settledAt: integer('settled_at'),
  },
  (t) => [uniqueIndex('monthly_bills_client_month').on(t.clientId, t.month)],
);

// ---------------------------------------------------------------------------------------------
// Issue 47: the support task centre.

/**
 * The tasks support runs for a client (/batch_task/list): which support kind (O_BHCS, …) an engine
 * task is, where its rows came from and what the form chose for every row. The task itself (its
 * queue, steps, rows and results) is the engine's `tasks` row.
 */
export const supportTasks = sqliteTable(
  'support_tasks',
  {
    taskId: integer('task_id')
      .primaryKey()
      .references(() => tasks.id),
    kind: text('kind').notNull(),
    /** JSON: the source ({file} | {pasted} | {retry_of}) and the form's choice for every row. */
    params: text('params').notNull(),
  },
  (t) => [index('support_tasks_kind').on(t.kind, t.taskId)],
);

// ---------------------------------------------------------------------------------------------
// Issue 46, part 2 (support): speed-limit lifts (O_LCR), …

/**
 * The cards whose speed limit support lifted this month (限速恢复, `liftSpeedLimit`): the clock's
 * `limitSpeeds` leaves them alone until a new month starts over (which clears this table too).
 */
export const speedLimitLifts = sqliteTable('speed_limit_lifts', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => cards.id, { onDelete: 'cascade' }),
  liftedAt: integer('lifted_at').notNull(),
});

// Issue 42: plan change (/product_change).

/**
 * A card's plan change, one row per card of a 套餐变更 work order: the old and new plan, when it
 * takes effect, and the price difference the payer's account holds for it. `status`: 'held' while
 * the order is on its way (the difference frozen), 'waiting' charged and due next month at
 * `effect_at`, 'done' in effect (the card's plan changed at `effect_at`), 'released' when the
 * order was rejected or cancelled or the carrier failed the card (the difference released).
 */
export const planChanges = sqliteTable(
  'plan_changes',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => workOrders.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** Whose account holds and pays the difference (the main client that asked). */
    payerId: integer('payer_id')
      .notNull()
      .references(() => clients.id),
    fromPlanId: integer('from_plan_id')
      .notNull()
      .references(() => plans.id),
    toPlanId: integer('to_plan_id')
      .notNull()
      .references(() => plans.id),
    effectMode: text('effect_mode', { enum: ['immediate', 'next_month'] }).notNull(),
    diffCents: integer('diff_cents').notNull(),
    status: text('status', { enum: ['held', 'waiting', 'done', 'released'] }).notNull(),
    effectAt: integer('effect_at'),
    /** The day support chose when approving (issue 48): the change takes effect then, not by its mode. */
    plannedAt: integer('planned_at'),
    createdBy: text('created_by').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('plan_changes_payer').on(t.payerId, t.createdAt),
    index('plan_changes_order').on(t.orderId),
    index('plan_changes_card').on(t.cardId, t.status),
  ],
);

// Issue 40: special-card resume (特殊卡复机).

/**
 * A customer's application to resume a card the carrier stopped for a special reason (违规,
 * 机卡分离, 达量, 欠费): the reason typed, the evidence file (an upload of the client's, kept in the
 * world's upload folder; null for seeded history), and the fee of the stop reason, frozen on the
 * client's account while pending (`holdMoney`), charged through the ledger when approved and
 * released when rejected. Reviewed at `due_at` on the emulator clock, or earlier by support, through
 * the one review function (server/services/speccard.ts). An approved one resumed the card: the
 * resume sent to its carrier is `resume_id` (its answer makes the application 已复机).
 */
export const speccardResumes = sqliteTable(
  'speccard_resumes',
  {
    id: integer('id').primaryKey(),
    appNo: text('app_no').notNull(),
    /** The client that applied and pays the fee. */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    stopReason: text('stop_reason', {
      enum: ['violation', 'imei_mismatch', 'over_quota', 'arrears'],
    }).notNull(),
    reason: text('reason').notNull(),
    evidenceUrl: text('evidence_url'),
    evidenceName: text('evidence_name').notNull().default(''),
    evidenceSize: integer('evidence_size').notNull().default(0),
    feeCents: integer('fee_cents').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    applicant: text('applicant').notNull(),
    appliedAt: integer('applied_at').notNull(),
    dueAt: integer('due_at').notNull(),
    reviewedAt: integer('reviewed_at'),
    reviewer: text('reviewer'),
    /** Why it was rejected: a catalogue key with its parameters (JSON), or the reviewer's own words. */
    rejectKey: text('reject_key'),
    rejectParams: text('reject_params'),
    rejectText: text('reject_text'),
    resumeId: integer('resume_id').references(() => carrierResumes.id),
  },
  (t) => [
    uniqueIndex('speccard_resumes_no').on(t.appNo),
    index('speccard_resumes_client').on(t.clientId, t.appliedAt),
    index('speccard_resumes_card').on(t.cardId),
    index('speccard_resumes_due').on(t.dueAt).where(sql`status = 'pending'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Issue 46, part 2 (support): a chain-store customer's card orders (/yum_order).

/**
 * The platform's stock of cards not yet handed to any customer (库存): numbers the carriers issued
 * to the platform. Shipping a chain-store order takes them (oldest first) and makes them cards of
 * the customer; the row keeps which order took it.
 */
export const cardStock = sqliteTable(
  'card_stock',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    iccid: text('iccid').notNull(),
    msisdn: text('msisdn').notNull(),
    imsi: text('imsi').notNull(),
    carrier: text('carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
    /** The order that took it (chain_orders.id); null while in stock. */
    orderId: integer('order_id'),
  },
  (t) => [
    uniqueIndex('card_stock_iccid').on(t.iccid),
    index('card_stock_free').on(t.carrier, t.orderId, t.id),
    index('card_stock_order').on(t.orderId).where(sql`order_id is not null`),
  ],
);

/** A chain-store customer's stores (/yum_order): where its card orders are sent. */
export const chainStores = sqliteTable(
  'chain_stores',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    region: text('region').notNull(),
  },
  (t) => [uniqueIndex('chain_stores_code').on(t.clientId, t.code)],
);

/**
 * A store's card order: quantity and plan; 待发货 (pending) → 已发货 (shipped: stock cards made the
 * customer's, a courier number) → 已签收 (signed, on the clock) → 已激活 (activated, on the clock:
 * the cards go into service).
 */
export const chainOrders = sqliteTable(
  'chain_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    storeId: integer('store_id')
      .notNull()
      .references(() => chainStores.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['pending', 'shipped', 'signed', 'activated'] }).notNull(),
    createdAt: integer('created_at').notNull(),
    courierNo: text('courier_no'),
    shippedAt: integer('shipped_at'),
    shippedBy: text('shipped_by'),
    signedAt: integer('signed_at'),
    activatedAt: integer('activated_at'),
    /** When the clock moves it on next (signed, then activated); null when nothing is due. */
    nextAt: integer('next_at'),
  },
  (t) => [index('chain_orders_client').on(t.clientId, t.createdAt), index('chain_orders_due').on(t.nextAt)],
);

// ---- Issue 41: the per-client, per-day usage summary (db/usage-summary.ts) ----

/**
 * Data used per client, carrier and calendar day (UTC+8), kept by the clock as it accrues usage
 * (db/usage-summary.ts): the home line chart and the reports sum a scope's few rows instead of its
 * cards. A day's figure is each month's total spread over its days (db/daily-usage.ts).
 */
export const clientUsageDaily = sqliteTable(
  'client_usage_daily',
  {
    clientId: integer('client_id').notNull(),
    mainClientId: integer('main_client_id').notNull(),
    carrier: text('carrier').notNull(),
    /** 'YYYY-MM-DD' (UTC+8). */
    day: text('day').notNull(),
    usageMb: real('usage_mb').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.carrier, t.day] }),
    index('client_usage_daily_main').on(t.mainClientId, t.day),
    index('client_usage_daily_day').on(t.day),
  ],
);

// ---- Issue 46: cards on small plans stopped past 1 GB in a month (/report_data, db/small-plan-stops.ts) ----

/**
 * Devices that use far more data than their plan allows, each on its card: a firmware download
 * stuck in a loop, a camera streaming all day. The clock adds `daily_mb` a day to such a card's
 * usage on top of its steady use (the steady use alone never takes a plan under 1 GB past 1 GB).
 * The seeder picks a few cards per client, deterministically from the seed.
 */
export const runawayDevices = sqliteTable('runaway_devices', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => cards.id, { onDelete: 'cascade' }),
  /** From when it misbehaves (epoch ms). */
  since: integer('since').notNull(),
  dailyMb: real('daily_mb').notNull(),
  cause: text('cause', { enum: ['firmware_loop', 'video_stream', 'reconnect_storm'] }).notNull(),
});

/**
 * One row per card and month in which the card, on a plan under 1 GB, passed 1 GB and was stopped
 * (小包超1G停机): written by the clock's usage accrual as it stops the card, so /report_data reads
 * these rows by month and client and never scans the cards. The holder, plan and usage are as they
 * were at the stop.
 */
export const smallPlanStops = sqliteTable(
  'small_plan_stops',
  {
    id: integer('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' (UTC+8). */
    month: text('month').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    usageMb: real('usage_mb').notNull(),
    stoppedAt: integer('stopped_at').notNull(),
  },
  (t) => [
    uniqueIndex('small_plan_stops_card_month').on(t.cardId, t.month),
    index('small_plan_stops_month').on(t.month, t.stoppedAt),
    index('small_plan_stops_main').on(t.mainClientId, t.month),
    index('small_plan_stops_client').on(t.clientId, t.month),
  ],
);

// ---- Issue 41: the cards counted per client, kept by triggers on cards (db/card-counts.ts) ----

/**
 * Each client's cards by carrier and status, kept by triggers on `cards` (db/card-counts.ts): the
 * reports count a million-card customer's split from a few rows instead of its cards.
 */
export const clientCardCounts = sqliteTable(
  'client_card_counts',
  {
    clientId: integer('client_id').notNull(),
    mainClientId: integer('main_client_id').notNull(),
    carrier: text('carrier').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.carrier, t.status] }),
    index('client_card_counts_main').on(t.mainClientId),
  ],
);

/**
 * Each client's cards by carrier and by the calendar day (UTC+8) they were activated or expire on,
 * kept by the same triggers: the activation trend and the cards expiring soon.
 */
export const clientCardDays = sqliteTable(
  'client_card_days',
  {
    clientId: integer('client_id').notNull(),
    mainClientId: integer('main_client_id').notNull(),
    kind: text('kind', { enum: ['activated', 'expires'] }).notNull(),
    carrier: text('carrier').notNull(),
    /** 'YYYY-MM-DD' (UTC+8). */
    day: text('day').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.kind, t.day, t.carrier] }),
    index('client_card_days_main').on(t.mainClientId, t.kind, t.day),
  ],
);

/**
 * /report/payment_card (issue 41): what each card was charged for packages (套餐) and add-ons
 * (加油包) in a month (UTC+8), by the client that paid (the account the ledger debited), kept by
 * triggers on `account_ledger` (db/payment-revenue.ts). The card is named by the ICCID the ledger
 * row's remark carries (every package and add-on charge names its card).
 */
export const cardRevenueMonthly = sqliteTable(
  'card_revenue_monthly',
  {
    id: integer('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    mainClientId: integer('main_client_id').notNull(),
    /** 'YYYY-MM' (UTC+8). */
    month: text('month').notNull(),
    iccid: text('iccid').notNull(),
    /** Charged, in cents (positive), and how many charges. */
    packageCents: integer('package_cents').notNull(),
    packageN: integer('package_n').notNull(),
    addonCents: integer('addon_cents').notNull(),
    addonN: integer('addon_n').notNull(),
  },
  (t) => [uniqueIndex('card_revenue_monthly_key').on(t.clientId, t.month, t.iccid)],
);

/**
 * Each paying client's month: the cards charged (billed), the cards charged for a package
 * (renewed), and the package and add-on revenue in cents, kept with `card_revenue_monthly`.
 */
export const clientRevenueMonthly = sqliteTable(
  'client_revenue_monthly',
  {
    id: integer('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    mainClientId: integer('main_client_id').notNull(),
    month: text('month').notNull(),
    cardsBilled: integer('cards_billed').notNull(),
    cardsRenewed: integer('cards_renewed').notNull(),
    packageCents: integer('package_cents').notNull(),
    addonCents: integer('addon_cents').notNull(),
  },
  (t) => [
    uniqueIndex('client_revenue_monthly_key').on(t.clientId, t.month),
    index('client_revenue_monthly_main').on(t.mainClientId, t.month),
  ],
);

// Issue 41: profit sharing (分润) between a main client and its sub-customers.

/**
 * A sub-customer's price of one product (/profit/sc_product), set by its main client: the cost (the
 * main client's settlement price, the catalogue's), the sub-customer's price (never below cost), a
 * suggested retail price for the public H5, how the price was set (`mode` ratio: `markup` is
 * hundredths of a percent over cost; diff: `markup` is cents over cost) and the day it takes effect.
 * A change is a new version; an order takes the latest version in effect when its card is charged.
 */
export const profitPrices = sqliteTable(
  'profit_prices',
  {
    id: integer('id').primaryKey(),
    mainClientId: integer('main_client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    subClientId: integer('sub_client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    mode: text('mode', { enum: ['ratio', 'diff'] }).notNull(),
    markup: integer('markup').notNull(),
    costCents: integer('cost_cents').notNull(),
    subPriceCents: integer('sub_price_cents').notNull(),
    retailCents: integer('retail_cents').notNull(),
    /** The start of the day (UTC+8) it takes effect. */
    effectiveAt: integer('effective_at').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('profit_prices_version').on(t.subClientId, t.productId, t.effectiveAt)],
);

/**
 * The profit ledger: one row per beneficiary of a fulfilled share of an order of a sub-customer's
 * card (the main client earns its sub-customer's price less cost; on a WeChat H5 sale the
 * sub-customer earns retail less its price), negative rows for a refund. pending (待结算) until the
 * monthly cut-off settles its month (已结算, the main client's part credited to its ledger); reversed
 * (已冲正) when a refund cancelled a row its month had not yet settled.
 */
export const profitRows = sqliteTable(
  'profit_rows',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    lineId: integer('line_id').notNull(),
    cardId: integer('card_id').notNull(),
    productId: integer('product_id').notNull(),
    mainClientId: integer('main_client_id').notNull(),
    subClientId: integer('sub_client_id').notNull(),
    beneficiaryClientId: integer('beneficiary_client_id').notNull(),
    role: text('role', { enum: ['main', 'sub'] }).notNull(),
    channel: text('channel', { enum: ['balance', 'wechat'] }).notNull(),
    saleCents: integer('sale_cents').notNull(),
    costCents: integer('cost_cents').notNull(),
    profitCents: integer('profit_cents').notNull(),
    /** 'YYYY-MM' (UTC+8) of `at`. */
    month: text('month').notNull(),
    status: text('status', { enum: ['pending', 'settled', 'reversed'] }).notNull(),
    /** The refund a negative row answers. */
    refundId: integer('refund_id'),
    at: integer('at').notNull(),
    settledAt: integer('settled_at'),
  },
  (t) => [
    index('profit_rows_beneficiary').on(t.beneficiaryClientId, t.month),
    index('profit_rows_main').on(t.mainClientId, t.month),
    index('profit_rows_line').on(t.lineId),
    index('profit_rows_pending').on(t.month).where(sql`status = 'pending'`),
  ],
);

/**
 * A sub-customer's withdrawal of its settled profit (/profit/exa), reviewed by its main client:
 * pending (待审核) → approved (通过) or rejected (驳回, with a reason) → paid (已打款, on the clock at
 * `pay_at`: the main client's debit and the sub-customer's credit in one transaction).
 */
export const profitWithdrawals = sqliteTable(
  'profit_withdrawals',
  {
    id: integer('id').primaryKey(),
    appNo: text('app_no').notNull(),
    mainClientId: integer('main_client_id').notNull(),
    subClientId: integer('sub_client_id').notNull(),
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    amountCents: integer('amount_cents').notNull(),
    account: text('account').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'paid'] }).notNull(),
    applicant: text('applicant').notNull(),
    appliedAt: integer('applied_at').notNull(),
    reviewer: text('reviewer'),
    reviewedAt: integer('reviewed_at'),
    rejectReason: text('reject_reason'),
    payAt: integer('pay_at'),
    paidAt: integer('paid_at'),
    /** The serial of the sub-customer's credit in its account ledger, once paid. */
    ledgerNo: text('ledger_no'),
  },
  (t) => [
    uniqueIndex('profit_withdrawals_no').on(t.appNo),
    index('profit_withdrawals_main').on(t.mainClientId, t.status),
    index('profit_withdrawals_sub').on(t.subClientId),
    index('profit_withdrawals_pay').on(t.payAt).where(sql`status = 'approved'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Issue 50 part B: support's analysis tasks over a card set and a period (/sap_sim_chart_task,
// /sap_sim_session_task), each a task of the engine.

/** An analysis task's card set and days (the task's own row is in `tasks`). */
export const sapAnalysisTasks = sqliteTable(
  'sap_analysis_tasks',
  {
    taskId: integer('task_id')
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** The client the cards are of (the one chosen, or the main client of every card), null: several. */
    clientId: integer('client_id').references(() => clients.id),
    /** `list`, `file` or `client`; a client's group when only its cards were asked for. */
    source: text('source', { enum: ['list', 'file', 'client'] }).notNull(),
    groupId: integer('group_id'),
    /** Days since the epoch (UTC+8), both included. */
    dayFrom: integer('day_from').notNull(),
    dayTo: integer('day_to').notNull(),
    cards: integer('cards').notNull(),
  },
  (t) => [index('sap_analysis_tasks_client').on(t.clientId)],
);

/** A session extraction's cards (a traffic analysis keeps its cards as the task's rows). */
export const sapAnalysisCards = sqliteTable(
  'sap_analysis_cards',
  {
    taskId: integer('task_id').notNull(),
    cardId: integer('card_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.cardId] })],
);

/** A traffic analysis's rollup per day and destination, summed step by step over its cards. */
export const sapAnalysisDaily = sqliteTable(
  'sap_analysis_daily',
  {
    taskId: integer('task_id').notNull(),
    day: integer('day').notNull(),
    destId: integer('dest_id').notNull(),
    allowedBytes: integer('allowed_bytes').notNull(),
    blockedBytes: integer('blocked_bytes').notNull(),
    flows: integer('flows').notNull(),
    blockedFlows: integer('blocked_flows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.day, t.destId] })],
);
