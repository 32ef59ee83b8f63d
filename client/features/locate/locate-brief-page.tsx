import { useAtomValue } from 'jotai';
import { MapPin, Power, PowerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, locateBrief, locateSubscribe } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { navigate } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { hasCode, rolesAtom } from '@/lib/session';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { useLocateBrief } from './api/locate.ts';

const yuan = (cents: number) => formatMoney(cents / 100);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="font-semibold text-slate-800">{title}</h3>
      <p className="leading-relaxed text-slate-600">{children}</p>
    </section>
  );
}

/**
 * /locate_funcbrief: what the location service is, how accurate and how priced, with the client's
 * real subscription and this month's queries; the main client subscribes and cancels here.
 */
export default function LocateBriefPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const roles = useAtomValue(rolesAtom);
  const brief = useLocateBrief();
  const subscribe = useEndpointMutation(locateSubscribe, { invalidates: [locateBrief] });
  const data = brief.data;
  if (!data) {
    return (
      <p role="status" className="p-6 text-slate-500">
        {t('common.loading')}
      </p>
    );
  }
  const price = yuan(data.price_cents);

  const toggle = async (enabled: boolean) => {
    const message = enabled
      ? t('locate.brief.confirmSubscribe', { price })
      : t('locate.brief.confirmUnsubscribe');
    if (!(await confirm({ message, variant: enabled ? 'default' : 'danger' }))) return;
    const done = await subscribe.mutateAsync({ body: { enabled } }).catch(() => null);
    if (done) notify.success(t(enabled ? 'locate.brief.subscribedDone' : 'locate.brief.unsubscribedDone'));
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <Card className="flex flex-col gap-4 p-5 text-sm">
        <h2 className="text-base font-semibold">{t('locate.brief.title')}</h2>
        <p className="leading-relaxed text-slate-600">{t('locate.brief.intro')}</p>
        <Section title={t('locate.brief.howTitle')}>{t('locate.brief.how')}</Section>
        <Section title={t('locate.brief.accuracyTitle')}>
          {t('locate.brief.accuracy', { min: data.accuracy_min_m, max: data.accuracy_max_m })}
        </Section>
        <Section title={t('locate.brief.priceTitle')}>{t('locate.brief.price', { price })}</Section>
        <Section title={t('locate.brief.scopeTitle')}>{t('locate.brief.scope')}</Section>
      </Card>
      <Card
        className="order-first flex flex-col gap-4 self-start p-5 text-sm lg:order-none"
        aria-labelledby="locate-status-title"
      >
        <div className="flex items-center gap-2">
          <h2 id="locate-status-title" className="font-semibold">
            {t('locate.brief.status')}
          </h2>
          <Badge tone={data.subscribed ? 'success' : 'default'}>
            {data.subscribed ? t('locate.brief.subscribed') : t('locate.brief.notSubscribed')}
          </Badge>
        </div>
        {data.subscribed_at && (
          <p className="text-slate-600">{t('locate.brief.since', { at: data.subscribed_at })}</p>
        )}
        <dl className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-0.5 rounded bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">
              {t('locate.brief.monthQueries', { month: data.month })}
            </dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="locate-month-queries">
              {t('locate.brief.times', { count: data.month_queries })}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5 rounded bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">{t('locate.brief.monthCost', { month: data.month })}</dt>
            <dd className="text-lg font-semibold tabular-nums">{yuan(data.month_cost_cents)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          {data.can_manage &&
            (data.subscribed ? (
              <Button variant="danger" disabled={subscribe.isPending} onClick={() => toggle(false)}>
                <PowerOff />
                {t('locate.brief.unsubscribe')}
              </Button>
            ) : (
              <Button variant="primary" disabled={subscribe.isPending} onClick={() => toggle(true)}>
                <Power />
                {t('locate.brief.subscribe')}
              </Button>
            ))}
          {data.subscribed && hasCode(roles, 'router_locate_service') && (
            <Button onClick={() => navigate('/locate_service')}>
              <MapPin />
              {t('locate.brief.goLocate')}
            </Button>
          )}
        </div>
        {!data.can_manage && <p className="text-slate-500">{t('locate.brief.mainOnly')}</p>}
      </Card>
    </div>
  );
}
