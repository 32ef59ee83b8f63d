import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, X } from 'lucide-react';
import { type KeyboardEvent, type UIEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientOption } from '#contract';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '../use-debounce.ts';
import { clientSearchPages, clientText } from './client-search-query.ts';

/** Spec section 9: typing and infinite scroll both wait 200 ms before asking the server. */
const CLIENT_SEARCH_DELAY_MS = 200;
/** How close to the end of the list a scroll asks for the next page. */
const NEAR_END_PX = 24;

interface ClientSearchProps {
  /** The selected client's id, or '' for none. */
  value: string;
  onChange: (id: string, text: string) => void;
  /** The accessible name of the input and its list. */
  label: string;
  id?: string;
  placeholder?: string;
  className?: string;
}

/**
 * A combobox over the caller's clients (`GET /client/search/`): typing searches by name, scrolling
 * to the end loads the next page while the server says there is more. It shows a client's text
 * and keeps its id; an id it did not pick itself (a restored filter) is resolved by `client_id`.
 */
export function ClientSearch({ value, onChange, label, id, placeholder, className }: ClientSearchProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(typed.trim(), CLIENT_SEARCH_DELAY_MS);

  // The previous results stay up while the next search is on its way.
  const pages = useInfiniteQuery({
    ...clientSearchPages(q),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const queryClient = useQueryClient();
  const resolved = useQuery({ ...clientText(value), enabled: value !== '' });
  const selectedText = value === '' ? '' : (resolved.data ?? '');

  const nextPageTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(nextPageTimer.current), []);

  const optionId = (item: ClientOption) => `${listId}-${item.id}`;
  const activeItem = open ? items[active] : undefined;
  const activeId = activeItem ? optionId(activeItem) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setTyped('');
    setActive(-1);
  };
  const choose = (item: ClientOption) => {
    // Remembered by id (as the answer to client_id), so this and any later picker (a remounted
    // filter bar) shows it unasked.
    queryClient.setQueryData(clientText(String(item.id)).queryKey, {
      items: [item],
      pagination: { more: false },
    });
    onChange(String(item.id), item.text);
    close();
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollTop + el.clientHeight < el.scrollHeight - NEAR_END_PX) return;
    if (!pages.hasNextPage || pages.isFetchingNextPage || nextPageTimer.current) return;
    nextPageTimer.current = setTimeout(() => {
      nextPageTimer.current = undefined;
      void pages.fetchNextPage();
    }, CLIENT_SEARCH_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((i) => Math.min(i + 1, items.length - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        return;
      case 'Enter':
        if (activeItem) {
          event.preventDefault();
          choose(activeItem);
        }
        return;
      case 'Escape':
        if (open) {
          event.stopPropagation();
          close();
        }
    }
  };

  const status = pages.isPending
    ? t('common.loading')
    : pages.isFetchingNextPage
      ? t('widgets.clientSearch.loadingMore')
      : items.length === 0
        ? t('widgets.clientSearch.noResults')
        : '';

  return (
    <div className={cn('relative', className)}>
      <Input
        id={id}
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        value={open ? typed : selectedText}
        placeholder={
          open && selectedText ? selectedText : (placeholder ?? t('widgets.clientSearch.placeholder'))
        }
        onChange={(e) => {
          setTyped(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={close}
        className="pr-8"
      />
      {value !== '' && !open ? (
        <button
          type="button"
          aria-label={t('widgets.clientSearch.clear')}
          onClick={() => onChange('', '')}
          className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-0.5 text-slate-400 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      ) : (
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-slate-400"
        />
      )}
      {open && (
        // Pressing in the list must not blur the input, which would close the list.
        // biome-ignore lint/a11y/noStaticElementInteractions: the list is reached by the combobox's keys
        <div
          onMouseDown={(e) => e.preventDefault()}
          className="absolute top-full z-50 mt-1 w-full min-w-48 rounded border border-slate-200 bg-white py-1 shadow-lg"
        >
          <div
            id={listId}
            role="listbox"
            aria-label={label}
            onScroll={onScroll}
            className="max-h-60 overflow-y-auto"
          >
            {items.map((item, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys go through the combobox input
              <div
                key={item.id}
                id={optionId(item)}
                role="option"
                tabIndex={-1}
                aria-selected={String(item.id) === value}
                data-active={i === active || undefined}
                onClick={() => choose(item)}
                className="cursor-pointer truncate px-2.5 py-1.5 hover:bg-slate-50 aria-selected:font-medium aria-selected:text-primary data-active:bg-primary-soft"
              >
                {item.text}
              </div>
            ))}
          </div>
          <div role="status" className={cn('px-2.5 text-xs text-slate-400', status && 'py-1.5')}>
            {status}
          </div>
        </div>
      )}
    </div>
  );
}
