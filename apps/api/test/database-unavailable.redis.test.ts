import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { type OwnPostgres, startOwnPostgres } from '@starmatch/test-support/own-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../src/plugins/error-handler.js';
import { call } from './support/call.js';
import { type Person, signedInPerson } from './support/people.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// Distributed mode only: an API on a PostgreSQL of the test's own, which the test stops as a
// crash would (the machine's shared server is never touched; PGlite, in process, cannot be
// unreachable).
let postgres: OwnPostgres;
let api: TestApi;
let person: Person;
beforeAll(async () => {
  postgres = await startOwnPostgres();
  api = await startTestApi(
    {},
    {
      infrastructureEnv: {
        DATABASE_URL: postgres.url,
        REDIS_URL: process.env.REDIS_URL,
        DB_CONNECT_TIMEOUT_MS: '1000',
      },
    },
  );
  person = await signedInPerson(api.db);
});
afterAll(async () => {
  await api?.close();
  await postgres?.destroy();
});

describe('while PostgreSQL is unreachable', () => {
  it('answers 503 with Retry-After and the contracts sentence, and works again once it is back', async () => {
    expect((await call(api, 'GET', '/api/matches', undefined, person)).statusCode).toBe(200);

    await postgres.stop();
    for (const [url, options] of [
      ['/api/matches', person],
      ['/api/waitlist/count', {}],
    ] as const) {
      const response = await call(api, 'GET', url, undefined, options);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 503,
        body: { message: API_MESSAGES.serviceUnavailable },
      });
      expect(response.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    }

    await postgres.start();
    await expect
      .poll(async () => (await call(api, 'GET', '/api/matches', undefined, person)).statusCode)
      .toBe(200);
  });
});
