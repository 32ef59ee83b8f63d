import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACTIVATION_SOURCES, CARD_STATUSES, labelOf } from '#contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cardActivationQuery } from '../api/card-actions.ts';

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium break-all text-slate-800 tabular-nums">{value ?? '-'}</dd>
    </div>
  );
}

/** When, how and by whom a card was activated (func_show_active). */
export function ActivationDialog({ cardId, onClose }: { cardId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useQuery(cardActivationQuery(cardId ?? 0));
  const data = info.data;
  const activation = data?.activation;
  return (
    <Dialog open={cardId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('card.list.activation.title')}</DialogTitle>
          <DialogDescription>{data?.iccid ?? t('common.loading')}</DialogDescription>
        </DialogHeader>
        {data && (
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Item label={t('field.cardStatus')} value={t(labelOf(CARD_STATUSES[data.status]))} />
            {activation ? (
              <>
                <Item label={t('card.list.activation.at')} value={activation.at} />
                <Item
                  label={t('card.list.activation.source')}
                  value={t(labelOf(ACTIVATION_SOURCES[activation.source]))}
                />
                <Item label={t('field.operator')} value={activation.operator} />
                <Item label={t('field.plan')} value={activation.plan_name} />
                <Item label={t('field.expires')} value={activation.expires_at} />
              </>
            ) : (
              <p className="text-slate-500 sm:col-span-2">{t('card.list.activation.never')}</p>
            )}
          </dl>
        )}
      </DialogContent>
    </Dialog>
  );
}
