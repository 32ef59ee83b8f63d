import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  billingGroupList,
  saveVbgWarning,
  smsWarningRecordList,
  type VbgWarningSettings,
  vbgWarning,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { progressView } from '@/components/data-table/progress';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { useWarningConfig, useWarningSettings } from './api/warning-settings.ts';

interface GroupRef {
  id: number;
  name: string;
  code: string;
}

/** A group's early-warning settings: on/off, the thresholds, the phones that get the SMS. */
export function WarningSettingsDialog({ group, onClose }: { group: GroupRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useWarningSettings(group?.id ?? null);
  const config = useWarningConfig(group !== null);
  return (
    <Dialog open={group !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('billingGroup.settingsTitle')}</DialogTitle>
          <DialogDescription>
            {group && t('billingGroup.settingsOf', { name: group.name, code: group.code })}
          </DialogDescription>
        </DialogHeader>
        {settings.data && config.data && settings.data.vbg_id === group?.id ? (
          <SettingsForm
            key={settings.dataUpdatedAt}
            settings={settings.data}
            allowed={config.data.thresholds}
            maxPhones={config.data.max_phones}
            onDone={onClose}
          />
        ) : (
          <p className="py-6 text-center text-sm text-slate-500">{t('common.loading')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({
  settings,
  allowed,
  maxPhones,
  onDone,
}: {
  settings: VbgWarningSettings;
  allowed: number[];
  maxPhones: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  // The list's warning column, the records (an SMS sent at once) and the settings change.
  const save = useEndpointMutation(saveVbgWarning, {
    invalidates: [vbgWarning, billingGroupList, smsWarningRecordList],
  });
  const form = useEndpointForm(saveVbgWarning, {
    initial: {
      enabled: settings.enabled,
      thresholds: settings.thresholds,
      phones: settings.phones.length ? settings.phones : [''],
    },
    toBody: (draft) => ({ vbg_id: settings.vbg_id, ...draft }),
    onValid: async (body) => {
      if (!(await confirm({ message: t('billingGroup.confirmSave', { name: settings.name }) }))) return;
      const saved = await save.mutateAsync({ body }).catch(() => null);
      if (!saved) return;
      notify.success(t('billingGroup.saved'));
      if (saved.sent > 0) notify.info(t('billingGroup.sentNow', { count: saved.sent }));
      onDone();
    },
  });
  const { enabled, thresholds, phones } = form.values;
  const pool = progressView(settings.usage_percent);

  const toggleThreshold = (value: number) =>
    form.set('thresholds', (list) =>
      list.includes(value) ? list.filter((v) => v !== value) : [...list, value],
    );
  const setPhones = (change: (list: string[]) => string[]) => form.set('phones', change);
  const setPhone = (index: number, value: string) =>
    setPhones((list) => list.map((p, i) => (i === index ? value : p)));

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5 rounded bg-slate-50 p-3 text-sm">
        <div className="flex items-center justify-between gap-2">
          <span className="text-slate-600">{t('billingGroup.poolNow')}</span>
          <span className="font-medium tabular-nums">{pool.label}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('billingGroup.poolNow')}
          aria-valuenow={pool.width}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-1.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cn('h-full rounded-full', {
              'bg-primary': pool.tone === 'normal',
              'bg-warning': pool.tone === 'warning',
              'bg-danger': pool.tone === 'exceeded',
            })}
            style={{ width: `${pool.width}%` }}
          />
        </div>
        <span className="text-xs text-slate-500">
          {settings.warned_percent > 0
            ? t('billingGroup.warnedUpTo', { percent: settings.warned_percent })
            : t('billingGroup.notWarned')}
        </span>
      </div>

      <div className="flex items-center justify-between gap-3 text-sm font-medium text-slate-700">
        <span aria-hidden>{t('billingGroup.enabled')}</span>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-label={t('billingGroup.enabled')}
          onClick={() => form.set('enabled', (on) => !on)}
          className={cn(
            'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
            enabled ? 'bg-primary' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'size-4 rounded-full bg-white shadow transition-transform',
              enabled ? 'translate-x-4.5' : 'translate-x-0.5',
            )}
          />
        </button>
      </div>

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={form.errors.thresholds ? 'vbg-thresholds-error' : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('billingGroup.thresholds')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {allowed.map((value) => (
            <label key={value} className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={thresholds.includes(value)}
                onChange={() => toggleThreshold(value)}
              />
              {value}%
            </label>
          ))}
        </div>
        <p className="text-xs text-slate-500">{t('billingGroup.thresholdsHint')}</p>
        <FieldError id="vbg-thresholds-error" error={form.errors.thresholds} />
      </fieldset>

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={form.errors.phones ? 'vbg-phones-error' : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-slate-700">
          {t('billingGroup.phones')}
          <span className="ml-2 text-xs font-normal text-slate-500">
            {t('billingGroup.phonesHint', { max: maxPhones })}
          </span>
        </legend>
        {phones.map((phone, index) => {
          const label = t('billingGroup.phone', { index: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions in an editable list
            <div key={index} className="flex gap-2">
              <Input
                aria-label={label}
                placeholder={label}
                inputMode="numeric"
                autoComplete="tel"
                className="h-9"
                value={phone}
                onChange={(e) => setPhone(index, e.target.value)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('billingGroup.removePhone', { index: index + 1 })}
                disabled={phones.length === 1}
                onClick={() => setPhones((list) => list.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        <Button
          size="sm"
          className="self-start"
          disabled={phones.length >= maxPhones}
          onClick={() => setPhones((list) => [...list, ''])}
        >
          <Plus aria-hidden />
          {t('billingGroup.addPhone')}
        </Button>
        <FieldError id="vbg-phones-error" error={form.errors.phones} />
      </fieldset>

      {form.formError && (
        <p role="alert" className="text-sm text-danger">
          {form.formError}
        </p>
      )}
      <DialogFooter>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A fieldset's error, as FormField shows a field's. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    error && (
      <p id={id} role="alert" className="text-xs text-danger">
        {error}
      </p>
    )
  );
}
