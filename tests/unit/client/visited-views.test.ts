import { describe, expect, it } from 'vitest';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  MAX_CACHED_VIEWS,
  touchCache,
  type VisitedView,
} from '../../../client/lib/visited-views.ts';

const view = (path: string, affix = false): VisitedView => ({
  path,
  fullPath: path,
  titleKey: 'common.refresh',
  affix,
});
const home = view('/home', true);
const list = view('/card/list');
const groups = view('/billing_group');

describe('visited views (the tab bar)', () => {
  it('adds a page once, keeping affix tabs in front, and updates its full path on a revisit', () => {
    let views = addView([], list);
    views = addView(views, home);
    expect(views.map((v) => v.path)).toEqual(['/home', '/card/list']);
    const same = addView(views, list);
    expect(same).toBe(views);
    views = addView(views, { ...list, fullPath: '/card/list?status=active' });
    expect(views).toHaveLength(2);
    expect(views[1]!.fullPath).toBe('/card/list?status=active');
  });

  it('closes a tab and goes to its right-hand neighbour, or the left one at the end', () => {
    const views = [home, list, groups];
    expect(closeView(views, '/card/list', '/card/list')).toEqual({
      views: [home, groups],
      navigateTo: '/billing_group',
    });
    expect(closeView(views, '/billing_group', '/billing_group').navigateTo).toBe('/card/list');
  });

  it('stays on the current page when another tab is closed, and never closes an affix tab', () => {
    const views = [home, list, groups];
    expect(closeView(views, '/billing_group', '/card/list')).toEqual({
      views: [home, list],
      navigateTo: null,
    });
    expect(closeView(views, '/home', '/home')).toEqual({ views, navigateTo: null });
  });

  it('closes the others but keeps affix tabs, and close all keeps only affix tabs', () => {
    const views = [home, list, groups];
    expect(closeOtherViews(views, '/billing_group')).toEqual([home, groups]);
    expect(closeAllViews(views)).toEqual({ views: [home], navigateTo: '/home' });
    expect(closeAllViews([list])).toEqual({ views: [], navigateTo: '/' });
  });
});

describe('keep-alive cache', () => {
  it('keeps at most 20 pages and the 21st evicts the least recently visited', () => {
    let cache: string[] = [];
    for (let i = 1; i <= MAX_CACHED_VIEWS; i++) cache = touchCache(cache, `/p${i}`);
    expect(cache).toHaveLength(20);
    cache = touchCache(cache, '/p21');
    expect(cache).toHaveLength(20);
    expect(cache).not.toContain('/p1');
    expect(cache[cache.length - 1]).toBe('/p21');
  });

  it('moves a revisited page to the most recent end, so it is the last to go', () => {
    let cache: string[] = [];
    for (let i = 1; i <= MAX_CACHED_VIEWS; i++) cache = touchCache(cache, `/p${i}`);
    cache = touchCache(cache, '/p1');
    cache = touchCache(cache, '/p21');
    expect(cache).toContain('/p1');
    expect(cache).not.toContain('/p2');
  });
});
