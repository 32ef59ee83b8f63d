import { useTranslation } from 'react-i18next';
import {
  CARD_FUNCTION_KEYS,
  CARD_FUNCTIONS,
  CARD_STATUSES,
  CARRIERS,
  type CardDetail,
  formatNumber,
  labelOf,
  REAL_NAME_SOURCES,
  REAL_NAME_STATUSES,
  SPEED_STATES,
  STATUS_REASONS,
} from '#contract';
import { progressView } from '@/components/data-table/progress';
import { ProgressBar } from '@/components/data-table/progress-bar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { Empty, Field, Panel } from './field.tsx';

/** This month's use against the plan quota plus add-on, coloured as every progress bar of the spec. */
function UsageBar({ card }: { card: CardDetail }) {
  const { t } = useTranslation();
  const view = progressView(card.usage_percent);
  const total = card.quota_mb + card.addon_mb;
  return (
    <Panel title={t('card.detail.usage')}>
      <ProgressBar percent={card.usage_percent} label={t('card.detail.usage')} className="h-2.5" />
      <p className="flex flex-wrap items-baseline gap-x-3 text-slate-600">
        <span>
          {t('card.detail.usageOf', { used: formatNumber(card.usage_mb), total: formatNumber(total) })}
        </span>
        <span className={cn('font-medium', view.tone === 'exceeded' ? 'text-danger' : 'text-slate-500')}>
          {view.label}
        </span>
        {card.addon_mb > 0 && (
          <span className="text-xs text-slate-500">
            {t('card.detail.usageParts', {
              quota: formatNumber(card.quota_mb),
              addon: formatNumber(card.addon_mb),
            })}
          </span>
        )}
      </p>
    </Panel>
  );
}

function RealName({ card }: { card: CardDetail }) {
  const { t } = useTranslation();
  const request = card.real_name;
  const status = REAL_NAME_STATUSES[card.real_name_status];
  return (
    <Panel title={t('common.realNameVerification')}>
      <p>
        <Badge tone={status.tone}>{t(labelOf(status))}</Badge>
      </p>
      {request ? (
        <dl className="grid grid-cols-2 gap-3">
          <Field label={t('field.personName')}>{request.name}</Field>
          <Field label={t('card.detail.realName.idNumber')}>{request.id_number}</Field>
          <Field label={t('common.contactPhoneShort')}>{request.phone}</Field>
          <Field label={t('card.detail.realName.source')}>
            {t(labelOf(REAL_NAME_SOURCES[request.source]))}
          </Field>
          <Field label={t('field.submittedAt')}>{request.submitted_at}</Field>
          <Field label={t('field.reviewedAt')}>{request.reviewed_at}</Field>
          {request.reject_reason && (
            <Field label={t('card.detail.realName.rejectReason')} className="col-span-2">
              <span className="text-danger">{request.reject_reason}</span>
            </Field>
          )}
        </dl>
      ) : (
        <Empty>{t('card.detail.realName.none')}</Empty>
      )}
    </Panel>
  );
}

const LONG = 'col-span-2 sm:col-span-1';

/** Who the card is: its numbers, carrier, plan, groups, tags, client and dates. */
export function OverviewTab({ card }: { card: CardDetail }) {
  const { t } = useTranslation();
  const status = CARD_STATUSES[card.status];
  const none = t('card.detail.none');
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
      <Panel title={t('card.detail.sections.overview')} className="xl:col-span-2">
        {/* Two columns on a phone; the long numbers (ICCID, EID, O-ICCID) take a whole row there. */}
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          <Field label={t('field.iccid')} className={LONG}>
            {card.iccid}
          </Field>
          <Field label={t('field.msisdn')}>{card.msisdn}</Field>
          <Field label={t('field.imsi')}>{card.imsi}</Field>
          <Field label={t('field.eid')} className={LONG}>
            {card.eid}
          </Field>
          <Field label={t('field.imei')}>{card.imei}</Field>
          <Field label={t('field.ocImsi')}>{card.oc_imsi}</Field>
          <Field label={t('field.oIccid')} className={LONG}>
            {card.o_iccid}
          </Field>
          <Field label={t('field.carrier')}>{t(labelOf(CARRIERS[card.carrier]))}</Field>
          <Field label={t('field.cardStatus')}>
            <span className="inline-flex flex-wrap items-center gap-1.5">
              <Badge tone={status.tone}>{t(labelOf(status))}</Badge>
              {card.speed_limited_since && (
                <Badge tone={SPEED_STATES.limited.tone}>{t(labelOf(SPEED_STATES.limited))}</Badge>
              )}
              {card.status_change && (
                <span className="text-xs font-normal text-slate-500">
                  {t('card.detail.statusSince', {
                    at: card.status_change.at.slice(0, 10),
                    reason: t(labelOf(STATUS_REASONS[card.status_change.reason])),
                  })}
                </span>
              )}
              {card.speed_limited_since && (
                <span className="text-xs font-normal text-amber-700">
                  {t('card.detail.speedLimited', { at: card.speed_limited_since.slice(0, 10) })}
                </span>
              )}
            </span>
          </Field>
          <Field label={t('field.plan')}>{card.plan_name}</Field>
          <Field label={t('field.billingGroup')}>
            {card.billing_group ? (
              <>
                {card.billing_group.name}
                <span className="ml-1.5 font-normal text-slate-500">{card.billing_group.code}</span>
              </>
            ) : (
              none
            )}
          </Field>
          <Field label={t('field.projectGroup')}>{card.project_group?.name ?? none}</Field>
          <Field label={t('common.tags')}>
            {card.tags.length > 0 ? (
              <span className="inline-flex flex-wrap gap-1">
                {card.tags.map((tag) => (
                  <Badge key={tag} tone="info">
                    {tag}
                  </Badge>
                ))}
              </span>
            ) : (
              none
            )}
          </Field>
          <Field label={t('common.client')}>{card.client_name}</Field>
          <Field label={t('card.detail.field.created')}>{card.created_at}</Field>
          <Field label={t('field.activated')}>{card.activated_at}</Field>
          <Field label={t('field.expires')}>{card.expires_at}</Field>
          <Field label={t('field.realName')}>{t(labelOf(REAL_NAME_STATUSES[card.real_name_status]))}</Field>
          <Field label={t('field.networkFunctions')}>
            <span className="inline-flex flex-wrap gap-1">
              {CARD_FUNCTION_KEYS.map((fn) => (
                <Badge key={fn} tone={card.functions[fn] ? 'success' : 'default'}>
                  {t(labelOf(CARD_FUNCTIONS[fn]))}{' '}
                  {card.functions[fn] ? t('card.detail.functionOn') : t('card.detail.functionOff')}
                </Badge>
              ))}
            </span>
          </Field>
        </dl>
      </Panel>
      <div className="flex flex-col gap-4">
        <UsageBar card={card} />
        <RealName card={card} />
      </div>
    </div>
  );
}
