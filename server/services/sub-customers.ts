import {
  ASSIGN_ROWS_SHOWN,
  IMPORT_TEMPLATES,
  type Lang,
  PERMISSIONS,
  type PermCode,
  permName,
  type SubCustomerRow,
  type SubCustomerStatus,
  subCustomerList,
  type TemplateIssue,
  templateRowIssue,
} from '#contract';
import { hashPassword } from '../../db/passwords.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { BOTH_WORDS, type Message, message, wordIn, wordsIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { clientIdOf, createTask, defineRowTask, type NewTaskRow } from '../tasks/engine.ts';
import { importedFile, importRows } from '../tasks/import-file.ts';
import { heldCodes } from './perm-users.ts';
import { uploadOwner } from './uploads.ts';

/**
 * Sub-customers of a main client (/sub_customer) and their functions (/user_func). A sub-customer
 * is a client row (parent_id = main_id = its main client) with a login user; its main client
 * creates it (one by one or from the sub-client template as a task), edits its contact, disables
 * it (only while it holds no card in service: its users' tokens then stop working and it cannot
 * log in) and enables it again.
 */

const statement = statementCache();

/** The caller's main client, refusing anyone else (a sub-client lacks the codes anyway). */
export function mainClientOf(auth: AuthContext): number {
  if (auth.clientId === null || !auth.isMainClient) throw badRequest('sub_main_only');
  return auth.clientId;
}

interface SubRecord {
  id: number;
  name: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  balance_cents: number;
  status: SubCustomerStatus;
  created_at: number;
  username: string | null;
  card_count: number;
  active_count: number;
}

const USERNAME_SQL =
  "(select u.username from users u where u.client_id = c.id and u.login_type = 'client' order by u.id limit 1)";
const SUB_COLUMNS = `c.id, c.name, c.contact_name, c.contact_phone, c.contact_email, c.balance_cents, c.status,
  c.created_at, ${USERNAME_SQL} as username,
  (select count(*) from cards k where k.client_id = c.id) as card_count,
  (select count(*) from cards k where k.client_id = c.id and k.status = 'active') as active_count`;

const toRow = (r: SubRecord): SubCustomerRow => ({
  id: r.id,
  name: r.name,
  contact_name: r.contact_name,
  contact_phone: r.contact_phone,
  contact_email: r.contact_email,
  username: r.username ?? '',
  card_count: r.card_count,
  active_count: r.active_count,
  // Plain decimal text: the table's money column formats it as the rest of the portal does.
  balance: (r.balance_cents / 100).toFixed(2),
  status: r.status,
  created_at: formatDateTime(r.created_at)!,
});

const LIST: ListBinding<typeof subCustomerList> = {
  filters: { name: ['c.name', `coalesce(${USERNAME_SQL}, '')`], status: 'c.status', created: 'c.created_at' },
  sorts: { created_at: 'c.created_at', card_count: 'card_count' },
  defaultSort: 'c.created_at',
  key: 'c.id',
};

export function listSubCustomers(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof subCustomerList>) {
  const main = mainClientOf(auth);
  const sql = listSql(subCustomerList, LIST, q, [['c.parent_id = ?', main]]);
  const total = (
    statement(deps.sqlite, `select count(*) as n from clients c where ${sql.where}`).get(...sql.params) as {
      n: number;
    }
  ).n;
  const rows = statement(
    deps.sqlite,
    `select ${SUB_COLUMNS} from clients c where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as SubRecord[];
  return { tableData: rows.map(toRow), total };
}

const subById = perConnection<[number, number], SubRecord>(
  `select ${SUB_COLUMNS} from clients c where c.id = ? and c.parent_id = ?`,
);

/** A sub-customer of the main client, or 404. */
function subOf(deps: AppDeps, main: number, id: number): SubRecord {
  const sub = subById(deps.sqlite).get(id, main);
  if (!sub) throw notFound('sub_not_found', { id });
  return sub;
}

const mainName = perConnection<[number], string>('select name from clients where id = ?');
const subOptions = perConnection<
  [number],
  { id: number; name: string; username: string | null; status: SubCustomerStatus }
>(
  `select c.id, c.name, ${USERNAME_SQL} as username, c.status from clients c where c.parent_id = ? order by c.id`,
);
const subGroups = perConnection<[number], { id: number; name: string }>(
  // The main client's groups for sub-customers (never those for its own staff, nor one customised
  // for another sub-customer).
  "select id, name from perm_groups where owner_client_id = ? and audience = 'sub_client' and for_client_id is null order by id",
);

export function subCustomerOptions(deps: AppDeps, auth: AuthContext) {
  const main = mainClientOf(auth);
  return {
    main: { id: main, name: mainName(deps.sqlite).pluck().get(main) ?? '' },
    subs: subOptions(deps.sqlite)
      .all(main)
      .map((s) => ({ ...s, username: s.username ?? '' })),
    groups: subGroups(deps.sqlite).all(main),
  };
}

const userByName = perConnection<[string], number>('select id from users where username = ?');
const insertClient = perConnection<[string, number, number, string, string, string, number]>(
  `insert into clients (name, parent_id, main_id, contact_name, contact_phone, contact_email, created_at)
   values (?, ?, ?, ?, ?, ?, ?)`,
);
const insertUser = perConnection<[string, string, number, number, string, string, number]>(
  `insert into users (username, password_hash, login_type, client_id, group_id, phone, email, created_at)
   values (?, ?, 'client', ?, ?, ?, ?, ?)`,
);

interface NewSub {
  name: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  username: string;
}

/** Writes a sub-customer and its login user (inside the caller's transaction). */
function insertSub(deps: AppDeps, main: number, sub: NewSub, passwordHash: string, groupId: number): number {
  const now = deps.clock.now();
  const id = Number(
    insertClient(deps.sqlite).run(
      sub.name,
      main,
      main,
      sub.contact_name,
      sub.contact_phone,
      sub.contact_email,
      now,
    ).lastInsertRowid,
  );
  insertUser(deps.sqlite).run(
    sub.username,
    passwordHash,
    id,
    groupId,
    sub.contact_phone,
    sub.contact_email,
    now,
  );
  return id;
}

/** The group a new sub-customer gets: the one asked for (one of the main client's), or the first. */
function groupFor(deps: AppDeps, main: number, groupId: number | undefined): number {
  const groups = subGroups(deps.sqlite).all(main);
  const group = groupId === undefined ? groups[0] : groups.find((g) => g.id === groupId);
  if (!group) throw badRequest('sub_group_unknown');
  return group.id;
}

export function createSubCustomer(
  deps: AppDeps,
  auth: AuthContext,
  body: NewSub & { password: string; group_id?: number },
): SubCustomerRow {
  const main = mainClientOf(auth);
  const groupId = groupFor(deps, main, body.group_id);
  if (userByName(deps.sqlite).get(body.username) !== undefined) {
    throw badRequest('sub_username_taken', { username: body.username });
  }
  const hash = hashPassword(body.password);
  const id = deps.sqlite.transaction(() => insertSub(deps, main, body, hash, groupId))();
  return toRow(subOf(deps, main, id));
}

export function updateSubCustomer(
  deps: AppDeps,
  auth: AuthContext,
  body: { id: number; contact_name: string; contact_phone: string; contact_email: string },
): SubCustomerRow {
  const main = mainClientOf(auth);
  subOf(deps, main, body.id);
  deps.sqlite
    .prepare('update clients set contact_name = ?, contact_phone = ?, contact_email = ? where id = ?')
    .run(body.contact_name, body.contact_phone, body.contact_email, body.id);
  return toRow(subOf(deps, main, body.id));
}

export function setSubCustomerStatus(
  deps: AppDeps,
  auth: AuthContext,
  body: { id: number; status: SubCustomerStatus },
): SubCustomerRow {
  const main = mainClientOf(auth);
  deps.sqlite.transaction(() => {
    const sub = subOf(deps, main, body.id);
    if (body.status === 'disabled' && sub.active_count > 0) {
      throw badRequest('sub_has_active_cards', { name: sub.name, count: sub.active_count });
    }
    deps.sqlite.prepare('update clients set status = ? where id = ?').run(body.status, body.id);
  })();
  return toRow(subOf(deps, main, body.id));
}

// ---------------------------------------------------------------------------------------------
// Creating sub-customers from the sub-client template, as a task

const TEMPLATE = IMPORT_TEMPLATES.sub_client;
/** Rows a sub-client file may hold. */
const IMPORT_MAX_ROWS = 1000;

interface ImportParams {
  username: string;
  /** The initial password's hash (never the password), and the group every row gets. */
  password_hash: string;
  group_id: number;
}

const cellMessage = (issue: TemplateIssue): Message =>
  issue.missing
    ? message('template_cell_missing', { column: issue.column })
    : message('template_cell_invalid', { column: issue.column, expected: issue.expected });

const importTask = defineRowTask({
  kind: 'sub_client_import',
  rowsPerStep: 100,
  stepMs: 1000,
  handle(deps, record, rows) {
    const params = JSON.parse(record.params ?? '{}') as ImportParams;
    return rows.map((row) => {
      const sub = row.input as NewSub;
      // Taken since the check (another import, a user created meanwhile): refused, nothing written.
      if (userByName(deps.sqlite).get(sub.username) !== undefined) {
        return { ok: false, message: message('sub_username_taken', { username: sub.username }) };
      }
      insertSub(deps, clientIdOf(record), sub, params.password_hash, params.group_id);
      return { ok: true };
    });
  },
});

/** The template's header and notes rows, in either language: everything before them is skipped. */
const TEMPLATE_TEXTS = new Set(
  TEMPLATE.columns.flatMap((c) => BOTH_WORDS.flatMap((words) => [words(c.header), words(c.note)])),
);

export async function importSubCustomers(
  deps: AppDeps,
  auth: AuthContext,
  body: { file_url: string; password: string },
  lang: Lang,
) {
  const main = mainClientOf(auth);
  const groupId = groupFor(deps, main, undefined);
  const file = await importedFile(deps.uploadDir, body.file_url, uploadOwner(auth));
  const seen = new Map<string, number>();
  const badRows: { row_no: number; number: string; reason: string }[] = [];
  const rows: NewTaskRow[] = [];
  let valid = 0;
  for await (const { row_no, cells } of importRows(file, {
    max: IMPORT_MAX_ROWS,
    template: TEMPLATE,
    isData: (first) => !TEMPLATE_TEXTS.has(first),
  })) {
    const [name = '', username = '', contact = '', phone = '', email = ''] = cells;
    const refuse = (reason: Message) => {
      if (badRows.length < ASSIGN_ROWS_SHOWN)
        badRows.push({ row_no, number: username, reason: wordIn(lang, reason) });
      rows.push({ number: username, input: { row_no }, refusal: reason });
    };
    const issue = templateRowIssue(TEMPLATE, cells, BOTH_WORDS);
    if (issue) {
      refuse(cellMessage(issue));
      continue;
    }
    const first = seen.get(username.toLowerCase());
    if (first !== undefined) {
      refuse(message('sub_import_repeat', { row: first }));
      continue;
    }
    seen.set(username.toLowerCase(), row_no);
    if (userByName(deps.sqlite).get(username) !== undefined) {
      refuse(message('sub_username_taken', { username }));
      continue;
    }
    valid++;
    rows.push({
      number: username,
      input: {
        name,
        username,
        contact_name: contact,
        contact_phone: phone,
        contact_email: email,
      } satisfies NewSub,
    });
  }
  if (rows.length === 0) throw badRequest('sub_import_empty');
  const params: ImportParams = {
    username: auth.username,
    password_hash: hashPassword(body.password),
    group_id: groupId,
  };
  const taskId = createTask(deps, { kind: importTask, clientId: main, userId: auth.userId, params, rows });
  return { task_id: taskId, total: rows.length, valid, bad_rows: badRows };
}

// ---------------------------------------------------------------------------------------------
// Functions per sub-customer (/user_func)

const isFunc = (code: string): code is PermCode =>
  Object.hasOwn(PERMISSIONS, code) &&
  PERMISSIONS[code as PermCode].kind === 'func' &&
  PERMISSIONS[code as PermCode].side === 'client';

const subUser = perConnection<[number], { id: number; group_id: number | null }>(
  "select id, group_id from users where client_id = ? and login_type = 'client' order by id limit 1",
);
const groupOf = perConnection<[number], { id: number; for_client_id: number | null }>(
  'select id, for_client_id from perm_groups where id = ?',
);
const codesOf = perConnection<[number], string>('select code from perm_group_codes where group_id = ?');

function funcsAnswer(deps: AppDeps, main: number, clientId: number, lang: Lang) {
  const sub = subOf(deps, main, clientId);
  const user = subUser(deps.sqlite).get(clientId);
  const group = user?.group_id ? groupOf(deps.sqlite).get(user.group_id) : undefined;
  const codes = group ? codesOf(deps.sqlite).pluck().all(group.id) : [];
  const available = heldCodes(deps, main).filter(isFunc).sort();
  return {
    client_id: clientId,
    name: sub.name,
    available: available.map((code) => ({ code, name: permName(code, wordsIn(lang)) })),
    granted: codes.filter(isFunc).sort(),
    customised: group?.for_client_id === clientId,
  };
}

export function subCustomerFuncs(deps: AppDeps, auth: AuthContext, clientId: number, lang: Lang) {
  return funcsAnswer(deps, mainClientOf(auth), clientId, lang);
}

/**
 * Sets a sub-customer's function codes: within the main client's own, else refused. The first
 * time, the sub-customer gets a group of its own (its current group's other codes and the chosen
 * functions) and its users move to it; afterwards that group is changed. Its users' next call
 * reads the codes again (identity is cached only until the next write).
 */
export function saveSubCustomerFuncs(
  deps: AppDeps,
  auth: AuthContext,
  body: { client_id: number; codes: string[] },
  lang: Lang,
) {
  const main = mainClientOf(auth);
  const sub = subOf(deps, main, body.client_id);
  const wanted = [...new Set(body.codes)];
  const held = new Set<string>(heldCodes(deps, main));
  const foreign = wanted.filter((c) => !isFunc(c) || !held.has(c));
  if (foreign.length > 0) throw badRequest('user_func_not_held', { codes: foreign.join(', ') });
  const { sqlite } = deps;
  sqlite.transaction(() => {
    const user = subUser(sqlite).get(sub.id);
    const current = user?.group_id ? groupOf(sqlite).get(user.group_id) : undefined;
    let groupId: number;
    if (current && current.for_client_id === sub.id) {
      groupId = current.id;
    } else {
      const others = current
        ? codesOf(sqlite)
            .pluck()
            .all(current.id)
            .filter((c) => !isFunc(c))
        : [];
      groupId = Number(
        sqlite
          .prepare(
            "insert into perm_groups (name, owner_client_id, for_client_id, audience) values (?, ?, ?, 'sub_client')",
          )
          .run(`${sub.name}（专属）`, main, sub.id).lastInsertRowid,
      );
      const insert = sqlite.prepare('insert into perm_group_codes (group_id, code) values (?, ?)');
      for (const code of others) insert.run(groupId, code);
      sqlite
        .prepare("update users set group_id = ? where client_id = ? and login_type = 'client'")
        .run(groupId, sub.id);
    }
    sqlite.prepare("delete from perm_group_codes where group_id = ? and (code like 'func%')").run(groupId);
    const insert = sqlite.prepare('insert into perm_group_codes (group_id, code) values (?, ?)');
    for (const code of wanted) insert.run(groupId, code);
  })();
  return funcsAnswer(deps, main, sub.id, lang);
}
