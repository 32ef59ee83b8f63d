import { AnalysisTaskList } from './task-list.tsx';

/** /sap_sim_chart_task: traffic-analysis tasks over card sets. */
export default function ChartTaskPage() {
  return <AnalysisTaskList kind="chart" />;
}
