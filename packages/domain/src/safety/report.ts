import { createReport, type NewReportParams } from '@starmatch/db/queries/reports';
import { ACCOUNT_LIMITS } from '../account-limits.js';
import type { DomainContext } from '../context.js';
import { transact } from '../events/unit-of-work.js';
import { recordBlockEndedMatch } from './block.js';

export type ReportResult =
  | { outcome: 'reported'; reportId: string }
  | { outcome: 'not_found' }
  | { outcome: 'repeated' }
  | { outcome: 'limited'; message: string; retryAfterSeconds: number };

/**
 * A report of someone the reporter has met (anyone else, and a matchId not of theirs, is not
 * found; the reporter's own block is no contact). The same person again within
 * REPORT_REPEAT_HOURS is refused, and at most REPORTS_PER_DAY are counted per account: counted
 * before the report is made, so a refused one changes nothing, and given back when no report
 * was made after all. The evidence is kept as it is now and the reporter blocks the person in
 * the same transaction; the two hear of the block as after a block.
 */
export async function report(
  ctx: DomainContext,
  params: Omit<NewReportParams, 'now'>,
): Promise<ReportResult> {
  const taken = await ctx.limiter.take([{ limit: ACCOUNT_LIMITS.reports, key: params.reporterId }]);
  if (!taken.allowed) {
    const { message } = ACCOUNT_LIMITS.reports;
    return { outcome: 'limited', message, retryAfterSeconds: taken.retryAfterSeconds };
  }
  try {
    const result = await transact(ctx, async (unit) => {
      const made = await createReport(unit.db, { ...params, now: ctx.now() });
      if (made.status === 'created') {
        recordBlockEndedMatch(unit, {
          blockerId: params.reporterId,
          blockedId: params.reportedId,
          endedMatchId: made.endedMatchId,
        });
      }
      return made;
    });
    if (result.status !== 'created') {
      await taken.reservation.release();
      return { outcome: result.status };
    }
    return { outcome: 'reported', reportId: result.reportId };
  } catch (error) {
    await taken.reservation.release();
    throw error;
  }
}
