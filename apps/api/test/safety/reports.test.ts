import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { REPORTS_PER_DAY } from '@starmatch/contracts/safety-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { fillWindow } from '../support/fill-window.js';
import { acceptRequest, couple, matchedCouple, sendRequest } from '../support/matched-couple.js';
import { givePassword, type Person, signedInPerson } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';
import { caughtUp, listen } from '../support/user-events.js';

// docs/ARCHITECTURE.md "Blocks, past matches and reports": who may be reported, what a report
// keeps, and that it keeps it whatever the reported person does afterwards.

let api: TestApi;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'starmatch-reports-'));
  api = await startTestApi({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await api.close();
  await rm(uploadDir, { recursive: true, force: true });
});

function report(by: Person, body: Record<string, unknown>) {
  return call(api, 'POST', '/api/reports', { category: 'spam', ...body }, { token: by.token });
}

async function blockedBy(person: Person): Promise<string[]> {
  const response = await call(api, 'GET', '/api/blocks', undefined, { token: person.token });
  return (response.json() as { people: Array<{ id: string }> }).people.map((blocked) => blocked.id);
}

/** The stored report and its photo copies, as the moderation side reads them. */
async function storedReport(id: string) {
  const row = await api.db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const photos = await api.db
    .selectFrom('report_photos as rp')
    .innerJoin('evidence_photos as e', 'e.sha256', 'rp.photo_sha256')
    .select(['rp.position', 'e.content_type', 'e.bytes'])
    .where('rp.report_id', '=', id)
    .orderBy('rp.position')
    .execute();
  return {
    row,
    photos: photos.map((photo) => ({
      position: photo.position,
      contentType: photo.content_type,
      bytes: Buffer.from(photo.bytes).toString('hex'),
    })),
  };
}

/**
 * Gives the person's photos files named as uploads are (`<photoId>.webp`, so the profile route
 * deletes them as it deletes uploads), each with its own bytes; answers the bytes by position.
 */
async function photoFiles(person: Person): Promise<Buffer[]> {
  const photos = await api.db
    .selectFrom('photos')
    .select(['id', 'position'])
    .where('user_id', '=', person.userId)
    .orderBy('position')
    .execute();
  const folder = join(uploadDir, 'profiles', person.userId);
  await mkdir(folder, { recursive: true });
  const contents: Buffer[] = [];
  for (const photo of photos) {
    const url = `/uploads/profiles/${person.userId}/${photo.id}.webp`;
    await api.db.updateTable('photos').set({ url }).where('id', '=', photo.id).execute();
    if (photo.position === 0) {
      await api.db
        .updateTable('profiles')
        .set({ profile_image_url: url })
        .where('user_id', '=', person.userId)
        .execute();
    }
    const bytes = Buffer.from(`RIFF photo ${photo.position} ${randomUUID()}`);
    await writeFile(join(folder, `${photo.id}.webp`), bytes);
    contents.push(bytes);
  }
  return contents;
}

describe('POST /api/reports', () => {
  it('keeps the evidence intact through edits, photo deletion, unmatch and account deletion', async () => {
    const her = await signedInPerson(api.db, { fullName: 'Aroha Ngata' });
    const him = await signedInPerson(api.db, {
      gender: 'Male',
      age: 32,
      fullName: 'Nikau Reid',
      photos: 2,
    });
    const matchId = await acceptRequest(api, him, await sendRequest(api, her, him));
    const files = await photoFiles(him);
    const sent = [];
    for (const [from, to, content] of [
      [him, her, 'Hello'],
      [her, him, 'Hi'],
      [him, her, 'Send me money'],
    ] as const) {
      const response = await call(
        api,
        'POST',
        '/api/messages',
        { matchId, receiverId: to.userId, content },
        { token: from.token },
      );
      sent.push(response.json() as { createdAt: string });
    }
    const hisEvents = await listen(api, him.userId);

    const response = await report(her, {
      userId: him.userId,
      category: 'fake_or_scam',
      details: '  Asked for money  ',
      matchId,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    expect(response.json()).toEqual({ id: expect.any(String) });

    const snapshot = await storedReport(id);
    const email = await api.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', him.userId)
      .executeTakeFirstOrThrow();
    expect(snapshot.row).toMatchObject({
      reporter_id: her.userId,
      reporter_name: 'Aroha Ngata',
      reported_id: him.userId,
      reported_name: 'Nikau Reid',
      reported_email: email.email,
      category: 'fake_or_scam',
      details: 'Asked for money',
      match_id: matchId,
      status: 'open',
    });
    expect(snapshot.row.evidence).toEqual({
      takenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      profile: {
        fullName: 'Nikau Reid',
        age: 32,
        gender: 'Male',
        zodiacSign: 'capricorn',
        location: 'Auckland, Auckland',
        bio: 'Loves the outdoors and good coffee.',
      },
      photos: [],
      messages: [
        { fromReported: true, content: 'Hello', createdAt: sent[0]?.createdAt },
        { fromReported: false, content: 'Hi', createdAt: sent[1]?.createdAt },
        { fromReported: true, content: 'Send me money', createdAt: sent[2]?.createdAt },
      ],
    });
    const takenAt = Date.parse(snapshot.row.evidence.takenAt);
    expect(Math.abs(takenAt - snapshot.row.created_at.getTime())).toBeLessThan(5000);
    expect(snapshot.photos).toEqual(
      files.map((bytes, position) => ({
        position,
        contentType: 'image/webp',
        bytes: bytes.toString('hex'),
      })),
    );
    // A report also blocks: the match ended, and he heard of it as of a deletion.
    expect(await blockedBy(her)).toEqual([him.userId]);
    await caughtUp(api, him.userId, hisEvents);
    expect(hisEvents).toEqual([{ type: 'match_ended', matchId }]);

    const edited = await call(
      api,
      'PATCH',
      '/api/profile',
      { bio: 'A different person now' },
      { token: him.token },
    );
    expect(edited.statusCode).toBe(200);
    const [first] = (edited.json() as { photos: string[] }).photos;
    const dropped = await call(
      api,
      'PATCH',
      '/api/profile',
      {
        bio: 'Nothing to see here, I am a different person now.',
        sexualOrientation: 'heterosexual',
        location: 'Wellington, Wellington',
        ageRangeMin: 20,
        ageRangeMax: 40,
        photos: [first],
      },
      { token: him.token },
    );
    expect(dropped.statusCode).toBe(200);
    expect(readdirSync(join(uploadDir, 'profiles', him.userId))).toHaveLength(1);
    const unmatched = await call(api, 'DELETE', `/api/matches/${matchId}/unmatch`, undefined, {
      token: him.token,
    });
    expect(unmatched.statusCode).toBe(404);
    expect(await storedReport(id)).toEqual(snapshot);

    const currentPassword = await givePassword(api.db, him.userId);
    const deleted = await call(
      api,
      'DELETE',
      '/api/user/account',
      { currentPassword },
      { token: him.token },
    );
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(join(uploadDir, 'profiles', him.userId))).toBe(false);
    const after = await storedReport(id);
    expect(after).toEqual({ ...snapshot, row: { ...snapshot.row, reported_id: null } });
  });

  it('reports anyone the reporter was shown, asked, matched or chatted with', async () => {
    // Shown: in the reporter's feed.
    const shown = await couple(api, 'Kiri Shown', 'Tama Shown');
    const feed = await call(api, 'GET', '/api/matches/potential', undefined, {
      token: shown.her.token,
    });
    expect(feed.json().map((candidate: { userId: string }) => candidate.userId)).toContain(
      shown.him.userId,
    );
    // Asked: he liked her, and she never saw him.
    const asked = await couple(api, 'Kiri Asked', 'Tama Asked');
    await sendRequest(api, asked.him, asked.her);
    // Matched, then unmatched by him: a past match.
    const past = await matchedCouple(api);
    await call(api, 'DELETE', `/api/matches/${past.matchId}/unmatch`, undefined, {
      token: past.him.token,
    });
    for (const [reporter, reported, matchId] of [
      [shown.her, shown.him, undefined],
      [asked.her, asked.him, undefined],
      [past.her, past.him, past.matchId],
    ] as const) {
      const response = await report(reporter, { userId: reported.userId, matchId });
      expect(response.statusCode).toBe(201);
      expect(await blockedBy(reporter)).toEqual([reported.userId]);
    }
  });

  it('answers 404 for strangers, oneself, unknown people and a match of someone else', async () => {
    const { her, him, matchId } = await matchedCouple(api);
    const stranger = await signedInPerson(api.db, { gender: 'Male', fullName: 'Stranger' });
    const other = await matchedCouple(api);
    for (const body of [
      { userId: stranger.userId },
      { userId: her.userId },
      { userId: randomUUID() },
      { userId: him.userId, matchId: other.matchId },
      { userId: him.userId, matchId: randomUUID() },
    ]) {
      const response = await report(her, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
    // The stranger cannot report her either, even knowing the match id.
    expect((await report(stranger, { userId: her.userId, matchId })).statusCode).toBe(404);
    expect((await report(her, { userId: him.userId, category: 'rude' })).statusCode).toBe(400);
    expect((await report(her, { userId: him.userId, details: 'x'.repeat(1001) })).statusCode).toBe(
      400,
    );
    const stored = await api.db
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', 'in', [her.userId, stranger.userId])
      .execute();
    expect(stored).toEqual([]);
    expect(await blockedBy(her)).toEqual([]);
    expect(
      (await call(api, 'GET', '/api/matches', undefined, { token: her.token })).json(),
    ).toHaveLength(1);
  });
});

describe('POST /api/reports against flooding', () => {
  const reportsBy = async (person: Person) =>
    api.db
      .selectFrom('reports')
      .select(['reported_id', 'category'])
      .where('reporter_id', '=', person.userId)
      .orderBy('created_at')
      .execute();

  it("does not count the reporter's own block as having met: a blocked stranger is not found", async () => {
    const her = await signedInPerson(api.db, { fullName: 'Aroha Blocker' });
    const stranger = await signedInPerson(api.db, { gender: 'Male', fullName: 'Never Met' });
    // The block itself stays possible (that is the blocks side); the report after it is not.
    await api.db
      .insertInto('blocks')
      .values({ blocker_id: her.userId, blocked_id: stranger.userId, blocked_name: 'Never Met' })
      .execute();
    const response = await report(her, { userId: stranger.userId, category: 'underage' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
    expect(await reportsBy(her)).toEqual([]);
  });

  it('still reports someone met before the reporter blocked them: a past match, a like either way', async () => {
    const past = await matchedCouple(api);
    const liked = await couple(api, 'Kiri Liked', 'Tama Liker');
    await sendRequest(api, liked.him, liked.her);
    for (const [reporter, reported] of [
      [past.her, past.him],
      [liked.her, liked.him],
    ] as const) {
      const blocked = await call(
        api,
        'POST',
        '/api/blocks',
        { userId: reported.userId },
        { token: reporter.token },
      );
      expect(blocked.statusCode).toBe(201);
      const response = await report(reporter, { userId: reported.userId });
      expect(response.statusCode).toBe(201);
      expect(await reportsBy(reporter)).toEqual([
        { reported_id: reported.userId, category: 'spam' },
      ]);
    }
  });

  it('answers 409 to a second report of the same person within a day, changing nothing, and takes one after it', async () => {
    const { her, him } = await matchedCouple(api);
    const first = await report(her, { userId: him.userId, category: 'harassment' });
    expect(first.statusCode).toBe(201);
    const again = await report(her, { userId: him.userId, category: 'underage', details: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: API_MESSAGES.reportRepeated, code: 'CONFLICT' });
    expect(await reportsBy(her)).toEqual([{ reported_id: him.userId, category: 'harassment' }]);

    // A day later (moved back rather than waited for) the same person may be reported again.
    await api.db
      .updateTable('reports')
      .set({ created_at: new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000) })
      .where('id', '=', (first.json() as { id: string }).id)
      .execute();
    const later = await report(her, { userId: him.userId, category: 'underage' });
    expect(later.statusCode).toBe(201);
    expect(await reportsBy(her)).toEqual([
      { reported_id: him.userId, category: 'harassment' },
      { reported_id: him.userId, category: 'underage' },
    ]);
  });

  it(`makes the ${REPORTS_PER_DAY}th report of a day and refuses the next with 429 and Retry-After; a refused or unknown one is not counted`, async () => {
    const { her, him } = await matchedCouple(api);
    const other = await matchedCouple(api);
    await fillWindow(api.infrastructure.limiter, 'reports', her.userId, REPORTS_PER_DAY - 1);
    // Neither a report of nobody nor a repeat takes the last place.
    expect((await report(her, { userId: randomUUID() })).statusCode).toBe(404);
    expect((await report(her, { userId: him.userId })).statusCode).toBe(201);
    const over = await report(her, { userId: other.him.userId });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: API_MESSAGES.reportsLimited, code: 'RATE_LIMITED' });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(24 * 60 * 60 - 5);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await reportsBy(her)).toEqual([{ reported_id: him.userId, category: 'spam' }]);

    // Nor does a repeat (409).
    const fresh = await matchedCouple(api);
    const admirer = await signedInPerson(api.db, { gender: 'Male', fullName: 'Admirer' });
    await sendRequest(api, admirer, fresh.her);
    await fillWindow(api.infrastructure.limiter, 'reports', fresh.her.userId, REPORTS_PER_DAY - 2);
    expect((await report(fresh.her, { userId: fresh.him.userId })).statusCode).toBe(201);
    expect((await report(fresh.her, { userId: fresh.him.userId })).statusCode).toBe(409);
    expect((await report(fresh.her, { userId: admirer.userId })).statusCode).toBe(201);
    expect((await report(fresh.her, { userId: other.her.userId })).statusCode).toBe(429);
  });

  it('keeps each photo file once, however many reports show it', async () => {
    const him = await signedInPerson(api.db, {
      gender: 'Male',
      fullName: 'Much Reported',
      photos: 2,
    });
    const files = await photoFiles(him);
    const ids: string[] = [];
    for (const name of ['Reporter One', 'Reporter Two', 'Reporter Three']) {
      const her = await signedInPerson(api.db, { fullName: name });
      await sendRequest(api, him, her);
      const response = await report(her, { userId: him.userId });
      expect(response.statusCode).toBe(201);
      ids.push((response.json() as { id: string }).id);
    }
    for (const id of ids) {
      expect((await storedReport(id)).photos.map((photo) => photo.bytes)).toEqual(
        files.map((bytes) => bytes.toString('hex')),
      );
    }
    const kept = await api.db
      .selectFrom('evidence_photos')
      .select('bytes')
      .where(
        'sha256',
        'in',
        files.map((bytes) => createHash('sha256').update(bytes).digest('hex')),
      )
      .execute();
    expect(kept.map((row) => Buffer.from(row.bytes).toString('hex')).sort()).toEqual(
      files.map((bytes) => bytes.toString('hex')).sort(),
    );
  });
});
