import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { markRead, NOTICE_LISTS } from '@/lib/api/layout';
import { cn } from '@/lib/cn';
import { invalidate } from '@/lib/endpoint-query';
import { useHomeNotices } from './api/get-home-notices.ts';
import { DisclosureItem } from './disclosure-item.tsx';
import { HomePanel, PanelEmpty, PanelQuery } from './home-panel.tsx';

/** The latest platform notices; opening an unread one marks it read, as the notices page does. */
export function NoticesPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notices = useHomeNotices();
  const [openId, setOpenId] = useState<number | null>(null);

  const toggle = (id: number, read: boolean) => {
    setOpenId(openId === id ? null : id);
    if (!read) void markRead(id).then(() => invalidate(queryClient, ...NOTICE_LISTS));
  };

  return (
    <HomePanel
      title={t('common.notices.title')}
      extra={
        <a href="#/platform_notice" className="text-primary hover:underline">
          {t('home.noticesAll')}
        </a>
      }
    >
      <PanelQuery query={notices} height="h-40">
        {({ items }) =>
          items.length === 0 ? (
            <PanelEmpty text={t('common.notices.empty')} />
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100">
              {items.map((n) => (
                <DisclosureItem
                  key={n.id}
                  open={openId === n.id}
                  onToggle={() => toggle(n.id, n.read)}
                  html={n.content}
                  summary={
                    <>
                      <span className={cn('min-w-0 flex-1', !n.read && 'font-semibold')}>
                        {!n.read && (
                          <Badge tone="warning" className="mr-1.5 align-text-bottom">
                            {t('common.notices.unread')}
                          </Badge>
                        )}
                        {n.title}
                      </span>
                      <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                        {n.published_at.slice(0, 10)}
                      </span>
                    </>
                  }
                />
              ))}
            </ul>
          )
        }
      </PanelQuery>
    </HomePanel>
  );
}
