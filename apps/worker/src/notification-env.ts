import {
  DEFAULT_NOTIFICATION_TIMING as defaults,
  type NotificationTiming,
  type QuietHours,
} from '@starmatch/domain/notifications/notification-timing';
import { CLAIM_HOLD_MS } from '@starmatch/domain/notifications/send-due-notifications';
import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

function durationMs(defaultMs: number) {
  return z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * DAY_MS)
    .default(defaultMs);
}

function hoursText(quiet: QuietHours | null): string {
  return quiet ? `${quiet.startHour}-${quiet.endHour}` : 'off';
}

/** "22-8": from 22:00 to 08:00 local time; "off": never held. */
const quietHours = z
  .string()
  .trim()
  .default(hoursText(defaults.quietHours))
  .transform((text, context): QuietHours | null => {
    if (text === 'off') return null;
    const match = /^(\d{1,2})-(\d{1,2})$/.exec(text);
    const startHour = Number(match?.[1]);
    const endHour = Number(match?.[2]);
    if (!match || startHour > 23 || endHour > 23) {
      context.addIssue({ code: 'custom', message: 'must be "START-END" in hours 0-23, or "off"' });
      return z.NEVER;
    }
    return { startHour, endHour };
  });

/** The notification rules' delays, windows and caps (docs/PRODUCT.md "Notifications"). */
export const notificationEnv = {
  NOTIFY_MESSAGE_EMAIL_DELAY_MS: durationMs(defaults.messageEmailDelayMs),
  NOTIFY_CONVERSATION_EMAIL_SPACING_MS: durationMs(defaults.conversationEmailSpacingMs),
  NOTIFY_COALESCE_MS: durationMs(defaults.coalesceMs),
  NOTIFY_DAILY_EMAIL_CAP: z.coerce.number().int().min(0).max(1000).default(defaults.dailyEmailCap),
  NOTIFY_QUIET_HOURS: quietHours,
  /** How often each worker looks for notifications that are due. */
  NOTIFY_SEND_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /** How long a worker holds the notifications it took: one that died leaves them this long. */
  NOTIFY_CLAIM_HOLD_MS: z.coerce.number().int().min(1_000).max(600_000).default(CLAIM_HOLD_MS),
};

type NotificationEnv = {
  [K in keyof typeof notificationEnv]: z.output<(typeof notificationEnv)[K]>;
};

export function notificationConfig(env: NotificationEnv): {
  timing: NotificationTiming;
  sendIntervalMs: number;
  claimHoldMs: number;
} {
  return {
    timing: {
      ...defaults,
      messageEmailDelayMs: env.NOTIFY_MESSAGE_EMAIL_DELAY_MS,
      conversationEmailSpacingMs: env.NOTIFY_CONVERSATION_EMAIL_SPACING_MS,
      coalesceMs: env.NOTIFY_COALESCE_MS,
      dailyEmailCap: env.NOTIFY_DAILY_EMAIL_CAP,
      quietHours: env.NOTIFY_QUIET_HOURS,
    },
    sendIntervalMs: env.NOTIFY_SEND_INTERVAL_MS,
    claimHoldMs: env.NOTIFY_CLAIM_HOLD_MS,
  };
}
