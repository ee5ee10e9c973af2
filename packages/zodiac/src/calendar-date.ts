/** A date with no time and no zone, as a date of birth is. Month is 1-12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** What the date functions accept: a Date, an ISO 8601 string, or an already split date. */
export type DateInput = Date | string | CalendarDate;

export class InvalidDateError extends Error {
  override readonly name = 'InvalidDateError';
  constructor(
    readonly input: unknown,
    reason = 'not a valid date',
  ) {
    super(`Invalid date ${describe(input)}: ${reason}`);
  }
}

function describe(input: unknown): string {
  if (input instanceof Date)
    return Number.isNaN(input.getTime()) ? 'Date(NaN)' : input.toISOString();
  if (typeof input === 'string' || (typeof input === 'object' && input !== null)) {
    return JSON.stringify(input);
  }
  return String(input);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// RFC 3339 / ISO 8601 extended form. The zone is optional; without one the time is read as UTC
// (not as the host's local time, which would make the result depend on where the code runs).
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function checkedDate(input: unknown, year: number, month: number, day: number): CalendarDate {
  if (![year, month, day].every(Number.isInteger)) {
    throw new InvalidDateError(input, 'year, month and day must be integers');
  }
  if (month < 1 || month > 12) throw new InvalidDateError(input, `month ${month} out of range`);
  if (day < 1 || day > daysInMonth(year, month)) {
    throw new InvalidDateError(input, `day ${day} does not exist in ${year}-${pad(month)}`);
  }
  return { year, month, day };
}

function fromUtcMillis(input: unknown, millis: number): CalendarDate {
  if (!Number.isFinite(millis)) throw new InvalidDateError(input);
  const date = new Date(millis);
  if (Number.isNaN(date.getTime())) throw new InvalidDateError(input, 'out of range');
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function fromDateTime(input: string, parts: RegExpExecArray): CalendarDate {
  const [, y, mo, d, h, mi, s, , zulu, sign, oh, om] = parts;
  const local = checkedDate(input, Number(y), Number(mo), Number(d));
  const hour = Number(h);
  const minute = Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (hour > 23 || minute > 59 || second > 59) {
    throw new InvalidDateError(input, 'time out of range');
  }
  if (zulu !== undefined || sign === undefined) return local;
  const offsetHours = Number(oh);
  const offsetMinutes = Number(om);
  if (offsetHours > 23 || offsetMinutes > 59) {
    throw new InvalidDateError(input, 'zone offset out of range');
  }
  const offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  // Not Date.UTC: it maps years 0-99 to 1900-1999.
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(local.year, local.month - 1, local.day);
  wallClock.setUTCHours(hour, minute, second, 0);
  return fromUtcMillis(input, wallClock.getTime() - offset);
}

function isCalendarDateLike(input: unknown): input is CalendarDate {
  return typeof input === 'object' && input !== null && 'year' in input && 'month' in input;
}

/**
 * Reads the calendar date of a Date, an ISO 8601 string or a CalendarDate.
 *
 * - 'YYYY-MM-DD' is taken as written.
 * - A date-time is an instant; its date is the UTC calendar date of that instant, so a Date and
 *   its own toISOString() always give the same answer. '1990-04-20T10:00:00+13:00' is therefore
 *   19 April. A date-time with no zone is read as UTC, i.e. its date is taken as written.
 * - A Date is also an instant: its UTC calendar date is used, never the host's local date.
 * - A CalendarDate is checked and returned as is.
 *
 * Impossible dates ('2023-02-29', '2024-13-01') throw rather than rolling over as Date.parse does.
 */
export function toCalendarDate(input: DateInput): CalendarDate {
  if (input instanceof Date) return fromUtcMillis(input, input.getTime());
  if (isCalendarDateLike(input)) return checkedDate(input, input.year, input.month, input.day);
  if (typeof input !== 'string') throw new InvalidDateError(input, 'expected a Date or a string');
  const text = input.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    return checkedDate(input, Number(y), Number(m), Number(d));
  }
  const dateTime = DATE_TIME.exec(text);
  if (dateTime) return fromDateTime(input, dateTime);
  throw new InvalidDateError(input, 'expected YYYY-MM-DD or an ISO 8601 date-time');
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'YYYY-MM-DD' for a calendar date, the form in which to store and send a date of birth. */
export function formatCalendarDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}

/** Orders two calendar dates: negative if a is earlier, 0 if equal, positive if later. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
