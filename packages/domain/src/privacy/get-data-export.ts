import type { DataExportState } from '@starmatch/contracts/data-exports';
import {
  findLatestCountedDataExport,
  findLatestDataExport,
} from '@starmatch/db/queries/data-exports';
import type { DomainContext } from '../context.js';
import { dataExportState } from './data-export-state.js';

/** The person's latest data export as they see it now (Settings → "Your data"). */
export async function getDataExport(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  params: { userId: string },
): Promise<DataExportState> {
  const [latest, counted] = await Promise.all([
    findLatestDataExport(ctx.db, params.userId),
    findLatestCountedDataExport(ctx.db, params.userId),
  ]);
  return dataExportState(latest, counted, ctx.now());
}
