import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cardExportList, queueSize } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { endpointKey, invalidate } from '@/lib/endpoint-query';

/** /card/export: the client's card exports, with their progress, and the file of each one done. */
export default function CardExportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Reading the list finishes the exports still queued: the top bar's task count follows.
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
      summary={() => <p className="text-sm text-slate-500">{t('card.list.export.hint')}</p>}
    />
  );
}
