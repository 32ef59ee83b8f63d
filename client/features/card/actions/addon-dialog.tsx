import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chargeOptions, formatMoney, type ProductRow } from '#contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { endpointQuery } from '@/lib/endpoint-query';

/**
 * Chooses the catalogue's add-on package (on sale) for the selected cards, showing its price, the
 * total and the account's available balance; the order's rules (carrier, pool) are the server's.
 */
export function AddonDialog({
  open,
  count,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  count: number;
  onOpenChange: (open: boolean) => void;
  onChoose: (product: ProductRow) => void;
}) {
  const { t } = useTranslation();
  const options = useQuery({ ...endpointQuery(chargeOptions, { kind: 'addon' }), enabled: open });
  const products = options.data?.products ?? [];
  const [chosenId, setChosenId] = useState<number | null>(null);
  const pack = products.find((p) => p.id === chosenId) ?? products[0];
  const available = options.data?.account.available ?? null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('card.list.addOn.title')}</DialogTitle>
          <DialogDescription>
            {t('card.list.actions.selected', { count })} · {t('card.list.addOn.description')}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <span id="addon-package" className="text-sm font-medium text-slate-700">
            {t('card.list.addOn.package')}
          </span>
          <RadioGroup
            value={pack ? String(pack.id) : ''}
            onValueChange={(value) => setChosenId(Number(value))}
            aria-labelledby="addon-package"
            className="flex-col flex-nowrap gap-2"
          >
            {products.map((product) => (
              <RadioGroupItem
                key={product.id}
                value={String(product.id)}
                className="gap-2 rounded border border-slate-200 px-3 py-2 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft/50"
              >
                {t('card.list.addOn.option', {
                  name: product.name,
                  price: formatMoney(product.price),
                })}
              </RadioGroupItem>
            ))}
          </RadioGroup>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          {pack && (
            <p className="font-medium text-slate-800">
              {t('card.list.addOn.total', {
                count,
                price: formatMoney(pack.price),
                amount: formatMoney((Math.round(Number(pack.price) * 100) * count) / 100),
              })}
            </p>
          )}
          {available !== null && (
            <p className="text-slate-500">
              {t('card.list.addOn.balance', { balance: formatMoney(available) })}
            </p>
          )}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button size="sm">{t('common.cancel')}</Button>
          </DialogClose>
          <Button
            size="sm"
            variant="primary"
            disabled={!pack}
            onClick={() => {
              if (!pack) return;
              onOpenChange(false);
              onChoose(pack);
            }}
          >
            {t('common.next')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
