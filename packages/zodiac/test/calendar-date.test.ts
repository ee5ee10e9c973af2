import { describe, expect, it } from 'vitest';
import {
  compareCalendarDates,
  daysInMonth,
  formatCalendarDate,
  InvalidDateError,
  isLeapYear,
  toCalendarDate,
} from '../src/calendar-date.js';
import { calendarDateIn, InvalidTimeZoneError } from '../src/calendar-date-in-zone.js';

describe('toCalendarDate', () => {
  it.each([
    ['1990-04-20', { year: 1990, month: 4, day: 20 }],
    ['1990-04-20T00:00:00.000Z', { year: 1990, month: 4, day: 20 }],
    ['1990-04-20t23:59:59.123456z', { year: 1990, month: 4, day: 20 }],
    ['1990-04-20 10:00:00Z', { year: 1990, month: 4, day: 20 }],
    ['1990-04-20T10:00', { year: 1990, month: 4, day: 20 }],
    ['1990-04-20T10:00:00+13:00', { year: 1990, month: 4, day: 19 }],
    ['1990-12-31T20:00:00-05:00', { year: 1991, month: 1, day: 1 }],
    ['2000-03-01T05:00:00+13:00', { year: 2000, month: 2, day: 29 }],
    ['0050-06-21T10:00:00+13:00', { year: 50, month: 6, day: 20 }],
    ['0001-01-01', { year: 1, month: 1, day: 1 }],
  ])('%s -> %j', (input, expected) => {
    expect(toCalendarDate(input)).toEqual(expected);
  });

  it('reads a Date by its UTC date', () => {
    expect(toCalendarDate(new Date('1990-04-19T23:59:59.999Z'))).toEqual({
      year: 1990,
      month: 4,
      day: 19,
    });
    expect(toCalendarDate(new Date('1990-04-20T00:00:00.000Z'))).toEqual({
      year: 1990,
      month: 4,
      day: 20,
    });
  });

  it('returns a valid CalendarDate unchanged in value', () => {
    expect(toCalendarDate({ year: 2024, month: 2, day: 29 })).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
  });

  it('throws InvalidDateError naming the input', () => {
    expect(() => toCalendarDate({ year: 2023, month: 2, day: 29 })).toThrow(
      'Invalid date {"year":2023,"month":2,"day":29}: day 29 does not exist in 2023-02',
    );
    expect(() => toCalendarDate('1990-13-01')).toThrow(
      'Invalid date "1990-13-01": month 13 out of range',
    );
    expect(() => toCalendarDate('1990-01-01T25:00Z')).toThrow(InvalidDateError);
  });
});

describe('calendar helpers', () => {
  it.each([
    [1900, false],
    [1996, true],
    [1999, false],
    [2000, true],
    [2100, false],
  ])('isLeapYear(%i) is %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it('daysInMonth knows every month', () => {
    const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(months.map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('formatCalendarDate pads to YYYY-MM-DD', () => {
    expect(formatCalendarDate({ year: 1990, month: 4, day: 9 })).toBe('1990-04-09');
    expect(formatCalendarDate({ year: 50, month: 12, day: 31 })).toBe('0050-12-31');
  });

  it('compareCalendarDates orders by year, then month, then day', () => {
    const d = (year: number, month: number, day: number) => ({ year, month, day });
    expect(compareCalendarDates(d(1990, 4, 20), d(1990, 4, 20))).toBe(0);
    expect(compareCalendarDates(d(1990, 4, 19), d(1990, 4, 20))).toBeLessThan(0);
    expect(compareCalendarDates(d(1990, 5, 1), d(1990, 4, 30))).toBeGreaterThan(0);
    expect(compareCalendarDates(d(1989, 12, 31), d(1990, 1, 1))).toBeLessThan(0);
  });
});

describe('calendarDateIn', () => {
  it.each([
    // NZ summer (NZDT, +13:00): the date turns over at 11:00 UTC.
    ['Pacific/Auckland', '2025-01-15T10:59:59Z', { year: 2025, month: 1, day: 15 }],
    ['Pacific/Auckland', '2025-01-15T11:00:00Z', { year: 2025, month: 1, day: 16 }],
    // NZ winter (NZST, +12:00): at 12:00 UTC.
    ['Pacific/Auckland', '2025-06-09T11:59:59Z', { year: 2025, month: 6, day: 9 }],
    ['Pacific/Auckland', '2025-06-09T12:00:00Z', { year: 2025, month: 6, day: 10 }],
    ['Pacific/Auckland', '2024-12-31T11:00:00Z', { year: 2025, month: 1, day: 1 }],
    ['UTC', '2025-06-09T23:59:59Z', { year: 2025, month: 6, day: 9 }],
    ['America/Los_Angeles', '2025-06-10T06:59:59Z', { year: 2025, month: 6, day: 9 }],
  ])('in %s, %s is %j', (zone, instant, expected) => {
    expect(calendarDateIn(zone, new Date(instant))).toEqual(expected);
  });

  it('answers as a fresh formatter at every second around midnights and daylight saving switches', () => {
    const fresh = (zone: string, instant: Date) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      }).formatToParts(instant);
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return { year: part('year'), month: part('month'), day: part('day') };
    };
    // NZ midnights in summer and winter, the April and September switches, and a zone whose
    // offset is not a whole hour; each walked forward then back, second by second.
    const cases: Array<[string, string]> = [
      ['Pacific/Auckland', '2025-01-15T11:00:00Z'],
      ['Pacific/Auckland', '2025-06-09T12:00:00Z'],
      ['Pacific/Auckland', '2025-04-05T14:00:00Z'],
      ['Pacific/Auckland', '2025-09-27T14:00:00Z'],
      ['Asia/Kathmandu', '2025-06-09T18:15:00Z'],
    ];
    let checked = 0;
    for (const [zone, boundary] of cases) {
      const middle = Date.parse(boundary);
      const seconds = Array.from({ length: 241 }, (_, i) => middle + (i - 120) * 1000 + 500);
      for (const time of [...seconds, ...seconds.reverse()]) {
        const instant = new Date(time);
        expect(calendarDateIn(zone, instant), `${zone} ${instant.toISOString()}`).toEqual(
          fresh(zone, instant),
        );
        checked += 1;
      }
    }
    expect(checked).toBe(5 * 482);
  });

  it('gives each caller a date of its own', () => {
    const instant = new Date('2025-01-15T10:00:00Z');
    const first = calendarDateIn('Pacific/Auckland', instant) as { day: number };
    first.day = 1;
    expect(calendarDateIn('Pacific/Auckland', instant)).toEqual({ year: 2025, month: 1, day: 15 });
  });

  it('defaults to now', () => {
    const before = toCalendarDate(new Date());
    const today = calendarDateIn('UTC');
    const after = toCalendarDate(new Date());
    expect([before, after]).toContainEqual(today);
  });

  it('throws InvalidTimeZoneError for an unknown zone', () => {
    expect(() => calendarDateIn('Mars/Olympus_Mons', new Date())).toThrow(InvalidTimeZoneError);
    expect(() => calendarDateIn('Mars/Olympus_Mons', new Date())).toThrow(
      'Unknown time zone: Mars/Olympus_Mons',
    );
  });

  it('throws InvalidDateError for an invalid instant', () => {
    expect(() => calendarDateIn('UTC', new Date(Number.NaN))).toThrow(InvalidDateError);
  });
});
