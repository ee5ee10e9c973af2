import type { DataExportStatus } from '@starmatch/contracts/data-exports';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';

// data_exports (docs/ARCHITECTURE.md "Your data"): the requests for "Download my data" and their
// ZIPs. Storage only: the once-a-day limit and the expiry are decided in packages/domain/src/privacy.

export interface DataExportSummary {
  id: string;
  userId: string;
  status: DataExportStatus;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  size: number | null;
}

const SUMMARY = [
  'id',
  'user_id as userId',
  'status',
  'requested_at as requestedAt',
  'ready_at as readyAt',
  'expires_at as expiresAt',
  'size',
] as const;

export async function insertDataExport(
  db: Kysely<Database>,
  params: { userId: string; requestedAt: Date },
): Promise<DataExportSummary> {
  return db
    .insertInto('data_exports')
    .values({ user_id: params.userId, status: 'preparing', requested_at: params.requestedAt })
    .returning(SUMMARY)
    .executeTakeFirstOrThrow();
}

/** The person's latest request, without its bytes. */
export async function findLatestDataExport(
  db: Kysely<Database>,
  userId: string,
): Promise<DataExportSummary | undefined> {
  return db
    .selectFrom('data_exports')
    .select(SUMMARY)
    .where('user_id', '=', userId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findDataExport(
  db: Kysely<Database>,
  id: string,
): Promise<DataExportSummary | undefined> {
  return db.selectFrom('data_exports').select(SUMMARY).where('id', '=', id).executeTakeFirst();
}

/** The ZIP's bytes (null unless ready). */
export async function readDataExportBytes(
  db: Kysely<Database>,
  id: string,
): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('data_exports')
    .select('bytes')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.bytes ?? null;
}

/** Stores the finished ZIP; only a request still preparing takes it. */
export async function markDataExportReady(
  db: Kysely<Database>,
  params: { id: string; bytes: Uint8Array; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      bytes: params.bytes,
      size: params.bytes.byteLength,
      ready_at: params.readyAt,
      expires_at: params.expiresAt,
    })
    .where('id', '=', params.id)
    .where('status', '=', 'preparing')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markDataExportFailed(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ status: 'failed' })
    .where('id', '=', id)
    .where('status', '=', 'preparing')
    .execute();
}

/**
 * Deletes the bytes of every export expired at `now` and marks it expired; the row stays, so
 * the once-a-day limit still sees the request. Answers how many were expired.
 */
export async function deleteExpiredDataExports(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .updateTable('data_exports')
    .set({ status: 'expired', bytes: null })
    .where('status', '=', 'ready')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The latest request that did not fail: the one the once-a-day limit counts from. */
export async function findLatestCountedDataExport(
  db: Kysely<Database>,
  userId: string,
): Promise<DataExportSummary | undefined> {
  return db
    .selectFrom('data_exports')
    .select(SUMMARY)
    .where('user_id', '=', userId)
    .where('status', '!=', 'failed')
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Locks the person's account row until the transaction ends, so two requests at once are
 * counted one after the other. False when the account is gone.
 */
export async function lockAccountForDataExport(
  trx: Transaction<Database>,
  userId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
