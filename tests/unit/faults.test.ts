import { describe, expect, it, vi } from 'vitest';
import { faultSpec } from '#contract';
import {
  compilePattern,
  type FaultCall,
  FaultStore,
  normalizePattern,
  seededRandom,
} from '../../server/faults.ts';

const call = (path: string, method = 'GET', user: string | null = null): FaultCall => ({
  method,
  path,
  user: () => user,
});

const matches = (pattern: string, path: string) => compilePattern(pattern).test(path);

describe('fault path patterns', () => {
  it('adds the /ep/api prefix when it is left out, and keeps it when given', () => {
    expect(normalizePattern('/card/list/')).toBe('/ep/api/card/list/');
    expect(normalizePattern('/ep/api/card/list/')).toBe('/ep/api/card/list/');
    expect(normalizePattern('/*')).toBe('/ep/api/*');
    expect(normalizePattern('*')).toBe('/ep/api*');
  });

  it('matches an exact path with or without the prefix, the trailing slash optional', () => {
    for (const pattern of ['/card/list/', '/ep/api/card/list/', '/card/list']) {
      expect(matches(pattern, '/ep/api/card/list/')).toBe(true);
      expect(matches(pattern, '/ep/api/card/list')).toBe(true);
    }
    expect(matches('/card/list/', '/ep/api/card/list/extra/')).toBe(false);
    expect(matches('/card/list/', '/ep/api/card/get_id/')).toBe(false);
  });

  it('lets * stand for any run of characters, slashes included', () => {
    expect(matches('/ep/api/card/*', '/ep/api/card/list/')).toBe(true);
    expect(matches('/card/*', '/ep/api/card/get_id/')).toBe(true);
    expect(matches('/card/*', '/ep/api/index/header/')).toBe(false);
    expect(matches('/*/list/', '/ep/api/support/client/list/')).toBe(true);
    expect(matches('/*', '/ep/api/auth/login/')).toBe(true);
  });

  it('takes every other character literally', () => {
    expect(matches('/a.b/', '/ep/api/a.b/')).toBe(true);
    expect(matches('/a.b/', '/ep/api/axb/')).toBe(false);
    expect(matches('/a+(b)/', '/ep/api/a+(b)/')).toBe(true);
  });
});

describe('FaultStore', () => {
  it('fires the first matching rule, in the order rules were added', () => {
    const store = new FaultStore();
    const first = store.add({ path: '/card/*', code: 599 });
    store.add({ path: '/*', code: 905 });
    expect(store.take(call('/ep/api/card/list/'))?.id).toBe(first.id);
    expect(store.take(call('/ep/api/index/header/'))?.code).toBe(905);
  });

  it('matches any method unless one is given', () => {
    const store = new FaultStore();
    store.add({ path: '/card/list/', method: 'POST', code: 403 });
    expect(store.take(call('/ep/api/card/list/', 'GET'))).toBeNull();
    expect(store.take(call('/ep/api/card/list/', 'POST'))?.code).toBe(403);
    store.clear();
    store.add({ path: '/card/list/', code: 403 });
    expect(store.take(call('/ep/api/card/list/', 'DELETE'))?.code).toBe(403);
  });

  it('scopes a rule to a user, and never matches an anonymous call to it', () => {
    const store = new FaultStore();
    store.add({ path: '/*', user: 'demo_sub', code: 599 });
    expect(store.take(call('/ep/api/card/list/', 'GET', 'demo'))).toBeNull();
    expect(store.take(call('/ep/api/card/list/', 'GET', null))).toBeNull();
    expect(store.take(call('/ep/api/card/list/', 'GET', 'demo_sub'))?.code).toBe(599);
  });

  it('looks the user up only when a rule needs it, and once per call', () => {
    const store = new FaultStore();
    const user = vi.fn(() => 'demo');
    store.add({ path: '/card/*', code: 403 });
    store.take({ method: 'GET', path: '/ep/api/card/list/', user });
    expect(user).not.toHaveBeenCalled();
    store.add({ path: '/*', user: 'x', code: 403 });
    store.add({ path: '/*', user: 'y', code: 403 });
    store.take({ method: 'GET', path: '/ep/api/index/header/', user });
    expect(user).toHaveBeenCalledTimes(1);
  });

  it('counts a rule with times down and removes it when it runs out', () => {
    const store = new FaultStore();
    const rule = store.add({ path: '/*', times: 2, status: 503 });
    expect(rule).toMatchObject({ times: 2, remaining: 2, hits: 0 });
    expect(store.take(call('/ep/api/a/'))).toMatchObject({ remaining: 1, hits: 1 });
    expect(store.list()).toEqual([expect.objectContaining({ id: rule.id, remaining: 1 })]);
    expect(store.take(call('/ep/api/a/'))).toMatchObject({ remaining: 0, hits: 2 });
    expect(store.take(call('/ep/api/a/'))).toBeNull();
    expect(store.size).toBe(0);
  });

  it('keeps a rule without times for good, counting its hits', () => {
    const store = new FaultStore();
    store.add({ path: '/*', delay_ms: 10 });
    for (let i = 0; i < 5; i++) store.take(call('/ep/api/a/'));
    expect(store.list()).toEqual([expect.objectContaining({ hits: 5, remaining: null })]);
  });

  it('fires a rule with a probability about that often, the same way for every fresh store', () => {
    const firings = () => {
      const store = new FaultStore();
      store.add({ path: '/*', probability: 0.3, code: 433 });
      return Array.from({ length: 1000 }, () => store.take(call('/ep/api/a/')) !== null);
    };
    const once = firings();
    const count = once.filter(Boolean).length;
    expect(count).toBeGreaterThan(250);
    expect(count).toBeLessThan(350);
    expect(firings()).toEqual(once);
  });

  it('does not use up a firing when the probability roll fails, and falls through to the next rule', () => {
    const store = new FaultStore();
    store.add({ path: '/*', probability: 0.5, times: 1, code: 300 });
    store.add({ path: '/*', code: 433 });
    const codes = Array.from({ length: 20 }, () => store.take(call('/ep/api/a/'))?.code);
    expect(codes.filter((c) => c === 300)).toHaveLength(1);
    expect(codes.filter((c) => c === 433)).toHaveLength(19);
  });

  it('starts the generator over on clear, so a cleared world fires like a fresh one', () => {
    const store = new FaultStore();
    const run = () => {
      store.add({ path: '/*', probability: 0.5, code: 300 });
      return Array.from({ length: 50 }, () => store.take(call('/ep/api/a/')) !== null);
    };
    const before = run();
    expect(store.clear()).toBe(1);
    expect(run()).toEqual(before);
  });

  it('removes one rule by id and keeps ids unique after a clear', () => {
    const store = new FaultStore();
    const a = store.add({ path: '/a/', code: 300 });
    const b = store.add({ path: '/b/', code: 300 });
    expect(store.remove(a.id)?.path).toBe('/ep/api/a/');
    expect(store.remove(a.id)).toBeNull();
    expect(store.list().map((r) => r.id)).toEqual([b.id]);
    store.clear();
    expect(store.add({ path: '/c/', code: 300 }).id).toBeGreaterThan(b.id);
  });
});

describe('seededRandom', () => {
  it('gives the same numbers in [0, 1) for the same seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(8)()).not.toBe(xs[0]);
  });
});

describe('the fault spec', () => {
  const valid = (body: object) => faultSpec.safeParse(body).success;

  it('accepts one effect, or a delay before one', () => {
    expect(valid({ path: '/card/list/', delay_ms: 100 })).toBe(true);
    expect(valid({ path: '/card/list/', code: 599, delay_ms: 100 })).toBe(true);
    expect(valid({ path: '*', hang: true })).toBe(true);
  });

  it('rejects a rule without an effect, or with two that exclude each other', () => {
    expect(valid({ path: '/card/list/' })).toBe(false);
    expect(valid({ path: '/card/list/', delay_ms: 0 })).toBe(false);
    expect(valid({ path: '/card/list/', hang: false })).toBe(false);
    expect(valid({ path: '/card/list/', code: 599, status: 503 })).toBe(false);
    expect(valid({ path: '/card/list/', hang: true, drop: true })).toBe(false);
  });

  it('rejects values out of range and unknown fields', () => {
    expect(valid({ path: 'card/list/', code: 599 })).toBe(false);
    expect(valid({ path: '/card/list/?page=1', code: 599 })).toBe(false);
    expect(valid({ path: '/a/', code: 200 })).toBe(false);
    expect(valid({ path: '/a/', status: 302 })).toBe(false);
    expect(valid({ path: '/a/', status: 505 })).toBe(false);
    expect(valid({ path: '/a/', code: 300, times: 0 })).toBe(false);
    expect(valid({ path: '/a/', code: 300, probability: 1.5 })).toBe(false);
    expect(valid({ path: '/a/', code: 300, probability: 0 })).toBe(false);
    expect(valid({ path: '/a/', code: 300, method: 'FETCH' })).toBe(false);
    expect(valid({ path: '/a/', delay: 100 })).toBe(false);
  });
});
