import { type BlockParams, blockUser, hasBlocked } from '@starmatch/db/queries/blocks';
import { haveMet } from '@starmatch/db/queries/have-met';
import { lockPair } from '@starmatch/db/queries/pair-lock';
import type { DomainContext } from '../context.js';
import { transact, type UnitOfWork } from '../events/unit-of-work.js';
import { recordMatchEnded } from '../matching/end-match.js';

export type BlockResult = { outcome: 'blocked' } | { outcome: 'not_found' };

/**
 * The match a block (or a report, which blocks) ended, recorded as ended by the blocker: their
 * other tabs see an unmatch and the blocked person sees what an account deletion shows.
 */
export function recordBlockEndedMatch(
  unit: Pick<UnitOfWork, 'record'>,
  block: { blockerId: string; blockedId: string; endedMatchId: string | null },
): void {
  if (block.endedMatchId === null) return;
  recordMatchEnded(unit, {
    matchId: block.endedMatchId,
    endedBy: block.blockerId,
    otherUserId: block.blockedId,
    cause: 'block',
  });
}

/**
 * A block, only of someone the blocker has met (haveMet), and never by a person the other has
 * blocked (to them the blocker looks deleted): anyone else is not found, as an unknown id is. A
 * repeat of one's own block succeeds, changes nothing and tells nobody. `snapshotPhoto` copies
 * the person's main photo for the block list.
 */
export async function block(ctx: DomainContext, params: BlockParams): Promise<BlockResult> {
  const { blockerId, blockedId } = params;
  if (blockerId === blockedId) return { outcome: 'not_found' };
  return transact(ctx, async (unit) => {
    // The checks and the block under the pair's lock, so no like, answer or unmatch interleaves.
    await lockPair(unit.db, blockerId, blockedId);
    if (!(await hasBlocked(unit.db, blockerId, blockedId))) {
      if (await hasBlocked(unit.db, blockedId, blockerId)) return { outcome: 'not_found' };
      if (!(await haveMet(unit.db, blockerId, blockedId))) return { outcome: 'not_found' };
    }
    const result = await blockUser(unit.db, params);
    if (result.status === 'not_found') return { outcome: 'not_found' };
    recordBlockEndedMatch(unit, { ...params, endedMatchId: result.endedMatchId });
    return { outcome: 'blocked' };
  });
}
