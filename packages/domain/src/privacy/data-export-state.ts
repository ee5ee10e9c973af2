import {
  DATA_EXPORT_INTERVAL_HOURS,
  type DataExportState,
} from '@starmatch/contracts/data-exports';
import type { DataExportSummary } from '@starmatch/db/queries/data-exports';

const HOUR_MS = 60 * 60 * 1000;

/** When the next export may be asked for after one requested at `requestedAt`. */
export function nextDataExportAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + DATA_EXPORT_INTERVAL_HOURS * HOUR_MS);
}

/**
 * The answer of the export calls: the latest request as the person sees it at `now` (a ready
 * export past its expiry is 'expired' before the retention job has deleted its bytes), and when
 * the next may be asked for. A failed request does not count: the person may try again at once.
 */
export function dataExportState(
  latest: DataExportSummary | undefined,
  counted: DataExportSummary | undefined,
  now: Date,
): DataExportState {
  const next = counted ? nextDataExportAt(counted.requestedAt) : null;
  if (!latest) return { export: null, nextRequestAt: null };
  const expired = latest.status === 'ready' && latest.expiresAt !== null && latest.expiresAt <= now;
  return {
    export: {
      id: latest.id,
      status: expired ? 'expired' : latest.status,
      requestedAt: latest.requestedAt.toISOString(),
      readyAt: latest.readyAt?.toISOString() ?? null,
      expiresAt: latest.expiresAt?.toISOString() ?? null,
      size: latest.size,
    },
    nextRequestAt: next && next > now ? next.toISOString() : null,
  };
}
