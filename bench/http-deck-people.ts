import { createDeckBuildProcessor } from '../apps/worker/dist/processors/deck-build-processor.js';
import { createSession } from '../packages/db/dist/queries/sessions.js';
import { appToday } from '../packages/db/dist/queries/visibility.js';
import { createTestDatabase, type TestDatabase } from '../packages/db/dist/testing.js';
import { seedPopulation } from '../packages/db/dist/testing-population.js';

export interface DeckPeople {
  databaseUrl: string;
  /** One session token per measured person, each with a built deck. */
  tokens: string[];
  destroy(): Promise<void>;
}

/**
 * A small population in a database of its own (bench:deck's seed): `measured` people with decks
 * built by the real processor and a session each, so every deck read reads a built deck.
 */
export async function seedDeckPeople(
  serverUrl: string,
  options: { size: number; measured: number },
): Promise<DeckPeople> {
  const database: TestDatabase = await createTestDatabase({ DATABASE_URL: serverUrl });
  const ids = await seedPopulation(database.db, { ...options, today: appToday() });
  const build = createDeckBuildProcessor(database.db);
  for (const userId of ids)
    await build({ userId, reason: 'refresh' }, { jobId: 'bench', attempt: 1 });
  const tokens = [];
  for (const userId of ids) {
    tokens.push((await createSession(database.db, { userId, userAgent: 'bench' })).token);
  }
  return {
    databaseUrl: database.databaseUrl!,
    tokens,
    destroy: () => database.destroy(),
  };
}
