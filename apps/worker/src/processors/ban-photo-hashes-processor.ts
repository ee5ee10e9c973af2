import { createHash } from 'node:crypto';
import { banPhotoHashesJobSchema } from '@starmatch/contracts/jobs';
import type { Database } from '@starmatch/db/database';
import {
  banPhotoSources,
  insertBannedPhotoHashes,
  keptEvidenceKeys,
  type NewBannedPhotoHash,
} from '@starmatch/db/queries/banned-photo-hashes';
import { type JobProcessor, UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import { keyOfPhotoUrl } from '@starmatch/service-kit/photo-store';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { perceptualHash } from '../images/perceptual-hash.js';
import { type PhotoStoreOption, photoStoreOf } from '../images/photo-store-option.js';

/**
 * moderation.ban-photo-hashes (docs/ARCHITECTURE.md "Banned photos"): hashes a banned person's
 * photo files and their reports' evidence copies, off the ban's transaction. A hash taken from a
 * copy keeps the copy's key, so the queue can show it while retention keeps it; a current photo
 * whose bytes are an evidence copy gets that key too. Running again (a redelivered event, a
 * retry) adds nothing: a person's hash is kept once. An account no longer banned or gone, or a
 * file that is missing, is skipped: there is nothing left to hash.
 */
export function createBanPhotoHashesProcessor(
  db: Kysely<Database>,
  options: PhotoStoreOption & { logger: Pick<Logger, 'info' | 'warn'> },
): JobProcessor {
  const photos = photoStoreOf(options);
  return async (payload): Promise<{ stored: number }> => {
    const parsed = banPhotoHashesJobSchema.safeParse(payload);
    if (!parsed.success) throw new UnrecoverableJobError('Invalid ban photo hashes job');
    const { userId } = parsed.data;
    const sources = await banPhotoSources(db, userId);
    if (!sources) return { stored: 0 };
    const rows: NewBannedPhotoHash[] = [];
    const row = async (bytes: Uint8Array, evidenceSha256: string | null) => ({
      hash: await perceptualHash(bytes),
      bannedUserId: userId,
      bannedAt: sources.bannedAt,
      evidenceSha256,
    });
    // Evidence first: where a photo and a copy hash alike, the row that keeps the copy's key wins.
    for (const copy of sources.evidence) rows.push(await row(copy.bytes, copy.sha256));
    const files = (await Promise.all(sources.photoUrls.map((url) => readPhotoFile(url)))).filter(
      (file): file is Buffer => file !== undefined,
    );
    const keys = files.map((file) => createHash('sha256').update(file).digest('hex'));
    const kept = await keptEvidenceKeys(db, keys);
    for (const [index, file] of files.entries()) {
      const key = keys[index] ?? '';
      rows.push(await row(file, kept.has(key) ? key : null));
    }
    const stored = await insertBannedPhotoHashes(db, rows);
    options.logger.info({ userId, hashed: rows.length, stored }, 'banned photo hashes stored');
    return { stored };
  };

  async function readPhotoFile(url: string): Promise<Buffer | undefined> {
    const key = keyOfPhotoUrl(url);
    if (key === null) return undefined;
    const bytes = await photos.get(key);
    if (bytes === null) options.logger.warn({ url }, 'banned photo file missing');
    return bytes ?? undefined;
  }
}
