import { Plus, Upload as UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SubCustomerRow, subCustomerList } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { navigate } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { useSetSubCustomerStatus } from './api/sub-customers.ts';
import { AssignDialog, type AssignPreset } from './assign-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { SubCustomerDialog, type SubTarget } from './sub-customer-dialog.tsx';

/**
 * /sub_customer: the main client's sub-customers with their cards, balance and status. Creates
 * one (with its login) or many (the sub-client template, as a task), edits a contact, disables
 * (only with no card in service) and enables; a row assigns cards to it or transfers money.
 */
export default function SubCustomerPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const setStatus = useSetSubCustomerStatus();
  const [editing, setEditing] = useState<SubTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState<AssignPreset | null>(null);

  const onAction = async (key: string, sub: SubCustomerRow) => {
    if (key === 'edit') return setEditing({ sub });
    if (key === 'assign') return setAssigning({ to: sub.id });
    if (key === 'transfer') return navigate(`/balance_transfer?sub_client_id=${sub.id}`);
    if (key !== 'disable' && key !== 'enable') return;
    const disable = key === 'disable';
    const sure = await confirm({
      message: disable
        ? t('subCustomer.confirmDisable', { name: sub.name })
        : t('subCustomer.confirmEnable', { name: sub.name }),
      variant: disable ? 'danger' : undefined,
    });
    if (!sure) return;
    const done = await setStatus
      .mutateAsync({ id: sub.id, status: disable ? 'disabled' : 'active' })
      .catch(() => null);
    if (done)
      notify.success(
        disable
          ? t('subCustomer.disabled', { name: sub.name })
          : t('subCustomer.enabled', { name: sub.name }),
      );
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">{t('subCustomer.disableRule')}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setImporting(true)}>
            <UploadIcon />
            {t('subCustomer.import')}
          </Button>
          <Button variant="primary" onClick={() => setEditing({ sub: null })}>
            <Plus />
            {t('subCustomer.create')}
          </Button>
        </div>
      </div>
      <ListScreen
        list={subCustomerList}
        caption={t('perm.router_sub_customer')}
        storageKey="sub-customer-list"
        onAction={(key, sub) => void onAction(key, sub)}
      >
        <SubCustomerDialog target={editing} onClose={() => setEditing(null)} />
        <ImportDialog open={importing} onClose={() => setImporting(false)} />
        <AssignDialog preset={assigning} onClose={() => setAssigning(null)} />
      </ListScreen>
    </div>
  );
}
