import { ArrowRightLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceTransfer, formatMoney, type SubClientChoice, transferList } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { useHashSearch } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { useTransfer, useTransferChoices } from './api/ledger.ts';

/**
 * /balance_transfer: the main client's transfers to its sub-clients, and the form that makes one.
 * `?sub_client_id=<id>` (a link from the sub-client page) filters the list to that sub-client and
 * opens the form with it chosen.
 */
export default function BalanceTransferPage() {
  const { t } = useTranslation();
  const choices = useTransferChoices().data;
  const subClients = choices?.sub_clients ?? [];
  const linked = new URLSearchParams(useHashSearch()).get('sub_client_id') ?? '';
  const [open, setOpen] = useState<{ subClientId: string } | null>(null);
  const [opened, setOpened] = useState('');

  // A link naming one of the caller's sub-clients opens the form for it, once per link.
  useEffect(() => {
    if (linked && linked !== opened && subClients.some((s) => String(s.id) === linked)) {
      setOpened(linked);
      setOpen({ subClientId: linked });
    }
  }, [linked, opened, subClients]);

  return (
    <ListScreen
      list={transferList}
      caption={t('perm.router_balance_transfer')}
      storageKey="balance-transfer"
      options={{ sub_client_id: subClients.map((s) => ({ value: String(s.id), label: s.name })) }}
      summary={(data) => (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p aria-live="polite" className="text-sm text-slate-600 tabular-nums">
            {data
              ? t('ledger.transfer.availableNow', { available: formatMoney(data.account.available) })
              : null}
          </p>
          <Button size="sm" variant="primary" onClick={() => setOpen({ subClientId: linked })}>
            <ArrowRightLeft aria-hidden />
            {t('ledger.transfer.open')}
          </Button>
        </div>
      )}
    >
      {open && (
        <TransferForm
          subClients={subClients}
          available={choices?.account.available ?? '0.00'}
          initialSubClient={open.subClientId}
          onClose={() => setOpen(null)}
        />
      )}
    </ListScreen>
  );
}

function TransferForm({
  subClients,
  available,
  initialSubClient,
  onClose,
}: {
  subClients: SubClientChoice[];
  available: string;
  initialSubClient: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const transfer = useTransfer();
  const form = useEndpointForm(balanceTransfer, {
    initial: {
      sub_client_id: subClients.some((s) => String(s.id) === initialSubClient) ? initialSubClient : '',
      amount: '',
      remark: '',
    },
    onValid: async (body) => {
      const name = subClients.find((s) => s.id === body.sub_client_id)?.name ?? '';
      if (
        !(await confirm({
          message: t('ledger.transfer.confirm', { name, amount: formatMoney(body.amount) }),
        }))
      )
        return;
      const done = await transfer.mutateAsync({ body }).catch(() => null);
      if (!done) return;
      notify.success(t('ledger.transfer.done', { name, amount: formatMoney(body.amount) }));
      onClose();
    },
  });

  return (
    <FormDialog
      title={t('perm.router_balance_transfer')}
      description={t('ledger.transfer.description')}
      submitLabel={t('common.confirm')}
      busy={transfer.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      {subClients.length === 0 ? (
        <p className="text-sm text-slate-600">{t('ledger.transfer.noSubClients')}</p>
      ) : (
        <>
          <FormField id="transfer-sub-client" label={t('common.subClient')} error={form.errors.sub_client_id}>
            <Select
              value={form.values.sub_client_id}
              onValueChange={(value) => form.set('sub_client_id', value)}
            >
              <SelectTrigger
                id="transfer-sub-client"
                aria-invalid={Boolean(form.errors.sub_client_id)}
                aria-describedby={form.errors.sub_client_id ? 'transfer-sub-client-error' : undefined}
              >
                <SelectValue placeholder={t('validation.transfer_sub_client_required')} />
              </SelectTrigger>
              <SelectContent>
                {subClients.map((s) => (
                  <SelectItem key={s.id} value={String(s.id)}>
                    {t('ledger.transfer.subClientOption', { name: s.name, balance: formatMoney(s.balance) })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="transfer-amount" label={t('ledger.transfer.amount')} error={form.errors.amount}>
            <Input
              // Kept as typed: a sign or a letter is refused by the schema with its message under the
              // field, never dropped silently ('-5' would otherwise become a transfer of 5).
              {...form.input('amount', 'transfer-amount')}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('ledger.transfer.amountPlaceholder')}
            />
            <span className="text-xs text-slate-500 tabular-nums">
              {t('ledger.transfer.availableNow', { available: formatMoney(available) })}
            </span>
          </FormField>
          <FormField id="transfer-remark" label={t('common.remark')} error={form.errors.remark}>
            <Input
              {...form.input('remark', 'transfer-remark')}
              placeholder={t('ledger.transfer.remarkPlaceholder')}
            />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
