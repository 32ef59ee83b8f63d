import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoute, useRouter } from 'wouter';
import { useLoginConfig } from '@/lib/api/login-config';
import { logEvent } from '@/lib/event-log';
import { decideNavigation } from '@/lib/guard';
import { currentFullPath, navigate, useHashLocation, useHashSearch } from '@/lib/hash-location';
import { clientInfoAtom, rolesAtom, tokenAtom } from '@/lib/session';
import { loadSession } from '@/lib/session-loader';
import { publicRoutes, routesFor } from '@/routes';
import { type PageRoute, titleKeyOf } from '@/routes/types';
import { PageLoading } from './page-loading.tsx';

/** `{page title} - {platform title}` (spec section 2). */
function useDocumentTitle(route: PageRoute | undefined) {
  const { t } = useTranslation();
  const config = useLoginConfig();
  const platform = config.data?.title ?? t('app.title');
  const page = route ? t(titleKeyOf(route)) : '';
  useEffect(() => {
    document.title = page ? `${page} - ${platform}` : platform;
  }, [page, platform]);
}

/** The layout loads only once a user is in: the login page does not pay for it. */
const AppLayout = lazy(() => import('./layout/app-layout.tsx').then((m) => ({ default: m.AppLayout })));

/** A page visit is logged at most once a minute per page. */
const VISIT_LOG_INTERVAL_MS = 60_000;

/** Renders the page for the hash path, after the guard of spec section 2 lets it through. */
export function AppRouter() {
  const [path] = useHashLocation();
  const search = useHashSearch();
  const { parser } = useRouter();
  const token = useAtomValue(tokenAtom);
  const info = useAtomValue(clientInfoAtom);
  const roles = useAtomValue(rolesAtom);

  const userRoutes = useMemo(
    () => (info && roles ? routesFor(info.login_type === 'support', roles) : null),
    [info, roles],
  );
  const matches = (route: PageRoute) => matchRoute(parser, route.path, path)[0];
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
    } else if (decision.type === 'load') void loadSession();
  }, [decision.type, redirectTo, fullPath]);
  useDocumentTitle(publicRoute ?? page);
  const rendered = decision.type === 'render' ? path : null;
  useEffect(() => {
    if (rendered) logEvent(`visit:${rendered}`, VISIT_LOG_INTERVAL_MS);
  }, [rendered]);

  if (decision.type !== 'render') return <PageLoading />;
  if (publicRoute) {
    return (
      <Suspense fallback={<PageLoading />}>
        <publicRoute.component />
      </Suspense>
    );
  }
  if (!page || !userRoutes) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <AppLayout
        menu={userRoutes.menu}
        pages={userRoutes.allowed}
        current={page}
        path={path}
        search={search}
      />
    </Suspense>
  );
}
