import type { DeckBuildReason } from '@starmatch/contracts/jobs';
import type { CompatibilityLevel } from '@starmatch/zodiac/compatibility-level';
import type { ZodiacSign } from '@starmatch/zodiac/signs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { inTransaction } from './in-transaction.js';
import { visibleViewersSql } from './visibility.js';

/** How many ranked candidates a build keeps. The feed reads a page of them at a time. */
export const DECK_SIZE = 200;

/**
 * A change to a person's profile or settings changes who can see them, so its build also puts
 * them into (or takes them out of) other people's decks. A low deck only needs its own rebuild.
 */
export function deckBuildFansOut(reason: DeckBuildReason): boolean {
  return reason === 'profile_updated' || reason === 'settings_updated';
}

export interface DeckEntryInput {
  candidateId: string;
  score: number;
  level: CompatibilityLevel;
}

/**
 * Replaces the user's deck with `entries` in one transaction: a reader sees the old deck or the
 * new one, never a mix or an empty gap. Call it in the transaction that read the candidates:
 * rows written after that transaction began (a concurrent fan-out adding someone new) are kept,
 * because this build's read may not have seen that person yet.
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
        })),
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'candidate_id']).doUpdateSet((eb) => ({
          score: eb.ref('excluded.score'),
          level: eb.ref('excluded.level'),
        })),
      )
      .execute();
  });
}

/** The score a viewer of each sign gives the candidate: twelve rows, whoever the viewers are. */
export type ScoresByViewerSign = Readonly<
  Record<ZodiacSign, { score: number; level: CompatibilityLevel }>
>;

/**
 * Puts the candidate into the deck of everyone who can see them now and takes them out of the
 * decks of everyone who no longer can, in one statement. It is one pass over the people table,
 * run by the worker after the candidate's own change, never on a feed read.
 */
export async function fanOutCandidate(
  db: Kysely<Database>,
  params: { candidateId: string; today: string; scores: ScoresByViewerSign },
): Promise<{ added: number; removed: number }> {
  const scoreRows = Object.entries(params.scores).map(
    ([sign, { score, level }]) => sql`(${sign}, ${score}::int, ${level})`,
  );
  const { rows } = await sql<{ added: number; removed: number }>`
    with viewers as (${visibleViewersSql(params.candidateId, params.today)}),
    scores (sign, score, level) as (values ${sql.join(scoreRows)}),
    removed as (
      delete from decks d
      where d.candidate_id = ${params.candidateId}
        and not exists (select 1 from viewers w where w.id = d.user_id)
      returning 1
    ),
    added as (
      insert into decks (user_id, candidate_id, score, level)
      select w.id, ${params.candidateId}, s.score, s.level
      from viewers w join scores s on s.sign = w.zodiac_sign
      on conflict (user_id, candidate_id) do update
        set score = excluded.score, level = excluded.level, built_at = now()
      returning 1
    )
    select (select count(*) from added)::int as added,
      (select count(*) from removed)::int as removed`.execute(db);
  return rows[0] ?? { added: 0, removed: 0 };
}

/** After a like or a pass: the next read of the deck skips the person at once. */
export async function removeFromDeck(
  db: Kysely<Database>,
  params: { userId: string; candidateId: string },
): Promise<void> {
  await db
    .deleteFrom('decks')
    .where('user_id', '=', params.userId)
    .where('candidate_id', '=', params.candidateId)
    .execute();
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

/** Someone who can no longer be matched at all (no profile): out of every deck. */
export async function removeCandidateFromDecks(
  db: Kysely<Database>,
  candidateId: string,
): Promise<number> {
  const result = await db
    .deleteFrom('decks')
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
