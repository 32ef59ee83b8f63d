import { describe, expect, it } from 'vitest';
import {
  keepNumeric,
  meetsPasswordRule,
  VALIDATION_MESSAGES,
  validateDomain,
  validatePassword,
  validateRange,
  validateUsername,
} from '#contract';
import { pick } from '../../server/i18n.ts';

describe('validateUsername', () => {
  it.each(['demo', 'demo_sub', 'ops@zhilian-iot.cn', 'a+b-c.d_e', 'User01'])('accepts %s', (name) => {
    expect(validateUsername(name)).toBeNull();
  });

  it.each(['', '   '])('asks for a username when given %j', (name) => {
    expect(validateUsername(name)).toBe('username_required');
    expect(pick(VALIDATION_MESSAGES.username_required, 'zh-CN')).toBe('用户名不能为空');
  });

  it.each(['张三', 'demo user', 'demo<script>', 'a/b', 'a#b', 'demo!', ' demo'])(
    'rejects %j as containing disallowed characters',
    (name) => {
      expect(validateUsername(name)).toBe('username_chars');
    },
  );

  it('words the disallowed-characters message as the spec does', () => {
    expect([
      pick(VALIDATION_MESSAGES.username_chars, 'zh-CN'),
      pick(VALIDATION_MESSAGES.username_chars, 'en'),
    ]).toEqual(['用户名不能包含非法字符', 'Username must not contain disallowed characters']);
  });
});

describe('meetsPasswordRule', () => {
  it.each(['Demo1234', 'abcdefg1', '1234567a', 'Support1234', 'a1!@#$%^'])('accepts %s', (pw) => {
    expect(meetsPasswordRule(pw)).toBe(true);
  });

  it.each([
    ['too short', 'abc1234'],
    ['no digit', 'abcdefgh'],
    ['no letter', '12345678'],
    ['only symbols and digits', '1234!@#$'],
    ['empty', ''],
  ])('refuses a password with %s', (_, pw) => {
    expect(meetsPasswordRule(pw)).toBe(false);
  });
});

describe('validatePassword', () => {
  it('asks for a password when empty', () => {
    expect(validatePassword('')).toBe('password_required');
    expect(pick(VALIDATION_MESSAGES.password_required, 'zh-CN')).toBe('请输入密码');
  });

  it('names the rule when the password is too weak', () => {
    expect(validatePassword('abc')).toBe('password_rule');
    expect(validatePassword('abcdefgh')).toBe('password_rule');
  });

  it('accepts a password of exactly 8 characters with a letter and a digit', () => {
    expect(validatePassword('abcdefg1')).toBeNull();
  });
});

describe('validateDomain', () => {
  it.each([
    'example.com',
    'a.b',
    'api.zhilian-iot.cn',
    'http://example.com',
    'https://api.example.com',
    '*.example.com',
    'https://*.example.com',
    'a.b.c.d.e',
    '192.168.1.10',
  ])('accepts %s', (domain) => {
    expect(validateDomain(domain)).toBeNull();
  });

  it.each([
    ['no dot', 'localhost'],
    ['five dots', 'a.b.c.d.e.f'],
    ['fewer than 3 characters', 'a.'],
    ['an empty label', 'example..com'],
    ['a trailing dot', 'example.com.'],
    ['a space', 'exa mple.com'],
    ['a path', 'example.com/path'],
    ['a wildcard not at the start', 'api.*.example.com'],
    ['a wildcard without its dot', '*example.com'],
    ['another scheme', 'ftp://example.com'],
    ['nothing', ''],
  ])('rejects a domain with %s', (_, domain) => {
    expect(validateDomain(domain)).toBe('domain_invalid');
  });

  it('accepts 255 characters and rejects 256', () => {
    const of = (length: number) => `${'a'.repeat(length - 4)}.com`;
    expect(of(255)).toHaveLength(255);
    expect(validateDomain(of(255))).toBeNull();
    expect(validateDomain(of(256))).toBe('domain_invalid');
  });

  it('accepts exactly 3 characters', () => {
    expect(validateDomain('a.b')).toBeNull();
    expect(validateDomain('ab')).toBe('domain_invalid');
  });
});

describe('keepNumeric', () => {
  it.each([
    ['12345', '12345'],
    ['12.5', '12.5'],
    ['1a2b3', '123'],
    ['1.2.3', '1.23'],
    ['..5', '.5'],
    ['-3.5', '3.5'],
    ['¥ 1,024.00', '1024.00'],
    ['abc', ''],
    ['', ''],
  ])('turns %j into %j', (input, output) => {
    expect(keepNumeric(input)).toBe(output);
  });
});

describe('validateRange', () => {
  it('accepts an end after or equal to the start', () => {
    expect(validateRange('2025-10-01', '2025-10-31', 'day')).toBeNull();
    expect(validateRange('2025-10-01', '2025-10-01', 'day')).toBeNull();
    expect(validateRange('2025-10-01 08:00:00', '2025-10-01 09:30:00', 'day')).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(validateRange('2025-10-02', '2025-10-01', 'day')).toBe('range_end_before_start');
    expect(validateRange('2025-10-01 09:30:00', '2025-10-01 08:00:00', 'day')).toBe('range_end_before_start');
    expect(pick(VALIDATION_MESSAGES.range_end_before_start, 'zh-CN')).toBe('结束时间不能早于开始时间');
  });

  it('accepts an open range at either end', () => {
    expect(validateRange('', '2025-01-01', 'day')).toBeNull();
    expect(validateRange('2025-01-01', '', 'day')).toBeNull();
    expect(validateRange('', '', 'month')).toBeNull();
  });

  it('compares month ranges by month only', () => {
    expect(validateRange('2025-10-20', '2025-10-05', 'month')).toBeNull();
    expect(validateRange('2025-10-20', '2025-10-05', 'day')).toBe('range_end_before_start');
    expect(validateRange('2025-10', '2025-10', 'month')).toBeNull();
    expect(validateRange('2025-10', '2025-11', 'month')).toBeNull();
    expect(validateRange('2025-10', '2025-09', 'month')).toBe('range_end_before_start');
    expect(validateRange('2025-01-31', '2024-12-01', 'month')).toBe('range_end_before_start');
  });
});
