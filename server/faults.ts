import type { z } from 'zod';
import { API_BASE, type faultRule, type faultSpec } from '#contract';

type FaultSpec = z.output<typeof faultSpec>;
export type FaultRule = z.output<typeof faultRule>;

/** What a rule is matched against. `user` is looked up only when a rule names one (it costs a token check). */
export interface FaultCall {
  method: string;
  /** The request path, without its query. */
  path: string;
  user: () => string | null;
}

/** The pattern with its /ep/api prefix: `/card/*` and `/ep/api/card/*` are the same rule. */
export function normalizePattern(pattern: string): string {
  const prefixed =
    pattern === API_BASE || pattern.startsWith(`${API_BASE}/`) || pattern.startsWith(`${API_BASE}*`);
  return prefixed ? pattern : API_BASE + pattern;
}

/** `*` matches any run of characters, slashes included; a trailing slash is optional on both sides. */
export function compilePattern(pattern: string): RegExp {
  const body = normalizePattern(pattern)
    .replace(/\/+$/, '')
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}/?$`);
}

/** Method, path and user; probability and count are the store's business. */
function ruleMatches(rule: FaultRule, compiled: RegExp, call: FaultCall): boolean {
  if (rule.method !== null && rule.method !== call.method) return false;
  if (!compiled.test(call.path)) return false;
  return rule.user === null || rule.user === call.user();
}

/** mulberry32: a tiny seeded generator, so a rule with a probability fires the same way every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FAULT_SEED = 0x5eed;

/** A world's fault rules, tried in the order they were added; the first that matches and fires wins. */
export class FaultStore {
  private rules: { rule: FaultRule; compiled: RegExp }[] = [];
  private nextId = 1;
  private random = seededRandom(FAULT_SEED);

  get size(): number {
    return this.rules.length;
  }

  add(spec: FaultSpec): FaultRule {
    const rule: FaultRule = {
      id: this.nextId++,
      method: spec.method ?? null,
      path: normalizePattern(spec.path),
      user: spec.user ?? null,
      times: spec.times ?? null,
      remaining: spec.times ?? null,
      probability: spec.probability ?? null,
      delay_ms: spec.delay_ms ?? 0,
      code: spec.code ?? null,
      status: spec.status ?? null,
      hang: spec.hang ?? false,
      drop: spec.drop ?? false,
      hits: 0,
    };
    this.rules.push({ rule, compiled: compilePattern(rule.path) });
    return rule;
  }

  list(): FaultRule[] {
    return this.rules.map(({ rule }) => ({ ...rule }));
  }

  remove(id: number): FaultRule | null {
    const index = this.rules.findIndex(({ rule }) => rule.id === id);
    if (index < 0) return null;
    return this.rules.splice(index, 1)[0]!.rule;
  }

  /** Removes every rule and restarts the generator, so a cleared world fires as a fresh one. */
  clear(): number {
    const removed = this.rules.length;
    this.rules = [];
    this.random = seededRandom(FAULT_SEED);
    return removed;
  }

  /**
   * The rule that fires for this call, counted (and removed when its `times` run out), or null.
   * A rule whose probability roll fails is passed over without using up a firing.
   */
  take(call: FaultCall): FaultRule | null {
    let user: string | null | undefined;
    const lazyCall = {
      ...call,
      user: () => {
        if (user === undefined) user = call.user();
        return user;
      },
    };
    for (const [index, entry] of this.rules.entries()) {
      const { rule } = entry;
      if (!ruleMatches(rule, entry.compiled, lazyCall)) continue;
      if (rule.probability !== null && this.random() >= rule.probability) continue;
      rule.hits++;
      if (rule.remaining !== null && --rule.remaining === 0) this.rules.splice(index, 1);
      return { ...rule };
    }
    return null;
  }
}
