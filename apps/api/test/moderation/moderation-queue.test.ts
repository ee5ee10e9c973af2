import {
  ADMIN_REPORTS_LIMIT,
  type AdminReport,
  type AuditEntry,
} from '@starmatch/contracts/moderation';
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

async function queue(status?: 'open' | 'resolved'): Promise<AdminReport[]> {
  const url = status ? `/api/admin/reports?status=${status}` : '/api/admin/reports';
  const response = await call(api, 'GET', url, undefined, { token: moderator.token });
  expect(response.statusCode).toBe(200);
  return response.json() as AdminReport[];
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

  it('shows each report with both people, the evidence and the photo copies as data: URLs', async () => {
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
        photos: [
          `data:image/webp;base64,${Buffer.from(webp).toString('base64')}`,
          `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`,
        ],
        messages: [{ fromReported: true, content: 'Send me money', createdAt: expect.any(String) }],
      },
      resolution: null,
    });

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

  it(`answers at most ${ADMIN_REPORTS_LIMIT} reports, the most urgent`, async () => {
    await api.db.deleteFrom('reports').execute();
    const reporter = await signedInPerson(api.db);
    const reported = await signedInPerson(api.db, { gender: 'Male' });
    for (let index = 0; index < ADMIN_REPORTS_LIMIT; index += 1) {
      await fileReport(api.db, {
        reporterId: reporter.userId,
        reportedId: reported.userId,
        createdAt: minutesAgo(100 - index),
      });
    }
    const urgent = await fileReport(api.db, {
      reporterId: reporter.userId,
      reportedId: reported.userId,
      category: 'underage',
    });
    const open = await queue();
    expect(open).toHaveLength(ADMIN_REPORTS_LIMIT);
    expect(open[0]?.id).toBe(urgent);
    expect(open[0]?.otherOpenReports).toBe(ADMIN_REPORTS_LIMIT);
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
