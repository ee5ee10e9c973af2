import { type BlockParams, blockMetPerson } from '@starmatch/db/queries/blocks';
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
 * A block, only of someone the blocker has met, and never by a person the other has blocked (to
 * them the blocker looks deleted): anyone else is not found, as an unknown id is. A repeat
 * changes nothing and tells nobody. `snapshotPhoto` copies the person's main photo for the
 * block list.
 */
export async function block(ctx: DomainContext, params: BlockParams): Promise<BlockResult> {
  return transact(ctx, async (unit) => {
    const result = await blockMetPerson(unit.db, params);
    if (result.status === 'not_found') return { outcome: 'not_found' };
    recordBlockEndedMatch(unit, { ...params, endedMatchId: result.endedMatchId });
    return { outcome: 'blocked' };
  });
}
