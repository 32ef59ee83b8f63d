import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  removeSapGroupCard,
  type SapGroupCardRow,
  sapGroupCardForm,
  sapGroupCardList,
  sapGroupList,
  sapGroupOptions,
} from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { useRowAction } from '@/components/use-row-action';
import { useSapGroupOptions } from './api/groups.ts';

const CARDS_READ = [sapGroupCardList, sapGroupList, sapGroupOptions];

/**
 * /sap_group_card: the caller's cards in directed groups. A card is in one group at most; adding a
 * card that is in another group is refused unless moving it is ticked.
 */
export default function GroupCardPage() {
  const { t } = useTranslation();
  const groups = useSapGroupOptions().data ?? [];
  const [adding, setAdding] = useState<FormTarget<never>>(null);
  const remove = useRowAction(removeSapGroupCard, {
    input: (row: SapGroupCardRow) => ({ query: { card_id: row.card_id } }),
    confirm: (row) => ({
      message: t('security.card.confirmRemove', { card: row.iccid, group: row.group_name }),
      confirmLabel: t('common.remove'),
      variant: 'danger',
    }),
    done: (row) => t('security.card.removed', { card: row.iccid }),
    invalidates: CARDS_READ,
  });
  const options = groups.map((g) => ({ value: String(g.id), label: g.name }));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-sm text-muted-foreground">{t('security.card.rule')}</p>
        <Button variant="primary" onClick={() => setAdding({ record: null })}>
          <Plus />
          {t('security.card.add')}
        </Button>
      </div>
      <ListScreen
        list={sapGroupCardList}
        caption={t('perm.router_sap_group_card')}
        storageKey="sap-group-cards"
        options={{ group_id: options }}
        actions={{ remove }}
      />
      <EndpointForm
        form={sapGroupCardForm}
        target={adding}
        onClose={() => setAdding(null)}
        invalidates={CARDS_READ}
        options={{ group_id: options }}
      />
    </div>
  );
}
