import { describe, expect, it } from 'vitest';
import {
  idNumberCheckChar,
  isChineseIdName,
  isPlausibleName,
  isValidIdNumber,
  maskIdNumber,
  maskName,
} from '#contract';
import { reviewName } from '../../server/services/real-name-review.ts';

const TODAY = new Date(Date.UTC(2025, 9, 15));

describe('the resident ID number (GB 11643)', () => {
  it('computes the check character from the 17 weighted digits', () => {
    // The standard's worked example, and one whose check character is X.
    expect(idNumberCheckChar('11010519491231002')).toBe('X');
    expect(idNumberCheckChar('44052418800101001')).toBe('4');
  });

  it.each(['11010519491231002X', '11010519491231002x', '320106198506151821'])('accepts %s', (id) => {
    expect(isValidIdNumber(id, TODAY)).toBe(true);
  });

  it.each([
    ['a wrong check character', '110105194912310021'],
    ['17 characters', '11010519491231002'],
    ['a letter inside', '1101051949123100AX'],
    ['a region starting with 0', '010105194912310021'],
    ['30 February', `${'11010519900230123'}${idNumberCheckChar('11010519900230123')}`],
    ['month 13', `${'11010519901301123'}${idNumberCheckChar('11010519901301123')}`],
    ['a birth before 1900', '440524188001010014'],
    ['a birth after today', `${'11010520251016123'}${idNumberCheckChar('11010520251016123')}`],
  ])('refuses %s', (_, id) => {
    expect(isValidIdNumber(id, TODAY)).toBe(false);
  });

  it('is kept masked: the region and the last 4', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110105********002X');
  });
});

describe('names', () => {
  it.each(['王芳', '欧阳娜娜', '阿依古丽·买买提', 'John Smith'])('accepts %s in the form', (name) => {
    expect(isPlausibleName(name)).toBe(true);
  });

  it.each(['王', '王1', '  ', '···', 'a'.repeat(31)])('refuses %j in the form', (name) => {
    expect(isPlausibleName(name)).toBe(false);
  });

  it('lets the carrier verify Chinese names only, and finds 测试 names mismatched', () => {
    expect(isChineseIdName('阿依古丽·买买提')).toBe(true);
    expect(isChineseIdName('John Smith')).toBe(false);
    expect(isChineseIdName('王·')).toBe(false);
    expect(reviewName('王芳')).toBeNull();
    expect(reviewName('John Smith')).toBe('name_invalid');
    expect(reviewName('张测试')).toBe('id_mismatch');
  });

  it('masks all but the first character', () => {
    expect(maskName('王芳')).toBe('王*');
    expect(maskName('欧阳娜娜')).toBe('欧***');
  });
});
