import { Copy, KeyRound, RotateCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_REVIEW_HOURS,
  type ApiAccessStatus,
  type ApiInfo,
  apiApplyForm,
  apiSettingsForm,
  issueApiSecret,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { EndpointForm } from '@/components/form/endpoint-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { API_READS, useApiInfo } from './api/api-access.ts';

const STATUS_TONE: Record<ApiAccessStatus, 'default' | 'info' | 'success' | 'danger'> = {
  none: 'default',
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
};

/**
 * /api/config: the main client's open-API access. It applies (申请开通) and the platform reviews
 * the application on its clock; once approved it gets an app key and a secret shown exactly once
 * (at issue and at each rotation), and sets the IP allow-list and the callback URL.
 */
export default function ApiConfigPage() {
  const { t } = useTranslation();
  const info = useApiInfo();
  const [applying, setApplying] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  if (!info.data) {
    return (
      <p role="status" className="p-8 text-center text-sm text-slate-500">
        {info.isError ? t('common.loadFailed') : t('common.loading')}
      </p>
    );
  }
  const data = info.data;
  const approved = data.application.status === 'approved';
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <AccessCard info={data} onApply={() => setApplying(true)} />
      {approved && <CredentialsCard info={data} onSecret={setSecret} />}
      <Section title={t('apiConfig.securityTitle')}>
        {approved ? (
          <SettingsForm key={`${data.ip_allowlist.join()}|${data.callback_url}`} info={data} />
        ) : (
          <p className="text-sm text-slate-500">{t('apiConfig.notApproved')}</p>
        )}
      </Section>
      <EndpointForm
        form={apiApplyForm}
        target={
          applying
            ? { record: { ...data.application, daily_calls: data.application.daily_calls || null } }
            : null
        }
        onClose={() => setApplying(false)}
        invalidates={API_READS}
        params={{ hours: API_REVIEW_HOURS }}
      />
      {secret !== null && data.app_key && (
        <SecretDialog appKey={data.app_key} secret={secret} onClose={() => setSecret(null)} />
      )}
    </div>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <section aria-label={title} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold">{title}</h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

function AccessCard({ info, onApply }: { info: ApiInfo; onApply: () => void }) {
  const { t } = useTranslation();
  const app = info.application;
  const canApply = app.status === 'none' || app.status === 'rejected';
  return (
    <Section
      title={t('apiConfig.accessTitle')}
      action={
        canApply && (
          <Button variant="primary" onClick={onApply}>
            {app.status === 'rejected' ? t('apiConfig.applyAgain') : t('apiConfig.apply')}
          </Button>
        )
      }
    >
      <p className="text-sm text-slate-600">{t('apiConfig.accessIntro')}</p>
      <div className="flex flex-col gap-1.5 text-sm">
        <div>
          <Badge tone={STATUS_TONE[app.status]}>{app.status_name}</Badge>
        </div>
        {app.applied_at && (
          <span className="text-slate-600">{t('apiConfig.appliedAt', { time: app.applied_at })}</span>
        )}
        {app.review_due_at && (
          <span className="text-slate-600">{t('apiConfig.reviewDue', { time: app.review_due_at })}</span>
        )}
        {app.reviewed_at && (
          <span className="text-slate-600">{t('apiConfig.reviewedAt', { time: app.reviewed_at })}</span>
        )}
        {app.reject_reason && (
          <p role="alert" className="rounded bg-red-50 p-2 text-danger">
            {t('apiConfig.rejectReason', { reason: app.reject_reason })}
          </p>
        )}
      </div>
    </Section>
  );
}

function CredentialsCard({ info, onSecret }: { info: ApiInfo; onSecret: (secret: string) => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const issue = useEndpointMutation(issueApiSecret, { invalidates: API_READS });
  const run = async (rotate: boolean) => {
    if (rotate && !(await confirm({ message: t('apiConfig.confirmRotate'), variant: 'danger' }))) return;
    const issued = await issue.mutateAsync({ body: { rotate } }).catch(() => null);
    if (issued) onSecret(issued.app_secret);
  };
  return (
    <Section title={t('apiConfig.credentialsTitle')}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-500">{t('apiConfig.appKey')}</dt>
        <dd className="break-all font-mono">{info.app_key}</dd>
        <dt className="text-slate-500">{t('apiConfig.appSecret')}</dt>
        <dd className="flex flex-wrap items-center gap-3">
          {info.secret_issued ? (
            <>
              <span className="font-mono">{`••••••••${info.secret_hint ?? ''}`}</span>
              {info.secret_issued_at && (
                <span className="text-slate-500">
                  {t('apiConfig.secretIssuedAt', { time: info.secret_issued_at })}
                </span>
              )}
              <Button size="sm" disabled={issue.isPending} onClick={() => void run(true)}>
                <RotateCw />
                {t('apiConfig.rotateSecret')}
              </Button>
            </>
          ) : (
            <>
              <span className="text-slate-500">{t('apiConfig.secretNotIssued')}</span>
              <Button size="sm" variant="primary" disabled={issue.isPending} onClick={() => void run(false)}>
                <KeyRound />
                {t('apiConfig.issueSecret')}
              </Button>
            </>
          )}
        </dd>
      </dl>
    </Section>
  );
}

function SecretDialog({ appKey, secret, onClose }: { appKey: string; secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(secret).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('apiConfig.secretTitle')}</DialogTitle>
          <DialogDescription>{t('apiConfig.secretOnce')}</DialogDescription>
        </DialogHeader>
        <dl className="flex flex-col gap-1.5 text-sm">
          <dt className="text-slate-500">{t('apiConfig.appKey')}</dt>
          <dd className="break-all font-mono">{appKey}</dd>
          <dt className="text-slate-500">{t('apiConfig.appSecret')}</dt>
          <dd className="flex items-center gap-2">
            <code
              data-testid="api-secret"
              className="min-w-0 flex-1 break-all rounded bg-slate-100 px-2 py-1"
            >
              {secret}
            </code>
            <Button size="sm" onClick={copy}>
              <Copy />
              {copied ? t('apiConfig.copied') : t('actions.copy')}
            </Button>
          </dd>
        </dl>
        <DialogFooter>
          <Button variant="primary" onClick={onClose}>
            {t('apiConfig.savedIt')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ info }: { info: ApiInfo }) {
  const { t } = useTranslation();
  return (
    <EndpointForm
      inline
      form={apiSettingsForm}
      target={{ record: info }}
      onClose={() => {}}
      invalidates={API_READS}
      hints={{ ip_allowlist: () => t('apiConfig.ipHint', { max: info.ip_max }) }}
    />
  );
}
