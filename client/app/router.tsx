import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { parse } from 'regexparam';
import { useLoginConfig } from '@/lib/api/login-config';
import { logEvent } from '@/lib/event-log';
import { decideNavigation } from '@/lib/guard';
import { currentFullPath, navigate, useHashLocation, useHashSearch } from '@/lib/hash-location';
import { loadAllStrings } from '@/lib/i18n';
import { clientInfoAtom, rolesAtom, tokenAtom } from '@/lib/session';
import { loadSession } from '@/lib/session-loader';
import { publicRoutes } from '@/routes/public-routes';
import { type PageRoute, titleKeyOf } from '@/routes/types';
import { PageLoading } from './page-loading.tsx';

/** `{page title} - {platform title}` (spec section 2); a title whose string is still on its way waits for it. */
function useDocumentTitle(route: PageRoute | undefined) {
  const { t, i18n } = useTranslation();
  const config = useLoginConfig();
  const platform = config.data?.title ?? t('common.app.title');
  const page = route && i18n.exists(titleKeyOf(route)) ? t(titleKeyOf(route)) : '';
  useEffect(() => {
    document.title = page ? `${page} - ${platform}` : platform;
  }, [page, platform]);
}

// What the login page does without (issue 21), loaded once a page beyond it opens or a user has a
// token: the services every other page uses with the catalogue's remaining strings, the layout,
// and the menus' route tables.
const loadServices = () =>
  Promise.all([import('./services.tsx'), loadAllStrings()]).then(([services]) => services);
const loadLayout = () => import('./layout/app-layout.tsx').then((m) => ({ default: m.AppLayout }));
const AppServices = lazy(loadServices);
const AppLayout = lazy(loadLayout);

type RoutesFor = typeof import('@/routes')['routesFor'];
let routesFor: RoutesFor | null = null;
let tablesAsked = false;
const tableListeners = new Set<() => void>();
function loadTables(): void {
  if (tablesAsked) return;
  tablesAsked = true;
  import('@/routes')
    .then((m) => {
      routesFor = m.routesFor;
      for (const listener of tableListeners) listener();
    })
    .catch(() => {
      tablesAsked = false;
    });
}
const onTables = (listener: () => void) => {
  tableListeners.add(listener);
  return () => {
    tableListeners.delete(listener);
  };
};

/**
 * Starts loading what a signed-in user's pages need, beside the session (nothing waits for it):
 * and the home page when it is the one asked for (where a client lands), which would otherwise
 * wait for the route tables and the layout to ask for it.
 */
function warmUp(): void {
  loadTables();
  void loadServices().catch(() => undefined);
  void loadLayout().catch(() => undefined);
  if (currentFullPath().split('?')[0] === '/home')
    void import('@/features/home/home-page').catch(() => undefined);
}

/** A page visit is logged at most once a minute per page. */
const VISIT_LOG_INTERVAL_MS = 60_000;

/** Renders the page for the hash path, after the guard of spec section 2 lets it through. */
export function AppRouter() {
  const [path] = useHashLocation();
  const search = useHashSearch();
  const token = useAtomValue(tokenAtom);
  const info = useAtomValue(clientInfoAtom);
  const roles = useAtomValue(rolesAtom);
  const tablesFor = useSyncExternalStore(onTables, () => routesFor);

  const userRoutes = useMemo(
    () => (info && roles && tablesFor ? tablesFor(info.login_type === 'support', roles) : null),
    [info, roles, tablesFor],
  );
  // wouter's matchRoute with its default parser (regexparam), without wouter on the login page.
  const matches = (route: PageRoute) => parse(route.path).pattern.test(path);
  const publicRoute = publicRoutes.find(matches);
  const page = userRoutes?.allowed.find(matches);

  const fullPath = currentFullPath();
  const decision = decideNavigation({
    path,
    fullPath,
    isPublic: publicRoute !== undefined,
    hasToken: token !== null,
    loaded: userRoutes !== null,
    needChanged: info?.need_changed ?? false,
    needConfirm: info?.need_confirm ?? false,
    needSign: (info?.main_client ?? false) && (info?.need_sign ?? false),
    route: page ? 'allowed' : userRoutes?.all.some(matches) ? 'forbidden' : 'unknown',
    homePath: userRoutes?.allowed[0]?.path ?? '/404',
  });
  const redirectTo = decision.type === 'redirect' ? decision.to : null;

  useEffect(() => {
    // A redirect decided for a location the user has since left (a link clicked, the address
    // changed while the session loaded) is stale: it would undo that navigation.
    if (redirectTo) {
      if (currentFullPath() === fullPath) navigate(redirectTo, { replace: true });
    } else if (decision.type === 'load') {
      void loadSession();
      loadTables();
    }
  }, [decision.type, redirectTo, fullPath]);
  const signedIn = token !== null;
  useEffect(() => {
    if (signedIn) warmUp();
  }, [signedIn]);
  useDocumentTitle(publicRoute ?? page);
  const rendered = decision.type === 'render' ? path : null;
  useEffect(() => {
    if (rendered) logEvent(`visit:${rendered}`, VISIT_LOG_INTERVAL_MS);
  }, [rendered]);

  if (decision.type !== 'render') return <PageLoading />;
  if (publicRoute?.firstPage) {
    return (
      <Suspense fallback={<PageLoading />}>
        <publicRoute.component />
      </Suspense>
    );
  }
  if (!publicRoute && (!page || !userRoutes)) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <AppServices>
        {publicRoute ? (
          <publicRoute.component />
        ) : (
          page &&
          userRoutes && (
            <AppLayout
              menu={userRoutes.menu}
              pages={userRoutes.allowed}
              current={page}
              path={path}
              search={search}
            />
          )
        )}
      </AppServices>
    </Suspense>
  );
}
