import { lazy } from 'react';
import type { PageRoute } from './types.ts';

/** Pages reachable without login; they render outside the layout. */
export const publicRoutes: PageRoute[] = [
  { path: '/login', titleKey: 'login.title', component: lazy(() => import('@/features/auth/login-page')) },
  {
    path: '/upgrade',
    titleKey: 'errors.upgrading',
    component: lazy(() => import('@/features/errors/upgrade-page')),
  },
  {
    path: '/404',
    titleKey: 'errors.notFoundTitle',
    component: lazy(() => import('@/features/errors/not-found-page')),
  },
  {
    path: '/401',
    titleKey: 'errors.unauthorizedTitle',
    component: lazy(() => import('@/features/errors/unauthorized-page')),
  },
];
