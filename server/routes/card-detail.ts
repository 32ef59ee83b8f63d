import {
  cardDetail,
  cardOperations,
  cardRecharges,
  cardSessions,
  cardSms,
  cardStatusHistory,
  cardUsage,
  cardVoiceWhitelist,
  type Lang,
  type TableColumn,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import * as detail from '../services/card-detail.ts';
import {
  operationsHeader,
  rechargesHeader,
  sessionsHeader,
  smsHeader,
  statusHistoryHeader,
  whitelistHeader,
} from '../tables/card-detail.ts';

/** A section's page in the list shape every table of the portal reads. */
const listOf = <R>(
  page: { tableData: R[]; total: number },
  header: (lang: Lang) => TableColumn[],
  query: detail.PageQuery,
  lang: Lang,
) => ({
  tableData: page.tableData,
  tableHeader: header(lang),
  page: query.page,
  page_size: query.page_size,
  total_count: page.total,
});

/** The card detail page: the card, its usage charts and one paged list per section. */
export const cardDetailRoutes = [
  defineRoute(cardDetail, ({ deps, auth, query, lang }) =>
    detail.cardDetail(deps, auth, query.card_id, lang),
  ),
  defineRoute(cardUsage, ({ deps, auth, query, lang }) =>
    detail.cardUsage(deps, auth, query.card_id, query.month, lang),
  ),
  defineRoute(cardStatusHistory, ({ deps, auth, query, lang }) =>
    listOf(detail.statusHistory(deps, auth, query, lang), statusHistoryHeader, query, lang),
  ),
  defineRoute(cardSessions, ({ deps, auth, query, lang }) =>
    listOf(detail.sessions(deps, auth, query, lang), sessionsHeader, query, lang),
  ),
  defineRoute(cardSms, ({ deps, auth, query, lang }) =>
    listOf(detail.sms(deps, auth, query, lang), smsHeader, query, lang),
  ),
  defineRoute(cardRecharges, ({ deps, auth, query, lang }) =>
    listOf(detail.recharges(deps, auth, query, lang), rechargesHeader, query, lang),
  ),
  defineRoute(cardVoiceWhitelist, ({ deps, auth, query, lang }) =>
    listOf(detail.voiceWhitelist(deps, auth, query, lang), whitelistHeader, query, lang),
  ),
  defineRoute(cardOperations, ({ deps, auth, query, lang }) =>
    listOf(detail.operations(deps, auth, query, lang), operationsHeader, query, lang),
  ),
];
