import { MODERATION_ACTIONS, type ModerationAction } from '@starmatch/contracts/moderation';
import type {
  ModerationStatsMonth,
  ModerationStatsResponse,
} from '@starmatch/contracts/moderation-stats';
import { REPORT_CATEGORIES, type ReportCategory } from '@starmatch/contracts/reports';
import { insertModerationAction } from '@starmatch/db/queries/moderation-audit';
import { describe, expect, it } from 'vitest';
import { statsMonths } from '../../src/routes/moderation/stats-months.js';
import { call } from '../support/call.js';
import { moderationQueuePerFile } from '../support/moderation-queue.js';
import { type Person, signedInPerson } from '../support/people.js';
import { fileReport } from '../support/reports.js';
import type { TestApi } from '../support/test-api.js';

// GET /api/admin/stats: per New Zealand month, reports by category, audit entries by action and
// the median minutes from a report to its first action, over the last 12 months.

let api: TestApi;
let moderator: Person;
moderationQueuePerFile((started) => {
  ({ api, moderator } = started);
});

const MINUTE = 60_000;
const at = (iso: string, minutes = 0) => new Date(Date.parse(iso) + minutes * MINUTE);

function month(
  key: string,
  reports: Partial<Record<ReportCategory, number>>,
  actions: Partial<Record<ModerationAction, number>>,
  median: number | null,
): ModerationStatsMonth {
  return {
    month: key,
    reportsByCategory: Object.fromEntries(
      REPORT_CATEGORIES.map((category) => [category, reports[category] ?? 0]),
    ) as Record<ReportCategory, number>,
    actionsByKind: Object.fromEntries(
      MODERATION_ACTIONS.map((action) => [action, actions[action] ?? 0]),
    ) as Record<ModerationAction, number>,
    medianMinutesToFirstAction: median,
  };
}

describe('the moderation stats', () => {
  it('counts each New Zealand month of the last 12: reports, actions and the median time to a first action', async () => {
    const reporter = await signedInPerson(api.db, { fullName: 'Kiri Reporter' });
    const tane = await signedInPerson(api.db, { fullName: 'Tane', gender: 'Male' });
    // Keys of this month (0) back to 12 months ago (12, one before the window).
    const keys = statsMonths(new Date(), 13);
    const key = (back: number) => keys[back] ?? '';
    const mid = (back: number) => `${key(back)}-15T00:00:00Z`;
    const file = (category: ReportCategory, createdAt: Date) =>
      fileReport(api.db, {
        reporterId: reporter.userId,
        reportedId: tane.userId,
        category,
        createdAt,
      });
    const act = (reportId: string, action: ModerationAction, createdAt: Date) =>
      insertModerationAction(api.db, {
        reportId,
        moderatorId: moderator.userId,
        moderatorName: 'Hine Moderator',
        subjectId: tane.userId,
        subjectName: 'Tane',
        action,
        note: null,
        createdAt,
      });

    // Before the window: counted nowhere.
    const old = await file('spam', at(mid(12)));
    await act(old, 'dismiss', at(mid(12), 10));
    // The window's first month: a report nobody has acted on.
    await file('other', at(mid(11)));
    // Two months ago: one report made on the last evening of the month before in UTC, which is
    // already the 1st in New Zealand; first actions after 90 and 100 minutes.
    const edge = new Date(Date.parse(`${key(2)}-01T00:00:00Z`) - 6 * 60 * MINUTE);
    const underage = await file('underage', edge);
    await act(underage, 'dismiss', new Date(edge.getTime() + 90 * MINUTE));
    const other = await file('other', at(mid(2)));
    await act(other, 'ban', at(mid(2), 100));
    // Last month: first actions after 30, 60 and 180 minutes; a later second action on one of
    // them counts as an action but not for the median.
    const harassment = await file('harassment', at(mid(1)));
    await act(harassment, 'warn', at(mid(1), 60));
    await act(harassment, 'suspend', at(mid(1), 300));
    const offline = await file('offline_safety', at(mid(1)));
    await act(offline, 'ban', at(mid(1), 180));
    const spam = await file('spam', at(mid(1)));
    await act(spam, 'dismiss', at(mid(1), 30));
    // This month: one open report, and a decision on a correction request, which is in the audit
    // log but is no report's action.
    await file('fake_or_scam', new Date(Date.now() - 1000));
    await insertModerationAction(api.db, {
      reportId: null,
      moderatorId: moderator.userId,
      moderatorName: 'Hine Moderator',
      subjectId: tane.userId,
      subjectName: 'Tane',
      action: 'correction_approved',
      note: null,
      createdAt: new Date(Date.now() - 1000),
    });

    const response = await call(api, 'GET', '/api/admin/stats', undefined, {
      token: moderator.token,
    });
    expect(response.statusCode).toBe(200);
    const quiet = (back: number) => month(key(back), {}, {}, null);
    expect(response.json() as ModerationStatsResponse).toEqual({
      months: [
        month(key(0), { fake_or_scam: 1 }, {}, null),
        month(
          key(1),
          { harassment: 1, offline_safety: 1, spam: 1 },
          { dismiss: 1, warn: 1, suspend: 1, ban: 1 },
          60,
        ),
        month(key(2), { underage: 1, other: 1 }, { dismiss: 1, ban: 1 }, 95),
        ...[3, 4, 5, 6, 7, 8, 9, 10].map(quiet),
        month(key(11), { other: 1 }, {}, null),
      ],
    });
  });
});
