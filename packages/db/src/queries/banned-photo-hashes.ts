import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';

// Perceptual hashes of banned people's photos (docs/ARCHITECTURE.md "Banned photos"). A hash is
// 16 hex digits; the distance between two is the number of bits they differ by, counted in SQL.

export interface NewBannedPhotoHash {
  hash: string;
  bannedUserId: string;
  bannedAt: Date;
  evidenceSha256: string | null;
}

/** Keeps each hash once per banned person: a repeat of the same photo, or of the job, adds nothing. */
export async function insertBannedPhotoHashes(
  db: Kysely<Database>,
  rows: readonly NewBannedPhotoHash[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('banned_photo_hashes')
    .values(
      rows.map((row) => ({
        hash: row.hash,
        banned_user_id: row.bannedUserId,
        banned_at: row.bannedAt,
        evidence_sha256: row.evidenceSha256,
      })),
    )
    .onConflict((oc) => oc.columns(['banned_user_id', 'hash']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/**
 * What a ban's hashing job reads: when the person was banned (undefined when the account is gone
 * or not banned), their photos' files, and the evidence copies of every report about them.
 */
export async function banPhotoSources(
  db: Kysely<Database>,
  userId: string,
): Promise<
  | {
      bannedAt: Date;
      photoUrls: string[];
      evidence: { sha256: string; bytes: Uint8Array }[];
    }
  | undefined
> {
  const user = await db
    .selectFrom('users')
    .select('banned_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.banned_at) return undefined;
  const photos = await db
    .selectFrom('photos')
    .select('url')
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
  const evidence = await db
    .selectFrom('evidence_photos as e')
    .select(['e.sha256', 'e.bytes'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('report_photos as rp')
          .innerJoin('reports as r', 'r.id', 'rp.report_id')
          .select('rp.report_id')
          .whereRef('rp.photo_sha256', '=', 'e.sha256')
          .where('r.reported_id', '=', userId),
      ),
    )
    .orderBy('e.sha256')
    .execute();
  return { bannedAt: user.banned_at, photoUrls: photos.map((photo) => photo.url), evidence };
}

/** The evidence copies among these keys (a current photo may be one of them, byte for byte). */
export async function keptEvidenceKeys(
  db: Kysely<Database>,
  sha256s: readonly string[],
): Promise<Set<string>> {
  if (sha256s.length === 0) return new Set();
  const rows = await db
    .selectFrom('evidence_photos')
    .select('sha256')
    .where('sha256', 'in', [...sha256s])
    .execute();
  return new Set(rows.map((row) => row.sha256));
}

/**
 * The banned hash nearest to `hash` within `maxDistance` bits, or undefined. Hamming distance
 * has no index, so this reads every row: a ban keeps a handful of hashes, so even thousands of
 * bans are a scan of a small table, cheaper than the upload's own image work. Hex text
 * (not bigint, which both drivers read as a lossy number) cast to bit(64) for the XOR.
 */
export async function nearestBannedPhotoHash(
  db: Kysely<Database>,
  hash: string,
  maxDistance: number,
): Promise<{ id: string; distance: number } | undefined> {
  const distance = sql<number>`bit_count(
    ('x' || banned_photo_hashes.hash)::bit(64) # ('x' || ${hash})::bit(64))::int`;
  const row = await db
    .selectFrom('banned_photo_hashes')
    .select(['id', distance.as('distance')])
    .where(distance, '<=', maxDistance)
    .orderBy('distance')
    .orderBy('banned_at')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, distance: Number(row.distance) } : undefined;
}

/** Removes a person's banned photo hashes (a lifted ban): their photos are no longer held. */
export async function deleteBannedPhotoHashesOf(
  db: Kysely<Database>,
  userId: string,
): Promise<number> {
  const result = await db
    .deleteFrom('banned_photo_hashes')
    .where('banned_user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
