import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { notificationPath, type PushPayload } from '@starmatch/contracts/notifications';
import type { Database } from '@starmatch/db/database';
import { readNotificationFacts } from '@starmatch/db/queries/notification-facts';
import {
  claimDueNotifications,
  emailHistory,
  finishNotification,
  holdNotification,
} from '@starmatch/db/queries/notifications';
import type { NotificationRow } from '@starmatch/db/tables/notifications';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import type { MessagingLogger } from '@starmatch/messaging/logger';
import type { Kysely } from 'kysely';
import {
  emailVerdict,
  firstDueAt,
  type NotificationTiming,
  startOfLocalDay,
} from './notification-timing.js';
import { judgeNotification } from './notification-verdict.js';
import type { NotificationWording } from './notification-wording.js';
import { createUnsubscribeToken } from './unsubscribe-token.js';

/**
 * What sends a push to every device of a person (the worker's web-push delivery). It rejects
 * only when no device took the push and one may take it later (the push service was down), so
 * the notification is tried again; `delivered` 0 means no device is left to take it.
 */
export interface PushDelivery {
  sendToUser(userId: string, payload: PushPayload): Promise<{ delivered: number }>;
}

export interface NotificationSenderDeps {
  db: Kysely<Database>;
  queue: JobQueue;
  /** Whether the person has Starmatch open on any device right now. */
  isOnline(userId: string): Promise<boolean>;
  /** Null where push is not set up (no VAPID keys): push notifications are then skipped. */
  push: PushDelivery | null;
  timing: NotificationTiming;
  now: () => Date;
  log: Pick<MessagingLogger, 'warn' | 'error'>;
}

/** How many due notifications one pass takes, and how long a sender holds them. */
export const SEND_BATCH = 200;
export const CLAIM_HOLD_MS = 60_000;

export type SendOutcome = 'sent' | 'held' | 'skipped';

/** The idempotency key of a notification's email: its job id and, from it, its Message-ID. */
export function notificationEmailJobId(notificationId: string): string {
  return `notification-${notificationId}`;
}

/** The chat of a message or a match; Matches for requests (where they are answered). */
function screenOf(row: NotificationRow): string {
  return row.kind !== 'requests' && row.match_id
    ? notificationPath({ matchId: row.match_id })
    : notificationPath('matches');
}

function pushPayload(
  row: NotificationRow,
  wording: NotificationWording,
  icon: string | null,
  unreadCount: number,
): PushPayload {
  const tag = row.kind === 'messages' ? `chat-${row.group_key}` : row.kind;
  const body = wording.preview ?? wording.headline;
  return { tag, title: wording.title, body, url: screenOf(row), icon, unreadCount };
}

async function sendOne(deps: NotificationSenderDeps, row: NotificationRow): Promise<SendOutcome> {
  const { db, timing } = deps;
  const now = deps.now();
  const dueAt = firstDueAt(timing, row.kind, row.channel, row.first_event_at);
  if (dueAt > now) {
    await holdNotification(db, row.id, dueAt);
    return 'held';
  }
  const [facts, recipientOnline] = await Promise.all([
    readNotificationFacts(db, {
      userId: row.user_id,
      aboutUserId: row.about_user_id,
      matchId: row.match_id,
      kind: row.kind,
      channel: row.channel,
    }),
    deps.isOnline(row.user_id),
  ]);
  const { preferences } = facts;
  const verdict = judgeNotification({
    kind: row.kind,
    channel: row.channel,
    eventCount: row.event_count,
    facts,
    preferences,
    recipientOnline,
  });
  if (!verdict.deliver || !facts.recipient) {
    await finishNotification(db, row.id, {
      status: 'skipped',
      at: now,
      outcome: verdict.deliver ? 'recipient-gone' : verdict.reason,
    });
    return 'skipped';
  }
  if (row.channel === 'email') {
    const history = await emailHistory(db, {
      userId: row.user_id,
      groupKey: row.group_key,
      since: startOfLocalDay(timing, now),
    });
    const verdictNow = emailVerdict(timing, {
      now,
      emailsSentToday: history.sentSince,
      lastConversationEmailAt: row.kind === 'messages' ? history.lastOfGroupAt : null,
    });
    if (!verdictNow.send) {
      await holdNotification(db, row.id, verdictNow.holdUntil);
      return 'held';
    }
    await deps.queue.enqueue(
      JOB_NAMES.emailSend,
      {
        template: 'notification',
        to: facts.recipient.email,
        fullName: facts.recipient.fullName,
        kind: row.kind,
        headline: verdict.wording.headline,
        preview: verdict.wording.preview,
        path: screenOf(row),
        unsubscribeToken: await createUnsubscribeToken(db, { userId: row.user_id, kind: row.kind }),
      },
      { jobId: notificationEmailJobId(row.id) },
    );
  } else {
    if (!deps.push) {
      await finishNotification(db, row.id, { status: 'skipped', at: now, outcome: 'push-off' });
      return 'skipped';
    }
    const { delivered } = await deps.push.sendToUser(
      row.user_id,
      pushPayload(row, verdict.wording, facts.about?.photoUrl ?? null, facts.unreadTotal),
    );
    if (delivered === 0) {
      await finishNotification(db, row.id, { status: 'skipped', at: now, outcome: 'no-device' });
      return 'skipped';
    }
  }
  await finishNotification(db, row.id, { status: 'sent', at: now });
  return 'sent';
}

/**
 * One pass of the sender (docs/ARCHITECTURE.md "Notifications"): claims what is due and, for
 * each, waits longer, skips it, or sends it. A person's notifications go one after another, so
 * the daily cap counts each; different people's go side by side. A notification that fails
 * stays claimed until its hold runs out, then is tried again: an email with the same job id
 * (so the same Message-ID, and the email job's own record keeps it from going twice), a push
 * with the same tag (so it replaces itself).
 */
export async function sendDueNotifications(
  deps: NotificationSenderDeps,
  options: { batch?: number; holdMs?: number } = {},
): Promise<Record<SendOutcome, number>> {
  const rows = await claimDueNotifications(deps.db, {
    now: deps.now(),
    limit: options.batch ?? SEND_BATCH,
    holdMs: options.holdMs ?? CLAIM_HOLD_MS,
  });
  const byPerson = new Map<string, NotificationRow[]>();
  for (const row of rows) byPerson.set(row.user_id, [...(byPerson.get(row.user_id) ?? []), row]);
  const counts: Record<SendOutcome, number> = { sent: 0, held: 0, skipped: 0 };
  await Promise.all(
    [...byPerson.values()].map(async (theirs) => {
      for (const row of theirs) {
        try {
          counts[await sendOne(deps, row)] += 1;
        } catch (error) {
          deps.log.error({ err: error, notificationId: row.id }, 'notification not sent; retrying');
        }
      }
    }),
  );
  return counts;
}
