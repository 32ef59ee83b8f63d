import { describe, expect, it } from 'vitest';
import { carrierRefusesPhone, isWhitelistPhone, normalizeWhitelistPhone } from '#contract';

describe('whitelist numbers', () => {
  it('drops spaces and the area-code hyphen', () => {
    expect(normalizeWhitelistPhone(' 0755-8600 1234 ')).toBe('075586001234');
    expect(normalizeWhitelistPhone('138 0013 8000')).toBe('13800138000');
  });

  it.each([
    ['a mobile number', '13800138000'],
    ['a Beijing landline', '01086001234'],
    ['a Shenzhen landline', '075586001234'],
    ['a public service number', '110'],
    ['a carrier service number', '10086'],
    ['a 95 number', '95555'],
    ['a 400 hotline', '4008123123'],
  ])('accepts %s', (_, phone) => {
    expect(isWhitelistPhone(phone)).toBe(true);
  });

  it.each([
    ['too short a mobile number', '1380013800'],
    ['a mobile number starting 12', '12800138000'],
    ['letters', '1380013800a'],
    ['a landline without its area code', '86001234'],
    ['an international number', '+8613800138000'],
    ['nothing', ''],
  ])('refuses %s', (_, phone) => {
    expect(isWhitelistPhone(phone)).toBe(false);
  });

  it('has the carrier refuse short, 95 and 96 service numbers, and nothing else', () => {
    for (const phone of ['110', '120', '10086', '12345', '95555', '96166'])
      expect(carrierRefusesPhone(phone)).toBe(true);
    for (const phone of ['13800138000', '075586001234', '4008123123'])
      expect(carrierRefusesPhone(phone)).toBe(false);
  });
});
