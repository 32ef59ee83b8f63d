import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlexDirectOrderRow, flexDirectMarkForm, flexDirectOrderList } from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { navigate } from '@/lib/hash-location';

const READS = [flexDirectOrderList];

type MarkRecord = FlexDirectOrderRow & { order_id: number; result: 'done' | 'failed'; answer: string };

/**
 * /flex_direct_order (定向配置工单, issue 48): every client's directed-address orders, newest first
 * (polled while one is open). 标记成功 / 标记失败 record the carrier's answer with the declared form
 * before the emulator's carrier does; 详情 shows the order and its group's addresses.
 */
export default function FlexDirectOrderPage() {
  const { t } = useTranslation();
  const [marking, setMarking] = useState<FormTarget<MarkRecord>>(null);
  const mark = (row: FlexDirectOrderRow, result: 'done' | 'failed') =>
    setMarking({ record: { ...row, order_id: row.id, result, answer: '' } });
  return (
    <ListScreen
      list={flexDirectOrderList}
      caption={t('perm.router_ipconfig_worklist')}
      storageKey="support-flex-direct-order"
      pollWhile={(rows) => rows.some((r) => ['pending', 'processing', 'carrier'].includes(r.status))}
      actions={{
        done: (row) => mark(row, 'done'),
        failed: (row) => mark(row, 'failed'),
        detail: (row) => navigate(`/flex_direct_details?id=${row.id}`),
      }}
    >
      <EndpointForm
        form={flexDirectMarkForm}
        target={marking}
        onClose={() => setMarking(null)}
        invalidates={READS}
      />
    </ListScreen>
  );
}
