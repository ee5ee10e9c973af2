import { TZDate } from '@date-fns/tz';
import { APP_TIME_ZONE } from '@starmatch/contracts/constants';
import type { NotificationChannel, NotificationKind } from '@starmatch/contracts/notifications';
import { addDays, startOfDay } from 'date-fns';

// When a notification is due, and whether an email may go now (docs/PRODUCT.md "Notifications"):
// pure rules over the clock's time, in New Zealand time.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface QuietHours {
  /** Local hour (0-23) when emails stop. */
  startHour: number;
  /** Local hour (0-23) when held emails go. */
  endHour: number;
}

export interface NotificationTiming {
  /** A message email waits this long, and goes only if the message is still unread. */
  messageEmailDelayMs: number;
  /** At most one email per conversation within this window. */
  conversationEmailSpacingMs: number;
  /** Emails of requests and of matches gather this long after the first. */
  coalesceMs: number;
  /** Notification emails per person per local day. */
  dailyEmailCap: number;
  /** Emails are held through these hours; null: never held. */
  quietHours: QuietHours | null;
  timeZone: string;
}

export const DEFAULT_NOTIFICATION_TIMING: NotificationTiming = {
  messageEmailDelayMs: 15 * MINUTE_MS,
  conversationEmailSpacingMs: 6 * HOUR_MS,
  coalesceMs: 5 * MINUTE_MS,
  dailyEmailCap: 6,
  quietHours: { startHour: 22, endHour: 8 },
  timeZone: APP_TIME_ZONE,
};

/** When a notification is first due, from the event that starts it. Push goes at once. */
export function firstDueAt(
  timing: NotificationTiming,
  kind: NotificationKind,
  channel: NotificationChannel,
  occurredAt: Date,
): Date {
  if (channel === 'push') return occurredAt;
  const wait = kind === 'messages' ? timing.messageEmailDelayMs : timing.coalesceMs;
  return new Date(occurredAt.getTime() + wait);
}

function local(timing: NotificationTiming, instant: Date): TZDate {
  return new TZDate(instant.getTime(), timing.timeZone);
}

/** The start of the local day `now` falls in: the daily cap counts from here. */
export function startOfLocalDay(timing: NotificationTiming, now: Date): Date {
  return new Date(startOfDay(local(timing, now)).getTime());
}

function atLocalHour(day: TZDate, hour: number): Date {
  const at = new TZDate(day.getTime(), day.timeZone ?? 'UTC');
  at.setHours(hour, 0, 0, 0);
  return new Date(at.getTime());
}

/** When the quiet hours `now` falls in end, or null outside them. */
export function quietHoursEndAt(timing: NotificationTiming, now: Date): Date | null {
  const quiet = timing.quietHours;
  if (!quiet || quiet.startHour === quiet.endHour) return null;
  const here = local(timing, now);
  const hour = here.getHours();
  const wraps = quiet.startHour > quiet.endHour;
  const inside = wraps
    ? hour >= quiet.startHour || hour < quiet.endHour
    : hour >= quiet.startHour && hour < quiet.endHour;
  if (!inside) return null;
  // Before midnight the quiet hours end tomorrow; after it, today.
  const endDay = wraps && hour >= quiet.startHour ? addDays(here, 1) : here;
  return atLocalHour(endDay, quiet.endHour);
}

/** The morning after `now`'s local day: when a person who reached the cap may get email again. */
export function nextDayOpensAt(timing: NotificationTiming, now: Date): Date {
  return atLocalHour(addDays(startOfDay(local(timing, now)), 1), timing.quietHours?.endHour ?? 0);
}

export type EmailVerdict =
  | { send: true }
  | { send: false; holdUntil: Date; reason: 'quiet-hours' | 'daily-cap' | 'spacing' };

/**
 * Whether a due email may go now, or until when it waits: through quiet hours, past the day's
 * cap, and until its conversation's last email is a spacing window old.
 */
export function emailVerdict(
  timing: NotificationTiming,
  facts: { now: Date; emailsSentToday: number; lastConversationEmailAt: Date | null },
): EmailVerdict {
  const { now, emailsSentToday, lastConversationEmailAt } = facts;
  const quietEnd = quietHoursEndAt(timing, now);
  if (quietEnd) return { send: false, holdUntil: quietEnd, reason: 'quiet-hours' };
  if (emailsSentToday >= timing.dailyEmailCap) {
    return { send: false, holdUntil: nextDayOpensAt(timing, now), reason: 'daily-cap' };
  }
  if (lastConversationEmailAt) {
    const spacedUntil = lastConversationEmailAt.getTime() + timing.conversationEmailSpacingMs;
    if (spacedUntil > now.getTime()) {
      return { send: false, holdUntil: new Date(spacedUntil), reason: 'spacing' };
    }
  }
  return { send: true };
}
