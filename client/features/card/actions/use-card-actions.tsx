import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionKeyOf,
  CARRIERS,
  type CardActionResult,
  type CardRow,
  type cardList,
  formatMoney,
  labelOf,
  type ProductRow,
  type QueryOf,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { navigate } from '@/lib/hash-location';
import type { MessageKey } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { cardActions, useRefreshAfterCardAction } from '../api/card-actions.ts';
import { resultMessages } from './action-result.ts';
import { ActivationDialog } from './activation-dialog.tsx';
import { type AddonCard, AddonDialog } from './addon-dialog.tsx';
import { type CarrierChoice, ChangeCarrierDialog } from './change-carrier-dialog.tsx';

/** The actions on selected cards, each gated by its function code. */
export const BATCH_ACTIONS = {
  activate: 'func_card_active',
  stop: 'func_front_sor',
  resume: 'func_front_sor',
  change_carrier: 'func_change_carrier',
  add_on: 'func_llc_add_on',
} as const;
export type BatchAction = keyof typeof BATCH_ACTIONS;

const LABEL_KEYS: Record<BatchAction, MessageKey> = {
  activate: 'card.list.actions.activate',
  stop: 'card.list.actions.stop',
  resume: 'card.list.actions.resume',
  change_carrier: 'perm.func_change_carrier',
  add_on: 'actions.addOn',
};

/**
 * Runs the card list's actions: each asks for confirmation (after its choices, for a carrier change
 * or an add-on), toasts how many cards succeeded and why others did not, then refreshes the list,
 * the header counts and every card page, and clears the selection it was run on.
 */
export function useCardActions() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const refresh = useRefreshAfterCardAction();
  const [choosing, setChoosing] = useState<{
    kind: 'change_carrier' | 'add_on';
    ids: number[];
    cards: AddonCard[];
    done?: () => void;
  } | null>(null);
  const [activationOf, setActivationOf] = useState<number | null>(null);

  const report = (action: BatchAction, result: CardActionResult, extra?: string) => {
    const messages = resultMessages(result, t(LABEL_KEYS[action]), t);
    if (messages.done) notify.success(messages.done, extra ? { description: extra } : undefined);
    if (messages.failed) {
      notify.error(messages.failed.title, {
        description: (
          <ul className="flex flex-col gap-0.5">
            {messages.failed.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ),
      });
    }
  };
  const finish = async (done?: () => void) => {
    done?.();
    await refresh();
  };
  /** Runs a request the user confirmed; the request layer has toasted any failure. */
  const attempt = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch {
      // Told already (code table); nothing changed.
    }
  };

  /** `done` runs once the cards changed (the batch bar clears its selection). */
  const run = async (action: BatchAction, rows: CardRow[], done?: () => void) => {
    const ids = rows.map((row) => row.id);
    if (action === 'change_carrier' || action === 'add_on') {
      const cards = rows.map((row) => ({ carrier: row.carrier, pooled: row.billing_group !== null }));
      setChoosing({ kind: action, ids, cards, done });
      return;
    }
    const confirmed = await confirm({
      message: t(`card.list.confirm.${action}`, { count: ids.length }),
      variant: action === 'stop' ? 'danger' : 'default',
    });
    if (!confirmed) return;
    await attempt(async () => {
      report(action, await cardActions[action](ids));
      await finish(done);
    });
  };

  const changeCarrier = async (ids: number[], choice: CarrierChoice, done?: () => void) => {
    const message = t('card.list.confirm.changeCarrier', {
      count: ids.length,
      carrier: t(labelOf(CARRIERS[choice.carrier])),
      plan: choice.planName,
    });
    if (!(await confirm({ message }))) return;
    await attempt(async () => {
      report('change_carrier', await cardActions.changeCarrier(ids, choice.carrier, choice.planId));
      await finish(done);
    });
  };

  /** Places the add-on order: its money is frozen now, charged card by card as the carrier answers. */
  const addOn = async (ids: number[], product: ProductRow, done?: () => void) => {
    const amount = formatMoney((Math.round(Number(product.price) * 100) * ids.length) / 100);
    const message = t('card.list.confirm.addOn', { count: ids.length, package: product.name, amount });
    if (!(await confirm({ message }))) return;
    await attempt(async () => {
      const placed = await cardActions.addOn(ids, product.id);
      notify.success(t('common.orderPaid', { orderNo: placed.order_no, total: formatMoney(placed.total) }));
      await finish(done);
    });
  };

  /** Exports what the list shows (its filters and sort) as a background task. */
  const exportList = async (query: QueryOf<typeof cardList>, total: number) => {
    if (!(await confirm({ message: t('card.list.confirm.export', { count: total }) }))) return;
    await attempt(async () => {
      const started = await cardActions.export(query);
      notify.success(t('card.list.result.exportStarted', { count: started.total }), {
        action: { label: t('card.list.result.viewExports'), onClick: () => navigate('/card/export') },
      });
      await refresh();
    });
  };

  /** A row's own buttons, one per key of the list's buttons cell: the batch actions on that one card, its activation, its usage. */
  const rowActions: Record<ActionKeyOf<typeof cardList>, (row: CardRow) => void> = {
    activate: (row) => void run('activate', [row]),
    stop: (row) => void run('stop', [row]),
    resume: (row) => void run('resume', [row]),
    add_on: (row) => void run('add_on', [row]),
    change_carrier: (row) => void run('change_carrier', [row]),
    show_active: ({ id }) => setActivationOf(id),
    used_detail: ({ id }) => navigate(`/vup_detail?card_id=${id}`),
  };

  const dialogs = (
    <>
      <ChangeCarrierDialog
        open={choosing?.kind === 'change_carrier'}
        count={choosing?.ids.length ?? 0}
        onOpenChange={(open) => !open && setChoosing(null)}
        onChoose={(choice) => choosing && void changeCarrier(choosing.ids, choice, choosing.done)}
      />
      <AddonDialog
        open={choosing?.kind === 'add_on'}
        cards={choosing?.cards ?? []}
        onOpenChange={(open) => !open && setChoosing(null)}
        onChoose={(product) => choosing && void addOn(choosing.ids, product, choosing.done)}
      />
      <ActivationDialog cardId={activationOf} onClose={() => setActivationOf(null)} />
    </>
  );

  return { run, exportList, rowActions, dialogs, labelOf: (action: BatchAction) => t(LABEL_KEYS[action]) };
}
