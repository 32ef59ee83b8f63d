import { atom } from 'jotai';
import type { MessageKey } from './i18n.ts';

/**
 * The tab bar's visited pages and the keep-alive cache, as pure operations (spec section 2:
 * refresh, close, close others, close all keeping affix tabs; at most 20 pages cached).
 */
export interface VisitedView {
  /** The page's path without query: one tab per page. */
  path: string;
  /** The path with its query, to come back to the page as it was left. */
  fullPath: string;
  titleKey: MessageKey;
  /** Tells apart pages of one route opened with different parameters (/card/detail/5 → "5"). */
  detail?: string;
  affix: boolean;
}

export const MAX_CACHED_VIEWS = 20;

/** Adds a view, or updates its fullPath when it is already open. Affix tabs stay in front. */
export function addView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index >= 0) {
    if (views[index]!.fullPath === view.fullPath) return views as VisitedView[];
    return views.map((v, i) => (i === index ? { ...v, fullPath: view.fullPath } : v));
  }
  return view.affix
    ? [...views.filter((v) => v.affix), view, ...views.filter((v) => !v.affix)]
    : [...views, view];
}

/** Closes a tab (never an affix one); says where to go when it was the active one. */
export function closeView(views: readonly VisitedView[], path: string, activePath: string) {
  const target = views.find((v) => v.path === path);
  if (!target || target.affix) return { views: views as VisitedView[], navigateTo: null };
  const index = views.indexOf(target);
  const rest = views.filter((v) => v.path !== path);
  const neighbour = rest[index] ?? rest[index - 1] ?? null;
  return { views: rest, navigateTo: path === activePath ? (neighbour?.fullPath ?? '/') : null };
}

export const closeOtherViews = (views: readonly VisitedView[], keepPath: string) =>
  views.filter((v) => v.affix || v.path === keepPath);

export function closeAllViews(views: readonly VisitedView[]) {
  const rest = views.filter((v) => v.affix);
  return { views: rest, navigateTo: rest[rest.length - 1]?.fullPath ?? '/' };
}

/**
 * The keep-alive cache in least-recently-used order (most recent last). Visiting a page moves it
 * to the end; past the limit the least recently used page is dropped (and mounts afresh later).
 */
export function touchCache(cache: readonly string[], path: string, max = MAX_CACHED_VIEWS): string[] {
  const next = [...cache.filter((p) => p !== path), path];
  return next.length > max ? next.slice(next.length - max) : next;
}

export const visitedViewsAtom = atom<VisitedView[]>([]);
export const cachedViewsAtom = atom<string[]>([]);
/** Bumped to re-mount one page (the tab bar's refresh). */
export const viewGenerationsAtom = atom<Record<string, number>>({});
