import { afterEach, describe, expect, it, vi } from 'vitest';
import { ageOn } from '../src/age.js';
import { InvalidDateError } from '../src/calendar-date.js';
import { calendarDateIn } from '../src/calendar-date-in-zone.js';

describe('ageOn', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['2000-06-15', '2018-06-14', 17],
    ['2000-06-15', '2018-06-15', 18],
    ['2000-06-15', '2018-06-16', 18],
    ['2000-06-15', '2018-05-31', 17],
    ['2000-06-15', '2018-07-01', 18],
    ['1999-12-31', '2017-12-30', 17],
    ['1999-12-31', '2017-12-31', 18],
    ['2000-01-01', '2017-12-31', 17],
    ['2000-01-01', '2018-01-01', 18],
    ['2024-05-05', '2024-05-05', 0],
    ['2024-05-05', '2025-05-04', 0],
    ['1926-01-01', '2025-12-31', 99],
  ])('born %s, on %s is %i', (dateOfBirth, today, age) => {
    expect(ageOn(dateOfBirth, today)).toBe(age);
  });

  it.each([
    ['2000-02-29', '2018-02-28', 17],
    ['2000-02-29', '2018-03-01', 18],
    ['2000-02-29', '2019-02-28', 18],
    ['2000-02-29', '2019-03-01', 19],
    ['2000-02-29', '2020-02-28', 19],
    ['2000-02-29', '2020-02-29', 20],
    ['2004-03-01', '2022-02-28', 17],
    ['2004-03-01', '2022-03-01', 18],
    ['2003-02-28', '2024-02-28', 21],
    ['2003-02-28', '2024-02-27', 20],
  ])('29 February and neighbours: born %s, on %s is %i', (dateOfBirth, today, age) => {
    expect(ageOn(dateOfBirth, today)).toBe(age);
  });

  it('accepts Dates and date-times, counting by the UTC date', () => {
    expect(ageOn(new Date('2000-06-15T00:00:00Z'), new Date('2018-06-14T23:59:59.999Z'))).toBe(17);
    expect(ageOn(new Date('2000-06-15T00:00:00Z'), new Date('2018-06-15T00:00:00Z'))).toBe(18);
    expect(ageOn('2000-06-15T23:30:00+13:00', '2018-06-15')).toBe(18);
    // 10:00 on 15 June in NZ is still 14 June in UTC.
    expect(ageOn('2000-06-15', '2018-06-15T10:00:00+12:00')).toBe(17);
  });

  it("counts by New Zealand's date when given calendarDateIn('Pacific/Auckland')", () => {
    const instant = new Date('2025-06-09T13:00:00Z'); // 01:00 on 10 June in Auckland
    expect(ageOn('2007-06-10', instant)).toBe(17);
    expect(ageOn('2007-06-10', calendarDateIn('Pacific/Auckland', instant))).toBe(18);
  });

  it('defaults today to the current UTC date', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-10T12:00:00Z'));
    expect(ageOn('2007-06-10')).toBe(18);
    expect(ageOn('2007-06-11')).toBe(17);
  });

  it('throws when born after today', () => {
    expect(() => ageOn('2018-06-16', '2018-06-15')).toThrow(InvalidDateError);
    expect(() => ageOn('2018-06-16', '2018-06-15')).toThrow(
      'Invalid date "2018-06-16": date of birth is after today',
    );
  });

  it('throws for invalid dates on either side', () => {
    expect(() => ageOn('2001-02-29', '2020-01-01')).toThrow(InvalidDateError);
    expect(() => ageOn('2000-01-01', 'yesterday')).toThrow(InvalidDateError);
    expect(() => ageOn(new Date(Number.NaN), '2020-01-01')).toThrow(InvalidDateError);
  });
});
