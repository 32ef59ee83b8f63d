import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_STATUS_LABELS } from '#contract';
import { FormField } from '@/components/form-field';
import { PublicPageFrame } from '@/components/public-page-frame';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useHashSearch } from '@/lib/hash-location';
import { useRegistration } from './api/registration.ts';
import { useHostedOnly } from './use-hosted-only.ts';

/** /register_progress: where a registration stands, by its number and phone. */
export default function RegisterProgressPage() {
  const { t } = useTranslation();
  const hosted = useHostedOnly();
  const params = new URLSearchParams(useHashSearch());
  const [draft, setDraft] = useState({
    id: params.get('register_id') ?? '',
    phone: params.get('phone') ?? '',
  });
  const [asked, setAsked] = useState(draft);
  const progress = useRegistration(asked.id.trim(), asked.phone.trim());
  const data = progress.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked({ ...draft });
  };

  if (!hosted) return null;
  return (
    <PublicPageFrame className="gap-5 sm:max-w-xl">
      <h1 className="text-xl font-semibold">{t('common.auth.registerProgress')}</h1>
      <form onSubmit={submit} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <FormField id="progress-id" label={t('register.registerId')}>
          <Input
            id="progress-id"
            className="h-10"
            value={draft.id}
            onChange={(e) => setDraft({ ...draft, id: e.target.value })}
          />
        </FormField>
        <FormField id="progress-phone" label={t('common.mobile')}>
          <Input
            id="progress-phone"
            className="h-10"
            value={draft.phone}
            onChange={(e) => setDraft({ ...draft, phone: e.target.value })}
          />
        </FormField>
        <Button type="submit" variant="primary" className="h-10">
          {t('common.search')}
        </Button>
      </form>
      {data && (
        <section aria-label={t('register.status')} className="flex flex-col gap-4">
          <p className="flex items-center gap-2">
            <span className="font-medium">{data.company_name}</span>
            <Badge tone={REGISTRATION_STATUS_LABELS[data.status].tone}>
              {t(REGISTRATION_STATUS_LABELS[data.status].label)}
            </Badge>
          </p>
          <ol className="flex flex-col gap-2">
            {data.steps.map((step) => (
              <li key={step.key} className="flex items-center gap-2">
                <span className={cn('size-2.5 rounded-full', step.at ? 'bg-primary' : 'bg-slate-300')} />
                <span className={cn(!step.at && 'text-slate-400')}>{t(`register.steps.${step.key}`)}</span>
                <span className="text-xs text-slate-500">{step.at ?? ''}</span>
              </li>
            ))}
          </ol>
          {data.status === 'rejected' && (
            <div className="flex flex-col gap-2 rounded bg-red-50 p-3 text-sm text-red-700">
              <p>{t('register.rejectedBecause', { reason: data.reject_reason ?? '' })}</p>
              <a
                className="font-medium text-primary hover:underline"
                href={`#/register?register_id=${data.register_id}&phone=${data.phone}`}
              >
                {t('register.resubmitTitle')}
              </a>
            </div>
          )}
          {data.status === 'approved' && (
            <a className="text-primary hover:underline" href="#/login">
              {t('register.goLogin')}
            </a>
          )}
        </section>
      )}
      <a className="text-sm text-slate-500 hover:text-primary" href="#/login">
        {t('common.register.backToLogin')}
      </a>
    </PublicPageFrame>
  );
}
