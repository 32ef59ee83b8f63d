import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BILL_DOWNLOAD_PATH,
  BILL_STATUSES,
  type BillDetail,
  type BillFormat,
  billDetail,
  billList,
  formatMoney,
  LEDGER_KINDS,
  labelOf,
  tradeOrderList,
} from '#contract';
import { FigureGrid } from '@/components/detail-page';
import { ListScreen } from '@/components/list-screen';
import { StaticTable } from '@/components/static-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { apiDownload } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';
import { notify } from '@/lib/notify';
import { hasCode, rolesAtom } from '@/lib/session';

/** A column's label in the list's declaration: the month in progress names its figures alike. */
const columnLabel = (prop: string) => billList.list.columns.find((c) => c.prop === prop)!.label;

/** The figures of a bill, as the list's columns name them. */
const FIGURES = ['opening', 'top_ups', 'charges', 'refunds', 'adjustments', 'owed', 'closing'] as const;

/** Downloads one of the caller's bills and saves it under the name the emulator gives it. */
async function downloadBill(id: number, format: BillFormat, done: (name: string) => void) {
  const file = await apiDownload(BILL_DOWNLOAD_PATH, { id, format }).catch(() => null);
  if (!file) return;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  done(file.name);
}

/**
 * /service/bill (月度账单): the month in progress (未出账, its figures following the ledger) over
 * the issued bills, newest month first; a bill opens its lines by ledger kind and its 停机保号 fee
 * by card, and downloads as xlsx or PDF (func_service_bill_download).
 */
export default function BillPage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const mayDownload = hasCode(roles, 'func_service_bill_download');
  const [open, setOpen] = useState<number | 'current' | null>(null);
  const current = useQuery(endpointQuery(billDetail, {}));
  const download = (id: number, format: BillFormat) =>
    void downloadBill(id, format, (name) => notify.success(t('service.bill.downloaded', { name })));
  return (
    <div className="flex flex-col gap-4">
      {current.data && <CurrentBill bill={current.data} onDetail={() => setOpen('current')} />}
      <ListScreen
        list={billList}
        caption={t('service.bill.history')}
        storageKey="monthly-bills"
        actions={{
          detail: (row) => setOpen(row.id),
          xlsx: (row) => download(row.id, 'xlsx'),
          pdf: (row) => download(row.id, 'pdf'),
        }}
      >
        <BillDialog
          target={open}
          onClose={() => setOpen(null)}
          onDownload={mayDownload ? download : undefined}
        />
      </ListScreen>
    </div>
  );
}

function Figures({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  return (
    <FigureGrid
      figures={[
        ...FIGURES.map((prop) => ({ label: t(columnLabel(prop)), value: formatMoney(bill[prop]) })),
        { label: t('service.bill.usage'), value: bill.usage_mb },
      ]}
    />
  );
}

function CurrentBill({ bill, onDetail }: { bill: BillDetail; onDetail: () => void }) {
  const { t } = useTranslation();
  const status = BILL_STATUSES[bill.status];
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby="bill-current">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="bill-current" className="text-base font-semibold text-slate-800">
          {t('service.bill.current', { month: bill.month })}
        </h2>
        <Badge tone={status.tone}>{t(labelOf(status))}</Badge>
        <Button className="ml-auto" onClick={onDetail}>
          <FileText aria-hidden />
          {t('actions.details')}
        </Button>
      </div>
      <p className="text-sm text-slate-500">{t('service.bill.currentHint')}</p>
      <Figures bill={bill} />
    </Card>
  );
}

function BillDialog({
  target,
  onClose,
  onDownload,
}: {
  target: number | 'current' | null;
  onClose: () => void;
  onDownload?: (id: number, format: BillFormat) => void;
}) {
  const { t } = useTranslation();
  const detail = useQuery({
    ...endpointQuery(billDetail, target === 'current' || target === null ? {} : { id: String(target) }),
    enabled: target !== null,
  });
  const bill = target !== null ? detail.data : undefined;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{bill ? t('service.bill.detailTitle', { month: bill.month }) : ''}</DialogTitle>
          <DialogDescription>
            {bill ? `${t(labelOf(BILL_STATUSES[bill.status]))} ${bill.issued_at}` : ''}
          </DialogDescription>
        </DialogHeader>
        {bill && (
          <div className="flex flex-col gap-4">
            <Figures bill={bill} />
            {bill.id !== null && onDownload && (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => onDownload(bill.id!, 'xlsx')}>
                  <Download aria-hidden />
                  {t('service.bill.xlsx')}
                </Button>
                <Button onClick={() => onDownload(bill.id!, 'pdf')}>
                  <Download aria-hidden />
                  {t('service.bill.pdf')}
                </Button>
              </div>
            )}
            <StaticTable
              caption={t('service.bill.items')}
              rows={bill.items}
              rowKey={(r) => r.kind}
              columns={[
                {
                  key: 'kind',
                  header: t('service.detail.ledgerKind'),
                  cell: (r) => t(labelOf(LEDGER_KINDS[r.kind])),
                },
                {
                  key: 'count',
                  header: t('service.bill.entries'),
                  cell: (r) => r.count,
                  className: 'text-right',
                },
                {
                  key: 'amount',
                  header: t(tradeOrderList.list.columns.find((c) => c.prop === 'amount')!.label),
                  cell: (r) => `${r.amount.startsWith('+') ? '+' : ''}${formatMoney(r.amount)}`,
                  className: 'text-right tabular-nums',
                },
              ]}
            />
            <StaticTable
              caption={`${t('service.bill.keepFee')} ${formatMoney(bill.keep_fee.amount)}`}
              rows={bill.keep_fee.rows}
              rowKey={(r) => r.iccid}
              empty={t('service.bill.keepFeeNone')}
              columns={[
                { key: 'iccid', header: 'ICCID', cell: (r) => r.iccid, cellClassName: 'font-mono' },
                { key: 'carrier', header: t('field.carrier'), cell: (r) => r.carrier },
                {
                  key: 'fee',
                  header: t('service.bill.fee'),
                  cell: (r) => formatMoney(r.fee),
                  className: 'text-right tabular-nums',
                },
              ]}
            />
            {bill.keep_fee.cards > bill.keep_fee.rows.length && (
              <p className="text-sm text-slate-500">
                {t('service.bill.keepFeeMore', {
                  count: bill.keep_fee.cards,
                  shown: bill.keep_fee.rows.length,
                })}
              </p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
