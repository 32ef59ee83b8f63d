// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TableColumn } from '#contract';
import type { Row } from '@/components/data-table/cells';
import { DataTable } from '@/components/data-table/data-table';
import { pageSelection, selectPage } from '@/components/data-table/selection';
import { renderWidget } from './render.tsx';

// Counts cell renders, to show that selecting one row does not re-render the whole page.
const cellRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/data-table/cells.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/components/data-table/cells.tsx')>();
  return {
    ...original,
    Cell: (props: Parameters<typeof original.Cell>[0]) => {
      cellRenders.count++;
      return original.Cell(props);
    },
  };
});

const columns: TableColumn[] = [
  { prop: 'iccid', label: 'ICCID', type: 'text' },
  { prop: 'status', label: '状态', type: 'text' },
];
const rows: Row[] = [
  { id: 1, iccid: '8986001', status: '正使用' },
  { id: 2, iccid: '8986002', status: '停机' },
  { id: 3, iccid: '8986003', status: '待激活' },
];

function Table(props: {
  rows?: Row[];
  columns?: TableColumn[];
  initial?: string[];
  onChange?: (keys: Set<string>) => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(props.initial));
  return (
    <DataTable
      caption="卡列表"
      storageKey="selection-test"
      rowKey="id"
      columns={props.columns ?? columns}
      rows={props.rows ?? rows}
      total={(props.rows ?? rows).length}
      page={1}
      pageSize={10}
      onPageChange={() => {}}
      onPageSizeChange={() => {}}
      // An inline handler, as pages write them: it must not defeat the rows' memoisation.
      onAction={() => {}}
      selectable
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        props.onChange?.(keys);
        setSelected(keys);
      }}
    />
  );
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('DataTable row selection for batch actions', () => {
  it('selects a row by its checkbox, naming the rows by position', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<Table onChange={onChange} />);
    await user.click(checkbox('选择第 2 行'));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['2']));
    expect(checkbox('选择第 2 行').checked).toBe(true);
    expect(checkbox('选择第 1 行').checked).toBe(false);
    expect(screen.getByText('已选择 1 项')).toBeTruthy();
  });

  it('shows the header checkbox as mixed while only some rows are selected', async () => {
    const { user } = renderWidget(<Table />);
    const all = checkbox('选择本页全部行');
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(false);
    await user.click(checkbox('选择第 1 行'));
    expect(all.indeterminate).toBe(true);
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    await user.click(checkbox('选择第 2 行'));
    await user.click(checkbox('选择第 3 行'));
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
  });

  it('selects and clears the whole page from the header, keeping other pages’ rows', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<Table initial={['99', '2']} onChange={onChange} />);
    await user.click(checkbox('选择本页全部行'));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['99', '1', '2', '3']));
    expect(screen.getByText('已选择 4 项')).toBeTruthy();
    await user.click(checkbox('选择本页全部行'));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['99']));
  });

  it('is reachable by keyboard: Tab to a row checkbox, Space to select it', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<Table onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(checkbox('选择本页全部行'));
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(new Set(['1']));
  });

  it('keeps the table as it was without `selectable`', () => {
    renderWidget(
      <DataTable
        caption="卡列表"
        storageKey="plain"
        rowKey="id"
        columns={columns}
        rows={rows}
        total={3}
        page={1}
        pageSize={10}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
      />,
    );
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    const table = screen.getByRole('table', { name: '卡列表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ICCID', '状态']);
  });

  it('re-renders only the toggled row’s cells at 50 rows × 20 columns', async () => {
    const wide: TableColumn[] = Array.from({ length: 20 }, (_, i) => ({
      prop: `c${i}`,
      label: `列${i}`,
      type: 'text',
    }));
    const many: Row[] = Array.from({ length: 50 }, (_, r) => ({
      id: r + 1,
      ...Object.fromEntries(wide.map((c, i) => [c.prop, `${r}-${i}`])),
    }));
    const { user } = renderWidget(<Table rows={many} columns={wide} />);
    expect(cellRenders.count).toBeGreaterThanOrEqual(1000);
    cellRenders.count = 0;
    await user.click(checkbox('选择第 7 行'));
    expect(checkbox('选择第 7 行').checked).toBe(true);
    expect(cellRenders.count).toBe(20);
  });
});

describe('selection functions', () => {
  it('tells all, some or none of the page', () => {
    expect(pageSelection(['1', '2'], new Set(['1', '2', '9']))).toBe('all');
    expect(pageSelection(['1', '2'], new Set(['2']))).toBe('some');
    expect(pageSelection(['1', '2'], new Set(['9']))).toBe('none');
    expect(pageSelection([], new Set(['9']))).toBe('none');
  });

  it('selects and clears a page without touching the set it was given', () => {
    const before = new Set(['9']);
    expect(selectPage(['1', '2'], before, true)).toEqual(new Set(['9', '1', '2']));
    expect(selectPage(['1', '9'], before, false)).toEqual(new Set());
    expect(before).toEqual(new Set(['9']));
  });
});
