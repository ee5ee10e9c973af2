import { PHOTO_LIMITS } from '@starmatch/contracts/constants';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';
import type { Photo } from '../tables/profiles.js';
import { inTransaction } from './in-transaction.js';

/** A user's photos, main photo (position 0) first. */
export async function listPhotos(db: Kysely<Database>, userId: string): Promise<Photo[]> {
  return db
    .selectFrom('photos')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
}

export async function countPhotos(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Locks the user's row for the rest of the transaction, so that two photo writes of one person
 * (an upload racing a profile save) run one after the other instead of fighting over positions.
 * Answers the user's date of birth, or undefined when the user no longer exists.
 */
export async function lockPhotoOwner(
  trx: Transaction<Database>,
  userId: string,
): Promise<{ dateOfBirth: string } | undefined> {
  const user = await trx
    .selectFrom('users')
    .select('date_of_birth')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return user ? { dateOfBirth: user.date_of_birth } : undefined;
}

export interface AddPhotoParams {
  /** Chosen by the caller: the file is named after it before the row exists. */
  id: string;
  userId: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  format: string;
}

export type AddPhotoResult =
  | { added: true; photo: Photo }
  | { added: false; reason: 'limit_reached' | 'no_user' };

/** Stores a photo at the lowest free position, or refuses when the user already has the maximum. */
export async function addPhoto(
  db: Kysely<Database>,
  params: AddPhotoParams,
): Promise<AddPhotoResult> {
  return inTransaction(db, async (trx) => {
    if (!(await lockPhotoOwner(trx, params.userId))) return { added: false, reason: 'no_user' };
    const taken = new Set((await listPhotos(trx, params.userId)).map((photo) => photo.position));
    const position = Array.from({ length: PHOTO_LIMITS.max }, (_, index) => index).find(
      (candidate) => !taken.has(candidate),
    );
    if (position === undefined) return { added: false, reason: 'limit_reached' };
    const photo = await trx
      .insertInto('photos')
      .values({
        id: params.id,
        user_id: params.userId,
        position,
        url: params.url,
        width: params.width,
        height: params.height,
        bytes: params.bytes,
        format: params.format,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { added: true, photo };
  });
}

export class UnknownPhotoError extends Error {
  override name = 'UnknownPhotoError';
  constructor(readonly photoId: string) {
    super(`Photo ${photoId} is not one of the user's photos`);
  }
}

/**
 * Leaves the user with exactly `keepIds`, at positions 0.. in that order, and deletes the rest.
 * Answers the deleted rows so the caller can remove their files after the commit. Call it inside
 * a transaction that holds lockPhotoOwner.
 */
export async function arrangePhotos(
  trx: Transaction<Database>,
  userId: string,
  keepIds: readonly string[],
): Promise<Photo[]> {
  const current = await listPhotos(trx, userId);
  const byId = new Map(current.map((photo) => [photo.id, photo]));
  const kept = keepIds.map((id) => {
    const photo = byId.get(id);
    if (!photo) throw new UnknownPhotoError(id);
    return photo;
  });
  const keep = new Set(keepIds);
  const removed = current.filter((photo) => !keep.has(photo.id));
  const inPlace = kept.every((photo, index) => photo.position === index);
  // (user_id, position) is unique and checked row by row, so a reorder cannot swap positions
  // with an UPDATE; the moved rows are deleted and inserted again with the same ids.
  const deleteIds = [...removed, ...(inPlace ? [] : kept)].map((photo) => photo.id);
  if (deleteIds.length > 0) await trx.deleteFrom('photos').where('id', 'in', deleteIds).execute();
  if (!inPlace && kept.length > 0) {
    await trx
      .insertInto('photos')
      .values(kept.map((photo, position) => ({ ...photo, position })))
      .execute();
  }
  return removed;
}
