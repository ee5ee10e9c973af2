import { apiRoutes } from '@starmatch/contracts/api-routes';
import { decodeBlocksCursor, encodeBlocksCursor } from '@starmatch/contracts/blocks-cursor';
import { listBlocks } from '@starmatch/db/queries/blocks';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/**
 * GET /api/blocks: a page of the people the caller blocked, most recent first, each as they were
 * when blocked (the block's snapshot). One row more than the page is read to tell whether a next
 * page exists; `nextCursor` names the page's last row.
 */
export async function getBlocksRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getBlocks, async (request) => {
    const { cursor, limit } = request.query;
    const rows = await listBlocks(app.db, sessionOf(request.raw).userId, {
      after: cursor === undefined ? null : decodeBlocksCursor(cursor),
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      people: page.map(({ id, fullName, profileImageUrl, blockedAt }) => ({
        id,
        fullName,
        profileImageUrl,
        blockedAt: blockedAt.toISOString(),
      })),
      nextCursor:
        rows.length > limit && last
          ? encodeBlocksCursor({ blockedAtMicros: last.blockedAtMicros, blockedId: last.id })
          : null,
    };
  });
}
