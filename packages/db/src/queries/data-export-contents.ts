import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { DecisionsTable } from '../tables/decisions.js';
import type { NotificationPreferencesTable } from '../tables/notifications.js';
import type { ProfilesTable, SettingsTable } from '../tables/profiles.js';
import type { User } from '../tables/users.js';

// What "Download my data" reads about one person (docs/ARCHITECTURE.md "Your data"): their own
// rows, and of anyone else only the id and the first word of the name of someone they matched.
// Which of it goes into which file is decided in packages/domain/src/privacy.

type Row<T> = { [K in keyof T]: T[K] extends { __select__: infer S } ? S : T[K] };

export interface ExportedMatch {
  matchId: string;
  otherUserId: string;
  /** The other person's first name only. */
  otherFirstName: string;
  matchedAt: Date;
  endedAt: Date | null;
}

export interface ExportedMessage {
  id: string;
  matchId: string;
  content: string;
  sentAt: Date;
}

export interface DataExportContents {
  user: Pick<
    User,
    | 'id'
    | 'email'
    | 'full_name'
    | 'date_of_birth'
    | 'gender'
    | 'created_at'
    | 'email_verified_at'
    | 'paused_at'
  >;
  profile: Pick<
    Row<ProfilesTable>,
    | 'bio'
    | 'sexual_orientation'
    | 'location'
    | 'city'
    | 'age_range_min'
    | 'age_range_max'
    | 'zodiac_sign'
    | 'created_at'
    | 'updated_at'
  > | null;
  photos: {
    id: string;
    url: string;
    position: number;
    format: string;
    width: number;
    height: number;
    createdAt: Date;
  }[];
  settings: Pick<
    Row<SettingsTable>,
    'preferred_age_ranges' | 'preferred_cities' | 'hide_activity' | 'updated_at'
  > | null;
  notificationPreferences: Omit<Row<NotificationPreferencesTable>, 'user_id'> | null;
  decisions: Pick<Row<DecisionsTable>, 'to_user' | 'is_like' | 'created_at'>[];
  requests: {
    id: string;
    direction: 'sent' | 'received';
    otherUserId: string;
    status: string;
    createdAt: Date;
    respondedAt: Date | null;
  }[];
  matches: ExportedMatch[];
  pastMatches: ExportedMatch[];
  blocks: { blockedUserId: string; createdAt: Date }[];
  reports: {
    id: string;
    reportedUserId: string | null;
    category: string;
    details: string | null;
    matchId: string | null;
    status: string;
    createdAt: Date;
    resolvedAt: Date | null;
  }[];
  messagesSent: ExportedMessage[];
}

const FIRST_NAME = sql<string>`split_part(o.full_name, ' ', 1)`;

export async function readDataExportContents(
  db: Kysely<Database>,
  userId: string,
): Promise<DataExportContents | null> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'full_name',
      'date_of_birth',
      'gender',
      'created_at',
      'email_verified_at',
      'paused_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const [profile, photos, settings, notificationPreferences, decisions, requests] =
    await Promise.all([
      db
        .selectFrom('profiles')
        .select([
          'bio',
          'sexual_orientation',
          'location',
          'city',
          'age_range_min',
          'age_range_max',
          'zodiac_sign',
          'created_at',
          'updated_at',
        ])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('photos')
        .select(['id', 'url', 'position', 'format', 'width', 'height', 'created_at as createdAt'])
        .where('user_id', '=', userId)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('settings')
        .select(['preferred_age_ranges', 'preferred_cities', 'hide_activity', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('notification_preferences')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('decisions')
        .select(['to_user', 'is_like', 'created_at'])
        .where('from_user', '=', userId)
        .orderBy('created_at')
        .orderBy('to_user')
        .execute(),
      sql<DataExportContents['requests'][number]>`
      select id, case when from_user = ${userId} then 'sent' else 'received' end as direction,
        case when from_user = ${userId} then to_user else from_user end as "otherUserId",
        status, created_at as "createdAt", responded_at as "respondedAt"
      from match_requests where from_user = ${userId} or to_user = ${userId}
      order by created_at, id`.execute(db),
    ]);
  const [matches, pastMatches, blocks, reports, messagesSent] = await Promise.all([
    sql<ExportedMatch>`
      select m.id as "matchId", o.id as "otherUserId", ${FIRST_NAME} as "otherFirstName",
        m.created_at as "matchedAt", null::timestamptz as "endedAt"
      from matches m
      join users o on o.id = case when m.user_a = ${userId} then m.user_b else m.user_a end
      where m.user_a = ${userId} or m.user_b = ${userId}
      order by m.created_at, m.id`.execute(db),
    // As 'Past matches' shows them: a match the other person ended by blocking looks, to this
    // side, like an account that is gone.
    sql<ExportedMatch>`
      select e.match_id as "matchId", o.id as "otherUserId", ${FIRST_NAME} as "otherFirstName",
        e.matched_at as "matchedAt", e.ended_at as "endedAt"
      from ended_matches e
      join users o on o.id = case when e.user_a = ${userId} then e.user_b else e.user_a end
      where (e.user_a = ${userId} or e.user_b = ${userId})
        and not exists (select 1 from blocks b where b.blocker_id = o.id and b.blocked_id = ${userId})
      order by e.ended_at, e.match_id`.execute(db),
    db
      .selectFrom('blocks')
      .select(['blocked_id as blockedUserId', 'created_at as createdAt'])
      .where('blocker_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('reports')
      .select([
        'id',
        'reported_id as reportedUserId',
        'category',
        'details',
        'match_id as matchId',
        'status',
        'created_at as createdAt',
        'resolved_at as resolvedAt',
      ])
      .where('reporter_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    // Current conversations, then the kept copies of ended ones (they were sent all the same).
    sql<ExportedMessage>`
      select id, match_id as "matchId", content, created_at as "sentAt" from messages
      where sender_id = ${userId}
      union all
      select k.id, k.match_id, k.content, k.created_at from kept_messages k
      where k.sender_id = ${userId}
        and not exists (select 1 from messages m where m.id = k.id)
      order by "sentAt", id`.execute(db),
  ]);
  return {
    user,
    profile: profile ?? null,
    photos,
    settings: settings ?? null,
    notificationPreferences: notificationPreferences
      ? (({ user_id: _unused, ...rest }) => rest)(notificationPreferences)
      : null,
    decisions,
    requests: requests.rows,
    matches: matches.rows,
    pastMatches: pastMatches.rows,
    blocks,
    reports,
    messagesSent: messagesSent.rows,
  };
}
