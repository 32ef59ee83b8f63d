import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGN_OUTCOMES, type CardAssignRow, cardAssignLog, labelOf, withdrawAssign } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { StaticTable } from '@/components/static-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useRowAction } from '@/components/use-row-action';
import { ASSIGN_READS, useAssignDetail, useSubCustomerOptions } from './api/sub-customers.ts';
import { AssignDialog, type AssignPreset } from './assign-dialog.tsx';

/**
 * /card_assgin_log: the main client's card assignments as tasks (from → to, count, method,
 * operator, status, progress), each with its per-card detail; a finished one can be withdrawn.
 */
export default function CardAssignLogPage() {
  const { t } = useTranslation();
  const options = useSubCustomerOptions().data;
  const [assigning, setAssigning] = useState<AssignPreset | null>(null);
  const [detail, setDetail] = useState<CardAssignRow | null>(null);
  const withdraw = useRowAction(withdrawAssign, {
    input: (row: CardAssignRow) => ({ body: { task_id: row.id } }),
    confirm: (row) => ({
      message: t('subCustomer.assign.confirmWithdraw', {
        id: row.id,
        count: row.succeeded,
        from: row.from_name,
      }),
      variant: 'danger',
    }),
    done: (_, done) => t('subCustomer.assign.withdrawQueued', { id: done.task_id, count: done.total }),
    invalidates: ASSIGN_READS,
  });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">{t('subCustomer.assign.logHint')}</p>
        <Button variant="primary" onClick={() => setAssigning({})}>
          <ArrowRightLeft />
          {t('subCustomer.assign.title')}
        </Button>
      </div>
      <ListScreen
        list={cardAssignLog}
        caption={t('perm.router_card_assgin_log')}
        storageKey="card-assign-log"
        options={{ client_id: (options?.subs ?? []).map((s) => ({ value: String(s.id), label: s.name })) }}
        actions={{ detail: setDetail, withdraw }}
        pollWhile={(rows) => rows.some((r) => r.status === 'pending' || r.status === 'running')}
      >
        <AssignDialog preset={assigning} onClose={() => setAssigning(null)} />
        <DetailDialog row={detail} onClose={() => setDetail(null)} />
      </ListScreen>
    </div>
  );
}

function DetailDialog({ row, onClose }: { row: CardAssignRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={row !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('subCustomer.assign.detailTitle', { id: row?.id ?? '' })}</DialogTitle>
          <DialogDescription>
            {row &&
              t('subCustomer.assign.detailOf', { from: row.from_name, to: row.to_name, count: row.total })}
          </DialogDescription>
        </DialogHeader>
        {row && <DetailTable taskId={row.id} />}
      </DialogContent>
    </Dialog>
  );
}

function DetailTable({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const detail = useAssignDetail(taskId).data;
  if (!detail) return <p className="text-sm text-slate-500">{t('common.loading')}</p>;
  const header = new Map(detail.tableHeader.map((c) => [c.prop, c.label]));
  const label = (prop: string) => header.get(prop) ?? '';
  return (
    <div className="flex flex-col">
      <StaticTable
        caption={t('subCustomer.assign.detailTitle', { id: taskId })}
        className="max-h-[60vh]"
        rows={detail.tableData}
        rowKey={(r) => r.row_no}
        columns={[
          {
            key: 'number',
            header: label('number'),
            cell: (r) => r.number,
            cellClassName: 'font-mono text-xs',
          },
          { key: 'to_name', header: label('to_name'), cell: (r) => r.to_name },
          {
            key: 'outcome',
            header: label('outcome'),
            cell: (r) => (
              <Badge tone={ASSIGN_OUTCOMES[r.outcome].tone}>{t(labelOf(ASSIGN_OUTCOMES[r.outcome]))}</Badge>
            ),
          },
          {
            key: 'reason',
            header: label('reason'),
            cell: (r) => r.reason,
            cellClassName: 'text-xs text-slate-600',
          },
        ]}
      />
      {detail.total_count > detail.tableData.length && (
        <p className="mt-2 text-xs text-slate-500">
          {t('subCustomer.assign.detailMore', { shown: detail.tableData.length, total: detail.total_count })}
        </p>
      )}
    </div>
  );
}
