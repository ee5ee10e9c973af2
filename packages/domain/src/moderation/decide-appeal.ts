import type { AppealDecision } from '@starmatch/contracts/appeals';
import { liftBan, liftSuspension } from '@starmatch/db/queries/account-sanctions';
import {
  accountStanding,
  lockAppeal,
  sanctionReport,
  writeAppealDecision,
} from '@starmatch/db/queries/appeals';
import { deleteBanIdentifiers } from '@starmatch/db/queries/ban-identifiers';
import { deleteBannedPhotoHashesOf } from '@starmatch/db/queries/banned-photo-hashes';
import { insertModerationAction } from '@starmatch/db/queries/moderation-audit';
import { accountFullName } from '@starmatch/db/queries/report-resolution';
import type { AppealRow } from '@starmatch/db/tables/appeals';
import type { DomainContext } from '../context.js';
import { transact, type UnitOfWork } from '../events/unit-of-work.js';

export type DecideAppealResult =
  | { outcome: 'decided' }
  | { outcome: 'not_found' }
  /** The moderator made the decision appealed against, or the appeal is their own. */
  | { outcome: 'conflict_of_interest' }
  | { outcome: 'already_decided' };

type DecideAppealParams = {
  appealId: string;
  moderatorId: string;
  decision: AppealDecision;
  note: string | null;
};

/**
 * A moderator decides an appeal, with its audit entry, in one transaction. Upheld, the sanction
 * is lifted: a suspension ends now, a ban is taken off the account with the identifiers it put
 * on the person's addresses (the report's and the account's own), so they can sign in and sign
 * up again; the matches the ban ended stay ended. Rejected, the sanction stays as it is. The
 * moderator who made the first decision may not decide its appeal. `appeal.decided` has the
 * person emailed (moderation/appeal-emails.ts).
 */
export async function decideAppeal(
  ctx: DomainContext,
  params: DecideAppealParams,
): Promise<DecideAppealResult> {
  return transact(ctx, async (unit) => {
    const appeal = await lockAppeal(unit.db, params.appealId);
    if (!appeal) return { outcome: 'not_found' } as const;
    const report = appeal.report_id ? await sanctionReport(unit.db, appeal.report_id) : undefined;
    if (appeal.user_id === params.moderatorId || report?.resolved_by === params.moderatorId) {
      return { outcome: 'conflict_of_interest' } as const;
    }
    if (appeal.status !== 'open') return { outcome: 'already_decided' } as const;
    await decide(unit, appeal, report?.reported_email ?? null, params, ctx.now());
    return { outcome: 'decided' } as const;
  });
}

async function decide(
  unit: UnitOfWork,
  appeal: AppealRow,
  reportedEmail: string | null,
  params: DecideAppealParams,
  now: Date,
): Promise<void> {
  const upheld = params.decision === 'uphold';
  const moderatorName = await accountFullName(unit.db, params.moderatorId);
  const account = await accountStanding(unit.db, appeal.user_id, { lock: true });
  if (upheld && appeal.sanction === 'suspend') await liftSuspension(unit.db, appeal.user_id);
  if (upheld && appeal.sanction === 'ban') {
    await liftBan(unit.db, appeal.user_id);
    const emails = [...new Set([reportedEmail, account?.email].filter(isText))];
    await deleteBanIdentifiers(unit.db, emails);
    // The ban's photo hashes go with it (docs/ARCHITECTURE.md "Banned photos").
    await deleteBannedPhotoHashesOf(unit.db, appeal.user_id);
  }
  await writeAppealDecision(unit.db, {
    appealId: appeal.id,
    status: upheld ? 'upheld' : 'rejected',
    moderatorId: params.moderatorId,
    moderatorName,
    note: params.note,
    decidedAt: now,
  });
  await insertModerationAction(unit.db, {
    reportId: appeal.report_id,
    moderatorId: params.moderatorId,
    moderatorName,
    subjectId: appeal.user_id,
    subjectName: account?.fullName ?? '',
    action: upheld ? 'appeal_upheld' : 'appeal_rejected',
    note: params.note,
    createdAt: now,
  });
  unit.record({
    type: 'appeal.decided',
    payload: { appealId: appeal.id, userId: appeal.user_id, upheld },
  });
}

function isText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length > 0;
}
