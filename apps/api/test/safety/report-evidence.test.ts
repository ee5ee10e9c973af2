import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { acceptRequest, sendRequest } from '../support/matched-couple.js';
import { givePassword, type Person, signedInPerson } from '../support/people.js';
import { updateProfile } from '../support/profile-calls.js';
import { blockedIds, reportPerson } from '../support/safety-calls.js';
import { startUploadDirTestApi, type UploadDirTestApi } from '../support/upload-dir-test-api.js';
import { caughtUp, listen } from '../support/user-events.js';

// docs/ARCHITECTURE.md "Blocks, past matches and reports": what a report keeps, and that it keeps
// it whatever the reported person does afterwards (report-eligibility and report-limits: the rest).

let api: UploadDirTestApi;
let uploadDir: string;
beforeAll(async () => {
  api = await startUploadDirTestApi();
  uploadDir = api.uploadDir;
});
afterAll(async () => {
  await api.close();
});

const report = (by: Person, body: Record<string, unknown>) => reportPerson(api, by, body);
const blockedBy = (person: Person) => blockedIds(api, person);

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

    const edited = await updateProfile(api, him, { bio: 'A different person now' });
    expect(edited.statusCode).toBe(200);
    const [first] = (edited.json() as { photos: string[] }).photos;
    const dropped = await updateProfile(api, him, {
      bio: 'Nothing to see here, I am a different person now.',
      sexualOrientation: 'heterosexual',
      location: 'Wellington, Wellington',
      ageRangeMin: 20,
      ageRangeMax: 40,
      photos: [first],
    });
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
});

describe('POST /api/reports against flooding', () => {
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
