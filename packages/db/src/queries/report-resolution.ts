import type { ModerationAction, ReportStatus } from '@starmatch/contracts/moderation';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';

// A report's resolution as stored on `reports`, and the people it names as the resolution reads
// them (docs/ARCHITECTURE.md "Moderation"). Which resolution is allowed, and what it does to the
// account, is packages/domain's moderation/resolve-report.ts.

/** What a resolution needs of the report it resolves. */
export interface ReportToResolve {
  id: string;
  status: ReportStatus;
  reporter_id: string | null;
  reported_id: string | null;
  reported_name: string;
  reported_email: string;
}

/** A person's address and name, to email them. */
export interface AccountContact {
  id: string;
  email: string;
  fullName: string;
}

/**
 * Reads the report and holds its row until the transaction ends, so two resolutions of it take
 * turns; undefined when there is none.
 */
export async function lockReportToResolve(
  db: Kysely<Database>,
  reportId: string,
): Promise<ReportToResolve | undefined> {
  return db
    .selectFrom('reports')
    .select(['id', 'status', 'reporter_id', 'reported_id', 'reported_name', 'reported_email'])
    .where('id', '=', reportId)
    .forUpdate()
    .executeTakeFirst();
}

/** The name of an existing account (the moderator's); throws when there is none. */
export async function accountFullName(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('full_name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.full_name;
}

/**
 * The account's contact, its row held until the transaction ends (`lock`, for the account a
 * resolution changes); undefined once the account is deleted.
 */
export async function accountContact(
  db: Kysely<Database>,
  userId: string,
  options: { lock: boolean } = { lock: false },
): Promise<AccountContact | undefined> {
  const query = db
    .selectFrom('users')
    .select(['id', 'email', 'full_name'])
    .where('id', '=', userId);
  const row = await (options.lock ? query.forUpdate() : query).executeTakeFirst();
  return row ? { id: row.id, email: row.email, fullName: row.full_name } : undefined;
}

/** Marks the report resolved, by whom (their name kept as it is now), with what and why. */
export async function writeReportResolution(
  db: Kysely<Database>,
  resolution: {
    reportId: string;
    moderatorId: string;
    moderatorName: string;
    action: ModerationAction;
    note: string | null;
    resolvedAt: Date;
  },
): Promise<void> {
  await db
    .updateTable('reports')
    .set({
      status: 'resolved',
      resolved_at: resolution.resolvedAt,
      resolved_by: resolution.moderatorId,
      resolved_by_name: resolution.moderatorName,
      action: resolution.action,
      note: resolution.note,
    })
    .where('id', '=', resolution.reportId)
    .execute();
}
