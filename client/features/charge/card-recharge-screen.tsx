import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARRIERS,
  cardOrderForm,
  chargeOptions,
  type DataOf,
  EFFECT_MODES,
  formatMoney,
  IMPORT_TEMPLATES,
  indexHeader,
  labelOf,
  ledgerList,
  orderList,
  type ProductKind,
  placeCardOrder,
  type previewCardOrder,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { TemplateLink } from '@/components/import-file-field';
import { StaticTable } from '@/components/static-table';
import { Button } from '@/components/ui/button';
import { endpointQuery } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';

type Preview = DataOf<typeof previewCardOrder>;

/** The import template of a product type: `renewal` for a 月包 / 年包, `addon_recharge` for the others. */
const templateOf = (kind: ProductKind): 'renewal' | 'addon_recharge' =>
  kind === 'month' || kind === 'year' ? 'renewal' : 'addon_recharge';

/**
 * The template links under the file chooser: the chosen product's template, else the page's type's,
 * else (on /charge/card before a product is chosen) both, each by its name.
 */
function FileTemplates({ kind }: { kind: ProductKind | undefined }) {
  const { t } = useTranslation();
  const templates = kind ? [templateOf(kind)] : (['renewal', 'addon_recharge'] as const);
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      {templates.map((template) => (
        <TemplateLink
          key={template}
          template={{ template }}
          label={t('charge.card.templateOf', { name: t(IMPORT_TEMPLATES[template].file) })}
        />
      ))}
    </span>
  );
}

/**
 * A card recharge (/charge/card; /refueling_packet and /fixed_flow for one type of product): the
 * declared form asks for the cards, a product and an effect mode and prices them; the page shows
 * each card's line and the total, and pays from the balance with the same choice. Paid, the amount
 * is frozen until the carrier answers for each card (the order's detail shows it).
 */
export function CardRechargeScreen({ kind, caption }: { kind?: ProductKind; caption: string }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const options = useQuery(endpointQuery(chargeOptions, kind ? { kind } : {}));
  const [target, setTarget] = useState<FormTarget<object>>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const pay = useEndpointMutation(placeCardOrder, {
    invalidates: [chargeOptions, orderList, ledgerList, indexHeader],
  });

  const products = options.data?.products ?? [];
  const account = preview?.account ?? options.data?.account;

  const payNow = async () => {
    if (!preview) return;
    const total = formatMoney(preview.total);
    if (!(await confirm({ message: t('charge.card.confirmPay', { total }) }))) return;
    const body = {
      numbers: preview.numbers,
      product_id: preview.product.id,
      effect_mode: preview.effect_mode,
    };
    const placed = await pay.mutateAsync({ body }).catch(() => null);
    if (!placed) return;
    setPreview(null);
    notify.success(t('common.orderPaid', { orderNo: placed.order_no, total }), {
      action: {
        label: t('charge.card.toOrder'),
        onClick: () => navigate(`/charge/order_detail?id=${placed.order_id}`),
      },
    });
  };

  return (
    <section aria-label={caption} className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-slate-600">{t('charge.card.intro')}</p>
      {account && (
        <p aria-live="polite" className="text-sm text-slate-700 tabular-nums">
          {t('charge.card.account', {
            balance: formatMoney(account.balance),
            frozen: formatMoney(account.frozen),
            available: formatMoney(account.available),
          })}
        </p>
      )}
      <div>
        <Button
          variant="primary"
          disabled={products.length === 0}
          onClick={() => setTarget({ record: null })}
        >
          {t('charge.card.formTitle')}
        </Button>
        {options.isSuccess && products.length === 0 && (
          <p className="mt-2 text-sm text-slate-500">{t('charge.card.noProducts')}</p>
        )}
      </div>
      {preview && (
        <div className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-3 sm:p-4">
          <h2 className="text-sm font-semibold text-slate-800">
            {preview.product.name} · {t(labelOf(EFFECT_MODES[preview.effect_mode]))}
          </h2>
          <StaticTable
            caption={t('charge.card.lines')}
            rows={preview.lines}
            rowKey={(l) => l.card_id}
            className="max-h-80"
            columns={[
              { key: 'iccid', header: 'ICCID', cell: (l) => l.iccid, cellClassName: 'font-mono' },
              { key: 'msisdn', header: 'MSISDN', cell: (l) => l.msisdn, className: 'hidden sm:table-cell' },
              { key: 'carrier', header: t('field.carrier'), cell: (l) => t(labelOf(CARRIERS[l.carrier])) },
              {
                key: 'price',
                header: t('charge.card.unitPrice'),
                cell: (l) => formatMoney(l.price),
                className: 'text-right',
              },
            ]}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-slate-800 tabular-nums">
              {t('charge.card.total', { count: preview.lines.length, total: formatMoney(preview.total) })}
            </p>
            <Button variant="primary" disabled={pay.isPending} onClick={() => void payNow()}>
              {t('charge.card.pay')}
            </Button>
          </div>
        </div>
      )}
      <EndpointForm
        form={cardOrderForm}
        target={target}
        onClose={() => setTarget(null)}
        invalidates={[]}
        options={{
          product_id: products.map((p) => ({
            value: String(p.id),
            label: `${p.name} · ${formatMoney(p.price)}`,
          })),
        }}
        hints={{
          file_url: (_value, values) => (
            <FileTemplates
              kind={products.find((p) => String(p.id) === String(values.product_id))?.kind ?? kind}
            />
          ),
        }}
        onSaved={(data) => setPreview(data as Preview)}
      />
    </section>
  );
}
