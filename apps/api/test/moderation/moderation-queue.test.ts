import { createHash, randomUUID } from 'node:crypto';
import {
  type AdminReport,
  type AdminReportsResponse,
  type AuditEntry,
  REPORTS_PAGE,
} from '@starmatch/contracts/moderation';
import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { type Person, signedInPerson } from '../support/people.js';
import { fileReport, signedInModerator } from '../support/reports.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

let api: TestApi;
let moderator: Person;
beforeAll(async () => {
  api = await startTestApi();
  moderator = await signedInModerator(api.db, 'Hine Moderator');
});
afterAll(async () => {
  await api.close();
});

async function page(query: string): Promise<AdminReportsResponse> {
  const response = await call(api, 'GET', `/api/admin/reports${query}`, undefined, {
    token: moderator.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as AdminReportsResponse;
}

/** The first page of the queue (or the history), which holds every report of these tests. */
async function queue(status?: 'open' | 'resolved'): Promise<AdminReport[]> {
  const answer = await page(status ? `?status=${status}` : '');
  expect(answer.nextCursor).toBeNull();
  return answer.reports;
}

function photo(path: string, token?: string) {
  return call(api, 'GET', path, undefined, token ? { token } : {});
}

async function resolve(id: string, action: string, note?: string) {
  return call(
    api,
    'POST',
    `/api/admin/reports/${id}/resolve`,
    { action, ...(note === undefined ? {} : { note }) },
    { token: moderator.token },
  );
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

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

  it('shows each report with both people, the evidence and the photo copies as moderator-only URLs', async () => {
    await api.db.deleteFrom('reports').execute();
    const reporter = await signedInPerson(api.db, { fullName: 'Mere Reporter' });
    const reported = await signedInPerson(api.db, { fullName: 'Wiremu Reported', gender: 'Male' });
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0x00, 0x01]);
    const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46]);
    const id = await fileReport(api.db, {
      reporterId: reporter.userId,
      reportedId: reported.userId,
      category: 'inappropriate_photos',
      details: 'Look at the second photo.',
      createdAt: minutesAgo(3),
      photos: [
        { contentType: 'image/webp', bytes: webp },
        { contentType: 'image/jpeg', bytes: jpeg },
      ],
    });
    const webpPath = `/api/admin/report-photos/${createHash('sha256').update(webp).digest('hex')}`;
    const jpegPath = `/api/admin/report-photos/${createHash('sha256').update(jpeg).digest('hex')}`;
    const [report] = await queue();
    expect(report).toEqual({
      id,
      category: 'inappropriate_photos',
      details: 'Look at the second photo.',
      status: 'open',
      createdAt: expect.any(String),
      reporter: { id: reporter.userId, fullName: 'Mere Reporter' },
      reported: { id: reported.userId, fullName: 'Wiremu Reported', standing: 'active' },
      otherOpenReports: 0,
      evidence: {
        takenAt: expect.any(String),
        profile: {
          fullName: 'Wiremu Reported',
          age: 30,
          gender: 'Male',
          zodiacSign: 'leo',
          location: 'Auckland, Auckland',
          bio: 'As it was when reported.',
        },
        photos: [webpPath, jpegPath],
        messages: [{ fromReported: true, content: 'Send me money', createdAt: expect.any(String) }],
      },
      resolution: null,
    });

    for (const [path, bytes, type] of [
      [webpPath, webp, 'image/webp'],
      [jpegPath, jpeg, 'image/jpeg'],
    ] as const) {
      const served = await photo(path, moderator.token);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.toString('hex')).toBe(Buffer.from(bytes).toString('hex'));
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toMatch(/^private\b/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    // To anyone else, the photo answers exactly as a path that does not exist.
    const unknownPath = `/api/nothing-here/${randomUUID()}`;
    const unknown = await photo(unknownPath);
    expect(unknown.statusCode).toBe(404);
    const member = await photo(webpPath, reporter.token);
    const nobody = await photo(webpPath);
    for (const refused of [member, nobody]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(unknown.body.replace(unknownPath, webpPath));
      expect(refused.headers['content-type']).toBe(unknown.headers['content-type']);
    }
    const missing = await photo(`/api/admin/report-photos/${'0'.repeat(64)}`, moderator.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });

    // Standing follows the account: suspended, banned, deleted (the names stay).
    await api.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() + 60_000) })
      .where('id', '=', reported.userId)
      .execute();
    expect((await queue())[0]?.reported.standing).toBe('suspended');
    await api.db
      .updateTable('users')
      .set({ banned_at: new Date() })
      .where('id', '=', reported.userId)
      .execute();
    expect((await queue())[0]?.reported.standing).toBe('banned');
    await api.db.deleteFrom('users').where('id', '=', reported.userId).execute();
    await api.db.deleteFrom('users').where('id', '=', reporter.userId).execute();
    const [orphan] = await queue();
    expect(orphan?.reported).toEqual({
      id: null,
      fullName: 'Wiremu Reported',
      standing: 'deleted',
    });
    expect(orphan?.reporter).toEqual({ id: null, fullName: 'Mere Reporter' });
    expect(orphan?.evidence.photos).toHaveLength(2);
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

describe('the audit log', () => {
  it('lists every action with the moderator, the subject, the note and the time, most recent first', async () => {
    await api.db.deleteFrom('moderation_actions').execute();
    const reporter = await signedInPerson(api.db);
    const first = await signedInPerson(api.db, { gender: 'Male', fullName: 'Ari First' });
    const second = await signedInPerson(api.db, { gender: 'Male', fullName: 'Bo Second' });
    const firstReport = await fileReport(api.db, {
      reporterId: reporter.userId,
      reportedId: first.userId,
    });
    const secondReport = await fileReport(api.db, {
      reporterId: reporter.userId,
      reportedId: second.userId,
    });
    const started = Date.now();
    expect((await resolve(firstReport, 'warn', 'Rude opener.')).statusCode).toBe(200);
    expect((await resolve(secondReport, 'suspend')).statusCode).toBe(200);
    const response = await call(api, 'GET', '/api/admin/audit', undefined, {
      token: moderator.token,
    });
    expect(response.statusCode).toBe(200);
    const entries = response.json() as AuditEntry[];
    expect(entries).toEqual([
      {
        id: expect.any(String),
        action: 'suspend',
        reportId: secondReport,
        moderator: { id: moderator.userId, fullName: 'Hine Moderator' },
        subject: { id: second.userId, fullName: 'Bo Second' },
        note: null,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        action: 'warn',
        reportId: firstReport,
        moderator: { id: moderator.userId, fullName: 'Hine Moderator' },
        subject: { id: first.userId, fullName: 'Ari First' },
        note: 'Rude opener.',
        createdAt: expect.any(String),
      },
    ]);
    for (const entry of entries) {
      const at = Date.parse(entry.createdAt);
      expect(at).toBeGreaterThanOrEqual(started - 1000);
      expect(at).toBeLessThanOrEqual(Date.now());
    }
  });
});
