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
import { useHeaderCounts } from '@/lib/api/header-counts';
import { cn } from '@/lib/cn';

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
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('card.list.addOn.package')}</legend>
          {ADDON_PACKAGE_KEYS.map((key) => (
            <label
              key={key}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded border px-3 py-2 text-sm',
                key === pack ? 'border-primary bg-primary-soft/50' : 'border-slate-200',
              )}
            >
              <input
                type="radio"
                name="addon-package"
                value={key}
                checked={key === pack}
                onChange={() => setPack(key)}
                className="accent-primary"
              />
              {t('card.list.addOn.option', {
                name: t(labelOf(ADDON_PACKAGES[key])),
                price: yuan(ADDON_PACKAGES[key].price_cents),
              })}
            </label>
          ))}
        </fieldset>
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
