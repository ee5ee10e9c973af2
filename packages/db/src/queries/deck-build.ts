import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import { rankCandidates } from '../deck-ranking.js';
import type { DeckBuild } from '../tables/decks.js';
import { DECK_SIZE, findProfileSign, replaceDeck } from './decks.js';
import { inTransaction } from './in-transaction.js';
import { findVisibleCandidates } from './visibility.js';

export interface BuiltDeck {
  /** Entries now in the user's deck. */
  deckSize: number;
  /** Everyone the user could see at build time; more than deckSize when the deck was cut. */
  visible: number;
}

/** Builds of one person's deck wait for each other, so two first reads do not build twice. */
async function lockDeck(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`deck:${userId}`}, 0))`.execute(trx);
}

/** The last build of the person's deck, or undefined if it was never built. */
export async function findDeckBuild(
  db: Kysely<Database>,
  userId: string,
): Promise<DeckBuild | undefined> {
  return db.selectFrom('deck_builds').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

async function buildLocked(
  trx: Transaction<Database>,
  params: { userId: string; today: string; deckSize?: number },
): Promise<BuiltDeck> {
  const sign = await findProfileSign(trx, params.userId);
  if (!sign) {
    // Without a profile there is nothing to see; the first build after it exists must still run.
    await replaceDeck(trx, { userId: params.userId, entries: [] });
    await trx.deleteFrom('deck_builds').where('user_id', '=', params.userId).execute();
    return { deckSize: 0, visible: 0 };
  }
  const candidates = await findVisibleCandidates(trx, {
    viewerId: params.userId,
    today: params.today,
  });
  const entries = rankCandidates(sign, candidates, params.deckSize ?? DECK_SIZE);
  await replaceDeck(trx, { userId: params.userId, entries });
  const build = { visible: candidates.length, kept: entries.length, built_at: sql<Date>`now()` };
  await trx
    .insertInto('deck_builds')
    .values({ user_id: params.userId, ...build })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(build))
    .execute();
  return { deckSize: entries.length, visible: candidates.length };
}

/**
 * Rebuilds one user's deck: read who they may see, score each with the zodiac compatibility,
 * keep the best `deckSize`, and record the build. Read and replace share one transaction, so the
 * swap is atomic and a fan-out row written meanwhile by someone else's build survives (see
 * replaceDeck).
 */
export async function buildDeck(
  db: Kysely<Database>,
  params: { userId: string; today: string; deckSize?: number },
): Promise<BuiltDeck> {
  return inTransaction(db, async (trx) => {
    await lockDeck(trx, params.userId);
    return buildLocked(trx, params);
  });
}

/**
 * Builds the deck unless someone else built it since `seen` was read (the worker, or a
 * concurrent first read); answers whether this call built it.
 */
export async function buildDeckUnlessBuiltSince(
  db: Kysely<Database>,
  params: { userId: string; today: string; seen: DeckBuild | undefined },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await lockDeck(trx, params.userId);
    const now = await findDeckBuild(trx, params.userId);
    if (now && now.built_at.getTime() !== params.seen?.built_at.getTime()) return false;
    await buildLocked(trx, params);
    return true;
  });
}

/**
 * Whether a feed read that found `found` entries must build the deck before it answers: when it
 * was never built (a new profile, a seeded person), or when a build that had to leave people out
 * has run dry. Otherwise an empty page really means nobody is left.
 */
export function deckMustBuildNow(found: number, last: DeckBuild | undefined): boolean {
  if (!last) return true;
  return found === 0 && last.kept < last.visible;
}
