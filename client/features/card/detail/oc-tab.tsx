import { useTranslation } from 'react-i18next';
import { CARRIERS, labelOf, OC_MODES, ocCardSwitches } from '#contract';
import { Badge } from '@/components/ui/badge';
import { useOcCardInfo } from '../api/get-card-detail.ts';
import { Field, Panel } from './field.tsx';
import { SectionTable } from './section-table.tsx';

/** A multi-carrier card: its container and one profile per carrier (which is online), its policy, its switches. */
export function OcTab({ cardId }: { cardId: number }) {
  const { t } = useTranslation();
  const info = useOcCardInfo(cardId).data;
  return (
    <div className="flex flex-col gap-4">
      <Panel title={t('card.detail.oc.profiles')}>
        {info && (
          <>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Field label={t('card.detail.oc.container')}>{info.container}</Field>
              <Field label={t('card.detail.oc.policy')}>
                {info.policy && (
                  <span className="inline-flex flex-wrap items-center gap-2">
                    {info.policy.name}
                    <Badge tone={OC_MODES[info.policy.mode].tone}>
                      {t(labelOf(OC_MODES[info.policy.mode]))}
                    </Badge>
                  </span>
                )}
              </Field>
            </dl>
            {info.pending && (
              <p role="status" className="text-sm text-amber-700">
                {t('card.detail.oc.pending', { name: info.pending.name, at: info.pending.applies_at })}
              </p>
            )}
            <div className="overflow-x-auto">
              <table className="w-full min-w-[520px] text-sm">
                <caption className="sr-only">{t('card.detail.oc.profiles')}</caption>
                <thead>
                  <tr className="border-b text-left text-xs text-slate-500">
                    <th className="py-2 pr-3 font-medium">{t('field.carrier')}</th>
                    <th className="py-2 pr-3 font-medium">{t('field.iccid')}</th>
                    <th className="py-2 pr-3 font-medium">{t('field.imsi')}</th>
                    <th className="py-2 font-medium">{t('card.detail.oc.profileState')}</th>
                  </tr>
                </thead>
                <tbody>
                  {info.profiles.map((p) => (
                    <tr key={p.carrier} className="border-b last:border-0">
                      <td className="py-2 pr-3">{t(labelOf(CARRIERS[p.carrier]))}</td>
                      <td className="py-2 pr-3 tabular-nums">{p.iccid}</td>
                      <td className="py-2 pr-3 tabular-nums">{p.imsi}</td>
                      <td className="py-2">
                        <Badge tone={p.online ? 'success' : 'default'}>
                          {p.online ? t('card.detail.session.online') : t('card.detail.oc.standby')}
                        </Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Panel>
      <Panel title={t('card.detail.oc.switches')}>
        <SectionTable
          endpoint={ocCardSwitches}
          cardId={cardId}
          caption={t('card.detail.oc.switches')}
          storageKey="card-detail-oc-switches"
        />
      </Panel>
    </div>
  );
}
