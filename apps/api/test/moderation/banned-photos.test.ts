import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { reportPhotoPath } from '@starmatch/contracts/moderation';
import { photoKey } from '@starmatch/db/queries/evidence-photos';
import { listPhotos } from '@starmatch/db/queries/photos';
import { reencodedAtHalfSize, scenePhoto } from '@starmatch/test-support/test-images';
import { hashDistance, perceptualHash } from '@starmatch/worker/images/perceptual-hash';
import { ageOn } from '@starmatch/zodiac/age';
import { describe, expect, it } from 'vitest';
import {
  bannedPhotosScenePerFile,
  bannedUploader,
  storedFile,
  upload,
} from '../support/banned-photos-api.js';
import { call } from '../support/call.js';
import { signedInPerson } from '../support/people.js';

// docs/ARCHITECTURE.md "Banned photos": a ban keeps perceptual hashes of the person's photos; a
// new account's upload of one of them, re-encoded and resized, is held for a moderator, who sees
// it beside the banned photo and releases or removes it.

const scene = bannedPhotosScenePerFile();

function heldRows() {
  return scene.api.db.selectFrom('held_photos').selectAll().orderBy('created_at').execute();
}

function auditOf(subjectId: string) {
  return scene.api.db
    .selectFrom('moderation_actions')
    .select([
      'action',
      'report_id',
      'moderator_id',
      'moderator_name',
      'subject_id',
      'subject_name',
      'note',
    ])
    .where('subject_id', '=', subjectId)
    .where('action', 'in', ['photo_released', 'photo_removed'])
    .orderBy('created_at')
    .execute();
}

function decide(id: string, body: Record<string, unknown>, token = scene.moderator.token) {
  return call(scene.api, 'POST', `/api/admin/held-photos/${id}`, body, { token });
}

function queue(token = scene.moderator.token) {
  return call(scene.api, 'GET', '/api/admin/held-photos', undefined, { token });
}

describe('a banned person’s photo uploaded again', () => {
  it('is held on a new account, shown beside the banned copy, and released into its photos', async () => {
    const { api, moderator } = scene;
    const original = await scenePhoto(31, 1600, 1200).jpeg({ quality: 92 }).toBuffer();
    const banned = await bannedUploader(scene, original);
    const [bannedHash] = await api.db
      .selectFrom('banned_photo_hashes')
      .select(['id', 'hash', 'banned_at', 'evidence_sha256'])
      .where('banned_user_id', '=', banned.userId)
      .execute();
    expect(bannedHash).toMatchObject({
      hash: await perceptualHash(banned.evidence),
      evidence_sha256: photoKey(banned.evidence),
    });

    const newcomer = await signedInPerson(api.db, { fullName: 'New Face', profile: false });
    const response = await upload(api, newcomer.token, await reencodedAtHalfSize(original));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      heldForReview: true,
      message: 'Thanks! Your photo will appear once it has been reviewed.',
    });
    expect(body.message).toBe(API_MESSAGES.photoHeldForReview);
    // Not in photos, so not on the profile anyone sees (the owner's included) until released.
    expect(await listPhotos(api.db, newcomer.userId)).toEqual([]);
    const ownProfile = await call(api, 'GET', '/api/profile', undefined, { token: newcomer.token });
    expect(ownProfile.json().photos ?? []).toEqual([]);
    const ownHeld = await call(api, 'GET', '/api/user/held-photos', undefined, {
      token: newcomer.token,
    });
    expect(ownHeld.statusCode).toBe(200);
    const photoId = body.url.split('/').pop().replace('.webp', '');
    expect(ownHeld.json()).toEqual([{ id: photoId, url: body.url }]);
    const someoneElse = await signedInPerson(api.db);
    const othersHeld = await call(api, 'GET', '/api/user/held-photos', undefined, {
      token: someoneElse.token,
    });
    expect(othersHeld.json()).toEqual([]);
    const heldHash = await perceptualHash(await storedFile(api, body.url));
    const distance = hashDistance(heldHash, bannedHash?.hash ?? '');
    expect(distance).toBeLessThanOrEqual(10);
    const [held] = await heldRows();
    expect(held).toMatchObject({
      user_id: newcomer.userId,
      url: body.url,
      hash: heldHash,
      banned_hash_id: bannedHash?.id,
      distance,
      width: body.metadata.dimensions.width,
      height: body.metadata.dimensions.height,
      bytes: body.metadata.optimizedSize,
      format: 'webp',
    });

    // A different photo is not held.
    const other = await upload(api, newcomer.token, await scenePhoto(32).jpeg().toBuffer());
    expect(other.statusCode).toBe(201);
    expect(other.json().heldForReview).toBeUndefined();
    expect((await listPhotos(api.db, newcomer.userId)).map((photo) => photo.url)).toEqual([
      other.json().url,
    ]);
    expect(await heldRows()).toHaveLength(1);

    const dob = await api.db
      .selectFrom('users')
      .select('date_of_birth')
      .where('id', '=', newcomer.userId)
      .executeTakeFirstOrThrow();
    const listed = await queue();
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        id: held?.id,
        url: body.url,
        uploader: {
          id: newcomer.userId,
          fullName: 'New Face',
          age: ageOn(dob.date_of_birth, new Date()),
        },
        distance,
        createdAt: held?.created_at.toISOString(),
        banned: {
          bannedAt: bannedHash?.banned_at.toISOString(),
          photoUrl: reportPhotoPath(photoKey(banned.evidence)),
        },
      },
    ]);
    const bannedCopy = await call(
      api,
      'GET',
      reportPhotoPath(photoKey(banned.evidence)),
      undefined,
      {
        token: moderator.token,
      },
    );
    expect(bannedCopy.statusCode).toBe(200);
    expect(bannedCopy.rawPayload.equals(banned.evidence)).toBe(true);

    const released = await decide(held?.id ?? '', {
      decision: 'release',
      note: 'Different person.',
    });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ decision: 'release', photoUrl: body.url });
    expect(
      (await listPhotos(api.db, newcomer.userId)).map((photo) => [photo.url, photo.position]),
    ).toEqual([
      [other.json().url, 0],
      [body.url, 1],
    ]);
    expect(await heldRows()).toEqual([]);
    expect(await auditOf(newcomer.userId)).toEqual([
      {
        action: 'photo_released',
        report_id: null,
        moderator_id: moderator.userId,
        moderator_name: 'Hine Moderator',
        subject_id: newcomer.userId,
        subject_name: 'New Face',
        note: 'Different person.',
      },
    ]);
    const again = await decide(held?.id ?? '', { decision: 'remove' });
    expect(again.statusCode).toBe(404);
    expect(await auditOf(newcomer.userId)).toHaveLength(1);
  });

  it('is removed with its files by a moderator; a member gets 404 and changes nothing', async () => {
    const { api, moderator } = scene;
    const original = await scenePhoto(41, 1400, 1400).png().toBuffer();
    await bannedUploader(scene, original);
    const newcomer = await signedInPerson(api.db, { fullName: 'Second Try', profile: false });
    const response = await upload(api, newcomer.token, await reencodedAtHalfSize(original));
    expect(response.json().heldForReview).toBe(true);
    const photoId = response.json().url.split('/').pop().replace('.webp', '');
    expect(await api.filesIn(`profiles/${newcomer.userId}`)).toEqual([
      `${photoId}.thumb.webp`,
      `${photoId}.webp`,
    ]);

    for (const token of [newcomer.token, (await signedInPerson(api.db)).token]) {
      const listed = await queue(token);
      expect(listed.statusCode).toBe(404);
      expect(listed.json()).toEqual({ message: 'No route for GET /api/admin/held-photos' });
      const decided = await decide(photoId, { decision: 'release' }, token);
      expect(decided.statusCode).toBe(404);
    }
    expect((await heldRows()).map((row) => row.id)).toEqual([photoId]);

    const refused = await decide(photoId, { decision: 'keep' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Please choose a decision: release or remove',
    });

    const removed = await decide(photoId, {
      decision: 'remove',
      note: 'Same person, new account.',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ decision: 'remove', photoUrl: null });
    expect(await heldRows()).toEqual([]);
    expect(await listPhotos(api.db, newcomer.userId)).toEqual([]);
    expect(await api.filesIn(`profiles/${newcomer.userId}`)).toEqual([]);
    expect(await auditOf(newcomer.userId)).toEqual([
      {
        action: 'photo_removed',
        report_id: null,
        moderator_id: moderator.userId,
        moderator_name: 'Hine Moderator',
        subject_id: newcomer.userId,
        subject_name: 'Second Try',
        note: 'Same person, new account.',
      },
    ]);
  });
});
