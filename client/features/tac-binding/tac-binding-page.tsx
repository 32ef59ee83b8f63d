import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type TacBindingRow,
  tacBindingForm,
  tacBindingList,
  tacEventList,
  unbindTac,
  workOrderList,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRowAction } from '@/components/use-row-action';
import { navigate } from '@/lib/hash-location';

type Tab = 'bindings' | 'history';
const OPEN = ['binding', 'unbinding'];
const READS = [tacBindingList, tacEventList, workOrderList];

/**
 * /work/tac: machine-card binding. The bindings (by 首话单 or a TAC segment), each 绑定处理中 → 已绑定 /
 * 绑定失败 or 解绑处理中 as its work order moves on the emulator's clock (polled while one is on its
 * way), with whether the card is now in another device (已分离); and the history of device changes
 * the carrier saw, with the cards it stopped for 机卡分离.
 */
export default function TacBindingPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('bindings');
  const unbind = useRowAction(unbindTac, {
    input: (row: TacBindingRow) => ({ body: { id: row.id } }),
    confirm: (row) => ({
      message: t('tacBinding.confirmUnbind', { iccid: row.iccid }),
      confirmLabel: t('actions.unbind'),
      variant: 'danger',
    }),
    done: (row, data) =>
      data.status === 'removed' ? t('tacBinding.removed', { iccid: row.iccid }) : t('tacBinding.unbinding'),
    invalidates: READS,
  });
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => {
        setTab(next as Tab);
        // The two lists keep their filters in the URL: a tab starts from none.
        navigate('/work/tac', { replace: true });
      }}
    >
      <TabsList>
        <TabsTrigger value="bindings">{t('tacBinding.bindings')}</TabsTrigger>
        <TabsTrigger value="history">{t('tacBinding.history')}</TabsTrigger>
      </TabsList>
      <TabsContent value="bindings" className="pt-3">
        <ListScreen
          list={tacBindingList}
          caption={t('tacBinding.bindings')}
          storageKey="tac-bindings"
          create={{
            form: tacBindingForm,
            label: t('tacBinding.newBinding'),
            hint: t('tacBinding.rules'),
            invalidates: READS,
          }}
          pollWhile={(rows) => rows.some((r) => OPEN.includes(r.status))}
          actions={{
            order: (row) => navigate(`/work/center/detail?id=${row.order_id}`),
            unbind: (row) => unbind(row),
          }}
        />
      </TabsContent>
      <TabsContent value="history" className="pt-3">
        <ListScreen list={tacEventList} caption={t('tacBinding.history')} storageKey="tac-events" />
      </TabsContent>
    </Tabs>
  );
}
