import {
  PERMISSIONS,
  type PermCode,
  type PermGroupRow,
  type PermUserRow,
  permGroupList,
  permUserList,
} from '#contract';
import { hashPassword } from '../../db/passwords.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { effectiveCodes } from './perms.ts';
import { randomPassword } from './support-accounts.ts';

/**
 * User management of a main client (/perm_group, /perm_user). The groups a client manages are the
 * permission groups it owns (`perm_groups.owner_client_id`): those of its own users and of its
 * sub-clients' users. What a group may hold is what the client's account (its first user, the one
 * a support user switches into) holds itself, never more. Users are the client's own logins; the
 * account and the caller itself are `fixed`: they keep their group and are never locked, reset or
 * deleted here. Codes are read on every request (perms.ts), so a change applies to the next call;
 * a locked user's token resolves to nobody (identity.ts), so its next call answers 403.
 */

/** The main client the caller manages users for; only a main client's users (or support acting as it) do. */
function managedClient(auth: AuthContext): number {
  if (auth.clientId === null || !auth.isMainClient) throw badRequest('perm_main_only');
  return auth.clientId;
}

const accountOf = perConnection<[number], { id: number; group_id: number | null }>(
  "select id, group_id from users where client_id = ? and login_type = 'client' order by id limit 1",
);

/**
 * The customer codes the client's account holds: all a group of the client may be given, and all
 * the functions /user_func/ may pass on to a sub-customer (docs/security.md: both check the
 * account's codes, never the calling staff login's own).
 */
export function heldCodes(deps: AppDeps, clientId: number): PermCode[] {
  const account = accountOf(deps.sqlite).get(clientId);
  if (!account) return [];
  return [...effectiveCodes(deps.sqlite, account.id, account.group_id)].filter(
    (code) => PERMISSIONS[code].side === 'client',
  );
}

// ---------------------------------------------------------------------------------------------
// Permission groups

interface GroupRecord {
  id: number;
  name: string;
  audience: PermGroupRow['audience'];
  user_count: number;
  menu_count: number;
  func_count: number;
}

const ROUTE_CODES = Object.keys(PERMISSIONS).filter(
  (c) => PERMISSIONS[c as PermCode].kind === 'route',
) as PermCode[];
const routeCodeList = ROUTE_CODES.map((c) => `'${c}'`).join(', ');

const GROUP_COLUMNS = `g.id, g.name, g.audience,
  (select count(*) from users u where u.group_id = g.id) as user_count,
  (select count(*) from perm_group_codes c where c.group_id = g.id and c.code in (${routeCodeList})) as menu_count,
  (select count(*) from perm_group_codes c where c.group_id = g.id and c.code not in (${routeCodeList})) as func_count`;

const GROUP_LIST: ListBinding<typeof permGroupList> = {
  filters: { name: 'g.name' },
  sorts: { name: 'g.name', user_count: 'user_count' },
  key: 'g.id',
  keyDirection: 'asc',
};

export function listPermGroups(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof permGroupList>) {
  const owner = managedClient(auth);
  const sql = listSql(permGroupList, GROUP_LIST, q, [['g.owner_client_id = ?', owner]]);
  const { rows, total } = readPage<PermGroupRow>(deps.sqlite, 'perm_groups g', GROUP_COLUMNS, sql);
  return { tableData: rows, total };
}

export function permGroupOptions(deps: AppDeps, auth: AuthContext) {
  const owner = managedClient(auth);
  return deps.sqlite
    .prepare<[number], { id: number; name: string }>(
      "select id, name from perm_groups where owner_client_id = ? and audience = 'staff' order by name, id",
    )
    .all(owner);
}

const groupById = perConnection<[number, number], GroupRecord>(
  `select ${GROUP_COLUMNS} from perm_groups g where g.id = ? and g.owner_client_id = ?`,
);

function ownedGroup(deps: AppDeps, owner: number, id: number): GroupRecord {
  const group = groupById(deps.sqlite).get(id, owner);
  if (!group) throw notFound('perm_group_not_found', { id });
  return group;
}

/** A group the main client's own staff may be put in: one of its groups for its staff. */
function staffGroup(deps: AppDeps, owner: number, id: number): GroupRecord {
  const group = ownedGroup(deps, owner, id);
  if (group.audience !== 'staff') throw badRequest('perm_user_group_sub_client', { name: group.name });
  return group;
}

function assertNameFree(deps: AppDeps, owner: number, name: string, self: number | null) {
  const taken = deps.sqlite
    .prepare<[number, string], { id: number }>(
      'select id from perm_groups where owner_client_id = ? and name = ?',
    )
    .get(owner, name);
  if (taken && taken.id !== self) throw badRequest('perm_group_name_taken', { name });
}

/** The codes asked for, each once, in code order; refused when one is not held by the client. */
function grantable(deps: AppDeps, owner: number, codes: readonly PermCode[]): PermCode[] {
  const held = new Set(heldCodes(deps, owner));
  const wanted = [...new Set(codes)].sort();
  const missing = wanted.filter((c) => !held.has(c));
  if (missing.length > 0) {
    throw badRequest('perm_code_not_held', {
      names: { list: missing.map((c) => ({ key: `perm.${c}` as const })) },
    });
  }
  return wanted;
}

function writeCodes(deps: AppDeps, groupId: number, codes: readonly PermCode[]) {
  deps.sqlite.prepare('delete from perm_group_codes where group_id = ?').run(groupId);
  const insert = deps.sqlite.prepare('insert into perm_group_codes (group_id, code) values (?, ?)');
  for (const code of codes) insert.run(groupId, code);
}

export function createPermGroup(
  deps: AppDeps,
  auth: AuthContext,
  input: { name: string; audience: PermGroupRow['audience']; codes: PermCode[] },
): PermGroupRow {
  const owner = managedClient(auth);
  assertNameFree(deps, owner, input.name, null);
  const codes = grantable(deps, owner, input.codes);
  const id = deps.sqlite.transaction(() => {
    const groupId = Number(
      deps.sqlite
        .prepare('insert into perm_groups (name, owner_client_id, audience) values (?, ?, ?)')
        .run(input.name, owner, input.audience).lastInsertRowid,
    );
    writeCodes(deps, groupId, codes);
    return groupId;
  })();
  return ownedGroup(deps, owner, id);
}

export function updatePermGroup(
  deps: AppDeps,
  auth: AuthContext,
  input: { id: number; name: string },
): PermGroupRow {
  const owner = managedClient(auth);
  ownedGroup(deps, owner, input.id);
  assertNameFree(deps, owner, input.name, input.id);
  deps.sqlite.prepare('update perm_groups set name = ? where id = ?').run(input.name, input.id);
  return ownedGroup(deps, owner, input.id);
}

/** Deletes a group no user belongs to; one in use is refused, naming how many users it has. */
export function deletePermGroup(deps: AppDeps, auth: AuthContext, id: number) {
  const owner = managedClient(auth);
  const group = ownedGroup(deps, owner, id);
  if (group.user_count > 0) {
    throw badRequest('perm_group_in_use', { name: group.name, count: group.user_count });
  }
  deps.sqlite.prepare('delete from perm_groups where id = ?').run(id);
  return { id };
}

const codesOf = perConnection<[number], { code: string }>(
  'select code from perm_group_codes where group_id = ? order by code',
);

export function groupPermInfo(deps: AppDeps, auth: AuthContext, groupId: number | undefined) {
  const owner = managedClient(auth);
  const held = heldCodes(deps, owner);
  if (groupId === undefined) return { group_id: null, name: '', held, codes: [] };
  const group = ownedGroup(deps, owner, groupId);
  const codes = codesOf(deps.sqlite)
    .all(groupId)
    .map((r) => r.code as PermCode)
    .filter((c) => Object.hasOwn(PERMISSIONS, c));
  return { group_id: group.id, name: group.name, held, codes };
}

/** Replaces a group's codes in one transaction: its users have exactly these on their next call. */
export function updateGroupPerms(
  deps: AppDeps,
  auth: AuthContext,
  input: { group_id: number; codes: PermCode[] },
) {
  const owner = managedClient(auth);
  ownedGroup(deps, owner, input.group_id);
  const codes = grantable(deps, owner, input.codes);
  deps.sqlite.transaction(() => writeCodes(deps, input.group_id, codes))();
  return { group_id: input.group_id, codes };
}

// ---------------------------------------------------------------------------------------------
// Users

interface UserRecord {
  id: number;
  username: string;
  name: string;
  phone: string;
  email: string;
  group_id: number | null;
  group_name: string | null;
  locked: number;
  last_login_at: number | null;
  last_login_ip: string;
}

const USER_COLUMNS = `u.id, u.username, u.name, u.phone, u.email, u.group_id, g.name as group_name,
  u.locked, u.last_login_at, u.last_login_ip`;
const USER_FROM = 'users u left join perm_groups g on g.id = u.group_id';

const USER_LIST: ListBinding<typeof permUserList> = {
  filters: {
    username: ['u.username', 'u.name'],
    group_id: 'u.group_id',
    status: (status: 'normal' | 'locked') => ['u.locked = ?', status === 'locked' ? 1 : 0],
  },
  sorts: { username: 'u.username', last_login_at: 'u.last_login_at' },
  key: 'u.id',
  keyDirection: 'asc',
};

/** Whether the caller may regroup, lock, reset or delete the user: never itself nor the account. */
function isFixed(deps: AppDeps, auth: AuthContext, owner: number, userId: number): boolean {
  return userId === auth.userId || accountOf(deps.sqlite).get(owner)?.id === userId;
}

function toUserRow(deps: AppDeps, auth: AuthContext, owner: number, u: UserRecord): PermUserRow {
  const status = u.locked === 1 ? 'locked' : 'normal';
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    phone: u.phone,
    email: u.email,
    group_id: u.group_id,
    group_name: u.group_name ?? '',
    status,
    last_login_at: formatDateTime(u.last_login_at) ?? '',
    last_login_ip: u.last_login_ip,
    manage: isFixed(deps, auth, owner, u.id) ? 'fixed' : status,
  };
}

export function listPermUsers(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof permUserList>) {
  const owner = managedClient(auth);
  const sql = listSql(permUserList, USER_LIST, q, [["u.client_id = ? and u.login_type = 'client'", owner]]);
  const { rows, total } = readPage<UserRecord>(deps.sqlite, USER_FROM, USER_COLUMNS, sql);
  return { tableData: rows.map((u) => toUserRow(deps, auth, owner, u)), total };
}

const userById = perConnection<[number, number], UserRecord>(
  `select ${USER_COLUMNS} from ${USER_FROM} where u.id = ? and u.client_id = ? and u.login_type = 'client'`,
);

function ownedUser(deps: AppDeps, owner: number, id: number): UserRecord {
  const user = userById(deps.sqlite).get(id, owner);
  if (!user) throw notFound('perm_user_not_found', { id });
  return user;
}

function assertUsernameFree(deps: AppDeps, username: string) {
  const taken = deps.sqlite
    .prepare<[string], { id: number }>('select id from users where username = ?')
    .get(username);
  if (taken) throw badRequest('perm_username_taken', { username });
}

interface UserFields {
  name: string;
  phone: string;
  email: string;
}

export function createPermUser(
  deps: AppDeps,
  auth: AuthContext,
  input: UserFields & { username: string; password: string; group_id: number },
): PermUserRow {
  const owner = managedClient(auth);
  staffGroup(deps, owner, input.group_id);
  assertUsernameFree(deps, input.username);
  // A new user sets its own password at its first login: the one given here is an initial one.
  const id = Number(
    deps.sqlite
      .prepare(
        `insert into users (username, password_hash, login_type, client_id, group_id, name, phone, email,
           need_changed, created_at) values (?, ?, 'client', ?, ?, ?, ?, ?, 1, ?)`,
      )
      .run(
        input.username,
        hashPassword(input.password),
        owner,
        input.group_id,
        input.name,
        input.phone,
        input.email,
        deps.clock.now(),
      ).lastInsertRowid,
  );
  return toUserRow(deps, auth, owner, ownedUser(deps, owner, id));
}

const revokeAll = (deps: AppDeps, userId: number) =>
  deps.sqlite
    .prepare('update tokens set revoked_at = ? where user_id = ? and revoked_at is null')
    .run(deps.clock.now(), userId);

export function updatePermUser(
  deps: AppDeps,
  auth: AuthContext,
  input: UserFields & {
    id: number;
    action: 'edit' | 'reset_password' | 'lock' | 'unlock';
    group_id?: number;
  },
): { user: PermUserRow; password?: string } {
  const owner = managedClient(auth);
  const user = ownedUser(deps, owner, input.id);
  const fixed = isFixed(deps, auth, owner, user.id);
  const answer = () => toUserRow(deps, auth, owner, ownedUser(deps, owner, user.id));
  switch (input.action) {
    case 'edit': {
      const groupId = input.group_id ?? user.group_id;
      if (groupId !== user.group_id) {
        if (fixed) throw badRequest('perm_user_fixed');
        staffGroup(deps, owner, groupId!);
      }
      deps.sqlite
        .prepare('update users set name = ?, phone = ?, email = ?, group_id = ? where id = ?')
        .run(input.name, input.phone, input.email, groupId, user.id);
      return { user: answer() };
    }
    case 'reset_password': {
      if (fixed) throw badRequest('perm_user_fixed');
      const password = randomPassword();
      deps.sqlite.transaction(() => {
        deps.sqlite
          .prepare('update users set password_hash = ?, need_changed = 1 where id = ?')
          .run(hashPassword(password), user.id);
        revokeAll(deps, user.id);
      })();
      return { user: answer(), password };
    }
    case 'lock':
    case 'unlock': {
      if (fixed) throw badRequest('perm_user_fixed');
      const locked = input.action === 'lock';
      deps.sqlite.transaction(() => {
        deps.sqlite.prepare('update users set locked = ? where id = ?').run(locked ? 1 : 0, user.id);
        if (locked) revokeAll(deps, user.id);
      })();
      return { user: answer() };
    }
  }
}

export function deletePermUser(deps: AppDeps, auth: AuthContext, id: number) {
  const owner = managedClient(auth);
  const user = ownedUser(deps, owner, id);
  if (isFixed(deps, auth, owner, user.id)) throw badRequest('perm_user_fixed');
  deps.sqlite.prepare('delete from users where id = ?').run(id);
  return { id };
}

/** Records a successful login: when (emulator clock) and from which address. */
export function recordLogin(deps: AppDeps, userId: number, address: string) {
  deps.sqlite
    .prepare('update users set last_login_at = ?, last_login_ip = ? where id = ?')
    .run(deps.clock.now(), address, userId);
}
