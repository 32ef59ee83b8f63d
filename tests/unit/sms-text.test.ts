import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  SMS_LIMITS,
  segmentCount,
  smsEncoding,
  smsSegments,
  templateVariableIssue,
  templateVariables,
} from '#contract';

/** The SMS counter (GSM-7 160/153, UCS-2 70/67) and template variables. */

const gsmChars = [...'ABCxyz0129 @£$_!?.,:;-+*#%&()=/\n'];
const extChars = [...'^{}\\[~]|€'];
const gsmText = fc
  .array(fc.constantFrom(...gsmChars, ...extChars), { maxLength: 600 })
  .map((a) => a.join(''));
const anyText = fc.string({ unit: 'grapheme', maxLength: 400 });
const units = (text: string) =>
  smsEncoding(text) === 'gsm7'
    ? [...text].reduce((n, ch) => n + (extChars.includes(ch) ? 2 : 1), 0)
    : text.length;

describe('segments', () => {
  it('counts the limits exactly', () => {
    expect(segmentCount('')).toBe(0);
    expect(segmentCount('A'.repeat(160))).toBe(1);
    expect(segmentCount('A'.repeat(161))).toBe(2);
    expect(segmentCount('A'.repeat(306))).toBe(2);
    expect(segmentCount('A'.repeat(307))).toBe(3);
    expect(segmentCount('设'.repeat(70))).toBe(1);
    expect(segmentCount('设'.repeat(71))).toBe(2);
    expect(segmentCount('设'.repeat(134))).toBe(2);
    expect(segmentCount('设'.repeat(135))).toBe(3);
    // One Chinese character makes the whole message UCS-2.
    expect(smsEncoding('REBOOT')).toBe('gsm7');
    expect(smsEncoding('REBOOT 设备')).toBe('ucs2');
    // Extension characters take two septets: 80 of them fill one SMS.
    expect(segmentCount('€'.repeat(80))).toBe(1);
    expect(segmentCount('€'.repeat(81))).toBe(2);
  });

  it('never splits an escape or a surrogate pair', () => {
    const parts = smsSegments(`${'A'.repeat(152)}€${'B'.repeat(10)}`).parts;
    expect(parts).toEqual(['A'.repeat(152), `€${'B'.repeat(10)}`]);
    const emoji = smsSegments(`${'设'.repeat(66)}😀x${'设'.repeat(10)}`).parts;
    expect(emoji[0]).toBe('设'.repeat(66));
    expect(emoji[1]!.startsWith('😀')).toBe(true);
  });

  it('parts rebuild the text, each within its limit (property)', () => {
    fc.assert(
      fc.property(fc.oneof(gsmText, anyText), (text) => {
        const { parts, encoding, perSegment } = smsSegments(text);
        expect(parts.join('')).toBe(text);
        for (const part of parts) expect(units(part)).toBeLessThanOrEqual(perSegment);
        if (parts.length > 1) expect(perSegment).toBe(SMS_LIMITS[encoding].part);
        // As few parts as the size allows.
        const size = units(text);
        if (size <= SMS_LIMITS[encoding].single) expect(parts.length).toBe(size === 0 ? 0 : 1);
        else expect(parts.length).toBeGreaterThanOrEqual(Math.ceil(size / SMS_LIMITS[encoding].part));
      }),
    );
  });

  it('a longer text never takes fewer SMS (property)', () => {
    fc.assert(
      fc.property(gsmText, fc.constantFrom(...gsmChars, ...extChars), (text, ch) => {
        expect(segmentCount(text + ch)).toBeGreaterThanOrEqual(segmentCount(text));
      }),
    );
    fc.assert(
      fc.property(anyText, fc.string({ minLength: 1, maxLength: 3 }), (text, more) => {
        if (smsEncoding(text) === smsEncoding(text + more)) {
          expect(segmentCount(text + more)).toBeGreaterThanOrEqual(segmentCount(text));
        }
      }),
    );
  });
});

describe('template variables', () => {
  it('lists each variable once, in order', () => {
    expect(templateVariables('尊敬的${name}：${date} 维护，${name}')).toEqual(['name', 'date']);
    expect(templateVariables('no variables')).toEqual([]);
  });

  it('refuses malformed variables', () => {
    expect(templateVariableIssue('间隔 ${seconds} 秒')).toBeNull();
    expect(templateVariableIssue('$5 and {x}')).toBeNull();
    expect(templateVariableIssue('间隔 ${seconds 秒')).toBe('unclosed');
    expect(templateVariableIssue('间隔 ${} 秒')).toBe('bad_name');
    expect(templateVariableIssue('间隔 ${1x} 秒')).toBe('bad_name');
    expect(templateVariableIssue('间隔 ${a b} 秒')).toBe('bad_name');
  });

  it('fills the variables given and leaves the others (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/), { minLength: 1, maxLength: 4 }),
        fc.string({ maxLength: 10 }).filter((s) => !s.includes('$')),
        (names, value) => {
          const content = names.map((n) => `[\${${n}}]`).join(' ');
          expect(templateVariableIssue(content)).toBeNull();
          const [first, ...rest] = templateVariables(content);
          const filled = fillTemplate(content, { [first!]: value });
          expect(templateVariables(filled)).toEqual(rest.filter((n) => n !== first));
        },
      ),
    );
  });
});
