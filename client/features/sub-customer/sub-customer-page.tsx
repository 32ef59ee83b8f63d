import { Plus, Upload as UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SubCustomerRow, setSubCustomerStatus, subCustomerForm, subCustomerList } from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { useRowAction } from '@/components/use-row-action';
import { navigate } from '@/lib/hash-location';
import { SUB_READS, useSubCustomerOptions } from './api/sub-customers.ts';
import { AssignDialog, type AssignPreset } from './assign-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';

/**
 * /sub_customer: the main client's sub-customers with their cards, balance and status. Creates
 * one (with its login) or many (the sub-client template, as a task), edits a contact, disables
 * (only with no card in service) and enables; a row assigns cards to it or transfers money.
 */
export default function SubCustomerPage() {
  const { t } = useTranslation();
  const groups = useSubCustomerOptions().data?.groups ?? [];
  const [editing, setEditing] = useState<FormTarget<SubCustomerRow>>(null);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState<AssignPreset | null>(null);
  const disable = useRowAction(setSubCustomerStatus, {
    input: (sub: SubCustomerRow) => ({ body: { id: sub.id, status: 'disabled' as const } }),
    confirm: ({ name }) => ({ message: t('subCustomer.confirmDisable', { name }), variant: 'danger' }),
    done: ({ name }) => t('subCustomer.disabled', { name }),
    invalidates: SUB_READS,
  });
  const enable = useRowAction(setSubCustomerStatus, {
    input: (sub: SubCustomerRow) => ({ body: { id: sub.id, status: 'active' as const } }),
    confirm: ({ name }) => ({ message: t('subCustomer.confirmEnable', { name }) }),
    done: ({ name }) => t('subCustomer.enabled', { name }),
    invalidates: SUB_READS,
  });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">{t('subCustomer.disableRule')}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setImporting(true)}>
            <UploadIcon />
            {t('subCustomer.import')}
          </Button>
          <Button variant="primary" onClick={() => setEditing({ record: null })}>
            <Plus />
            {t('subCustomer.create')}
          </Button>
        </div>
      </div>
      <ListScreen
        list={subCustomerList}
        caption={t('perm.router_sub_customer')}
        storageKey="sub-customer-list"
        actions={{
          edit: (sub) => setEditing({ record: sub }),
          assign: (sub) => setAssigning({ to: sub.id }),
          transfer: (sub) => navigate(`/balance_transfer?sub_client_id=${sub.id}`),
          disable,
          enable,
        }}
      >
        <EndpointForm
          form={subCustomerForm}
          target={editing}
          onClose={() => setEditing(null)}
          invalidates={SUB_READS}
          options={{ group_id: groups.map((g) => ({ value: String(g.id), label: g.name })) }}
        />
        <ImportDialog open={importing} onClose={() => setImporting(false)} />
        <AssignDialog preset={assigning} onClose={() => setAssigning(null)} />
      </ListScreen>
    </div>
  );
}
