import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type WxProduct } from '#contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';

/** WeChat's own green, which its users know the pay button by. */
const WECHAT_BUTTON = 'bg-[#07c160] hover:bg-[#06ad56] active:bg-[#059b4c] text-white';

/** The catalogue's add-ons a card can buy, as cards to choose from, and the pay button with the amount due. */
export function ProductPicker({
  products,
  value,
  onChange,
  paying,
  onPay,
}: {
  products: WxProduct[];
  value: number | null;
  onChange: (id: number) => void;
  paying: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  const chosen = products.find((p) => p.id === value);
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby="wx-products">
      <h2 id="wx-products" className="text-base font-semibold text-slate-800">
        {t('wxRecharge.products')}
      </h2>
      <RadioGroup
        value={value === null ? '' : String(value)}
        onValueChange={(id) => onChange(Number(id))}
        aria-labelledby="wx-products"
        className="grid grid-cols-1 gap-2"
      >
        {products.map((product) => (
          <RadioCard
            key={product.id}
            value={String(product.id)}
            className="border-slate-200 bg-white hover:border-slate-300 data-[state=checked]:border-[#07c160] data-[state=checked]:bg-green-50"
            indicator={<Check aria-hidden className="absolute top-1.5 right-1.5 size-4 text-[#07c160]" />}
          >
            <span className="flex flex-col">
              <span className="font-medium text-slate-800">{product.name}</span>
              <span className="text-xs text-slate-500">{t('wxRecharge.validThisMonth')}</span>
            </span>
            <span className="text-lg font-semibold text-[#f56c00] tabular-nums">
              {formatMoney(product.price)}
            </span>
          </RadioCard>
        ))}
      </RadioGroup>
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-sm text-slate-500">
          {t('wxRecharge.amountDue')}
          <span className="ml-2 text-lg font-semibold text-slate-800 tabular-nums">
            {chosen ? formatMoney(chosen.price) : '-'}
          </span>
        </p>
        <Button
          variant="primary"
          size="lg"
          className={WECHAT_BUTTON}
          disabled={!chosen || paying}
          onClick={onPay}
        >
          {paying ? t('wxRecharge.paying') : t('wxRecharge.pay')}
        </Button>
      </div>
    </Card>
  );
}
