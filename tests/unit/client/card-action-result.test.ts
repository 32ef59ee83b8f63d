import { describe, expect, it } from 'vitest';
import { NAMED_FAILURES, resultMessages } from '@/features/card/actions/action-result';

/** A stand-in for i18next's t: the key and its parameters, so the test reads what is asked for. */
const t = (key: string, params?: Record<string, unknown>) => `${key}${JSON.stringify(params ?? {})}`;

describe('resultMessages', () => {
  it('says how many cards succeeded, and nothing about failures when none failed', () => {
    expect(resultMessages({ succeeded: 3, failed: [] }, '激活', t)).toEqual({
      done: 'card.list.result.done{"action":"激活","count":3}',
      failed: null,
    });
  });

  it('names each refused card by ICCID (or id) with its reason, the action in lower case', () => {
    const messages = resultMessages(
      {
        succeeded: 0,
        failed: [
          { card_id: 7, iccid: '89860400000000000007', reason: 'not active' },
          { card_id: 9, iccid: null, reason: 'not found' },
        ],
      },
      'Stop',
      t,
    );
    expect(messages.done).toBeNull();
    expect(messages.failed).toEqual({
      title: 'card.list.result.failed{"action":"stop","count":2}',
      reasons: ['89860400000000000007: not active', '#9: not found'],
    });
  });

  it(`names the first ${NAMED_FAILURES} refusals and counts the rest`, () => {
    const failed = Array.from({ length: 5 }, (_, i) => ({
      card_id: i + 1,
      iccid: `ICCID${i + 1}`,
      reason: 'r',
    }));
    const messages = resultMessages({ succeeded: 1, failed }, '复机', t);
    expect(messages.failed?.reasons).toEqual([
      'ICCID1: r',
      'ICCID2: r',
      'ICCID3: r',
      'card.list.result.more{"count":2}',
    ]);
  });
});
