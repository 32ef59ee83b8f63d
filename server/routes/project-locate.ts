import {
  assignCardProject,
  cardProjectList,
  createProjectGroup,
  ctccNbQuery,
  deleteProjectGroup,
  locateBrief,
  locateInfo,
  locateQueryList,
  locateSubscribe,
  projectGroupList,
  projectGroupOptions,
  publicCardLookup,
  publicCardQrcode,
  updateProjectGroup,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import { ctccNbQuery as nbQuery } from '../services/ctcc-nb.ts';
import * as locate from '../services/locate.ts';
import * as projects from '../services/project-groups.ts';
import * as publicCard from '../services/public-card.ts';

/** Project groups and card projects. */
export const projectRoutes = [
  defineRoute(projectGroupList, (ctx) => {
    const answer = listAnswer(
      projectGroupList,
      ctx,
      projects.listProjectGroups(ctx.deps, ctx.auth, ctx.query),
    );
    // Only a main client's users manage the groups, which no permission code says: a sub-client
    // gets no edit and delete buttons (and so no action column).
    if (ctx.auth.isMainClient) return answer;
    return { ...answer, tableHeader: answer.tableHeader.filter((c) => c.type !== 'buttons') };
  }),
  defineRoute(projectGroupOptions, ({ deps, auth }) => projects.projectGroupOptions(deps, auth)),
  defineRoute(createProjectGroup, ({ deps, auth, body }) => projects.createProjectGroup(deps, auth, body)),
  defineRoute(updateProjectGroup, ({ deps, auth, body }) => projects.updateProjectGroup(deps, auth, body)),
  defineRoute(deleteProjectGroup, ({ deps, auth, query }) =>
    projects.deleteProjectGroup(deps, auth, query.id),
  ),
  defineRoute(cardProjectList, (ctx) =>
    listAnswer(cardProjectList, ctx, projects.listCardProjects(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(assignCardProject, ({ deps, auth, body }) => projects.assignCardProject(deps, auth, body)),
];

/** The location service and the China Telecom NB query. */
export const locateRoutes = [
  defineRoute(locateBrief, ({ deps, auth }) => locate.locateBrief(deps, auth)),
  defineRoute(locateSubscribe, ({ deps, auth, body }) =>
    locate.setLocateSubscription(deps, auth, body.enabled),
  ),
  defineRoute(locateInfo, ({ deps, auth, query, lang }) => locate.locateCard(deps, auth, query, lang)),
  defineRoute(locateQueryList, (ctx) =>
    listAnswer(locateQueryList, ctx, locate.listLocateQueries(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(ctccNbQuery, ({ deps, auth, query, lang }) => nbQuery(deps, auth, query.number, lang)),
];

/** The end user's card pages, without login; every lookup counts against the caller's address. */
export const publicCardRoutes = [
  defineRoute(publicCardLookup, ({ deps, query, request, lang }) => {
    publicCard.admitLookup(deps, request.ip);
    return publicCard.lookupByNumber(deps, query.number, lang);
  }),
  defineRoute(publicCardQrcode, ({ deps, query, request, lang }) => {
    publicCard.admitLookup(deps, request.ip);
    return publicCard.lookupById(deps, query.card_id, lang);
  }),
];
