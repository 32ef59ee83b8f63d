import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGN_OUTCOMES, type CardAssignRow, cardAssignLog, labelOf } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { useAssignDetail, useSubCustomerOptions, useWithdrawAssign } from './api/sub-customers.ts';
import { AssignDialog, type AssignPreset } from './assign-dialog.tsx';

/**
 * /card_assgin_log: the main client's card assignments as tasks (from → to, count, method,
 * operator, status, progress), each with its per-card detail; a finished one can be withdrawn.
 */
export default function CardAssignLogPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const withdraw = useWithdrawAssign();
  const options = useSubCustomerOptions().data;
  const [assigning, setAssigning] = useState<AssignPreset | null>(null);
  const [detail, setDetail] = useState<CardAssignRow | null>(null);

  const onAction = async (key: string, row: CardAssignRow) => {
    if (key === 'detail') return setDetail(row);
    if (key !== 'withdraw') return;
    const sure = await confirm({
      message: t('subCustomer.assign.confirmWithdraw', {
        id: row.id,
        count: row.succeeded,
        from: row.from_name,
      }),
      variant: 'danger',
    });
    if (!sure) return;
    const done = await withdraw.mutateAsync(row.id).catch(() => null);
    if (done) notify.success(t('subCustomer.assign.withdrawQueued', { id: done.task_id, count: done.total }));
  };

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
        onAction={(key, row) => void onAction(key, row)}
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
  const header = detail.tableHeader.filter((c) => c.prop !== 'row_no');
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('subCustomer.assign.detailTitle', { id: taskId })}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            {header.map((c) => (
              <th key={c.prop} className="px-2 py-1.5 font-medium">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {detail.tableData.map((r) => (
            <tr key={r.row_no} className="border-t border-slate-100">
              <td className="px-2 py-1.5 font-mono text-xs">{r.number}</td>
              <td className="px-2 py-1.5">{r.to_name}</td>
              <td className="px-2 py-1.5">
                <Badge tone={ASSIGN_OUTCOMES[r.outcome].tone}>{t(labelOf(ASSIGN_OUTCOMES[r.outcome]))}</Badge>
              </td>
              <td className="px-2 py-1.5 text-xs text-slate-600">{r.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {detail.total_count > detail.tableData.length && (
        <p className="mt-2 text-xs text-slate-500">
          {t('subCustomer.assign.detailMore', { shown: detail.tableData.length, total: detail.total_count })}
        </p>
      )}
    </div>
  );
}
