import { blockMetPerson } from '@starmatch/db/queries/blocks';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { MessagingLogger } from '@starmatch/messaging/logger';
import { publishToUsers } from '@starmatch/service-kit/publish-to-users';
import type { FastifyInstance } from 'fastify';

// A block (POST /api/blocks, and every report) and what the two people hear of it
// (docs/ARCHITECTURE.md "Blocks, past matches and reports").

type Log = Pick<MessagingLogger, 'warn'>;

/**
 * Tells the two about the match a block ended, after commit. The blocker's own sockets (their
 * other tabs) get `unmatched`, as after an unmatch. The blocked person gets `match_ended`, the
 * frame an account deletion sends, never `unmatched`: to them a block looks like a deletion. Both
 * also make each gateway that holds a socket of either forget the match at once.
 */
export async function announceBlock(
  bus: EventBus,
  log: Log,
  block: { blockerId: string; blockedId: string; endedMatchId: string | null },
): Promise<void> {
  const matchId = block.endedMatchId;
  if (matchId === null) return;
  await Promise.all([
    publishToUsers(bus, log, [block.blockerId], { type: 'unmatched', matchId }),
    publishToUsers(bus, log, [block.blockedId], { type: 'match_ended', matchId }),
  ]);
}

/**
 * Applies a block and announces it. False when there is nobody to block as far as the blocker can
 * tell (oneself, an unknown or deleted account, someone they never met, someone who blocked them);
 * a repeated block changes nothing and tells nobody. `snapshotPhoto` copies the person's main
 * photo for the block list.
 */
export async function blockPerson(
  app: FastifyInstance,
  log: Log,
  params: {
    blockerId: string;
    blockedId: string;
    snapshotPhoto: (photoUrl: string) => Promise<string | null>;
  },
): Promise<boolean> {
  const result = await blockMetPerson(app.db, params);
  if (result.status === 'not_found') return false;
  await announceBlock(app.bus, log, {
    blockerId: params.blockerId,
    blockedId: params.blockedId,
    endedMatchId: result.endedMatchId,
  });
  return true;
}
