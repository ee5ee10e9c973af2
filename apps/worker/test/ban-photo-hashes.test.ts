import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import type { Database } from '@starmatch/db/database';
import { photoKey } from '@starmatch/db/queries/evidence-photos';
import { profilePhotoUrl, writePhotoFiles } from '@starmatch/db/seed/photo-files';
import { createPerson } from '@starmatch/db/testing-people';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import { scenePhoto } from '@starmatch/test-support/test-images';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../src/config.js';
import { createWorker, type Worker } from '../src/create-worker.js';
import { perceptualHash } from '../src/images/perceptual-hash.js';

// moderation.ban-photo-hashes (docs/ARCHITECTURE.md "Banned photos"), run by a real worker on
// the run's queue: the banned person's photo files and their reports' evidence copies are
// hashed, each hash kept once, and the photos themselves are not kept by it.

let infrastructure: Infrastructure;
let worker: Worker;
let db: Kysely<Database>;
let uploadDir: string;
const BANNED_AT = new Date('2027-02-01T10:00:00.000Z');

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'starmatch-ban-hashes-'));
  infrastructure = await createTestInfrastructure();
  db = infrastructure.database.db;
  const config = loadWorkerConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: uploadDir,
    UPLOAD_DIR: uploadDir,
  });
  worker = await createWorker(config, { infrastructure, ownsInfrastructure: true });
  await worker.start();
});

afterAll(async () => {
  await worker?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

/** A banned person with these photos as files and rows, reported with these evidence copies. */
async function bannedPerson(photos: Buffer[], evidence: Buffer[]): Promise<string> {
  const userId = await createPerson(db, { photos: 0 });
  const reporterId = await createPerson(db, { photos: 0 });
  const files = photos.map((data) => ({ userId, photoId: randomUUID(), data }));
  await writePhotoFiles(uploadDir, files);
  for (const [position, file] of files.entries()) {
    await db
      .insertInto('photos')
      .values({
        id: file.photoId,
        user_id: userId,
        position,
        url: profilePhotoUrl(userId, file.photoId),
        width: 1200,
        height: 900,
        bytes: file.data.length,
        format: 'webp',
      })
      .execute();
  }
  const report = await db
    .insertInto('reports')
    .values({
      reporter_id: reporterId,
      reporter_name: 'Reporter',
      reported_id: userId,
      reported_name: 'Reported',
      reported_email: 'reported@example.nz',
      category: 'fake_or_scam',
      details: null,
      evidence: JSON.stringify({}),
      created_at: BANNED_AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, bytes] of evidence.entries()) {
    const sha256 = photoKey(bytes);
    await db
      .insertInto('evidence_photos')
      .values({ sha256, content_type: 'image/webp', bytes })
      .onConflict((oc) => oc.column('sha256').doNothing())
      .execute();
    await db
      .insertInto('report_photos')
      .values({ report_id: report.id, position, photo_sha256: sha256 })
      .execute();
  }
  await db.updateTable('users').set({ banned_at: BANNED_AT }).where('id', '=', userId).execute();
  return userId;
}

function hashesOf(userId: string) {
  return db
    .selectFrom('banned_photo_hashes')
    .select(['hash', 'banned_at', 'evidence_sha256'])
    .where('banned_user_id', '=', userId)
    .orderBy('hash')
    .execute();
}

const sorted = <T extends { hash: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.hash.localeCompare(b.hash));

describe('moderation.ban-photo-hashes', () => {
  it('keeps a hash of each photo and evidence copy once, with the copy key while it is kept', async () => {
    const [profileOnly, both, evidenceOnly] = await Promise.all(
      [11, 12, 13].map((seed) => scenePhoto(seed).webp().toBuffer()),
    );
    if (!profileOnly || !both || !evidenceOnly) throw new Error('photos not made');
    const userId = await bannedPerson([profileOnly, both], [both, evidenceOnly]);

    const answer = await infrastructure.queue.enqueueAndWait(JOB_NAMES.banPhotoHashes, { userId });
    expect(answer).toEqual({ stored: 3 });
    expect(await hashesOf(userId)).toEqual(
      sorted([
        { hash: await perceptualHash(profileOnly), banned_at: BANNED_AT, evidence_sha256: null },
        { hash: await perceptualHash(both), banned_at: BANNED_AT, evidence_sha256: photoKey(both) },
        {
          hash: await perceptualHash(evidenceOnly),
          banned_at: BANNED_AT,
          evidence_sha256: photoKey(evidenceOnly),
        },
      ]),
    );

    // A redelivered event, or a retry, adds nothing.
    expect(await infrastructure.queue.enqueueAndWait(JOB_NAMES.banPhotoHashes, { userId })).toEqual(
      { stored: 0 },
    );
    expect(await hashesOf(userId)).toHaveLength(3);
  });

  it('keeps the hash, not the photo, once retention deletes the evidence and the account goes', async () => {
    const copy = await scenePhoto(14).webp().toBuffer();
    const userId = await bannedPerson([], [copy]);
    expect(await infrastructure.queue.enqueueAndWait(JOB_NAMES.banPhotoHashes, { userId })).toEqual(
      { stored: 1 },
    );
    await db.deleteFrom('report_photos').where('photo_sha256', '=', photoKey(copy)).execute();
    await db.deleteFrom('evidence_photos').where('sha256', '=', photoKey(copy)).execute();
    expect(await hashesOf(userId)).toEqual([
      { hash: await perceptualHash(copy), banned_at: BANNED_AT, evidence_sha256: null },
    ]);
    await db.deleteFrom('reports').where('reported_id', '=', userId).execute();
    await db.deleteFrom('users').where('id', '=', userId).execute();
    const left = await db
      .selectFrom('banned_photo_hashes')
      .select(['banned_user_id', 'evidence_sha256'])
      .where('hash', '=', await perceptualHash(copy))
      .execute();
    expect(left).toEqual([{ banned_user_id: null, evidence_sha256: null }]);
  });

  it('stores nothing for an account that is not banned, or a missing photo file', async () => {
    const notBanned = await createPerson(db, { photos: 0 });
    expect(
      await infrastructure.queue.enqueueAndWait(JOB_NAMES.banPhotoHashes, { userId: notBanned }),
    ).toEqual({ stored: 0 });
    const userId = await bannedPerson([], []);
    await db
      .insertInto('photos')
      .values({
        id: randomUUID(),
        user_id: userId,
        position: 0,
        url: profilePhotoUrl(userId, randomUUID()),
        width: 10,
        height: 10,
        bytes: 10,
        format: 'webp',
      })
      .execute();
    expect(await infrastructure.queue.enqueueAndWait(JOB_NAMES.banPhotoHashes, { userId })).toEqual(
      { stored: 0 },
    );
    expect(await hashesOf(userId)).toEqual([]);
  });
});
