import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CARRIERS,
  deleteNetHost,
  labelOf,
  type NetHostRow,
  netGroupList,
  netGroupOptions,
  netHostForm,
  netHostList,
  workOrderList,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';
import { endpointQuery } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';

const OPEN = ['adding', 'deleting'];

/**
 * /net_group/host: the addresses of the main client's directed groups, each 新增处理中 → 新增成功 /
 * 新增失败 or 删除处理中 as its 定向配置 work order moves on the emulator's clock (polled while one is
 * on its way). Adding or removing one opens a work order; a failed one is removed at once.
 */
export default function NetHostPage() {
  const { t } = useTranslation();
  const groups = useQuery(endpointQuery(netGroupOptions));
  const choices = (groups.data?.groups ?? []).map((g) => ({
    value: String(g.id),
    label: `${g.name} · ${t(labelOf(CARRIERS[g.carrier]))}`,
  }));
  const remove = useRowAction(deleteNetHost, {
    input: (row: NetHostRow) => ({ body: { id: row.id } }),
    confirm: (row) => ({
      message: t('netGroup.confirmDeleteHost', { address: row.address }),
      confirmLabel: t('actions.delete'),
      variant: 'danger',
    }),
    done: (row, data) =>
      data.status === 'removed'
        ? t('netGroup.hostRemoved', { address: row.address })
        : t('netGroup.hostDeleting'),
    invalidates: [netHostList, netGroupList, workOrderList],
  });
  return (
    <ListScreen
      list={netHostList}
      caption={t('perm.router_net_group_host')}
      storageKey="net-hosts"
      options={{ group_id: choices }}
      pollWhile={(rows) => rows.some((r) => OPEN.includes(r.status))}
      actions={{
        order: (row) => navigate(`/work/center/detail?id=${row.order_id}`),
        delete: (row) => remove(row),
      }}
      create={{
        form: netHostForm,
        label: t('netGroup.newHost'),
        hint: t('netGroup.limits'),
        disabled: choices.length === 0,
        options: { group_id: choices },
        invalidates: [netGroupList, workOrderList],
      }}
    />
  );
}
