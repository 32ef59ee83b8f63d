import { describe, expect, it } from 'vitest';
import { NUMBER_LIST_MAX, parseNumberList, validateNumberList } from '#contract';

describe('parseNumberList', () => {
  it('reads one number per line, as a column pasted from a spreadsheet', () => {
    expect(parseNumberList('89860400000000000001\r\n14400000001\n460040000000001\n').numbers).toEqual([
      '89860400000000000001',
      '14400000001',
      '460040000000001',
    ]);
  });

  it('splits on ASCII and full-width commas, semicolons, tabs and spaces', () => {
    expect(parseNumberList('1,2，3;4；5\t6 7、8').numbers).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('trims whitespace around entries and drops blank ones', () => {
    expect(parseNumberList('  123  \n\n ,, \n 456 ').numbers).toEqual(['123', '456']);
  });

  it('keeps each number once, in the order first given', () => {
    expect(parseNumberList('3\n1\n3\n2\n1').numbers).toEqual(['3', '1', '2']);
  });

  it('reads a list of entries the same way as text', () => {
    expect(parseNumberList([' 1 ', '2,3', '1'])).toEqual(parseNumberList('1\n2\n3'));
  });

  it('lists the entries that are not all digits, once each', () => {
    expect(parseNumberList('123\n12a\nabc\n12a\n８９').invalid).toEqual(['12a', 'abc', '８９']);
  });
});

describe('validateNumberList', () => {
  const check = (text: string) => validateNumberList(parseNumberList(text));
  const many = (n: number) => Array.from({ length: n }, (_, i) => String(1000 + i)).join('\n');

  it('asks for numbers when nothing but separators was given', () => {
    expect(check('')).toBe('numbers_required');
    expect(check(' \n,，; ')).toBe('numbers_required');
  });

  it(`takes up to ${NUMBER_LIST_MAX} distinct numbers and refuses more`, () => {
    expect(check(many(NUMBER_LIST_MAX))).toBeNull();
    expect(check(many(NUMBER_LIST_MAX + 1))).toBe('numbers_too_many');
  });

  it('counts distinct numbers, so repeats do not push a list over the limit', () => {
    expect(check(`${many(NUMBER_LIST_MAX)}\n${many(50)}`)).toBeNull();
  });

  it('refuses entries that are not all digits', () => {
    expect(check('123\n8986-0001')).toBe('numbers_not_digits');
  });
});
