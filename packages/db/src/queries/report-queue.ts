import type {
  AccountStanding,
  Evidence,
  ModerationAction,
  ReportStatus,
} from '@starmatch/contracts/moderation';
import { REPORT_SEVERITY, type ReportCategory } from '@starmatch/contracts/reports';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../database.js';

// The moderation queue and its history as moderators read them (docs/ARCHITECTURE.md
// "Moderation"): `reports` with the reported account's standing and `report_photos`' keys.

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
 * account's standing at `now`, how many other open reports name the same account, and the
 * photo copies' keys. Open: most severe first, then oldest first. Resolved: most recently resolved
 * first. `after` (a position of the same status) starts the page after that report; `more`
 * says whether a report follows the page.
 */
export async function listReports(
  db: Kysely<Database>,
  params: { status: ReportStatus; limit: number; after?: QueuePosition; now: Date },
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
    now: params.now,
  });
  return { rows: rows.slice(0, params.limit), more: rows.length > params.limit };
}

/** One report as the queue shows it at `now`, whatever its status; undefined when there is none. */
export async function findReport(
  db: Kysely<Database>,
  reportId: string,
  now: Date,
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
