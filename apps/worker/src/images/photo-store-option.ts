import { createLocalPhotoStore } from '@starmatch/service-kit/local-photo-store';
import type { PhotoStore } from '@starmatch/service-kit/photo-store';

/** The photo store a processor reads and writes: the worker's, or an upload folder by its path. */
export type PhotoStoreOption = { photos: PhotoStore } | { uploadDir: string };

export function photoStoreOf(option: PhotoStoreOption): PhotoStore {
  return 'photos' in option ? option.photos : createLocalPhotoStore(option.uploadDir);
}
