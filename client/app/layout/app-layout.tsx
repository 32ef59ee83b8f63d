import { useAtomValue, useSetAtom } from 'jotai';
import { Menu } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoute, useRouter } from 'wouter';
import { Button } from '@/components/ui/button';
import { useLoginConfig } from '@/lib/api/login-config';
import { cn } from '@/lib/cn';
import { readCookie, writeCookie } from '@/lib/cookies';
import { clientInfoAtom } from '@/lib/session';
import { useIsMobile } from '@/lib/use-media-query';
import { addView, visitedViewsAtom } from '@/lib/visited-views';
import { type MenuEntry, type PageRoute, titleKeyOf } from '@/routes/types';
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

/** The values of a route's parameters in the path (/card/detail/5 → "5"), for the tab's label. */
function useRouteDetail(route: PageRoute, path: string): string | undefined {
  const { parser } = useRouter();
  const [, params] = matchRoute(parser, route.path, path);
  const values = Object.entries(params ?? {})
    .filter(([key, value]) => Number.isNaN(Number(key)) && typeof value === 'string' && value !== '')
    .map(([, value]) => value);
  return values.length > 0 ? values.join('/') : undefined;
}

/** Records the visited pages for the tab bar; affix pages (home) are always there, first. */
function useVisitedViews(pages: PageRoute[], current: PageRoute, path: string, search: string) {
  const setViews = useSetAtom(visitedViewsAtom);
  const detail = useRouteDetail(current, path);
  useEffect(() => {
    setViews((views) =>
      pages
        .filter((p) => p.affix)
        .reduce(
          (acc, p) => addView(acc, { path: p.path, fullPath: p.path, titleKey: titleKeyOf(p), affix: true }),
          views,
        ),
    );
  }, [pages, setViews]);
  useEffect(() => {
    const fullPath = search ? `${path}?${search}` : path;
    setViews((views) =>
      addView(views, {
        path,
        fullPath,
        titleKey: titleKeyOf(current),
        detail,
        affix: current.affix ?? false,
      }),
    );
  }, [current, detail, path, search, setViews]);
}

/** Sidebar (190 px, state in a cookie; a drawer below 992 px), top bar, tab bar and the pages. */
export function AppLayout({ menu, pages, current, path, search }: AppLayoutProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const info = useAtomValue(clientInfoAtom);
  const config = useLoginConfig();
  const [opened, setOpened] = useState(() => readCookie(SIDEBAR_COOKIE) !== '0');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's menu is drawn when it first opens, and kept (it slides out whole): a phone's first
  // page does not build a menu it does not show (issue 21).
  const [drawerUsed, setDrawerUsed] = useState(false);

  const toggle = () => {
    if (isMobile) {
      setDrawerUsed(true);
      setDrawerOpen((o) => !o);
      return;
    }
    writeCookie(SIDEBAR_COOKIE, opened ? '0' : '1');
    setOpened(!opened);
  };
  const collapsed = !isMobile && !opened;
  const drawerHidden = isMobile && !drawerOpen;
  // Escape closes the open drawer, wherever the focus is.
  useEffect(() => {
    if (drawerHidden || !isMobile) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [drawerHidden, isMobile]);
  useVisitedViews(pages, current, path, search);
  const location = useMemo(() => ({ path, search }), [path, search]);
  const showCounts = info?.login_type !== 'support';
  const isClientLogin = info?.login_type === 'client';
  const showService = isClientLogin && current.onlineService === true;

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
        // A closed drawer is off screen: out of the tab order and of the accessibility tree.
        aria-hidden={drawerHidden || undefined}
        inert={drawerHidden}
      >
        <a href="#/" className="flex h-12 shrink-0 items-center gap-2 px-3 text-white">
          <img src={config.data?.logo_url ?? '/logo.svg'} alt="" className="size-7 shrink-0" />
          <span className={cn('truncate text-sm font-semibold', collapsed && 'sr-only')}>
            {config.data?.title ?? t('common.app.title')}
          </span>
        </a>
        {(!isMobile || drawerUsed) && (
          <Sidebar
            menu={menu}
            currentPath={path}
            collapsed={collapsed}
            onNavigate={isMobile ? () => setDrawerOpen(false) : undefined}
          />
        )}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        {/*
          The top bar fits its width (container queries, so the open or closed sidebar counts):
          the page title only where there is room (the active tab names the page anyway), the
          username, the survey and language labels and the balance from mid widths up, and the
          counts, stacked label over number so that no language wraps them, step aside only on a
          bar too narrow for them (they are on the home page too).
        */}
        <header className="@container/top flex h-12 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2 @5xl/top:gap-3 @5xl/top:px-3">
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label={t('layout.toggleSidebar')}
            aria-expanded={isMobile ? drawerOpen : opened}
            onClick={toggle}
          >
            <Menu />
          </Button>
          <span
            className={cn(
              'min-w-0 truncate font-medium text-slate-700',
              !isMobile && 'hidden @min-[1500px]/top:block',
            )}
          >
            {t(titleKeyOf(current))}
          </span>
          <div className="ml-auto flex min-w-0 items-center gap-2 @5xl/top:gap-4">
            {isClientLogin && <QueueBadge />}
            {showCounts && !isMobile && (
              <div data-tour="card-search" className="shrink-0">
                <CardSearch />
              </div>
            )}
            {showCounts && !isMobile && (
              <div data-tour="header-counts" className="hidden shrink-0 @min-[780px]/top:block">
                <HeaderCounts />
              </div>
            )}
            {isClientLogin && <Survey />}
            <SwitchBackButton />
            <div data-tour="user-menu" className="shrink-0">
              <UserMenu />
            </div>
          </div>
        </header>
        <div data-tour="tab-bar">
          <TabBar activePath={path} />
        </div>
        {/* The floating service button must not hide the end of the page (a pager, say). */}
        <main className={cn('relative min-h-0 flex-1', showService && '[--page-end:5rem]')}>
          <KeepAlive pages={pages} current={location} />
        </main>
        {showService && <OnlineService />}
        <UnreadNotices />
        <GuidedTour />
      </div>
    </div>
  );
}
