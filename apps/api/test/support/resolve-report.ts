import type { AdminReport } from '@starmatch/contracts/moderation';
import { expect } from 'vitest';
import { type ApiWithOutbox, apiWithOutboxPerFile } from './api-per-file.js';
import { call } from './call.js';
import { freshEmail, type Person, registeredPerson, SIGNUP } from './people.js';
import { fileReport, signedInModerator } from './reports.js';

export interface ModerationApi extends ApiWithOutbox {
  /** Hine Moderator, who resolves the reports unless a test names another moderator. */
  moderator: Person;
}

/** The calls of resolving a report (docs/ARCHITECTURE.md "Moderation") and what they rely on. */
export function resolveReportCalls({ api, outbox, moderator }: ModerationApi) {
  return {
    /** A reporter and a reported person who both can sign in, and an open report between them. */
    async reportedPair(category: AdminReport['category'] = 'harassment') {
      const reporter = await registeredPerson(api, outbox, freshEmail('reporter'));
      const reported = await registeredPerson(api, outbox, freshEmail('reported'));
      const reportId = await fileReport(api.db, {
        reporterId: reporter.userId,
        reportedId: reported.userId,
        category,
      });
      return { reporter, reported, reportId };
    },
    resolve(id: string, body: Record<string, unknown>, token = moderator.token) {
      return call(api, 'POST', `/api/admin/reports/${id}/resolve`, body, { token });
    },
    login(email: string, password: string = SIGNUP.password) {
      return call(api, 'POST', '/api/login', { email, password });
    },
    userRow(id: string) {
      return api.db
        .selectFrom('users')
        .select(['suspended_until', 'banned_at', 'role'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },
    /** The actions logged on the report, as `{ action }` rows. */
    actionsOn(reportId: string) {
      return api.db
        .selectFrom('moderation_actions')
        .select('action')
        .where('report_id', '=', reportId)
        .execute();
    },
    /** Waits for the reporter's report-handled email; the reported person never gets one. */
    async handledEmailOnly(reporter: { email: string }, reported: { email: string }) {
      const handled = await outbox.next('report-handled', reporter.email);
      expect(handled).toEqual({
        template: 'report-handled',
        to: reporter.email,
        fullName: SIGNUP.fullName,
      });
      expect(outbox.to(reported.email).map((email) => email.template)).not.toContain(
        'report-handled',
      );
      return handled;
    },
  };
}

export type ResolveReportCalls = ReturnType<typeof resolveReportCalls>;

/** apiWithOutboxPerFile with Hine Moderator signed in, and the calls of resolving on that API. */
export function moderationApiPerFile(
  take: (started: ModerationApi & { calls: ResolveReportCalls }) => void,
): void {
  apiWithOutboxPerFile(async (started) => {
    const moderator = await signedInModerator(started.api.db, 'Hine Moderator');
    take({ ...started, moderator, calls: resolveReportCalls({ ...started, moderator }) });
  });
}
