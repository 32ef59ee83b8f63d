import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARRIERS,
  formatMoney,
  indexHeader,
  ledgerList,
  planChangeForm,
  planChangeList,
  planChangeOptions,
  workOrderList,
} from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { endpointQuery } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';

const OPEN = ['reviewing', 'processing'];
const READS = [planChangeList, workOrderList, ledgerList, indexHeader];

/**
 * /product_change: plan change. Every card's change to another plan of its carrier, as the 套餐变更
 * work order moves on the emulator's clock (polled while one is on its way): the price difference
 * frozen (冻结中), then charged (已扣差价) or released (已解冻), and the change 待生效 until next month
 * or 已变更. 变更套餐 opens the form: the cards, the target plan and when it takes effect.
 */
export default function ProductChangePage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<FormTarget<object>>(null);
  const plans = useQuery(endpointQuery(planChangeOptions)).data?.plans ?? [];
  const planOptions = plans.map((p) => ({
    value: String(p.id),
    label: `${t(CARRIERS[p.carrier].label)} · ${p.name} · ${formatMoney(p.price)}`,
  }));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-4xl text-sm text-slate-500">{t('productChange.rules')}</p>
        <Button variant="primary" onClick={() => setAdding({ record: null })}>
          <Plus aria-hidden />
          {t('productChange.form.title')}
        </Button>
      </div>
      <ListScreen
        list={planChangeList}
        caption={t('perm.router_product_change')}
        storageKey="plan-changes"
        pollWhile={(rows) => rows.some((r) => OPEN.includes(r.status))}
        actions={{ order: (row) => navigate(`/work/center/detail?id=${row.order_id}`) }}
      />
      <EndpointForm
        form={planChangeForm}
        target={adding}
        onClose={() => setAdding(null)}
        options={{ plan_id: planOptions }}
        invalidates={READS}
      />
    </div>
  );
}
