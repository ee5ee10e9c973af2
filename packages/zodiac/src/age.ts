import type { DateInput } from './calendar-date.js';
import { compareCalendarDates, InvalidDateError, toCalendarDate } from './calendar-date.js';

/**
 * Age in whole years on a given day. The year counts only once the birthday is reached; someone
 * born on 29 February turns a year older on 1 March in a non-leap year.
 *
 * Both dates are read by toCalendarDate, so a Date counts by its UTC date. To count by the date
 * in New Zealand, pass `calendarDateIn('Pacific/Auckland')` as `today`.
 * Throws InvalidDateError if the date of birth is after `today`.
 */
export function ageOn(dateOfBirth: DateInput, today: DateInput = new Date()): number {
  const born = toCalendarDate(dateOfBirth);
  const now = toCalendarDate(today);
  if (compareCalendarDates(born, now) > 0) {
    throw new InvalidDateError(dateOfBirth, 'date of birth is after today');
  }
  const birthdayReached =
    now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (birthdayReached ? 0 : 1);
}
