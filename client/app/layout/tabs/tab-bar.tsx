import { useAtomValue } from 'jotai';
import { ChevronLeft, ChevronRight, RotateCw, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuTrigger,
} from '@/components/ui/context-menu';
import { cn } from '@/lib/cn';
import { visitedViewsAtom } from '@/lib/visited-views';
import { useTabActions } from './use-tab-actions.ts';

/** Spec section 9: the tab strip scrolls by 240 px steps. */
export const TAB_SCROLL_STEP = 240;

/** The visited pages: refresh, close, close others, close all (affix tabs stay). */
export function TabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation();
  const views = useAtomValue(visitedViewsAtom);
  const strip = useRef<HTMLDivElement>(null);
  const actions = useTabActions(activePath);
  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * TAB_SCROLL_STEP, behavior: 'smooth' });

  return (
    <div className="flex h-9 shrink-0 items-center gap-1 border-b border-slate-200 bg-white px-1 shadow-xs">
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={t('tabs.scrollLeft')}
        onClick={() => scroll(-1)}
      >
        <ChevronLeft />
      </Button>
      <div
        ref={strip}
        className="flex min-w-0 flex-1 gap-1 overflow-x-hidden"
        role="tablist"
        aria-label={t('tabs.label')}
      >
        {views.map((view) => {
          const active = view.path === activePath;
          const title = t(view.titleKey);
          return (
            <ContextMenu key={view.path}>
              <ContextMenuTrigger asChild>
                <div
                  className={cn(
                    'flex h-7 shrink-0 items-center gap-1 rounded border px-2 text-xs whitespace-nowrap',
                    active
                      ? 'border-primary bg-primary text-white'
                      : 'border-slate-200 bg-white text-slate-600 hover:text-primary',
                  )}
                >
                  <a role="tab" aria-selected={active} href={`#${view.fullPath}`} className="outline-none">
                    {title}
                  </a>
                  {!view.affix && (
                    <button
                      type="button"
                      aria-label={t('tabs.closeOne', { title })}
                      className="rounded-full p-0.5 hover:bg-black/15"
                      onClick={() => actions.close(view.path)}
                    >
                      <X className="size-3" />
                    </button>
                  )}
                </div>
              </ContextMenuTrigger>
              <ContextMenuContent>
                <ContextMenuItem onSelect={() => actions.refresh(view.path)}>
                  {t('tabs.refresh')}
                </ContextMenuItem>
                {!view.affix && (
                  <ContextMenuItem onSelect={() => actions.close(view.path)}>
                    {t('tabs.close')}
                  </ContextMenuItem>
                )}
                <ContextMenuItem onSelect={() => actions.closeOthers(view.path)}>
                  {t('tabs.closeOthers')}
                </ContextMenuItem>
                <ContextMenuItem onSelect={() => actions.closeAll()}>{t('tabs.closeAll')}</ContextMenuItem>
              </ContextMenuContent>
            </ContextMenu>
          );
        })}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={t('tabs.scrollRight')}
        onClick={() => scroll(1)}
      >
        <ChevronRight />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={t('tabs.refreshCurrent')}
        onClick={() => actions.refresh(activePath)}
      >
        <RotateCw />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="h-7 px-2 text-xs"
        onClick={() => actions.closeOthers(activePath)}
      >
        {t('tabs.closeOthers')}
      </Button>
      <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => actions.closeAll()}>
        {t('tabs.closeAll')}
      </Button>
    </div>
  );
}
