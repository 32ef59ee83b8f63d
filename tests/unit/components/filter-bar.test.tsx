// @vitest-environment jsdom

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { type FilterField, normalizeFilters, validateFilters } from '@/components/filter-bar/filter-values';
import { i18n, loadCatalogue } from '@/lib/i18n';
import { renderWidget } from './render.tsx';

const fields: FilterField[] = [
  { type: 'text', name: 'number', label: '卡号' },
  { type: 'number', name: 'usage', label: '用量(MB)' },
  { type: 'date', name: 'day', label: '日期' },
  { type: 'datetime', name: 'at', label: '时间' },
  { type: 'month', name: 'month', label: '月份' },
  { type: 'daterange', name: 'activated', label: '激活日期' },
  { type: 'monthrange', name: 'billed', label: '账期' },
];

const setup = (values: Record<string, string> = {}) => {
  const onSearch = vi.fn();
  const rendered = renderWidget(<FilterBar fields={fields} values={values} onSearch={onSearch} />);
  const search = () => rendered.user.click(screen.getByRole('button', { name: '搜索' }));
  return { ...rendered, onSearch, search };
};

/** Native date and month inputs take their value whole, as a browser's picker sets it. */
const pick = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FilterBar: number fields (spec section 5: digits and one decimal point)', () => {
  it('keeps only digits and the first decimal point while typing', async () => {
    const { user, onSearch, search } = setup();
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: '用量(MB)' });
    await user.type(input, 'a1b2.3.4x 5');
    expect(input.value).toBe('12.345');
    await search();
    expect(onSearch).toHaveBeenCalledWith({ usage: '12.345' });
  });

  it('still strips whitespace from text fields', async () => {
    const { user, onSearch, search } = setup();
    await user.type(screen.getByRole('textbox', { name: '卡号' }), ' 8986 0012 ');
    await search();
    expect(onSearch).toHaveBeenCalledWith({ number: '89860012' });
  });
});

describe('FilterBar: date, datetime and month fields', () => {
  it('sends a date, a month and a datetime as YYYY-MM-DD HH:mm:ss', async () => {
    const { onSearch, search } = setup();
    pick('日期', '2025-10-15');
    pick('月份', '2025-10');
    pick('时间', '2025-10-15 08:30:00');
    await search();
    expect(onSearch).toHaveBeenCalledWith({ day: '2025-10-15', month: '2025-10', at: '2025-10-15 08:30:00' });
  });

  it('shows an applied datetime in its input, in the one format of both languages', () => {
    setup({ at: '2025-10-15 08:30:15' });
    expect(screen.getByLabelText<HTMLInputElement>('时间').value).toBe('2025-10-15 08:30:15');
  });
});

describe('FilterBar: ranges (spec section 5: the end cannot precede the start)', () => {
  it('sends a date range as <name>_start and <name>_end', async () => {
    const { onSearch, search } = setup();
    pick('激活日期（开始）', '2025-10-01');
    pick('激活日期（结束）', '2025-10-15');
    await search();
    expect(onSearch).toHaveBeenCalledWith({ activated_start: '2025-10-01', activated_end: '2025-10-15' });
  });

  it('shows the message and blocks Search while the end precedes the start', async () => {
    const { onSearch, search } = setup();
    pick('激活日期（开始）', '2025-10-15');
    pick('激活日期（结束）', '2025-10-14');
    expect(screen.getByRole('alert').textContent).toBe('结束时间不能早于开始时间');
    expect(screen.getByLabelText('激活日期（结束）').getAttribute('aria-invalid')).toBe('true');
    await search();
    expect(onSearch).not.toHaveBeenCalled();

    pick('激活日期（结束）', '2025-10-15');
    expect(screen.queryByRole('alert')).toBeNull();
    await search();
    expect(onSearch).toHaveBeenCalledWith({ activated_start: '2025-10-15', activated_end: '2025-10-15' });
  });

  it('compares month ranges by month', async () => {
    const { onSearch, search } = setup();
    pick('账期（开始）', '2025-10');
    pick('账期（结束）', '2025-09');
    expect(screen.getByRole('alert').textContent).toBe('结束时间不能早于开始时间');
    await search();
    expect(onSearch).not.toHaveBeenCalled();
    pick('账期（结束）', '2025-10');
    await search();
    expect(onSearch).toHaveBeenCalledWith({ billed_start: '2025-10', billed_end: '2025-10' });
  });

  it('accepts an open-ended range', async () => {
    const { onSearch, search } = setup();
    pick('激活日期（结束）', '2025-01-01');
    await search();
    expect(onSearch).toHaveBeenCalledWith({ activated_end: '2025-01-01' });
  });

  it('words the message in English when the portal does', async () => {
    await loadCatalogue('en', 'all'); // English loads when first asked for
    await i18n.changeLanguage('en');
    setup({ billed_start: '2025-10', billed_end: '2025-01' });
    expect(screen.getByRole('alert').textContent).toBe('The end cannot precede the start');
  });

  it('clears every field on Reset', async () => {
    const { user, onSearch } = setup({
      usage: '5',
      activated_start: '2025-10-15',
      activated_end: '2025-10-01',
    });
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenCalledWith({});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '用量(MB)' }).value).toBe('');
  });
});

describe('normalizeFilters and validateFilters', () => {
  it('keeps a range’s two names and drops its bare name', () => {
    expect(
      normalizeFilters(fields, { activated: 'x', activated_start: '2025-10-01', billed_end: ' 2025-10 ' }),
    ).toEqual({ activated_start: '2025-10-01', billed_end: '2025-10' });
  });

  it('cleans numbers as the input does', () => {
    expect(normalizeFilters(fields, { usage: ' 1,024.5.0 ' })).toEqual({ usage: '1024.50' });
  });

  it('reports each backwards range by field name', () => {
    expect(
      validateFilters(fields, {
        activated_start: '2025-10-02',
        activated_end: '2025-10-01',
        billed_start: '2025-10',
        billed_end: '2025-10',
      }),
    ).toEqual({ activated: 'range_end_before_start' });
  });
});
