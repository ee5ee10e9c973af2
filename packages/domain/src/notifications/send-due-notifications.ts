import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { notificationPath, type PushPayload } from '@starmatch/contracts/notifications';
import type { Database } from '@starmatch/db/database';
import {
  type NotificationFacts,
  type PushDevice,
  readNotificationFacts,
} from '@starmatch/db/queries/notification-facts';
import {
  claimDueNotifications,
  emailHistory,
  type FinishedNotification,
  finishNotifications,
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
 * What sends a push to a person's devices (the worker's web-push delivery). It rejects only
 * when no device took the push and one may take it later (the push service was down), so the
 * notification is tried again; `delivered` 0 means no device is left to take it.
 */
export interface PushDelivery {
  send(push: {
    userId: string;
    devices: readonly PushDevice[];
    payload: PushPayload;
  }): Promise<{ delivered: number }>;
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

/** A due notification and what it is judged on, read for the whole pass at once. */
interface DueNotification {
  row: NotificationRow;
  facts: NotificationFacts;
  recipientOnline: boolean;
}

async function sendPush(
  deps: NotificationSenderDeps,
  { row, facts }: DueNotification,
  wording: NotificationWording,
  now: Date,
): Promise<FinishedNotification> {
  if (!deps.push) return { id: row.id, status: 'skipped', at: now, outcome: 'push-off' };
  if (facts.pushDevices.length === 0) {
    return { id: row.id, status: 'skipped', at: now, outcome: 'no-device' };
  }
  const { delivered } = await deps.push.send({
    userId: row.user_id,
    devices: facts.pushDevices,
    payload: pushPayload(row, wording, facts.about?.photoUrl ?? null, facts.unreadTotal),
  });
  return delivered === 0
    ? { id: row.id, status: 'skipped', at: now, outcome: 'no-device' }
    : { id: row.id, status: 'sent', at: now };
}

/**
 * An email goes now, or waits for the daily cap or the conversation's spacing. Recorded at
 * once, not with the pass: the person's next email in the same pass counts this one.
 */
async function sendEmail(
  deps: NotificationSenderDeps,
  { row, facts }: DueNotification,
  wording: NotificationWording,
  now: Date,
): Promise<SendOutcome> {
  const { db, timing } = deps;
  const recipient = facts.recipient;
  if (!recipient) throw new Error('an email is judged deliverable only to a recipient');
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
      to: recipient.email,
      fullName: recipient.fullName,
      kind: row.kind,
      headline: wording.headline,
      preview: wording.preview,
      path: screenOf(row),
      unsubscribeToken: await createUnsubscribeToken(db, { userId: row.user_id, kind: row.kind }),
    },
    { jobId: notificationEmailJobId(row.id) },
  );
  await finishNotifications(db, [{ id: row.id, status: 'sent', at: now }]);
  return 'sent';
}

/** Skips what is no longer deserved; otherwise sends. Null: an email, recorded on its own. */
async function decide(
  deps: NotificationSenderDeps,
  due: DueNotification,
  now: Date,
  counts: Record<SendOutcome, number>,
): Promise<FinishedNotification | null> {
  const { row, facts, recipientOnline } = due;
  const verdict = judgeNotification({
    kind: row.kind,
    channel: row.channel,
    eventCount: row.event_count,
    facts,
    preferences: facts.preferences,
    recipientOnline,
  });
  if (!verdict.deliver || !facts.recipient) {
    const outcome = verdict.deliver ? 'recipient-gone' : verdict.reason;
    return { id: row.id, status: 'skipped', at: now, outcome };
  }
  if (row.channel === 'push') return sendPush(deps, due, verdict.wording, now);
  counts[await sendEmail(deps, due, verdict.wording, now)] += 1;
  return null;
}

/**
 * One pass of the sender (docs/ARCHITECTURE.md "Notifications"): claims what is due and, for
 * each, waits longer, skips it, or sends it. The facts of the whole pass are read in one
 * statement, and what was skipped or pushed is recorded in one at its end. A person's
 * notifications go one after another, so the daily cap counts each email; different people's
 * go side by side. A notification that fails
 * stays claimed until its hold runs out, then is tried again: an email with the same job id
 * (so the same Message-ID, and the email job's own record keeps it from going twice), a push
 * with the same tag (so it replaces itself).
 */
export async function sendDueNotifications(
  deps: NotificationSenderDeps,
  options: { batch?: number; holdMs?: number } = {},
): Promise<Record<SendOutcome, number>> {
  const { db, timing } = deps;
  const now = deps.now();
  const rows = await claimDueNotifications(db, {
    now,
    limit: options.batch ?? SEND_BATCH,
    holdMs: options.holdMs ?? CLAIM_HOLD_MS,
  });
  const counts: Record<SendOutcome, number> = { sent: 0, held: 0, skipped: 0 };
  const notYet = rows.filter(
    (row) => firstDueAt(timing, row.kind, row.channel, row.first_event_at) > now,
  );
  await Promise.all(
    notYet.map((row) =>
      holdNotification(db, row.id, firstDueAt(timing, row.kind, row.channel, row.first_event_at)),
    ),
  );
  counts.held += notYet.length;
  const dueRows = rows.filter((row) => !notYet.includes(row));
  const [facts, online] = await Promise.all([
    readNotificationFacts(
      db,
      dueRows.map((row) => ({
        userId: row.user_id,
        aboutUserId: row.about_user_id,
        matchId: row.match_id,
        kind: row.kind,
        channel: row.channel,
      })),
    ),
    whoIsOnline(deps, dueRows),
  ]);
  const byPerson = new Map<string, DueNotification[]>();
  dueRows.forEach((row, index) => {
    const factsOfRow = facts[index];
    if (!factsOfRow) throw new Error('the facts query answers each notification');
    const due = { row, facts: factsOfRow, recipientOnline: online.has(row.user_id) };
    byPerson.set(row.user_id, [...(byPerson.get(row.user_id) ?? []), due]);
  });
  const finished: FinishedNotification[] = [];
  await Promise.all(
    [...byPerson.values()].map(async (theirs) => {
      for (const due of theirs) {
        try {
          const decided = await decide(deps, due, now, counts);
          if (decided) finished.push(decided);
        } catch (error) {
          deps.log.error(
            { err: error, notificationId: due.row.id },
            'notification not sent; retrying',
          );
        }
      }
    }),
  );
  await finishNotifications(db, finished);
  for (const { status } of finished) counts[status] += 1;
  return counts;
}

async function whoIsOnline(
  deps: NotificationSenderDeps,
  rows: readonly NotificationRow[],
): Promise<Set<string>> {
  const people = [...new Set(rows.map((row) => row.user_id))];
  const online = await Promise.all(people.map((userId) => deps.isOnline(userId)));
  return new Set(people.filter((_, index) => online[index]));
}
