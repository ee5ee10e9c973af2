/**
 * A page of a list ordered newest first by (instant, id): the rows after `after` (a position a
 * previous page ended at), at most `limit` of them. Positions carry the instant in microseconds,
 * as PostgreSQL keeps it, so no row sharing a millisecond with the boundary is skipped.
 */
export interface ListPage {
  after?: { atMicros: string; id: string } | undefined;
  limit: number;
}

/** Where a row sits in its list: what a cursor to the next page is made of. */
export interface ListPositioned {
  position: { atMicros: string; id: string };
}
