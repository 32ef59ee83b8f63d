import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '#contract';
import { CarrierTargetFields } from '@/components/carrier-target-fields';
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
import { useCarrierPlans } from '../api/card-actions.ts';

export interface CarrierChoice {
  carrier: Carrier;
  planId: number;
  planName: string;
}

/** Chooses the carrier (and one of its plans) the selected eSIM cards move to. */
export function ChangeCarrierDialog({
  open,
  count,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  count: number;
  onOpenChange: (open: boolean) => void;
  onChoose: (choice: CarrierChoice) => void;
}) {
  const { t } = useTranslation();
  const plans = useCarrierPlans(open);
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [planId, setPlanId] = useState('');
  const [missing, setMissing] = useState(false);
  const offered = (plans.data ?? []).filter((p) => p.carrier === carrier);
  const plan = offered.find((p) => String(p.id) === planId);

  const close = (next: boolean) => {
    if (!next) {
      setCarrier('');
      setPlanId('');
      setMissing(false);
    }
    onOpenChange(next);
  };
  const next = () => {
    if (!carrier || !plan) {
      setMissing(true);
      return;
    }
    close(false);
    onChoose({ carrier, planId: plan.id, planName: plan.name });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('perm.func_change_carrier')}</DialogTitle>
          <DialogDescription>
            {t('card.list.actions.selected', { count })} · {t('card.list.carrier.description')}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3">
          <CarrierTargetFields
            id="change-carrier"
            carrier={carrier}
            planId={planId}
            onChange={(nextCarrier, nextPlan) => {
              setCarrier(nextCarrier);
              setPlanId(nextPlan);
            }}
          />
          {missing && (
            <p role="alert" className="text-xs text-danger">
              {t('validation.carrier_target_required')}
            </p>
          )}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button size="sm">{t('common.cancel')}</Button>
          </DialogClose>
          <Button size="sm" variant="primary" onClick={next}>
            {t('common.next')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
