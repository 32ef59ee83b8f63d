import { useTranslation } from 'react-i18next';
import {
  CARRIER_KEYS,
  CARRIERS,
  type Carrier,
  createOcPolicy,
  OC_DBM_DEFAULT,
  OC_MODE_KEYS,
  OC_MODES,
  type OcMode,
  type OcPolicyRow,
  updateOcPolicy,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { currentLang } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSaveOcPolicy } from './api/oc-policies.ts';

/** `{ policy: null }` creates a policy; `{ policy }` edits that one. */
export type PolicyTarget = { policy: OcPolicyRow | null };

export function PolicyDialog({ target, onClose }: { target: PolicyTarget | null; onClose: () => void }) {
  return target && <PolicyForm key={target.policy?.id ?? 'new'} policy={target.policy} onClose={onClose} />;
}

const number = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const PLACES = [0, 1, 2] as const;

function PolicyForm({ policy, onClose }: { policy: OcPolicyRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const confirm = useConfirm();
  const save = useSaveOcPolicy();
  const form = useEndpointForm(policy ? updateOcPolicy : createOcPolicy, {
    initial: {
      name: policy?.name ?? '',
      mode: (policy?.mode ?? 'priority') as OcMode,
      priority: (policy?.priority ?? [...CARRIER_KEYS]) as (Carrier | '')[],
      blacklist: policy?.blacklist ?? ([] as Carrier[]),
      threshold_dbm: String(policy?.threshold_dbm ?? OC_DBM_DEFAULT),
      probe_ip: policy?.probe_ip ?? '',
      latency_ms: policy?.latency_ms === null || policy === null ? '' : String(policy.latency_ms),
      enabled: policy?.enabled ?? true,
    },
    toBody: (d) => ({
      ...(policy ? { id: policy.id } : {}),
      name: d.name,
      mode: d.mode,
      priority: d.priority.filter((c): c is Carrier => c !== ''),
      blacklist: d.blacklist,
      threshold_dbm: d.mode === 'weak_signal' ? number(d.threshold_dbm) : null,
      probe_ip: d.mode === 'latency' ? d.probe_ip : null,
      latency_ms: d.mode === 'latency' ? number(d.latency_ms) : null,
      enabled: d.enabled,
    }),
    onValid: async (body) => {
      const message = policy
        ? t('ocCard.confirmUpdate', { name: body.name })
        : t('ocCard.confirmCreate', { name: body.name });
      if (!(await confirm({ message }))) return;
      const saved = await save.mutateAsync({ ...body, id: policy?.id }).catch(() => null);
      if (!saved) return;
      notify.success(t(policy ? 'ocCard.updated' : 'ocCard.created', { name: saved.name }));
      onClose();
    },
  });
  const { mode, priority, blacklist } = form.values;

  return (
    <FormDialog
      title={policy ? t('ocCard.editTitle') : t('ocCard.create')}
      description={t('ocCard.formNote')}
      submitLabel={t('common.save')}
      busy={save.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField id="oc-policy-name" label={t('ocCard.name')} error={form.errors.name}>
        <Input {...form.input('name', 'oc-policy-name')} />
      </FormField>
      <div className="flex flex-col gap-1">
        <Label htmlFor="oc-policy-mode">{t('ocCard.mode')}</Label>
        <Select value={mode} onValueChange={(value) => form.set('mode', value as OcMode)}>
          <SelectTrigger id="oc-policy-mode">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {OC_MODE_KEYS.map((key) => (
              <SelectItem key={key} value={key}>
                {OC_MODES[key][lang]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <fieldset
        className="flex flex-col gap-1"
        aria-describedby={form.errors.priority ? 'oc-priority-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('ocCard.priority')}</legend>
        <div className="flex flex-wrap gap-2">
          {PLACES.map((place) => (
            <div key={place} className="flex w-36 flex-col gap-1">
              <Label htmlFor={`oc-priority-${place}`} className="text-xs text-slate-500">
                {t('ocCard.place', { n: place + 1 })}
              </Label>
              <Select
                value={priority[place] ?? ''}
                onValueChange={(value) =>
                  form.set('priority', (previous) =>
                    previous.map((c, i) => (i === place ? (value as Carrier) : c)),
                  )
                }
              >
                <SelectTrigger id={`oc-priority-${place}`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CARRIER_KEYS.map((key) => (
                    <SelectItem key={key} value={key}>
                      {CARRIERS[key][lang]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          ))}
        </div>
        {form.errors.priority && (
          <p id="oc-priority-error" className="text-xs text-danger">
            {form.errors.priority}
          </p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('ocCard.blacklist')}</legend>
        <div className="flex flex-wrap gap-4">
          {CARRIER_KEYS.map((key) => (
            <label key={key} className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={blacklist.includes(key)}
                onChange={(e) =>
                  form.set('blacklist', (previous) =>
                    CARRIER_KEYS.filter((k) => (k === key ? e.target.checked : previous.includes(k))),
                  )
                }
                className="accent-primary"
              />
              {CARRIERS[key][lang]}
            </label>
          ))}
        </div>
        {form.errors.blacklist && <p className="text-xs text-danger">{form.errors.blacklist}</p>}
      </fieldset>
      {mode === 'weak_signal' && (
        <FormField id="oc-threshold" label={t('ocCard.threshold')} error={form.errors.threshold_dbm}>
          <Input {...form.input('threshold_dbm', 'oc-threshold')} inputMode="numeric" />
        </FormField>
      )}
      {mode === 'latency' && (
        <>
          <FormField id="oc-probe-ip" label={t('ocCard.probeIp')} error={form.errors.probe_ip}>
            <Input {...form.input('probe_ip', 'oc-probe-ip')} placeholder="114.114.114.114" />
          </FormField>
          <FormField id="oc-latency" label={t('ocCard.latency')} error={form.errors.latency_ms}>
            <Input {...form.input('latency_ms', 'oc-latency')} inputMode="numeric" />
          </FormField>
        </>
      )}
      <label className="inline-flex items-center gap-1.5 text-sm">
        <input
          type="checkbox"
          checked={form.values.enabled}
          onChange={(e) => form.set('enabled', e.target.checked)}
          className="accent-primary"
        />
        {t('ocCard.enabledField')}
      </label>
    </FormDialog>
  );
}
