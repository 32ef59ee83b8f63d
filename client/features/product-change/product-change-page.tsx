import { useQuery } from '@tanstack/react-query';
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
import { ListScreen } from '@/components/list-screen';
import { endpointQuery } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';

const OPEN = ['reviewing', 'processing'];
/** What a new change moves beside the list: its work order, the frozen money in the ledger and the top bar. */
const READS = [workOrderList, ledgerList, indexHeader];

/**
 * /product_change: plan change. Every card's change to another plan of its carrier, as the 套餐变更
 * work order moves on the emulator's clock (polled while one is on its way): the price difference
 * frozen (冻结中), then charged (已扣差价) or released (已解冻), and the change 待生效 until next month
 * or 已变更. 变更套餐 (the create button over the list, the rules beside it) opens the declared form:
 * the cards, the target plan and when it takes effect.
 */
export default function ProductChangePage() {
  const { t } = useTranslation();
  const plans = useQuery(endpointQuery(planChangeOptions)).data?.plans ?? [];
  const planOptions = plans.map((p) => ({
    value: String(p.id),
    label: `${t(CARRIERS[p.carrier].label)} · ${p.name} · ${formatMoney(p.price)}`,
  }));
  return (
    <ListScreen
      list={planChangeList}
      caption={t('perm.router_product_change')}
      storageKey="plan-changes"
      create={{
        form: planChangeForm,
        label: t('productChange.form.title'),
        hint: t('productChange.rules'),
        options: { plan_id: planOptions },
        invalidates: READS,
      }}
      pollWhile={(rows) => rows.some((r) => OPEN.includes(r.status))}
      actions={{ order: (row) => navigate(`/work/center/detail?id=${row.order_id}`) }}
    />
  );
}
