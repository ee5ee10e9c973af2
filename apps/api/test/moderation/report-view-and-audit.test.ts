import { createHash, randomUUID } from 'node:crypto';
import type { AuditEntry } from '@starmatch/contracts/moderation';
import { describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import type { ModerationQueueCalls } from '../support/moderation-queue.js';
import { minutesAgo, moderationQueuePerFile } from '../support/moderation-queue.js';
import { type Person, signedInPerson } from '../support/people.js';
import { fileReport } from '../support/reports.js';
import type { TestApi } from '../support/test-api.js';

// What a moderator sees of one report (the people, the evidence, the photo copies only they can
// fetch) and of every action taken.

let api: TestApi;
let moderator: Person;
let queue: ModerationQueueCalls['queue'];
let resolve: ModerationQueueCalls['resolve'];
moderationQueuePerFile((started) => {
  ({ api, moderator } = started);
  ({ queue, resolve } = started.calls);
});

function photo(path: string, token?: string) {
  return call(api, 'GET', path, undefined, token ? { token } : {});
}

describe('the moderation queue', () => {
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
