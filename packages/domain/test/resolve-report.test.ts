import { type BusEvent, userChannel } from '@starmatch/contracts/bus-events';
import type { ModerationAction } from '@starmatch/contracts/moderation';
import { SUSPENSION_DAYS } from '@starmatch/contracts/safety-limits';
import { banIdentifierHashes } from '@starmatch/db/ban-identifier-hashes';
import { createMatch } from '@starmatch/db/queries/matches';
import { createSession } from '@starmatch/db/queries/sessions';
import type { TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import type { Messaging } from '@starmatch/messaging/create-messaging';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DomainContext } from '../src/context.js';
import { resolveReport } from '../src/moderation/resolve-report.js';
import { useCaseContextPerFile } from './support/use-case-context.js';

// The decisions of a moderator's action on a report (docs/ARCHITECTURE.md "Moderation"), driven
// through the use case against a real database; the HTTP answers are apps/api's moderation tests.

const NOW = new Date('2031-03-04T05:06:07.000Z');
const DAY_MS = 86_400_000;

let test: TestDatabase;
let messaging: Messaging;
let ctx: DomainContext;
let moderator: string;

useCaseContextPerFile((context) => ({ test, ctx, messaging } = context), { now: () => NOW });
beforeAll(async () => {
  moderator = await createPerson(test.db, { fullName: 'Mona Moderator' });
});

async function emailOf(userId: string): Promise<string> {
  const row = await test.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

/** An open report by `reporterId` of `reportedId`, as POST /api/reports stores one. */
async function fileReport(reporterId: string, reportedId: string): Promise<string> {
  const reportedEmail = await emailOf(reportedId);
  const row = await test.db
    .insertInto('reports')
    .values({
      reporter_id: reporterId,
      reporter_name: 'Reporter',
      reported_id: reportedId,
      reported_name: 'Reported',
      reported_email: reportedEmail,
      category: 'harassment',
      evidence: JSON.stringify({
        takenAt: NOW.toISOString(),
        profile: {
          fullName: 'Reported',
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

/** The frames each person's sockets hear from now on. */
async function listen(userIds: string[]): Promise<Map<string, BusEvent[]>> {
  const heard = new Map<string, BusEvent[]>(userIds.map((userId) => [userId, []]));
  for (const userId of userIds) {
    await messaging.bus.subscribe(userChannel(userId), (frame) => {
      heard.get(userId)?.push(frame as BusEvent);
    });
  }
  return heard;
}

async function reportRow(reportId: string) {
  return test.db
    .selectFrom('reports')
    .select(['status', 'action', 'resolved_by'])
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
}

async function auditCount(reportId: string): Promise<number> {
  const rows = await test.db
    .selectFrom('moderation_actions')
    .select('id')
    .where('report_id', '=', reportId)
    .execute();
  return rows.length;
}

const resolve = (reportId: string, action: ModerationAction) =>
  resolveReport(ctx, { reportId, moderatorId: moderator, action, note: null });

describe('resolveReport', () => {
  it('finds no report for an unknown id', async () => {
    expect(await resolve('00000000-0000-4000-8000-000000000000', 'dismiss')).toEqual({
      outcome: 'not_found',
    });
  });

  it('leaves a report about the moderator, or made by them, open and untouched', async () => {
    const other = await createPerson(test.db);
    const aboutThem = await fileReport(other, moderator);
    const byThem = await fileReport(moderator, other);

    for (const reportId of [aboutThem, byThem]) {
      expect(await resolve(reportId, 'ban')).toEqual({ outcome: 'conflict_of_interest' });
      expect(await reportRow(reportId)).toEqual({
        status: 'open',
        action: null,
        resolved_by: null,
      });
      expect(await auditCount(reportId)).toBe(0);
    }
    const standing = await test.db
      .selectFrom('users')
      .select(['banned_at', 'suspended_until'])
      .where('id', 'in', [moderator, other])
      .execute();
    expect(standing).toEqual([
      { banned_at: null, suspended_until: null },
      { banned_at: null, suspended_until: null },
    ]);
  });

  it('suspends for SUSPENSION_DAYS from now, ends every session, and decides once', async () => {
    const reporter = await createPerson(test.db);
    const subject = await createPerson(test.db);
    await createSession(test.db, { userId: subject, userAgent: null, now: NOW });
    const heard = await listen([subject]);
    const reportId = await fileReport(reporter, subject);

    expect(await resolve(reportId, 'suspend')).toEqual({ outcome: 'resolved' });

    const user = await test.db
      .selectFrom('users')
      .select(['suspended_until', 'banned_at'])
      .where('id', '=', subject)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      suspended_until: new Date(NOW.getTime() + SUSPENSION_DAYS * DAY_MS),
      banned_at: null,
    });
    const sessions = await test.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', subject)
      .execute();
    expect(sessions).toEqual([]);
    expect(await reportRow(reportId)).toEqual({
      status: 'resolved',
      action: 'suspend',
      resolved_by: moderator,
    });
    expect(await auditCount(reportId)).toBe(1);
    await vi.waitFor(() =>
      expect(heard.get(subject)).toEqual([{ type: 'session_ended', reason: 'suspended' }]),
    );

    expect(await resolve(reportId, 'ban')).toEqual({ outcome: 'already_resolved' });
    expect(await auditCount(reportId)).toBe(1);
  });

  it('bans: both addresses refused, every match ended (kept, ended by nobody), partners told', async () => {
    const reporter = await createPerson(test.db);
    const subject = await createPerson(test.db);
    const partner = await createPerson(test.db);
    const reportId = await fileReport(reporter, subject);
    const reportedEmail = await emailOf(subject);
    const newEmail = `moved-${reportedEmail}`;
    await test.db.updateTable('users').set({ email: newEmail }).where('id', '=', subject).execute();
    const match = await createMatch(test.db, { userId: subject, otherUserId: partner });
    const heard = await listen([subject, partner]);

    expect(await resolve(reportId, 'ban')).toEqual({ outcome: 'resolved' });

    const hashes = await banIdentifierHashes(test.db, [reportedEmail, newEmail]);
    expect(hashes).toHaveLength(2);
    const banned = await test.db
      .selectFrom('ban_identifiers')
      .selectAll()
      .where('identifier_hash', 'in', hashes)
      .orderBy('identifier_hash')
      .execute();
    expect(banned).toEqual(
      [...hashes].sort().map((identifier_hash) => ({ identifier_hash, banned_at: NOW })),
    );
    const user = await test.db
      .selectFrom('users')
      .select('banned_at')
      .where('id', '=', subject)
      .executeTakeFirstOrThrow();
    expect(user.banned_at).toEqual(NOW);
    const ended = await test.db
      .selectFrom('ended_matches')
      .select(['match_id', 'ended_by', 'ended_at'])
      .where('match_id', '=', match.id)
      .execute();
    expect(ended).toEqual([{ match_id: match.id, ended_by: null, ended_at: NOW }]);
    await vi.waitFor(() => {
      expect(heard.get(partner)).toEqual([{ type: 'match_ended', matchId: match.id }]);
      expect(heard.get(subject)).toEqual([{ type: 'session_ended', reason: 'banned' }]);
    });
  });
});
