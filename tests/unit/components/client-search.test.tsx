// @vitest-environment jsdom

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_SEARCH_PAGE_SIZE } from '#contract';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import type { FilterField } from '@/components/filter-bar/filter-values';
import { envelope, renderWidget, sleep } from './render.tsx';

const CLIENTS = [
  ...Array.from({ length: 25 }, (_, i) => ({ id: i + 1, text: `客户${String(i + 1).padStart(2, '0')}` })),
  { id: 30, text: '杭州云迹智能设备有限公司' },
];

/** The emulator's GET /client/search/, with the time of each call. */
const calls: { params: URLSearchParams; at: number }[] = [];
const fetchMock = vi.fn(async (input: string) => {
  const url = new URL(input, 'http://portal.test');
  calls.push({ params: url.searchParams, at: performance.now() });
  const q = url.searchParams.get('q') ?? '';
  const page = Number(url.searchParams.get('page') ?? 1);
  const id = url.searchParams.get('client_id');
  const matches = CLIENTS.filter((c) => c.text.includes(q) && (!id || String(c.id) === id));
  const from = (page - 1) * CLIENT_SEARCH_PAGE_SIZE;
  return envelope({
    items: matches.slice(from, from + CLIENT_SEARCH_PAGE_SIZE),
    pagination: { more: matches.length > from + CLIENT_SEARCH_PAGE_SIZE },
  });
});
const searches = () => calls.map((c) => Object.fromEntries(c.params));

beforeEach(() => {
  calls.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

const fields: FilterField[] = [{ type: 'client', name: 'client_id', label: '客户' }];

const setup = (values: Record<string, string> = {}) => {
  const onSearch = vi.fn();
  const rendered = renderWidget(<FilterBar fields={fields} values={values} onSearch={onSearch} />);
  const combobox = screen.getByRole<HTMLInputElement>('combobox', { name: '客户' });
  return { ...rendered, onSearch, combobox };
};

/** Gives the list the geometry jsdom lacks: 800 px of options in a 240 px window, scrolled to `top`. */
function scrollListTo(top: number) {
  const list = screen.getByRole('listbox', { name: '客户' });
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 800 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 240 });
  Object.defineProperty(list, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(list);
}

describe('ClientSearch: remote client search in the filter bar', () => {
  it('opens on click with the first page of the caller’s clients', async () => {
    const { user, combobox } = setup();
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    await user.click(combobox);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    expect(searches()).toEqual([{ page: '1' }]);
  });

  it('asks for what was typed once, no sooner than 200 ms after the last key', async () => {
    const { user, combobox } = setup();
    await user.click(combobox);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    let lastKey = 0;
    combobox.addEventListener('input', () => {
      lastKey = performance.now();
    });
    // Two keys in the same tick, as a fast typist's: user.type on a busy machine can leave more
    // than the debounce between keys, and a search for the first key alone is then right.
    fireEvent.input(combobox, { target: { value: '云' } });
    fireEvent.input(combobox, { target: { value: '云迹' } });
    expect(lastKey).toBeGreaterThan(0);
    expect(searches()).toEqual([{ page: '1' }]);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(searches()).toEqual([{ page: '1' }, { q: '云迹', page: '1' }]);
    expect(calls[1]!.at - lastKey).toBeGreaterThanOrEqual(195);
    expect(screen.getByRole('option').textContent).toBe('杭州云迹智能设备有限公司');
  });

  it('loads the next page 200 ms after the list is scrolled to its end, while pagination.more', async () => {
    const { user, combobox } = setup();
    await user.click(combobox);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));

    scrollListTo(100);
    await sleep(300);
    expect(calls).toHaveLength(1);

    scrollListTo(560);
    const scrolledAt = performance.now();
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(CLIENTS.length));
    expect(searches()).toEqual([{ page: '1' }, { page: '2' }]);
    expect(calls[1]!.at - scrolledAt).toBeGreaterThanOrEqual(195);

    scrollListTo(560);
    await sleep(300);
    expect(calls).toHaveLength(2);
  });

  it('shows the picked client’s text and searches by its id', async () => {
    const { user, combobox, onSearch } = setup();
    await user.click(combobox);
    await user.click(await screen.findByRole('option', { name: '客户03' }));
    expect(combobox.value).toBe('客户03');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledWith({ client_id: '3' });
    expect(searches().some((s) => 'client_id' in s)).toBe(false);
  });

  it('is driven by keyboard: arrows move through the options, Enter picks one without searching', async () => {
    const { user, combobox, onSearch } = setup();
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = combobox.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('客户02');
    await user.keyboard('{Enter}');
    expect(combobox.value).toBe('客户02');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ client_id: '2' });
  });

  it('closes on Escape without taking what was typed', async () => {
    const { user, combobox } = setup();
    await user.click(combobox);
    await user.type(combobox, '客户');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox.value).toBe('');
  });

  it('resolves an applied id to its text with client_id', async () => {
    const { combobox } = setup({ client_id: '30' });
    await waitFor(() => expect(combobox.value).toBe('杭州云迹智能设备有限公司'));
    expect(searches()).toEqual([{ client_id: '30' }]);
  });

  it('clears the picked client', async () => {
    const { user, combobox, onSearch } = setup({ client_id: '30' });
    await waitFor(() => expect(combobox.value).toBe('杭州云迹智能设备有限公司'));
    await user.click(screen.getByRole('button', { name: '清除所选客户' }));
    expect(combobox.value).toBe('');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledWith({});
  });

  it('says so when nothing matches', async () => {
    const { user, combobox } = setup();
    await user.click(combobox);
    await user.type(combobox, '不存在');
    expect(await screen.findByText('没有匹配的客户')).toBeTruthy();
  });
});
