import { encodeListCursor, NEXT_CURSOR_HEADER } from '@starmatch/contracts/list-page';
import type { ListPositioned } from '@starmatch/db/queries/list-page';
import type { FastifyReply } from 'fastify';

/**
 * The page of `rows` (fetched with one row more than `limit`): sets the next page's cursor
 * header, the last shown row's position, when that extra row shows another page follows.
 */
export function setNextCursor<Row extends ListPositioned>(
  reply: FastifyReply,
  rows: Row[],
  limit: number,
): Row[] {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (rows.length > limit && last)
    reply.header(NEXT_CURSOR_HEADER, encodeListCursor(last.position));
  return page;
}
