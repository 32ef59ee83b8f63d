// @vitest-environment jsdom

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, ConfirmProvider, useConfirm } from '@/components/confirm-dialog';
import { i18n, loadCatalogue } from '@/lib/i18n';
import { renderWidget } from './render.tsx';

function Open({
  onConfirm,
  onOpenChange = () => {},
}: {
  onConfirm: () => unknown;
  onOpenChange?: (o: boolean) => void;
}) {
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="删除卡组"
      message="确定删除该卡组?"
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog (spec section 9: confirm debounce 200 ms)', () => {
  /**
   * The clock is faked here, so "within 200 ms" holds however slow the machine is; clicks go
   * through fireEvent, as user-event waits on timers of its own.
   */
  const withClock = (onConfirm: () => unknown, onOpenChange?: (o: boolean) => void) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWidget(<Open onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    const button = screen.getByRole('button', { name: '确定' });
    const click = () => fireEvent.click(button);
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    return { click, wait };
  };
  afterEach(() => vi.useRealTimers());

  it('confirms once for two clicks within 200 ms, 200 ms after the last', () => {
    const onConfirm = vi.fn();
    const { click, wait } = withClock(onConfirm);
    click();
    wait(150);
    click();
    wait(199);
    expect(onConfirm).not.toHaveBeenCalled();
    wait(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    wait(1000);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms once for a double click', () => {
    const onConfirm = vi.fn();
    const { click, wait } = withClock(onConfirm);
    click();
    click();
    wait(1000);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms again for a click after the 200 ms have passed', () => {
    const onConfirm = vi.fn();
    const { click, wait } = withClock(onConfirm);
    click();
    wait(200);
    click();
    wait(200);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('is an alert dialog named by its title and described by its message', () => {
    renderWidget(<Open onConfirm={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: '删除卡组' });
    expect(dialog).toHaveProperty('textContent', expect.stringContaining('确定删除该卡组?'));
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  });

  it('drops a pending confirm when cancelled within the 200 ms', () => {
    // On the faked clock: with real time, a slow machine let the 200 ms pass between the clicks.
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { click, wait } = withClock(onConfirm, onOpenChange);
    click();
    wait(100);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    wait(1000);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open and busy while an async confirm runs, and open when it fails', async () => {
    let reject: (e: Error) => void = () => {};
    const onOpenChange = vi.fn();
    const { user } = renderWidget(
      <Open onConfirm={() => new Promise((_, r) => (reject = r))} onOpenChange={onOpenChange} />,
    );
    const button = screen.getByRole('button', { name: '确定' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button).toHaveProperty('disabled', true);
    await act(async () => reject(new Error('rate limited')));
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

function Ask({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
  const confirm = useConfirm();
  const [asked, setAsked] = useState(0);
  return (
    <button
      type="button"
      onClick={async () => {
        setAsked(asked + 1);
        onAnswer(
          await confirm({
            title: '停机',
            message: '确定停机 3 张卡?',
            variant: 'danger',
            confirmLabel: '停机',
          }),
        );
      }}
    >
      批量停机
    </button>
  );
}

describe('useConfirm', () => {
  it('resolves true once the user confirms', async () => {
    const onAnswer = vi.fn();
    const { user } = renderWidget(
      <ConfirmProvider>
        <Ask onAnswer={onAnswer} />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: '批量停机' }));
    expect(screen.getByRole('alertdialog', { name: '停机' }).textContent).toContain('确定停机 3 张卡?');
    await user.dblClick(screen.getByRole('button', { name: '停机' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('resolves false when cancelled or closed with Escape', async () => {
    const onAnswer = vi.fn();
    const { user } = renderWidget(
      <ConfirmProvider>
        <Ask onAnswer={onAnswer} />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: '批量停机' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
    await user.click(screen.getByRole('button', { name: '批量停机' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(2));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });

  it('speaks English when the portal does', async () => {
    await loadCatalogue('en', 'all'); // English loads when first asked for
    await i18n.changeLanguage('en');
    renderWidget(<ConfirmDialog open onOpenChange={() => {}} message="Delete?" onConfirm={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('refuses to work without a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWidget(<Ask onAnswer={() => {}} />)).toThrow(/ConfirmProvider/);
    spy.mockRestore();
  });
});
