import { isServableKey, PHOTO_CONTENT_TYPE, type PhotoStore, photoKeys } from './photo-store.js';

export interface PhotoMigrationCounts {
  /** Photos written to the target. */
  copied: number;
  /** Photos the target already had: an earlier run's, so a run again or after a stop resumes. */
  alreadyThere: number;
  /** Files under `profiles/` that are no photo (a write's leftover `.tmp`, a stray file). */
  notPhotos: number;
}

/** Objects copied at once: enough to hide a bucket's round trip, few enough for a small machine. */
const PARALLEL_COPIES = 8;

/**
 * Copies every photo (`profiles/…`, what /uploads/ serves) from one store to another, skipping
 * those the target has. A photo's key is its id, never reused, so one already there is the same
 * photo; and a PUT is whole or absent, so a run stopped half way leaves nothing half copied.
 * Uploads waiting in `incoming/` belong to requests in flight and are not copied.
 */
export async function migratePhotos(
  source: PhotoStore,
  target: PhotoStore,
  onCopied: (counts: Readonly<PhotoMigrationCounts>) => void = () => {},
): Promise<PhotoMigrationCounts> {
  const keys = await source.list(photoKeys.profilesPrefix);
  const counts: PhotoMigrationCounts = { copied: 0, alreadyThere: 0, notPhotos: 0 };
  const queue = keys.filter((key) => {
    if (isServableKey(key)) return true;
    counts.notPhotos += 1;
    return false;
  });
  async function copyNext(): Promise<void> {
    for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
      if (await target.exists(key)) {
        counts.alreadyThere += 1;
        continue;
      }
      const bytes = await source.get(key);
      // Gone since the listing (its account deleted meanwhile): nothing to copy.
      if (bytes === null) continue;
      await target.put(key, bytes, PHOTO_CONTENT_TYPE);
      counts.copied += 1;
      onCopied(counts);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, copyNext));
  return counts;
}
