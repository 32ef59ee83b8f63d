import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Customers. A main client has parent_id null and main_id = its own id; a sub-client points at its main client. */
export const clients = sqliteTable(
  'clients',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    mainId: integer('main_id').notNull(),
    balanceCents: integer('balance_cents').notNull().default(0),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** Main clients must sign the user agreement before using the portal. */
    needSign: integer('need_sign', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('clients_parent').on(t.parentId)],
);

/** Permission groups: a named set of codes, owned by a main client (for its sub-clients) or by the platform. */
export const permGroups = sqliteTable('perm_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  ownerClientId: integer('owner_client_id'),
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
  },
  (t) => [uniqueIndex('users_username').on(t.username)],
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
  carrier: text('carrier', { enum: ['cmcc', 'cucc', 'ctcc'] }).notNull(),
  quotaMb: integer('quota_mb').notNull(),
  months: integer('months').notNull(),
  priceCents: integer('price_cents').notNull(),
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
  },
  (t) => [
    uniqueIndex('cards_iccid').on(t.iccid),
    uniqueIndex('cards_msisdn').on(t.msisdn),
    uniqueIndex('cards_imsi').on(t.imsi),
    index('cards_eid').on(t.eid).where(sql`eid is not null`),
    index('cards_oc_imsi').on(t.ocImsi).where(sql`oc_imsi is not null`),
    index('cards_o_iccid').on(t.oIccid).where(sql`o_iccid is not null`),
    index('cards_main_status').on(t.mainClientId, t.status, t.activatedAt),
    index('cards_client_status').on(t.clientId, t.status, t.activatedAt),
    index('cards_main_carrier').on(t.mainClientId, t.carrier),
    index('cards_main_expires').on(t.mainClientId, t.expiresAt),
    index('cards_client_expires').on(t.clientId, t.expiresAt),
  ],
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
  },
  (t) => [index('sent_codes_phone').on(t.phone, t.sentAt)],
);
