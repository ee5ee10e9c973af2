import type { DeckBuildReason } from '@starmatch/contracts/jobs';
import type { CompatibilityLevel } from '@starmatch/zodiac/compatibility-level';
import type { ZodiacSign } from '@starmatch/zodiac/signs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { inTransaction } from './in-transaction.js';

/** How many ranked candidates a build keeps. The deck read takes a page of them at a time. */
export const DECK_SIZE = 200;

/**
 * A build asked for by a change to the person's profile or settings, rather than by their deck
 * running low: such requests are gathered into one build per window (apps/api requestDeckBuild).
 */
export function deckBuildFollowsChange(reason: DeckBuildReason): boolean {
  return reason === 'profile_updated' || reason === 'settings_updated';
}

export interface DeckEntryInput {
  candidateId: string;
  score: number;
  level: CompatibilityLevel;
  /** The card's `compatibility` as JSON text (packages/zodiac explainCompatibility). */
  compatibility: string;
}

/**
 * Replaces the user's deck with `entries` in one transaction: a reader sees the old deck or the
 * new one, never a mix or an empty gap. Rows written after that transaction began are kept: they
 * come from a build that read later.
 */
export async function replaceDeck(
  db: Kysely<Database>,
  params: { userId: string; entries: readonly DeckEntryInput[] },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('decks')
      .where('user_id', '=', params.userId)
      .where('built_at', '<', sql<Date>`now()`)
      .execute();
    if (params.entries.length === 0) return;
    await trx
      .insertInto('decks')
      .values(
        params.entries.map((entry) => ({
          user_id: params.userId,
          candidate_id: entry.candidateId,
          score: entry.score,
          level: entry.level,
          compatibility: entry.compatibility,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'candidate_id']).doUpdateSet((eb) => ({
          score: eb.ref('excluded.score'),
          level: eb.ref('excluded.level'),
          compatibility: eb.ref('excluded.compatibility'),
        })),
      )
      .execute();
  });
}

/** What a deck row held: the score and its explanation (JSON text). */
export interface RemovedDeckEntry {
  score: number;
  compatibility: string;
}

/**
 * After a like or a pass: the next read of the deck leaves the person out at once. Answers what the
 * deck held for them (null if they were not in it), which an undone pass shows again.
 */
export async function removeFromDeck(
  db: Kysely<Database>,
  params: { userId: string; candidateId: string },
): Promise<RemovedDeckEntry | null> {
  const removed = await db
    .deleteFrom('decks')
    .where('user_id', '=', params.userId)
    .where('candidate_id', '=', params.candidateId)
    .returning(['score', 'compatibility'])
    .executeTakeFirst();
  return removed ?? null;
}

/** The stored deck, best first; for tests and diagnostics. */
export async function listDeck(
  db: Kysely<Database>,
  userId: string,
): Promise<Array<{ candidateId: string; score: number; level: string }>> {
  return db
    .selectFrom('decks')
    .select(['candidate_id as candidateId', 'score', 'level'])
    .where('user_id', '=', userId)
    .orderBy('score', 'desc')
    .orderBy('candidate_id')
    .execute();
}

/** The sign on the person's profile, or null without a profile (their deck is then empty). */
export async function findProfileSign(
  db: Kysely<Database>,
  userId: string,
): Promise<ZodiacSign | null> {
  const row = await db
    .selectFrom('profiles')
    .select('zodiac_sign')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.zodiac_sign ?? null;
}
