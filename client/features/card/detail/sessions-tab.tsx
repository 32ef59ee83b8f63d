import { useTranslation } from 'react-i18next';
import { type CardDetail, cardSessions } from '#contract';
import { Badge } from '@/components/ui/badge';
import { Empty, Field, Panel } from './field.tsx';
import { SectionTable } from './section-table.tsx';

/** The card's last data session, the place of its cell, and its earlier sessions. */
export function SessionsTab({ card }: { card: CardDetail }) {
  const { t } = useTranslation();
  const session = card.session;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Panel title={t('cardDetail.session.title')}>
          {session ? (
            <dl className="grid grid-cols-2 gap-3">
              <Field label={t('cardDetail.session.state')}>
                <Badge tone={session.online ? 'success' : 'default'}>
                  {t(session.online ? 'cardDetail.session.online' : 'cardDetail.session.offline')}
                </Badge>
              </Field>
              <Field label={t('cardDetail.session.ip')}>{session.ip}</Field>
              <Field label={t('cardDetail.session.started')}>{session.started_at}</Field>
              <Field label={t('cardDetail.session.ended')}>{session.ended_at}</Field>
              <Field label={t('cardDetail.session.apn')}>{session.apn}</Field>
              <Field label={t('cardDetail.session.cell')}>
                {session.location.lac} / {session.location.ci}
              </Field>
            </dl>
          ) : (
            <Empty>{t('cardDetail.session.none')}</Empty>
          )}
        </Panel>
        <Panel title={t('cardDetail.location.title')}>
          {session ? (
            <>
              <dl className="grid grid-cols-2 gap-3">
                <Field label={t('cardDetail.location.province')}>{session.location.province}</Field>
                <Field label={t('cardDetail.location.city')}>{session.location.city}</Field>
                <Field label={t('cardDetail.location.address')} className="col-span-2">
                  {session.location.address}
                </Field>
                <Field label={t('cardDetail.location.coords')}>
                  {session.location.lat}, {session.location.lng}
                </Field>
              </dl>
              <p className="text-xs text-slate-500">{t('cardDetail.location.note')}</p>
            </>
          ) : (
            <Empty>{t('cardDetail.location.none')}</Empty>
          )}
        </Panel>
      </div>
      <Panel title={t('cardDetail.table.sessions')}>
        <SectionTable
          endpoint={cardSessions}
          cardId={card.id}
          caption={t('cardDetail.table.sessions')}
          storageKey="card-detail-sessions"
        />
      </Panel>
    </div>
  );
}
