import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataExportJobSchema, JOB_SETTINGS } from '@starmatch/contracts/jobs';
import { markDataExportFailed } from '@starmatch/db/queries/data-exports';
import type { DomainContext } from '@starmatch/domain/context';
import { buildDataExport } from '@starmatch/domain/privacy/build-data-export';
import { type JobProcessor, UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import { isInsideFolder } from '../images/upload-paths.js';

/**
 * privacy.data-export: builds one "Download my data" ZIP (domain privacy/build-data-export.ts),
 * reading the photos from where the app serves them: a photo's url `/uploads/profiles/<userId>/…`
 * is the file under `<uploadDir>/profiles/<userId>`. A photo whose file is missing, or whose url
 * points anywhere else, is left out rather than failing the export.
 */
export function createDataExportProcessor(
  domain: Pick<DomainContext, 'db' | 'now' | 'queue'>,
  options: { uploadDir: string },
): JobProcessor {
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
        const file = photoFileOf(options.uploadDir, userId, url);
        if (!file) return null;
        try {
          return await readFile(file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw error;
        }
      },
    });
  }
}

const UPLOADS_URL = '/uploads/';

/** The file behind one of the person's photo urls, only inside their own folder. */
function photoFileOf(uploadDir: string, userId: string, url: string): string | null {
  if (!url.startsWith(UPLOADS_URL)) return null;
  const file = path.join(uploadDir, url.slice(UPLOADS_URL.length));
  return isInsideFolder(path.join(uploadDir, 'profiles', userId), file) ? file : null;
}
