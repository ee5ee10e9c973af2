import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { couple, likePerson, matchedCouple } from '../support/matched-couple.js';
import { type Person, signedInPerson } from '../support/people.js';
import { blockPerson, blocksMadeBy } from '../support/safety-calls.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

// docs/ARCHITECTURE.md "Trust and safety": who may block whom, what a person someone blocked can
// learn by trying, and the block list as a snapshot taken at block time, paged.

let uploadDir: string;
let api: TestApi;
beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'starmatch-blocks-'));
  api = await startTestApi({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await api.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const block = (by: Person, userId: string) => blockPerson(api, by, userId);
const like = (by: Person, userId: string) => likePerson(api, by, userId);

async function blockList(person: Person, query = '') {
  const response = await call(api, 'GET', `/api/blocks${query}`, undefined, {
    token: person.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    people: Array<{ id: string; fullName: string; profileImageUrl: string | null }>;
    nextCursor: string | null;
  };
}

/** What a client can see of an answer: status, content type and the body's bytes. */
function seen(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'],
    body: response.body,
  };
}

const blocksBy = (person: Person) => blocksMadeBy(api, person);

/** His decision on her: the least that counts as the two having met. */
async function decidedOn(from: Person, to: Person) {
  await api.db
    .insertInto('decisions')
    .values({ from_user: from.userId, to_user: to.userId, is_like: true })
    .execute();
}

describe('POST /api/blocks of someone never met', () => {
  it('answers exactly as for an unknown id, until the two have met', async () => {
    const { her, him } = await couple(api, 'Kiri Tane', 'Ari Walker');
    const stranger = await block(her, him.userId);
    expect(seen(stranger)).toEqual(seen(await block(her, randomUUID())));
    expect(stranger.statusCode).toBe(404);
    expect(await blocksBy(her)).toEqual([]);

    // Being shown him in her deck is having met him.
    const deck = await call(api, 'GET', '/api/matches/potential', undefined, { token: her.token });
    expect((deck.json() as Array<{ userId: string }>).map((card) => card.userId)).toContain(
      him.userId,
    );
    expect((await block(her, him.userId)).statusCode).toBe(201);
    expect((await blocksBy(her)).map((row) => row.blocked_id)).toEqual([him.userId]);
  });
});

describe('a blocked person trying the blocker', () => {
  it('gets what an unknown id gets for a block and a like, and learns nothing', async () => {
    const { her, him } = await matchedCouple(api);
    expect((await block(her, him.userId)).statusCode).toBe(201);
    const nobody = randomUUID();

    const blockBack = await block(him, her.userId);
    expect(seen(blockBack)).toEqual(seen(await block(him, nobody)));
    expect(blockBack.statusCode).toBe(404);
    const likeBack = await like(him, her.userId);
    expect(seen(likeBack)).toEqual(seen(await like(him, nobody)));
    expect(likeBack.statusCode).toBe(404);
    expect(await blocksBy(him)).toEqual([]);
    expect(await blockList(him)).toEqual({ people: [], nextCursor: null });
    // Her own repeat still succeeds and changes nothing.
    expect((await block(her, him.userId)).statusCode).toBe(201);
    expect(await blocksBy(her)).toHaveLength(1);
  });

  it('gets what an unknown id gets for a report, and files nothing', async () => {
    const { her, him } = await matchedCouple(api);
    expect((await block(her, him.userId)).statusCode).toBe(201);
    const report = (userId: string) =>
      call(api, 'POST', '/api/reports', { userId, category: 'spam' }, { token: him.token });
    const reportBack = await report(her.userId);
    expect(seen(reportBack)).toEqual(seen(await report(randomUUID())));
    expect(reportBack.statusCode).toBe(404);
    const filed = await api.db
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', '=', him.userId)
      .execute();
    expect(filed).toEqual([]);
  });
});

/** Gives the person a main photo file and its thumbnail, as the worker writes them. */
async function photoFiles(person: Person) {
  const photoId = randomUUID();
  const url = `/uploads/profiles/${person.userId}/${photoId}.webp`;
  const folder = join(uploadDir, 'profiles', person.userId);
  await mkdir(folder, { recursive: true });
  const thumbnail = Buffer.from(`RIFF thumbnail ${randomUUID()}`);
  await writeFile(join(folder, `${photoId}.webp`), Buffer.from('RIFF full size'));
  await writeFile(join(folder, `${photoId}.thumb.webp`), thumbnail);
  await api.db
    .updateTable('profiles')
    .set({ profile_image_url: url })
    .where('user_id', '=', person.userId)
    .execute();
  return { thumbnail, folder };
}

describe('GET /api/blocks', () => {
  it('shows the name and photo as they were at the block, after changes and deletion', async () => {
    const { her, him } = await matchedCouple(api);
    const photo = await photoFiles(him);
    expect((await block(her, him.userId)).statusCode).toBe(201);

    await api.db
      .updateTable('users')
      .set({ full_name: 'Someone Else' })
      .where('id', '=', him.userId)
      .execute();
    await api.db
      .updateTable('profiles')
      .set({ profile_image_url: `/uploads/profiles/${him.userId}/${randomUUID()}.webp` })
      .where('user_id', '=', him.userId)
      .execute();
    await rm(photo.folder, { recursive: true });
    await api.db.deleteFrom('users').where('id', '=', him.userId).execute();

    const { people, nextCursor } = await blockList(her);
    expect(nextCursor).toBeNull();
    expect(people).toEqual([
      {
        id: him.userId,
        fullName: 'Nikau Reid',
        profileImageUrl: expect.stringMatching(`^/uploads/profiles/${her.userId}/blocked-`),
        blockedAt: expect.any(String),
      },
    ]);
    const copyUrl = people[0]?.profileImageUrl ?? '';
    const served = await call(api, 'GET', copyUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(photo.thumbnail);

    // The row outlives his account, so she can still lift it; the copy goes with it.
    const copyFile = join(uploadDir, copyUrl.slice('/uploads/'.length));
    expect(await readFile(copyFile)).toEqual(photo.thumbnail);
    const lifted = await call(api, 'DELETE', `/api/blocks/${him.userId}`, undefined, {
      token: her.token,
    });
    expect(lifted.statusCode).toBe(204);
    expect(existsSync(copyFile)).toBe(false);
    expect(await blockList(her)).toEqual({ people: [], nextCursor: null });
  });

  it('pages by an opaque cursor, 20 by default and at most 50', async () => {
    const her = await signedInPerson(api.db, { fullName: 'Aroha' });
    const blocked: Person[] = [];
    for (let index = 0; index < 23; index += 1) {
      const person = await signedInPerson(api.db, {
        gender: 'Male',
        fullName: `Person ${index}`,
      });
      await decidedOn(person, her);
      expect((await block(her, person.userId)).statusCode).toBe(201);
      blocked.push(person);
    }
    // Two share a time to the microsecond, so the page boundary must break the tie by id.
    const base = Date.parse('2026-10-01T00:00:00.000Z');
    for (const [index, person] of blocked.entries()) {
      await api.db
        .updateTable('blocks')
        .set({ created_at: new Date(base + Math.min(index, 21) * 60_000) })
        .where('blocker_id', '=', her.userId)
        .where('blocked_id', '=', person.userId)
        .execute();
    }
    const [tiedA, tiedB] = [blocked[21], blocked[22]].map((person) => person?.userId ?? '');
    const newest = [tiedA, tiedB].sort().reverse();
    const expected = [
      ...newest,
      ...blocked
        .slice(0, 21)
        .reverse()
        .map((person) => person.userId),
    ];

    const first = await blockList(her);
    expect(first.people.map((person) => person.id)).toEqual(expected.slice(0, 20));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await blockList(her, `?cursor=${first.nextCursor}`);
    expect(second.people.map((person) => person.id)).toEqual(expected.slice(20));
    expect(second.nextCursor).toBeNull();
    const small = await blockList(her, '?limit=1');
    expect(small.people.map((person) => person.id)).toEqual([expected[0]]);
    const next = await blockList(her, `?limit=1&cursor=${small.nextCursor}`);
    expect(next.people.map((person) => person.id)).toEqual([expected[1]]);
    expect((await blockList(her, '?limit=50')).people).toHaveLength(23);

    for (const [query, message] of [
      ['?limit=51', 'Limit must be a whole number from 1 to 50'],
      ['?cursor=bm90IGEgY3Vyc29y', 'That page is no longer available. Please reload the list.'],
    ] as const) {
      const refused = await call(api, 'GET', `/api/blocks${query}`, undefined, {
        token: her.token,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message });
    }
  });
});
