import { dataExportJobSchema, JOB_SETTINGS } from '@starmatch/contracts/jobs';
import { markDataExportFailed } from '@starmatch/db/queries/data-exports';
import type { DomainContext } from '@starmatch/domain/context';
import { buildDataExport } from '@starmatch/domain/privacy/build-data-export';
import { type JobProcessor, UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import { keyOfPhotoUrl, photoKeys } from '@starmatch/service-kit/photo-store';
import { type PhotoStoreOption, photoStoreOf } from '../images/photo-store-option.js';

/**
 * privacy.data-export: builds one "Download my data" ZIP (domain privacy/build-data-export.ts),
 * reading the photos from the photo store: a photo's url `/uploads/profiles/<userId>/…` is the
 * object `profiles/<userId>/…`. A photo whose object is missing, or whose url points anywhere
 * but the person's own prefix, is left out rather than failing the export.
 */
export function createDataExportProcessor(
  domain: Pick<DomainContext, 'db' | 'now' | 'queue'>,
  options: PhotoStoreOption,
): JobProcessor {
  const photos = photoStoreOf(options);
  return async (payload, { attempt }) => {
    const parsed = dataExportJobSchema.safeParse(payload);
    if (!parsed.success) throw new UnrecoverableJobError('Invalid data export job');
    const { exportId } = parsed.data;
    try {
      return await build(exportId);
    } catch (error) {
      // The last try: 'failed' tells the person, who may ask again at once.
      if (attempt >= JOB_SETTINGS['privacy.data-export'].attempts) {
        await markDataExportFailed(domain.db, exportId);
      }
      throw error;
    }
  };

  function build(exportId: string) {
    return buildDataExport(domain, {
      exportId,
      readPhoto: async (userId, url) => {
        const key = keyOfPhotoUrl(url);
        if (key === null || !key.startsWith(photoKeys.userPrefix(userId))) return null;
        return photos.get(key);
      },
    });
  }
}
