import type { DateInput } from './calendar-date.js';
import { toCalendarDate } from './calendar-date.js';
import type { ZodiacSign } from './signs.js';
import { ZODIAC_SIGN_INFO, ZODIAC_SIGNS } from './signs.js';

// For each month (index 0 = January), the sign that starts in it and its first day. Days before
// that belong to the sign that started the month before. Built from the table in signs.ts.
const STARTS_BY_MONTH: ReadonlyArray<{ sign: ZodiacSign; day: number }> = Array.from(
  { length: 12 },
  (_, index) => {
    const sign = ZODIAC_SIGNS.find((s) => ZODIAC_SIGN_INFO[s].from.month === index + 1);
    if (sign === undefined) throw new Error(`No sign starts in month ${index + 1}`);
    return { sign, day: ZODIAC_SIGN_INFO[sign].from.day };
  },
);

/**
 * The sun sign for a date of birth, per the table of docs/PRODUCT.md "Zodiac signs" (29 February is Pisces).
 * Dates are read by toCalendarDate: 'YYYY-MM-DD' as written, a Date or a date-time by its UTC
 * calendar date. Throws InvalidDateError for anything that is not a real date.
 */
export function zodiacSignFromDate(date: DateInput): ZodiacSign {
  const { month, day } = toCalendarDate(date);
  const start = STARTS_BY_MONTH[month - 1]!;
  if (day >= start.day) return start.sign;
  return STARTS_BY_MONTH[(month + 10) % 12]!.sign;
}
