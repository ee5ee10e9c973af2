import type { Kysely } from 'kysely';
import type { Database } from '../database.js';

export interface PendingRequestRow {
  id: string;
  fromUser: string;
  fullName: string;
  profileImageUrl: string | null;
  /** null when the requester has no profile (any more). */
  bio: string | null;
  requestedAt: Date;
}

/** Requests waiting for `userId`'s answer, newest first, with who sent them. */
export async function listPendingRequestsTo(
  db: Kysely<Database>,
  userId: string,
): Promise<PendingRequestRow[]> {
  return db
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
    ])
    .where('mr.to_user', '=', userId)
    .where('mr.status', '=', 'pending')
    .orderBy('mr.created_at', 'desc')
    .orderBy('mr.id', 'desc')
    .execute();
}
