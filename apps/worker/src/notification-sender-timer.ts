import { NOTIFICATION_HISTORY_DAYS } from '@starmatch/contracts/retention';
import { forgetOldNotifications } from '@starmatch/db/queries/notifications';
import {
  type NotificationSenderDeps,
  sendDueNotifications,
} from '@starmatch/domain/notifications/send-due-notifications';
import type { Logger } from 'pino';

/** Sent and skipped notifications are kept this long: past a day's cap and a conversation's spacing. */
const KEEP_FINISHED_MS = NOTIFICATION_HISTORY_DAYS * 24 * 60 * 60 * 1000;
const FORGET_EVERY_MS = 60 * 60 * 1000;

export interface NotificationSender {
  /** One pass now (tests, after moving the clock); resolves when it is done. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the notification sender every `intervalMs` in every worker (they share the due ones
 * through the claim), one pass at a time, and forgets finished notifications hourly. A failed
 * pass (the database away) is logged; the next one tries again.
 */
export function startNotificationSender(
  deps: NotificationSenderDeps,
  options: { intervalMs: number; claimHoldMs: number; logger: Logger },
): NotificationSender {
  let running: Promise<void> = Promise.resolve();
  let lastForget = 0;
  const pass = async () => {
    try {
      await sendDueNotifications(deps, { holdMs: options.claimHoldMs });
      const now = deps.now().getTime();
      if (now - lastForget >= FORGET_EVERY_MS) {
        lastForget = now;
        await forgetOldNotifications(deps.db, new Date(now - KEEP_FINISHED_MS));
      }
    } catch (error) {
      options.logger.warn({ err: error }, 'notification pass failed; the next one tries again');
    }
  };
  const runOnce = () => {
    running = running.then(pass);
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
