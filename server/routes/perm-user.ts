import {
  createPermGroup,
  createPermUser,
  deletePermGroup,
  deletePermUser,
  groupPermInfo,
  permGroupList,
  permGroupOptions,
  permUserList,
  updateGroupPerms,
  updatePermGroup,
  updatePermUser,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as perms from '../services/perm-users.ts';

/** User management: the main client's permission groups (/perm_group) and users (/perm_user). */
export const permUserRoutes = [
  defineRoute(permGroupList, (ctx) =>
    listAnswer(permGroupList, ctx, perms.listPermGroups(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(createPermGroup, ({ deps, auth, body }) => perms.createPermGroup(deps, auth, body)),
  defineRoute(updatePermGroup, ({ deps, auth, body }) => perms.updatePermGroup(deps, auth, body)),
  defineRoute(deletePermGroup, ({ deps, auth, query }) => perms.deletePermGroup(deps, auth, query.id)),
  defineRoute(permGroupOptions, ({ deps, auth }) => perms.permGroupOptions(deps, auth)),
  defineRoute(groupPermInfo, ({ deps, auth, query }) => perms.groupPermInfo(deps, auth, query.group_id)),
  defineRoute(updateGroupPerms, ({ deps, auth, body }) => perms.updateGroupPerms(deps, auth, body)),
  defineRoute(permUserList, (ctx) =>
    listAnswer(permUserList, ctx, perms.listPermUsers(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(createPermUser, ({ deps, auth, body }) => perms.createPermUser(deps, auth, body)),
  defineRoute(updatePermUser, ({ deps, auth, body }) => perms.updatePermUser(deps, auth, body)),
  defineRoute(deletePermUser, ({ deps, auth, query }) => perms.deletePermUser(deps, auth, query.id)),
];
