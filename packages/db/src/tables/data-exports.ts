import type { DataExportStatus } from '@starmatch/contracts/data-exports';
import type { Generated, Insertable, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.js';

/** One "Download my data" request and, once built, its ZIP. */
export interface DataExportsTable {
  id: Generated<string>;
  user_id: string;
  status: DataExportStatus;
  requested_at: Timestamp;
  ready_at: NullableTimestamp;
  /** Set once ready; after it the download answers 410 and the bytes are deleted. */
  expires_at: NullableTimestamp;
  /** The ZIP; null while preparing, after a failure and once expired. */
  bytes: Uint8Array | null;
  size: number | null;
}

export type DataExportRow = Selectable<DataExportsTable>;
export type NewDataExport = Insertable<DataExportsTable>;
