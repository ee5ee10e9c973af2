import type { Kysely } from 'kysely';
import type { Database } from '../../src/database.js';
import { findDeckCandidates } from '../../src/queries/deck-candidates.js';
import { readDeckCards } from '../../src/queries/deck-page.js';
import { appToday, findVisibleCandidates, isVisibleTo } from '../../src/queries/visibility.js';
import { deckCompatibility } from '../../src/testing-deck.js';

export class InconsistentVisibilityError extends Error {
  override name = 'InconsistentVisibilityError';
}

/** Thrown to end the probe's transaction: its rollback removes the probe's deck row. */
class ProbeDone extends Error {
  constructor(readonly kept: boolean) {
    super('probe done');
  }
}

/** Whether the deck read's re-check keeps `candidate` when it sits in `viewer`'s deck. */
async function deckReadKeeps(
  db: Kysely<Database>,
  viewer: string,
  candidate: string,
  today: string,
): Promise<boolean> {
  if (viewer === candidate) return false; // a deck never holds its owner (decks_not_self)
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('decks')
        .values({
          user_id: viewer,
          candidate_id: candidate,
          score: 50,
          level: 'challenging',
          compatibility: deckCompatibility(50),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const cards = await readDeckCards(trx, { userId: viewer, limit: 1000, today });
      throw new ProbeDone(cards.some((entry) => entry.userId === candidate));
    });
  } catch (error) {
    if (error instanceof ProbeDone) return error.kept;
    throw error;
  }
  throw new Error('unreachable: the probe always ends by throwing');
}

/**
 * Whether `viewer` sees `candidate`, asked the four ways the app asks (the like check, the list
 * of everyone visible, the deck build's indexed search and the deck read's re-check of a stored deck);
 * throws if they disagree, so every rule test also checks all four.
 */
export async function sees(
  db: Kysely<Database>,
  viewer: string,
  candidate: string,
  today = appToday(),
): Promise<boolean> {
  const pair = await isVisibleTo(db, { viewerId: viewer, candidateId: candidate, today });
  const all = (await findVisibleCandidates(db, { viewerId: viewer, today })).some(
    (person) => person.userId === candidate,
  );
  const deck = await db
    .transaction()
    .execute(async (trx) =>
      (await findDeckCandidates(trx, { viewerId: viewer, today, size: 1000 })).entries.some(
        (entry) => entry.candidateId === candidate,
      ),
    );
  const read = await deckReadKeeps(db, viewer, candidate, today);
  if (pair !== all || pair !== deck || pair !== read) {
    throw new InconsistentVisibilityError(`pair ${pair}, all ${all}, deck ${deck}, read ${read}`);
  }
  return pair;
}
