import { afterAll, beforeAll } from 'vitest';
import { captureEmails, type EmailOutbox } from './email-outbox.js';
import { startTestApi, type TestApi } from './test-api.js';

export interface ApiWithOutbox {
  api: TestApi;
  outbox: EmailOutbox;
}

/**
 * One API for all the tests of a file: started before the first test and handed to `take` (which
 * may set up more on it), closed after the last. The file keeps its own names for what it is
 * handed, so its tests read as if it had started them itself.
 */
export function testApiPerFile(take: (api: TestApi) => void | Promise<void>): void {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi();
    await take(api);
  });
  afterAll(async () => {
    await api?.close();
  });
}

/** testApiPerFile, with the outbox of the emails the API sends. */
export function apiWithOutboxPerFile(take: (started: ApiWithOutbox) => void | Promise<void>): void {
  testApiPerFile(async (api) => take({ api, outbox: await captureEmails(api.infrastructure) }));
}
