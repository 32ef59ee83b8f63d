import { AnalysisTaskList } from './task-list.tsx';

/** /sap_sim_session_task: session-extraction tasks over card sets. */
export default function SessionTaskPage() {
  return <AnalysisTaskList kind="session" />;
}
