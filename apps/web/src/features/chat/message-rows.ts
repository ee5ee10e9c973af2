import type { ChatItem } from './merge-messages';

/**
 * A pause this long starts a new group even between messages from the same person, as in
 * Messenger and iMessage: the group's one time would otherwise hide when the later ones came.
 */
export const GROUP_GAP_MS = 5 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One message placed in the conversation: where its group starts and ends, and its day. */
export interface MessageRow {
  item: ChatItem;
  /** 'Today', 'Yesterday' or 'Mon 23 Nov', when this message is the first of its day. */
  day: string | null;
  /** First bubble of a run by the same sender: it gets the space above it. */
  groupStart: boolean;
  /** Last bubble of the run: it carries the group's time and the tail corner. */
  groupEnd: boolean;
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function calendarDay(date: Date, timeZone: string | undefined): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-NZ', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Whole days from `a` to `b` as the calendar counts them (not 24-hour spans). */
function daysBetween(a: CalendarDay, b: CalendarDay): number {
  return (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS;
}

/**
 * The separator's words for the day of `date`, seen on `now`, in `timeZone` (the runtime's own
 * when not given):
 * 'Today', 'Yesterday', 'Mon 23 Nov', with the year added when it is not this year.
 */
export function dayLabel(date: Date, now: Date, timeZone?: string): string {
  const day = calendarDay(date, timeZone);
  const today = calendarDay(now, timeZone);
  const ago = daysBetween(day, today);
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  const parts = new Intl.DateTimeFormat('en-NZ', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const label = `${part('weekday')} ${part('day')} ${part('month')}`;
  return day.year === today.year ? label : `${label} ${day.year}`;
}

function dayKey(date: Date, timeZone: string | undefined): string {
  const { year, month, day } = calendarDay(date, timeZone);
  return `${year}-${month}-${day}`;
}

/**
 * Places each message: a day separator before the first of each day, and runs of bubbles by
 * the same sender, broken by a change of day or a pause of more than GROUP_GAP_MS.
 */
export function messageRows(
  items: readonly ChatItem[],
  now: Date,
  timeZone?: string,
): MessageRow[] {
  const days = items.map((item) => dayKey(new Date(item.createdAt), timeZone));
  const joinsPrevious = (index: number): boolean => {
    const item = items[index];
    const previous = items[index - 1];
    if (item === undefined || previous === undefined) return false;
    if (item.mine !== previous.mine || days[index] !== days[index - 1]) return false;
    return Date.parse(item.createdAt) - Date.parse(previous.createdAt) <= GROUP_GAP_MS;
  };
  return items.map((item, index) => ({
    item,
    day:
      index === 0 || days[index] !== days[index - 1]
        ? dayLabel(new Date(item.createdAt), now, timeZone)
        : null,
    groupStart: !joinsPrevious(index),
    groupEnd: !joinsPrevious(index + 1),
  }));
}
