import type { CalendarDate } from './calendar-date.js';
import { InvalidDateError } from './calendar-date.js';

export class InvalidTimeZoneError extends Error {
  override readonly name = 'InvalidTimeZoneError';
  constructor(readonly timeZone: string) {
    super(`Unknown time zone: ${timeZone}`);
  }
}

// Building an Intl.DateTimeFormat costs about ten times as much as using one (44 µs against
// 4.7 µs), and the deck read asks for today's date on every request: one formatter per zone,
// kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (format) return format;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
  } catch {
    throw new InvalidTimeZoneError(timeZone);
  }
  formatters.set(timeZone, format);
  return format;
}

const MINUTE_MS = 60_000;

// Every zone's offset has been a whole number of minutes since 1970, so a day always starts on
// a whole minute and every instant of a minute falls on the same date: the deck read asks for
// today on every request, and the last answer per zone serves the rest of its minute.
const lastAnswers = new Map<string, { minute: number; date: CalendarDate }>();

/**
 * The calendar date an instant falls on in an IANA time zone, e.g. today's date in
 * 'Pacific/Auckland'. toCalendarDate deliberately uses UTC, which for New Zealand is up to 13
 * hours behind; pass the result to ageOn when "today" must mean today where the user lives.
 */
export function calendarDateIn(timeZone: string, instant: Date = new Date()): CalendarDate {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new InvalidDateError(instant);
  const minute = Math.floor(time / MINUTE_MS);
  const last = lastAnswers.get(timeZone);
  if (last && last.minute === minute && time >= 0) return { ...last.date };
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  const date = { year: part('year'), month: part('month'), day: part('day') };
  if (time >= 0) lastAnswers.set(timeZone, { minute, date });
  return { ...date };
}
