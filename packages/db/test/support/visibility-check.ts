import type { Kysely } from 'kysely';
import type { Database } from '../../src/database.js';
import {
  appToday,
  findViewersOf,
  findVisibleCandidates,
  isVisibleTo,
} from '../../src/queries/visibility.js';

export class InconsistentVisibilityError extends Error {
  override name = 'InconsistentVisibilityError';
}

/**
 * Whether `viewer` sees `candidate`, asked the three ways the app asks (the like check, the deck
 * build and the fan-out); throws if they disagree, so every rule test also checks all three.
 */
export async function sees(
  db: Kysely<Database>,
  viewer: string,
  candidate: string,
  today = appToday(),
): Promise<boolean> {
  const pair = await isVisibleTo(db, { viewerId: viewer, candidateId: candidate, today });
  const deck = (await findVisibleCandidates(db, { viewerId: viewer, today })).some(
    (person) => person.userId === candidate,
  );
  const fanOut = (await findViewersOf(db, { candidateId: candidate, today })).some(
    (person) => person.userId === viewer,
  );
  if (pair !== deck || pair !== fanOut) {
    throw new InconsistentVisibilityError(`pair ${pair}, deck ${deck}, fan-out ${fanOut}`);
  }
  return pair;
}
