import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TASK_STATUSES } from '#contract';
import { ListPage } from '@/components/list-page';
import { currentLang } from '@/lib/i18n';
import { CARD_EXPORT_KEY, fetchCardExports } from './api/get-card-exports.ts';

/** /card/export: the client's card exports, with their progress, and the file of each one done. */
export default function CardExportPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const queryClient = useQueryClient();
  // Reading the list finishes the exports still queued: the top bar's task count follows.
  const fetchList = async (query: Record<string, string | number>) => {
    const data = await fetchCardExports(query);
    void queryClient.invalidateQueries({ queryKey: ['queue_size'] });
    return data;
  };
  return (
    <ListPage
      caption={t('cardList.export.title')}
      storageKey="card-export"
      filters={[
        {
          type: 'select',
          name: 'status',
          label: t('cardList.export.status'),
          options: Object.entries(TASK_STATUSES).map(([value, l]) => ({ value, label: l[lang] })),
        },
      ]}
      queryKey={CARD_EXPORT_KEY}
      fetchList={fetchList}
      summary={() => <p className="text-sm text-slate-500">{t('cardList.export.hint')}</p>}
    />
  );
}
