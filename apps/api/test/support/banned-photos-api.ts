import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { createBanPhotoHashesProcessor } from '@starmatch/worker/processors/ban-photo-hashes-processor';
import { pino } from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { call } from './call.js';
import { type MediaTestApi, startMediaTestApi } from './media-test-api.js';
import { imageForm } from './multipart.js';
import { type Person, signedInPerson } from './people.js';
import { fileReport, signedInModerator } from './reports.js';

export interface BannedPhotosScene {
  api: MediaTestApi;
  /** Hine Moderator. */
  moderator: Person;
}

/**
 * The media test api (uploads optimised by the real image processor) with the real
 * moderation.ban-photo-hashes processor on the same queue, and a moderator: the pieces of
 * docs/ARCHITECTURE.md "Banned photos". One per test file.
 */
export function bannedPhotosScenePerFile(): BannedPhotosScene {
  const scene = {} as BannedPhotosScene;
  beforeAll(async () => {
    scene.api = await startMediaTestApi();
    await scene.api.infrastructure.queue.startWorker({
      [JOB_NAMES.banPhotoHashes]: createBanPhotoHashesProcessor(scene.api.db, {
        uploadDir: scene.api.uploadDir,
        logger: pino({ level: 'silent' }),
      }),
      // The ban's emails are not this file's subject.
      [JOB_NAMES.emailSend]: async () => {},
    });
    scene.moderator = await signedInModerator(scene.api.db, 'Hine Moderator');
  });
  afterAll(async () => {
    await scene.api?.close();
  });
  return scene;
}

export function upload(api: MediaTestApi, token: string, data: Buffer) {
  const form = imageForm(data, 'photo.jpg', 'image/jpeg');
  return call(api, 'POST', '/api/upload', form.payload, { token, headers: form.headers });
}

/** The stored file behind an /uploads URL. */
export function storedFile(api: MediaTestApi, url: string): Promise<Buffer> {
  return readFile(join(api.uploadDir, url.replace(/^\/uploads\//, '')));
}

/**
 * A person who uploaded `photo`, was reported with the stored file as evidence (as a report
 * copies it) and banned by the moderator; returns once the ban's hashing job has stored its
 * hash. Answers the person's id, the evidence key and the stored file's bytes.
 */
export async function bannedUploader(
  scene: BannedPhotosScene,
  photo: Buffer,
): Promise<{ userId: string; evidence: Buffer }> {
  const { api, moderator } = scene;
  const banned = await signedInPerson(api.db, { fullName: 'Banned Person', profile: false });
  const uploaded = await upload(api, banned.token, photo);
  expect(uploaded.statusCode).toBe(201);
  const evidence = await storedFile(api, uploaded.json().url);
  const reporter = await signedInPerson(api.db);
  const reportId = await fileReport(api.db, {
    reporterId: reporter.userId,
    reportedId: banned.userId,
    photos: [{ contentType: 'image/webp', bytes: evidence }],
  });
  const resolved = await call(
    api,
    'POST',
    `/api/admin/reports/${reportId}/resolve`,
    { action: 'ban', note: 'Scam.' },
    { token: moderator.token },
  );
  expect(resolved.statusCode).toBe(200);
  await expect
    .poll(
      async () =>
        (
          await api.db
            .selectFrom('banned_photo_hashes')
            .select('id')
            .where('banned_user_id', '=', banned.userId)
            .execute()
        ).length,
      { timeout: 10_000 },
    )
    .toBe(1);
  return { userId: banned.userId, evidence };
}
