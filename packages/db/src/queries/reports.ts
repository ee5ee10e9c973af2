import type { Evidence } from '@starmatch/contracts/moderation';
import type { ReportCategory } from '@starmatch/contracts/reports';
import { EVIDENCE_MESSAGES, REPORT_REPEAT_HOURS } from '@starmatch/contracts/safety-limits';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import type { Photo } from '../tables/profiles.js';
import { blockUser, hasBlocked } from './blocks.js';
import { type ReportPhotoCopy, storeReportPhotos } from './evidence-photos.js';
import { haveMet } from './have-met.js';
import { inTransaction } from './in-transaction.js';
import { orderedPair } from './matches.js';
import { lockPair } from './pair-lock.js';
import { appToday } from './visibility.js';

const HOUR_MS = 3_600_000;

// Reports (docs/ARCHITECTURE.md "Blocks, past matches and reports"): who may report whom, and
// the report with its evidence snapshot, taken and stored with the block in one transaction.

/** Whether the reporter already reported this person within REPORT_REPEAT_HOURS before `now`. */
async function reportedRecently(
  trx: Transaction<Database>,
  params: { reporterId: string; reportedId: string; now: Date },
): Promise<boolean> {
  const since = new Date(params.now.getTime() - REPORT_REPEAT_HOURS * HOUR_MS);
  const row = await trx
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', params.reporterId)
    .where('reported_id', '=', params.reportedId)
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `matchId` is a match of the two, current or ended. */
async function isMatchOfPair(
  db: Kysely<Database>,
  params: { matchId: string; first: string; second: string },
): Promise<boolean> {
  const pair = orderedPair(params.first, params.second);
  const { rows } = await sql<{ found: boolean }>`
    select (
      exists (
        select 1 from matches
        where id = ${params.matchId} and user_a = ${pair.user_a} and user_b = ${pair.user_b}
      )
      or exists (
        select 1 from ended_matches
        where match_id = ${params.matchId} and user_a = ${pair.user_a} and user_b = ${pair.user_b}
      )
    ) as found`.execute(db);
  return rows[0]?.found === true;
}

export interface NewReportParams {
  reporterId: string;
  reportedId: string;
  category: ReportCategory;
  details?: string | undefined;
  matchId?: string | undefined;
  now: Date;
  /**
   * Copies the files of the reported person's photos as they are in the transaction; a photo
   * whose file is missing is left out. Called only once the report is allowed.
   */
  copyPhotos(photos: readonly Photo[]): Promise<ReportPhotoCopy[]>;
}

export type ReportResult =
  | { status: 'not_found' }
  /** The same person reported by the same reporter within REPORT_REPEAT_HOURS: nothing done. */
  | { status: 'repeated' }
  | { status: 'created'; reportId: string; endedMatchId: string | null };

async function takeEvidence(
  trx: Transaction<Database>,
  params: { reporterId: string; reportedId: string; now: Date },
): Promise<Evidence | null> {
  const { rows } = await sql<Evidence['profile']>`
    select u.full_name as "fullName",
      date_part('year', age(${appToday(params.now)}::date, u.date_of_birth))::int as age,
      u.gender, p.zodiac_sign as "zodiacSign", p.location, p.bio
    from users u left join profiles p on p.user_id = u.id
    where u.id = ${params.reportedId}`.execute(trx);
  const profile = rows[0];
  if (!profile) return null;
  const newestFirst = await trx
    .selectFrom('messages')
    .select(['sender_id', 'content', 'created_at'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('sender_id', '=', params.reporterId),
          eb('receiver_id', '=', params.reportedId),
        ]),
        eb.and([
          eb('sender_id', '=', params.reportedId),
          eb('receiver_id', '=', params.reporterId),
        ]),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(EVIDENCE_MESSAGES)
    .execute();
  return {
    takenAt: params.now.toISOString(),
    profile,
    // The copies are rows of report_photos; the moderation side shows them from there.
    photos: [],
    messages: newestFirst.reverse().map((message) => ({
      fromReported: message.sender_id === params.reportedId,
      content: message.content,
      createdAt: message.created_at.toISOString(),
    })),
  };
}

/**
 * Files a report, in one transaction under the pair's lock: checks that the reporter may report
 * the person (haveMet, and `matchId` a match of theirs, current or ended), keeps the evidence
 * (profile, the last EVIDENCE_MESSAGES messages, copies of the photos, the names and the email),
 * then blocks as blockUser does. The evidence is read before the block ends the match, whose
 * messages go with it.
 */
export async function createReport(
  db: Kysely<Database>,
  params: NewReportParams,
): Promise<ReportResult> {
  const { reporterId, reportedId } = params;
  if (reporterId === reportedId) return { status: 'not_found' };
  return inTransaction(db, async (trx) => {
    await lockPair(trx, reporterId, reportedId);
    // To a person who was blocked the blocker looks deleted: their report of the blocker
    // answers exactly as one of an unknown id would.
    if (await hasBlocked(trx, reportedId, reporterId)) return { status: 'not_found' };
    if (!(await haveMet(trx, reporterId, reportedId))) return { status: 'not_found' };
    if (
      params.matchId !== undefined &&
      !(await isMatchOfPair(trx, {
        matchId: params.matchId,
        first: reporterId,
        second: reportedId,
      }))
    ) {
      return { status: 'not_found' };
    }
    // Under the pair's lock, so two reports sent at once cannot both pass.
    if (await reportedRecently(trx, { reporterId, reportedId, now: params.now })) {
      return { status: 'repeated' };
    }
    const people = await trx
      .selectFrom('users')
      .select(['id', 'full_name', 'email'])
      .where('id', 'in', [reporterId, reportedId])
      .execute();
    const reporter = people.find((person) => person.id === reporterId);
    const reported = people.find((person) => person.id === reportedId);
    const evidence = await takeEvidence(trx, { reporterId, reportedId, now: params.now });
    if (!reporter || !reported || !evidence) return { status: 'not_found' };
    const photos = await trx
      .selectFrom('photos')
      .selectAll()
      .where('user_id', '=', reportedId)
      .orderBy('position')
      .execute();
    const copies = await params.copyPhotos(photos);
    const report = await trx
      .insertInto('reports')
      .values({
        reporter_id: reporterId,
        reporter_name: reporter.full_name,
        reported_id: reportedId,
        reported_name: reported.full_name,
        reported_email: reported.email,
        category: params.category,
        details: params.details ? params.details : null,
        match_id: params.matchId ?? null,
        evidence: JSON.stringify(evidence),
        created_at: params.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await storeReportPhotos(trx, report.id, copies);
    const block = await blockUser(trx, { blockerId: reporterId, blockedId: reportedId });
    const endedMatchId = block.status === 'blocked' ? block.endedMatchId : null;
    return { status: 'created', reportId: report.id, endedMatchId };
  });
}
