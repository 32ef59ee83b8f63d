// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from '#contract';
import { Cell } from '@/components/data-table/cells';
import { renderWidget } from './render.tsx';

const column: TableColumn = { prop: 'usage_percent', label: '用量占比', type: 'progress' };

const renderProgress = (value: number) => {
  renderWidget(<Cell column={column} row={{ usage_percent: value }} actions={{}} />);
  const bar = screen.getByRole('progressbar', { name: '用量占比' });
  return { bar, tone: bar.firstElementChild?.getAttribute('data-tone') };
};

describe('progress cells (spec section 4: 0 empty, ≤80 blue, ≤100 amber, >100 red capped at 100)', () => {
  it.each([
    [0, 'empty', '0', '0%'],
    [50, 'normal', '50', '50%'],
    [80, 'normal', '80', '80%'],
    [90, 'warning', '90', '90%'],
    [100, 'warning', '100', '100%'],
    [150, 'exceeded', '100', '150%'],
  ])('shows %s%% as %s, the bar at %s and the label %s', (value, tone, width, label) => {
    const rendered = renderProgress(value);
    expect(rendered.tone).toBe(tone);
    expect(rendered.bar.getAttribute('aria-valuenow')).toBe(width);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('caps the bar of an exceeded value at full width while the label keeps the real percentage', () => {
    const { bar } = renderProgress(150);
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
    expect(screen.getByText('150%')).toBeTruthy();
    expect(screen.queryByText('100%')).toBeNull();
  });
});
