import { describe, expect, it } from 'vitest';
import {
  editVbgComment,
  type Lang,
  poolPercent,
  requestIssueMessage,
  saveVbgWarning,
  thresholdToWarn,
  VBG_COMMENT_MAX_LENGTH,
  VBG_MAX_PHONES,
  vbgWarningSms,
  zodLocale,
} from '#contract';
import { wordsIn } from '../../server/i18n.ts';

describe('thresholdToWarn', () => {
  it('warns nothing below the lowest threshold', () => {
    expect(thresholdToWarn([80, 100], 0, 79.99)).toBeNull();
  });

  it('warns a threshold the moment the pool reaches it', () => {
    expect(thresholdToWarn([80, 100], 0, 80)).toBe(80);
  });

  it('does not warn a threshold already warned this month again', () => {
    expect(thresholdToWarn([80, 100], 80, 95)).toBeNull();
    expect(thresholdToWarn([80, 100], 100, 180)).toBeNull();
  });

  it('warns the next threshold once the pool reaches it', () => {
    expect(thresholdToWarn([50, 80, 100], 50, 100.5)).toBe(100);
  });

  it('sends one warning, for the highest, when the pool jumps across several thresholds', () => {
    expect(thresholdToWarn([50, 80, 90], 0, 92)).toBe(90);
  });

  it('ignores thresholds at or below the warned one even when newly chosen', () => {
    expect(thresholdToWarn([50], 80, 85)).toBeNull();
  });
});

/** The first issue of a body as the emulator words it, or the parsed body. */
const saved = (body: Record<string, unknown>, lang: Lang = 'zh-CN') => {
  const result = saveVbgWarning.body!.safeParse({ vbg_id: 1, ...body }, zodLocale(lang));
  return result.success ? result.data : requestIssueMessage(result.error.issues[0]!, wordsIn(lang));
};

describe('the warning settings body (saveVbgWarning)', () => {
  it('sorts thresholds, drops repeats and trims phones', () => {
    expect(
      saved({ enabled: true, thresholds: [100, 80, 80], phones: [' 13800138000 ', '13800138000'] }),
    ).toEqual({ vbg_id: 1, enabled: true, thresholds: [80, 100], phones: ['13800138000'] });
  });

  it('needs a threshold and a phone when warnings are on, not when off', () => {
    expect(saved({ enabled: true, thresholds: [], phones: ['13800138000'] })).toBe(
      '开启预警时请至少选择一个预警阈值',
    );
    expect(saved({ enabled: true, thresholds: [80], phones: [] })).toBe(
      '开启预警时请至少填写一个接收短信的手机号',
    );
    expect(saved({ enabled: false, thresholds: [], phones: [] })).toMatchObject({ enabled: false });
  });

  it('refuses a threshold that is not offered', () => {
    expect(saved({ enabled: true, thresholds: [75], phones: ['13800138000'] })).toBe(
      '预警阈值 75% 不可选，可选：50/80/90/100',
    );
  });

  it.each(['1380013800', '23800138000', '1380013800a', '138001380001'])('refuses the phone %s', (phone) => {
    expect(saved({ enabled: true, thresholds: [80], phones: [phone] }, 'en')).toBe(
      `${phone} is not a valid mobile number (11 digits starting with 1)`,
    );
  });

  it(`allows ${VBG_MAX_PHONES} phones and refuses more`, () => {
    const phones = Array.from({ length: VBG_MAX_PHONES + 1 }, (_, i) => `1380013800${i}`);
    expect(saved({ enabled: true, thresholds: [80], phones: phones.slice(0, -1) })).toMatchObject({
      phones: phones.slice(0, -1),
    });
    expect(saved({ enabled: true, thresholds: [80], phones })).toBe(`最多填写 ${VBG_MAX_PHONES} 个手机号`);
  });

  it('names a wrong phone before a missing threshold, as the checks ran before', () => {
    expect(saved({ enabled: true, thresholds: [], phones: ['1'] })).toBe(
      '手机号 1 格式不正确，请输入以1开头的11位手机号',
    );
  });
});

describe('the comment body (editVbgComment)', () => {
  it('trims and counts Chinese characters as one each', () => {
    const comment = (text: string) =>
      editVbgComment.body!.safeParse({ vbg_id: 1, comment: text }, zodLocale('en'));
    expect(comment(`  ${'计'.repeat(VBG_COMMENT_MAX_LENGTH)}  `)).toMatchObject({
      success: true,
      data: { comment: '计'.repeat(VBG_COMMENT_MAX_LENGTH) },
    });
    const result = comment('计'.repeat(VBG_COMMENT_MAX_LENGTH + 1));
    expect(result.success).toBe(false);
    if (!result.success)
      expect(requestIssueMessage(result.error.issues[0]!, wordsIn('en'))).toBe(
        'The comment must be at most 100 characters',
      );
  });
});

describe('the pool and its SMS', () => {
  it('gives the use in percent with one decimal, 0 for an empty pool', () => {
    expect(poolPercent(512, 1024)).toBe(50);
    expect(poolPercent(1, 3)).toBe(33.3);
    expect(poolPercent(10, 0)).toBe(0);
  });

  it('words the SMS as the platform sends it', () => {
    expect(
      vbgWarningSms({
        name: '移动共享池A',
        code: 'VBG00880117',
        percent: 81.2,
        threshold: 80,
        usedMb: 812,
        poolMb: 1000,
      }),
    ).toBe(
      '【物联网卡管理平台】您的计费组移动共享池A(VBG00880117)本月流量池已使用81.2%，达到预警阈值80%（已用812MB/共1000MB），请关注用量，避免超出流量池产生额外费用。',
    );
  });
});
