import type { AuditAction } from '@starmatch/contracts/moderation';
import type { ReportCategory } from '@starmatch/contracts/reports';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';

// The moderators' monthly figures, from `reports` and the audit log `moderation_actions`
// (docs/ARCHITECTURE.md "Moderation"). Months are calendar months in `timeZone`, 'YYYY-MM'.

export interface StatsWindow {
  /** The window ends with the month that holds this moment. */
  now: Date;
  /** How many months, the one holding `now` included. */
  months: number;
  timeZone: string;
}

/** The first instant of the window: midnight on the 1st of its first month, in `timeZone`. */
function windowStart({ now, months, timeZone }: StatsWindow) {
  return sql<Date>`((date_trunc('month', ${now}::timestamptz at time zone ${timeZone}) - make_interval(months => ${months - 1})) at time zone ${timeZone})`;
}

function monthOf(column: string, timeZone: string) {
  return sql<string>`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM')`;
}

// The month's expression binds the time zone as a parameter, so a repeat of it in GROUP BY would
// be another expression to the database: group by its place in the select list instead.
const byFirstColumn = sql`1`;

export interface MonthCount<K extends string> {
  month: string;
  key: K;
  count: number;
}

/** Reports received in the window, per month and category (only the pairs that have some). */
export async function countReportsByMonth(
  db: Kysely<Database>,
  window: StatsWindow,
): Promise<MonthCount<ReportCategory>[]> {
  const month = monthOf('created_at', window.timeZone);
  const rows = await db
    .selectFrom('reports')
    .select([month.as('month'), 'category as key', sql<string>`count(*)`.as('count')])
    .where('created_at', '>=', windowStart(window))
    .where('created_at', '<=', window.now)
    .groupBy([byFirstColumn, 'category'])
    .execute();
  return rows.map((row) => ({ month: row.month, key: row.key, count: Number(row.count) }));
}

/** Audit log entries written in the window, per month and action. */
export async function countActionsByMonth(
  db: Kysely<Database>,
  window: StatsWindow,
): Promise<MonthCount<AuditAction>[]> {
  const month = monthOf('created_at', window.timeZone);
  const rows = await db
    .selectFrom('moderation_actions')
    .select([month.as('month'), 'action as key', sql<string>`count(*)`.as('count')])
    .where('created_at', '>=', windowStart(window))
    .where('created_at', '<=', window.now)
    .groupBy([byFirstColumn, 'action'])
    .execute();
  return rows.map((row) => ({ month: row.month, key: row.key, count: Number(row.count) }));
}

export interface MonthMedian {
  month: string;
  /** Whole minutes, rounded. */
  medianMinutes: number;
}

/**
 * Per month of a report's first action (so a finished month's figure never changes): the median
 * of the minutes from the report to that action. Reports deleted since are not counted.
 */
export async function medianMinutesToFirstAction(
  db: Kysely<Database>,
  window: StatsWindow,
): Promise<MonthMedian[]> {
  const month = monthOf('first.first_at', window.timeZone);
  const rows = await db
    .with('first', (qb) =>
      qb
        .selectFrom('moderation_actions')
        .select(['report_id', sql<Date>`min(created_at)`.as('first_at')])
        .where('report_id', 'is not', null)
        .groupBy('report_id'),
    )
    .selectFrom('first')
    .innerJoin('reports as r', 'r.id', 'first.report_id')
    .select([
      month.as('month'),
      sql<string>`round(percentile_cont(0.5) within group (order by extract(epoch from (first.first_at - r.created_at)) / 60))`.as(
        'median',
      ),
    ])
    .where('first.first_at', '>=', windowStart(window))
    .where('first.first_at', '<=', window.now)
    .groupBy(byFirstColumn)
    .execute();
  return rows.map((row) => ({ month: row.month, medianMinutes: Number(row.median) }));
}
