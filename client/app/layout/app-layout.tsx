import { useAtomValue, useSetAtom } from 'jotai';
import { Menu } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLoginConfig } from '@/lib/api/login-config';
import { cn } from '@/lib/cn';
import { readCookie, writeCookie } from '@/lib/cookies';
import { clientInfoAtom } from '@/lib/session';
import { useIsMobile } from '@/lib/use-media-query';
import { addView, visitedViewsAtom } from '@/lib/visited-views';
import type { MenuEntry, PageRoute } from '@/routes/types';
import { CardSearch } from './card-search.tsx';
import { GuidedTour } from './guided-tour.tsx';
import { HeaderCounts } from './header-counts.tsx';
import { OnlineService } from './online-service.tsx';
import { QueueBadge } from './queue-badge.tsx';
import { Sidebar } from './sidebar.tsx';
import { Survey } from './survey.tsx';
import { SwitchBackButton } from './switch-back-button.tsx';
import { KeepAlive } from './tabs/keep-alive.tsx';
import { TabBar } from './tabs/tab-bar.tsx';
import { UnreadNotices } from './unread-notices.tsx';
import { UserMenu } from './user-menu.tsx';

const SIDEBAR_COOKIE = 'sidebarStatus';

interface AppLayoutProps {
  menu: MenuEntry[];
  /** Every page the user may open (for the keep-alive cache and the affix tabs). */
  pages: PageRoute[];
  current: PageRoute;
  path: string;
  search: string;
}

/** Records the visited pages for the tab bar; affix pages (home) are always there, first. */
function useVisitedViews(pages: PageRoute[], current: PageRoute, path: string, search: string) {
  const setViews = useSetAtom(visitedViewsAtom);
  useEffect(() => {
    setViews((views) =>
      pages
        .filter((p) => p.affix)
        .reduce(
          (acc, p) => addView(acc, { path: p.path, fullPath: p.path, titleKey: p.titleKey, affix: true }),
          views,
        ),
    );
  }, [pages, setViews]);
  useEffect(() => {
    const fullPath = search ? `${path}?${search}` : path;
    setViews((views) =>
      addView(views, { path, fullPath, titleKey: current.titleKey, affix: current.affix ?? false }),
    );
  }, [current, path, search, setViews]);
}

/** Sidebar (190 px, state in a cookie; a drawer below 992 px), top bar, tab bar and the pages. */
export function AppLayout({ menu, pages, current, path, search }: AppLayoutProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const info = useAtomValue(clientInfoAtom);
  const config = useLoginConfig();
  const [opened, setOpened] = useState(() => readCookie(SIDEBAR_COOKIE) !== '0');
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = () => {
    if (isMobile) {
      setDrawerOpen((o) => !o);
      return;
    }
    writeCookie(SIDEBAR_COOKIE, opened ? '0' : '1');
    setOpened(!opened);
  };
  const collapsed = !isMobile && !opened;
  useVisitedViews(pages, current, path, search);
  const location = useMemo(() => ({ path, search }), [path, search]);
  const showCounts = info?.login_type !== 'support';
  const isClientLogin = info?.login_type === 'client';

  return (
    <div className="flex h-full">
      {isMobile && drawerOpen && (
        <div aria-hidden className="fixed inset-0 z-30 bg-black/40" onClick={() => setDrawerOpen(false)} />
      )}
      <aside
        data-tour="sidebar"
        className={cn(
          'z-40 flex shrink-0 flex-col bg-sidebar transition-[width,transform] duration-200',
          isMobile ? 'fixed inset-y-0 left-0 w-[190px]' : collapsed ? 'w-[54px]' : 'w-[190px]',
          isMobile && !drawerOpen && '-translate-x-full',
        )}
        aria-hidden={isMobile && !drawerOpen ? true : undefined}
      >
        <a href="#/" className="flex h-12 shrink-0 items-center gap-2 px-3 text-white">
          <img src={config.data?.logo_url ?? '/logo.svg'} alt="" className="size-7 shrink-0" />
          <span className={cn('truncate text-sm font-semibold', collapsed && 'sr-only')}>
            {config.data?.title ?? t('app.title')}
          </span>
        </a>
        <Sidebar
          menu={menu}
          currentPath={path}
          collapsed={collapsed}
          onNavigate={isMobile ? () => setDrawerOpen(false) : undefined}
        />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-12 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-3">
          <Button variant="ghost" size="icon" aria-label={t('layout.toggleSidebar')} onClick={toggle}>
            <Menu />
          </Button>
          <span className="font-medium text-slate-700">{t(current.titleKey)}</span>
          <div className="ml-auto flex items-center gap-4">
            {isClientLogin && <QueueBadge />}
            {showCounts && !isMobile && (
              <div data-tour="card-search">
                <CardSearch />
              </div>
            )}
            {showCounts && !isMobile && (
              <div data-tour="header-counts">
                <HeaderCounts />
              </div>
            )}
            {isClientLogin && <Survey />}
            <SwitchBackButton />
            <div data-tour="user-menu">
              <UserMenu />
            </div>
          </div>
        </header>
        <div data-tour="tab-bar">
          <TabBar activePath={path} />
        </div>
        <main className="relative min-h-0 flex-1">
          <KeepAlive pages={pages} current={location} />
        </main>
        {isClientLogin && current.onlineService && <OnlineService />}
        <UnreadNotices />
        <GuidedTour />
      </div>
    </div>
  );
}
