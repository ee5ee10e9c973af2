import type { DataExportState } from '@starmatch/contracts/data-exports';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import {
  findLatestCountedDataExport,
  insertDataExport,
  lockAccountForDataExport,
  markDataExportFailed,
} from '@starmatch/db/queries/data-exports';
import type { DomainContext } from '../context.js';
import { dataExportState, nextDataExportAt } from './data-export-state.js';

export type RequestDataExportResult =
  | { outcome: 'requested'; state: DataExportState }
  | { outcome: 'too_soon'; nextRequestAt: Date; retryAfterSeconds: number }
  | { outcome: 'not_found' };

/**
 * "Download my data" (docs/PRODUCT.md "Account settings"): one export per person per
 * DATA_EXPORT_INTERVAL_HOURS, counted from the last request that did not fail. The request is
 * stored, then the job that builds the ZIP is queued under the export's id, so a retried
 * enqueue never builds it twice.
 */
export async function requestDataExport(
  ctx: Pick<DomainContext, 'db' | 'now' | 'queue'>,
  params: { userId: string },
): Promise<RequestDataExportResult> {
  const now = ctx.now();
  const decided = await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockAccountForDataExport(trx, params.userId))) return null;
    const counted = await findLatestCountedDataExport(trx, params.userId);
    const next = counted ? nextDataExportAt(counted.requestedAt) : null;
    if (next && next > now) return { next, made: null };
    return {
      next: null,
      made: await insertDataExport(trx, { userId: params.userId, requestedAt: now }),
    };
  });
  if (!decided) return { outcome: 'not_found' };
  const { made, next } = decided;
  if (!made) {
    if (!next) return { outcome: 'not_found' };
    const retryAfterSeconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
    return { outcome: 'too_soon', nextRequestAt: next, retryAfterSeconds };
  }
  try {
    await ctx.queue.enqueue(JOB_NAMES.dataExport, { exportId: made.id }, { jobId: made.id });
  } catch (error) {
    // Not queued, so never built: failed lets the person try again at once.
    await markDataExportFailed(ctx.db, made.id);
    throw error;
  }
  return { outcome: 'requested', state: dataExportState(made, made, now) };
}
