import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DECK_PAGE_SIZE } from '@starmatch/db/queries/deck-page';
import { createSession } from '@starmatch/db/queries/sessions';
import { DEMO_ACCOUNTS } from '@starmatch/db/seed/demo-accounts';
import { seedDemoData } from '@starmatch/db/seed/seed-demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

// Nothing builds decks here but the deck read itself: the queue has no deck.build consumer.
let api: TestApi;
let uploadDir: string;

beforeAll(async () => {
  api = await startTestApi();
  uploadDir = await mkdtemp(join(tmpdir(), 'starmatch-demo-deck-'));
  await seedDemoData(api.db, { uploadDir });
}, 120_000);

afterAll(async () => {
  await api.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe('the demo accounts right after a fresh seed', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.fullName, account.email]))(
    '%s sees a full page on the very first read',
    async (_name, email) => {
      const user = await api.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const { token } = await createSession(api.db, { userId: user.id, userAgent: 'vitest' });
      const response = await call(api, 'GET', '/api/matches/potential', undefined, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(DECK_PAGE_SIZE);
    },
  );
});
