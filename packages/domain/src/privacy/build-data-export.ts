import { DATA_EXPORT_EXPIRY_DAYS } from '@starmatch/contracts/data-exports';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { readDataExportContents } from '@starmatch/db/queries/data-export-contents';
import {
  findDataExport,
  markDataExportFailed,
  markDataExportReady,
} from '@starmatch/db/queries/data-exports';
import { type Zippable, zipSync } from 'fflate';
import type { DomainContext } from '../context.js';
import { dataExportFiles } from './data-export-files.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads the file of one of the person's photos, by its url; null when it is missing. */
export type ReadPhotoFile = (userId: string, url: string) => Promise<Uint8Array | null>;

export type BuildDataExportResult =
  | { outcome: 'built'; size: number }
  | { outcome: 'not_found' }
  | { outcome: 'failed' };

/**
 * The job's half of "Download my data": gathers the person's data, zips it with the README,
 * stores the ZIP for DATA_EXPORT_EXPIRY_DAYS and emails the person. An export not waiting to be
 * built (already built by an earlier run, or its account gone) is left as it is.
 */
export async function buildDataExport(
  ctx: Pick<DomainContext, 'db' | 'now' | 'queue'>,
  params: { exportId: string; readPhoto: ReadPhotoFile },
): Promise<BuildDataExportResult> {
  const request = await findDataExport(ctx.db, params.exportId);
  if (request?.status !== 'preparing') return { outcome: 'not_found' };
  const contents = await readDataExportContents(ctx.db, request.userId);
  if (!contents) {
    await markDataExportFailed(ctx.db, request.id);
    return { outcome: 'failed' };
  }
  const photos = new Map<string, Uint8Array>();
  for (const photo of contents.photos) {
    const bytes = await params.readPhoto(request.userId, photo.url);
    if (bytes) photos.set(photo.id, bytes);
  }
  const madeAt = ctx.now();
  const files = dataExportFiles(contents, photos, madeAt);
  const zippable: Zippable = {};
  for (const [path, content] of Object.entries(files)) {
    // Photos are WebP, compressed already: stored as they are, which is faster and no larger.
    zippable[path] =
      typeof content === 'string'
        ? [new TextEncoder().encode(content), { level: 6 }]
        : [content, { level: 0 }];
  }
  const bytes = zipSync(zippable, { mtime: madeAt });
  const expiresAt = new Date(madeAt.getTime() + DATA_EXPORT_EXPIRY_DAYS * DAY_MS);
  const stored = await markDataExportReady(ctx.db, {
    id: request.id,
    bytes,
    readyAt: madeAt,
    expiresAt,
  });
  if (!stored) return { outcome: 'not_found' };
  await ctx.queue.enqueue(
    JOB_NAMES.emailSend,
    {
      template: 'data-export-ready',
      to: contents.user.email,
      fullName: contents.user.full_name,
      expiresAt: expiresAt.toISOString(),
    },
    { jobId: `data-export-ready-${request.id}` },
  );
  return { outcome: 'built', size: bytes.byteLength };
}
