import { reportChart } from '#contract';
import { defineRoute } from '../define-route.ts';
import { chartReport } from '../services/report-chart.ts';

/** Reports (报表, issue 41). */
export const reportRoutes = [
  defineRoute(reportChart, ({ deps, auth, query, lang }) => chartReport(deps, auth, query, lang)),
];
