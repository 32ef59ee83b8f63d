import { describe, expect, it } from 'vitest';
import { cardMessages } from '#catalogue/card';
import { STOP_REASONS } from '#contract';
import { cardIdOf } from '@/features/card/detail/card-id';
import { cardListHref, stopHelp } from '@/features/card/detail/stop-help';
import { dailyBars, monthLabel, totalOf } from '@/features/card/detail/usage-chart-data';

describe('cardIdOf', () => {
  it('reads the id from the path (table link cells) or from ?card_id= (top-bar search)', () => {
    expect(cardIdOf('/card/detail/42', '')).toBe(42);
    expect(cardIdOf('/card/detail', 'card_id=7')).toBe(7);
    expect(cardIdOf('/card/detail/42', 'card_id=7')).toBe(7);
  });

  it('is 0 without an id or for one that is not a positive whole number', () => {
    for (const [path, search] of [
      ['/card/detail', ''],
      ['/card/detail/x', ''],
      ['/card/detail', 'card_id=-1'],
      ['/card/detail', 'card_id=1.5'],
    ]) {
      expect(cardIdOf(path!, search!)).toBe(0);
    }
  });
});

describe('stopHelp', () => {
  it('has advice in both languages for every stop reason, and a place to act for each', () => {
    for (const reason of STOP_REASONS) {
      const help = stopHelp('suspended', reason)!;
      expect(help.adviceKey).toBe(`card.detail.advice.${reason}`);
      expect(help.actions.length).toBeGreaterThan(0);
      expect(cardMessages['zh-CN'].card.detail.advice[reason]).toBeTruthy();
      expect(cardMessages.en.card.detail.advice[reason]).toBeTruthy();
    }
  });

  it('sends real-name and device problems to hardware management, the rest to the card list', () => {
    expect(stopHelp('suspended', 'real_name')!.actions).toEqual(['hardware']);
    expect(stopHelp('suspended', 'imei_mismatch')!.actions).toEqual(['hardware']);
    expect(stopHelp('suspended', 'over_quota')!.actions).toEqual(['cardList']);
  });

  it('tells a cancelled card it cannot come back, and a suspension without a stop reason to ask', () => {
    expect(stopHelp('cancelled', 'cancelled')).toEqual({
      adviceKey: 'card.detail.advice.cancelled',
      actions: [],
    });
    expect(stopHelp('suspended', null)).toEqual({ adviceKey: 'card.detail.stop.unknown', actions: [] });
    expect(stopHelp('suspended', 'resumed')).toEqual({ adviceKey: 'card.detail.stop.unknown', actions: [] });
  });

  it('has nothing to say about a card in service', () => {
    for (const status of ['pending', 'testing', 'active'] as const)
      expect(stopHelp(status, 'activated')).toBeNull();
  });

  it('links to the card list filtered to the card', () => {
    expect(cardListHref('8986 01')).toBe('#/card/list?num_type=iccid&number=8986%2001');
  });
});

describe('usage chart data', () => {
  const days = [
    { date: '2025-10-01', usage_mb: 1.11 },
    { date: '2025-10-02', usage_mb: 2.22 },
    { date: '2025-10-10', usage_mb: 0.07 },
  ];

  it('labels daily bars by day of month and keeps the date for the tooltip', () => {
    expect(dailyBars(days).map((d) => [d.label, d.date])).toEqual([
      ['1', '2025-10-01'],
      ['2', '2025-10-02'],
      ['10', '2025-10-10'],
    ]);
  });

  it('adds the days up without floating-point dust', () => {
    expect(totalOf(days)).toBe(3.4);
    expect(totalOf([])).toBe(0);
  });

  it('names months in each language', () => {
    expect(monthLabel('2025-10', 'zh-CN')).toBe('10月');
    expect(monthLabel('2025-01', 'en')).toBe('Jan');
  });
});
