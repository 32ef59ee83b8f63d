import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARRIERS, type Carrier, chargeOptions, formatMoney, labelOf, type ProductRow } from '#contract';
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

/** What the dialog needs of a selected card: its carrier, and whether it is in a billing group. */
export interface AddonCard {
  carrier: Carrier;
  pooled: boolean;
}

/**
 * Why no add-on fits the cards together, or null: more than one carrier, or pooled cards (which
 * may buy only their pool's add-on) mixed with others.
 */
function mixRefusal(cards: AddonCard[]) {
  const carriers = [...new Set(cards.map((c) => c.carrier))];
  if (carriers.length > 1) return { key: 'mixedCarriers' as const, carriers };
  if (new Set(cards.map((c) => c.pooled)).size > 1) return { key: 'mixedPool' as const, carriers };
  return null;
}

/**
 * Chooses the catalogue's add-on (on sale) for the selected cards, showing its price, the total and
 * the account's available balance. Only the add-ons the cards may buy are offered: their carrier's,
 * and for pooled cards their pool's (the order's rules, which the server enforces too); cards of
 * more than one carrier, or pooled and unpooled cards together, are told so instead.
 */
export function AddonDialog({
  open,
  cards,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  cards: AddonCard[];
  onOpenChange: (open: boolean) => void;
  onChoose: (product: ProductRow) => void;
}) {
  const { t } = useTranslation();
  const count = cards.length;
  const options = useQuery({ ...endpointQuery(chargeOptions, { kind: 'addon' }), enabled: open });
  const mix = mixRefusal(cards);
  const first = cards[0];
  const products =
    mix || !first
      ? []
      : (options.data?.products ?? []).filter((p) => p.carrier === first.carrier && p.pool === first.pooled);
  const carrierNames = (mix?.carriers ?? [])
    .map((c) => t(labelOf(CARRIERS[c])))
    .join(t('common.listSeparator'));
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
        {mix ? (
          <p role="alert" className="rounded border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800">
            {mix.key === 'mixedCarriers'
              ? t('card.list.addOn.mixedCarriers', { carriers: carrierNames })
              : t('card.list.addOn.mixedPool')}
          </p>
        ) : (
          options.isSuccess &&
          products.length === 0 && (
            <p role="status" className="text-sm text-slate-500">
              {t('card.list.addOn.none')}
            </p>
          )
        )}
        {products.length > 0 && (
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
        )}
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
          {available !== null && !mix && (
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
