import { findDataExport, readDataExportBytes } from '@starmatch/db/queries/data-exports';
import type { DomainContext } from '../context.js';

export type OpenDataExportResult =
  | { outcome: 'ready'; bytes: Uint8Array }
  | { outcome: 'not_found' }
  | { outcome: 'expired' };

/**
 * The ZIP of one export, for its owner only: anyone else, and an export still preparing or
 * failed, gets not_found (the same answer as an id that never existed). Past its expiry it is
 * gone, whether or not the retention job has deleted the bytes yet.
 */
export async function openDataExport(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  params: { userId: string; exportId: string },
): Promise<OpenDataExportResult> {
  const found = await findDataExport(ctx.db, params.exportId);
  if (!found || found.userId !== params.userId) return { outcome: 'not_found' };
  if (found.status === 'expired') return { outcome: 'expired' };
  if (found.status !== 'ready') return { outcome: 'not_found' };
  if (found.expiresAt && found.expiresAt <= ctx.now()) return { outcome: 'expired' };
  const bytes = await readDataExportBytes(ctx.db, found.id);
  if (!bytes) return { outcome: 'expired' };
  return { outcome: 'ready', bytes };
}
