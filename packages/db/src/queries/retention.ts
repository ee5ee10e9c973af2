import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';

// The deletions of the retention timetable (packages/contracts/src/retention.ts) that read only
// this package's tables; the retention job (packages/domain privacy/apply-retention.ts) runs
// them with the times the timetable gives.

/** What one deletion removed, by what it was. */
export type RetentionCounts = Record<string, number>;

/**
 * Sign-in records past their expiry: sessions, realtime tickets, verification codes, password
 * reset links and email changes (a change's cancel link lives as long as the change row).
 * Each is refused once expired anyway; this only stops keeping it.
 */
export async function deleteExpiredSignInRecords(
  db: Kysely<Database>,
  now: Date,
): Promise<RetentionCounts> {
  const expired = async (
    table:
      | 'sessions'
      | 'realtime_tickets'
      | 'email_verifications'
      | 'password_resets'
      | 'email_changes',
  ) => {
    const result = await db.deleteFrom(table).where('expires_at', '<', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  };
  // One after another, each before what it references (a session's tickets, a change's codes),
  // so the counts say what expired rather than what went with it.
  return {
    realtimeTickets: await expired('realtime_tickets'),
    sessions: await expired('sessions'),
    verificationCodes: await expired('email_verifications'),
    passwordResets: await expired('password_resets'),
    emailChanges: await expired('email_changes'),
  };
}

/**
 * Resolved reports whose time is up, with their evidence: resolved before `resolvedBefore`,
 * or, when the report ended in a ban, before `bannedBefore`. Open reports are never deleted.
 * Evidence photos no report shows any more go with them.
 */
export async function deleteOldReports(
  db: Kysely<Database>,
  params: { resolvedBefore: Date; bannedBefore: Date },
): Promise<RetentionCounts> {
  const reports = await db
    .deleteFrom('reports')
    .where('resolved_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('action', 'is distinct from', 'ban'),
          eb('resolved_at', '<', params.resolvedBefore),
        ]),
        eb.and([eb('action', '=', 'ban'), eb('resolved_at', '<', params.bannedBefore)]),
      ]),
    )
    .executeTakeFirst();
  const photos = await db
    .deleteFrom('evidence_photos')
    .where(
      sql<boolean>`not exists (
        select 1 from report_photos rp where rp.photo_sha256 = evidence_photos.sha256)`,
    )
    .executeTakeFirst();
  return {
    reports: Number(reports.numDeletedRows),
    evidencePhotos: Number(photos.numDeletedRows),
  };
}

/** Moderators' decisions older than `before` (the audit log's time is up). */
export async function deleteOldModerationActions(
  db: Kysely<Database>,
  before: Date,
): Promise<RetentionCounts> {
  const result = await db
    .deleteFrom('moderation_actions')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return { moderationActions: Number(result.numDeletedRows) };
}

/** Appeals decided before `before`; an open one waits for its moderator whatever its age. */
export async function deleteDecidedAppeals(
  db: Kysely<Database>,
  before: Date,
): Promise<RetentionCounts> {
  const result = await db
    .deleteFrom('appeals')
    .where('status', '<>', 'open')
    .where('decided_at', '<', before)
    .executeTakeFirst();
  return { appeals: Number(result.numDeletedRows) };
}
