import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import type { DeckBuild } from '../tables/decks.js';
import { findDeckCandidates } from './deck-candidates.js';
import { DECK_SIZE, findProfileSign, replaceDeck } from './decks.js';
import { inTransaction } from './in-transaction.js';

export interface BuiltDeck {
  /** Entries now in the user's deck. */
  deckSize: number;
  /** Whom the build found: deckSize, plus one when more could be seen (the deck was cut). */
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
  const { entries, more } = await findDeckCandidates(trx, {
    viewerId: params.userId,
    today: params.today,
    size: params.deckSize ?? DECK_SIZE,
  });
  await replaceDeck(trx, { userId: params.userId, entries });
  const visible = entries.length + (more ? 1 : 0);
  const build = { visible, kept: entries.length, built_at: sql<Date>`now()` };
  await trx
    .insertInto('deck_builds')
    .values({ user_id: params.userId, ...build })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(build))
    .execute();
  return { deckSize: entries.length, visible };
}

/**
 * Rebuilds one user's deck: find their best `deckSize` candidates by zodiac compatibility
 * (deck-candidates.ts), store them, and record the build. Read and replace share one
 * transaction, so a reader sees the old deck or the new one.
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
 * A deck shorter than a page is rebuilt by the next read once its build is this old: someone
 * running out of people meets newcomers within it. Not sooner, so a reader whose every candidate
 * is already in the deck does not rebuild on each read.
 */
export const DECK_REFILL_INTERVAL_MS = 2_000;

/**
 * Any deck is rebuilt by the next read once its build is this old, so a newcomer who ranks among
 * someone's best reaches them within it (docs/ARCHITECTURE.md "Matching and decks").
 */
export const DECK_MAX_AGE_MS = 5 * 60_000;

/**
 * Whether a deck read that found `found` entries (of a page of `pageSize`) must rebuild the deck
 * before it answers: when it was never built (a new profile, a seeded person); when a build that
 * had to leave people out has run dry; when it runs short and is DECK_REFILL_INTERVAL_MS old;
 * and when it is DECK_MAX_AGE_MS old. Otherwise an empty page really means nobody is left.
 */
export function deckNeedsBuild(params: {
  found: number;
  pageSize: number;
  last: DeckBuild | undefined;
  now: number;
  maxAgeMs?: number;
}): boolean {
  const { found, pageSize, last, now } = params;
  if (!last) return true;
  if (found === 0 && last.kept < last.visible) return true;
  const age = now - last.built_at.getTime();
  if (found < pageSize && age >= DECK_REFILL_INTERVAL_MS) return true;
  return age >= (params.maxAgeMs ?? DECK_MAX_AGE_MS);
}
