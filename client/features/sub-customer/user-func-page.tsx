import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSubCustomerFuncs, subCustomerFuncs } from '#contract';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
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
  const save = useEndpointMutation(saveSubCustomerFuncs, { invalidates: [subCustomerFuncs] });
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  if (!funcs) return <p className="text-sm text-slate-500">{t('common.loading')}</p>;
  const current = chosen ?? new Set(funcs.granted);
  const toggle = (code: string) => {
    const next = new Set(current);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    setChosen(next);
  };
  const submit = async () => {
    const saved = await save
      .mutateAsync({ body: { client_id: clientId, codes: [...current] } })
      .catch(() => null);
    if (!saved) return;
    setChosen(null);
    notify.success(t('subCustomer.func.saved', { name: saved.name }));
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-medium">
        {t('subCustomer.func.of', { name: funcs.name })}
        {funcs.customised && (
          <span className="ml-2 text-xs text-slate-500">{t('subCustomer.func.customised')}</span>
        )}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {funcs.available.map((f) => (
          <label key={f.code} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={current.has(f.code)} onChange={() => toggle(f.code)} />
            {f.name}
          </label>
        ))}
      </div>
      <div>
        <Button variant="primary" onClick={() => void submit()} disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </fieldset>
  );
}
