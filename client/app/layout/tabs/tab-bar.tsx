import { useAtomValue } from 'jotai';
import { ChevronLeft, ChevronRight, CopyX, ListX, RotateCw, X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
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
const TAB_SCROLL_STEP = 240;
/** Room left beside the active tab when the strip scrolls to it. */
const SCROLL_MARGIN = 8;

/** Scrolls the strip just enough for the active tab to be seen (the smallest move). */
function revealActive(strip: HTMLElement | null, path: string) {
  const tab = strip?.querySelector<HTMLElement>(`[role="tab"][data-path="${CSS.escape(path)}"]`);
  if (!strip || !tab) return;
  const box = strip.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  if (rect.left < box.left) strip.scrollLeft -= Math.ceil(box.left - rect.left) + SCROLL_MARGIN;
  else if (rect.right > box.right) strip.scrollLeft += Math.ceil(rect.right - box.right) + SCROLL_MARGIN;
}

/**
 * The visited pages: refresh, close, close others, close all (affix tabs stay).
 *
 * The strip is a grid of one column per tab with two layers: the tablist (only tabs in it, as ARIA
 * requires) and, over each closable tab's right end, its close button. Both layers share the
 * strip's columns (subgrid), so a button always sits on its own tab, whatever the labels' widths.
 */
export function TabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation();
  const views = useAtomValue(visitedViewsAtom);
  const strip = useRef<HTMLDivElement>(null);
  const actions = useTabActions(activePath);
  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * TAB_SCROLL_STEP, behavior: 'smooth' });
  const labelOf = (view: (typeof views)[number]) =>
    view.detail ? `${t(view.titleKey)} ${view.detail}` : t(view.titleKey);

  // The active tab is always in sight, after navigating or opening a tab.
  useLayoutEffect(() => {
    if (views.some((v) => v.path === activePath)) revealActive(strip.current, activePath);
  }, [activePath, views]);

  const layer = 'col-span-full row-start-1 grid grid-cols-subgrid';
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
        className="relative grid min-w-0 flex-1 gap-1 overflow-x-hidden px-0.5 py-0.5"
        style={{ gridTemplateColumns: `repeat(${Math.max(views.length, 1)}, max-content)` }}
      >
        <div className={layer} role="tablist" aria-label={t('tabs.label')}>
          {views.map((view) => {
            const active = view.path === activePath;
            return (
              <ContextMenu key={view.path}>
                <ContextMenuTrigger asChild>
                  <a
                    role="tab"
                    data-path={view.path}
                    aria-selected={active}
                    href={`#${view.fullPath}`}
                    className={cn(
                      'flex h-7 items-center rounded border px-2 text-xs whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-1',
                      !view.affix && 'pr-6',
                      active
                        ? 'border-primary bg-primary text-white'
                        : 'border-slate-200 bg-white text-slate-600 hover:text-primary',
                    )}
                  >
                    {labelOf(view)}
                  </a>
                </ContextMenuTrigger>
                <ContextMenuContent>
                  <ContextMenuItem onSelect={() => actions.refresh(view.path)}>
                    {t('common.refresh')}
                  </ContextMenuItem>
                  {!view.affix && (
                    <ContextMenuItem onSelect={() => actions.close(view.path)}>
                      {t('common.close')}
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
        <div className={cn(layer, 'pointer-events-none')}>
          {views.map((view, index) =>
            view.affix ? null : (
              <button
                key={view.path}
                type="button"
                aria-label={t('tabs.closeOne', { title: labelOf(view) })}
                style={{ gridColumnStart: index + 1 }}
                className={cn(
                  'pointer-events-auto mr-1.5 self-center justify-self-end rounded-full p-0.5 outline-none focus-visible:ring-2 focus-visible:ring-primary',
                  view.path === activePath
                    ? 'text-white hover:bg-white/25'
                    : 'text-slate-500 hover:bg-black/10',
                )}
                onClick={() => actions.close(view.path)}
              >
                <X className="size-3" aria-hidden />
              </button>
            ),
          )}
        </div>
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
      {/* Icons only on narrow screens, where the tabs need the room; the name stays for everyone. */}
      <Button
        variant="ghost"
        size="sm"
        className="h-7 px-1.5 text-xs sm:px-2"
        title={t('tabs.closeOthers')}
        onClick={() => actions.closeOthers(activePath)}
      >
        <CopyX className="sm:hidden" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('tabs.closeOthers')}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="h-7 px-1.5 text-xs sm:px-2"
        title={t('tabs.closeAll')}
        onClick={() => actions.closeAll()}
      >
        <ListX className="sm:hidden" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('tabs.closeAll')}</span>
      </Button>
    </div>
  );
}
