// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckResult } from '@/components/check-result';
import { i18n, loadCatalogue } from '@/lib/i18n';
import { renderWidget, tableText } from './render.tsx';

const check = {
  total: 5,
  valid: 2,
  bad_rows: [
    { row_no: 2, number: '12345', reason: '号码格式错误', check: 'format' },
    { row_no: 4, number: '8986001', reason: '与第 1 行重复', check: 'duplicate' },
  ],
};

/** The figure a check shows under a name: its definition, as the browser tests read it. */
const figure = (name: string) =>
  screen.getByText(name, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

describe('CheckResult', () => {
  it('counts rows read, rows that pass and rows refused, and lists the refused rows', () => {
    const view = renderWidget(<CheckResult check={check} />);
    expect(figure('总行数')).toBe('5');
    expect(figure('有效')).toBe('2');
    expect(figure('未通过')).toBe('3');

    const table = view.getByRole('table', { name: '未通过校验的行' });
    expect(tableText(table)).toEqual({
      headers: ['行号', '卡号', '原因'],
      rows: [
        ['2', '12345', '号码格式错误'],
        ['4', '8986001', '与第 1 行重复'],
      ],
    });
    // Three refused, two listed: the answer carried the first ones only.
    expect(view.getByText('仅显示前 2 行，共 3 行未通过')).toBeTruthy();
  });

  it("takes the screen's own words and a column naming the refusing check", () => {
    const view = renderWidget(
      <CheckResult
        check={{ ...check, total: 4 }}
        words={{ total: '卡数', caption: '不可发送的卡' }}
        checkColumn={{ header: '校验', of: (row) => row.check.toUpperCase() }}
      >
        <p>费用</p>
      </CheckResult>,
    );
    expect(view.getByText('卡数')).toBeTruthy();
    expect(view.getByText('费用')).toBeTruthy();
    const table = view.getByRole('table', { name: '不可发送的卡' });
    expect(tableText(table).rows).toEqual([
      ['2', '12345', 'FORMAT', '号码格式错误'],
      ['4', '8986001', 'DUPLICATE', '与第 1 行重复'],
    ]);
    expect(tableText(table).headers).toEqual(['行号', '卡号', '校验', '原因']);
    // Every refused row is listed: no note.
    expect(view.queryByText(/仅显示前/)).toBeNull();
  });

  it('shows no table when nothing was refused, and disables the start when nothing passed', async () => {
    const onBack = vi.fn();
    const onStart = vi.fn();
    const actions = { onBack, onStart, startLabel: '确认执行', startIcon: null, starting: false };
    const view = renderWidget(<CheckResult check={{ total: 3, valid: 3, bad_rows: [] }} actions={actions} />);
    expect(view.queryByRole('table')).toBeNull();
    await view.user.click(view.getByRole('button', { name: '确认执行' }));
    expect(onStart).toHaveBeenCalledOnce();
    await view.user.click(view.getByRole('button', { name: '返回修改' }));
    expect(onBack).toHaveBeenCalledOnce();

    view.rerender(
      <CheckResult check={{ total: 1, valid: 0, bad_rows: [check.bad_rows[0]!] }} actions={actions} />,
    );
    expect((view.getByRole('button', { name: '确认执行' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks English when the page does', async () => {
    await loadCatalogue('en', 'all'); // English loads when first asked for
    await i18n.changeLanguage('en');
    const view = renderWidget(<CheckResult check={check} />);
    expect(view.getByRole('table', { name: 'Rows that did not pass the check' })).toBeTruthy();
    expect(view.getByText('The first 2 of 3 refused rows')).toBeTruthy();
  });
});
