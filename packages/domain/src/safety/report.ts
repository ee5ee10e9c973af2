import type { ReportCategory } from '@starmatch/contracts/reports';
import { REPORT_REPEAT_HOURS } from '@starmatch/contracts/safety-limits';
import { blockUser, hasBlocked } from '@starmatch/db/queries/blocks';
import { type ReportPhotoCopy, storeReportPhotos } from '@starmatch/db/queries/evidence-photos';
import { haveMet } from '@starmatch/db/queries/have-met';
import { lockPair } from '@starmatch/db/queries/pair-lock';
import { listPhotos } from '@starmatch/db/queries/photos';
import {
  insertReport,
  isMatchOfPair,
  reportedSince,
  reportPeople,
  takeEvidence,
} from '@starmatch/db/queries/reports';
import { ACCOUNT_LIMITS } from '../account-limits.js';
import type { DomainContext } from '../context.js';
import { transact, type UnitOfWork } from '../events/unit-of-work.js';
import { recordBlockEndedMatch } from './block.js';

const HOUR_MS = 3_600_000;

/** A photo of the reported person's, as stored. */
type Photo = Awaited<ReturnType<typeof listPhotos>>[number];

export interface ReportParams {
  reporterId: string;
  reportedId: string;
  category: ReportCategory;
  details?: string | undefined;
  matchId?: string | undefined;
  /**
   * Copies the files of the reported person's photos as they are in the transaction; a photo
   * whose file is missing is left out. Called only once the report is allowed.
   */
  copyPhotos(photos: readonly Photo[]): Promise<ReportPhotoCopy[]>;
}

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
export async function report(ctx: DomainContext, params: ReportParams): Promise<ReportResult> {
  const taken = await ctx.limiter.take([{ limit: ACCOUNT_LIMITS.reports, key: params.reporterId }]);
  if (!taken.allowed) {
    const { message } = ACCOUNT_LIMITS.reports;
    return { outcome: 'limited', message, retryAfterSeconds: taken.retryAfterSeconds };
  }
  try {
    const result = await transact(ctx, (unit) => fileReport(unit, params, ctx.now()));
    if (result.outcome !== 'reported') await taken.reservation.release();
    return result;
  } catch (error) {
    await taken.reservation.release();
    throw error;
  }
}

type Filed = Exclude<ReportResult, { outcome: 'limited' }>;

/**
 * The report's checks and writes, in one transaction under the pair's lock (so two reports sent
 * at once cannot both pass the repeat check). The evidence holds the last messages of a current
 * match, or of one ended within Past matches' days (kept out of both people's reach), so it does
 * not matter whether the block below or an earlier unmatch ended it.
 */
async function fileReport(unit: UnitOfWork, params: ReportParams, now: Date): Promise<Filed> {
  const { reporterId, reportedId, matchId } = params;
  if (reporterId === reportedId) return { outcome: 'not_found' };
  await lockPair(unit.db, reporterId, reportedId);
  // To a person who was blocked the blocker looks deleted: their report of the blocker answers
  // exactly as one of an unknown id would.
  if (await hasBlocked(unit.db, reportedId, reporterId)) return { outcome: 'not_found' };
  if (!(await haveMet(unit.db, reporterId, reportedId))) return { outcome: 'not_found' };
  if (
    matchId !== undefined &&
    !(await isMatchOfPair(unit.db, { matchId, first: reporterId, second: reportedId }))
  ) {
    return { outcome: 'not_found' };
  }
  const since = new Date(now.getTime() - REPORT_REPEAT_HOURS * HOUR_MS);
  if (await reportedSince(unit.db, { reporterId, reportedId, since })) {
    return { outcome: 'repeated' };
  }
  const { reporter, reported } = await reportPeople(unit.db, { reporterId, reportedId });
  const evidence = await takeEvidence(unit.db, { reporterId, reportedId, now });
  if (!reporter || !reported || !evidence) return { outcome: 'not_found' };
  const copies = await params.copyPhotos(await listPhotos(unit.db, reportedId));
  const reportId = await insertReport(unit.db, {
    reporterId,
    reporterName: reporter.fullName,
    reportedId,
    reportedName: reported.fullName,
    reportedEmail: reported.email,
    category: params.category,
    details: params.details ? params.details : null,
    matchId: matchId ?? null,
    evidence,
    createdAt: now,
  });
  await storeReportPhotos(unit.db, reportId, copies);
  const block = await blockUser(unit.db, { blockerId: reporterId, blockedId: reportedId });
  const endedMatchId = block.status === 'blocked' ? block.endedMatchId : null;
  recordBlockEndedMatch(unit, { blockerId: reporterId, blockedId: reportedId, endedMatchId });
  return { outcome: 'reported', reportId };
}
