import { useTranslation } from 'react-i18next';
import { labelOf, type SapAnalysisTaskRow, sapChartTaskList, TASK_STATUSES } from '#contract';
import { FigureGrid } from '@/components/detail-page';

/** A column's label in the list's declaration: the details name their figures alike. */
const columnLabel = (prop: string) => sapChartTaskList.list.columns.find((c) => c.prop === prop)!.label;

/** An analysis task's head: its card set, days, status and progress, operator and times. */
export function TaskFigures({ task }: { task: SapAnalysisTaskRow }) {
  const { t } = useTranslation();
  return (
    <FigureGrid
      figures={[
        { label: t(columnLabel('id')), value: task.id },
        { label: t(columnLabel('client_name')), value: task.client_name },
        { label: t(columnLabel('cards')), value: task.cards },
        { label: t(columnLabel('period')), value: task.period },
        {
          label: t(columnLabel('status')),
          value: `${t(labelOf(TASK_STATUSES[task.status]))} · ${task.progress}%`,
        },
        { label: t(columnLabel('username')), value: task.username },
        { label: t(columnLabel('created_at')), value: task.created_at },
        { label: t(columnLabel('finished_at')), value: task.finished_at || '-' },
      ]}
    />
  );
}
