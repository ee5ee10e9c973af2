import { randomUUID } from 'node:crypto';
import {
  type AdminReport,
  type AdminReportsResponse,
  REPORTS_PAGE,
} from '@starmatch/contracts/moderation';
import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import type { ModerationQueueCalls } from '../support/moderation-queue.js';
import { minutesAgo, moderationQueuePerFile } from '../support/moderation-queue.js';
import { type Person, signedInPerson } from '../support/people.js';
import { fileReport } from '../support/reports.js';
import type { TestApi } from '../support/test-api.js';

// The order of the open queue and of the history, and their pages.

let api: TestApi;
let moderator: Person;
let page: ModerationQueueCalls['page'];
let queue: ModerationQueueCalls['queue'];
let resolve: ModerationQueueCalls['resolve'];
moderationQueuePerFile((started) => {
  ({ api, moderator } = started);
  ({ page, queue, resolve } = started.calls);
});

describe('the moderation queue', () => {
  it('puts underage and offline safety first, then harassment, then the rest, oldest first in each', async () => {
    await api.db.deleteFrom('reports').execute();
    const reporter = await signedInPerson(api.db, { fullName: 'Kiri Reporter' });
    const tane = await signedInPerson(api.db, { fullName: 'Tane', gender: 'Male' });
    const rawiri = await signedInPerson(api.db, { fullName: 'Rawiri', gender: 'Male' });
    const file = (reportedId: string, category: AdminReport['category'], minutes: number) =>
      fileReport(api.db, {
        reporterId: reporter.userId,
        reportedId,
        category,
        createdAt: minutesAgo(minutes),
      });
    const spamOld = await file(tane.userId, 'spam', 50);
    const harassmentNew = await file(rawiri.userId, 'harassment', 5);
    const offlineNew = await file(tane.userId, 'offline_safety', 2);
    const otherOldest = await file(rawiri.userId, 'other', 60);
    const underageOld = await file(tane.userId, 'underage', 40);
    const harassmentOld = await file(tane.userId, 'harassment', 30);

    const open = await queue();
    expect(open.map((report) => report.id)).toEqual([
      underageOld,
      offlineNew,
      harassmentOld,
      harassmentNew,
      otherOldest,
      spamOld,
    ]);
    // Tane has four open reports, Rawiri two: each counts the others against the same person.
    expect(open.map((report) => report.otherOpenReports)).toEqual([3, 3, 3, 1, 1, 3]);
    expect(await queue('open')).toEqual(open);

    const first = await resolve(underageOld, 'dismiss');
    expect(first.statusCode).toBe(200);
    const after = await queue();
    expect(after.map((report) => report.id)).toEqual([
      offlineNew,
      harassmentOld,
      harassmentNew,
      otherOldest,
      spamOld,
    ]);
    expect(after.map((report) => report.otherOpenReports)).toEqual([2, 2, 1, 1, 2]);
  });

  it(`pages the queue ${REPORTS_PAGE.defaultLimit} at a time by cursor, most urgent first, each report once`, async () => {
    await api.db.deleteFrom('reports').execute();
    const reporter = await signedInPerson(api.db);
    const reported = await signedInPerson(api.db, { gender: 'Male' });
    // The same moment for many: the order, and the pages, fall back on the id.
    const sameTime = minutesAgo(100);
    const filed: string[] = [];
    for (let index = 0; index < REPORTS_PAGE.defaultLimit + 5; index += 1) {
      filed.push(
        await fileReport(api.db, {
          reporterId: reporter.userId,
          reportedId: reported.userId,
          createdAt: index < 10 ? sameTime : minutesAgo(90 - index),
        }),
      );
    }
    const urgent = await fileReport(api.db, {
      reporterId: reporter.userId,
      reportedId: reported.userId,
      category: 'underage',
    });
    const expected = [urgent, ...filed.slice(0, 10).sort(), ...filed.slice(10)];

    const first = await page('');
    expect(first.reports).toHaveLength(REPORTS_PAGE.defaultLimit);
    expect(first.reports[0]?.otherOpenReports).toBe(filed.length);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(`?cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    expect([...first.reports, ...second.reports].map((report) => report.id)).toEqual(expected);

    const small: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const next: AdminReportsResponse = await page(
        `?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(next.reports.length).toBeLessThanOrEqual(7);
      small.push(...next.reports.map((report) => report.id));
      cursor = next.nextCursor;
    }
    expect(small).toEqual(expected);
    expect((await page(`?limit=${REPORTS_PAGE.maxLimit}`)).reports).toHaveLength(expected.length);
  });

  it('refuses a page size over the maximum and a cursor that is not one of ours', async () => {
    const resolvedCursor = Buffer.from(
      JSON.stringify({
        status: 'resolved',
        resolvedAt: new Date().toISOString(),
        id: randomUUID(),
      }),
    ).toString('base64url');
    for (const [query, message] of [
      [`?limit=${REPORTS_PAGE.maxLimit + 1}`, VALIDATION_MESSAGES.reportsPageSize],
      ['?limit=0', VALIDATION_MESSAGES.reportsPageSize],
      ['?cursor=not-a-cursor', VALIDATION_MESSAGES.reportsCursor],
      [`?cursor=${'a'.repeat(201)}`, VALIDATION_MESSAGES.reportsCursor],
      // A cursor of the history does not page the open queue.
      [`?status=open&cursor=${resolvedCursor}`, VALIDATION_MESSAGES.reportsCursor],
    ] as const) {
      const response = await call(api, 'GET', `/api/admin/reports${query}`, undefined, {
        token: moderator.token,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ message });
    }
  });

  it('lists resolved reports most recently resolved first, with the resolution', async () => {
    await api.db.deleteFrom('reports').execute();
    const reporter = await signedInPerson(api.db);
    const reported = await signedInPerson(api.db, { gender: 'Male', fullName: 'Hemi' });
    const older = await fileReport(api.db, {
      reporterId: reporter.userId,
      reportedId: reported.userId,
      createdAt: minutesAgo(10),
    });
    const newer = await fileReport(api.db, {
      reporterId: reporter.userId,
      reportedId: reported.userId,
      createdAt: minutesAgo(1),
    });
    expect((await resolve(newer, 'dismiss', 'Nothing in it.')).statusCode).toBe(200);
    expect((await resolve(older, 'dismiss')).statusCode).toBe(200);
    expect(await queue('open')).toEqual([]);
    const resolved = await queue('resolved');
    expect(resolved.map((report) => [report.id, report.status])).toEqual([
      [older, 'resolved'],
      [newer, 'resolved'],
    ]);
    expect(resolved[1]?.resolution).toEqual({
      action: 'dismiss',
      note: 'Nothing in it.',
      moderator: { id: moderator.userId, fullName: 'Hine Moderator' },
      resolvedAt: expect.any(String),
    });
    expect(resolved[0]?.resolution?.note).toBeNull();
    const onePerPage = await page('?status=resolved&limit=1');
    expect(onePerPage.reports.map((report) => report.id)).toEqual([older]);
    const rest = await page(`?status=resolved&limit=1&cursor=${onePerPage.nextCursor}`);
    expect(rest).toMatchObject({ reports: [{ id: newer }], nextCursor: null });
  });
});
