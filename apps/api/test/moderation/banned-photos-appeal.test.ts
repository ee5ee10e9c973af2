import { reencodedAtHalfSize, scenePhoto } from '@starmatch/test-support/test-images';
import { describe, expect, it } from 'vitest';
import { bannedPhotosScenePerFile, bannedUploader, upload } from '../support/banned-photos-api.js';
import { call } from '../support/call.js';
import { signedInPerson } from '../support/people.js';
import { signedInModerator } from '../support/reports.js';

// A ban's photo hashes are kept while the ban stands (docs/ARCHITECTURE.md "Banned photos"):
// an upheld appeal lifts the ban, and the same photo is no longer held.

const scene = bannedPhotosScenePerFile();

describe('an upheld appeal of a ban', () => {
  it('deletes the ban’s photo hashes, so the same photo is no longer held', async () => {
    const { api } = scene;
    const original = await scenePhoto(61, 1600, 1200).jpeg({ quality: 90 }).toBuffer();
    const banned = await bannedUploader(scene, original);
    const report = await api.db
      .selectFrom('reports')
      .select('id')
      .where('reported_id', '=', banned.userId)
      .executeTakeFirstOrThrow();
    const appeal = await api.db
      .insertInto('appeals')
      .values({
        user_id: banned.userId,
        report_id: report.id,
        sanction: 'ban',
        text: 'It was my brother on my phone, and I have changed my password since.',
        status: 'open',
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reviewer = await signedInModerator(api.db, 'Rewi Reviewer');
    const upheld = await call(
      api,
      'POST',
      `/api/admin/appeals/${appeal.id}`,
      { decision: 'uphold' },
      { token: reviewer.token },
    );
    expect(upheld.statusCode).toBe(200);
    const hashes = await api.db
      .selectFrom('banned_photo_hashes')
      .select('id')
      .where('banned_user_id', '=', banned.userId)
      .execute();
    expect(hashes).toEqual([]);

    const newcomer = await signedInPerson(api.db, { profile: false });
    const response = await upload(api, newcomer.token, await reencodedAtHalfSize(original));
    expect(response.statusCode).toBe(201);
    expect(response.json().heldForReview).toBeUndefined();
    expect(await api.db.selectFrom('held_photos').select('id').execute()).toEqual([]);
  });
});
