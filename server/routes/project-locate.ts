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
import { ctccNbQuery as nbQuery } from '../services/ctcc-nb.ts';
import * as locate from '../services/locate.ts';
import * as projects from '../services/project-groups.ts';
import * as publicCard from '../services/public-card.ts';
import { cardProjectHeader, locateQueryHeader, projectGroupHeader } from '../tables/project-locate.ts';

const page = <Row>(
  query: { page: number; page_size: number },
  rows: { tableData: Row[]; total: number },
) => ({
  tableData: rows.tableData,
  page: query.page,
  page_size: query.page_size,
  total_count: rows.total,
});

/** Project groups and card projects. */
export const projectRoutes = [
  defineRoute(projectGroupList, ({ deps, auth, query, lang }) => ({
    ...page(query, projects.listProjectGroups(deps, auth, query)),
    tableHeader: projectGroupHeader(lang, auth.isMainClient),
  })),
  defineRoute(projectGroupOptions, ({ deps, auth }) => projects.projectGroupOptions(deps, auth)),
  defineRoute(createProjectGroup, ({ deps, auth, body, lang }) =>
    projects.createProjectGroup(deps, auth, body, lang),
  ),
  defineRoute(updateProjectGroup, ({ deps, auth, body, lang }) =>
    projects.updateProjectGroup(deps, auth, body, lang),
  ),
  defineRoute(deleteProjectGroup, ({ deps, auth, query, lang }) =>
    projects.deleteProjectGroup(deps, auth, query.id, lang),
  ),
  defineRoute(cardProjectList, ({ deps, auth, query, lang }) => ({
    ...page(query, projects.listCardProjects(deps, auth, query)),
    tableHeader: cardProjectHeader(lang),
  })),
  defineRoute(assignCardProject, ({ deps, auth, body, lang }) =>
    projects.assignCardProject(deps, auth, body, lang),
  ),
];

/** The location service and the China Telecom NB query. */
export const locateRoutes = [
  defineRoute(locateBrief, ({ deps, auth }) => locate.locateBrief(deps, auth)),
  defineRoute(locateSubscribe, ({ deps, auth, body, lang }) =>
    locate.setLocateSubscription(deps, auth, body.enabled, lang),
  ),
  defineRoute(locateInfo, ({ deps, auth, query, lang }) => locate.locateCard(deps, auth, query, lang)),
  defineRoute(locateQueryList, ({ deps, auth, query, lang }) => ({
    ...page(query, locate.listLocateQueries(deps, auth, query, lang)),
    tableHeader: locateQueryHeader(lang),
  })),
  defineRoute(ctccNbQuery, ({ deps, auth, query, lang }) => nbQuery(deps, auth, query.number, lang)),
];

/** The end user's card pages, without login; every lookup counts against the caller's address. */
export const publicCardRoutes = [
  defineRoute(publicCardLookup, ({ deps, query, lang, request }) => {
    publicCard.admitLookup(deps, request.ip, lang);
    return publicCard.lookupByNumber(deps, query.number, lang);
  }),
  defineRoute(publicCardQrcode, ({ deps, query, lang, request }) => {
    publicCard.admitLookup(deps, request.ip, lang);
    return publicCard.lookupById(deps, query.card_id, lang);
  }),
];
