import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDON_PACKAGE_KEYS, ADDON_PACKAGES, type AddonPackage, formatMoney, labelOf } from '#contract';
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
import { useHeaderCounts } from '@/lib/api/header-counts';

const yuan = (cents: number) => formatMoney(cents / 100);

/** Chooses the add-on package for the selected cards, showing its price, the total and the balance. */
export function AddonDialog({
  open,
  count,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  count: number;
  onOpenChange: (open: boolean) => void;
  onChoose: (pack: AddonPackage) => void;
}) {
  const { t } = useTranslation();
  const [pack, setPack] = useState<AddonPackage>('100mb');
  const balance = useHeaderCounts(open).data?.client_balance ?? null;
  const price = ADDON_PACKAGES[pack].price_cents;
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
            value={pack}
            onValueChange={(value) => setPack(value as AddonPackage)}
            aria-labelledby="addon-package"
            className="flex-col flex-nowrap gap-2"
          >
            {ADDON_PACKAGE_KEYS.map((key) => (
              <RadioGroupItem
                key={key}
                value={key}
                className="gap-2 rounded border border-slate-200 px-3 py-2 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft/50"
              >
                {t('card.list.addOn.option', {
                  name: t(labelOf(ADDON_PACKAGES[key])),
                  price: yuan(ADDON_PACKAGES[key].price_cents),
                })}
              </RadioGroupItem>
            ))}
          </RadioGroup>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium text-slate-800">
            {t('card.list.addOn.total', { count, price: yuan(price), amount: yuan(price * count) })}
          </p>
          {balance !== null && (
            <p className="text-slate-500">
              {t('card.list.addOn.balance', {
                balance: formatMoney(balance),
              })}
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
            onClick={() => {
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
