import { useTranslation } from 'react-i18next';
import { CARRIERS, labelOf, OC_MODES, ocCardSwitches } from '#contract';
import { StaticTable } from '@/components/static-table';
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
            <StaticTable
              caption={t('card.detail.oc.profiles')}
              rows={info.profiles}
              rowKey={(p) => p.carrier}
              columns={[
                { key: 'carrier', header: t('field.carrier'), cell: (p) => t(labelOf(CARRIERS[p.carrier])) },
                {
                  key: 'iccid',
                  header: t('field.iccid'),
                  cell: (p) => p.iccid,
                  cellClassName: 'tabular-nums',
                },
                { key: 'imsi', header: t('field.imsi'), cell: (p) => p.imsi, cellClassName: 'tabular-nums' },
                {
                  key: 'state',
                  header: t('card.detail.oc.profileState'),
                  cell: (p) => (
                    <Badge tone={p.online ? 'success' : 'default'}>
                      {p.online ? t('card.detail.session.online') : t('card.detail.oc.standby')}
                    </Badge>
                  ),
                },
              ]}
            />
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
