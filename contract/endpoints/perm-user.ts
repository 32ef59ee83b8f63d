import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { ALL_PERM_CODES, type PermCode } from '../permissions.ts';
import { meetsPasswordRule, PHONE_PATTERN, validateUsername } from '../validators.ts';
import { FIELDS } from '../vocabulary.ts';

/**
 * User management of a main client: its permission groups (/perm_group) and its users
 * (/perm_user). A group is a named set of the codes the main client holds itself (its account's
 * codes, never more); a user belongs to one of the client's groups, so a change to a group applies
 * to its users' next call. A group in use cannot be deleted; a locked user cannot log in and its
 * tokens stop working at once.
 */
export const PERM_GROUP_NAME_MAX = 30;
export const USER_NAME_MAX = 30;
export const USERNAME_MAX = 50;

const groupName = z
  .string()
  .trim()
  .min(1, 'perm_group_name_required')
  .max(PERM_GROUP_NAME_MAX, 'perm_group_name_too_long');
const permCode = z.enum(ALL_PERM_CODES as [PermCode, ...PermCode[]]);
const permCodes = z.array(permCode).max(ALL_PERM_CODES.length);

/**
 * Whom a main client's group is for: its own staff's logins (/perm_user) or its sub-customers'
 * (/sub_customer): each login goes only into a group for its kind.
 */
export const GROUP_AUDIENCES = labelled({
  staff: { label: 'users.groupAudiences.staff', tone: 'info' },
  sub_client: { label: 'users.groupAudiences.sub_client', tone: 'warning' },
});
export const GROUP_AUDIENCE_KEYS = ['staff', 'sub_client'] as const;

export const permGroupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  audience: z.enum(GROUP_AUDIENCE_KEYS),
  /** Users in the group (the main client's and its sub-clients'). */
  user_count: z.number().int(),
  menu_count: z.number().int(),
  func_count: z.number().int(),
});
export type PermGroupRow = z.infer<typeof permGroupRowSchema>;

export const permGroupList = defineList({
  path: '/client_group_view/',
  summary: "The main client's permission groups with their users and codes counted",
  access: { anyOf: ['router_perm_group'] },
  row: permGroupRowSchema,
  filters: {
    name: filter.text('users.permGroupList.filter.name', 'common.searchByName'),
  },
  sorts: ['name', 'user_count'],
  columns: [
    { prop: 'name', label: 'users.permGroupList.filter.name', type: 'text', sortable: true },
    {
      prop: 'audience',
      label: 'users.permGroupList.column.audience',
      type: 'status',
      options: GROUP_AUDIENCES,
    },
    { prop: 'user_count', label: 'users.permGroupList.column.user_count', type: 'text', sortable: true },
    { prop: 'menu_count', label: 'users.permGroupList.column.menu_count', type: 'text' },
    { prop: 'func_count', label: 'users.permGroupList.column.func_count', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'perms', label: 'users.permGroupList.column.actions.perms' },
        { key: 'edit', label: 'actions.edit' },
        { key: 'delete', label: 'actions.delete' },
      ],
    },
  ],
});

export const createPermGroup = defineEndpoint({
  method: 'POST',
  path: '/client_group_view/',
  summary: 'Creates a permission group with codes the main client holds; names are unique per client',
  access: { anyOf: ['router_perm_group'] },
  // A group without a single permission would give its users nothing to open: refused.
  body: z.object({
    name: groupName,
    audience: z.enum(GROUP_AUDIENCE_KEYS).default('staff'),
    codes: permCodes.min(1, 'perm_group_codes_required'),
  }),
  data: permGroupRowSchema,
});

export const updatePermGroup = defineEndpoint({
  method: 'PUT',
  path: '/client_group_view/',
  summary: 'Renames a permission group of the main client',
  access: { anyOf: ['router_perm_group'] },
  body: z.object({ id: positiveId(), name: groupName }),
  data: permGroupRowSchema,
});

export const deletePermGroup = defineEndpoint({
  method: 'DELETE',
  path: '/client_group_view/',
  summary: 'Deletes a permission group no user belongs to',
  access: { anyOf: ['router_perm_group'] },
  query: z.object({ id: positiveId() }),
  data: z.object({ id: z.number().int() }),
});

export const permGroupOptions = defineEndpoint({
  method: 'GET',
  path: '/client_group_view/options/',
  summary: "The main client's permission groups for its own staff by name, for the user form and filter",
  access: { anyOf: ['router_perm_group', 'router_perm_user'] },
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const permCodeList = z.array(permCode);

export const groupPermInfo = defineEndpoint({
  method: 'GET',
  path: '/group_perm_info/',
  summary:
    "The codes the main client holds (what a group may be given) and, with group_id, the group's codes",
  access: { anyOf: ['router_perm_group'] },
  query: z.object({ group_id: positiveId().optional() }),
  data: z.object({
    group_id: z.number().int().nullable(),
    name: z.string(),
    /** The codes the main client's account holds: the tree offers these and no other. */
    held: permCodeList,
    codes: permCodeList,
  }),
});

export const updateGroupPerms = defineEndpoint({
  method: 'PUT',
  path: '/group_perm_info/',
  summary: "Replaces a group's codes (each held by the main client); its users get them on their next call",
  access: { anyOf: ['router_perm_group'] },
  body: z.object({ group_id: positiveId(), codes: permCodes.min(1, 'perm_group_codes_required') }),
  data: z.object({ group_id: z.number().int(), codes: permCodeList }),
});

const groupCodes = {
  kind: 'tree',
  label: 'users.group.tree',
  help: 'users.group.treeHint',
} as const;

/**
 * A group's dialog: a new group gets its name, whom it is for and its codes (from the tree of the
 * codes the account holds, which the page supplies); editing renames it.
 */
export const permGroupForm = defineForm({
  create: createPermGroup,
  update: updatePermGroup,
  fields: {
    name: { kind: 'text', label: 'users.group.name' },
    audience: { kind: 'enum', values: GROUP_AUDIENCES, label: 'users.group.audience', createOnly: true },
    codes: { ...groupCodes, createOnly: true },
  },
  texts: {
    create: 'users.group.create',
    update: 'users.group.editTitle',
    confirmCreate: 'users.group.confirmCreate',
    created: 'users.group.created',
    updated: 'users.group.updated',
  },
});

/** A group's codes, in the same tree: a form that only edits (the record is the group's codes and name). */
export const groupPermsForm = defineForm({
  create: updateGroupPerms,
  update: updateGroupPerms,
  key: 'group_id',
  fields: { codes: groupCodes },
  texts: {
    create: 'users.group.permsTitle',
    update: 'users.group.permsTitle',
    created: 'users.group.permsSaved',
  },
});

export const USER_STATUSES = labelled({
  normal: { label: 'common.active', tone: 'success' },
  locked: { label: 'users.tatuses.locked', tone: 'danger' },
});
export const USER_STATUS_KEYS = ['normal', 'locked'] as const;

/**
 * What the caller may do to a row: `normal` and `locked` users are managed; `fixed` is the caller
 * itself or the client's account (its first user), which keep their group and cannot be locked,
 * reset or deleted here.
 */
export const USER_MANAGE_KEYS = ['normal', 'locked', 'fixed'] as const;

export const permUserRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  group_id: z.number().int().nullable(),
  group_name: z.string(),
  status: z.enum(USER_STATUS_KEYS),
  last_login_at: z.string(),
  last_login_ip: z.string(),
  manage: z.enum(USER_MANAGE_KEYS),
});
export type PermUserRow = z.infer<typeof permUserRowSchema>;

const managed = { prop: 'manage', values: ['normal', 'locked'] };

export const permUserList = defineList({
  path: '/client_user_action/list/',
  summary: "The main client's users with their group, status and last login",
  access: { anyOf: ['router_perm_user'] },
  row: permUserRowSchema,
  filters: {
    username: filter.text('common.username', 'users.permUserList.filter.username.placeholder'),
    group_id: filter.option('id', 'common.users.user.group'),
    status: filter.enum(USER_STATUSES, FIELDS.status),
  },
  sorts: ['username', 'last_login_at'],
  columns: [
    { prop: 'username', label: 'common.username', type: 'text', sortable: true },
    { prop: 'name', label: FIELDS.personName, type: 'text' },
    { prop: 'phone', label: 'users.permUserList.column.phone', type: 'text' },
    { prop: 'email', label: 'common.email', type: 'text', hidden: true },
    { prop: 'group_name', label: 'common.users.user.group', type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: USER_STATUSES },
    {
      prop: 'last_login_at',
      label: 'users.permUserList.column.last_login_at',
      type: 'text',
      sortable: true,
    },
    { prop: 'last_login_ip', label: 'users.permUserList.column.last_login_ip', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'edit', label: 'actions.edit' },
        { key: 'reset_password', label: 'actions.resetPassword', when: managed },
        {
          key: 'lock',
          label: 'users.permUserList.column.actions.lock',
          when: { prop: 'manage', values: ['normal'] },
        },
        {
          key: 'unlock',
          label: 'users.permUserList.column.actions.unlock',
          when: { prop: 'manage', values: ['locked'] },
        },
        { key: 'delete', label: 'actions.delete', when: managed },
      ],
    },
  ],
});

const username = z
  .string({ error: 'username_required' })
  .trim()
  .superRefine((value, ctx) => {
    const key = validateUsername(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  })
  .pipe(z.string().max(USERNAME_MAX, 'username_too_long'));
const password = z
  .string({ error: 'password_required' })
  .min(1, { message: 'password_required' })
  .refine(meetsPasswordRule, { message: 'password_rule' });
const personName = z.string().trim().max(USER_NAME_MAX, 'user_name_too_long');
const phone = z
  .string({ error: 'phone_invalid' })
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), { message: 'phone_invalid' });
const email = z
  .string({ error: 'email_invalid' })
  .trim()
  .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'email_invalid' });
const groupId = positiveId('perm_user_group_required');

const userFields = { name: personName.default(''), phone: phone.default(''), email: email.default('') };

export const createPermUser = defineEndpoint({
  method: 'POST',
  path: '/client_user_action/',
  summary: 'Creates a user of the main client in one of its permission groups (usernames are unique)',
  access: { anyOf: ['router_perm_user'] },
  body: z.object({ username, password, group_id: groupId, ...userFields }),
  data: permUserRowSchema,
});

export const USER_ACTIONS = ['edit', 'reset_password', 'lock', 'unlock'] as const;

export const updatePermUser = defineEndpoint({
  method: 'PUT',
  path: '/client_user_action/',
  summary:
    'Edits a user (action edit), gives it a new initial password shown once (reset_password), or locks or unlocks it',
  access: { anyOf: ['router_perm_user'] },
  body: z.object({
    id: positiveId(),
    action: z.enum(USER_ACTIONS),
    /** With action edit: the new group (a fixed user keeps its own). */
    group_id: groupId.optional(),
    ...userFields,
  }),
  data: z.object({
    user: permUserRowSchema,
    /** With reset_password: the new initial password, shown once. */
    password: z.string().optional(),
  }),
});

export const deletePermUser = defineEndpoint({
  method: 'DELETE',
  path: '/client_user_action/',
  summary: 'Deletes a user of the main client (never the caller itself nor the account)',
  access: { anyOf: ['router_perm_user'] },
  query: z.object({ id: positiveId() }),
  data: z.object({ id: z.number().int() }),
});

/**
 * A user's dialog: a new user gets a username and an initial password; both and an existing user
 * get a group (the page supplies the caller's groups) and their name, mobile and email.
 */
export const permUserForm = defineForm({
  create: createPermUser,
  update: updatePermUser,
  updateWith: { action: 'edit' },
  fields: {
    username: { kind: 'text', label: 'common.username', createOnly: true },
    password: { kind: 'text', label: 'common.users.user.initialPassword', createOnly: true },
    group_id: {
      kind: 'option',
      value: 'id',
      label: 'common.users.user.group',
      placeholder: 'users.user.pickGroup',
    },
    name: { kind: 'text', label: FIELDS.personName },
    phone: { kind: 'text', label: 'common.mobile' },
    email: { kind: 'text', label: 'common.email' },
  },
  texts: {
    create: 'users.user.create',
    update: 'users.user.editTitle',
    description: 'users.user.intro',
    created: 'users.user.created',
    updated: 'users.user.updated',
  },
});
