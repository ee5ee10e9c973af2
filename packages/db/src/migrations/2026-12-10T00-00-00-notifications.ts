import { type Kysely, sql } from 'kysely';

/**
 * Notifications of people who are away (docs/ARCHITECTURE.md "Notifications"):
 * - notification_preferences: one row per person who changed a default (no row: the defaults).
 * - push_subscriptions: one per device (per session), gone with the session or the account.
 * - notifications: what is due to be sent, coalesced while pending (one pending row per person,
 *   channel and group: a conversation, or all requests, or all matches), and what was sent, kept
 *   for the daily cap and the spacing of a conversation's emails.
 * - notification_events: each event taken once per channel, so an event delivered again (by the
 *   outbox relay) is not counted twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('email_requests', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('email_matches', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('email_messages', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('push_requests', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('push_matches', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('push_messages', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('show_previews', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('paused', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The device: signing out of it ends the session and with it the subscription.
    .addColumn('session_token_hash', 'text', (col) =>
      col.notNull().unique().references('sessions.token_hash').onDelete('cascade'),
    )
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('requests', 'matches', 'messages')`),
    )
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'push')`))
    // The match id of a conversation; 'requests' or 'matches' for the others.
    .addColumn('group_key', 'text', (col) => col.notNull())
    // No foreign key: the send checks again that the match stands.
    .addColumn('match_id', 'uuid')
    // Gone with the other person's account: nothing is sent about someone deleted, and nothing
    // of theirs stays behind in anyone's rows.
    .addColumn('about_user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('event_count', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('first_event_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_event_at', 'timestamptz', (col) => col.notNull())
    .addColumn('due_at', 'timestamptz', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sending', 'sent', 'skipped')`),
    )
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    // Why it was not sent (read, blocked, paused, ...): for support and tests.
    .addColumn('outcome', 'text')
    .execute();
  // The coalescing: new events of a group join its one pending notification.
  await sql`create unique index notifications_pending_group_idx
    on notifications (user_id, channel, group_key) where status = 'pending'`.execute(db);
  await sql`create index notifications_due_idx
    on notifications (due_at) where status in ('pending', 'sending')`.execute(db);
  await sql`create index notifications_sent_idx
    on notifications (user_id, channel, sent_at) where status = 'sent'`.execute(db);

  await db.schema
    .createTable('notification_events')
    .addColumn('event_id', 'uuid', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_events_pkey', ['event_id', 'channel'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_events').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('notification_preferences').execute();
}
