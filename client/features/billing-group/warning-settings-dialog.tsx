import { useTranslation } from 'react-i18next';
import {
  billingGroupList,
  type DataOf,
  type saveVbgWarning,
  smsWarningRecordList,
  type VbgWarningSettings,
  vbgWarning,
  vbgWarningForm,
} from '#contract';
import { progressView } from '@/components/data-table/progress';
import { EndpointForm } from '@/components/form/endpoint-form';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useWarningSettings } from './api/warning-settings.ts';

interface GroupRef {
  id: number;
  name: string;
  code: string;
}

/**
 * A group's early-warning settings (`vbgWarningForm`), opened once the saved ones are read: the
 * pool's use this month over the fields, then on/off, the thresholds, the phones that get the SMS.
 */
export function WarningSettingsDialog({ group, onClose }: { group: GroupRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useWarningSettings(group?.id ?? null);
  const loaded = settings.data && settings.data.vbg_id === group?.id ? settings.data : null;
  return (
    <EndpointForm
      key={settings.dataUpdatedAt}
      form={vbgWarningForm}
      target={loaded ? { record: loaded } : null}
      onClose={onClose}
      // The list's warning column, the records (an SMS sent at once) and the settings change.
      invalidates={[vbgWarning, billingGroupList, smsWarningRecordList]}
      values={{ vbg_id: loaded?.vbg_id }}
      params={{ code: group?.code ?? '' }}
      onSaved={(saved) => {
        const { sent } = saved as DataOf<typeof saveVbgWarning>;
        if (sent > 0) notify.info(t('billingGroup.sentNow', { count: sent }));
      }}
      before={loaded && <PoolNow settings={loaded} />}
    />
  );
}

/** The pool's use this month, and how far it has been warned. */
function PoolNow({ settings }: { settings: VbgWarningSettings }) {
  const { t } = useTranslation();
  const pool = progressView(settings.usage_percent);
  return (
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
  );
}
