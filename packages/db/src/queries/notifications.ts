import type { NotificationKind } from '@starmatch/contracts/notifications';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { NotificationRow } from '../tables/notifications.js';

// The notifications table (docs/ARCHITECTURE.md "Notifications"): events taken into pending
// notifications, due ones claimed by a sender, and what each became.

export interface TakenEvent {
  eventId: string;
  userId: string;
  kind: NotificationKind;
  /** A conversation's match id, or 'requests' / 'matches'. */
  groupKey: string;
  matchId: string | null;
  aboutUserId: string;
  /** A new notification is considered from then; the sender applies the delays. */
  occurredAt: Date;
}

/**
 * Takes events into each person's pending notification of the event's group, per channel: a
 * new one (the sender works out when it is due), or more events in the one already waiting.
 * Push only for a person with a device that turned it on. An event taken before (delivered
 * again by the relay) changes nothing. One statement however many events (the consumer gathers
 * them), so a crash leaves each taken for both channels or for neither; events of one group in
 * the same batch fold into one row first, since an upsert may touch a row only once.
 */
export async function takeNotificationEvents(
  db: Kysely<Database>,
  events: readonly TakenEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const column = <T>(pick: (event: TakenEvent) => T) => sql.val(events.map(pick));
  await sql`
    with incoming as (
      select distinct on (event_id) * from unnest(
        ${column((event) => event.eventId)}::uuid[],
        ${column((event) => event.userId)}::uuid[],
        ${column((event) => event.kind)}::text[],
        ${column((event) => event.groupKey)}::text[],
        ${column((event) => event.matchId)}::uuid[],
        ${column((event) => event.aboutUserId)}::uuid[],
        ${column((event) => event.occurredAt)}::timestamptz[]
      ) as i(event_id, user_id, kind, group_key, match_id, about_user_id, occurred_at)
    ), candidates as (
      select i.*, c.channel from incoming i cross join (values ('email'), ('push')) c(channel)
      where c.channel = 'email'
         or exists (select 1 from push_subscriptions p where p.user_id = i.user_id)
    ), taken as (
      insert into notification_events (event_id, channel)
      select event_id, channel from candidates
      on conflict do nothing
      returning event_id, channel
    ), grouped as (
      select c.user_id, c.channel, c.group_key,
        (array_agg(c.kind order by c.occurred_at desc))[1] as kind,
        (array_agg(c.match_id order by c.occurred_at desc)
          filter (where c.match_id is not null))[1] as match_id,
        (array_agg(c.about_user_id order by c.occurred_at desc))[1] as about_user_id,
        count(*)::int as event_count,
        min(c.occurred_at) as first_event_at,
        max(c.occurred_at) as last_event_at
      from candidates c join taken t on t.event_id = c.event_id and t.channel = c.channel
      group by c.user_id, c.channel, c.group_key
    )
    insert into notifications (user_id, kind, channel, group_key, match_id, about_user_id,
      event_count, first_event_at, last_event_at, due_at)
    select user_id, kind, channel, group_key, match_id, about_user_id,
      event_count, first_event_at, last_event_at, first_event_at
    from grouped
    on conflict (user_id, channel, group_key) where status = 'pending' do update set
      event_count = notifications.event_count + excluded.event_count,
      about_user_id = excluded.about_user_id,
      match_id = coalesce(excluded.match_id, notifications.match_id),
      last_event_at = greatest(notifications.last_event_at, excluded.last_event_at)
  `.execute(db);
}

/**
 * Due notifications for one sender to send, held for `holdMs` so no other sender takes them:
 * pending ones whose time came, and ones a sender claimed and never finished (it died).
 */
export async function claimDueNotifications(
  db: Kysely<Database>,
  params: { now: Date; limit: number; holdMs: number },
): Promise<NotificationRow[]> {
  const holdUntil = new Date(params.now.getTime() + params.holdMs);
  const { rows } = await sql<NotificationRow>`
    update notifications n set status = 'sending', claimed_until = ${holdUntil}::timestamptz
    where n.id in (
      select id from notifications
      where (status = 'pending' and due_at <= ${params.now}::timestamptz)
         or (status = 'sending' and claimed_until < ${params.now}::timestamptz)
      order by due_at
      limit ${params.limit}
      for update skip locked
    )
    returning n.*`.execute(db);
  return rows;
}

/** Back to waiting until `dueAt` (quiet hours, the daily cap, a conversation's spacing). */
export async function holdNotification(
  db: Kysely<Database>,
  id: string,
  dueAt: Date,
): Promise<void> {
  // A new pending notification of the same group may have started meanwhile: fold this one's
  // events into it rather than break the one-pending-per-group rule.
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return;
    const merged = await trx
      .updateTable('notifications')
      .set({
        event_count: sql`event_count + ${row.event_count}`,
        first_event_at: sql`least(first_event_at, ${row.first_event_at}::timestamptz)`,
        due_at: sql`least(due_at, ${dueAt}::timestamptz)`,
      })
      .where('user_id', '=', row.user_id)
      .where('channel', '=', row.channel)
      .where('group_key', '=', row.group_key)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (merged.numUpdatedRows > 0n) {
      await trx.deleteFrom('notifications').where('id', '=', id).execute();
      return;
    }
    await trx
      .updateTable('notifications')
      .set({ status: 'pending', due_at: dueAt, claimed_until: null })
      .where('id', '=', id)
      .execute();
  });
}

/** What became of a notification: sent, or found no longer deserved (`outcome` says why). */
export interface FinishedNotification {
  id: string;
  status: 'sent' | 'skipped';
  at: Date;
  outcome?: string;
}

/** Records what became of notifications, in one statement however many (a sender's pass). */
export async function finishNotifications(
  db: Kysely<Database>,
  finished: readonly FinishedNotification[],
): Promise<void> {
  if (finished.length === 0) return;
  const column = <T>(pick: (notification: FinishedNotification) => T) =>
    sql.val(finished.map(pick));
  await sql`
    update notifications n set
      status = f.status,
      sent_at = case when f.status = 'sent' then f.at end,
      outcome = f.outcome,
      claimed_until = null
    from unnest(
      ${column((notification) => notification.id)}::uuid[],
      ${column((notification) => notification.status)}::text[],
      ${column((notification) => notification.at)}::timestamptz[],
      ${column((notification) => notification.outcome ?? null)}::text[]
    ) as f(id, status, at, outcome)
    where n.id = f.id`.execute(db);
}

/** What the daily cap and the spacing of a conversation's emails are judged by. */
export async function emailHistory(
  db: Kysely<Database>,
  params: { userId: string; groupKey: string; since: Date },
): Promise<{ sentSince: number; lastOfGroupAt: Date | null }> {
  const row = await db
    .selectFrom('notifications')
    .select([
      sql<number>`count(*) filter (where sent_at >= ${params.since}::timestamptz)::int`.as(
        'sentSince',
      ),
      sql<Date | null>`max(sent_at) filter (where group_key = ${params.groupKey})`.as(
        'lastOfGroupAt',
      ),
    ])
    .where('user_id', '=', params.userId)
    .where('channel', '=', 'email')
    .where('status', '=', 'sent')
    .executeTakeFirstOrThrow();
  return {
    sentSince: row.sentSince,
    lastOfGroupAt: row.lastOfGroupAt ? new Date(row.lastOfGroupAt) : null,
  };
}

/**
 * Forgets what no rule looks at any more: sent and skipped notifications older than `before`
 * (past the daily cap's day and a conversation's spacing), and events taken before it (the
 * relay redelivers only events still in the outbox).
 */
export async function forgetOldNotifications(db: Kysely<Database>, before: Date): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('status', 'in', ['sent', 'skipped'])
    .where(sql<boolean>`coalesce(sent_at, last_event_at) < ${before}::timestamptz`)
    .execute();
  await db.deleteFrom('notification_events').where('created_at', '<', before).execute();
}
