import { useTranslation } from 'react-i18next';
import { type FlexDirectOrderRow, flexDirectMarkForm, flexDirectOrderList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { navigate } from '@/lib/hash-location';

/** 标记成功 / 标记失败: one declared form, told the result by the button. */
const mark = (result: 'done' | 'failed') => ({
  form: flexDirectMarkForm,
  record: (row: FlexDirectOrderRow) => ({ ...row, order_id: row.id, result, answer: '' }),
});

/**
 * /flex_direct_order (定向配置工单, issue 48): every client's directed-address orders, newest first
 * (polled while one is open). 标记成功 / 标记失败 record the carrier's answer with the declared form
 * before the emulator's carrier does; 详情 shows the order and its group's addresses.
 */
export default function FlexDirectOrderPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={flexDirectOrderList}
      caption={t('perm.router_ipconfig_worklist')}
      storageKey="support-flex-direct-order"
      pollWhile={(rows) => rows.some((r) => ['pending', 'processing', 'carrier'].includes(r.status))}
      actions={{ detail: (row) => navigate(`/flex_direct_details?id=${row.id}`) }}
      rowForms={{ done: mark('done'), failed: mark('failed') }}
    />
  );
}
