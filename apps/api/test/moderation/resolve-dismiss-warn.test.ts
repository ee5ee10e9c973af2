import type { AdminReport } from '@starmatch/contracts/moderation';
import { describe, expect, it } from 'vitest';
import { type EmailOutbox, settleQueue } from '../support/email-outbox.js';
import { type Person, SIGNUP } from '../support/people.js';
import { fileReport, reportStatus } from '../support/reports.js';
import { moderationApiPerFile, type ResolveReportCalls } from '../support/resolve-report.js';
import type { TestApi } from '../support/test-api.js';

// The lighter outcomes of a report: dismissed or warned, the reported person keeps their account.

let api: TestApi;
let outbox: EmailOutbox;
let moderator: Person;
let calls: ResolveReportCalls;
moderationApiPerFile((started) => {
  ({ api, outbox, moderator, calls } = started);
});

describe('POST /api/admin/reports/:id/resolve', () => {
  it('dismiss: resolves the report, writes the audit log, tells the reporter, touches no one', async () => {
    const { reporter, reported, reportId } = await calls.reportedPair();
    const other = await fileReport(api.db, {
      reporterId: reporter.userId,
      reportedId: reported.userId,
    });
    const response = await calls.resolve(reportId, {
      action: 'dismiss',
      note: '  Not a breach.  ',
    });
    expect(response.statusCode).toBe(200);
    const report = response.json() as AdminReport;
    expect(report).toMatchObject({
      id: reportId,
      status: 'resolved',
      reported: { id: reported.userId, standing: 'active' },
      otherOpenReports: 1,
      resolution: {
        action: 'dismiss',
        note: 'Not a breach.',
        moderator: { id: moderator.userId, fullName: 'Hine Moderator' },
      },
    });
    const audit = await api.db
      .selectFrom('moderation_actions')
      .selectAll()
      .where('report_id', '=', reportId)
      .execute();
    expect(audit).toEqual([
      {
        id: expect.any(String),
        report_id: reportId,
        moderator_id: moderator.userId,
        moderator_name: 'Hine Moderator',
        subject_id: reported.userId,
        subject_name: SIGNUP.fullName,
        action: 'dismiss',
        note: 'Not a breach.',
        created_at: expect.any(Date),
      },
    ]);
    // Resolving one report resolves nothing else.
    const untouched = await reportStatus(api.db, other);
    expect(untouched.status).toBe('open');
    await calls.handledEmailOnly(reporter, reported);
    await settleQueue(outbox, () =>
      api.infrastructure.queue.enqueue('email.send', {
        template: 'signup-attempt',
        to: 'marker@example.nz',
      }),
    );
    expect(outbox.to(reported.email).map((email) => email.template)).toEqual(['verification-code']);
    expect(await calls.userRow(reported.userId)).toEqual({
      suspended_until: null,
      banned_at: null,
      role: 'member',
    });
    expect((await calls.login(reported.email)).statusCode).toBe(200);
  });

  it('warn: emails the reported person a warning and the reporter that it was handled', async () => {
    const { reporter, reported, reportId } = await calls.reportedPair();
    const response = await calls.resolve(reportId, { action: 'warn' });
    expect(response.statusCode).toBe(200);
    expect(await outbox.next('moderation-warning', reported.email)).toEqual({
      template: 'moderation-warning',
      to: reported.email,
      fullName: SIGNUP.fullName,
    });
    await calls.handledEmailOnly(reporter, reported);
    // The reporter hears nothing of what was done: no warning, no other email but the one.
    expect(outbox.to(reporter.email).map((email) => email.template)).toEqual([
      'verification-code',
      'report-handled',
    ]);
    expect((await calls.login(reported.email)).statusCode).toBe(200);
  });
});
