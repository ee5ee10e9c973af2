import type {
  NotificationChannel,
  NotificationKind,
  NotificationPreferences,
} from '@starmatch/contracts/notifications';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { PushSubscriptionRow } from '../tables/notifications.js';
import {
  PREFERENCE_COLUMNS,
  type PreferenceRow,
  preferencesFromRow,
} from './notification-preferences.js';
import { blockedEitherWay, outOfStanding } from './visibility.js';

/** What a due notification is judged on when it is sent, as it is at that moment. */
export interface NotificationFacts {
  /** Null once the account is gone. `paused`: the person paused the account (nothing is sent). */
  recipient: { email: string; fullName: string; inStanding: boolean; paused: boolean } | null;
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
  /** Push notifications: the recipient's devices with push on, oldest first; none for email. */
  pushDevices: PushDevice[];
  /** The recipient's notification preferences (the defaults until they change one). */
  preferences: NotificationPreferences;
}

/** A device that turned push on: where its pushes go and the keys they are encrypted to. */
export type PushDevice = Pick<PushSubscriptionRow, 'id' | 'endpoint' | 'p256dh' | 'auth'>;

/** A due notification, as the facts about it are asked for. */
export interface NotificationFactsQuestion {
  userId: string;
  aboutUserId: string | null;
  matchId: string | null;
  kind: NotificationKind;
  channel: NotificationChannel;
}

interface FactsRow {
  position: string;
  recipient_email: string | null;
  recipient_name: string | null;
  recipient_in_standing: boolean | null;
  recipient_paused: boolean | null;
  about_name: string | null;
  about_photo: string | null;
  about_reachable: boolean | null;
  match_stands: boolean;
  unread_in_match: number;
  latest_unread_text: string | null;
  waiting_requests: number;
  unread_total: number;
  push_devices: PushDevice[];
  /** Null throughout when the recipient never changed a preference. */
  has_preferences: boolean;
}

function factsOf(row: FactsRow & PreferenceRow): NotificationFacts {
  return {
    recipient:
      row.recipient_email && row.recipient_name !== null
        ? {
            email: row.recipient_email,
            fullName: row.recipient_name,
            inStanding: row.recipient_in_standing === true,
            paused: row.recipient_paused === true,
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
    pushDevices: row.push_devices,
    preferences: preferencesFromRow(row.has_preferences ? row : null),
  };
}

/**
 * The facts of many due notifications in one round trip, in the order asked (a sender's pass
 * asks for all of its notifications at once): each recipient and their preferences and push
 * devices, the other person, and what is still unread or waiting.
 */
export async function readNotificationFacts(
  db: Kysely<Database>,
  questions: readonly NotificationFactsQuestion[],
): Promise<NotificationFacts[]> {
  if (questions.length === 0) return [];
  const column = <T>(pick: (question: NotificationFactsQuestion) => T) =>
    sql.val(questions.map(pick));
  const me = sql`q.user_id`;
  const them = sql`q.about_user_id`;
  const { rows } = await sql<FactsRow & PreferenceRow>`
    select
      q.position,
      r.email as recipient_email, r.full_name as recipient_name,
      (r.id is not null and not ${outOfStanding('r')}) as recipient_in_standing,
      r.paused_at is not null as recipient_paused,
      a.full_name as about_name, ap.profile_image_url as about_photo,
      (a.id is not null and not ${outOfStanding('a')} and not ${blockedEitherWay(me, them)})
        as about_reachable,
      exists (select 1 from matches m where m.id = q.match_id) as match_stands,
      (select count(*)::int from messages m
        where q.kind = 'messages' and m.match_id = q.match_id
          and m.receiver_id = ${me} and m.read_at is null) as unread_in_match,
      (select m.content from messages m
        where q.kind = 'messages' and m.match_id = q.match_id
          and m.receiver_id = ${me} and m.read_at is null
        order by m.id desc limit 1) as latest_unread_text,
      (select count(*)::int from match_requests w
        join users f on f.id = w.from_user
        where q.kind = 'requests' and w.to_user = ${me} and w.status = 'pending'
          and w.created_at > coalesce((select max(n.sent_at) from notifications n
            where n.user_id = ${me} and n.channel = q.channel and n.group_key = 'requests'
              and n.status = 'sent'), '-infinity')
          and not ${outOfStanding('f')}
          and not ${blockedEitherWay(me, sql`w.from_user`)}) as waiting_requests,
      (select count(*)::int from messages m join matches x on x.id = m.match_id
        where m.receiver_id = ${me} and m.read_at is null) as unread_total,
      (select coalesce(json_agg(json_build_object('id', s.id, 'endpoint', s.endpoint,
          'p256dh', s.p256dh, 'auth', s.auth) order by s.created_at, s.id), '[]'::json)
        from push_subscriptions s
        where q.channel = 'push' and s.user_id = ${me}) as push_devices,
      np.user_id is not null as has_preferences,
      ${sql.join(PREFERENCE_COLUMNS.map((name) => sql.ref(`np.${name}`)))}
    from unnest(
      ${column((question) => question.userId)}::uuid[],
      ${column((question) => question.aboutUserId)}::uuid[],
      ${column((question) => question.matchId)}::uuid[],
      ${column((question) => question.kind)}::text[],
      ${column((question) => question.channel)}::text[]
    ) with ordinality as q(user_id, about_user_id, match_id, kind, channel, position)
    left join users r on r.id = q.user_id
    left join users a on a.id = q.about_user_id
    left join profiles ap on ap.user_id = a.id
    left join notification_preferences np on np.user_id = q.user_id
    order by q.position
  `.execute(db);
  if (rows.length !== questions.length) throw new Error('the facts query answers each question');
  return rows.map(factsOf);
}
