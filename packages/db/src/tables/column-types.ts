import type { ColumnType } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** timestamptz with a database default (now()), so optional on insert. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Nullable timestamptz, optional on insert. */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/**
 * Postgres `date`, kept as 'YYYY-MM-DD' text on both drivers so a birthday never shifts with the
 * server's time zone.
 */
export type CalendarDate = ColumnType<string, string, string>;
