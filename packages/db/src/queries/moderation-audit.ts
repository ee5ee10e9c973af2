import type { AuditAction } from '@starmatch/contracts/moderation';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';

// The audit log of moderation actions, `moderation_actions` (docs/ARCHITECTURE.md "Moderation"):
// names are kept as they were, so an entry outlives the accounts it names.

export interface AuditRow {
  id: string;
  action: AuditAction;
  report_id: string | null;
  moderator_id: string | null;
  moderator_name: string;
  subject_id: string | null;
  subject_name: string;
  note: string | null;
  created_at: Date;
}

/** Writes one entry of the audit log. */
export async function insertModerationAction(
  db: Kysely<Database>,
  entry: {
    /** Null for a decision that is not on a report (a correction, an appeal, a held photo). */
    reportId: string | null;
    moderatorId: string;
    moderatorName: string;
    subjectId: string | null;
    subjectName: string;
    action: AuditAction;
    note: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('moderation_actions')
    .values({
      report_id: entry.reportId,
      moderator_id: entry.moderatorId,
      moderator_name: entry.moderatorName,
      subject_id: entry.subjectId,
      subject_name: entry.subjectName,
      action: entry.action,
      note: entry.note,
      created_at: entry.createdAt,
    })
    .execute();
}

/** The audit log, most recent first. */
export async function listAuditLog(db: Kysely<Database>, limit: number): Promise<AuditRow[]> {
  return db
    .selectFrom('moderation_actions')
    .select([
      'id',
      'action',
      'report_id',
      'moderator_id',
      'moderator_name',
      'subject_id',
      'subject_name',
      'note',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
