// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import type { FilterField } from '@/components/filter-bar/filter-values';
import { renderWidget } from './render.tsx';

const fields: FilterField[] = [
  { type: 'text', name: 'number', label: '卡号' },
  { type: 'select', name: 'status', label: '卡状态', options: [{ value: 'active', label: '正使用' }] },
  { type: 'text', name: 'tag', label: '标签' },
  { type: 'daterange', name: 'activated', label: '激活日期' },
];

const setup = (values: Record<string, string> = {}) => {
  const onSearch = vi.fn();
  const rendered = renderWidget(
    <FilterBar fields={fields} values={values} onSearch={onSearch} visibleCount={2} />,
  );
  return { ...rendered, onSearch };
};

describe('FilterBar with visibleCount', () => {
  it('folds the fields past the count behind 展开, and 收起 folds them again', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('卡号')).toBeTruthy();
    expect(screen.queryByLabelText('标签')).toBeNull();
    const more = screen.getByRole('button', { name: '展开' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(screen.getByLabelText('标签')).toBeTruthy();
    expect(screen.getByLabelText('激活日期（开始）')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryByLabelText('标签')).toBeNull();
  });

  it('opens by itself when a folded field holds a value, and searches with it', async () => {
    const { user, onSearch } = setup({ activated_start: '2025-01-01' });
    expect(screen.getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText('激活日期（开始）') as HTMLInputElement).value).toBe('2025-01-01');
    await user.type(screen.getByLabelText('标签'), '北京仓');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledWith({ activated_start: '2025-01-01', tag: '北京仓' });
  });

  it('has no toggle when every field fits', () => {
    renderWidget(<FilterBar fields={fields.slice(0, 2)} values={{}} onSearch={() => {}} visibleCount={2} />);
    expect(screen.queryByRole('button', { name: '展开' })).toBeNull();
  });
});
