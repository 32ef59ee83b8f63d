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
import { headerCounts } from '../services/cards.ts';
import { questions } from '../services/faqs.ts';
import { cardsBreakdown, homeConfig, topCards } from '../services/home.ts';
import { accountCents } from '../services/ledger.ts';
import { platformNotices } from '../services/notices.ts';
import { settleTrade } from '../services/trade.ts';
import { dailyUsage } from '../services/usage-chart.ts';

export const homeRoutes = [
  defineRoute(indexHeader, ({ deps, auth }) => {
    const counts = headerCounts(deps, auth);
    if (auth.clientId === null || !auth.codes.has('router_charge_account')) {
      return { ...counts, client_balance: null, client_frozen: null };
    }
    // Card orders the carrier answered since, and top-ups paid, before the account is shown.
    settleTrade(deps, deps.clock.now());
    const account = accountCents(deps.sqlite, auth.clientId);
    return { ...counts, client_balance: account.balance / 100, client_frozen: account.frozen / 100 };
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
