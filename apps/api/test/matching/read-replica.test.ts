import { migrateToLatest } from '@starmatch/db/migrate';
import { buildDeck } from '@starmatch/db/queries/deck-build';
import { DECK_PAGE_SIZE } from '@starmatch/db/queries/deck-page';
import { createMatch } from '@starmatch/db/queries/matches';
import { appToday } from '@starmatch/db/queries/visibility';
import { type ReplicaCluster, startReplicaCluster } from '@starmatch/test-support/replica-cluster';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { type Person, signedInPerson } from '../support/people.js';
import { startReplicaApi } from '../support/replica-api.js';
import type { TestApi } from '../support/test-api.js';

// docs/ARCHITECTURE.md "Read replica": the deck and the match profile read a streaming standby
// of the test's own (pg_basebackup -R), unless the reader just wrote. Replay is paused on the
// standby to make it lag: what each read answers then shows which server answered it.

let cluster: ReplicaCluster;
/** Tolerates a long lag, so only a writer's mark sends reads to the primary. */
let patient: TestApi;

beforeAll(async () => {
  cluster = await startReplicaCluster();
  patient = await startReplicaApi(cluster, 20_000);
  await migrateToLatest(patient.db);
}, 30_000);

afterAll(async () => {
  await patient?.close();
  await cluster?.destroy();
});

const OLD_BIO = 'Loves the outdoors and good coffee.';

/**
 * Her and him matched, and more men than a deck page in her deck (a short deck would be rebuilt
 * by a read, which is a write of hers): all written straight to the primary, so nobody has a
 * writer's mark. Resolves once the standby holds it all.
 */
async function matchedWithDeck(api: TestApi) {
  const her = await signedInPerson(api.db, { gender: 'Female', fullName: 'Aroha Ngata' });
  const him = await signedInPerson(api.db, { gender: 'Male', age: 32, fullName: 'Nikau Reid' });
  for (let i = 0; i < DECK_PAGE_SIZE; i += 1) {
    await signedInPerson(api.db, { gender: 'Male', age: 25 + (i % 10) });
  }
  const { id: matchId } = await createMatch(api.db, {
    userId: her.userId,
    otherUserId: him.userId,
  });
  await buildDeck(api.db, { userId: her.userId, today: appToday() });
  await cluster.caughtUp();
  return { her, him, matchId };
}

async function bioInMatchProfile(api: TestApi, matchId: string, viewer: Person) {
  const response = await call(api, 'GET', `/api/matches/${matchId}/profile`, undefined, {
    token: viewer.token,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { bio: string }).bio;
}

async function deckOf(api: TestApi, viewer: Person) {
  const response = await call(api, 'GET', '/api/matches/potential', undefined, {
    token: viewer.token,
  });
  expect(response.statusCode).toBe(200);
  const cards = response.json() as Array<{ userId: string; user: { bio: string } }>;
  return {
    ids: cards.map((card) => card.userId),
    bioOf: (userId: string) => cards.find((card) => card.userId === userId)?.user.bio,
  };
}

async function ownBio(api: TestApi, person: Person) {
  const response = await call(api, 'GET', '/api/profile', undefined, { token: person.token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { bio: string }).bio;
}

describe('with a read replica', () => {
  it("answers the deck and another person's profile from the replica, and a writer's reads from the primary", async () => {
    const { her, him, matchId } = await matchedWithDeck(patient);
    const deck = await deckOf(patient, her);
    expect(deck.ids).toHaveLength(DECK_PAGE_SIZE);
    // The replica's pool is told apart from the primary's in pg_stat_activity by its name.
    expect(
      await cluster.onReplica(
        "select count(*) > 0 from pg_stat_activity where application_name = 'starmatch-api-read'",
      ),
    ).toBe('t');
    const first = deck.ids[0] as string;
    // The replica's pool has the primary's bounds.
    const settings = await sql<{ standby: boolean; timeout: string }>`
      select pg_is_in_recovery() as standby, current_setting('statement_timeout') as timeout`.execute(
      patient.infrastructure.database.replica!.db,
    );
    expect(settings.rows).toEqual([{ standby: true, timeout: '7s' }]);

    await cluster.pauseReplay();
    try {
      // Someone else's change the replica has not replayed: her deck still shows the old card.
      await patient.db
        .updateTable('profiles')
        .set({ bio: 'Changed on the primary.' })
        .where('user_id', '=', first)
        .execute();
      expect((await deckOf(patient, her)).bioOf(first)).toBe(OLD_BIO);

      // His own edit: his next reads come from the primary, hers of him from the lagging replica.
      const edited = await call(
        patient,
        'PATCH',
        '/api/profile',
        { bio: 'Written while the replica waits.' },
        { token: him.token },
      );
      expect(edited.statusCode).toBe(200);
      expect(await ownBio(patient, him)).toBe('Written while the replica waits.');
      expect(await bioInMatchProfile(patient, matchId, her)).toBe(OLD_BIO);

      // Her pass: the card is gone from her next deck at once, though the replica holds no pass.
      const pass = await call(
        patient,
        'POST',
        '/api/matches/like',
        { targetUserId: first, isLike: false },
        { token: her.token },
      );
      expect(pass.statusCode).toBe(200);
      expect(
        await cluster.onReplica(`select count(*) from decisions where to_user = '${first}'`),
      ).toBe('0');
      const after = await deckOf(patient, her);
      expect(after.ids).toEqual(deck.ids.filter((userId) => userId !== first));
      // Having written, she reads the primary for a while: his profile shows his edit.
      expect(await bioInMatchProfile(patient, matchId, her)).toBe(
        'Written while the replica waits.',
      );
    } finally {
      await cluster.resumeReplay();
    }
  });
});

describe('with a read replica that may lag 300 ms', () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await startReplicaApi(cluster, 300);
  });
  afterAll(async () => {
    await strict?.close();
  });

  async function readiness() {
    const response = await strict.app.inject({ method: 'GET', url: '/readyz' });
    return { statusCode: response.statusCode, ...(response.json() as object) };
  }

  const ready = (replica: 'ok' | 'failing') => ({
    statusCode: 200,
    status: 'ready',
    checks: {
      database: 'ok',
      ...(process.env.REDIS_URL ? { redis: 'ok' } : {}),
      replica,
    },
  });

  async function matched() {
    const her = await signedInPerson(strict.db, { gender: 'Female' });
    const him = await signedInPerson(strict.db, { gender: 'Male', age: 32 });
    const { id: matchId } = await createMatch(strict.db, {
      userId: her.userId,
      otherUserId: him.userId,
    });
    await cluster.caughtUp();
    return { her, him, matchId };
  }

  it('reads the primary while the replica is further behind, which /readyz reports without failing', async () => {
    const { her, him, matchId } = await matched();
    expect(await readiness()).toEqual(ready('ok'));
    await cluster.pauseReplay();
    try {
      await strict.db
        .updateTable('profiles')
        .set({ bio: 'Changed on the primary.' })
        .where('user_id', '=', him.userId)
        .execute();
      await expect.poll(readiness, { timeout: 5_000 }).toEqual(ready('failing'));
      expect(await bioInMatchProfile(strict, matchId, her)).toBe('Changed on the primary.');
    } finally {
      await cluster.resumeReplay();
    }
    await expect.poll(readiness, { timeout: 5_000 }).toEqual(ready('ok'));
    expect(await bioInMatchProfile(strict, matchId, her)).toBe('Changed on the primary.');
  });

  it('answers from the primary when the replica is down, and uses it again once it is back', async () => {
    const { her, matchId } = await matched();
    await cluster.stopReplica();
    try {
      // At once, before the measures notice: the read takes a primary connection instead.
      expect(await bioInMatchProfile(strict, matchId, her)).toBe(OLD_BIO);
      await expect.poll(readiness, { timeout: 5_000 }).toEqual(ready('failing'));
      expect(await bioInMatchProfile(strict, matchId, her)).toBe(OLD_BIO);
    } finally {
      await cluster.startReplica();
    }
    await expect.poll(readiness, { timeout: 10_000 }).toEqual(ready('ok'));
    expect(await bioInMatchProfile(strict, matchId, her)).toBe(OLD_BIO);
  });
});
