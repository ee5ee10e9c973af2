import { describe, expect, it } from 'vitest';
import { InvalidDateError } from '../src/calendar-date.js';
import { zodiacSignFromDate } from '../src/sign-from-date.js';

// Both sides of every boundary in the docs/PRODUCT.md "Zodiac signs" table: [MM-DD, sign].
const CUSP_DAYS = [
  ['01-19', 'capricorn'],
  ['01-20', 'aquarius'],
  ['02-18', 'aquarius'],
  ['02-19', 'pisces'],
  ['03-20', 'pisces'],
  ['03-21', 'aries'],
  ['04-19', 'aries'],
  ['04-20', 'taurus'],
  ['05-20', 'taurus'],
  ['05-21', 'gemini'],
  ['06-20', 'gemini'],
  ['06-21', 'cancer'],
  ['07-22', 'cancer'],
  ['07-23', 'leo'],
  ['08-22', 'leo'],
  ['08-23', 'virgo'],
  ['09-22', 'virgo'],
  ['09-23', 'libra'],
  ['10-22', 'libra'],
  ['10-23', 'scorpio'],
  ['11-21', 'scorpio'],
  ['11-22', 'sagittarius'],
  ['12-21', 'sagittarius'],
  ['12-22', 'capricorn'],
] as const;

// A leap year and a common year, so 1 March etc. are checked on both calendars.
const YEARS = [1996, 1999] as const;
const CASES = YEARS.flatMap((year) =>
  CUSP_DAYS.map(([day, sign]) => [`${year}-${day}`, sign] as const),
);

function utcDate(isoDate: string, time = '00:00:00.000'): Date {
  return new Date(`${isoDate}T${time}Z`);
}

describe('zodiacSignFromDate at every cusp', () => {
  it.each(CASES)("'%s' (YYYY-MM-DD) is %s", (isoDate, sign) => {
    expect(zodiacSignFromDate(isoDate)).toBe(sign);
  });

  it.each(CASES)('Date at UTC midnight of %s is %s', (isoDate, sign) => {
    expect(zodiacSignFromDate(utcDate(isoDate))).toBe(sign);
  });

  it.each(CASES)('Date at the last UTC millisecond of %s is %s', (isoDate, sign) => {
    expect(zodiacSignFromDate(utcDate(isoDate, '23:59:59.999'))).toBe(sign);
  });

  it.each(CASES)('ISO date-time %sT00:00:00.000Z is %s', (isoDate, sign) => {
    expect(zodiacSignFromDate(`${isoDate}T00:00:00.000Z`)).toBe(sign);
  });

  it.each(CASES)('ISO date-time %sT23:59:59Z is %s', (isoDate, sign) => {
    expect(zodiacSignFromDate(`${isoDate}T23:59:59Z`)).toBe(sign);
  });

  // Late evening in New Zealand summer time is still the same day in UTC, so no shift.
  it.each(CASES)('ISO date-time %sT23:30:00+13:00 is %s', (isoDate, sign) => {
    expect(zodiacSignFromDate(`${isoDate}T23:30:00+13:00`)).toBe(sign);
  });

  it.each(CASES)('date-time %sT12:00:00 with no zone is read as UTC: %s', (isoDate, sign) => {
    expect(zodiacSignFromDate(`${isoDate}T12:00:00`)).toBe(sign);
  });
});

describe('zodiacSignFromDate takes the UTC calendar date of a date-time', () => {
  // The documented rule: an instant's date is its UTC date. Early morning at +13:00 is still the
  // previous day in UTC; late evening at -10:00 is already the next day.
  it.each([
    ['1990-04-20T08:00:00+13:00', 'aries'],
    ['1990-04-20T13:00:00+13:00', 'taurus'],
    ['1990-04-20T12:59:59+13:00', 'aries'],
    ['1990-04-19T20:00:00-10:00', 'taurus'],
    ['1990-04-19T13:59:59-10:00', 'aries'],
    ['1990-03-21T05:30:00+0530', 'aries'],
    ['1990-03-21T05:29:59+05:30', 'pisces'],
    ['1990-12-31T23:00:00-02:00', 'capricorn'],
  ] as const)('%s is %s', (input, sign) => {
    expect(zodiacSignFromDate(input)).toBe(sign);
  });

  it('agrees with the Date it came from: zodiacSignFromDate(d) === zodiacSignFromDate(d.toISOString())', () => {
    for (let hour = 0; hour < 48; hour += 1) {
      const instant = new Date(Date.UTC(1990, 3, 19, hour, 17));
      expect(zodiacSignFromDate(instant.toISOString())).toBe(zodiacSignFromDate(instant));
    }
  });
});

describe('zodiacSignFromDate, other days', () => {
  it.each([
    ['1996-02-29', 'pisces'],
    ['2000-02-29', 'pisces'],
    ['1996-03-01', 'pisces'],
    ['1999-01-01', 'capricorn'],
    ['1999-12-31', 'capricorn'],
    ['1999-07-01', 'cancer'],
    ['0001-01-01', 'capricorn'],
    ['0050-06-21', 'cancer'],
    ['9999-12-31', 'capricorn'],
  ] as const)('%s is %s', (input, sign) => {
    expect(zodiacSignFromDate(input)).toBe(sign);
  });

  it('accepts an already split calendar date', () => {
    expect(zodiacSignFromDate({ year: 1988, month: 2, day: 29 })).toBe('pisces');
    expect(zodiacSignFromDate({ year: 1988, month: 8, day: 23 })).toBe('virgo');
  });

  it('ignores surrounding whitespace', () => {
    expect(zodiacSignFromDate(' 1990-08-23 ')).toBe('virgo');
  });

  it('walks every day of a leap year in order through the twelve signs', () => {
    const seen: string[] = [];
    for (let day = 0; day < 366; day += 1) {
      const sign = zodiacSignFromDate(new Date(Date.UTC(2024, 0, 1 + day)));
      if (seen.at(-1) !== sign) seen.push(sign);
    }
    expect(seen).toEqual([
      'capricorn',
      'aquarius',
      'pisces',
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
    ]);
  });
});

describe('zodiacSignFromDate rejects what is not a date', () => {
  it.each([
    '',
    'not a date',
    '1991-02-29',
    '1900-02-29',
    '1990-02-30',
    '1990-04-31',
    '1990-13-01',
    '1990-00-10',
    '1990-01-00',
    '1990-4-20',
    '90-04-20',
    '19900420',
    '20/04/1990',
    '1990-04-20T',
    '1990-04-20T24:00:00Z',
    '1990-04-20T10:60:00Z',
    '1990-04-20T10:00:60Z',
    '1990-04-20T10:00:00+24:00',
    '1990-04-20T10:00:00+13:60',
    '1990-02-30T10:00:00Z',
    '1990-04-20T10:00:00 Pacific/Auckland',
  ])('string %j', (input) => {
    expect(() => zodiacSignFromDate(input)).toThrow(InvalidDateError);
  });

  it.each([
    ['an invalid Date', new Date('garbage')],
    ['a Date of NaN', new Date(Number.NaN)],
    ['30 February as parts', { year: 1990, month: 2, day: 30 }],
    ['fractional parts', { year: 1990, month: 2.5, day: 3 }],
    ['a number', 19900420],
    ['null', null],
    ['undefined', undefined],
  ])('%s', (_, input) => {
    expect(() => zodiacSignFromDate(input as never)).toThrow(InvalidDateError);
  });

  it('says what was wrong', () => {
    expect(() => zodiacSignFromDate('1991-02-29')).toThrow(
      'Invalid date "1991-02-29": day 29 does not exist in 1991-02',
    );
    expect(() => zodiacSignFromDate('20/04/1990')).toThrow(
      'Invalid date "20/04/1990": expected YYYY-MM-DD or an ISO 8601 date-time',
    );
    try {
      zodiacSignFromDate(new Date(Number.NaN));
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidDateError);
      expect((error as InvalidDateError).name).toBe('InvalidDateError');
    }
    expect.assertions(4);
  });
});
