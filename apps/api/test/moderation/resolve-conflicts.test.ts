import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { describe, expect, it } from 'vitest';
import { signedInPerson } from '../support/people.js';
import { fileReport, signedInModerator } from '../support/reports.js';
import { moderationApiPerFile, type ResolveReportCalls } from '../support/resolve-report.js';
import type { TestApi } from '../support/test-api.js';

// A report is resolved once, by one moderator, and never by a moderator it is about or who made it.

let api: TestApi;
let calls: ResolveReportCalls;
moderationApiPerFile((started) => {
  ({ api, calls } = started);
});

describe('POST /api/admin/reports/:id/resolve', () => {
  it('answers 409 to a second resolve and 404 to an unknown report, changing nothing', async () => {
    const { reported, reportId } = await calls.reportedPair();
    expect((await calls.resolve(reportId, { action: 'dismiss' })).statusCode).toBe(200);
    const second = await calls.resolve(reportId, { action: 'ban' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: API_MESSAGES.reportAlreadyResolved,
      code: 'CONFLICT',
    });
    expect((await calls.userRow(reported.userId)).banned_at).toBeNull();
    const actions = await calls.actionsOn(reportId);
    expect(actions).toEqual([{ action: 'dismiss' }]);

    const unknown = await calls.resolve('0b8f6a8e-93a4-4d8e-8f5a-2d7c1f6e2a11', { action: 'warn' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: API_MESSAGES.notFound });
  });

  it('answers 403 to a moderator acting on a report about themselves or one they made, changing nothing', async () => {
    const other = await signedInModerator(api.db, 'Tui Other Moderator');
    const member = await signedInPerson(api.db, { fullName: 'Kahu Member' });
    const aboutThem = await fileReport(api.db, {
      reporterId: member.userId,
      reportedId: other.userId,
      category: 'harassment',
    });
    const byThem = await fileReport(api.db, {
      reporterId: other.userId,
      reportedId: member.userId,
      category: 'spam',
    });
    for (const reportId of [aboutThem, byThem]) {
      for (const action of ['dismiss', 'ban']) {
        const refused = await calls.resolve(reportId, { action, note: 'Mine.' }, other.token);
        expect(refused.statusCode, `${reportId} ${action}`).toBe(403);
        expect(refused.json()).toEqual({
          message: API_MESSAGES.reportConflictOfInterest,
          code: 'FORBIDDEN',
        });
      }
      const report = await api.db
        .selectFrom('reports')
        .select(['status', 'resolved_by', 'action'])
        .where('id', '=', reportId)
        .executeTakeFirstOrThrow();
      expect(report).toEqual({ status: 'open', resolved_by: null, action: null });
    }
    const logged = await api.db
      .selectFrom('moderation_actions')
      .select('id')
      .where('report_id', 'in', [aboutThem, byThem])
      .execute();
    expect(logged).toEqual([]);
    expect(await calls.userRow(other.userId)).toEqual({
      suspended_until: null,
      banned_at: null,
      role: 'moderator',
    });
    // Another moderator decides them.
    expect((await calls.resolve(aboutThem, { action: 'warn' })).statusCode).toBe(200);
    expect((await calls.resolve(byThem, { action: 'dismiss' })).statusCode).toBe(200);
  });

  it('lets exactly one of two moderators resolving at once win', async () => {
    const { reportId } = await calls.reportedPair();
    const other = await signedInModerator(api.db, 'Second Moderator');
    const answers = await Promise.all([
      calls.resolve(reportId, { action: 'warn' }),
      calls.resolve(reportId, { action: 'dismiss' }, other.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const actions = await calls.actionsOn(reportId);
    expect(actions).toHaveLength(1);
  });
});
