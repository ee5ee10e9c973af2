import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type AddPhotoParams,
  addPhoto,
  arrangePhotos,
  countPhotos,
  listPhotos,
  lockPhotoOwner,
  UnknownPhotoError,
} from '../src/queries/photos.js';
import { fileDatabase } from './support/file-database.js';
import { insertUser } from './support/fixtures.js';

const test = fileDatabase();

function photoFor(userId: string): AddPhotoParams {
  const id = randomUUID();
  return {
    id,
    userId,
    url: `/uploads/profiles/${userId}/${id}.webp`,
    width: 1200,
    height: 1600,
    bytes: 48_213,
    format: 'webp',
  };
}

async function positions(userId: string): Promise<number[]> {
  return (await listPhotos(test.db, userId)).map((photo) => photo.position);
}

describe('addPhoto', () => {
  it('stores photos at positions 0..5 with the given id and refuses the seventh', async () => {
    const user = await insertUser(test.db);
    const first = photoFor(user.id);
    const added = await addPhoto(test.db, first);
    expect(added).toMatchObject({
      added: true,
      photo: {
        id: first.id,
        position: 0,
        url: first.url,
        width: 1200,
        height: 1600,
        bytes: 48_213,
      },
    });
    for (let index = 1; index < 6; index += 1) {
      expect((await addPhoto(test.db, photoFor(user.id))).added).toBe(true);
    }
    expect(await positions(user.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await addPhoto(test.db, photoFor(user.id))).toEqual({
      added: false,
      reason: 'limit_reached',
    });
    expect(await countPhotos(test.db, user.id)).toBe(6);
  });

  it('fills the lowest free position after a photo was removed', async () => {
    const user = await insertUser(test.db);
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const params = photoFor(user.id);
      ids.push(params.id);
      await addPhoto(test.db, params);
    }
    await test.db.deleteFrom('photos').where('id', '=', ids[1]!).execute();
    const next = await addPhoto(test.db, photoFor(user.id));
    expect(next.added && next.photo.position).toBe(1);
  });

  it('lets exactly six of ten concurrent uploads in, each at its own position', async () => {
    const user = await insertUser(test.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => addPhoto(test.db, photoFor(user.id))),
    );
    expect(results.filter((result) => result.added)).toHaveLength(6);
    expect(results.filter((result) => !result.added)).toHaveLength(4);
    expect(await positions(user.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('reports a user that does not exist instead of inserting', async () => {
    expect(await addPhoto(test.db, photoFor(randomUUID()))).toEqual({
      added: false,
      reason: 'no_user',
    });
  });
});

describe('arrangePhotos', () => {
  async function userWithPhotos(count: number): Promise<{ userId: string; ids: string[] }> {
    const user = await insertUser(test.db);
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const params = photoFor(user.id);
      ids.push(params.id);
      await addPhoto(test.db, params);
    }
    return { userId: user.id, ids };
  }

  it('reorders (swapping positions despite the unique key) and deletes the rest', async () => {
    const { userId, ids } = await userWithPhotos(4);
    const [a, b, c, d] = ids as [string, string, string, string];
    const before = await listPhotos(test.db, userId);
    const removed = await test.db.transaction().execute(async (trx) => {
      await lockPhotoOwner(trx, userId);
      return arrangePhotos(trx, userId, [c, a]);
    });
    expect(removed.map((photo) => photo.id).sort()).toEqual([b, d].sort());
    const after = await listPhotos(test.db, userId);
    expect(after.map((photo) => [photo.id, photo.position])).toEqual([
      [c, 0],
      [a, 1],
    ]);
    // The moved rows keep everything but their position.
    const movedC = before.find((photo) => photo.id === c);
    expect(after[0]).toEqual({ ...movedC, position: 0 });
  });

  it('keeps rows untouched when the order already matches', async () => {
    const { userId, ids } = await userWithPhotos(3);
    const removed = await test.db
      .transaction()
      .execute((trx) => arrangePhotos(trx, userId, [ids[0]!, ids[1]!]));
    expect(removed.map((photo) => photo.id)).toEqual([ids[2]]);
    expect((await listPhotos(test.db, userId)).map((photo) => photo.id)).toEqual(ids.slice(0, 2));
  });

  it("rolls back when asked to keep a photo that is not the user's", async () => {
    const { userId, ids } = await userWithPhotos(2);
    const stranger = await userWithPhotos(1);
    await expect(
      test.db
        .transaction()
        .execute((trx) => arrangePhotos(trx, userId, [ids[1]!, stranger.ids[0]!])),
    ).rejects.toBeInstanceOf(UnknownPhotoError);
    expect((await listPhotos(test.db, userId)).map((photo) => photo.id)).toEqual(ids);
  });
});
