// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaticTable } from '@/components/static-table';
import { renderWidget, tableText } from './render.tsx';

const columns = [
  { key: 'line', header: '行', cell: (r: { line: number; text: string }) => r.line },
  {
    key: 'text',
    header: '内容',
    cell: (r: { line: number; text: string }) => r.text,
    className: 'hidden sm:table-cell',
  },
];

describe('StaticTable', () => {
  it('is named by its caption and lists a row per item under its column headers', () => {
    const view = renderWidget(
      <StaticTable
        caption="结果"
        columns={columns}
        rows={[
          { line: 1, text: 'a' },
          { line: 2, text: 'b' },
        ]}
        rowKey={(r) => r.line}
      />,
    );
    const table = view.getByRole('table', { name: '结果' });
    expect(tableText(table)).toEqual({
      headers: ['行', '内容'],
      rows: [
        ['1', 'a'],
        ['2', 'b'],
      ],
    });
  });

  it('says 暂无数据 across every column when there is no row, or what it is told to', () => {
    const view = renderWidget(
      <StaticTable caption="结果" columns={columns} rows={[]} rowKey={(r) => r.line} />,
    );
    const cell = within(view.getByRole('table', { name: '结果' })).getByRole('cell');
    expect(cell.textContent).toBe('暂无数据');
    expect(cell.getAttribute('colspan')).toBe('2');
    view.rerender(
      <StaticTable
        caption="结果"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.line}
        empty="没有被拒绝的行"
      />,
    );
    expect(view.getByRole('cell').textContent).toBe('没有被拒绝的行');
  });

  it('scrolls inside its own frame, so a wide table never widens the page', () => {
    const view = renderWidget(
      <StaticTable caption="结果" columns={columns} rows={[]} rowKey={(r) => r.line} className="max-h-80" />,
    );
    const frame = view.getByRole('table', { name: '结果' }).parentElement;
    expect(frame?.className).toContain('overflow-auto');
    expect(frame?.className).toContain('max-h-80');
  });

  it('names each row by its row-header column and closes with a footer row by column', () => {
    const view = renderWidget(
      <StaticTable
        caption="用量"
        columns={[
          { key: 'day', header: '日期', cell: (r: { day: string; mb: number }) => r.day, rowHeader: true },
          { key: 'mb', header: 'MB', cell: (r: { day: string; mb: number }) => r.mb.toFixed(2) },
        ]}
        rows={[
          { day: '11-01', mb: 1.5 },
          { day: '11-02', mb: 2 },
        ]}
        rowKey={(r) => r.day}
        footer={{ day: '合计', mb: '3.50' }}
      />,
    );
    const table = view.getByRole('table', { name: '用量' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['11-01', '11-02', '合计']);
    const footer = table.querySelector('tfoot tr');
    expect(footer?.textContent).toBe('合计3.50');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.50', '2.00', '3.50']);
  });
});
