import { describe, expect, it } from 'vitest';
import type { Lang } from '#contract';
import { QUESTIONNAIRES } from '../../fixtures/questionnaires.ts';
import { BizError } from '../../server/errors.ts';
import { checkAnswers } from '../../server/services/questionnaires.ts';

const { questions } = QUESTIONNAIRES[0]!;

/** The refusal `check` throws, worded as the envelope words it in `lang`. */
function refusal(check: () => unknown, lang: Lang): string {
  try {
    check();
  } catch (error) {
    if (error instanceof BizError) return error.messageIn(lang);
    throw error;
  }
  throw new Error('not refused');
}

describe('checkAnswers', () => {
  it('stores choices in Chinese whichever language they came in, and trims free text', () => {
    expect(
      checkAnswers(questions, { overall: 'Neutral', most_used: '用量预警', suggestions: '  更快的导出  ' }),
    ).toEqual({ overall: '一般', most_used: '用量预警', suggestions: '更快的导出' });
  });

  it('leaves out an empty free-text answer', () => {
    expect(checkAnswers(questions, { overall: '满意', most_used: '用量预警', suggestions: ' ' })).toEqual({
      overall: '满意',
      most_used: '用量预警',
    });
  });

  it('names an unknown question before checking the others', () => {
    expect(refusal(() => checkAnswers(questions, { nope: 'x' }), 'zh-CN')).toBe('问卷中没有问题 nope');
  });

  it('names the first unanswered choice question, and one answered off its options, in each language', () => {
    const unanswered = () => checkAnswers(questions, { overall: '满意' });
    expect(refusal(unanswered, 'zh-CN')).toBe('请回答：您最常使用的平台功能是？');
    const offOptions = () => checkAnswers(questions, { overall: 'meh', most_used: '用量预警' });
    expect(refusal(offOptions, 'en')).toBe(
      'The answer to "How satisfied are you with the platform overall?" must be one of: Very satisfied, Satisfied, Neutral, Dissatisfied',
    );
    expect(refusal(offOptions, 'zh-CN')).toBe(
      '“您对平台的整体使用体验是否满意？”的答案须为以下选项之一：非常满意、满意、一般、不满意',
    );
  });
});
