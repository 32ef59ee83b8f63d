import {
  CARD_STATUSES,
  type Lang,
  SMALL_PLAN_STOP_EXPORT_KIND,
  type SmallPlanStopRow,
  smallPlanStopList,
} from '#contract';
import { pick } from '../i18n.ts';
import { defineListExport } from '../tasks/list-export.ts';
import { smallPlanStopCount, smallPlanStopRowsFor } from './small-plan-stops.ts';

/** A stop as the spreadsheet shows it: the card's status in the export's language. */
const cellsOf = (row: SmallPlanStopRow, lang: Lang) => ({
  ...row,
  status: pick(CARD_STATUSES[row.status], lang),
});

/**
 * Starts an export of /report_data under the list's filters: a task of the platform's queue,
 * listed in support's export log, refused when nothing matches.
 */
export const startSmallPlanStopExport = defineListExport({
  kind: SMALL_PLAN_STOP_EXPORT_KIND,
  scope: 'platform',
  downloadCodes: ['router_spt_reports', 'router_spt_export_log'],
  list: smallPlanStopList.list,
  all: 'small_plan_stop_export_all',
  widths: { client_name: 36, plan: 30, iccid: 24 },
  sheet: 'small_plan_stop_export_sheet',
  file: 'small_plan_stop_export_file',
  nothing: 'small_plan_stop_export_nothing',
  count: (deps, filters: Parameters<typeof smallPlanStopCount>[1]) => smallPlanStopCount(deps, filters),
  rows: (deps, filters, maxId, from, count, lang) =>
    smallPlanStopRowsFor(deps, filters, maxId, from, count, lang),
  cells: cellsOf,
});
