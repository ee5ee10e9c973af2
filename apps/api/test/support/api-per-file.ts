import { afterAll, beforeAll } from 'vitest';
import { captureEmails, type EmailOutbox } from './email-outbox.js';
import { startTestApi, type TestApi } from './test-api.js';

export interface ApiWithOutbox {
  api: TestApi;
  outbox: EmailOutbox;
}

/**
 * One API for all the tests of a file, with the outbox of the emails it sends: started before the
 * first test and handed to `take` (which may set up more on it), closed after the last. The file
 * keeps its own names for what it is handed, so its tests read as if it had started them itself.
 */
export function apiWithOutboxPerFile(take: (started: ApiWithOutbox) => void | Promise<void>): void {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi();
    await take({ api, outbox: await captureEmails(api.infrastructure) });
  });
  afterAll(async () => {
    await api?.close();
  });
}
