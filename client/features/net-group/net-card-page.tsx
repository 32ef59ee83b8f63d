import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CARRIERS,
  deleteNetCard,
  labelOf,
  type NetCardRow,
  netCardForm,
  netCardList,
  netGroupList,
  netGroupOptions,
  workOrderList,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';
import { endpointQuery } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';

const OPEN = ['adding', 'deleting'];

/**
 * /net_group/card: the cards of the main client's directed groups, each 新增处理中 → 新增成功 /
 * 新增失败 or 删除处理中 as the 定向配置 work order naming it moves on the emulator's clock (polled
 * while one is on its way). Cards are added by a list (pasted or read from a file) or by a tag, as
 * one work order; taking one out opens another, and one not added goes at once.
 */
export default function NetCardPage() {
  const { t } = useTranslation();
  const options = useQuery(endpointQuery(netGroupOptions));
  const groups = (options.data?.groups ?? []).map((g) => ({
    value: String(g.id),
    label: `${g.name} · ${t(labelOf(CARRIERS[g.carrier]))}`,
  }));
  const tags = (options.data?.tags ?? []).map((tag) => ({ value: tag, label: tag }));
  const remove = useRowAction(deleteNetCard, {
    input: (row: NetCardRow) => ({ body: { id: row.id } }),
    confirm: (row) => ({
      message: t('netGroup.confirmDeleteCard', { iccid: row.iccid }),
      confirmLabel: t('common.remove'),
      variant: 'danger',
    }),
    done: (row, data) =>
      data.status === 'removed'
        ? t('netGroup.cardRemoved', { iccid: row.iccid })
        : t('netGroup.cardDeleting'),
    invalidates: [netCardList, netGroupList, workOrderList],
  });
  return (
    <ListScreen
      list={netCardList}
      caption={t('perm.router_net_group_card')}
      storageKey="net-cards"
      options={{ group_id: groups }}
      pollWhile={(rows) => rows.some((r) => OPEN.includes(r.status))}
      actions={{
        order: (row) => navigate(`/work/center/detail?id=${row.order_id}`),
        delete: (row) => remove(row),
      }}
      create={{
        form: netCardForm,
        label: t('netGroup.newCards'),
        hint: t('netGroup.cardRules'),
        disabled: groups.length === 0,
        options: { group_id: groups, tag: tags },
        invalidates: [netGroupList, workOrderList],
      }}
    />
  );
}
