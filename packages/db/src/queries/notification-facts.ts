import type {
  NotificationChannel,
  NotificationKind,
  NotificationPreferences,
} from '@starmatch/contracts/notifications';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import {
  PREFERENCE_COLUMNS,
  type PreferenceRow,
  preferencesFromRow,
} from './notification-preferences.js';
import { blockedEitherWay, outOfStanding } from './visibility.js';

/** What a due notification is judged on when it is sent, as it is at that moment. */
export interface NotificationFacts {
  /** Null once the account is gone. */
  recipient: { email: string; fullName: string; inStanding: boolean } | null;
  /** Null once the other person's account is gone. */
  about: { fullName: string; photoUrl: string | null; reachable: boolean } | null;
  /** Messages and matches: the match still stands. */
  matchStands: boolean;
  /** Messages: what the recipient has not read from the other person in the match. */
  unreadInMatch: number;
  latestUnreadText: string | null;
  /** Requests: likes still waiting for an answer, received since the last notification of them. */
  waitingRequests: number;
  /** Every unread message of the recipient, for the app icon's badge. */
  unreadTotal: number;
  /** The recipient's notification preferences (the defaults until they change one). */
  preferences: NotificationPreferences;
}

interface FactsRow {
  recipient_email: string | null;
  recipient_name: string | null;
  recipient_in_standing: boolean | null;
  about_name: string | null;
  about_photo: string | null;
  about_reachable: boolean | null;
  match_stands: boolean;
  unread_in_match: number;
  latest_unread_text: string | null;
  waiting_requests: number;
  unread_total: number;
  /** Null throughout when the recipient never changed a preference. */
  has_preferences: boolean;
}

/**
 * One round trip: the recipient and their preferences, the other person, and what is still
 * unread or waiting.
 */
export async function readNotificationFacts(
  db: Kysely<Database>,
  params: {
    userId: string;
    aboutUserId: string | null;
    matchId: string | null;
    kind: NotificationKind;
    channel: NotificationChannel;
  },
): Promise<NotificationFacts> {
  const { userId, aboutUserId, matchId, kind, channel } = params;
  const me = sql`${userId}::uuid`;
  const them = sql`${aboutUserId}::uuid`;
  const { rows } = await sql<FactsRow & PreferenceRow>`
    select
      r.email as recipient_email, r.full_name as recipient_name,
      (r.id is not null and not ${outOfStanding('r')}) as recipient_in_standing,
      a.full_name as about_name, ap.profile_image_url as about_photo,
      (a.id is not null and not ${outOfStanding('a')} and not ${blockedEitherWay(me, them)})
        as about_reachable,
      exists (select 1 from matches m where m.id = ${matchId}::uuid) as match_stands,
      (select count(*)::int from messages m
        where ${kind} = 'messages' and m.match_id = ${matchId}::uuid
          and m.receiver_id = ${me} and m.read_at is null) as unread_in_match,
      (select m.content from messages m
        where ${kind} = 'messages' and m.match_id = ${matchId}::uuid
          and m.receiver_id = ${me} and m.read_at is null
        order by m.id desc limit 1) as latest_unread_text,
      (select count(*)::int from match_requests q
        join users f on f.id = q.from_user
        where ${kind} = 'requests' and q.to_user = ${me} and q.status = 'pending'
          and q.created_at > coalesce((select max(n.sent_at) from notifications n
            where n.user_id = ${me} and n.channel = ${channel} and n.group_key = 'requests'
              and n.status = 'sent'), '-infinity')
          and not ${outOfStanding('f')}
          and not ${blockedEitherWay(me, sql`q.from_user`)}) as waiting_requests,
      (select count(*)::int from messages m join matches x on x.id = m.match_id
        where m.receiver_id = ${me} and m.read_at is null) as unread_total,
      np.user_id is not null as has_preferences,
      ${sql.join(PREFERENCE_COLUMNS.map((column) => sql.ref(`np.${column}`)))}
    from (select 1) one
    left join users r on r.id = ${me}
    left join users a on a.id = ${them}
    left join profiles ap on ap.user_id = a.id
    left join notification_preferences np on np.user_id = ${me}
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the facts query answers one row');
  return {
    recipient:
      row.recipient_email && row.recipient_name !== null
        ? {
            email: row.recipient_email,
            fullName: row.recipient_name,
            inStanding: row.recipient_in_standing === true,
          }
        : null,
    about:
      row.about_name !== null
        ? {
            fullName: row.about_name,
            photoUrl: row.about_photo,
            reachable: row.about_reachable === true,
          }
        : null,
    matchStands: row.match_stands,
    unreadInMatch: row.unread_in_match,
    latestUnreadText: row.latest_unread_text,
    waitingRequests: row.waiting_requests,
    unreadTotal: row.unread_total,
    preferences: preferencesFromRow(row.has_preferences ? row : null),
  };
}
