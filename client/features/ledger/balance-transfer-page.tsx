import { ArrowRightLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceTransferForm, formatMoney, type SubClientChoice, transferList } from '#contract';
import { EndpointForm } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { useHashSearch } from '@/lib/hash-location';
import { TRANSFER_READS, useTransferChoices } from './api/ledger.ts';

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
  const known = subClients.some((s) => String(s.id) === initialSubClient);
  return (
    <EndpointForm
      form={balanceTransferForm}
      target={{ record: { sub_client_id: known ? initialSubClient : '' } }}
      onClose={onClose}
      invalidates={TRANSFER_READS}
      options={{
        sub_client_id: subClients.map((s) => ({
          value: String(s.id),
          label: t('ledger.transfer.subClientOption', { name: s.name, balance: formatMoney(s.balance) }),
        })),
      }}
      hints={{
        sub_client_id: () => (subClients.length === 0 ? t('ledger.transfer.noSubClients') : null),
        amount: () => (
          <span className="tabular-nums">
            {t('ledger.transfer.availableNow', { available: formatMoney(available) })}
          </span>
        ),
      }}
      params={({ sub_client_id, amount }) => ({
        name: subClients.find((s) => String(s.id) === String(sub_client_id))?.name ?? '',
        amount: formatMoney(amount as string),
      })}
    />
  );
}
