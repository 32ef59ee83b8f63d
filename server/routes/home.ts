import {
  indexConfig,
  indexHeader,
  indexLineChart,
  indexNotice,
  indexPieChart,
  indexQuestions,
  indexTop5Table,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { perConnection, untilNextWrite } from '../lib/prepared.ts';
import { headerCounts } from '../services/cards.ts';
import { questions } from '../services/faqs.ts';
import { cardsBreakdown, homeConfig, topCards } from '../services/home.ts';
import { platformNotices } from '../services/notices.ts';
import { dailyUsage } from '../services/usage-chart.ts';

const balanceCents = perConnection<[number], { cents: number }>(
  'select balance_cents as cents from clients where id = ?',
);

export const homeRoutes = [
  defineRoute(indexHeader, ({ deps, auth }) => {
    const counts = headerCounts(deps, auth);
    const balance =
      auth.clientId !== null && auth.codes.has('router_charge_account')
        ? (untilNextWrite(deps.sqlite, `balance:${auth.clientId}`, () =>
            balanceCents(deps.sqlite).get(auth.clientId!),
          )?.cents ?? 0) / 100
        : null;
    return { ...counts, client_balance: balance };
  }),
  defineRoute(indexConfig, ({ deps, auth }) => homeConfig(deps, auth)),
  defineRoute(indexPieChart, ({ deps, auth, lang }) => cardsBreakdown(deps, auth, lang)),
  defineRoute(indexLineChart, ({ deps, auth }) => {
    const days = dailyUsage(deps, auth);
    const total = days.reduce((sum, d) => sum + d.usage_mb, 0);
    return { days, total_mb: Math.round(total * 100) / 100 };
  }),
  defineRoute(indexTop5Table, ({ deps, auth, lang }) => topCards(deps, auth, lang)),
  defineRoute(indexNotice, ({ deps, auth, query, lang }) =>
    platformNotices(deps, auth, { page: 1, page_size: query.limit }, lang),
  ),
  defineRoute(indexQuestions, ({ deps, query, lang }) => questions(deps, query.limit, lang)),
];
