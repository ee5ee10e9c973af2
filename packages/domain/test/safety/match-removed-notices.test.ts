import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@starmatch/contracts/domain-events';
import type { EmailJob } from '@starmatch/contracts/jobs';
import { PAST_MATCHES_DAYS } from '@starmatch/contracts/safety-limits';
import { createMatch } from '@starmatch/db/queries/matches';
import type { TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import type { Messaging } from '@starmatch/messaging/create-messaging';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainContext } from '../../src/context.js';
import { matchRemovedEmailsConsumer } from '../../src/moderation/match-removed-emails.js';
import { resolveReport } from '../../src/moderation/resolve-report.js';
import { dismissSafetyNotice } from '../../src/safety/dismiss-safety-notice.js';
import { listSafetyNotices } from '../../src/safety/list-safety-notices.js';
import { useCaseContextPerFile } from '../support/use-case-context.js';

// A ban warns everyone the banned person matched, now or within PAST_MATCHES_DAYS: one notice
// each, written with the ban, and one email each, however often the event is delivered.

const NOW = new Date('2031-03-04T05:06:07.000Z');
const DAY_MS = 86_400_000;

let test: TestDatabase;
let ctx: DomainContext;
let messaging: Messaging;
const queued: Array<{ jobId: string; email: EmailJob }> = [];

useCaseContextPerFile((context) => ({ test, ctx, messaging } = context), { now: () => NOW });
beforeAll(async () => {
  await messaging.queue.startWorker({
    'email.send': async (payload, { jobId }) => {
      queued.push({ jobId, email: payload as EmailJob });
    },
  });
});

async function emailOf(userId: string): Promise<string> {
  const row = await test.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

async function endedMatch(userId: string, otherId: string, daysAgo: number): Promise<void> {
  const [low, high] = [userId, otherId].sort() as [string, string];
  await test.db
    .insertInto('ended_matches')
    .values({
      match_id: randomUUID(),
      user_a: low,
      user_b: high,
      matched_at: new Date(NOW.getTime() - (daysAgo + 10) * DAY_MS),
      ended_at: new Date(NOW.getTime() - daysAgo * DAY_MS),
      ended_by: userId,
    })
    .execute();
}

async function fileReport(reporterId: string, reportedId: string): Promise<string> {
  const row = await test.db
    .insertInto('reports')
    .values({
      reporter_id: reporterId,
      reporter_name: 'Reporter',
      reported_id: reportedId,
      reported_name: 'Bryn Banned',
      reported_email: await emailOf(reportedId),
      category: 'offline_safety',
      evidence: JSON.stringify({
        takenAt: NOW.toISOString(),
        profile: {
          fullName: 'Bryn Banned',
          age: 30,
          gender: null,
          zodiacSign: null,
          location: null,
          bio: null,
        },
        photos: [],
        messages: [],
      }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The match-removed jobs run so far: a marker queued after them runs after them. */
async function matchRemovedJobs() {
  await messaging.queue.enqueueAndWait('email.send', { marker: true });
  return queued.filter((job) => job.email.template === 'match-removed');
}

describe('a ban warns the banned person’s matches', () => {
  it('notices and emails every current and recent match once, and nobody else', async () => {
    const banned = await createPerson(test.db, { fullName: 'Bryn Banned' });
    const current = await createPerson(test.db, { fullName: 'Cara Current' });
    const recent = await createPerson(test.db, { fullName: 'Rua Recent' });
    const tooOld = await createPerson(test.db, { fullName: 'Olive Old' });
    const stranger = await createPerson(test.db, { fullName: 'Sione Stranger' });
    const reporter = await createPerson(test.db, { fullName: 'Rita Reporter' });
    const moderator = await createPerson(test.db, { fullName: 'Mona Moderator' });
    await createMatch(test.db, { userId: banned, otherUserId: current });
    await endedMatch(banned, recent, PAST_MATCHES_DAYS - 1);
    await endedMatch(banned, tooOld, PAST_MATCHES_DAYS + 1);
    // Matched once, long ago, and again recently: still one notice.
    await endedMatch(banned, recent, PAST_MATCHES_DAYS + 30);
    const reportId = await fileReport(reporter, banned);

    const result = await resolveReport(ctx, {
      reportId,
      moderatorId: moderator,
      action: 'ban',
      note: null,
    });
    expect(result).toEqual({ outcome: 'resolved' });

    const notices = await test.db
      .selectFrom('safety_notices')
      .select(['user_id', 'banned_user_id', 'kind', 'created_at', 'dismissed_at'])
      .orderBy('user_id')
      .execute();
    expect(notices).toEqual(
      [current, recent].sort().map((user_id) => ({
        user_id,
        banned_user_id: banned,
        kind: 'match_removed',
        created_at: NOW,
        dismissed_at: null,
      })),
    );
    for (const person of [tooOld, stranger, reporter, banned]) {
      expect(await listSafetyNotices(ctx, { userId: person })).toEqual([]);
    }
    const [notice] = await listSafetyNotices(ctx, { userId: current });
    expect(notice).toEqual({
      id: expect.any(String),
      kind: 'match_removed',
      createdAt: NOW.toISOString(),
    });
    expect(JSON.stringify(notice)).not.toContain(banned);

    const jobs = await matchRemovedJobs();
    expect(jobs.map((job) => job.email).sort((a, b) => a.to.localeCompare(b.to))).toEqual(
      [
        { template: 'match-removed', to: await emailOf(current), fullName: 'Cara Current' },
        { template: 'match-removed', to: await emailOf(recent), fullName: 'Rua Recent' },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );
    for (const job of jobs) {
      expect(JSON.stringify(job.email)).not.toContain('Bryn');
      expect(JSON.stringify(job.email)).not.toContain(banned);
    }

    // The same event delivered twice more (by the relay, say) queues each email once.
    const event: DomainEvent = {
      id: randomUUID(),
      type: 'account.banned',
      occurredAt: NOW.toISOString(),
      payload: { userId: banned },
    };
    const consumer = matchRemovedEmailsConsumer({ db: test.db, queue: ctx.queue });
    expect(await consumer(event, {})).toEqual([]);
    expect(await consumer(event, {})).toEqual([]);
    const redelivered = (await matchRemovedJobs()).filter((job) => job.jobId.startsWith(event.id));
    expect(redelivered.map((job) => job.jobId).sort()).toEqual(
      [current, recent].map((userId) => `${event.id}-match-removed-${userId}`).sort(),
    );
  });

  it('dismisses a notice once for its owner only, and again without complaint', async () => {
    const banned = await createPerson(test.db, { fullName: 'Dee Banned' });
    const owner = await createPerson(test.db, { fullName: 'Ora Owner' });
    const other = await createPerson(test.db, { fullName: 'Tai Other' });
    const moderator = await createPerson(test.db, { fullName: 'Moe Moderator' });
    await createMatch(test.db, { userId: banned, otherUserId: owner });
    const reportId = await fileReport(other, banned);
    await resolveReport(ctx, { reportId, moderatorId: moderator, action: 'ban', note: null });
    const [notice] = await listSafetyNotices(ctx, { userId: owner });
    const noticeId = notice?.id as string;

    expect(await dismissSafetyNotice(ctx, { userId: other, noticeId })).toEqual({
      outcome: 'not_found',
    });
    expect(await dismissSafetyNotice(ctx, { userId: owner, noticeId: randomUUID() })).toEqual({
      outcome: 'not_found',
    });
    expect(await dismissSafetyNotice(ctx, { userId: owner, noticeId })).toEqual({
      outcome: 'dismissed',
    });
    expect(await dismissSafetyNotice(ctx, { userId: owner, noticeId })).toEqual({
      outcome: 'dismissed',
    });
    expect(await listSafetyNotices(ctx, { userId: owner })).toEqual([]);
  });
});
