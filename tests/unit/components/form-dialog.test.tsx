// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog, type FormDialogProps } from '@/components/form-dialog';
import { renderWidget } from './render.tsx';

type Props = Partial<Omit<FormDialogProps, 'children'>>;

function NameDialog(props: Props) {
  const [name, setName] = useState('');
  return (
    <FormDialog
      title="新建项目组"
      description="有卡的项目组不能删除"
      submitLabel="保存"
      onSubmit={() => {}}
      onClose={() => {}}
      {...props}
    >
      <label htmlFor="name">名称</label>
      <input id="name" value={name} onChange={(e) => setName(e.target.value)} />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('is a dialog named by its title and described by its description', () => {
    renderWidget(<NameDialog />);
    const dialog = screen.getByRole('dialog', { name: '新建项目组' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('有卡的项目组不能删除');
    expect(screen.getByRole('textbox', { name: '名称' })).toBeTruthy();
  });

  it('renders nothing while closed', () => {
    renderWidget(<NameDialog open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('announces the error as an alert, and none without one', () => {
    const { rerender } = renderWidget(<NameDialog />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<NameDialog error="请填写名称" />);
    expect(screen.getByRole('alert').textContent).toBe('请填写名称');
    expect(screen.getByRole('dialog').contains(screen.getByRole('alert'))).toBe(true);
  });

  it('calls onSubmit from the submit button and from Enter in a field, without reloading', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWidget(<NameDialog onSubmit={onSubmit} onClose={onClose} />);
    const submit = screen.getByRole('button', { name: '保存' });
    expect(submit.getAttribute('type')).toBe('submit');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: '名称' }), 'A{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('disables the submit button while busy', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWidget(<NameDialog busy onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: '保存' });
    expect(submit).toHaveProperty('disabled', true);
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes from Cancel, the close button and Escape, without submitting', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWidget(<NameDialog onSubmit={onSubmit} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
