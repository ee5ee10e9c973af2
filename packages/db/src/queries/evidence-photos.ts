import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';

// Evidence photos (docs/ARCHITECTURE.md "Blocks, past matches and reports"): each file kept once
// in evidence_photos, keyed by the SHA-256 of its bytes, and each report's order of them in
// report_photos. Reports of one person by many people, or again, add no bytes already kept.

/** A copy of one photo's file, made when the report is. */
export interface ReportPhotoCopy {
  position: number;
  contentType: string;
  bytes: Uint8Array;
}

/** SHA-256 of the bytes as lowercase hex: an evidence photo's key. */
export function photoKey(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Keeps each copy's bytes once in evidence_photos (a file already kept, by this report or any
 * other, is not stored again) and the report's order of them in report_photos.
 */
export async function storeReportPhotos(
  trx: Transaction<Database>,
  reportId: string,
  copies: readonly ReportPhotoCopy[],
): Promise<void> {
  if (copies.length === 0) return;
  const keyed = copies.map((copy) => ({ ...copy, sha256: photoKey(copy.bytes) }));
  const files = new Map(keyed.map((copy) => [copy.sha256, copy]));
  await trx
    .insertInto('evidence_photos')
    .values(
      [...files.values()].map((copy) => ({
        sha256: copy.sha256,
        content_type: copy.contentType,
        bytes: copy.bytes,
      })),
    )
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
  await trx
    .insertInto('report_photos')
    .values(
      keyed.map((copy) => ({
        report_id: reportId,
        position: copy.position,
        photo_sha256: copy.sha256,
      })),
    )
    .execute();
}

/** A report's photo copies in display order, each with its key. */
export async function listReportPhotos(
  db: Kysely<Database>,
  reportId: string,
): Promise<(ReportPhotoCopy & { sha256: string })[]> {
  const rows = await db
    .selectFrom('report_photos as rp')
    .innerJoin('evidence_photos as e', 'e.sha256', 'rp.photo_sha256')
    .select(['rp.position', 'e.sha256', 'e.content_type', 'e.bytes'])
    .where('rp.report_id', '=', reportId)
    .orderBy('rp.position')
    .execute();
  return rows.map((row) => ({
    position: row.position,
    sha256: row.sha256,
    contentType: row.content_type,
    bytes: row.bytes,
  }));
}

/** One stored evidence photo by its key; undefined when there is none. */
export async function findEvidencePhoto(
  db: Kysely<Database>,
  sha256: string,
): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const row = await db
    .selectFrom('evidence_photos')
    .select(['content_type', 'bytes'])
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, bytes: row.bytes } : undefined;
}
