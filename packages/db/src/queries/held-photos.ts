import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';
import type { HeldPhotoRow } from '../tables/banned-photos.js';

// Uploads held for a moderator because they looked like a banned photo (docs/ARCHITECTURE.md
// "Banned photos"). They are not in `photos`, so nothing that lists photos shows them.

export interface NewHeldPhoto {
  id: string;
  userId: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  format: string;
  hash: string;
  bannedHashId: string;
  distance: number;
  createdAt: Date;
}

export async function insertHeldPhoto(db: Kysely<Database>, held: NewHeldPhoto): Promise<void> {
  await db
    .insertInto('held_photos')
    .values({
      id: held.id,
      user_id: held.userId,
      url: held.url,
      width: held.width,
      height: held.height,
      bytes: held.bytes,
      format: held.format,
      hash: held.hash,
      banned_hash_id: held.bannedHashId,
      distance: held.distance,
      created_at: held.createdAt,
    })
    .execute();
}

/** One held photo with the banned hash it matched, for the moderators' queue. */
export interface HeldPhotoForQueue {
  id: string;
  url: string;
  user_id: string;
  full_name: string;
  date_of_birth: string;
  distance: number;
  created_at: Date;
  banned_at: Date | null;
  evidence_sha256: string | null;
}

/** The held photos, oldest first. */
export async function listHeldPhotos(
  db: Kysely<Database>,
  limit: number,
): Promise<HeldPhotoForQueue[]> {
  return db
    .selectFrom('held_photos as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .leftJoin('banned_photo_hashes as b', 'b.id', 'h.banned_hash_id')
    .select([
      'h.id',
      'h.url',
      'h.user_id',
      'u.full_name',
      'u.date_of_birth',
      'h.distance',
      'h.created_at',
      'b.banned_at',
      'b.evidence_sha256',
    ])
    .orderBy('h.created_at')
    .orderBy('h.id')
    .limit(limit)
    .execute();
}

/** A person's own held photos, oldest first (their profile shows them as being reviewed). */
export async function listOwnHeldPhotos(
  db: Kysely<Database>,
  userId: string,
): Promise<{ id: string; url: string }[]> {
  return db
    .selectFrom('held_photos')
    .select(['id', 'url'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The held photo, locked for its decision; undefined when there is none. */
export async function lockHeldPhoto(
  trx: Transaction<Database>,
  id: string,
): Promise<HeldPhotoRow | undefined> {
  return trx
    .selectFrom('held_photos')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteHeldPhoto(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('held_photos').where('id', '=', id).execute();
}
