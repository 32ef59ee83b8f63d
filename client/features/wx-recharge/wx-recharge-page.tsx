import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AddonPackage, PUBLIC_CARD_NUMBER } from '#contract';
import { PublicCardFrame } from '@/components/public-card-frame';
import { PublicCardView } from '@/components/public-card-view';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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
 * state and this month's use, picks an add-on package and pays with WeChat; the order's result
 * follows on /wx_recharge_confirm.
 */
export default function WxRechargePage() {
  const { t } = useTranslation();
  const { search } = usePageLocation();
  const [draft, setDraft] = useState(() => numberInLink(search));
  const [number, setNumber] = useState(() => numberInLink(search));
  const [error, setError] = useState<string | null>(null);
  const [product, setProduct] = useState<AddonPackage | null>(null);
  const answer = useWxProducts(number);
  const placeOrder = usePlaceWxOrder();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = draft.replace(/\s+/g, '');
    if (!cleaned) return setError(t('validation.card_number_required'));
    if (!PUBLIC_CARD_NUMBER.test(cleaned)) return setError(t('validation.card_number_invalid'));
    setError(null);
    setProduct(null);
    setNumber(cleaned);
  };

  const pay = () => {
    if (!product) return;
    placeOrder.mutate(
      { number, product },
      { onSuccess: (order) => navigate(`/wx_recharge_confirm?order=${order.order_token}`) },
    );
  };

  const data = answer.isError ? undefined : answer.data;
  return (
    <PublicCardFrame title={t('perm.function_wechat_charge')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <Label htmlFor="wx-recharge-number">{t('field.cardNumber')}</Label>
        <p id="wx-recharge-hint" className="text-xs text-slate-500">
          {t('publicCard.subtitle')}
        </p>
        <div className="flex gap-2">
          <Input
            id="wx-recharge-number"
            value={draft}
            autoComplete="off"
            inputMode="numeric"
            placeholder={t('publicCard.numberPlaceholder')}
            aria-invalid={!!error}
            aria-describedby={error ? 'wx-recharge-hint wx-recharge-error' : 'wx-recharge-hint'}
            onChange={(e) => setDraft(e.target.value)}
            className="h-10 text-base"
          />
          <Button type="submit" variant="primary" size="lg" disabled={answer.isFetching}>
            <Search />
            {t('common.lookUp')}
          </Button>
        </div>
        {error && (
          <p id="wx-recharge-error" role="alert" className="text-xs text-danger">
            {error}
          </p>
        )}
      </form>
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
