import { describe, expect, it } from 'vitest';
import {
  operationDetailText,
  placeOf,
  serviceDays,
  usagePercentOf,
} from '../../server/services/card-detail.ts';

/** An instant on a day of a month, in UTC+8 (noon). */
const at = (date: string) => Date.parse(`${date}T12:00:00+08:00`);

describe('serviceDays', () => {
  const now = at('2025-10-15');

  it('runs a month the card was in service throughout from the 1st to its last day', () => {
    expect(serviceDays('2025-08', { activatedAt: at('2025-01-10'), stoppedAt: null }, now)).toEqual([1, 31]);
    expect(serviceDays('2025-09', { activatedAt: at('2025-01-10'), stoppedAt: null }, now)).toEqual([1, 30]);
  });

  it('starts the month of activation at the activation day', () => {
    expect(serviceDays('2025-08', { activatedAt: at('2025-08-20'), stoppedAt: null }, now)).toEqual([20, 31]);
  });

  it('ends this month today, and a stopped card on the day it stopped', () => {
    expect(serviceDays('2025-10', { activatedAt: at('2025-01-10'), stoppedAt: null }, now)).toEqual([1, 15]);
    expect(
      serviceDays('2025-10', { activatedAt: at('2025-01-10'), stoppedAt: at('2025-10-06') }, now),
    ).toEqual([1, 6]);
    expect(
      serviceDays('2025-08', { activatedAt: at('2025-01-10'), stoppedAt: at('2025-10-06') }, now),
    ).toEqual([1, 31]);
  });

  it('has no days before activation, after a stop, in the future or for a card never activated', () => {
    expect(serviceDays('2025-07', { activatedAt: at('2025-08-20'), stoppedAt: null }, now)).toBeNull();
    expect(
      serviceDays('2025-10', { activatedAt: at('2025-01-10'), stoppedAt: at('2025-09-06') }, now),
    ).toBeNull();
    expect(serviceDays('2025-11', { activatedAt: at('2025-01-10'), stoppedAt: null }, now)).toBeNull();
    expect(serviceDays('2025-10', { activatedAt: null, stoppedAt: null }, now)).toBeNull();
  });

  it('reads days in UTC+8: 23:30 on the 31st in China is the 31st, not the next month', () => {
    const lateNight = Date.parse('2025-08-31T23:30:00+08:00');
    expect(serviceDays('2025-08', { activatedAt: lateNight, stoppedAt: null }, now)).toEqual([31, 31]);
  });
});

describe('usagePercentOf', () => {
  it('measures against the quota plus the add-on, to one decimal', () => {
    expect(usagePercentOf(50, 100, 0)).toBe(50);
    expect(usagePercentOf(150, 100, 100)).toBe(75);
    expect(usagePercentOf(1, 3, 0)).toBe(33.3);
    expect(usagePercentOf(120, 100, 0)).toBe(120);
  });

  it('is 0 without any quota', () => {
    expect(usagePercentOf(10, 0, 0)).toBe(0);
  });
});

describe('operationDetailText', () => {
  it('names the known fields and labels carrier, status and reason values, in each language', () => {
    const detail = JSON.stringify({ from: 'cmcc', to: 'cucc', reason: 'user_request' });
    expect(operationDetailText(detail, 'zh-CN')).toBe('原值：中国移动；新值：中国联通；原因：客户申请停机');
    expect(operationDetailText(detail, 'en')).toBe(
      'From: China Mobile; To: China Unicom; Reason: Customer request',
    );
  });

  it('keeps unknown fields and plain values as they are, numbers written out', () => {
    expect(operationDetailText('{"package":"加油包 100MB","mb":100,"note":"x"}', 'zh-CN')).toBe(
      '套餐包：加油包 100MB；流量(MB)：100；note：x',
    );
  });

  it('is empty for no parameters, and the text itself when it is not a JSON object', () => {
    expect(operationDetailText('{}', 'en')).toBe('');
    expect(operationDetailText('not json', 'en')).toBe('not json');
    expect(operationDetailText('[1,2]', 'en')).toBe('[1,2]');
  });
});

describe('placeOf', () => {
  const place = (province: string, city: string, address: string) => ({
    province,
    city,
    address,
    address_en: 'x',
  });

  it('keeps a Chinese address that already names its place, and prefixes one that does not', () => {
    expect(placeOf(place('四川省', '成都市', '四川省成都市人民南路10号'))['zh-CN']).toBe(
      '四川省成都市人民南路10号',
    );
    expect(placeOf(place('北京市', '北京市', '北京市朝阳区建国路10号'))['zh-CN']).toBe(
      '北京市朝阳区建国路10号',
    );
    expect(placeOf(place('广东省', '深圳市', '南山区科技园'))['zh-CN']).toBe('广东省深圳市南山区科技园');
  });

  it('uses the English address as it is (it names its city and province)', () => {
    expect(
      placeOf({
        province: '四川省',
        city: '成都市',
        address: '人民南路748号',
        address_en: '748 Renmin S Rd, Chengdu, Sichuan',
      }).en,
    ).toBe('748 Renmin S Rd, Chengdu, Sichuan');
  });
});
