import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARD_STATUSES,
  CARRIERS,
  type CardDetail,
  cardOperations,
  cardRecharges,
  cardSms,
  cardStatusHistory,
  cardVoiceWhitelist,
  labelOf,
} from '#contract';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { MessageKey } from '@/lib/i18n';
import { usePageLocation } from '@/lib/page-location';
import { useCardDetail } from './api/get-card-detail.ts';
import { cardIdOf } from './detail/card-id.ts';
import { Panel } from './detail/field.tsx';
import { OcTab } from './detail/oc-tab.tsx';
import { OverviewTab } from './detail/overview-tab.tsx';
import { SectionTable } from './detail/section-table.tsx';
import { SessionsTab } from './detail/sessions-tab.tsx';
import { StopReason } from './detail/stop-reason.tsx';
import { UsageTab } from './detail/usage-tab.tsx';

/** The detail's sections in tab order, each with its tab's title. */
const SECTION_TITLES = {
  overview: 'card.detail.sections.overview',
  usage: 'card.detail.sections.usage',
  status: 'card.detail.sections.status',
  sessions: 'card.detail.sections.sessions',
  sms: 'common.sms',
  recharges: 'card.detail.sections.recharges',
  whitelist: 'perm.router_voice_whitelist',
  operations: 'card.detail.sections.operations',
  oc: 'card.detail.sections.oc',
} as const satisfies Record<string, MessageKey>;
type Section = keyof typeof SECTION_TITLES;
const SECTIONS = Object.keys(SECTION_TITLES) as Section[];

/** The sections that are one server table each, with the table's caption. */
const TABLES = {
  status: { endpoint: cardStatusHistory, caption: 'card.detail.table.status' },
  sms: { endpoint: cardSms, caption: 'card.detail.table.sms' },
  recharges: { endpoint: cardRecharges, caption: 'card.detail.sections.recharges' },
  whitelist: { endpoint: cardVoiceWhitelist, caption: 'perm.router_voice_whitelist' },
  operations: { endpoint: cardOperations, caption: 'card.detail.sections.operations' },
} as const;

/**
 * Everything about one card: who it is, where its status stands and why, what it used, where it
 * was last online, its SMS, recharges, voice whitelist and operation log. Reached by card_id from
 * the top-bar search, table link cells and the card list; each card opens in its own tab. A page
 * that shows it for another persona (support) adds its own buttons to the header with `actions`.
 */
export default function CardDetailPage({ actions }: { actions?: (card: CardDetail) => ReactNode }) {
  const { t } = useTranslation();
  const { path, search } = usePageLocation();
  const cardId = cardIdOf(path, search);
  const detail = useCardDetail(cardId);
  const [section, setSection] = useState<Section>('overview');
  // A section is fetched when first opened, then kept (its page and all) while others show.
  const [opened, setOpened] = useState<ReadonlySet<Section>>(() => new Set(['overview']));
  const card = detail.data;
  if (!card) {
    return (
      <p role="status" className="p-6 text-slate-500">
        {detail.isError || cardId === 0 ? t('card.detail.missing') : t('common.loading')}
      </p>
    );
  }
  const status = CARD_STATUSES[card.status];
  const open = (next: string) => {
    setSection(next as Section);
    setOpened((s) => (s.has(next as Section) ? s : new Set([...s, next as Section])));
  };
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h1 className="text-lg font-semibold break-all tabular-nums">{card.iccid}</h1>
          <Badge tone={status.tone}>{t(labelOf(status))}</Badge>
          <Badge tone={CARRIERS[card.carrier].tone}>{t(labelOf(CARRIERS[card.carrier]))}</Badge>
          {actions && <div className="ms-auto flex gap-2">{actions(card)}</div>}
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="tabular-nums">
            {t('field.msisdn')} {card.msisdn}
          </span>
          <span>{card.plan_name}</span>
          <span>{card.client_name}</span>
        </p>
        <StopReason card={card} />
      </Card>
      <Tabs value={section} onValueChange={open} className="flex flex-col gap-4">
        <TabsList aria-label={t('card.detail.sectionsLabel')} className="rounded-md border bg-white px-1">
          {sectionsOf(card).map((s) => (
            <TabsTrigger key={s} value={s}>
              {t(SECTION_TITLES[s])}
            </TabsTrigger>
          ))}
        </TabsList>
        {sectionsOf(card).map((s) => (
          <TabsContent key={s} value={s} forceMount>
            {opened.has(s) && <SectionBody section={s} card={card} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** The card's sections: a multi-carrier card (one with an O-ICCID) also shows its profiles and switches. */
const sectionsOf = (card: CardDetail) =>
  card.o_iccid === null ? SECTIONS.filter((s) => s !== 'oc') : SECTIONS;

function SectionBody({ section, card }: { section: Section; card: CardDetail }) {
  const { t } = useTranslation();
  if (section === 'overview') return <OverviewTab card={card} />;
  if (section === 'usage') return <UsageTab cardId={card.id} />;
  if (section === 'sessions') return <SessionsTab card={card} />;
  if (section === 'oc') return <OcTab cardId={card.id} />;
  const caption = t(TABLES[section].caption);
  return (
    <Panel title={caption}>
      <SectionTable
        endpoint={TABLES[section].endpoint}
        cardId={card.id}
        caption={caption}
        storageKey={`card-detail-${section}`}
      />
    </Panel>
  );
}
