import { deckBuildJobSchema } from '@starmatch/contracts/jobs';
import type { Database } from '@starmatch/db/database';
import { type BuiltDeck, buildDeck } from '@starmatch/db/queries/deck-build';
import { appToday } from '@starmatch/db/queries/visibility';
import { type JobProcessor, UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import type { Kysely } from 'kysely';

export type DeckBuildResult = BuiltDeck;

/**
 * deck.build: rebuilds the user's own deck. Nobody else's deck is written: others meet a change
 * of this person's when their own decks are rebuilt (docs/ARCHITECTURE.md "Matching and decks").
 */
export function createDeckBuildProcessor(
  db: Kysely<Database>,
  options: { deckSize?: number; today?: () => string } = {},
): JobProcessor {
  const today = options.today ?? (() => appToday());
  return async (payload): Promise<DeckBuildResult> => {
    const parsed = deckBuildJobSchema.safeParse(payload);
    if (!parsed.success) {
      throw new UnrecoverableJobError(`Invalid deck job: ${parsed.error.issues[0]?.message}`);
    }
    return buildDeck(db, {
      userId: parsed.data.userId,
      today: today(),
      ...(options.deckSize ? { deckSize: options.deckSize } : {}),
    });
  };
}
