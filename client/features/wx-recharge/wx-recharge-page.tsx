import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_CARD_NUMBER } from '#contract';
import { CardNumberForm } from '@/components/card-number-form';
import { PublicCardFrame } from '@/components/public-card-frame';
import { PublicCardView } from '@/components/public-card-view';
import { navigate } from '@/lib/hash-location';
import { usePageLocation } from '@/lib/page-location';
import { usePlaceWxOrder, useWxProducts } from './api/wx-recharge.ts';
import { ProductPicker } from './product-picker.tsx';

/** The number a link may carry (`/wx_recharge?number=...`, from a package or a WeChat menu). */
function numberInLink(search: string): string {
  const number = (new URLSearchParams(search).get('number') ?? '').replace(/\s+/g, '');
  return PUBLIC_CARD_NUMBER.test(number) ? number : '';
}

/**
 * /wx_recharge (no login, a WeChat H5 page): the card's holder types its ICCID or MSISDN, sees its
 * state and this month's use, picks one of the catalogue's add-ons that fit the card (its carrier's,
 * a pooled card's only its pool's) and pays with WeChat; the order's result follows on
 * /wx_recharge_confirm.
 */
export default function WxRechargePage() {
  const { t } = useTranslation();
  const { search } = usePageLocation();
  const [number, setNumber] = useState(() => numberInLink(search));
  const [product, setProduct] = useState<number | null>(null);
  const answer = useWxProducts(number);
  const placeOrder = usePlaceWxOrder();

  const pay = () => {
    if (product === null) return;
    placeOrder.mutate(
      { body: { number, product_id: product } },
      { onSuccess: (order) => navigate(`/wx_recharge_confirm?order=${order.order_token}`) },
    );
  };

  const data = answer.isError ? undefined : answer.data;
  return (
    <PublicCardFrame title={t('perm.function_wechat_charge')}>
      <CardNumberForm
        id="wx-recharge-number"
        initial={number}
        busy={answer.isFetching}
        onLookUp={(next) => {
          setProduct(null);
          setNumber(next);
        }}
      />
      {answer.isError && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {answer.error.message}
        </p>
      )}
      {answer.isFetching && !answer.data && (
        <p role="status" className="text-sm text-slate-500">
          {t('common.loading')}
        </p>
      )}
      {data && (
        <>
          <PublicCardView card={data.card} />
          <ProductPicker
            products={data.products}
            value={product}
            onChange={setProduct}
            paying={placeOrder.isPending}
            onPay={pay}
          />
        </>
      )}
    </PublicCardFrame>
  );
}
