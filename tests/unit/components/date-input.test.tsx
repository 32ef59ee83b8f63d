// @vitest-environment jsdom

import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput } from '@/components/date-input/date-input';
import { dayOf, pickedDay, yearOf } from '@/components/date-input/date-text';
import { i18n, loadCatalogue } from '@/lib/i18n';
import { renderWidget } from './render.tsx';

describe('date text', () => {
  it('reads a typed day, and refuses one the calendar has not', () => {
    expect(dayOf('2028-02-29')?.getDate()).toBe(29);
    expect(dayOf('2027-02-29')).toBeUndefined();
    expect(dayOf('11/18/2026')).toBeUndefined();
    expect(dayOf('2026-11-18 10:30:00')?.getMonth()).toBe(10);
  });

  it('keeps the time typed when a day is picked for a datetime', () => {
    const day = new Date(2026, 0, 5);
    expect(pickedDay(day, 'date', '')).toBe('2026-01-05');
    expect(pickedDay(day, 'datetime', '2025-12-31 08:15:00')).toBe('2026-01-05 08:15:00');
    expect(pickedDay(day, 'datetime', '')).toBe('2026-01-05 00:00:00');
  });

  it("opens a month's calendar at the typed year, else this year", () => {
    expect(yearOf('2024-03', new Date(2026, 0, 1))).toBe(2024);
    expect(yearOf('', new Date(2026, 0, 1))).toBe(2026);
  });
});

function Probe({ kind }: { kind: 'date' | 'month' | 'datetime' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="d">日</label>
      <DateInput id="d" kind={kind} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('DateInput', () => {
  it("shows the app's format whatever the browser's, in both languages", async () => {
    renderWidget(<Probe kind="date" />);
    expect(screen.getByLabelText('日').getAttribute('placeholder')).toBe('年-月-日');
    expect(screen.getByRole('button', { name: '打开日历' })).toBeTruthy();
    await loadCatalogue('en', 'all');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByLabelText('日').getAttribute('placeholder')).toBe('YYYY-MM-DD');
    expect(screen.getByRole('button', { name: 'Open the calendar' })).toBeTruthy();
  });

  it('takes a typed value as it is', async () => {
    const { user } = renderWidget(<Probe kind="month" />);
    await user.type(screen.getByLabelText('日'), '2026-11');
    expect(screen.getByRole('status').textContent).toBe('2026-11');
  });

  it('picks a month from its calendar in the app language', async () => {
    await loadCatalogue('en', 'all');
    await act(() => i18n.changeLanguage('en'));
    const { user } = renderWidget(<Probe kind="month" />);
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    await user.click(await screen.findByRole('button', { name: 'Mar' }, { timeout: 15_000 }));
    expect(screen.getByRole('status').textContent).toMatch(/^\d{4}-03$/);
  });
});
