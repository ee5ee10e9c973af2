import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { ADMIN_HELD_PHOTOS_LIMIT, type AdminHeldPhoto } from '@starmatch/contracts/banned-photos';
import { reportPhotoPath } from '@starmatch/contracts/moderation';
import { type HeldPhotoForQueue, listHeldPhotos } from '@starmatch/db/queries/held-photos';
import { decideHeldPhoto } from '@starmatch/domain/moderation/decide-held-photo';
import { type PhotoStore, photoKeys } from '@starmatch/service-kit/photo-store';
import { ageOn } from '@starmatch/zodiac/age';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { requireModerator } from './require-moderator.js';

function toAdminHeldPhoto(row: HeldPhotoForQueue, now: Date): AdminHeldPhoto {
  return {
    id: row.id,
    url: row.url,
    uploader: { id: row.user_id, fullName: row.full_name, age: ageOn(row.date_of_birth, now) },
    distance: row.distance,
    createdAt: row.created_at.toISOString(),
    banned: {
      // The matched hash row outlives its evidence; if the row itself is gone, so is the date.
      bannedAt: (row.banned_at ?? row.created_at).toISOString(),
      photoUrl: row.evidence_sha256 ? reportPhotoPath(row.evidence_sha256) : null,
    },
  };
}

/**
 * Held uploads (/api/admin/held-photos; docs/ARCHITECTURE.md "Banned photos"): the queue, oldest
 * first, and a moderator's release or remove (packages/domain moderation/decide-held-photo.ts).
 * Its own onRequest hook answers anyone who is not a signed-in moderator as an unknown path.
 * A removed photo's files go after the decision has committed.
 */
export async function heldPhotosRoutes(
  app: FastifyInstance,
  options: { photos: PhotoStore },
): Promise<void> {
  app.addHook('onRequest', requireModerator);

  contractRoute(app, apiRoutes.getHeldPhotos, async () => {
    const rows = await listHeldPhotos(app.db, ADMIN_HELD_PHOTOS_LIMIT);
    const now = app.domain.now();
    return rows.map((row) => toAdminHeldPhoto(row, now));
  });

  contractRoute(app, apiRoutes.decideHeldPhoto, async (request) => {
    const { decision, note } = request.body;
    const result = await decideHeldPhoto(app.domain, {
      heldPhotoId: request.params.id,
      moderatorId: sessionOf(request.raw).userId,
      decision,
      note: note ? note : null,
    });
    if (result.outcome === 'not_found') throw new NotFoundError();
    if (result.outcome === 'no_free_slot') {
      throw new HttpError('CONFLICT', API_MESSAGES.heldPhotoNoFreeSlot);
    }
    if (result.outcome === 'released') return { decision, photoUrl: result.url };
    // The photo and its thumbnail, as the upload wrote them (profiles/<userId>/<photoId>.*).
    const photo = photoKeys.photo(result.userId, result.photoId);
    await options.photos.delete([photo, photoKeys.thumbnailOf(photo)]);
    return { decision, photoUrl: null };
  });
}
