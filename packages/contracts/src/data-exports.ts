import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './fields.js';

// "Download my data" (NZ Privacy Act IPP 6; docs/PRODUCT.md "Account settings"): a person asks
// for an export, a job builds the ZIP, and the person downloads it from Settings.

/** One export per person per this many hours. */
export const DATA_EXPORT_INTERVAL_HOURS = 24;
/** A finished export can be downloaded for this many days; then its bytes are deleted. */
export const DATA_EXPORT_EXPIRY_DAYS = 7;

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The file's own path (not a JSON route: the answer is the ZIP's bytes). */
export const DATA_EXPORT_DOWNLOAD_PATH = '/api/user/data-export/:id/download';

export function dataExportDownloadPath(id: string): string {
  return DATA_EXPORT_DOWNLOAD_PATH.replace(':id', encodeURIComponent(id));
}

/** The name the browser saves the file under. */
export const DATA_EXPORT_FILE_NAME = 'starmatch-my-data.zip';

export const dataExportSchema = z.object({
  id: idSchema,
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: isoDateTimeSchema,
  readyAt: isoDateTimeSchema.nullable(),
  /** Set once ready: when the download stops working. */
  expiresAt: isoDateTimeSchema.nullable(),
  /** The ZIP's size in bytes, once ready. */
  size: z.int().nonnegative().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The latest export, if any, and when the next may be asked for (null: now). */
export const dataExportStateSchema = z.object({
  export: dataExportSchema.nullable(),
  nextRequestAt: isoDateTimeSchema.nullable(),
});
export type DataExportState = z.infer<typeof dataExportStateSchema>;

/** New Zealand's clock, where the people are, whatever the server's or browser's time zone. */
const NZ_DATE_TIME = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Tuesday, 22 December at 10:00 pm': an export's times as the person reads them. */
export function nzDateTime(iso: string): string {
  return NZ_DATE_TIME.format(new Date(iso));
}

/** The 429 of a second request within DATA_EXPORT_INTERVAL_HOURS. */
export function dataExportTooSoonMessage(nextRequestAt: string): string {
  return `You can ask for your data once every ${DATA_EXPORT_INTERVAL_HOURS} hours. You can ask again from ${nzDateTime(nextRequestAt)} (New Zealand time).`;
}

/** How often the Settings card asks again while an export is being prepared. */
export const DATA_EXPORT_POLL_MS = 3000;
