import { describe, expect, it } from 'vitest';
import {
  isZodiacSign,
  parseZodiacSign,
  UnknownZodiacSignError,
  ZODIAC_SIGN_INFO,
  ZODIAC_SIGNS,
  zodiacSignIndex,
  zodiacSignInfo,
} from '../src/signs.js';

describe('ZODIAC_SIGNS', () => {
  it('lists the twelve lowercase signs in the documented order', () => {
    expect(ZODIAC_SIGNS).toEqual([
      'aries',
      'taurus',
      'gemini',
      'cancer',
      'leo',
      'virgo',
      'libra',
      'scorpio',
      'sagittarius',
      'capricorn',
      'aquarius',
      'pisces',
    ]);
  });
});

describe('ZODIAC_SIGN_INFO', () => {
  it.each([
    ['aries', 'Aries', '♈', 'fire', 'cardinal', '3-21', '4-19'],
    ['taurus', 'Taurus', '♉', 'earth', 'fixed', '4-20', '5-20'],
    ['gemini', 'Gemini', '♊', 'air', 'mutable', '5-21', '6-20'],
    ['cancer', 'Cancer', '♋', 'water', 'cardinal', '6-21', '7-22'],
    ['leo', 'Leo', '♌', 'fire', 'fixed', '7-23', '8-22'],
    ['virgo', 'Virgo', '♍', 'earth', 'mutable', '8-23', '9-22'],
    ['libra', 'Libra', '♎', 'air', 'cardinal', '9-23', '10-22'],
    ['scorpio', 'Scorpio', '♏', 'water', 'fixed', '10-23', '11-21'],
    ['sagittarius', 'Sagittarius', '♐', 'fire', 'mutable', '11-22', '12-21'],
    ['capricorn', 'Capricorn', '♑', 'earth', 'cardinal', '12-22', '1-19'],
    ['aquarius', 'Aquarius', '♒', 'air', 'fixed', '1-20', '2-18'],
    ['pisces', 'Pisces', '♓', 'water', 'mutable', '2-19', '3-20'],
  ] as const)(
    '%s is %s %s, %s, %s, %s to %s',
    (sign, name, symbol, element, modality, from, to) => {
      const info = zodiacSignInfo(sign);
      expect(info).toBe(ZODIAC_SIGN_INFO[sign]);
      expect({
        ...info,
        from: `${info.from.month}-${info.from.day}`,
        to: `${info.to.month}-${info.to.day}`,
      }).toEqual({
        sign,
        name,
        symbol,
        element,
        modality,
        from,
        to,
      });
    },
  );

  it('has each symbol as the single code point U+2648 + wheel position', () => {
    for (const sign of ZODIAC_SIGNS) {
      expect(ZODIAC_SIGN_INFO[sign].symbol).toBe(
        String.fromCodePoint(0x2648 + zodiacSignIndex(sign)),
      );
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(ZODIAC_SIGN_INFO)).toBe(true);
    expect(Object.isFrozen(ZODIAC_SIGN_INFO.leo)).toBe(true);
    expect(Object.isFrozen(ZODIAC_SIGN_INFO.leo.from)).toBe(true);
  });
});

describe('isZodiacSign / parseZodiacSign', () => {
  it.each(['aries', 'pisces', 'sagittarius'])('accepts %s', (value) => {
    expect(isZodiacSign(value)).toBe(true);
    expect(parseZodiacSign(value)).toBe(value);
  });

  it.each([
    'Aries',
    'ARIES',
    ' aries',
    'ophiuchus',
    '',
    'constructor',
    'toString',
    0,
    null,
    undefined,
  ])('rejects %j', (value) => {
    expect(isZodiacSign(value)).toBe(false);
    expect(() => parseZodiacSign(value)).toThrow(UnknownZodiacSignError);
  });

  it('names the error and the value', () => {
    const error = (() => {
      try {
        parseZodiacSign('ophiuchus');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UnknownZodiacSignError);
    expect((error as UnknownZodiacSignError).name).toBe('UnknownZodiacSignError');
    expect((error as UnknownZodiacSignError).message).toBe('Unknown zodiac sign: ophiuchus');
    expect((error as UnknownZodiacSignError).value).toBe('ophiuchus');
  });

  it('zodiacSignInfo and zodiacSignIndex refuse unknown signs from untyped callers', () => {
    expect(() => zodiacSignInfo('ophiuchus' as never)).toThrow(UnknownZodiacSignError);
    expect(() => zodiacSignIndex('toString' as never)).toThrow(UnknownZodiacSignError);
  });

  it('zodiacSignIndex counts from aries = 0 to pisces = 11', () => {
    expect(ZODIAC_SIGNS.map(zodiacSignIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
