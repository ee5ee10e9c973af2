import type { ApiRoute, RouteResponse } from '@starmatch/contracts/api-route';
import {
  encodeListCursor,
  type ListPageQuery,
  type listPageQuerySchema,
  NEXT_CURSOR_HEADER,
} from '@starmatch/contracts/list-page';
import type { Database } from '@starmatch/db/database';
import type { ListPage, ListPositioned } from '@starmatch/db/queries/list-page';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** A route that answers a list of the caller's, a page at a time. */
type PagedListRoute = ApiRoute & { readonly query: typeof listPageQuerySchema };
/** One entry of the list that route R answers. */
type ItemOf<R extends ApiRoute> = RouteResponse<R> extends readonly (infer Item)[] ? Item : never;

/**
 * Registers a paged list route: reads one row past the page (it says whether another page
 * follows) and then sets the next page's cursor header to the last shown row's position, and
 * answers the page's rows as `toItem` shows them.
 */
export function pagedListRoute<R extends PagedListRoute, Row extends ListPositioned>(
  app: FastifyInstance,
  route: R,
  list: (db: Kysely<Database>, userId: string, page: ListPage) => Promise<Row[]>,
  toItem: (row: Row) => ItemOf<R>,
): void {
  contractRoute(app, route, async (request, reply) => {
    const { cursor, limit } = request.query as ListPageQuery;
    const rows = await list(app.db, sessionOf(request.raw).userId, {
      after: cursor,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    if (rows.length > limit && last) {
      reply.header(NEXT_CURSOR_HEADER, encodeListCursor(last.position));
    }
    return page.map(toItem) as RouteResponse<R>;
  });
}
