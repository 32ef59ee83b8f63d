import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cardExportList, queueSize, TASK_FILE_DAYS } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { endpointKey, invalidate } from '@/lib/endpoint-query';

/** /card/export: the client's card exports, with their progress, and the file of each one done. */
export default function CardExportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The exports move on as the emulator's clock goes: the top bar's task count follows the list.
  useEffect(() => {
    const [path] = endpointKey(cardExportList);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === path) {
        void invalidate(queryClient, queueSize);
      }
    });
  }, [queryClient]);
  return (
    <ListScreen
      list={cardExportList}
      caption={t('perm.router_card_export')}
      storageKey="card-export"
      summary={() => (
        <p className="text-sm text-slate-500">{t('card.list.export.hint', { days: TASK_FILE_DAYS })}</p>
      )}
      pollWhile={(rows) => rows.some((row) => row.status === 'pending' || row.status === 'running')}
    />
  );
}
