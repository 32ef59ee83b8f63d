import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subCustomerFuncForm, subCustomerFuncs } from '#contract';
import { EndpointForm } from '@/components/form/endpoint-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useSubCustomerFuncs, useSubCustomerOptions } from './api/sub-customers.ts';

/**
 * /user_func: which function codes each sub-customer may use, among those the main client holds
 * itself. Saving gives the sub-customer a group of its own the first time; its next call uses them.
 */
export default function UserFuncPage() {
  const { t } = useTranslation();
  const subs = useSubCustomerOptions().data?.subs ?? [];
  const [picked, setPicked] = useState<string>('');
  const clientId = picked ? Number(picked) : (subs[0]?.id ?? null);

  return (
    <section aria-labelledby="user-func-title" className="flex max-w-3xl flex-col gap-4">
      <h2 id="user-func-title" className="text-base font-semibold">
        {t('perm.router_user_func')}
      </h2>
      <p className="text-sm text-slate-500">{t('subCustomer.func.hint')}</p>
      {subs.length === 0 ? (
        <p className="text-sm text-slate-600">{t('subCustomer.func.noSubs')}</p>
      ) : (
        <>
          <label htmlFor="user-func-sub" className="flex flex-col gap-1 text-sm sm:max-w-sm">
            {t('subCustomer.func.pick')}
            <Select value={clientId === null ? '' : String(clientId)} onValueChange={setPicked}>
              <SelectTrigger id="user-func-sub">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {subs.map((s) => (
                  <SelectItem key={s.id} value={String(s.id)}>
                    {s.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </label>
          {clientId !== null && <FuncForm key={clientId} clientId={clientId} />}
        </>
      )}
    </section>
  );
}

function FuncForm({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const funcs = useSubCustomerFuncs(clientId).data;
  if (!funcs) return <p className="text-sm text-slate-500">{t('common.loading')}</p>;
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-medium">
        {t('subCustomer.func.of', { name: funcs.name })}
        {funcs.customised && (
          <span className="ml-2 text-xs text-slate-500">{t('subCustomer.func.customised')}</span>
        )}
      </legend>
      <EndpointForm
        inline
        form={subCustomerFuncForm}
        target={{ record: { codes: funcs.granted } }}
        onClose={() => {}}
        invalidates={[subCustomerFuncs]}
        values={{ client_id: clientId }}
        options={{ codes: funcs.available.map((f) => ({ value: f.code, label: f.name })) }}
      />
    </fieldset>
  );
}
