import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { smsBatchDetail, smsBatchList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { endpointQuery } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';
import { usePageLocation } from '@/lib/page-location';

/**
 * /batch_sms/detail?task_id=: one batch's figures and each card's result (待发送 → 发送中 →
 * 已送达 / 失败 with its reason). Opened without a batch, it shows the latest one.
 */
export default function BatchSmsDetailPage() {
  const { t } = useTranslation();
  const { search } = usePageLocation();
  const asked = new URLSearchParams(search).get('task_id');
  const latest = useQuery({ ...endpointQuery(smsBatchList, { page: 1, page_size: 5 }), enabled: !asked });
  const taskId = asked ?? (latest.data?.tableData[0] ? String(latest.data.tableData[0].id) : null);

  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button onClick={() => navigate('/batch_sms')}>
          <ArrowLeft />
          {t('sms.batch.back')}
        </Button>
      </div>
      {taskId ? (
        <ListScreen
          list={smsBatchDetail}
          caption={t('perm.router_batch_sms_detail')}
          storageKey="sms-batch-detail"
          rowKey="row_no"
          fixedQuery={{ task_id: taskId }}
          pollWhile={(rows) => rows.some((r) => r.result === 'waiting' || r.result === 'pending')}
          summary={(data) =>
            data && (
              <div className="flex flex-col gap-0.5 text-sm text-slate-600">
                <span className="font-medium text-slate-800">
                  {t('sms.batch.detailOf', { id: data.batch.id, source: data.batch.source })}
                </span>
                <span>{t('sms.batch.figures', data.batch)}</span>
              </div>
            )
          }
        />
      ) : (
        latest.isSuccess && <p className="text-sm text-slate-500">{t('sms.batch.noBatch')}</p>
      )}
    </div>
  );
}
