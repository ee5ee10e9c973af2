import type { HeldPhotoDecision } from '@starmatch/contracts/banned-photos';
import { deleteHeldPhoto, lockHeldPhoto } from '@starmatch/db/queries/held-photos';
import { insertModerationAction } from '@starmatch/db/queries/moderation-audit';
import { addPhoto } from '@starmatch/db/queries/photos';
import { accountFullName } from '@starmatch/db/queries/report-resolution';
import type { DomainContext } from '../context.js';
import { transact } from '../events/unit-of-work.js';

export type DecideHeldPhotoResult =
  | { outcome: 'released'; url: string }
  /** The caller removes the files (`userId`, `photoId`) once this has committed. */
  | { outcome: 'removed'; userId: string; photoId: string }
  | { outcome: 'not_found' }
  /** Releasing it would take the person past PHOTO_LIMITS.max; nothing changed. */
  | { outcome: 'no_free_slot' };

/**
 * A moderator's decision on one held upload (docs/ARCHITECTURE.md "Banned photos"), in one
 * transaction with its audit entry: release moves it into the person's photos at their lowest
 * free position (refused when they have none), remove deletes the row. The row is locked, so a
 * second decision finds it gone (not_found). A held photo goes with its account.
 */
export async function decideHeldPhoto(
  ctx: DomainContext,
  params: {
    heldPhotoId: string;
    moderatorId: string;
    decision: HeldPhotoDecision;
    note: string | null;
  },
): Promise<DecideHeldPhotoResult> {
  return transact(ctx, async (unit) => {
    const held = await lockHeldPhoto(unit.db, params.heldPhotoId);
    if (!held) return { outcome: 'not_found' } as const;
    if (params.decision === 'release') {
      const added = await addPhoto(unit.db, {
        id: held.id,
        userId: held.user_id,
        url: held.url,
        width: held.width,
        height: held.height,
        bytes: held.bytes,
        format: held.format,
      });
      if (!added.added) {
        return added.reason === 'limit_reached'
          ? ({ outcome: 'no_free_slot' } as const)
          : ({ outcome: 'not_found' } as const);
      }
    }
    await deleteHeldPhoto(unit.db, held.id);
    const now = ctx.now();
    await insertModerationAction(unit.db, {
      reportId: null,
      moderatorId: params.moderatorId,
      moderatorName: await accountFullName(unit.db, params.moderatorId),
      subjectId: held.user_id,
      subjectName: await accountFullName(unit.db, held.user_id),
      action: params.decision === 'release' ? 'photo_released' : 'photo_removed',
      note: params.note,
      createdAt: now,
    });
    return params.decision === 'release'
      ? ({ outcome: 'released', url: held.url } as const)
      : ({ outcome: 'removed', userId: held.user_id, photoId: held.id } as const);
  });
}
