import type { Database } from '@starmatch/db/database';
import { scoreDeckEntries } from '@starmatch/db/queries/deck-candidates';
import { replaceDeck } from '@starmatch/db/queries/decks';
import { appToday } from '@starmatch/db/queries/visibility';
import { createPerson } from '@starmatch/db/testing-people';
import type { Kysely } from 'kysely';

let towns = 0;

/**
 * A woman and `count` men of a town of their own, all in her deck as a build scores them: the
 * men come back in the deck's order (the same score, so by id), with their scores.
 */
export async function viewerWithDeck(db: Kysely<Database>, count: number) {
  towns += 1;
  const city = `Undo Town ${towns}`;
  const viewer = await createPerson(db, {
    gender: 'Female',
    sign: 'aries',
    city,
    preferredCities: [city],
  });
  const found: string[] = [];
  for (let index = 0; index < count; index += 1) {
    found.push(
      await createPerson(db, { gender: 'Male', sign: 'leo', city, preferredCities: [city] }),
    );
  }
  const entries = await scoreDeckEntries(db, { viewerId: viewer, today: appToday(), ids: found });
  entries.sort((a, b) => b.score - a.score || (a.candidateId < b.candidateId ? -1 : 1));
  await replaceDeck(db, { userId: viewer, entries });
  const men = entries.map((entry) => entry.candidateId);
  const scores = entries.map((entry) => entry.score);
  return { viewer, men, scores };
}

/** The person's latest like or pass as last_decisions keeps it, if any. */
export function lastDecisionOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('last_decisions')
    .select(['candidate_id', 'is_like', 'score', 'undone_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
