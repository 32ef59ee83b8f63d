import { describe, expect, it } from 'vitest';
import { progressView } from '@/components/data-table/progress';

describe('progressView (spec section 4 progress colours)', () => {
  it('shows 0 as an empty bar', () => {
    expect(progressView(0)).toEqual({ tone: 'empty', width: 0, label: '0%' });
  });

  it('shows 50 as a normal (blue) bar half full', () => {
    expect(progressView(50)).toEqual({ tone: 'normal', width: 50, label: '50%' });
  });

  it('keeps exactly 80 normal', () => {
    expect(progressView(80)).toEqual({ tone: 'normal', width: 80, label: '80%' });
  });

  it('turns 80.1 into a warning (amber)', () => {
    expect(progressView(80.1)).toEqual({ tone: 'warning', width: 80.1, label: '80.1%' });
  });

  it('keeps exactly 100 a warning, full width', () => {
    expect(progressView(100)).toEqual({ tone: 'warning', width: 100, label: '100%' });
  });

  it('shows 100.1 as exceeded (red), width capped at 100', () => {
    expect(progressView(100.1)).toEqual({ tone: 'exceeded', width: 100, label: '100.1%' });
  });

  it('shows 150 as exceeded, width capped at 100, label 150%', () => {
    expect(progressView(150)).toEqual({ tone: 'exceeded', width: 100, label: '150%' });
  });

  it('rounds the label to one decimal', () => {
    expect(progressView(33.333).label).toBe('33.3%');
  });

  it('shows a negative value as an empty bar of width 0', () => {
    const view = progressView(-5);
    expect(view.tone).toBe('empty');
    expect(view.width).toBe(0);
  });

  it('shows NaN and infinities as an empty bar reading 0%', () => {
    expect(progressView(Number.NaN)).toEqual({ tone: 'empty', width: 0, label: '0%' });
    expect(progressView(Number.POSITIVE_INFINITY)).toEqual({ tone: 'empty', width: 0, label: '0%' });
  });

  it("reads a task's progress on its own scale: blue while it runs, green when whole", () => {
    expect(progressView(0, 'task').tone).toBe('empty');
    expect(progressView(40, 'task')).toEqual({ tone: 'normal', width: 40, label: '40%' });
    expect(progressView(99, 'task').tone).toBe('normal');
    expect(progressView(100, 'task')).toEqual({ tone: 'complete', width: 100, label: '100%' });
  });
});
