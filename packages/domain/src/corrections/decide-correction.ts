import type { AdminCorrection, CorrectionDecision } from '@starmatch/contracts/corrections';
import {
  accountDetails,
  applyAccountCorrection,
  lockCorrectionRequest,
  writeCorrectionDecision,
} from '@starmatch/db/queries/correction-requests';
import { insertModerationAction } from '@starmatch/db/queries/moderation-audit';
import { accountFullName } from '@starmatch/db/queries/report-resolution';
import type { DomainContext } from '../context.js';
import { transact } from '../events/unit-of-work.js';
import { requestDeckBuild } from '../matching/request-deck-build.js';
import { accountDetailsView, requestedDetailsView } from './correction-view.js';

export type DecideCorrectionResult =
  | { outcome: 'decided'; correction: AdminCorrection }
  | { outcome: 'not_found' }
  /** The moderator's own request: someone else must decide it. */
  | { outcome: 'conflict_of_interest' }
  | { outcome: 'already_decided' };

/**
 * A moderator approves or declines one open correction request, in one transaction with its
 * audit entry. Approval writes the details on the account: a new date of birth moves the age and
 * the sign, and the pool's triggers carry every change into what others' decks read; the
 * person's own deck is rebuilt after the commit, as a profile edit's is. `correction.decided`
 * has the person emailed either way (corrections/correction-emails.ts).
 */
export async function decideCorrection(
  ctx: DomainContext,
  params: {
    requestId: string;
    moderatorId: string;
    decision: CorrectionDecision;
    note: string | null;
  },
): Promise<DecideCorrectionResult> {
  const result = await transact(ctx, async (unit) => {
    const request = await lockCorrectionRequest(unit.db, params.requestId);
    if (!request) return { outcome: 'not_found' } as const;
    if (request.user_id === params.moderatorId) return { outcome: 'conflict_of_interest' } as const;
    if (request.status !== 'open') return { outcome: 'already_decided' } as const;
    const before = await accountDetails(unit.db, request.user_id);
    // The request cascades away with its account, so the account is here while the row is.
    if (!before) return { outcome: 'not_found' } as const;
    const approved = params.decision === 'approve';
    const now = ctx.now();
    const requested = requestedDetailsView(request);
    if (approved) await applyAccountCorrection(unit.db, { userId: request.user_id, requested });
    await writeCorrectionDecision(unit.db, {
      id: request.id,
      status: approved ? 'approved' : 'declined',
      moderatorId: params.moderatorId,
      decidedAt: now,
    });
    await insertModerationAction(unit.db, {
      reportId: null,
      moderatorId: params.moderatorId,
      moderatorName: await accountFullName(unit.db, params.moderatorId),
      subjectId: request.user_id,
      subjectName: before.full_name,
      action: approved ? 'correction_approved' : 'correction_declined',
      note: params.note,
      createdAt: now,
    });
    unit.record({
      type: 'correction.decided',
      payload: { requestId: request.id, userId: request.user_id, approved },
    });
    const after = approved ? await accountDetails(unit.db, request.user_id) : before;
    const correction: AdminCorrection = {
      id: request.id,
      status: approved ? 'approved' : 'declined',
      person: { id: request.user_id, fullName: after?.full_name ?? before.full_name },
      current: accountDetailsView(after ?? before),
      requested,
      reason: request.reason,
      createdAt: request.created_at.toISOString(),
    };
    return { outcome: 'decided', correction } as const;
  });
  if (result.outcome === 'decided' && result.correction.status === 'approved') {
    // The correction is saved whatever happens here; a missed rebuild is caught by the next one.
    await requestDeckBuild(
      ctx.queue,
      result.correction.person.id,
      'profile_updated',
      ctx.now().getTime(),
    ).catch((error: unknown) =>
      ctx.log.error(
        { err: error, userId: result.correction.person.id },
        'deck rebuild not requested',
      ),
    );
  }
  return result;
}
