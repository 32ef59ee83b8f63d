import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRES } from '../../fixtures/questionnaires.ts';
import { checkAnswers } from '../../server/services/questionnaires.ts';

const { questions } = QUESTIONNAIRES[0]!;

describe('checkAnswers', () => {
  it('stores choices in Chinese whichever language they came in, and trims free text', () => {
    expect(
      checkAnswers(
        questions,
        { overall: 'Neutral', most_used: '用量预警', suggestions: '  更快的导出  ' },
        'en',
      ),
    ).toEqual({ overall: '一般', most_used: '用量预警', suggestions: '更快的导出' });
  });

  it('leaves out an empty free-text answer', () => {
    expect(
      checkAnswers(questions, { overall: '满意', most_used: '用量预警', suggestions: ' ' }, 'zh-CN'),
    ).toEqual({
      overall: '满意',
      most_used: '用量预警',
    });
  });

  it('names an unknown question before checking the others', () => {
    expect(() => checkAnswers(questions, { nope: 'x' }, 'zh-CN')).toThrow('问卷中没有问题 nope');
  });

  it('names the first unanswered choice question, and one answered off its options', () => {
    expect(() => checkAnswers(questions, { overall: '满意' }, 'zh-CN')).toThrow(
      '请回答：您最常使用的平台功能是？',
    );
    expect(() => checkAnswers(questions, { overall: 'meh', most_used: '用量预警' }, 'en')).toThrow(
      'The answer to "How satisfied are you with the platform overall?" must be one of: Very satisfied, Satisfied, Neutral, Dissatisfied',
    );
  });
});
