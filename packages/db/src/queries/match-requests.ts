import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { ListPage, ListPositioned } from './list-page.js';
import { outOfStanding } from './visibility.js';

export async function createPendingRequest(
  db: Kysely<Database>,
  params: { fromUser: string; toUser: string },
): Promise<{ id: string }> {
  return db
    .insertInto('match_requests')
    .values({ from_user: params.fromUser, to_user: params.toUser })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Marks a request answered if it is still in one of `from` (pending, by default); false when it
 * was not (answered meanwhile).
 */
export async function answerRequest(
  db: Kysely<Database>,
  params: {
    requestId: string;
    status: 'accepted' | 'declined';
    from?: ReadonlyArray<'pending' | 'declined'>;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('match_requests')
    .set({ status: params.status, responded_at: sql<Date>`now()` })
    .where('id', '=', params.requestId)
    .where('status', 'in', params.from ?? ['pending'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The newest request from one person to another in one of `statuses` (pending by default; at
 * most one is pending, by index). Pending or declined is what someone who passed (and so
 * declined) and now likes after all says yes to.
 */
export async function findRequest(
  db: Kysely<Database>,
  params: {
    fromUser: string;
    toUser: string;
    statuses?: ReadonlyArray<'pending' | 'declined'>;
  },
): Promise<{ id: string } | null> {
  const row = await db
    .selectFrom('match_requests')
    .select('id')
    .where('from_user', '=', params.fromUser)
    .where('to_user', '=', params.toUser)
    .where('status', 'in', params.statuses ?? ['pending'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The badge on the dashboard's matches tab: requests waiting for this person's answer. A request
 * from someone suspended or banned is hidden (and cannot be answered) while they are out.
 */
export async function countPendingRequestsTo(
  db: Kysely<Database>,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('match_requests as mr')
    .innerJoin('users as u', 'u.id', 'mr.from_user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('mr.to_user', '=', userId)
    .where('mr.status', '=', 'pending')
    .where(sql<boolean>`not ${outOfStanding('u')}`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface PendingRequestRow extends ListPositioned {
  id: string;
  fromUser: string;
  fullName: string;
  profileImageUrl: string | null;
  /** null when the requester has no profile (any more). */
  bio: string | null;
  requestedAt: Date;
}

/** Requests waiting for `userId`'s answer, newest first, with who sent them; as the count, without the suspended or banned. */
export async function listPendingRequestsTo(
  db: Kysely<Database>,
  userId: string,
  page?: ListPage,
): Promise<PendingRequestRow[]> {
  const atMicros = sql<string>`(extract(epoch from mr.created_at) * 1000000)::bigint`;
  let query = db
    .selectFrom('match_requests as mr')
    .innerJoin('users as u', 'u.id', 'mr.from_user')
    .leftJoin('profiles as p', 'p.user_id', 'mr.from_user')
    .select([
      'mr.id',
      'mr.from_user as fromUser',
      'u.full_name as fullName',
      'p.profile_image_url as profileImageUrl',
      'p.bio',
      'mr.created_at as requestedAt',
      atMicros.as('atMicros'),
    ])
    .where('mr.to_user', '=', userId)
    .where('mr.status', '=', 'pending')
    .where(sql<boolean>`not ${outOfStanding('u')}`)
    .orderBy('mr.created_at', 'desc')
    .orderBy('mr.id', 'desc');
  if (page?.after) {
    const { after } = page;
    query = query.where(
      sql<boolean>`(${atMicros}, mr.id) < (${after.atMicros}::bigint, ${after.id}::uuid)`,
    );
  }
  if (page) query = query.limit(page.limit);
  const rows = await query.execute();
  return rows.map(({ atMicros: at, ...row }) => ({
    ...row,
    position: { atMicros: String(at), id: row.id },
  }));
}

/** Who sent request `requestId` to `toUser`; null for a missing request or someone else's. */
export async function findReceivedRequest(
  db: Kysely<Database>,
  params: { requestId: string; toUser: string },
): Promise<{ fromUser: string } | null> {
  const row = await db
    .selectFrom('match_requests')
    .select('from_user as fromUser')
    .where('id', '=', params.requestId)
    .where('to_user', '=', params.toUser)
    .executeTakeFirst();
  return row ?? null;
}
