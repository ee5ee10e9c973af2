import { PHOTO_MATCH_MAX_DISTANCE } from '@starmatch/contracts/banned-photos';
import { nearestBannedPhotoHash } from '@starmatch/db/queries/banned-photo-hashes';
import { insertHeldPhoto } from '@starmatch/db/queries/held-photos';
import { type AddPhotoParams, addPhoto, lockPhotoOwner } from '@starmatch/db/queries/photos';
import type { DomainContext } from '../context.js';

export type PlaceUploadResult =
  | { outcome: 'added' }
  /** Close to a banned person's photo: kept out of the profile until a moderator decides. */
  | { outcome: 'held' }
  | { outcome: 'limit_reached' }
  | { outcome: 'no_user' };

/**
 * Where a freshly optimised upload goes (docs/ARCHITECTURE.md "Banned photos"): into the
 * person's photos, or, when its perceptual hash is within PHOTO_MATCH_MAX_DISTANCE of a banned
 * photo's, into held_photos for a moderator. A held photo takes no photo slot until released.
 */
export async function placeUpload(
  ctx: DomainContext,
  params: AddPhotoParams & { perceptualHash: string },
): Promise<PlaceUploadResult> {
  const { perceptualHash, ...photo } = params;
  const match = await nearestBannedPhotoHash(ctx.db, perceptualHash, PHOTO_MATCH_MAX_DISTANCE);
  if (!match) {
    const added = await addPhoto(ctx.db, photo);
    return added.added ? { outcome: 'added' } : { outcome: added.reason };
  }
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockPhotoOwner(trx, photo.userId))) return { outcome: 'no_user' } as const;
    await insertHeldPhoto(trx, {
      ...photo,
      hash: perceptualHash,
      bannedHashId: match.id,
      distance: match.distance,
      createdAt: ctx.now(),
    });
    return { outcome: 'held' } as const;
  });
}
