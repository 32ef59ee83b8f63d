import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { navigate } from '@/lib/hash-location';
import {
  cachedViewsAtom,
  closeAllViews,
  closeOtherViews,
  closeView,
  viewGenerationsAtom,
  visitedViewsAtom,
} from '@/lib/visited-views';

/** What the tab bar's buttons and context menu do to the visited views and the keep-alive cache. */
export function useTabActions(activePath: string) {
  const store = useStore();
  const queryClient = useQueryClient();
  const setViews = useSetAtom(visitedViewsAtom);
  const setCache = useSetAtom(cachedViewsAtom);
  const setGenerations = useSetAtom(viewGenerationsAtom);
  const keepOnly = (paths: string[]) => setCache((c) => c.filter((p) => paths.includes(p)));

  return {
    /** Re-mounts only that page, fresh: its own query and state are dropped, its data refetched. */
    refresh(path: string) {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      setGenerations((g) => ({ ...g, [path]: (g[path] ?? 0) + 1 }));
      setViews((views) => views.map((v) => (v.path === path ? { ...v, fullPath: path } : v)));
      if (path === activePath) navigate(path, { replace: true });
    },
    close(path: string) {
      const result = closeView(store.get(visitedViewsAtom), path, activePath);
      setViews(result.views);
      keepOnly(result.views.map((v) => v.path));
      if (result.navigateTo) navigate(result.navigateTo);
    },
    closeOthers(path: string) {
      const views = closeOtherViews(store.get(visitedViewsAtom), path);
      setViews(views);
      keepOnly(views.map((v) => v.path));
      if (path !== activePath) navigate(views.find((v) => v.path === path)?.fullPath ?? path);
    },
    closeAll() {
      const result = closeAllViews(store.get(visitedViewsAtom));
      setViews(result.views);
      keepOnly(result.views.map((v) => v.path));
      navigate(result.navigateTo);
    },
  };
}
