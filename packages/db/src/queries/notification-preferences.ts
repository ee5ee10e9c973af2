import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@starmatch/contracts/notifications';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { NotificationPreferencesTable } from '../tables/notifications.js';

type PreferenceColumns = Omit<NotificationPreferencesTable, 'user_id' | 'updated_at'>;
type PreferenceRow = { [K in keyof PreferenceColumns]: boolean };

function fromRow(row: PreferenceRow): NotificationPreferences {
  return {
    email: {
      requests: row.email_requests,
      matches: row.email_matches,
      messages: row.email_messages,
    },
    push: { requests: row.push_requests, matches: row.push_matches, messages: row.push_messages },
    showPreviews: row.show_previews,
    paused: row.paused,
  };
}

function toRow(preferences: NotificationPreferences): PreferenceRow {
  return {
    email_requests: preferences.email.requests,
    email_matches: preferences.email.matches,
    email_messages: preferences.email.messages,
    push_requests: preferences.push.requests,
    push_matches: preferences.push.matches,
    push_messages: preferences.push.messages,
    show_previews: preferences.showPreviews,
    paused: preferences.paused,
  };
}

/** The columns of a preferences row, for a query that reads them beside others. */
export const PREFERENCE_COLUMNS = Object.keys(
  toRow(DEFAULT_NOTIFICATION_PREFERENCES),
) as (keyof PreferenceRow)[];

/** The preferences a stored row says, or the defaults where there is no row. */
export function preferencesFromRow(row: PreferenceRow | undefined | null): NotificationPreferences {
  return row ? fromRow(row) : DEFAULT_NOTIFICATION_PREFERENCES;
}

export type { PreferenceRow };

/** A person's preferences: the defaults until they change one. */
export async function readNotificationPreferences(
  db: Kysely<Database>,
  userId: string,
): Promise<NotificationPreferences> {
  const row = await db
    .selectFrom('notification_preferences')
    .select(PREFERENCE_COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? fromRow(row) : DEFAULT_NOTIFICATION_PREFERENCES;
}

/** The preferences with `change` applied, stored; what was not named stays as it was. */
export async function updateNotificationPreferences(
  db: Kysely<Database>,
  userId: string,
  change: UpdateNotificationPreferences,
): Promise<NotificationPreferences> {
  return db.transaction().execute(async (trx) => {
    // The row lock keeps two changes made at once from undoing each other's half.
    const current = await trx
      .selectFrom('notification_preferences')
      .select(PREFERENCE_COLUMNS)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    const before = current ? fromRow(current) : DEFAULT_NOTIFICATION_PREFERENCES;
    const after: NotificationPreferences = {
      email: { ...before.email, ...change.email },
      push: { ...before.push, ...change.push },
      showPreviews: change.showPreviews ?? before.showPreviews,
      paused: change.paused ?? before.paused,
    };
    const row = toRow(after);
    await trx
      .insertInto('notification_preferences')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...row, updated_at: sql`now()` }))
      .execute();
    return after;
  });
}
