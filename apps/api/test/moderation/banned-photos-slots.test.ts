import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { PHOTO_LIMITS } from '@starmatch/contracts/constants';
import { countPhotos } from '@starmatch/db/queries/photos';
import { reencodedAtHalfSize, scenePhoto } from '@starmatch/test-support/test-images';
import { describe, expect, it } from 'vitest';
import { bannedPhotosScenePerFile, bannedUploader, upload } from '../support/banned-photos-api.js';
import { call } from '../support/call.js';
import { signedInPerson } from '../support/people.js';

// A held photo takes no photo slot; releasing it needs one (docs/ARCHITECTURE.md "Banned photos").

const scene = bannedPhotosScenePerFile();

describe('releasing a held photo', () => {
  it('answers 409 while the person has no free slot, changing nothing, and releases once one is free', async () => {
    const { api, moderator } = scene;
    const original = await scenePhoto(51, 1500, 1000).jpeg({ quality: 90 }).toBuffer();
    await bannedUploader(scene, original);
    const person = await signedInPerson(api.db, { photos: PHOTO_LIMITS.max - 1 });
    const held = await upload(api, person.token, await reencodedAtHalfSize(original));
    expect(held.json().heldForReview).toBe(true);
    const heldId = held.json().url.split('/').pop().replace('.webp', '');
    const last = await upload(api, person.token, await scenePhoto(52).jpeg().toBuffer());
    expect(last.statusCode).toBe(201);
    expect(await countPhotos(api.db, person.userId)).toBe(PHOTO_LIMITS.max);

    const release = () =>
      call(
        api,
        'POST',
        `/api/admin/held-photos/${heldId}`,
        { decision: 'release' },
        {
          token: moderator.token,
        },
      );
    const refused = await release();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: API_MESSAGES.heldPhotoNoFreeSlot, code: 'CONFLICT' });
    const stillHeld = await api.db.selectFrom('held_photos').select('id').execute();
    expect(stillHeld).toEqual([{ id: heldId }]);
    const audit = () =>
      api.db
        .selectFrom('moderation_actions')
        .select('action')
        .where('subject_id', '=', person.userId)
        .execute();
    expect(await audit()).toEqual([]);

    await api.db
      .deleteFrom('photos')
      .where('user_id', '=', person.userId)
      .where('position', '=', 2)
      .execute();
    const released = await release();
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ decision: 'release', photoUrl: held.json().url });
    const photo = await api.db
      .selectFrom('photos')
      .select(['id', 'position'])
      .where('id', '=', heldId)
      .executeTakeFirstOrThrow();
    expect(photo).toEqual({ id: heldId, position: 2 });
    expect(await audit()).toEqual([{ action: 'photo_released' }]);
  });
});
