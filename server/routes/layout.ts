import {
  completeQuestionnaire,
  currentQuestionnaire,
  markNoticeRead,
  platformNotices,
  unreadNotices,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import * as notices from '../services/notices.ts';
import * as questionnaires from '../services/questionnaires.ts';

/** The layout's notices dialog and /platform_notice, and the survey dialog. */
export const layoutRoutes = [
  defineRoute(unreadNotices, ({ deps, auth, lang }) => notices.unreadNotices(deps, auth, lang)),
  defineRoute(markNoticeRead, ({ deps, auth, body }) => notices.markNoticeRead(deps, auth, body.mq_id)),
  defineRoute(platformNotices, ({ deps, auth, query, lang }) =>
    notices.platformNotices(deps, auth, query, lang),
  ),
  defineRoute(currentQuestionnaire, ({ deps, auth, query, lang }) =>
    questionnaires.currentQuestionnaire(deps, auth, query.questionnaire_id, lang),
  ),
  defineRoute(completeQuestionnaire, ({ deps, auth, body }) =>
    questionnaires.completeQuestionnaire(deps, auth, body),
  ),
];
