import { type PhotoStore, photoKeys } from '@starmatch/service-kit/photo-store';

/**
 * Removes each photo's objects (`profiles/<userId>/<photoId>.*`: the photo, its thumbnail, and
 * any temporary file a write left behind); missing ones are fine. Everything of one person is
 * under their prefix, so deleting the account removes it all in one sweep.
 */
export async function removePhotoFiles(
  photos: PhotoStore,
  userId: string,
  photoIds: readonly string[],
): Promise<void> {
  if (photoIds.length === 0) return;
  const prefix = photoKeys.userPrefix(userId);
  const keys = await photos.list(prefix);
  const doomed = keys.filter((key) =>
    photoIds.some((id) => key.slice(prefix.length).startsWith(`${id}.`)),
  );
  await photos.delete(doomed);
}
