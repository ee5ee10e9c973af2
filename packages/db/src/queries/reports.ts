import type { Evidence } from '@starmatch/contracts/moderation';
import type { ReportCategory } from '@starmatch/contracts/reports';
import { EVIDENCE_MESSAGES, PAST_MATCHES_DAYS } from '@starmatch/contracts/safety-limits';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { latestKeptMessagesBetween } from './kept-messages.js';
import { orderedPair } from './matches.js';
import { appToday } from './visibility.js';

// Reports as stored (docs/ARCHITECTURE.md "Blocks, past matches and reports"): the report with
// its evidence snapshot, and what deciding one reads. Who may report whom, and when, is
// packages/domain's safety/report.ts, which stores the report with the block in one transaction.

/** Whether the reporter reported this person after `since`. */
export async function reportedSince(
  db: Kysely<Database>,
  params: { reporterId: string; reportedId: string; since: Date },
): Promise<boolean> {
  const { since } = params;
  const row = await db
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
export async function isMatchOfPair(
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

const DAY_MS = 86_400_000;

/**
 * The evidence as it is at `now` (null once the reported person is gone): their profile
 * and the last EVIDENCE_MESSAGES messages between the two, oldest first: those of a current
 * match, and those kept from a match that ended within PAST_MATCHES_DAYS (kept_messages), so a
 * report from 'Past matches' carries the conversation that the unmatch hid.
 */
export async function takeEvidence(
  db: Kysely<Database>,
  params: { reporterId: string; reportedId: string; now: Date },
): Promise<Evidence | null> {
  const { rows } = await sql<Evidence['profile']>`
    select u.full_name as "fullName",
      date_part('year', age(${appToday(params.now)}::date, u.date_of_birth))::int as age,
      u.gender, p.zodiac_sign as "zodiacSign", p.location, p.bio
    from users u left join profiles p on p.user_id = u.id
    where u.id = ${params.reportedId}`.execute(db);
  const profile = rows[0];
  if (!profile) return null;
  const current = await db
    .selectFrom('messages')
    .select(['id', 'sender_id as senderId', 'content', 'created_at as createdAt'])
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
  const kept = await latestKeptMessagesBetween(db, {
    first: params.reporterId,
    second: params.reportedId,
    endedAfter: new Date(params.now.getTime() - PAST_MATCHES_DAYS * DAY_MS),
    limit: EVIDENCE_MESSAGES,
  });
  // Ids are uuid v7, so their text order is the order the messages were sent in.
  const newestFirst = [...current, ...kept]
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, EVIDENCE_MESSAGES);
  return {
    takenAt: params.now.toISOString(),
    profile,
    // The copies are rows of report_photos; the moderation side shows them from there.
    photos: [],
    messages: newestFirst.reverse().map((message) => ({
      fromReported: message.senderId === params.reportedId,
      content: message.content,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

/** The names and address of the two people of a report; undefined for one who is gone. */
export async function reportPeople(
  db: Kysely<Database>,
  params: { reporterId: string; reportedId: string },
): Promise<{
  reporter: { fullName: string } | undefined;
  reported: { fullName: string; email: string } | undefined;
}> {
  const people = await db
    .selectFrom('users')
    .select(['id', 'full_name', 'email'])
    .where('id', 'in', [params.reporterId, params.reportedId])
    .execute();
  const reporter = people.find((person) => person.id === params.reporterId);
  const reported = people.find((person) => person.id === params.reportedId);
  return {
    reporter: reporter ? { fullName: reporter.full_name } : undefined,
    reported: reported ? { fullName: reported.full_name, email: reported.email } : undefined,
  };
}

/** Stores an open report with its evidence, the names and address as they are now. */
export async function insertReport(
  db: Kysely<Database>,
  report: {
    reporterId: string;
    reporterName: string;
    reportedId: string;
    reportedName: string;
    reportedEmail: string;
    category: ReportCategory;
    details: string | null;
    matchId: string | null;
    evidence: Evidence;
    createdAt: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('reports')
    .values({
      reporter_id: report.reporterId,
      reporter_name: report.reporterName,
      reported_id: report.reportedId,
      reported_name: report.reportedName,
      reported_email: report.reportedEmail,
      category: report.category,
      details: report.details,
      match_id: report.matchId,
      evidence: JSON.stringify(report.evidence),
      created_at: report.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
