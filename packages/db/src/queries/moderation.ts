import type {
  AccountStanding,
  Evidence,
  ModerationAction,
  ReportStatus,
} from '@starmatch/contracts/moderation';
import { REPORT_SEVERITY, type ReportCategory } from '@starmatch/contracts/reports';
import { SUSPENSION_DAYS } from '@starmatch/contracts/safety-limits';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import { inTransaction } from './in-transaction.js';
import { lockPair } from './pair-lock.js';
import { normaliseEmail } from './users.js';

// The moderation queue, its actions with their effects on the reported account, and the audit
// log (docs/ARCHITECTURE.md "Moderation"). The tables are `reports`, `report_photos`,
// `moderation_actions` and `banned_emails`; the reports themselves are written by POST /api/reports.

const DAY_MS = 86_400_000;

export interface ReportQueueRow {
  id: string;
  category: ReportCategory;
  details: string | null;
  status: ReportStatus;
  created_at: Date;
  reporter_id: string | null;
  reporter_name: string;
  reported_id: string | null;
  reported_name: string;
  standing: AccountStanding;
  other_open_reports: number;
  evidence: Evidence;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolved_by_name: string | null;
  action: ModerationAction | null;
  note: string | null;
  /** The keys (evidence_photos.sha256) of the report's photo copies, in display order. */
  photo_keys: string[];
  /** Where the report stands in its list's order: what the next page starts after. */
  position: QueuePosition;
}

/**
 * A report's place in its list's order. Times are the database's own text (microseconds), so a
 * page starts exactly after the one before, never skipping or repeating a report.
 */
export type QueuePosition =
  | { status: 'open'; severity: number; createdAt: string; id: string }
  | { status: 'resolved'; resolvedAt: string; id: string };

/** REPORT_SEVERITY as SQL, so the database orders the queue (the values are our own constants). */
function severityOrder() {
  const cases = Object.entries(REPORT_SEVERITY).map(
    ([category, rank]) => sql`when ${sql.lit(category)} then ${sql.lit(rank)}`,
  );
  return sql<number>`case r.category ${sql.join(cases, sql` `)} else 99 end`;
}

/** A timestamptz as exact UTC text, which `::timestamptz` reads back to the same instant. */
function exactTime(column: RawBuilder<unknown>) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * One page of reports of one status with what the queue shows about each: the reported
 * account's standing now, how many other open reports name the same account, and the photo
 * copies' keys. Open: most severe first, then oldest first. Resolved: most recently resolved
 * first. `after` (a position of the same status) starts the page after that report; `more`
 * says whether a report follows the page.
 */
export async function listReports(
  db: Kysely<Database>,
  params: { status: ReportStatus; limit: number; after?: QueuePosition; now?: Date },
): Promise<{ rows: ReportQueueRow[]; more: boolean }> {
  const { status, after } = params;
  const conditions = [sql`r.status = ${status}`];
  if (after?.status === 'open' && status === 'open') {
    conditions.push(
      sql`(${severityOrder()}, r.created_at, r.id) > (${after.severity}::int, ${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  } else if (after?.status === 'resolved' && status === 'resolved') {
    conditions.push(
      sql`(r.resolved_at, r.id) < (${after.resolvedAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const order =
    status === 'open'
      ? sql`${severityOrder()}, r.created_at, r.id`
      : sql`r.resolved_at desc, r.id desc`;
  const rows = await selectReports(db, {
    where: sql.join(conditions, sql` and `),
    order,
    limit: params.limit + 1,
    now: params.now ?? new Date(),
  });
  return { rows: rows.slice(0, params.limit), more: rows.length > params.limit };
}

/** One report as the queue shows it, whatever its status; undefined when there is none. */
export async function findReport(
  db: Kysely<Database>,
  reportId: string,
  now: Date = new Date(),
): Promise<ReportQueueRow | undefined> {
  const [row] = await selectReports(db, {
    where: sql`r.id = ${reportId}`,
    order: sql`r.id`,
    limit: 1,
    now,
  });
  return row;
}

type PlainRow = Omit<ReportQueueRow, 'photo_keys' | 'position'> & {
  severity: number;
  created_text: string;
  resolved_text: string | null;
};

async function selectReports(
  db: Kysely<Database>,
  query: { where: RawBuilder<unknown>; order: RawBuilder<unknown>; limit: number; now: Date },
): Promise<ReportQueueRow[]> {
  const { rows } = await sql<PlainRow>`
    select r.id, r.category, r.details, r.status, r.created_at, r.reporter_id, r.reporter_name,
      r.reported_id, r.reported_name, r.evidence, r.resolved_at, r.resolved_by, r.resolved_by_name,
      r.action, r.note, ${severityOrder()} as severity,
      ${exactTime(sql`r.created_at`)} as created_text,
      ${exactTime(sql`r.resolved_at`)} as resolved_text,
      case
        when u.id is null then 'deleted'
        when u.banned_at is not null then 'banned'
        when u.suspended_until > ${query.now} then 'suspended'
        else 'active'
      end as standing,
      (select count(*) from reports o
        where o.reported_id = r.reported_id and o.status = 'open' and o.id <> r.id
      ) as other_open_reports
    from reports r
    left join users u on u.id = r.reported_id
    where ${query.where}
    order by ${query.order}
    limit ${query.limit}`.execute(db);
  const photos = await photoKeysOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ severity, created_text, resolved_text, ...row }) => ({
    ...row,
    other_open_reports: Number(row.other_open_reports),
    photo_keys: photos.get(row.id) ?? [],
    position:
      row.status === 'open' || resolved_text === null
        ? { status: 'open', severity: Number(severity), createdAt: created_text, id: row.id }
        : { status: 'resolved', resolvedAt: resolved_text, id: row.id },
  }));
}

async function photoKeysOf(
  db: Kysely<Database>,
  reportIds: string[],
): Promise<Map<string, string[]>> {
  const byReport = new Map<string, string[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .selectFrom('report_photos')
    .select(['report_id', 'photo_sha256'])
    .where('report_id', 'in', reportIds)
    .orderBy('report_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    byReport.set(row.report_id, [...(byReport.get(row.report_id) ?? []), row.photo_sha256]);
  }
  return byReport;
}

export interface ResolutionEffects {
  /** The reported account as it was when resolved; null once deleted. */
  subject: { id: string; email: string; fullName: string } | null;
  /** The reporter's current address and name; null once their account is deleted. */
  reporter: { email: string; fullName: string } | null;
  /** Matches a ban ended, each with the partner to tell. */
  endedMatches: { matchId: string; partnerId: string }[];
  /** Whether the subject's sessions (and with them their socket tickets) were deleted. */
  sessionsEnded: boolean;
}

export type ResolveResult =
  | { outcome: 'missing' }
  /** The report is about the moderator, or was made by them: someone else must decide it. */
  | { outcome: 'conflict_of_interest' }
  | { outcome: 'already_resolved' }
  | { outcome: 'resolved'; effects: ResolutionEffects };

/**
 * Resolves one open report in one transaction: the resolution on the report, a row in the audit
 * log, and the action's effect on the reported account. 'suspend' keeps them out for
 * SUSPENSION_DAYS and 'ban' for good (also refusing their addresses at sign-up and ending their
 * matches); both delete every session, which takes the socket tickets with it (they cascade).
 * Nothing else is resolved: other reports against the same person stay open. A report about the
 * moderator, or one they made, is not theirs to decide (conflict_of_interest), and is left as it
 * is for another moderator.
 */
export async function resolveReport(
  db: Kysely<Database>,
  params: {
    reportId: string;
    moderatorId: string;
    action: ModerationAction;
    note: string | null;
    now?: Date;
  },
): Promise<ResolveResult> {
  const now = params.now ?? new Date();
  return inTransaction(db, async (trx) => {
    const report = await trx
      .selectFrom('reports')
      .select(['id', 'status', 'reporter_id', 'reported_id', 'reported_name', 'reported_email'])
      .where('id', '=', params.reportId)
      .forUpdate()
      .executeTakeFirst();
    if (!report) return { outcome: 'missing' };
    if (report.reported_id === params.moderatorId || report.reporter_id === params.moderatorId) {
      return { outcome: 'conflict_of_interest' };
    }
    if (report.status === 'resolved') return { outcome: 'already_resolved' };

    const moderator = await trx
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', params.moderatorId)
      .executeTakeFirstOrThrow();
    const subjectRow = report.reported_id
      ? await trx
          .selectFrom('users')
          .select(['id', 'email', 'full_name'])
          .where('id', '=', report.reported_id)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    const subject = subjectRow
      ? { id: subjectRow.id, email: subjectRow.email, fullName: subjectRow.full_name }
      : null;

    await trx
      .updateTable('reports')
      .set({
        status: 'resolved',
        resolved_at: now,
        resolved_by: params.moderatorId,
        resolved_by_name: moderator.full_name,
        action: params.action,
        note: params.note,
      })
      .where('id', '=', report.id)
      .execute();
    await trx
      .insertInto('moderation_actions')
      .values({
        report_id: report.id,
        moderator_id: params.moderatorId,
        moderator_name: moderator.full_name,
        subject_id: subject?.id ?? null,
        subject_name: subject?.fullName ?? report.reported_name,
        action: params.action,
        note: params.note,
        created_at: now,
      })
      .execute();

    const effects: ResolutionEffects = {
      subject,
      reporter: await reporterOf(trx, report.reporter_id),
      endedMatches: [],
      sessionsEnded: false,
    };
    if (params.action === 'ban') {
      // The address at report time too: the account may have changed it, or be gone.
      const emails = [...new Set([report.reported_email, subject?.email].filter(isText))];
      await trx
        .insertInto('banned_emails')
        .values(emails.map((email) => ({ email: normaliseEmail(email), banned_at: now })))
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    }
    if (subject && (params.action === 'suspend' || params.action === 'ban')) {
      if (params.action === 'suspend') {
        const until = new Date(now.getTime() + SUSPENSION_DAYS * DAY_MS);
        await trx
          .updateTable('users')
          .set({ suspended_until: until })
          .where('id', '=', subject.id)
          .execute();
      } else {
        await trx
          .updateTable('users')
          .set({ banned_at: now })
          .where('id', '=', subject.id)
          .where('banned_at', 'is', null)
          .execute();
        effects.endedMatches = await endMatchesOf(trx, subject.id, now);
      }
      await trx.deleteFrom('sessions').where('user_id', '=', subject.id).execute();
      await trx.deleteFrom('realtime_tickets').where('user_id', '=', subject.id).execute();
      effects.sessionsEnded = true;
    }
    return { outcome: 'resolved', effects };
  });
}

function isText(value: string | undefined): value is string {
  return typeof value === 'string' && value.length > 0;
}

async function reporterOf(
  trx: Transaction<Database>,
  reporterId: string | null,
): Promise<ResolutionEffects['reporter']> {
  if (!reporterId) return null;
  const row = await trx
    .selectFrom('users')
    .select(['email', 'full_name'])
    .where('id', '=', reporterId)
    .executeTakeFirst();
  return row ? { email: row.email, fullName: row.full_name } : null;
}

/**
 * Ends every match of a banned account as unmatching would (the messages go with the match), and
 * keeps each in ended_matches so the partner can still report from 'Past matches'. Nobody in the
 * pair ended it, so ended_by is null.
 */
async function endMatchesOf(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
): Promise<ResolutionEffects['endedMatches']> {
  const matches = await trx
    .selectFrom('matches')
    .select(['id', 'user_a', 'user_b', 'created_at'])
    .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)]))
    .orderBy('id')
    .execute();
  const ended: ResolutionEffects['endedMatches'] = [];
  for (const match of matches) {
    // The lock likes, answers and unmatching take, so none of them interleaves with this.
    await lockPair(trx, match.user_a, match.user_b);
    const deleted = await trx
      .deleteFrom('matches')
      .where('id', '=', match.id)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) continue;
    await trx
      .insertInto('ended_matches')
      .values({
        match_id: match.id,
        user_a: match.user_a,
        user_b: match.user_b,
        matched_at: match.created_at,
        ended_at: now,
        ended_by: null,
      })
      .onConflict((oc) => oc.column('match_id').doNothing())
      .execute();
    ended.push({
      matchId: match.id,
      partnerId: match.user_a === userId ? match.user_b : match.user_a,
    });
  }
  return ended;
}

export interface AuditRow {
  id: string;
  action: ModerationAction;
  report_id: string | null;
  moderator_id: string | null;
  moderator_name: string;
  subject_id: string | null;
  subject_name: string;
  note: string | null;
  created_at: Date;
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

/** Whether a ban keeps this address from signing up or being moved to (any case). */
export async function isEmailBanned(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('banned_emails')
    .select('email')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return row !== undefined;
}
