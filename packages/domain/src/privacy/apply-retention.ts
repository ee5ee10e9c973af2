import {
  BANNED_REPORT_EVIDENCE_DAYS,
  DECIDED_APPEAL_DAYS,
  DECIDED_CORRECTION_DAYS,
  ENDED_MATCH_DAYS,
  MODERATION_LOG_DAYS,
  REPORT_EVIDENCE_DAYS,
  SAFETY_NOTICE_DAYS,
} from '@starmatch/contracts/retention';
import { deleteCorrectionRequestsDecidedBefore } from '@starmatch/db/queries/correction-requests';
import { deleteExpiredDataExports } from '@starmatch/db/queries/data-exports';
import { deleteKeptConversationsEndedBefore } from '@starmatch/db/queries/kept-messages';
import {
  deleteDecidedAppeals,
  deleteExpiredSignInRecords,
  deleteOldModerationActions,
  deleteOldReports,
  type RetentionCounts,
} from '@starmatch/db/queries/retention';
import { deleteSafetyNoticesMadeBefore } from '@starmatch/db/queries/safety-notices';
import type { DomainContext } from '../context.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One pass of the retention timetable (packages/contracts/src/retention.ts, docs/PRODUCT.md
 * "What we keep and for how long"), on the domain's clock: deletes whatever's time is up and
 * answers how many of each. The periods are the privacy policy's promises, so they are
 * constants rather than configuration: an operator cannot keep data longer than the policy says.
 */
export async function applyRetention(
  ctx: Pick<DomainContext, 'db' | 'now'>,
): Promise<RetentionCounts> {
  const now = ctx.now();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    ...(await deleteExpiredSignInRecords(ctx.db, now)),
    ...(await deleteOldReports(ctx.db, {
      resolvedBefore: daysAgo(REPORT_EVIDENCE_DAYS),
      bannedBefore: daysAgo(BANNED_REPORT_EVIDENCE_DAYS),
    })),
    ...(await deleteOldModerationActions(ctx.db, daysAgo(MODERATION_LOG_DAYS))),
    ...(await deleteDecidedAppeals(ctx.db, daysAgo(DECIDED_APPEAL_DAYS))),
    keptConversationMessages: await deleteKeptConversationsEndedBefore(
      ctx.db,
      daysAgo(ENDED_MATCH_DAYS),
    ),
    // An export's own expiry (DATA_EXPORT_EXPIRY_DAYS after it was ready) is on its row.
    dataExports: await deleteExpiredDataExports(ctx.db, now),
    safetyNotices: await deleteSafetyNoticesMadeBefore(ctx.db, daysAgo(SAFETY_NOTICE_DAYS)),
    correctionRequests: await deleteCorrectionRequestsDecidedBefore(
      ctx.db,
      daysAgo(DECIDED_CORRECTION_DAYS),
    ),
  };
}
