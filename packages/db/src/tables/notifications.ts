import type { NotificationChannel, NotificationKind } from '@starmatch/contracts/notifications';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from './column-types.js';

type Switch = ColumnType<boolean, boolean | undefined, boolean>;

/** One row per person who changed a default; no row means the defaults. */
export interface NotificationPreferencesTable {
  user_id: string;
  email_requests: Switch;
  email_matches: Switch;
  email_messages: Switch;
  push_requests: Switch;
  push_matches: Switch;
  push_messages: Switch;
  show_previews: Switch;
  paused: Switch;
  updated_at: CreatedAt;
}

/** A device's Web Push subscription; one per session, removed with it. */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  session_token_hash: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: CreatedAt;
}

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

export type NotificationStatus = 'pending' | 'sending' | 'sent' | 'skipped';

/** A notification due to be sent (pending), being sent, sent, or found no longer deserved. */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  /** A conversation's match id, or 'requests' / 'matches'. */
  group_key: string;
  match_id: string | null;
  /** The other person of the latest event folded in. */
  about_user_id: string | null;
  event_count: ColumnType<number, number | undefined, number>;
  first_event_at: Timestamp;
  last_event_at: Timestamp;
  due_at: Timestamp;
  status: ColumnType<NotificationStatus, NotificationStatus | undefined, NotificationStatus>;
  claimed_until: NullableTimestamp;
  sent_at: NullableTimestamp;
  outcome: string | null;
}

export type NotificationRow = Selectable<NotificationsTable>;

/** An event taken for a channel: taken once, however often it is delivered. */
export interface NotificationEventsTable {
  event_id: string;
  channel: NotificationChannel;
  created_at: CreatedAt;
}
