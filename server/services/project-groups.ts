import {
  type CardProjectRow,
  cardProjectList,
  type Lang,
  NO_PROJECT,
  type ProjectGroupRow,
  projectGroupList,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { nameIn } from '../i18n.ts';
import { formatDate } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { scopeColumn } from './card-scope.ts';

/**
 * Project groups belong to a main client: its sub-clients see them and sort their own cards into
 * them; creating, renaming and deleting stay with the main client's users.
 */

const mainOf = perConnection<[number], { main_id: number }>('select main_id from clients where id = ?');

/** The main client whose groups the caller sees, or null for a caller without a client. */
export function groupOwner(deps: AppDeps, auth: AuthContext): number | null {
  if (auth.clientId === null) return null;
  return mainOf(deps.sqlite).get(auth.clientId)?.main_id ?? null;
}

function managedOwner(deps: AppDeps, auth: AuthContext): number {
  const owner = groupOwner(deps, auth);
  if (owner === null || !auth.isMainClient) throw badRequest('project_main_only');
  return owner;
}

interface GroupRecord {
  id: number;
  name: string;
  description: string;
  created_at: number;
  card_count: number;
}

const toRow = (g: GroupRecord): ProjectGroupRow => ({
  id: g.id,
  name: g.name,
  description: g.description,
  card_count: g.card_count,
  created_at: formatDate(g.created_at)!,
});

/** The caller's cards in a group: all of them for a main client, its own for a sub-client. */
const countIn = (auth: AuthContext, client = '@client') =>
  auth.isMainClient
    ? '(select count(*) from cards c where c.project_group_id = g.id)'
    : `(select count(*) from cards c where c.project_group_id = g.id and c.client_id = ${client})`;

const statement = statementCache();

/** The groups' filter and sorts on `project_groups g` (a client has a few: the name is searched as text). */
const GROUP_LIST: ListBinding<typeof projectGroupList> = {
  filters: { name: 'g.name' },
  sorts: { name: 'g.name', card_count: 'card_count', created_at: 'g.created_at' },
  key: 'g.id',
};

export function listProjectGroups(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof projectGroupList>) {
  const owner = groupOwner(deps, auth);
  if (owner === null) return { tableData: [] as ProjectGroupRow[], total: 0 };
  const sql = listSql(projectGroupList, GROUP_LIST, q, [['g.main_client_id = ?', owner]]);
  const total = (
    statement(deps.sqlite, `select count(*) as n from project_groups g where ${sql.where}`).get(
      ...sql.params,
    ) as { n: number }
  ).n;
  // The count's subquery comes before the WHERE: its client parameter goes first.
  const client = auth.isMainClient ? [] : [auth.clientId];
  const rows = statement(
    deps.sqlite,
    `select g.id, g.name, g.description, g.created_at, ${countIn(auth, '?')} as card_count
     from project_groups g where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...client, ...sql.params, sql.limit, sql.offset) as GroupRecord[];
  return { tableData: rows.map(toRow), total };
}

export function projectGroupOptions(deps: AppDeps, auth: AuthContext) {
  const owner = groupOwner(deps, auth);
  if (owner === null) return [];
  return statement(
    deps.sqlite,
    `select g.id, g.name, ${countIn(auth)} as card_count from project_groups g
     where g.main_client_id = @owner order by g.name`,
  ).all({ owner, client: auth.clientId }) as { id: number; name: string; card_count: number }[];
}

const groupById = perConnection<[number, number], GroupRecord>(
  `select g.id, g.name, g.description, g.created_at,
     (select count(*) from cards c where c.project_group_id = g.id) as card_count
   from project_groups g where g.id = ? and g.main_client_id = ?`,
);
const groupByName = perConnection<[number, string], { id: number }>(
  'select id from project_groups where main_client_id = ? and name = ?',
);

function ownedGroup(deps: AppDeps, owner: number, id: number): GroupRecord {
  const group = groupById(deps.sqlite).get(id, owner);
  if (!group) throw notFound('project_not_found', { id });
  return group;
}

function assertNameFree(deps: AppDeps, owner: number, name: string, self: number | null) {
  const taken = groupByName(deps.sqlite).get(owner, name);
  if (taken && taken.id !== self) throw badRequest('project_name_taken', { name });
}

export function createProjectGroup(
  deps: AppDeps,
  auth: AuthContext,
  input: { name: string; description: string },
): ProjectGroupRow {
  const owner = managedOwner(deps, auth);
  assertNameFree(deps, owner, input.name, null);
  const id = Number(
    deps.sqlite
      .prepare(
        'insert into project_groups (main_client_id, name, description, created_at) values (?, ?, ?, ?)',
      )
      .run(owner, input.name, input.description, deps.clock.now()).lastInsertRowid,
  );
  return toRow(ownedGroup(deps, owner, id));
}

export function updateProjectGroup(
  deps: AppDeps,
  auth: AuthContext,
  input: { id: number; name: string; description: string },
): ProjectGroupRow {
  const owner = managedOwner(deps, auth);
  ownedGroup(deps, owner, input.id);
  assertNameFree(deps, owner, input.name, input.id);
  deps.sqlite
    .prepare('update project_groups set name = ?, description = ? where id = ?')
    .run(input.name, input.description, input.id);
  return toRow(ownedGroup(deps, owner, input.id));
}

/** Deletes an empty group; one that still holds cards is refused, naming how many. */
export function deleteProjectGroup(deps: AppDeps, auth: AuthContext, id: number) {
  const owner = managedOwner(deps, auth);
  const group = ownedGroup(deps, owner, id);
  if (group.card_count > 0) {
    throw badRequest('project_has_cards', { name: group.name, count: group.card_count });
  }
  deps.sqlite.prepare('delete from project_groups where id = ?').run(id);
  return { id };
}

/** The cards' filters on `cards c`: the group (or none), a number as a prefix range on each number's index, a status. */
const CARD_LIST: ListBinding<typeof cardProjectList> = {
  filters: {
    project_group_id: (group: number | typeof NO_PROJECT) =>
      group === NO_PROJECT ? ['c.project_group_id is null'] : ['c.project_group_id = ?', group],
    number: ['c.iccid', 'c.msisdn'],
    status: 'c.status',
  },
  sorts: {},
  key: 'c.id',
};

/** One page of the caller's cards with their groups: a page of ids first, then only those rows. */
export function listCardProjects(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof cardProjectList>,
  lang: Lang,
) {
  const scope = scopeColumn(auth);
  if (!scope) return { tableData: [] as CardProjectRow[], total: 0 };
  const sql = listSql(cardProjectList, CARD_LIST, q, [[`c.${scope.column} = ?`, scope.clientId]]);
  const total = (
    statement(deps.sqlite, `select count(*) as n from cards c where ${sql.where}`).get(...sql.params) as {
      n: number;
    }
  ).n;
  if (total === 0) return { tableData: [] as CardProjectRow[], total };
  const rows = statement(
    deps.sqlite,
    `select c.id, c.iccid, c.msisdn, c.carrier, c.status, p.name as plan_name, p.name_en as plan_name_en,
       c.project_group_id, g.name as project_group_name, cl.name as client_name
     from cards c join plans p on p.id = c.plan_id join clients cl on cl.id = c.client_id
       left join project_groups g on g.id = c.project_group_id
     where c.id in (select c.id from cards c where ${sql.where} order by ${sql.orderBy} limit ? offset ?)
     order by ${sql.orderBy}`,
  ).all(...sql.params, sql.limit, sql.offset) as (CardProjectRow & { plan_name_en: string })[];
  return {
    tableData: rows.map(
      ({ plan_name_en, ...row }): CardProjectRow => ({
        ...row,
        plan_name: nameIn({ plan_name: row.plan_name, plan_name_en }, 'plan_name', lang),
      }),
    ),
    total,
  };
}

/**
 * Moves cards into a group (or out of theirs with `groupId` null), all or nothing: every card must
 * be the caller's and the group its main client's. Each card that changes gets a `project_assign`
 * entry in its operation log, `{from, to}` naming the groups (a side with no group left out).
 */
export function assignCardProject(
  deps: AppDeps,
  auth: AuthContext,
  input: { card_ids: number[]; project_group_id: number | null },
) {
  const scope = scopeColumn(auth);
  const owner = groupOwner(deps, auth);
  const ids = [...new Set(input.card_ids)];
  if (!scope || owner === null) throw notFound('project_cards_not_found', { count: ids.length });
  const target = input.project_group_id === null ? null : ownedGroup(deps, owner, input.project_group_id);

  const cards = deps.sqlite
    .prepare<[string, number], { id: number; group_name: string | null; project_group_id: number | null }>(
      `select c.id, c.project_group_id, g.name as group_name
       from cards c left join project_groups g on g.id = c.project_group_id
       where c.id in (select value from json_each(?)) and c.${scope.column} = ?`,
    )
    .all(JSON.stringify(ids), scope.clientId);
  if (cards.length < ids.length) {
    throw notFound('project_cards_not_found', { count: ids.length - cards.length });
  }
  const moving = cards.filter((c) => c.project_group_id !== (target?.id ?? null));
  const now = deps.clock.now();
  const setGroup = deps.sqlite.prepare('update cards set project_group_id = ? where id = ?');
  const log = deps.sqlite.prepare(
    `insert into card_operations (card_id, user_id, username, action, detail, at)
     values (?, ?, ?, 'project_assign', ?, ?)`,
  );
  deps.sqlite.transaction(() => {
    for (const card of moving) {
      setGroup.run(target?.id ?? null, card.id);
      log.run(
        card.id,
        auth.userId,
        auth.username,
        JSON.stringify({ from: card.group_name ?? undefined, to: target?.name }),
        now,
      );
    }
  })();
  return { updated: moving.length, unchanged: cards.length - moving.length };
}
