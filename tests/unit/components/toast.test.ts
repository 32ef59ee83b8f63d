import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadToasts, notify } from '@/lib/notify';

const sonner = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

beforeEach(() => {
  for (const fn of Object.values(sonner)) fn.mockClear();
});

describe('notify (spec section 9: toasts 3 s, errors 5 s)', () => {
  // Sonner loads with the first toast: each test waits for it.
  it('shows success and info toasts for 3 s', async () => {
    notify.success('已保存');
    notify.info('任务已提交');
    await loadToasts();
    expect(sonner.success).toHaveBeenCalledWith('已保存', { duration: 3000 });
    expect(sonner.info).toHaveBeenCalledWith('任务已提交', { duration: 3000 });
  });

  it('shows error toasts for 5 s', async () => {
    notify.error('服务器发生错误');
    await loadToasts();
    expect(sonner.error).toHaveBeenCalledWith('服务器发生错误', { duration: 5000 });
  });

  it('passes other options through', async () => {
    notify.success('已复制', { id: 'copy' });
    await loadToasts();
    expect(sonner.success).toHaveBeenCalledWith('已复制', { duration: 3000, id: 'copy' });
  });
});
