import { randomUUID } from 'node:crypto';
import {
  keyOfPhotoUrl,
  PHOTO_CONTENT_TYPE,
  type PhotoStore,
  photoKeys,
  photoUrlOf,
} from '@starmatch/service-kit/photo-store';

// The photo of a block's snapshot (docs/ARCHITECTURE.md "Trust and safety"): a copy of the
// blocked person's main photo, made at block time, so the block list shows them as they were
// even after they change or delete their photos or their account. The copy lives under the
// blocker's own prefix, so deleting the blocker's account removes it with their photos, and it
// is served like any photo (an unguessable name under /uploads/profiles).

/** Copies are `blocked-<uuid>.webp`, a name no photo id (a bare uuid) can take. */
const COPY_PREFIX = 'blocked-';

/** The key of a served photo URL (`/uploads/profiles/…`), or null. */
function profileKeyOf(url: string): string | null {
  const key = keyOfPhotoUrl(url);
  return key?.startsWith(photoKeys.profilesPrefix) ? key : null;
}

export interface BlockSnapshotPhotos {
  /** Copies the photo at `photoUrl` (its thumbnail when there is one) for `blockerId`; null when
   * there is no file to copy. */
  copy(blockerId: string, photoUrl: string): Promise<string | null>;
  /** Removes a copy made by `copy` for `blockerId`; any other URL is left alone. */
  remove(blockerId: string, photoUrl: string | null): Promise<void>;
}

export function blockSnapshotPhotos(photos: PhotoStore): BlockSnapshotPhotos {
  return {
    async copy(blockerId, photoUrl) {
      const source = profileKeyOf(photoUrl);
      if (!source?.endsWith('.webp')) return null;
      const bytes =
        (await photos.get(photoKeys.thumbnailOf(source)).catch(() => null)) ??
        (await photos.get(source).catch(() => null));
      if (!bytes) return null;
      const key = `${photoKeys.userPrefix(blockerId)}${COPY_PREFIX}${randomUUID()}.webp`;
      await photos.put(key, bytes, PHOTO_CONTENT_TYPE);
      return photoUrlOf(key);
    },
    async remove(blockerId, photoUrl) {
      const key = photoUrl === null ? null : profileKeyOf(photoUrl);
      if (!key?.startsWith(`${photoKeys.userPrefix(blockerId)}${COPY_PREFIX}`)) return;
      await photos.delete([key]);
    },
  };
}
