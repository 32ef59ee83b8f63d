import { describe, expect, it } from 'vitest';
import { isCarrierPermutation, OC_PROBE_IP, ocPolicyBody } from '#contract';
import {
  allowedCarriers,
  attachCarrier,
  draw,
  measure,
  type PolicyRule,
  switchDecision,
} from '../../db/oc-network.ts';

const rule = (extra: Partial<PolicyRule> = {}): PolicyRule => ({
  mode: 'weak_signal',
  priority: ['ctcc', 'cmcc', 'cucc'],
  blacklist: [],
  threshold_dbm: -107,
  latency_ms: null,
  ...extra,
});

const issues = (body: Record<string, unknown>) => {
  const parsed = ocPolicyBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

const valid = {
  name: '弱信号',
  mode: 'weak_signal',
  priority: ['cmcc', 'cucc', 'ctcc'],
  threshold_dbm: -107,
};

describe('policy validation', () => {
  it('accepts a complete policy of each mode', () => {
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, mode: 'priority', threshold_dbm: null })).toEqual([]);
    expect(issues({ ...valid, mode: 'latency', probe_ip: '114.114.114.114', latency_ms: 300 })).toEqual([]);
  });

  it('names the field and the rule of each bad input', () => {
    expect(issues({ ...valid, name: 'x'.repeat(33) })).toEqual(['name:oc_policy_name_too_long']);
    expect(issues({ ...valid, name: '  ' })).toEqual(['name:oc_policy_name_required']);
    expect(issues({ ...valid, threshold_dbm: -131 })).toEqual(['threshold_dbm:oc_threshold_dbm_range']);
    expect(issues({ ...valid, threshold_dbm: -69 })).toEqual(['threshold_dbm:oc_threshold_dbm_range']);
    expect(issues({ ...valid, threshold_dbm: null })).toEqual(['threshold_dbm:oc_threshold_dbm_range']);
    expect(issues({ ...valid, priority: ['cmcc', 'cmcc', 'ctcc'] })).toEqual([
      'priority:oc_priority_permutation',
    ]);
    expect(issues({ ...valid, priority: ['cmcc', 'cucc'] })).toEqual(['priority:oc_priority_permutation']);
    expect(issues({ ...valid, blacklist: ['cmcc', 'cucc', 'ctcc'] })).toEqual(['blacklist:oc_blacklist_all']);
    expect(issues({ ...valid, mode: 'latency', probe_ip: '1.2.3', latency_ms: 300 })).toEqual([
      'probe_ip:oc_probe_ip_invalid',
    ]);
    expect(issues({ ...valid, mode: 'latency', probe_ip: '1.2.3.4', latency_ms: 5001 })).toEqual([
      'latency_ms:oc_latency_range',
    ]);
  });

  it('knows a permutation and a probe address', () => {
    expect(isCarrierPermutation(['ctcc', 'cucc', 'cmcc'])).toBe(true);
    expect(isCarrierPermutation(['ctcc', 'cucc'])).toBe(false);
    expect(OC_PROBE_IP.test('8.8.8.8')).toBe(true);
    expect(OC_PROBE_IP.test('256.1.1.1')).toBe(false);
  });
});

describe('the switching decision', () => {
  it('draws the same numbers for the same card and half hour', () => {
    expect(draw(7, 100, 1)).toBe(draw(7, 100, 1));
    expect(draw(7, 100, 1)).not.toBe(draw(8, 100, 1));
    const m = measure(42, 9000);
    expect(m).toEqual(measure(42, 9000));
    expect(m.dbm).toBeGreaterThanOrEqual(-120);
    expect(m.dbm).toBeLessThanOrEqual(-70);
  });

  it('moves on weak signal to the next allowed carrier, skipping the blacklist', () => {
    const weak = { dbm: -112, latencyMs: 50, acts: true };
    expect(switchDecision(rule(), 'ctcc', weak)).toEqual({
      to: 'cmcc',
      reason: 'weak_signal',
      detail: '-112 dBm',
    });
    expect(switchDecision(rule({ blacklist: ['cmcc'] }), 'ctcc', weak)?.to).toBe('cucc');
    expect(switchDecision(rule(), 'cucc', weak)?.to).toBe('ctcc');
    expect(switchDecision(rule(), 'ctcc', { ...weak, dbm: -100 })).toBeNull();
    expect(switchDecision(rule(), 'ctcc', { ...weak, acts: false })).toBeNull();
    // Only one carrier allowed: nowhere to go.
    expect(switchDecision(rule({ blacklist: ['cmcc', 'cucc'] }), 'ctcc', weak)).toBeNull();
  });

  it('moves on latency above the threshold; other modes never move on a measure', () => {
    const slow = { dbm: -80, latencyMs: 640, acts: true };
    const latency = rule({ mode: 'latency', threshold_dbm: null, latency_ms: 300 });
    expect(switchDecision(latency, 'cmcc', slow)).toEqual({
      to: 'cucc',
      reason: 'latency',
      detail: '640 ms',
    });
    expect(switchDecision(latency, 'cmcc', { ...slow, latencyMs: 200 })).toBeNull();
    expect(switchDecision(rule({ mode: 'priority' }), 'cmcc', { ...slow, dbm: -120 })).toBeNull();
  });

  it('at attach: a priority policy goes to its first allowed carrier, any policy leaves a blacklisted one', () => {
    expect(attachCarrier(rule({ mode: 'priority' }), 'cmcc')).toBe('ctcc');
    expect(attachCarrier(rule({ mode: 'priority' }), 'ctcc')).toBeNull();
    expect(attachCarrier(rule({ mode: 'priority', blacklist: ['ctcc'] }), 'cucc')).toBe('cmcc');
    expect(attachCarrier(rule({ blacklist: ['cucc'] }), 'cucc')).toBe('ctcc');
    expect(attachCarrier(rule(), 'cucc')).toBeNull();
    expect(allowedCarriers(rule({ blacklist: ['cmcc'] }))).toEqual(['ctcc', 'cucc']);
  });
});
