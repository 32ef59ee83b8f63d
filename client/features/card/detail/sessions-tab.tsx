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
        <Panel title={t('card.detail.session.title')}>
          {session ? (
            <dl className="grid grid-cols-2 gap-3">
              <Field label={t('card.detail.session.state')}>
                <Badge tone={session.online ? 'success' : 'default'}>
                  {t(session.online ? 'card.detail.session.online' : 'card.detail.session.offline')}
                </Badge>
              </Field>
              <Field label={t('card.detail.session.ip')}>{session.ip}</Field>
              <Field label={t('card.detail.session.started')}>{session.started_at}</Field>
              <Field label={t('card.detail.session.ended')}>{session.ended_at}</Field>
              <Field label={t('field.apn')}>{session.apn}</Field>
              <Field label={t('card.detail.session.cell')}>
                {session.location.lac} / {session.location.ci}
              </Field>
            </dl>
          ) : (
            <Empty>{t('card.detail.session.none')}</Empty>
          )}
        </Panel>
        <Panel title={t('card.detail.location.title')}>
          {session ? (
            <>
              <dl className="grid grid-cols-2 gap-3">
                <Field label={t('field.province')}>{session.location.province}</Field>
                <Field label={t('field.city')}>{session.location.city}</Field>
                <Field label={t('field.address')} className="col-span-2">
                  {session.location.address}
                </Field>
                <Field label={t('card.detail.location.coords')}>
                  {session.location.lat}, {session.location.lng}
                </Field>
              </dl>
              <p className="text-xs text-slate-500">{t('card.detail.location.note')}</p>
            </>
          ) : (
            <Empty>{t('card.detail.location.none')}</Empty>
          )}
        </Panel>
      </div>
      <Panel title={t('card.detail.table.sessions')}>
        <SectionTable
          endpoint={cardSessions}
          cardId={card.id}
          caption={t('card.detail.table.sessions')}
          storageKey="card-detail-sessions"
        />
      </Panel>
    </div>
  );
}
